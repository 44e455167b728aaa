// The transition: one input applied to the state, each group by the feature that owns it.

extension TableCore {
    /// The transition: applies one input to the state and returns what the app must hear, in
    /// order (events, row changes, action handlers and completions to run).
    ///
    /// The table brings the state up to its clock's time first (``advance(to:)``), and takes
    /// the effects the same way, through ``reduce(_:)`` and ``takeEffects()``; this form is for
    /// tests that state an input's whole result.
    /// As the store does, it reads the ids of the rows `input` brings in first.
    mutating func send(_ input: TableInput<Row>) throws(GestureTableError) -> [Effect<Row>] {
        answers.arrivingIDs = input.idsOfRowsBroughtIn
        defer { answers.arrivingIDs = [] }
        try reduce(input)
        updatePlaceholder()
        return takeEffects()
    }

    /// Applies one input, queuing its effects: each group of inputs goes to the feature that
    /// owns it.
    mutating func reduce(_ input: TableInput<Row>) throws(GestureTableError) {
        switch input {
        case .pointer(let event): reduce(event)
        case .tick: break  // time only, which every input brings first
        case .configure(let configuration): configure(configuration)
        case .layout(let input): try reduce(input)
        case .swipe(let input): try reduce(input)
        case .reveal(let input): try reduce(input)
        case .rows(let input): try reduce(input)
        case .reorder(let input): try reduce(input)
        case .selection(let input): try reduce(input)
        case .momentum(let input): try reduce(input)
        case .accessibility(let input): try reduce(input)
        // Sections
        case .sections(let input): try reduce(input)
        }
    }

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
        state.reorder?.heading != nil
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
