/// An animation as a value: a number going from one value to another over a span of time.
///
/// The table keeps one for each moving quantity of a row (its horizontal offset, its height, its
/// opacity). Renderers sample them with ``value(at:)`` at their own frame rate; tests assert on
/// them directly.
public struct ValueAnimation: Hashable, Sendable {
    /// The value at ``start``.
    public var from: Double
    /// The value once the animation has finished.
    public var to: Double
    /// When the animation starts, on the table's clock.
    public var start: Duration
    /// How long it runs.
    public var duration: Duration
    /// How progress maps to value.
    public var curve: AnimationCurve

    /// Creates an animation.
    public init(from: Double, to: Double, start: Duration, duration: Duration, curve: AnimationCurve) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = max(duration, .zero)
        self.curve = curve
    }

    /// A value that does not move.
    public static func constant(_ value: Double) -> ValueAnimation {
        ValueAnimation(from: value, to: value, start: .zero, duration: .zero, curve: .linear)
    }

    /// When the animation ends. Starts and durations beyond ±2⁶¹ s count as that far, so no
    /// value makes this overflow.
    public var end: Duration { Self.bounded(start) + Self.bounded(duration) }

    private static func bounded(_ duration: Duration) -> Duration {
        let limit = Duration.seconds(Int64(1) << 61)
        return min(max(duration, .zero - limit), limit)
    }

    /// Whether the animation has finished by `time`.
    public func isFinished(at time: Duration) -> Bool { time >= end }

    /// Whether the value changes at all.
    public var isConstant: Bool { duration == .zero || (from == to && curve == .linear) }

    /// The value at `time`: ``from`` before the start, ``to`` after the end.
    public func value(at time: Duration) -> Double {
        if time >= end { return to }
        if time <= start { return from }
        let progress = (time - start).seconds / duration.seconds
        guard case .overshoot(let overshoot) = curve else {
            return from + (to - from) * AnimationCurve.ease(progress, curve)
        }
        // Phase 1 (two thirds): from -> past the target; phase 2 (one third): back to it.
        let direction: Double = to >= from ? 1 : -1
        let peak = to + direction * overshoot
        if progress < 2.0 / 3.0 {
            return from + (peak - from) * AnimationCurve.ease(progress * 1.5, .easeInOut)
        }
        return peak + (to - peak) * AnimationCurve.ease((progress - 2.0 / 3.0) * 3, .easeInOut)
    }
}
