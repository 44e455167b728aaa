// The transition: one input applied to the state, each group by the feature that owns it.

extension TableCore: TableVerbPerformer {
    /// The transition: applies one input to the state and returns what the app must hear, in
    /// order (events, row changes, action handlers and completions to run).
    ///
    /// The table brings the state up to its clock's time first (``advance(to:)``), asks the app
    /// what the verb needs, and takes the effects the same way; this form is for tests that
    /// state an input's whole result.
    mutating func send(_ input: TableInput<Row>) throws(GestureTableError) -> [Effect<Row>] {
        try input.perform(with: &self)
        updatePlaceholder()
        return takeEffects()
    }

    /// Applies one verb, queuing its effects, as the store does after asking the app: the ids
    /// of the rows it brings are read first.
    mutating func perform<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row {
        answers.arrivingIDs = verb.rowsBroughtIn.idsOfNewValues
        defer { answers.arrivingIDs = [] }
        try verb.apply(to: &self)
    }
}

extension TableCore {
    // MARK: - Settings

    mutating func configure(_ configuration: TableConfiguration) {
        state.configuration = configuration
        forgetDeadlineBound()
        layOutHeights(of: configuration)
        trimHistoryToLimit()
    }
}

extension TableCore {
    // MARK: - One pointer event or tick, in one call

    /// The common path of a pointer event as one call: time brought up to `now` when nothing
    /// is due, the event applied, the invariants checked. The table's entry points each make
    /// one call into the core on their common path (a call asks for the core's type metadata).
    @usableFromInline
    mutating func step(_ event: PointerEvent?, at now: Duration) -> StepOutcome {
        guard advanceWithNothingDue(to: now), !hasLiftQuestion else { return .timeDue }
        if let event { reduce(event) }
        updatePlaceholder()
        checkInvariants()
        if hasLiftQuestion { return .asks }
        // What the step let go of is released by the full path, as it ends.
        return hasEffects && state.batchDepth == 0 || hasReleased ? .deliver : .done
    }

    /// Whether the lifted row's move waits for the app's answer (read from a plain field first:
    /// no row is lifted on the common path, which then needs no generic metadata).
    @inline(__always)
    var hasLiftQuestion: Bool {
        state.isLifting && liftWaitsForAnswer()
    }

    @inline(never)
    func liftWaitsForAnswer() -> Bool {
        state.reorder?.heading != nil || state.isOutline && outlineParts?.dropQuestion(self) != nil
    }
}

/// What ``TableCore/step(_:at:)`` did.
@usableFromInline
enum StepOutcome {
    /// The input was applied, and nothing waits to be delivered.
    case done
    /// The input was applied; effects wait to be delivered (or closures to be released).
    case deliver
    /// Nothing was done: a step is due by then (or the lifted row waits for the app's answer),
    /// so the table brings time up to date one step at a time, delivering between them, and
    /// then applies the input.
    case timeDue
    /// The input was applied; the lifted row's move waits for the app's answer about a place.
    case asks
}
