// The state brought up to a given instant, one due step at a time.

extension TableCore {
    /// Brings the state up to `now` when no step is due by then, returning `true`; returns
    /// `false`, changing nothing, when one is (the store then finishes them one at a time with
    /// ``finishNextStep(dueBy:)`` and ends with ``endAdvance(to:)``).
    mutating func advanceWithNothingDue(to now: Duration) -> Bool {
        guard case .notBefore(let bound) = state.deadlineBound, bound.map({ $0 > now }) ?? true else { return false }
        // Nothing due: the common case of a pointer move, kept free of generic code.
        state.time = max(state.time, now)
        if state.isLifting { advanceAutoscroll(to: state.time) }
        if state.isSweeping { advanceSweepAutoscroll(to: state.time) }
        if state.momentum != nil { advanceMomentum(to: state.time) }
        return true
    }

    /// Finishes the earliest step due by `now`, with the state's time set to the step's
    /// instant; returns whether there was one.
    @inline(never)
    mutating func finishNextStep(dueBy now: Duration) -> Bool {
        guard let next = earliestDeadline(), next.time <= now else { return false }
        state.time = max(state.time, next.time)
        // Coasting content is where it is at the step's instant, whatever the step does.
        if state.momentum != nil { advanceMomentum(to: state.time) }
        finish(next.what)
        updatePlaceholder()
        return true
    }

    /// Ends bringing the state up to `now`, once no step due by then is left.
    @inline(never)
    mutating func endAdvance(to now: Duration) {
        state.deadlineBound = .notBefore(earliestDeadline()?.time)
        state.time = max(state.time, now)
        advanceAutoscroll(to: state.time)
        advanceSweepAutoscroll(to: state.time)
        advanceMomentum(to: state.time)
    }

    mutating func finish(_ what: Deadline) {
        switch what {
        case .row(let id):
            guard var state = self.state.states[id] else { return }
            enqueue(self.state.states.takeCompletion(of: id))
            switch state.phase {
            case .pushing:
                state.phase = .pushed
                state.offset = .constant(state.offset.to)
                self.state.states[id] = state
            default:
                // Every other animation (an insertion, a settle, a deletion's push) ends at rest:
                // the row holds no state any more.
                self.state.states[id] = nil
                // A row that shrank may leave the offset past the content's end: it comes back,
                // once no deleted row is still collapsing below (drawn, but no longer counted).
                if state.height != nil, self.state.deletions.isEmpty { clampScrollOffset() }
            }
        case .deletion(let serial):
            if let deletingRow = takeDeletion(serial: serial) {
                enqueue(deletingRow.completion)
                // The line has collapsed: a scroll past the content's new end comes back to it,
                // rather than leave blank lines at the bottom until the next scroll.
                clampScrollOffset()
            }
        case .batch(let index):
            enqueue(takeBatchCompletion(at: index))
        case .pointer:
            pointerDeadlineReached()
        case .momentum:
            momentumDeadlineReached()
        case .commit:
            commitDeadline = nil
            queue(.commitWindowDue)
        case .springLoad:
            reachSpringLoad()
        }
    }
}
