// Each entry point as one step of the core: time first, then the input, then delivery.

extension GestureTable {
    /// Runs one input as an entry point: time, then the input, then delivery.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when called while a step runs, from a
    ///   closure the step asks (the step cannot be changed under it).
    func run(_ input: TableInput<Row>) throws(GestureTableError) {
        guard !isStepping else { throw Self.changeDuringStep }
        try perform { () throws(GestureTableError) in try stepping { () throws(GestureTableError) in try core.reduce(input) } }
    }

    /// Runs an input that cannot throw: a pointer event, a tick, a setting. Called while a step
    /// runs, it waits for the step to end.
    func runUnfailing(_ input: TableInput<Row>) {
        guard !isStepping else { return afterStep { $0.runUnfailing(input) } }
        perform { stepping { try? core.reduce(input) } }  // none of these inputs throws: nothing is dropped
    }

    /// The error of a verb called while a step runs.
    static var changeDuringStep: GestureTableError {
        GestureTableError(
            .invalidState,
            "the table is in the middle of a step: swipeActions, canMoveRow, canMoveRowTo, canMoveRowIntoSection and heightOfRow may read the table but not change it (change it from onEvent or an action's handler)")
    }

    /// Runs `body`, a call into the core that may ask the app's closures (actions, whether a
    /// row may move, heights), marked as a step: what those closures send meanwhile waits.
    @usableFromInline
    func stepping<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        isStepping = true
        defer { isStepping = false }
        return try body()
    }

    /// Keeps `work` (a setting or an input from a closure the step asked) until the step ends.
    @usableFromInline
    func afterStep(_ work: @escaping (GestureTable) -> Void) {
        waitingWork.append(work)
    }

    /// Runs the work that waited for the step, in the order it arrived.
    @usableFromInline
    func runWaitingWork() {
        while !waitingWork.isEmpty, !isStepping {
            let work = waitingWork.removeFirst()
            work(self)
        }
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
        advanceTime()
        let result: T
        do {
            result = try body()
        } catch {
            core.checkInvariants()
            deliverEffects()
            isBusy = false
            if !waitingWork.isEmpty { runWaitingWork() }
            throw error
        }
        core.updatePlaceholder()
        core.checkInvariants()
        deliverEffects()
        isBusy = false
        // What the app's closures sent while a step ran, each as an entry point of its own.
        if !waitingWork.isEmpty { runWaitingWork() }
        return result
    }

    /// Runs `read` on the core in place. A class's stored struct read across an opaque call is
    /// copied whole (every row and state retained and released); through an inout access it is
    /// not. `read` must not change the core.
    func readingInPlace<Result>(_ read: (inout TableCore<Row>) -> Result) -> Result {
        read(&core)
    }

    /// Brings the core up to the clock's time, one due step at a time, delivering each step's
    /// events and completions before the next (a completion may change what comes next).
    func advanceTime() {
        let now = clockNow
        if stepping({ core.advanceWithNothingDue(to: now) }) { return }
        // A bound against a completion that schedules a step due at once, forever: the rest
        // wait for the next tick. (Whether it counts from 0 or 1 only matters with 100,000
        // steps due in one tick.)
        var steps = 0
        while steps < 100_000, stepping({ core.finishNextStep(dueBy: now) }) {
            steps += 1
            core.checkInvariants()
            deliverEffects()
        }
        stepping { core.endAdvance(to: now) }
    }
}
