// A row dragged sideways, its current action, its release.

extension TableCore {
    /// Moves the row under the pointer to follow it and recomputes its current action; events
    /// only when the action changes.
    ///
    /// - Returns: `false`, changing nothing, when the slot's row is no longer dragged.
    @inline(__always)
    mutating func swipeStep(_ slot: RowStateSlot, of gesture: PointerGesture, to point: Point) -> Bool {
        let offset = resistedOffset(gesture.startOffset + point.x - gesture.origin.x, fractions: gesture.fractions)
        guard let dragged = state.states.slots.dragged(slot) else { return false }
        let previous = dragged.highlighted
        let current = currentSlot(offset: offset, fractions: gesture.fractions, previous: previous)
        state.states.slots.drag(slot, to: offset, highlighting: current)
        if current != previous { pointerHighlightChanged(from: previous, to: current, hint: gesture.indexHint) }
        return true
    }

    /// Emits the events of a change of the dragged row's current action: kept out of the hot
    /// path, which then touches no generic value (the row's id).
    @inline(never)
    mutating func pointerHighlightChanged(from previous: ActionSlot?, to current: ActionSlot?, hint: Int) {
        guard let id = state.pointerRowID else { return }
        emitHighlightChange(from: previous, to: current, id: id, hint: hint)
    }

    /// Moves a row dragged by a command to `rawOffset` (before resistance) and recomputes its
    /// current action.
    mutating func drag(id: Row.ID, index: Int, to rawOffset: Double, fractions: ActionFractions) {
        guard var state = self.state.states[id] else { return }
        state.offset = .constant(resistedOffset(rawOffset, fractions: fractions))
        updateHighlight(&state, fractions: fractions, id: id, hint: index)
        self.state.states[id] = state
    }

    /// Ends a drag: fires the current action, opens a revealing side, flicks, or settles back.
    mutating func release(id: Row.ID, index: Int, actions: SwipeActions<Row>, velocity: Velocity) {
        guard let state = self.state.states[id] else { return }
        let offset = state.offset.to
        var slot = state.highlighted
        let side = SwipeSide(offset: offset)
        // Speed along the row, toward the uncovered side (negative: toward rest), when it is
        // fast enough to count and mostly horizontal.
        let escape = self.state.configuration.flickVelocity * self.state.width
        let isHorizontal = abs(velocity.dx) > abs(velocity.dy)
        let outward = side.map { velocity.dx * $0.sign } ?? 0  // the same divided by the sign: it is plus or minus one
        // Strictly faster than the escape velocity, as the configuration says.
        let isFlickOut = isHorizontal && outward > escape
        let isFlickBack = isHorizontal && outward < -escape
        var isFlick = false
        if slot == nil, self.state.configuration.triggersOnFlick, isFlickOut, let side, actions.hasActions(on: side) {
            slot = ActionSlot(side: side, isFirst: true)
            isFlick = true
        }
        if let fullSwipe = fullSwipeSlot(offset: offset, actions: actions), let action = actions[fullSwipe] {
            fireFullSwipe(action, slot: fullSwipe, highlighted: state.highlighted, id: id, index: index)
            return
        }
        if self.state.openRowID == id, let side, opens(side: side, actions: actions) {
            if isFlickBack {
                // An open row thrown back toward rest closes, wherever it is released.
                slot = nil
            } else if abs(offset) >= abs(openOffset(side: side, actions: actions)) / 2 {
                // An open row dragged a little stays open.
                slot = ActionSlot(side: side, isFirst: true)
            }
        }
        if let slot, actions.style(of: slot.side).reveals {
            if let previous = state.highlighted { emit(.unhighlight, id: id, index: index, slot: previous) }
            open(id: id, index: index, side: slot.side, actions: actions)
            return
        }
        noteClosed(id, index: index)
        guard let slot, let action = actions[slot] else {
            if let previous = state.highlighted {
                emit(.unhighlight, id: id, index: index, slot: previous)
                self.state.states[id]?.highlighted = nil
            }
            settle(id: id, index: index, emitting: offset != 0)
            return
        }
        // A flick fires an action that was never current: it is highlighted first, so feedback
        // tied to highlights (a haptic, a bell) never misses one.
        if isFlick { emit(.highlight, id: id, index: index, slot: slot) }
        fire(action, slot: slot, id: id, index: index)
    }

    /// Applies the rubber band: toward a side with no action the row moves a little, with
    /// diminishing returns; past the edge it resists the same way.
    func resistedOffset(_ raw: Double, fractions: ActionFractions) -> Double {
        guard let side = SwipeSide(offset: raw) else { return 0 }
        let distance = abs(raw)
        let limit = state.configuration.rubberBandLimit * state.width
        if !fractions.hasActions(on: side) {
            return side.sign * rubberBand(distance, limit: limit)
        }
        if distance <= state.width { return raw }
        return side.sign * (state.width + rubberBand(distance - state.width, limit: limit))
    }

    /// iOS's rubber-band curve: follows at 0.55 of the pointer at first, never passes `limit`.
    func rubberBand(_ distance: Double, limit: Double) -> Double {
        guard limit > 0 else { return 0 }
        return (1 - 1 / (distance * 0.55 / limit + 1)) * limit
    }

    /// The action current at `offset`: the farthest of the exposed side whose fraction `|x| / W`
    /// is strictly past.
    /// The action already current stays so until the row comes back below its fraction by the
    /// hysteresis.
    func currentSlot(offset: Double, fractions: ActionFractions, previous: ActionSlot?) -> ActionSlot? {
        guard let side = SwipeSide(offset: offset) else { return nil }
        let progress = abs(offset) / state.width
        let hysteresis = state.configuration.highlightHysteresis
        // Reads locals only: a local function that captured `self` would need the core's type
        // metadata on every move.
        func reached(_ slot: ActionSlot) -> Bool {
            guard let fraction = fractions.fraction(of: slot) else { return false }
            // Past means past (strictly greater), as in PDGestureTableView; the hysteresis only
            // keeps an action current on the way back.
            return progress > (slot == previous ? fraction - hysteresis : fraction)
        }
        let second = ActionSlot(side: side, isFirst: false)
        if reached(second) { return second }
        let first = ActionSlot(side: side, isFirst: true)
        return reached(first) ? first : nil
    }

    /// Recomputes the current action of a dragged row and emits highlight/unhighlight on change
    /// (the new highlight first, as PDGestureTableView does).
    mutating func updateHighlight(_ state: inout RowState, fractions: ActionFractions, id: Row.ID, hint: Int) {
        let previous = state.highlighted
        let current = currentSlot(offset: state.offset.to, fractions: fractions, previous: previous)
        if current != previous { highlightChanged(&state, from: previous, to: current, id: id, hint: hint) }
    }

    /// Records a change of current action and emits its events, the new highlight first.
    mutating func highlightChanged(_ state: inout RowState, from previous: ActionSlot?, to current: ActionSlot?, id: Row.ID, hint: Int) {
        state.highlighted = current
        emitHighlightChange(from: previous, to: current, id: id, hint: hint)
    }

    /// Emits the events of a change of current action, the new highlight first.
    @inline(never)
    mutating func emitHighlightChange(from previous: ActionSlot?, to current: ActionSlot?, id: Row.ID, hint: Int) {
        let index = self.index(of: id, hint: hint)
        if let index { state.pointer?.indexHint = index }
        if let current { emit(.highlight, id: id, index: index, slot: current) }
        if let previous { emit(.unhighlight, id: id, index: index, slot: previous) }
    }

    /// The pointer's velocity over its last moves; zero when it has rested for 100 ms.
    func estimatedVelocity(_ gesture: PointerGesture) -> Velocity {
        state.time - gesture.lastTime < .milliseconds(100) ? gesture.velocity : .zero
    }

    /// Ends the pointer's gesture when it is not a lift: a row it swiped goes back to rest.
    mutating func cancelSwipe() {
        guard let gesture = self.state.pointer else { return }
        let rowID = self.state.pointerRowID
        endPointer()
        guard gesture.phase == .swiping, let id = rowID, self.state.states[id]?.phase == .dragging,
            let index = index(of: id, hint: gesture.indexHint)
        else { return }
        cancelDrag(of: id, at: index)
    }

    /// Sends the row `id` at `index`, dragged sideways, back to rest without its action: its
    /// highlight ends, a `cancel` event, and it slides back.
    mutating func cancelDrag(of id: Row.ID, at index: Int) {
        if let slot = state.states[id]?.highlighted {
            emit(.unhighlight, id: id, index: index, slot: slot)
        }
        emit(.cancel, id: id, index: index)
        noteClosed(id, index: index)
        settle(id: id, index: index, emitting: false)
    }
}
