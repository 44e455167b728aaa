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
        // Outlines
        /// Shows the row's children.
        case expand
        /// Hides the row's children.
        case collapse
        /// Into the previous sibling, named by its label, as its last child.
        case moveInto(title: String)
        /// Out of the parent, named by its label.
        case moveOutOf(title: String)

        var name: String {
            switch self {
            case .swipe(_, let title): title
            case .moveBy(let places): places < 0 ? "Move up" : "Move down"
            case .moveToTop: "Move to top"
            case .moveToBottom: "Move to bottom"
            case .moveToSection(_, let title): "Move to \(title)"
            case .expand: "Expand"
            case .collapse: "Collapse"
            case .moveInto(let title): "Move into “\(title)”"
            case .moveOutOf(let title): "Move out of “\(title)”"
            }
        }
    }

    /// The actions of the row at `index`, in the order a screen reader lists them: its declared
    /// actions (first-left, second-left, first-right, second-right, as declared whatever the
    /// layout direction), then, when it can be lifted, the moves that would take it somewhere
    /// else: up, down, to the top, to the bottom, and to each other titled section it may enter.
    ///
    /// Only what ``applyAccessibilityAction(named:ofRowAt:)`` would do now is listed: a row that
    /// ignores gestures (pushed, pending, leaving, lifted) offers no action, and moves are
    /// offered only for a row that can be lifted now (at rest, no other row lifted).
    ///
    /// What the app says is given: the row's `declared` actions, whether it may move, and where
    /// it may go (`permitted`, by place, as a lift keeps them). A move whose way passes a place
    /// not in `permitted` is left out and that place returned as `question`: the store asks the
    /// app and calls again.
    func accessibilityActions(
        ofRowAt index: Int, declared: SwipeActions<Row>, mayMove: Bool, permitted: PlaceAnswers,
        outline: OutlineAccessibility = OutlineAccessibility()
    ) throws(GestureTableError) -> (actions: [AccessibilityAction], question: LiftPlace?) {
        try checkIndex(index)
        let id = state.ids[index]
        var actions: [AccessibilityAction] = []
        // In edit mode swipes are off, and so are the actions they fire.
        if acceptsGestures(id), !state.isEditing {
            for slot in [ActionSlot.firstLeft, .secondLeft, .firstRight, .secondRight] {
                if let action = declared[slot] { actions.append(.swipe(slot, title: action.title)) }
            }
        }
        if state.isOutline, acceptsGestures(id), let parts = outlineParts { actions += parts.accessibilityActions(self, index, mayMove, outline) }
        guard mayMove, (try? checkLiftableNow(index)) != nil else { return (actions, nil) }
        let here = LiftPlace(index: index, section: state.geometry.section(ofRowAt: index))
        let last = state.rows.count - 1 + state.geometry.sectionCount - 1
        var question: LiftPlace?
        func destination(toward target: LiftPlace) -> LiftDestination {
            let destination = liftDestination(toward: target, from: here, permitted: permitted)
            if case .asks(let place) = destination, question == nil { question = place }
            return destination
        }
        func reaches(_ ordinal: Int) -> Bool {
            guard ordinal >= 0, ordinal <= last else { return false }
            if case .moves = destination(toward: place(ofOrdinal: ordinal, leaving: index)) { return true }
            return false
        }
        if reaches(here.ordinal - 1) { actions.append(.moveBy(-1)) }
        if reaches(here.ordinal + 1) { actions.append(.moveBy(1)) }
        if here.ordinal > 0, reaches(0) { actions.append(.moveToTop) }
        if here.ordinal < last, reaches(last) { actions.append(.moveToBottom) }
        for section in 0..<state.geometry.sectionCount where section != here.section {
            guard let title = state.geometry.sectionTitles[section] else { continue }
            // Only the section's top place: a row the app keeps out of it (canMoveRowIntoSection)
            // is refused there, and goes elsewhere.
            let top = LiftPlace(index: places(inSection: section, leaving: index).lowerBound, section: section)
            if destination(toward: top) == .moves(top) { actions.append(.moveToSection(section, title: title)) }
        }
        return (actions, question)
    }

    /// Runs the named action on the row at `index` as the gesture would (same events, handlers
    /// and undo step), and announces the outcome. The store asked the app first: the row's
    /// actions and whether it may move are in ``answers``, where it may go in
    /// ``AppAnswers/places``.
    mutating func applyAccessibilityAction(named name: String, ofRowAt index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let id = state.ids[index]
        let actions = try accessibilityActions(
            ofRowAt: index, declared: answers.actions[id] ?? .none, mayMove: answers.movable[id] ?? false,
            permitted: answers.places, outline: answers.outlineAccessibility
        ).actions
        guard let action = actions.first(where: { $0.name == name }) else {
            let names = actions.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw GestureTableError(
                .invalidValue, "row \(index) has no action named \"\(name)\"; it has \(names.isEmpty ? "none" : names)")
        }
        let row = state.rows[index]
        switch action {
        case .swipe(let slot, let title):
            try applyTriggerAction(in: slot, ofRowAt: index)
            announce("\(title) ", naming: row, at: index, "", id: id, index: index)
            return
        case .moveBy(let places):
            try applyLiftRow(at: index, knowing: answers.places)
            let ordinal = index + state.geometry.section(ofRowAt: index)
            let last = state.rows.count - 1 + state.geometry.sectionCount - 1
            let target = min(max(ordinal + places, 0), last)
            moveLifted(toward: place(ofOrdinal: target, leaving: index), then: .dropsAndAnnounces(showingRow: true, labelledAt: index))
        case .moveToTop:
            try applyLiftRow(at: index, knowing: answers.places)
            moveLifted(toward: place(ofOrdinal: 0, leaving: index), then: .dropsAndAnnounces(showingRow: false, labelledAt: index))
        case .moveToBottom:
            try applyLiftRow(at: index, knowing: answers.places)
            moveLifted(
                toward: place(ofOrdinal: state.rows.count - 1 + state.geometry.sectionCount - 1, leaving: index),
                then: .dropsAndAnnounces(showingRow: false, labelledAt: index))
        case .moveToSection(let section, _):
            try applyLiftRow(at: index, knowing: answers.places)
            moveLifted(
                toward: LiftPlace(index: places(inSection: section, leaving: index).lowerBound, section: section),
                then: .dropsAndAnnounces(showingRow: false, labelledAt: index))
        case .expand, .collapse, .moveInto, .moveOutOf:
            try performOutlineAccessibilityAction(action, ofRowAt: index)
        }
    }

    /// Announces where the row with `id` now is: `“Ada Lovelace” moved to 3 of 8`, the row
    /// labelled as it was at `labelIndex` (`row N` counts from where the action found it).
    mutating func announceMove(of id: Row.ID, labelledAt labelIndex: Int) {
        guard let now = self.index(ofRowWithID: id) else { return }
        announce("", naming: state.rows[now], at: labelIndex, " moved to \(placeDescription(ofRowAt: now))", id: id, index: now)
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
        emit(.announce, id: id, index: index, message: text)
    }

    /// Queues an announcement that names `row` (now or last at `rowIndex`): `before`, the row's
    /// label in quotes, `after`. The store asks the app for the label as it delivers it.
    mutating func announce(_ before: String, naming row: Row, at rowIndex: Int, _ after: String, id: Row.ID?, index: Int?) {
        guard answers.reportsEvents else { return }
        var event = TableEvent<Row.ID>(kind: .announce, rowID: id, index: index, slot: nil, time: state.time)
        if let index { event.indexPath = indexPath(at: index) }
        queue(.announcement(event, before: before, row: row, rowIndex: rowIndex, after: after))
    }
}
