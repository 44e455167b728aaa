// Rows opened on a side, their buttons and content.

/// A button shown on an open row (reveal mode), with where it is drawn.
public struct RevealedButton: Hashable, Sendable {
    /// The slot of the button's action.
    public var slot: ActionSlot
    /// The action's icon.
    public var icon: String
    /// The action's color.
    public var color: ActionColor
    /// The button's horizontal extent, in the table's units.
    public var range: Range<Double>
}

extension TableCore {

    mutating func applyOpenRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try checkIndex(index)
        let id = self.state.ids[index]
        let actions = resolvedActions(for: id)
        guard opens(side: side, actions: actions) else {
            throw GestureTableError(.invalidState, "the \(side) side of row \(index) does not reveal actions")
        }
        guard acceptsGestures(id), self.state.reorder?.id != id else {
            throw GestureTableError(.invalidState, "row \(index) is busy and cannot open")
        }
        releasePointer(from: id, index: index)
        open(id: id, index: index, side: side, actions: actions)
    }

    mutating func applyCloseRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        if self.state.openRowID == self.state.ids[index] { closeOpenRow() }
    }

    mutating func applyActivateButton(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let id = self.state.ids[index]
        guard let state = self.state.states[id], case .open(let side) = state.phase else {
            throw GestureTableError(.invalidState, "row \(index) is not open: it has no buttons to tap")
        }
        let slot = logical(declaredSlot)
        let actions = resolvedActions(for: id)
        guard actions.style(of: side).revealsButtons, slot.side == side, let action = actions[slot] else {
            throw GestureTableError(.invalidState, "row \(index) shows no button for \(declaredSlot)")
        }
        self.state.openRowID = nil
        fire(action, slot: slot, id: id, index: index)
    }

    // MARK: - State machine

    /// Whether a row with `actions` can be open on `side`: the side reveals and has an action.
    /// A revealing side with no action has nothing to show, so a row released there closes.
    func opens(side: SwipeSide, actions: SwipeActions<Row>) -> Bool {
        actions.hasActions(on: side) && actions.style(of: side).reveals
    }

    /// How far an open row is moved: its first fraction for each action of the side, at most 0.9.
    /// Only meaningful where `opens(side:actions:)`.
    func openOffset(side: SwipeSide, actions: SwipeActions<Row>) -> Double {
        let first = actions.fraction(of: ActionSlot(side: side, isFirst: true)) ?? 0
        let count: Double = actions[ActionSlot(side: side, isFirst: false)] == nil ? 1 : 2
        let fraction = actions.style(of: side).revealsButtons ? min(0.9, first * count) : min(0.9, max(first, 0.5))
        return side.sign * fraction * self.state.width
    }

    mutating func open(id: Row.ID, index: Int, side: SwipeSide, actions: SwipeActions<Row>) {
        let wasOpen = self.state.openRowID == id
        if !wasOpen { closeOpenRow() }
        let offset = currentOffset(of: id)
        var state = takeState(of: id)
        state.phase = .open(side)
        state.highlighted = nil
        state.offset = animation(from: offset, to: openOffset(side: side, actions: actions), curve: .easeOut)
        store(state, for: id)
        self.state.openRowID = id
        if !wasOpen { emit(.open, id: id, index: index) }
    }

    /// Closes the open row, if any, and emits close.
    mutating func closeOpenRow() {
        guard let id = self.state.openRowID else { return }
        self.state.openRowID = nil
        guard let index = index(ofRowWithID: id) else { return }
        if case .open = self.state.states[id]?.phase {
            emit(.close, id: id, index: index)
            settle(id: id, index: index, emitting: false)
        }
    }

    func buttons(for id: Row.ID, side: SwipeSide, offset: Double) -> [RevealedButton] {
        let actions = resolvedActions(for: id)
        guard actions.style(of: side).revealsButtons else { return [] }
        let slots = [ActionSlot(side: side, isFirst: true), ActionSlot(side: side, isFirst: false)]
        let present = slots.compactMap { slot in actions[slot].map { (slot, $0) } }
        guard !present.isEmpty else { return [] }
        let span = abs(offset) / Double(present.count)
        let buttons = present.enumerated().map { position, pair in
            let start = side == .left ? Double(position) * span : self.state.width - Double(position + 1) * span
            return RevealedButton(slot: logical(pair.0), icon: pair.1.icon, color: pair.1.color, range: start..<(start + span))
        }
        return buttons.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

extension TableCore {
    // MARK: - A full swipe

    /// The slot a row at `offset` (on screen) fires when released there: the first action of a
    /// ``SideStyle/reveal(fullSwipe:)`` side with `fullSwipe`, strictly past
    /// ``SideStyle/fullSwipeFraction`` of the width; `nil` otherwise. `actions` are on screen.
    func fullSwipeSlot(offset: Double, actions: SwipeActions<Row>) -> ActionSlot? {
        guard let side = SwipeSide(offset: offset), actions.style(of: side).isFullSwipe,
            abs(offset) / state.width > SideStyle.fullSwipeFraction
        else { return nil }
        let slot = ActionSlot(side: side, isFirst: true)
        return actions[slot] == nil ? nil : slot
    }

    /// Fires the outermost button of a row released past the full-swipe point, as a tap on the
    /// button would (the same handler, event and undo step). The highlights the drag left are
    /// balanced first so that the button's action is the one highlighted as it fires.
    mutating func fireFullSwipe(
        _ action: SwipeAction<Row>, slot: ActionSlot, highlighted: ActionSlot?, id: Row.ID, index: Int
    ) {
        if highlighted != slot {
            emit(.highlight, id: id, index: index, slot: slot)
            if let highlighted { emit(.unhighlight, id: id, index: index, slot: highlighted) }
        }
        forgetOpenRow(id)
        fire(action, slot: slot, id: id, index: index)
    }
}

extension TableCore {
    // MARK: - A tap on the open row

    /// A tap on an open row: on a button it fires the button's action, elsewhere it closes.
    mutating func tapOpenRow(id: Row.ID, index: Int, x: Double) {
        guard let state = self.state.states[id], case .open(let side) = state.phase else { return }
        let offset = state.offset.value(at: self.state.time)
        let actions = resolvedActions(for: self.state.ids[index])
        // Buttons carry their slot as declared; `actions` and `fire` take it as on screen.
        if let button = buttons(for: self.state.ids[index], side: side, offset: offset).first(where: { $0.range.contains(x) }),
            let action = actions[logical(button.slot)]
        {
            forgetOpenRow(id)
            fire(action, slot: logical(button.slot), id: id, index: index)
        } else {
            closeOpenRow()
        }
    }
}

extension TableCore {
    // MARK: - The open row, as other features change it

    /// Forgets that `id` is open, without a close event: another feature has taken the row over
    /// (a drag of it, a button of it that fired).
    mutating func forgetOpenRow(_ id: Row.ID) {
        if state.openRowID == id { state.openRowID = nil }
    }

    /// Says that the open row `id` closed, when a drag of it ends elsewhere than open.
    mutating func noteClosed(_ id: Row.ID, index: Int) {
        guard state.openRowID == id else { return }
        state.openRowID = nil
        emit(.close, id: id, index: index)
    }
}
