// The clock a front end sets from its display link and its recognizers.

/// A clock that a front end moves forward from the timestamps it already has: a display link's
/// ticks (`CADisplayLink.timestamp`, `requestAnimationFrame`'s time) and its pointer samples.
/// The table's animations then run on the frames the screen shows, not on a second clock.
///
/// It never goes back: an earlier timestamp (a sample delivered late) leaves it where it is.
/// ``GestureTable/tick(at:)`` and ``GestureTable/handle(_:)-(PointerSample)`` move the table's
/// clock forward to their timestamp when it is a `FrameClock` (or a ``VirtualClock``).
public final class FrameClock: TableClock {
    /// The latest timestamp given; zero before the first.
    public private(set) var now: Duration = .zero

    /// Creates a clock at zero.
    public init() {}

    /// Moves the clock to `timestamp` if that lies ahead; an earlier one is ignored.
    public func advance(to timestamp: Duration) {
        if timestamp > now { now = timestamp }
    }

    /// Moves the clock to `seconds` (a platform's `CFTimeInterval` or `DOMHighResTimeStamp`
    /// divided by 1000) if that lies ahead. NaN, infinities and negative times are ignored; times
    /// beyond 2⁶⁰ seconds stop there.
    public func advance(toSeconds seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let clamped = min(seconds, Double(Int64(1) << 60))
        let whole = clamped.rounded(.down)
        advance(to: .seconds(Int64(whole)) + .nanoseconds(Int64((clamped - whole) * 1e9)))
    }
}
