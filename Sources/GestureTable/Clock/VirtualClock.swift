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
        now = start
    }

    /// Moves the clock forward; a negative duration is ignored, so time never runs backwards.
    public func advance(by duration: Duration) {
        if duration > .zero { now += duration }
    }

    /// Moves the clock to `instant` if that lies ahead; an instant in the past is ignored.
    public func advance(to instant: Duration) {
        if instant > now { now = instant }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// A duration from a number of seconds (clamped to zero when negative or not finite).
    static func seconds(_ value: Double) -> Duration {
        guard value.isFinite, value > 0 else { return .zero }
        return .nanoseconds(Int64((value * 1e9).rounded()))
    }
}
