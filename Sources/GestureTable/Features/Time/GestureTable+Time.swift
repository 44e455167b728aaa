// Layer 6, the entry point: the table brought up to its clock's time.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    func advanceTime() {
        let now = clockNow
        if case .notBefore(let bound) = state.deadlineBound, bound.map({ $0 > now }) ?? true {
            // Nothing due: the common case of a pointer move, kept free of generic code.
            state.time = max(state.time, now)
            if state.isLifting { advanceAutoscroll(to: state.time) }
            return
        }
        finishDueSteps(until: now)
    }

    /// Processes every step due by the clock's time, one at a time, delivering each step's
    /// events and completions before the next, with ``time`` set to the step's instant.
    @inline(never)
    func finishDueSteps(until now: Duration) {
        // A bound against a completion that schedules a step due at once, forever: the rest
        // wait for the next tick. (Whether it counts from 0 or 1 only matters with 100,000
        // steps due in one tick.)
        var steps = 0
        while let next = earliestDeadline(), next.time <= now, steps < 100_000 {
            steps += 1
            state.time = max(state.time, next.time)
            finish(next.what)
            updatePlaceholder()
            checkInvariants()
            deliverEffects()
        }
        state.deadlineBound = .notBefore(earliestDeadline()?.time)
        state.time = max(state.time, now)
        advanceAutoscroll(to: state.time)
    }

    func finish(_ what: Deadline) {
        switch what {
        case .row(let id):
            guard var state = self.state.states[id] else { return }
            enqueue(self.state.states.takeCompletion(of: id))
            switch state.phase {
            case .pushing:
                state.phase = .pushed
                state.offset = .constant(state.offset.to)
                self.state.states[id] = state
            case .appearing:
                // Insertions always end at rest: the row holds no state any more.
                self.state.states[id] = nil
            default:
                self.state.states[id] = nil
            }
        case .deletion(let serial):
            if let ghost = self.state.deletions.removeValue(forKey: serial) {
                enqueue(ghost.completion)
                // The line has collapsed: a scroll past the content's new end comes back to it,
                // rather than leave blank lines at the bottom until the next scroll.
                clampScrollOffset()
            }
        case .batch(let index):
            enqueue(self.state.batchCompletions.remove(at: index).completion)
        case .pointer:
            pointerDeadlineReached()
        }
    }
}
