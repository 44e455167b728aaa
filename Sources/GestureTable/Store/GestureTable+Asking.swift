// What a step needs from the app, asked before it (actions, whether a row may move, heights) or
// after it (where the lifted row may go), always with no access to the core held.

extension GestureTable {
    /// Asks the app what `verb` needs and writes the answers into the core: the actions of
    /// the row a swipe or reveal verb begins on, whether the row a lift takes may move, the
    /// heights of the rows a change brings.
    func askApp<V: TableVerb>(before verb: V) where V.Row == Row {
        switch verb.questions {
        case .nothing:
            break
        case .actions(let index):
            askActions(ofRowAt: index)
        case .whetherMovable(let index):
            askWhetherMovable(rowAt: index)
        case .accessibilityAction(let index):
            askForAccessibilityAction(ofRowAt: index)
        case .contextMenu(let index):
            askContextMenu(ofRowAt: index)
        case .press(let point):
            // A press first ends a pointer still down (a step of its own), then the app is asked
            // about the row drawn under it.
            if core.state.pointer != nil {
                core.reduce(.cancelled)
                answerLiftQuestions()
            }
            askAboutPress(at: point)
        case .rowsChange:
            core.forgetLiftAnswers()
            guard heightOfRow != nil else { return }
            switch verb.rowsBroughtIn {
            case .none: break
            case .rows(let rows): askHeights(of: rows, ids: core.answers.arrivingIDs)
            case .sections(let sections): askHeights(of: sections.flatMap { $0.rows }, ids: core.answers.arrivingIDs)
            case .undone: askHeights(of: core.rowsBroughtBack(by: core.state.history.last))
            case .redone: askHeights(of: core.rowsBroughtBack(by: core.state.redoHistory.last))
            }
        case .everyRowHeight:
            if heightOfRow != nil { askHeights(of: (core.state.rows, core.state.ids)) }
        case .outlineDrop(let index, let parent):
            askWhetherDropAllowed(rowAt: index, into: parent)
        }
    }

    /// Asks for the actions of the row at `index` (nothing for an index out of range: the
    /// step throws for it).
    func askActions(ofRowAt index: Int) {
        guard index >= 0, index < core.state.rows.count else { return }
        let row = core.state.rows[index]
        let id = core.state.ids[index]
        let actions = askingApp { swipeActions(row) }
        core.keepActions(actions, of: id)
        answerCounts.actions += 1
    }

    /// Asks whether the row at `index` may move.
    func askWhetherMovable(rowAt index: Int) {
        guard index >= 0, index < core.state.rows.count else { return }
        let row = core.state.rows[index]
        let id = core.state.ids[index]
        let movable = askingApp { canMoveRow(row) }
        core.answers.movable[id] = movable
        // A refusal names the row: its label, asked now, for the error a lift would throw.
        if !movable { core.answers.refusal = (id, askAccessibilityLabel(of: row, at: index)) }
        answerCounts.hasStepAnswers = true
    }

    /// Asks about the row a press at `point` acts on: its actions, and whether it may move.
    func askAboutPress(at point: Point) {
        guard let index = core.pressedRow(at: point)?.index, index >= 0, index < core.state.rows.count else { return }
        askActions(ofRowAt: index)
        askWhetherMovable(rowAt: index)
        askWhetherSwipeMayBegin(onRowAt: index, at: point)
        askContextMenu(ofRowAt: index)
    }

    /// Asks ``canBeginSwipe`` about a press at `point` (the table's coordinates) on the row at
    /// `index`.
    func askWhetherSwipeMayBegin(onRowAt index: Int, at point: Point) {
        guard let canBeginSwipe else { return }
        let row = core.state.rows[index]
        let inRow = Point(x: point.x, y: point.y - core.yOfRow(at: index, now: core.state.time))
        let allowed = askingApp { canBeginSwipe(row, inRow) }
        core.answers.swipeRefused = !allowed
        answerCounts.hasStepAnswers = true
    }

    /// Asks the context menu's items for the row at `index`: the app's, or the row's
    /// accessibility actions (``ContextMenu/rowActions``).
    func askContextMenu(ofRowAt index: Int) {
        guard index >= 0, index < core.state.rows.count else { return }
        let id = core.state.ids[index]
        guard contextMenu != nil else {
            if core.answers.menu != nil { core.keepMenu([], of: id) }
            return
        }
        core.keepMenu(menuItems(ofRowAt: index), of: id)
    }

    /// The context menu's items for the row at `index`, asked of the app (none without a
    /// ``contextMenu``); the press keeps them, the claim only counts them.
    func menuItems(ofRowAt index: Int) -> [ContextMenuItem<Row>] {
        guard let contextMenu else { return [] }
        if let build = contextMenu.items {
            let row = core.state.rows[index]
            return askingApp { build(row) }
        }
        let names = (try? askAccessibilityActions(ofRowAt: index))?.actions.map { $0.name } ?? []
        return names.map { ContextMenuItem.accessibilityAction(named: $0) }
    }

    /// Asks the heights of rows, clamped to 0.001...1e6 (NaN gives the configuration's row
    /// height), keeping them by the ids the table read as the rows came in.
    func askHeights(of brought: (rows: [Row], ids: [Row.ID])) {
        askHeights(of: brought.rows, ids: brought.ids)
    }

    /// Asks the heights of `rows`, whose ids are `ids`.
    func askHeights(of rows: [Row], ids: [Row.ID]) {
        guard let heightOfRow, !rows.isEmpty, rows.count == ids.count else { return }
        let fallback = core.state.configuration.rowHeight
        let heights = askingApp {
            rows.map { row in
                let height = heightOfRow(row)
                return height.isNaN ? fallback : min(max(height, 0.001), 1e6)
            }
        }
        var answered = [Row.ID: Double](minimumCapacity: rows.count)
        for (id, height) in zip(ids, heights) { answered[id] = height }
        core.answers.heights = answered
        answerCounts.hasStepAnswers = true
    }

    /// Gives every row the height ``heightOfRow`` says (or the configuration's), as one input.
    func reloadRowHeights() {
        core.answers.hasRowHeights = heightOfRow != nil
        runUnfailing(Verb.ReloadRowHeights())
    }

    /// Answers the questions a step left: while the lifted row's move waits to know whether it
    /// may take a place, asks ``canMoveRowTo`` and ``canMoveRowIntoSection`` and resumes it.
    @inline(__always)
    func answerLiftQuestions() {
        // A plain field first: no row is lifted on the common path, which then looks up no
        // generic type.
        if core.state.isLifting { answerQuestionsOfTheLift() }
        if core.state.isLifting, core.state.isOutline { answerOutlineDropQuestion() }
    }

    @inline(never)
    func answerQuestionsOfTheLift() {
        // At most one question per place of the table: each answer is kept for the lift. The
        // places on the move's way are asked one after another without a step of the core
        // between them, which resumes the move once the app allows one or none is left.
        while core.state.isLifting, var questions = core.takeLiftQuestions() {
            let row = core.state.rows[questions.source]
            askPlaces(&questions, for: row)
            core.resumeLift(with: questions.answers)
        }
    }

    /// Asks ``canMoveRowTo`` and ``canMoveRowIntoSection`` about the places `questions` names,
    /// one after another, until the app allows one or none is left.
    func askPlaces(_ questions: inout LiftQuestions, for row: Row) {
        askingApp {
            var asks = true
            while asks {
                let place = questions.place
                asks = questions.record(canMoveRowTo(row, place.index) && canMoveRowIntoSection(row, place.section))
            }
        }
    }

    /// Forgets the answers asked for one step only, once it has run.
    @inline(__always)
    func forgetStepAnswers() {
        if answerCounts.hasStepAnswers { forgetStepAnswersNow() }
    }

    @inline(never)
    func forgetStepAnswersNow() {
        core.answers.forgetStepAnswers()
        answerCounts.hasStepAnswers = false
    }

    /// Forgets the actions asked for rows that are now at rest, so that the closures they hold
    /// are released. Amortized: only once twice as many are kept as after the last time.
    @inline(__always)
    func forgetAnswersOfRowsAtRest() {
        if answerCounts.actions > answerCounts.actionsLimit { forgetActionsOfRowsAtRest() }
    }

    @inline(never)
    func forgetActionsOfRowsAtRest() {
        let kept = core.forgetActionsOfRowsAtRest()
        answerCounts.actions = kept
        answerCounts.actionsLimit = max(16, 2 * kept)
    }

    // MARK: - Assistive technology

    /// What assistive technology may do to a row, and the app's answers it took to know.
    struct AccessibilityAnswers {
        var actions: [TableCore<Row>.AccessibilityAction]
        var declared: SwipeActions<Row>
        var mayMove: Bool
        var permitted: PlaceAnswers
        var outline: OutlineAccessibility
    }

    /// Asks what assistive technology may do to the row at `index`: its actions, whether it may
    /// move, and each place the moves it lists would pass.
    func askAccessibilityActions(ofRowAt index: Int) throws(GestureTableError) -> AccessibilityAnswers {
        try checkIndex(index)
        let row = core.state.rows[index]
        let (declared, mayMove) = askingApp { (swipeActions(row), canMoveRow(row)) }
        let outline = core.state.isOutline ? askOutlineAccessibility(ofRowAt: index, mayMove: mayMove) : OutlineAccessibility()
        var permitted = PlaceAnswers()
        while true {
            let (actions, question) = try core.accessibilityActions(
                ofRowAt: index, declared: declared, mayMove: mayMove, permitted: permitted, outline: outline)
            guard let place = question else {
                return AccessibilityAnswers(
                    actions: actions, declared: declared, mayMove: mayMove, permitted: permitted, outline: outline)
            }
            // The places on that move's way, asked one after another; the answers then settle
            // the other moves' ways too.
            var questions = LiftQuestions(asking: place, forRowAt: index, knowing: permitted, geometry: core.state.geometry)
            permitted = PlaceAnswers()  // the walk's answers are the only reference to their storage
            askPlaces(&questions, for: row)
            permitted = questions.answers
        }
    }

    /// Asks what an accessibility action on the row at `index` needs, into the core's answers
    /// (nothing for an index out of range: the step throws for it).
    func askForAccessibilityAction(ofRowAt index: Int) {
        guard let answers = try? askAccessibilityActions(ofRowAt: index) else { return }
        let id = core.state.ids[index]
        core.keepActions(answers.declared, of: id)
        core.answers.movable[id] = answers.mayMove
        core.answers.places = answers.permitted
        core.answers.outlineAccessibility = answers.outline
        answerCounts.actions += 1
        answerCounts.hasStepAnswers = true
    }

    /// What a screen reader calls `row`, last at `index`: the app's label, or `row N` (from 1).
    func askAccessibilityLabel(of row: Row, at index: Int) -> String {
        guard let accessibilityLabel else { return "row \(index + 1)" }
        return askingApp { accessibilityLabel(row) }
    }
}

extension TableCore {
    /// The rows an undo or redo `step` would put back in the table, as values: those it deleted
    /// and the values an update replaced, with the ids they had in the table.
    func rowsBroughtBack(by step: UndoStep?) -> (rows: [Row], ids: [Row.ID]) {
        guard let step else { return ([], []) }
        var rows: [Row] = []
        var ids: [Row.ID] = []
        for change in step.changes {
            switch change {
            case .deletion(_, _, let row, let id), .update(let row, let id):
                rows.append(row)
                ids.append(id)
            case .insertion, .move, .sectionInsertion, .sectionDeletion, .sectionMove, .sectionUpdate, .outline:
                break
            }
        }
        return (rows, ids)
    }

    /// Forgets the actions of rows at rest: neither moving, nor open, nor under the pointer;
    /// returns how many rows' actions are kept. Built from the rows that move (few), not by a
    /// walk over the answers.
    mutating func forgetActionsOfRowsAtRest() -> Int {
        var kept: [Row.ID: SwipeActions<Row>] = [:]
        func keep(_ id: Row.ID) {
            if let actions = answers.actions[id] { kept[id] = actions }
        }
        state.states.forEachPosition { id, _ in keep(id) }
        if let id = state.openRowID { keep(id) }
        if let id = state.pointerRowID { keep(id) }
        release(.answers(answers.actions))
        answers.actions = kept
        return kept.count
    }
}
