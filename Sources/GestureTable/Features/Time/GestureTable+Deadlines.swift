// The table's members for time and deadlines, over the steps in TableCore+Deadlines.swift.

extension GestureTable {
    /// When the next animation ends or the next timed step is due, or `nil` when nothing moves
    /// and nothing is pending on the clock. A driver sleeps until then (or until input arrives).
    ///
    /// - Complexity: O(*k*), where *k* is the number of rows not at rest.
    public var nextDeadline: Duration? {
        // Between steps the bound is kept by every change that schedules something, and
        // `.notBefore(nil)` says nothing is scheduled: no walk over the states is needed (a
        // driver asks once per frame).
        if case .notBefore(nil) = core.state.deadlineBound { return nil }
        // Looking drops the entries of rows that finished early. No step is under way: the app
        // is never asked inside one.
        return core.earliestDeadline()?.time
    }

    /// Whether anything is moving: a driver redraws at its frame rate while this is true.
    public var isAnimating: Bool {
        if core.state.hasDeletions || !core.state.batchCompletions.isEmpty || core.state.momentum != nil { return true }
        if core.state.isLifting, liftedRowAutoscrolls { return true }
        if core.state.isSweeping, readingInPlace({ $0.sweepAutoscrollSpeed }) != 0 { return true }
        // In place: read from the class's stored core across a call, the storage would be
        // copied (each of its arrays retained and released).
        return readingInPlace { $0.state.states.slots.hasDeadline }
    }

    /// Whether the lifted row scrolls the content. Apart from ``isAnimating``, which reads only
    /// plain fields: a call into the core needs the core's type metadata, looked up at run time.
    @inline(never)
    private var liftedRowAutoscrolls: Bool {
        readingInPlace { $0.autoscrollSpeed } != 0
    }
}
