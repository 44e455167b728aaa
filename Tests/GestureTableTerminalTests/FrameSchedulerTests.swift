import Testing
@testable import GestureTableTerminal

/// On-demand rendering: draw when something changed, at most 60 times a second, and sleep
/// until input when nothing moves.
@Suite("Frame scheduler")
struct FrameSchedulerTests {
    let frame = Duration.nanoseconds(16_666_666)

    @Test("the first frame is drawn at once; then nothing until something changes, and no wake-up")
    func idle() {
        var scheduler = FrameScheduler()
        #expect(scheduler.frameInterval == frame)
        #expect(draws(&scheduler, at: .zero, isAnimating: false))
        #expect(!draws(&scheduler, at: .seconds(1), isAnimating: false))
        #expect(scheduler.timeout(at: .seconds(1), isAnimating: false, nextDeadline: nil) == nil)
    }

    @Test("input after a frame waits for the frame interval, coalescing a burst")
    func cap() {
        var scheduler = FrameScheduler()
        _ = draws(&scheduler, at: .zero, isAnimating: false)
        scheduler.setNeedsDisplay()
        #expect(!draws(&scheduler, at: .milliseconds(5), isAnimating: false))
        #expect(scheduler.timeout(at: .milliseconds(5), isAnimating: false, nextDeadline: nil) == frame - .milliseconds(5))
        scheduler.setNeedsDisplay()
        #expect(draws(&scheduler, at: .milliseconds(17), isAnimating: false))
        #expect(!scheduler.needsDisplay)
        #expect(scheduler.timeout(at: .milliseconds(17), isAnimating: false, nextDeadline: nil) == nil)
    }

    @Test("while animating, a frame every interval, and one more after the animation ends")
    func animation() {
        var scheduler = FrameScheduler()
        #expect(draws(&scheduler, at: .zero, isAnimating: true))
        #expect(scheduler.timeout(at: .zero, isAnimating: true, nextDeadline: .milliseconds(250)) == frame)
        #expect(draws(&scheduler, at: .milliseconds(17), isAnimating: true))
        // The animation ended between the two frames: the final state is still drawn.
        #expect(draws(&scheduler, at: .milliseconds(34), isAnimating: false))
        #expect(!draws(&scheduler, at: .milliseconds(51), isAnimating: false))
        #expect(scheduler.timeout(at: .milliseconds(51), isAnimating: false, nextDeadline: nil) == nil)
    }

    @Test("a timed step (a long press) wakes the program exactly then")
    func deadline() {
        var scheduler = FrameScheduler()
        _ = draws(&scheduler, at: .zero, isAnimating: false)
        #expect(scheduler.timeout(at: .milliseconds(100), isAnimating: false, nextDeadline: .milliseconds(600)) == .milliseconds(500))
        #expect(scheduler.timeout(at: .milliseconds(700), isAnimating: false, nextDeadline: .milliseconds(600)) == .zero)
    }

    @Test("the frame rate is clamped to 1...240")
    func rates() {
        #expect(FrameScheduler(framesPerSecond: 0).frameInterval == .seconds(1))
        #expect(FrameScheduler(framesPerSecond: 10_000).frameInterval == .nanoseconds(4_166_666))
    }

    /// Asks the scheduler whether to draw (outside `#expect`, which cannot take `inout`).
    func draws(_ scheduler: inout FrameScheduler, at now: Duration, isAnimating: Bool) -> Bool {
        scheduler.shouldDraw(at: now, isAnimating: isAnimating)
    }
}
