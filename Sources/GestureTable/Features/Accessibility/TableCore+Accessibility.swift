// A row's actions by name, for assistive technology, and what is announced after each.

extension TableCore {
    /// One thing assistive technology can do to a row: fire a declared action, or move the row
    /// as a lift, a move and a drop would.
    enum AccessibilityAction: Equatable {
        /// The action declared in a slot, by its title.
        case swipe(ActionSlot, title: String)
        /// One place up (-1) or down (1), as ``GestureTable/moveLiftedRow(by:)`` moves.
        case moveBy(Int)
        /// To the first place of the table.
        case moveToTop
        /// To the last place of the table.
        case moveToBottom
        /// To the first place of a section, named by its title.
        case moveToSection(Int, title: String)

        var name: String {
            switch self {
            case .swipe(_, let title): title
            case .moveBy(let places): places < 0 ? "Move up" : "Move down"
            case .moveToTop: "Move to top"
            case .moveToBottom: "Move to bottom"
            case .moveToSection(_, let title): "Move to \(title)"
            }
        }
    }

    /// What a screen reader calls the row at `index`: the app's label, or `row N` (from 1).
    func accessibilityLabel(ofRowAt index: Int) -> String {
        environment.accessibilityLabel?(state.rows[index]) ?? "row \(index + 1)"
    }

    /// The actions of the row at `index`, in the order a screen reader lists them: its declared
    /// actions (first-left, second-left, first-right, second-right, as declared whatever the
    /// layout direction), then, when it can be lifted, the moves that would take it somewhere
    /// else: up, down, to the top, to the bottom, and to each other titled section it may enter.
    ///
    /// Only what ``applyAccessibilityAction(named:ofRowAt:)`` would do now is listed: a row that
    /// ignores gestures (pushed, pending, leaving, lifted) offers no action, and moves are
    /// offered only for a row that can be lifted now (at rest, no other row lifted).
    func accessibilityActions(ofRowAt index: Int) throws(GestureTableError) -> [AccessibilityAction] {
        try checkIndex(index)
        let row = state.rows[index]
        var actions: [AccessibilityAction] = []
        if acceptsGestures(row.id) {
            let declared = environment.swipeActions(row)
            for slot in [ActionSlot.firstLeft, .secondLeft, .firstRight, .secondRight] {
                if let action = declared[slot] { actions.append(.swipe(slot, title: action.title)) }
            }
        }
        guard (try? checkLiftable(index)) != nil else { return actions }
        let here = LiftPlace(index: index, section: state.geometry.section(ofRowAt: index))
        let last = state.rows.count - 1 + state.geometry.sectionCount - 1
        func reaches(_ ordinal: Int) -> Bool {
            ordinal >= 0 && ordinal <= last
                && liftDestination(toward: place(ofOrdinal: ordinal, leaving: index), from: here) != nil
        }
        if reaches(here.ordinal - 1) { actions.append(.moveBy(-1)) }
        if reaches(here.ordinal + 1) { actions.append(.moveBy(1)) }
        if here.ordinal > 0, reaches(0) { actions.append(.moveToTop) }
        if here.ordinal < last, reaches(last) { actions.append(.moveToBottom) }
        for section in 0..<state.geometry.sectionCount where section != here.section {
            guard let title = state.geometry.sectionTitles[section], environment.canMoveRowIntoSection(row, section)
            else { continue }
            let top = LiftPlace(index: places(inSection: section, leaving: index).lowerBound, section: section)
            if liftDestination(toward: top, from: here) == top { actions.append(.moveToSection(section, title: title)) }
        }
        return actions
    }

    /// Runs the named action on the row at `index` as the gesture would (same events, handlers
    /// and undo step), and announces the outcome.
    mutating func applyAccessibilityAction(named name: String, ofRowAt index: Int) throws(GestureTableError) {
        let actions = try accessibilityActions(ofRowAt: index)
        guard let action = actions.first(where: { $0.name == name }) else {
            let names = actions.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw GestureTableError(
                .invalidValue, "row \(index) has no action named \"\(name)\"; it has \(names.isEmpty ? "none" : names)")
        }
        let id = state.rows[index].id
        let label = accessibilityLabel(ofRowAt: index)
        switch action {
        case .swipe(let slot, let title):
            try applyTriggerAction(in: slot, ofRowAt: index)
            announce("\(title) “\(label)”", id: id, index: index)
            return
        case .moveBy(let places):
            try applyLiftRow(at: index)
            try applyMoveLiftedRow(by: places)
        case .moveToTop:
            try applyLiftRow(at: index)
            moveLifted(toward: place(ofOrdinal: 0, leaving: index))
        case .moveToBottom:
            try applyLiftRow(at: index)
            moveLifted(toward: place(ofOrdinal: state.rows.count - 1 + state.geometry.sectionCount - 1, leaving: index))
        case .moveToSection(let section, _):
            try applyLiftRow(at: index)
            moveLifted(toward: LiftPlace(index: places(inSection: section, leaving: index).lowerBound, section: section))
        }
        try applyDropLiftedRow()
        guard let now = self.index(ofRowWithID: id) else { return }
        announce("“\(label)” moved to \(placeDescription(ofRowAt: now))", id: id, index: now)
    }

    /// Where the row at `index` is, as an announcement says it: `3 of 8`, or with titled
    /// sections `2 of 3 in Today`.
    func placeDescription(ofRowAt index: Int) -> String {
        let section = state.geometry.section(ofRowAt: index)
        guard let title = state.geometry.sectionTitles[section] else { return "\(index + 1) of \(state.rows.count)" }
        let start = state.geometry.sectionStarts[section]
        let count = state.geometry.end(ofSection: section) - start
        return "\(index - start + 1) of \(count) in \(title)"
    }

    /// Queues an announcement: an `announce` event, which ``GestureTable/onAnnouncement`` hears.
    mutating func announce(_ text: String, id: Row.ID?, index: Int?) {
        emit(.announce(text), id: id, index: index)
    }
}

extension GestureTable {
    /// What a screen reader calls a row, as `accessibilityLabel` does for a cell. Default:
    /// `row N`, N counted from 1.
    public var accessibilityLabel: ((Row) -> String)? {
        get { core.environment.accessibilityLabel }
        set {
            guard !isStepping else { return afterStep { $0.accessibilityLabel = newValue } }
            core.environment.accessibilityLabel = newValue
        }
    }

    /// The names of what assistive technology can do to the row at `index`, in order, as
    /// `accessibilityCustomActions` lists them: the row's declared actions by title
    /// (first-left, second-left, first-right, second-right), then, when the row can be lifted,
    /// `Move up`, `Move down` (one place, crossing a header), `Move to top`, `Move to bottom`
    /// (of the whole table), each only where it would move the row, and `Move to <title>` (that
    /// section's top) for each other titled section the row may enter, in section order.
    ///
    /// It lists only what ``performAccessibilityAction(named:ofRowAt:)`` would do now: a row
    /// that is pushed, pending, leaving or lifted has no action, and a row that cannot be lifted
    /// now (growing in, settling, open, or while another row is lifted) has no move.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func accessibilityActions(ofRowAt index: Int) throws(GestureTableError) -> [String] {
        try core.accessibilityActions(ofRowAt: index).map { action in action.name }
    }

    /// Does what the named action does, exactly as the gesture would: a declared action fires
    /// (same events, same handler, same undo step); a move is a lift, a move and a drop (one
    /// undo step, ``didMoveRow`` called). Then announces the outcome (``onAnnouncement``):
    /// `Archive “Ada Lovelace”`, `“Ada Lovelace” moved to 3 of 8`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` for a name ``accessibilityActions(ofRowAt:)``
    ///   does not list; ``GestureTableError/Code/invalidState`` when the row is not at rest.
    ///   Then nothing changes.
    public func performAccessibilityAction(named name: String, ofRowAt index: Int) throws(GestureTableError) {
        try run(.performAccessibilityAction(named: name, ofRowAt: index))
    }
}
