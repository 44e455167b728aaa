// The table's settings and its one transition: every verb, pointer event, tick and setting is
// one input run as a step (GestureTable+Steps.swift). A feature's own verbs live in its folder.

extension GestureTable {
    /// The tunable numbers. Changes apply to gestures and animations that start afterwards.
    public var configuration: TableConfiguration {
        get { core.state.configuration }
        set { runUnfailing(Verb.Configure(configuration: newValue)) }
    }
}

// MARK: - Input

extension GestureTable {
    /// Applies one input to the table: the one transition every verb, pointer event, tick and
    /// setting goes through.
    ///
    /// The table first comes up to its clock's time (animations that have ended finish, in
    /// order), then applies `input`, checks its invariants, and delivers the events, row
    /// changes and closures the input queued. An input that throws changes nothing.
    ///
    /// ```swift
    /// let events = try table.send(.rows(.delete(at: 0, animation: .fade, completion: nil)))
    /// // events.map(\.kind) == [.delete]
    /// ```
    ///
    /// - Parameter input: What happened.
    /// - Returns: The events delivered to ``onEvent`` while the input ran, in order: those of
    ///   animations that ended before it, its own, and those of verbs its closures called.
    ///   Inside ``performBatchUpdates(_:completion:)`` events wait for the batch, and none are
    ///   returned.
    /// - Throws: What the verb the input names throws.
    @discardableResult
    public func send(_ input: TableInput<Row>) throws(GestureTableError) -> [TableEvent<Row.ID>] {
        let outer = sentEvents
        sentEvents = []
        core.answers.reportsEvents = true
        defer {
            if let outer { sentEvents = outer + (sentEvents ?? []) } else { sentEvents = nil }
            noteEventListeners()
        }
        var runner = Runner(table: self)
        try input.perform(with: &runner)
        return sentEvents ?? []
    }

    /// Runs the verbs an input stands for, each as the table's method does.
    struct Runner: TableVerbPerformer {
        let table: GestureTable

        func perform<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row {
            try table.run(verb)
        }
    }

    /// Feeds one pointer event to the gesture state machine.
    ///
    /// A press on a row starts tracking; once the pointer has moved more than
    /// ``TableConfiguration/touchSlop``, the press becomes what
    /// ``claim(pressAt:translation:velocity:elapsed:)`` says: a swipe within
    /// ``TableConfiguration/swipeAngle`` of horizontal toward a side with an action, a scroll, or
    /// nothing of the table's (declined: the rest of that press is ignored). The row then follows the
    /// pointer, the current action is recomputed after each move (with a little hysteresis), and
    /// on release the current action fires, a flick fires the side's first action, or the row
    /// goes back to rest. Rows that are pending, pushed or deleting ignore new gestures; a row
    /// settling back can be grabbed mid-animation.
    ///
    /// - Complexity: O(1) per move, whatever the number of rows.
    @inlinable @inline(__always)
    public func handle(_ event: PointerEvent) {
        // The transition's own arm for `.pointer`, without wrapping the event in a `TableInput`,
        // in one call into the core when nothing is due. Inlinable, so that an app's build makes
        // that call with the core's type known: this module's generic code would look the type
        // up on every call, which costs about as much as the move itself.
        // A press asks the app about the row under it first: not on this path.
        guard !isBusy, !event.isPress else { return finish(event, .timeDue) }
        isBusy = true
        let outcome = core.step(event, at: clockNow)
        isBusy = false
        if outcome != .done || hasWaitingWork { finish(event, outcome) }
    }

    /// The rest of an entry point whose common path did not cover it: delivery, or time with
    /// steps due (or a call from one of the app's closures), then the input; then what waited
    /// for the step.
    @usableFromInline
    func finish(_ event: PointerEvent?, _ outcome: StepOutcome) {
        if isAskingApp {
            // From a closure the table asks: the event waits for the step to end.
            if let event { afterStep { $0.handle(event) } }
            return
        }
        switch outcome {
        case .done: if !isBusy { runWaitingWork() }
        case .deliver, .asks: perform { answerLiftQuestions() }
        case .timeDue: perform { if let event { reduceAskingApp(event) } }
        }
    }

    /// Brings the table up to its clock's time: finishes the animations that have ended (in the
    /// order they end), runs their completions, and lifts a row whose press has been held long
    /// enough.
    ///
    /// Every entry point does this first; drivers call it once per frame, tests after advancing
    /// a ``VirtualClock``.
    @inlinable @inline(__always)
    public func tick() {
        // The transition's arm for `.tick`: time only, which every input brings first; in one
        // call into the core when nothing is due (inlinable for the reason `handle` is).
        guard !isBusy else { return }
        isBusy = true
        let outcome = core.step(nil, at: clockNow)
        isBusy = false
        if outcome != .done || hasWaitingWork { finish(nil, outcome) }
    }
}
