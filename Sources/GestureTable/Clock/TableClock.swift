/// A source of time for a ``GestureTable``.
///
/// The table never reads the wall clock: it asks its clock for ``now`` whenever an input arrives or
/// ``GestureTable/tick()`` is called. Tests and scripts use a ``VirtualClock`` advanced by hand;
/// interactive drivers use a ``ContinuousTableClock``.
public protocol TableClock: AnyObject {
    /// The time elapsed since the clock's origin. It never decreases.
    var now: Duration { get }

    /// Moves the clock forward to `instant`, for a clock that a front end sets from its
    /// frames' and samples' timestamps (``FrameClock``, ``VirtualClock``); an instant in the past
    /// is ignored. The default does nothing: a clock that reads the system's time keeps it.
    func advance(to instant: Duration)
}

extension TableClock {
    /// Does nothing: a clock that reads the system's time keeps it.
    public func advance(to instant: Duration) {}
}

#if !hasFeature(Embedded)
/// A clock that reads the system's monotonic clock, for interactive drivers.
///
/// Not in Embedded Swift, which has no `ContinuousClock`: there a driver implements
/// ``TableClock`` over its platform's timer.
public final class ContinuousTableClock: TableClock {
    private let origin: ContinuousClock.Instant

    /// Creates a clock whose origin is the moment of creation.
    public init() {
        origin = ContinuousClock.now
    }

    /// The time elapsed since the clock was created.
    public var now: Duration { ContinuousClock.now - origin }
}
#endif
