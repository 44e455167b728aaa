/// A clock that only moves when told to: the clock of tests and gesture scripts.
///
/// ```swift
/// let clock = VirtualClock()
/// let table = try GestureTable(rows: mails, width: 320, clock: clock)
/// clock.advance(by: .milliseconds(250))
/// table.tick()
/// ```
public final class VirtualClock: TableClock {
    /// The current virtual time.
    public private(set) var now: Duration

    /// Creates a clock that starts at `start` (zero by default).
    public init(start: Duration = .zero) {
        now = min(max(start, .zero - Self.latestInstant), Self.latestInstant)
    }

    /// Moves the clock forward; a negative duration is ignored, so time never runs backwards.
    /// The clock stops at ``latestInstant`` rather than overflow.
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        now = duration >= Self.latestInstant - now ? Self.latestInstant : now + duration
    }

    /// The latest instant a virtual clock reaches: 2⁶⁰ seconds.
    public static var latestInstant: Duration { .seconds(Int64(1) << 60) }

    /// Moves the clock to `instant` if that lies ahead; an instant in the past is ignored.
    public func advance(to instant: Duration) {
        if instant > now { now = min(instant, Self.latestInstant) }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// A duration from a number of seconds (clamped to zero when negative or not finite, and to
    /// 2⁶⁰ s).
    static func seconds(_ value: Double) -> Duration {
        guard value.isFinite else { return .zero }
        // Whole seconds and nanoseconds apart, so any finite value fits (up to 2⁶⁰ s).
        let value = min(max(value, 0), 0x1p60)
        let whole = value.rounded(.down)
        return .seconds(Int64(whole)) + .nanoseconds(Int64(((value - whole) * 1e9).rounded()))
    }
}
