// Each entry point as steps of the core: time first, then the input, then delivery. The app is
// asked what a step needs before the step and what it found it needs after it, never inside.

extension GestureTable {
    /// Runs one verb as an entry point: time, then the verb, then delivery. Every verb of the
    /// table comes here, each with its own type: a program links the steps of the verbs it calls.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when called while the table asks one of
    ///   the app's closures a question (the step about to run is built on the answer).
    func run<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row {
        guard !isAskingApp else { throw Self.changeWhileAsking }
        // The ids of the rows the verb brings, read once, here, with no access to the core
        // held: the board checks them and the core keeps them; neither reads a row's `id`.
        let arriving = idsOfRows(broughtIn: verb.rowsBroughtIn)
        // A column of a board: its undo and redo are the board's, and its ids the board's too.
        if let board {
            if try board.takesOver(verb.boardRole, arriving, self) { return }
            // The board forgets its oldest whole steps beyond its limit, once the step is made.
            defer { board.trimHistory() }
            try performStep { () throws(GestureTableError) in try reduceAskingApp(verb, arriving: arriving) }
            return
        }
        try performStep { () throws(GestureTableError) in try reduceAskingApp(verb, arriving: arriving) }
    }

    /// ``perform(_:)`` for a verb's step, in one copy: every verb type's `run` calls it rather
    /// than a specialization of its own (a page that calls twenty verbs would otherwise hold
    /// twenty copies of the entry point's delivery).
    @inline(never)
    func performStep(_ step: () throws(GestureTableError) -> Void) throws(GestureTableError) {
        try perform(step)
    }

    /// Runs `verb`, or the same without an undo step when `registersUndo` is false.
    func run<V: TableVerb>(_ verb: V, registersUndo: Bool) throws(GestureTableError) where V.Row == Row {
        if registersUndo { try run(verb) } else { try run(WithoutUndo(wrapped: verb)) }
    }

    /// Runs a verb that cannot throw: a setting. Called while the table asks the app a
    /// question, it waits for the step to end.
    func runUnfailing<V: TableVerb>(_ verb: V) where V.Row == Row {
        guard !isAskingApp else { return afterStep { $0.runUnfailing(verb) } }
        try? performStep { () throws(GestureTableError) in try reduceAskingApp(verb, arriving: []) }  // none of these verbs throws or brings rows
    }

    /// The ids of the rows a verb brings: those of new values read from the rows now; those an
    /// undo or a redo puts back as the table kept them, for a column's board to check.
    func idsOfRows(broughtIn brought: RowsBroughtIn<Row>) -> [Row.ID] {
        switch brought {
        case .none, .rows, .sections: brought.idsOfNewValues
        case .undone: board == nil ? [] : core.rowsBroughtBack(by: core.state.history.last).ids
        case .redone: board == nil ? [] : core.rowsBroughtBack(by: core.state.redoHistory.last).ids
        }
    }

    /// The error of a verb called while the table asks the app a question.
    static var changeWhileAsking: GestureTableError {
        GestureTableError(
            .invalidState,
            "the table is asking the app about a step it is about to take: swipeActions, canMoveRow, canMoveRowTo, canMoveRowIntoSection, heightOfRow and accessibilityLabel may read the table but not change it (change it from onEvent, onRowChange or an action's handler)")
    }

    /// Applies one verb: asks the app what it needs (``askApp(before:)``), runs the verb's
    /// step, then answers the questions the step left (``answerLiftQuestions()``). `arriving`
    /// holds the ids of the rows the verb brings in (``idsOfRows(broughtIn:)``).
    func reduceAskingApp<V: TableVerb>(_ verb: V, arriving: [Row.ID]) throws(GestureTableError) where V.Row == Row {
        // Kept for the core only when they are the ids of new values (an undo's are the board's).
        if !arriving.isEmpty, verb.rowsBroughtIn.areNewValues {
            core.answers.arrivingIDs = arriving
            answerCounts.hasStepAnswers = true
        }
        askApp(before: verb)
        // An outline's tree is kept whole after a change of its rows that the tree did not make.
        let outlineMark = core.state.isOutline ? OutlineStepMark<Row.ID>(core, role: verb.boardRole) : nil
        do {
            try verb.apply(to: &core)
        } catch {
            forgetStepAnswers()
            answerLiftQuestions()
            throw error
        }
        if let outlineMark, let parts = core.outlineParts { parts.keepWhole(&core, outlineMark) }
        forgetStepAnswers()
        answerLiftQuestions()
    }

    /// Applies one pointer event: the slow path of ``handle(_:)-(PointerEvent)``.
    @usableFromInline
    func reduceAskingApp(_ event: PointerEvent) {
        try? reduceAskingApp(Verb.Pointer<Row>(event: event), arriving: [])  // a pointer event never throws
    }

    /// Asks one of the app's closures a question, marked so that what it sends meanwhile waits
    /// (settings, pointer events) or throws (verbs). No access to the core is held.
    func askingApp<T>(_ question: () -> T) -> T {
        let outer = isAskingApp
        isAskingApp = true
        defer { isAskingApp = outer }
        return question()
    }

    /// Keeps `work` (a setting or an input sent while the app is asked) until the step ends.
    @usableFromInline
    func afterStep(_ work: @escaping (GestureTable) -> Void) {
        waitingWork.append(work)
    }

    /// Runs `work` now, or after the step when the app is being asked a question.
    func whenNotAsking(_ work: @escaping (GestureTable) -> Void) {
        if isAskingApp { afterStep(work) } else { work(self) }
    }

    /// Runs the work that waited for the step, in the order it arrived.
    @usableFromInline
    func runWaitingWork() {
        while !waitingWork.isEmpty, !isAskingApp {
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
            forgetAnswersOfRowsAtRest()
            releaseWhatTheStepLetGo()
            if !waitingWork.isEmpty { runWaitingWork() }
            throw error
        }
        core.updatePlaceholder()
        core.checkInvariants()
        deliverEffects()
        isBusy = false
        forgetAnswersOfRowsAtRest()
        releaseWhatTheStepLetGo()
        // What the app's closures sent while they were asked, each as an entry point of its own.
        if !waitingWork.isEmpty { runWaitingWork() }
        return result
    }

    /// Releases the closures the core let go of during the step, with no access to the core
    /// held and no step running: what they captured may go with them, and its `deinit` may read
    /// the table or call any verb (each its own entry point).
    @inline(__always)
    func releaseWhatTheStepLetGo() {
        if core.hasReleased { releaseNow() }
    }

    @inline(never)
    func releaseNow() {
        // Taken out in one access and released as this returns; a `deinit` that changes the
        // table releases what its own step lets go of, before it returns.
        while core.hasReleased {
            let released = core.takeReleased()
            withExtendedLifetime(released) {}
        }
    }

    /// Runs `read` on the core in place. A class's stored struct read across an opaque call is
    /// copied whole (every row and state retained and released); through an inout access it is
    /// not. `read` must not change the core, and calls no app closure.
    func readingInPlace<Result>(_ read: (inout TableCore<Row>) -> Result) -> Result {
        read(&core)
    }

    /// Brings the core up to the clock's time, one due step at a time, delivering each step's
    /// events and completions before the next (a completion may change what comes next).
    func advanceTime() {
        let now = clockNow
        if core.advanceWithNothingDue(to: now) { return answerLiftQuestions() }
        // A bound against a completion that schedules a step due at once, forever: the rest
        // wait for the next tick. (Whether it counts from 0 or 1 only matters with 100,000
        // steps due in one tick.)
        var steps = 0
        while steps < 100_000, core.finishNextStep(dueBy: now) {
            steps += 1
            answerLiftQuestions()
            core.checkInvariants()
            deliverEffects()
        }
        core.endAdvance(to: now)
        answerLiftQuestions()
    }
}
