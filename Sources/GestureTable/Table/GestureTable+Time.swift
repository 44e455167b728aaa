extension GestureTable {
    /// Brings the table up to its clock's time: finishes the animations that have ended (in the
    /// order they end), runs their completions, and lifts a row whose press has been held long
    /// enough.
    ///
    /// Every entry point does this first; drivers call it once per frame, tests after advancing
    /// a ``VirtualClock``.
    public func tick() {
        perform {}  // the transition's arm for `.tick`: time only, as every input does first
    }

    /// When the next animation ends or the next timed step is due, or `nil` when nothing moves
    /// and nothing is pending on the clock. A driver sleeps until then (or until input arrives).
    ///
    /// - Complexity: O(*k*), where *k* is the number of rows not at rest.
    public var nextDeadline: Duration? {
        earliestDeadline()?.time
    }

    /// Whether anything is moving: a driver redraws at its frame rate while this is true.
    public var isAnimating: Bool {
        if !deletions.isEmpty || !batchCompletions.isEmpty || isAutoscrolling { return true }
        return states.values.contains { $0.deadline != nil }
    }

    /// The latest instant the table works with: 2⁶⁰ s, as ``VirtualClock/latestInstant``. A clock reading beyond
    /// it (either way) is taken as this far, so adding an animation's duration never overflows.
    static var latestInstant: Duration { .seconds(Int64(1) << 60) }

    /// The clock's time, kept within ±``latestInstant``.
    var clockNow: Duration { Self.bounded(clock.now) }

    static func bounded(_ instant: Duration) -> Duration {
        min(max(instant, .zero - latestInstant), latestInstant)
    }

    enum Deadline {
        case row(Row.ID)
        /// A deleting row, by serial.
        case deletion(Int)
        case batch(Int)
        case pointer
    }

    /// The earliest pending step, ties broken by the order the animations started.
    func earliestDeadline() -> (time: Duration, serial: Int, what: Deadline)? {
        var best: (time: Duration, serial: Int, what: Deadline)?
        func consider(_ time: Duration, _ serial: Int, _ what: Deadline) {
            if let current = best, (current.time, current.serial) <= (time, serial) { return }
            best = (time, serial, what)
        }
        states.forEachState { id, state in
            if let deadline = state.deadline { consider(deadline, state.serial, .row(id)) }
        }
        // Entries of rows that finished or were brought back by undo are dropped as they come up.
        while let entry = deletionDeadlines.first, deletions[entry.serial]?.end != entry.time {
            deletionDeadlines.removeFirst()
        }
        if let entry = deletionDeadlines.first {
            consider(entry.time, entry.serial, .deletion(entry.serial))
        }
        for (index, batch) in batchCompletions.enumerated() {
            consider(batch.end, Int.max - 1, .batch(index))
        }
        if let deadline = pointerDeadline() {
            consider(deadline, Int.max, .pointer)
        }
        return best
    }

    /// Lowers the known bound for a deadline just scheduled.
    func noteDeadline(_ deadline: Duration) {
        switch deadlineBound {
        case .unknown:
            return
        case .notBefore(let bound):
            if let bound, bound <= deadline { return }
            deadlineBound = .notBefore(deadline)
        }
    }

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
            enqueue(state.completion)
            state.completion = nil
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
