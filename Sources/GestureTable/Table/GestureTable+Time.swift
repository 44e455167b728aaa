// Layer 6, the entry point: the table brought up to its clock's time.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    func advanceTime() {
        let now = clockNow
        if case .notBefore(let bound) = deadlineBound, bound.map({ $0 > now }) ?? true {
            // Nothing due: the common case of a pointer move, kept free of generic code.
            time = max(time, now)
            if isLifting { advanceAutoscroll(to: time) }
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
            time = max(time, next.time)
            finish(next.what)
            updatePlaceholder()
            checkInvariants()
            deliverEffects()
        }
        deadlineBound = .notBefore(earliestDeadline()?.time)
        time = max(time, now)
        advanceAutoscroll(to: time)
    }

    func finish(_ what: Deadline) {
        switch what {
        case .row(let id):
            guard var state = states[id] else { return }
            enqueue(states.takeCompletion(of: id))
            switch state.phase {
            case .pushing:
                state.phase = .pushed
                state.offset = .constant(state.offset.to)
                states[id] = state
            case .appearing:
                // Insertions always end at rest: the row holds no state any more.
                states[id] = nil
            default:
                states[id] = nil
            }
        case .deletion(let serial):
            if let ghost = deletions.removeValue(forKey: serial) {
                enqueue(ghost.completion)
                // The line has collapsed: a scroll past the content's new end comes back to it,
                // rather than leave blank lines at the bottom until the next scroll.
                clampScrollOffset()
            }
        case .batch(let index):
            enqueue(batchCompletions.remove(at: index).completion)
        case .pointer:
            pointerDeadlineReached()
        }
    }
}
