// Swipes by command (drag, step, release, trigger, peek).

extension TableCore {
    mutating func applyDragRow(at index: Int, toOffset offset: Double) throws(GestureTableError) {
        try checkIndex(index)
        guard offset.isFinite else {
            throw GestureTableError(.invalidValue, "the drag offset must be finite, got \(offset)")
        }
        let id = try beginCommandDrag(index)
        drag(id: id, index: index, to: offset, fractions: resolvedActions(for: state.ids[index]).fractions)
    }

    /// How far past an action's fraction a command drags a row, as a fraction of the width, so
    /// the action is current (an action is current once the row is strictly past its fraction).
    static var commandOvershoot: Double { 0.001 }

    mutating func applyStepRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try checkIndex(index)
        let actions = resolvedActions(for: state.ids[index])
        let offset = state.states[state.ids[index]].map { $0.offset.value(at: state.time) } ?? 0
        let progress = offset * side.sign / state.width  // equivalent if divided by the sign instead: a sign is plus or minus one
        var stops: [Double] = [0]
        for uncovered in SwipeSide.allCases {
            for isFirst in [true, false] {
                if let fraction = actions.fraction(of: ActionSlot(side: uncovered, isFirst: isFirst)) {
                    let past = min(1, fraction + Self.commandOvershoot)
                    stops.append(uncovered == side ? past : -past)
                }
            }
        }
        guard let next = stops.filter({ $0 > progress + 1e-9 }).min() else {
            throw GestureTableError(.invalidState, "row \(index) has no further action toward the \(side)")
        }
        try applyDragRow(at: index, toOffset: next * side.sign * state.width)
    }

    mutating func applyReleaseRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let id = state.ids[index]
        guard state.states[id]?.phase == .dragging else {
            throw GestureTableError(.invalidState, "row \(index) is not being dragged: there is nothing to release")
        }
        if state.pointerRowID == id { endPointer() }
        release(id: id, index: index, actions: resolvedActions(for: id), velocity: .zero)
    }

    mutating func applyTriggerAction(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let slot = logical(declaredSlot)
        guard let fraction = resolvedActions(for: state.ids[index]).fraction(of: slot) else {
            throw GestureTableError(.invalidState, "row \(index) has no action in \(declaredSlot)")
        }
        try applyDragRow(at: index, toOffset: slot.side.sign * min(1, fraction + Self.commandOvershoot) * state.width)
        try applyReleaseRow(at: index)
    }

    mutating func applyPeekRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try checkIndex(index)
        let id = self.state.ids[index]
        guard resolvedActions(for: id).hasActions(on: side) else {
            throw GestureTableError(.invalidState, "row \(index) has no action on its \(side) side to peek at")
        }
        guard self.state.states[id] == nil, self.state.reorder?.id != id else {
            throw GestureTableError(.invalidState, "row \(index) is not at rest and cannot peek")
        }
        var state = RowState(phase: .settling)
        let distance = self.state.configuration.peekFraction * self.state.width
        // Out and back: an overshoot from rest to rest.
        state.offset = animation(
            from: 0, to: 0, duration: self.state.configuration.motionDuration * 3,
            curve: .overshoot(side.sign * distance))
        store(state, for: id)
    }

    /// Makes the row at `index` draggable by a command, returning its id.
    mutating func beginCommandDrag(_ index: Int) throws(GestureTableError) -> Row.ID {
        let id = self.state.ids[index]
        guard !self.state.isEditing else {
            throw GestureTableError(.invalidState, "swipes are off in edit mode: row \(index) cannot be dragged sideways")
        }
        guard acceptsGestures(id) else {
            throw GestureTableError(.invalidState, "row \(index) is pending, pushed or animating and ignores gestures")
        }
        if self.state.states[id]?.phase == .dragging { return id }
        let offset = currentOffset(of: id)
        var state = takeState(of: id)
        if case .open = state.phase {} else { state.highlighted = nil }
        state.phase = .dragging
        state.offset = .constant(offset)
        self.state.states[id] = state
        return id
    }
}
