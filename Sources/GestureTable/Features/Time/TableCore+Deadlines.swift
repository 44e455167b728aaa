// When the next animation ends or timed step is due.

extension TableCore {

    enum Deadline {
        case row(Row.ID)
        /// A deleting row, by serial.
        case deletion(Int)
        case batch(Int)
        case pointer
        // Momentum
        case momentum
        /// The undo window's oldest change (``CommitWindow``).
        case commit
        /// A collapsed row of an outline under a carried row opens.
        case springLoad
    }

    /// The earliest pending step, ties broken by the order the animations started.
    mutating func earliestDeadline() -> (time: Duration, serial: Int, what: Deadline)? {
        var best: (time: Duration, serial: Int, what: Deadline)?
        func consider(_ time: Duration, _ serial: Int, _ what: Deadline) {
            if let current = best, (current.time, current.serial) <= (time, serial) { return }
            best = (time, serial, what)
        }
        self.state.states.forEachState { id, state in
            if let deadline = state.deadline { consider(deadline, state.serial, .row(id)) }
        }
        // Entries of rows that finished or were brought back by undo are dropped as they come up.
        while let entry = self.state.deletionDeadlines.first, self.state.deletions[entry.serial]?.end != entry.time {
            self.state.deletionDeadlines.removeFirst()
        }
        if let entry = self.state.deletionDeadlines.first {
            consider(entry.time, entry.serial, .deletion(entry.serial))
        }
        for (index, batch) in self.state.batchCompletions.enumerated() {
            consider(batch.end, Int.max - 1, .batch(index))
        }
        if let deadline = pointerDeadline() {
            consider(deadline, Int.max, .pointer)
        }
        if let momentum = self.state.momentum {
            consider(momentum.end, Int.max - 2, .momentum)
        }
        if let commitDeadline { consider(commitDeadline, Int.max - 3, .commit) }
        if state.isOutline, let springLoad = springLoadDeadline { consider(springLoad, Int.max - 4, .springLoad) }
        return best
    }

    /// Lowers the known bound for a deadline just scheduled.
    mutating func noteDeadline(_ deadline: Duration) {
        switch state.deadlineBound {
        case .unknown:
            return
        case .notBefore(let bound):
            if let bound, bound <= deadline { return }
            state.deadlineBound = .notBefore(deadline)
        }
    }

    /// The instant a press held still lifts its row or opens its menu, if a press is waiting for it.
    func pointerDeadline() -> Duration? {
        guard !state.isLifting, let tracking = state.pointer, tracking.phase == .pressed,
            state.allowsReordering || tracking.hasMenu, tracking.canLift, state.pointerRowID != nil
        else { return nil }
        return tracking.downTime + state.configuration.longPressDuration
    }
}

extension TableCore {
    mutating func takeSerial() -> Int {
        state.nextSerial += 1
        return state.nextSerial
    }
}

extension TableCore {
    // MARK: - Deadlines scheduled by other features

    /// Schedules the end of a deleting row's animation.
    mutating func scheduleDeletionEnd(_ end: Duration, serial: Int) {
        state.deletionDeadlines.insert(.init(time: end, serial: serial))
        noteDeadline(end)
    }

    /// Forgets what is known of the earliest deadline: the next step looks for it again.
    mutating func forgetDeadlineBound() {
        state.deadlineBound = .unknown
    }
}
