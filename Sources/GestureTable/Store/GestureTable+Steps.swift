// Each entry point as one step of the core: time first, then the input, then delivery.

extension GestureTable {
    /// Runs one input as an entry point: time, then the input, then delivery.
    func run(_ input: TableInput<Row>) throws(GestureTableError) {
        try perform { () throws(GestureTableError) in try core.reduce(input) }
    }

    /// Runs an input that cannot throw: a pointer event, a tick, a setting.
    func runUnfailing(_ input: TableInput<Row>) {
        perform { try? core.reduce(input) }  // none of these inputs throws: nothing is dropped
    }

    /// Runs an entry point: brings time up to date, runs `body`, checks invariants, and delivers
    /// the effects it produced. Nested calls (from the app's closures) only run `body`: their
    /// effects join the queue being delivered.
    func perform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard !isBusy else {
            let result = try body()
            core.checkInvariants()
            return result
        }
        isBusy = true
        defer { isBusy = false }
        advanceTime()
        let result: T
        do {
            result = try body()
        } catch {
            core.checkInvariants()
            deliverEffects()
            throw error
        }
        core.updatePlaceholder()
        core.checkInvariants()
        deliverEffects()
        return result
    }

    /// Brings the core up to the clock's time, one due step at a time, delivering each step's
    /// events and completions before the next (a completion may change what comes next).
    func advanceTime() {
        let now = clockNow
        if core.advanceWithNothingDue(to: now) { return }
        // A bound against a completion that schedules a step due at once, forever: the rest
        // wait for the next tick. (Whether it counts from 0 or 1 only matters with 100,000
        // steps due in one tick.)
        var steps = 0
        while steps < 100_000, core.finishNextStep(dueBy: now) {
            steps += 1
            core.checkInvariants()
            deliverEffects()
        }
        core.endAdvance(to: now)
    }
}
