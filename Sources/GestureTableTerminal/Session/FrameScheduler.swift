/// Decides when an interactive program draws a frame and how long it may sleep.
///
/// Rendering is on demand: a frame is drawn when something changed (input arrived, the
/// terminal was resized, an animation is running or just ended), never more often than
/// ``frameInterval`` (bursts of mouse reports are coalesced), and the program sleeps until
/// input when nothing moves and nothing is due, so an idle program never wakes up.
///
/// Times are durations on the program's clock, such as a table's `clock`, so
/// the schedule is tested with a virtual clock.
///
/// ```swift
/// var scheduler = FrameScheduler()
/// while running {
///     table.tick()
///     if scheduler.shouldDraw(at: clock.now, isAnimating: table.isAnimating) { draw() }
///     let timeout = scheduler.timeout(at: clock.now, isAnimating: table.isAnimating,
///                                     nextDeadline: table.nextDeadline)
///     let events = try session.nextEvents(timeout: timeout)
///     scheduler.setNeedsDisplay()
///     handle(events)
/// }
/// ```
public struct FrameScheduler: Hashable, Sendable {
    /// The shortest time between two frames. Default 1/60 s.
    public var frameInterval: Duration
    /// When the last frame was drawn, or `nil` before the first.
    public private(set) var lastFrameTime: Duration?
    /// Whether a frame is owed: something changed since the last one.
    public private(set) var needsDisplay = true

    /// Creates a scheduler that draws at most `framesPerSecond` frames a second.
    ///
    /// - Parameter framesPerSecond: The frame cap, clamped to 1...240. Default 60.
    public init(framesPerSecond: Int = 60) {
        let rate = min(max(framesPerSecond, 1), 240)
        frameInterval = .nanoseconds(1_000_000_000 / Int64(rate))
    }

    /// Notes that something changed: the next call to ``shouldDraw(at:isAnimating:)`` that the
    /// frame cap allows draws.
    public mutating func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Returns whether to draw a frame now, and if so records it.
    ///
    /// A frame is due when ``needsDisplay`` is set or something animates, and at least
    /// ``frameInterval`` has passed since the last frame. When the frame drawn shows an
    /// animation, one more frame stays owed, so the frame after the animation ends is drawn too.
    ///
    /// - Parameters:
    ///   - now: The current time.
    ///   - isAnimating: Whether anything is moving on its own.
    /// - Returns: `true` when the caller should draw now.
    public mutating func shouldDraw(at now: Duration, isAnimating: Bool) -> Bool {
        guard needsDisplay || isAnimating else { return false }
        if let lastFrameTime, now - lastFrameTime < frameInterval, now >= lastFrameTime { return false }
        lastFrameTime = now
        needsDisplay = isAnimating
        return true
    }

    /// How long to wait for input before the next frame or the next timed step is due.
    ///
    /// - Parameters:
    ///   - now: The current time.
    ///   - isAnimating: Whether anything is moving on its own.
    ///   - nextDeadline: When the next timed step is due (an animation's end, a long press),
    ///     if any.
    /// - Returns: The time to wait, or `nil` to wait for input however long it takes.
    public func timeout(at now: Duration, isAnimating: Bool, nextDeadline: Duration?) -> Duration? {
        var wakeUp: Duration?
        if needsDisplay || isAnimating {
            wakeUp = (lastFrameTime ?? now) + frameInterval
        }
        if let nextDeadline {
            wakeUp = min(wakeUp ?? nextDeadline, nextDeadline)
        }
        guard let wakeUp else { return nil }
        return max(.zero, wakeUp - now)
    }
}
