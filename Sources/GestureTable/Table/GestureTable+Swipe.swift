extension GestureTable {
    /// Feeds one pointer event to the gesture state machine.
    ///
    /// A press on a row starts tracking; the swipe begins once the pointer has moved more than
    /// ``TableConfiguration/touchSlop`` and mostly horizontally. The row then follows the
    /// pointer, the current action is recomputed after each move (with a little hysteresis), and
    /// on release the current action fires, a flick fires the side's first action, or the row
    /// goes back to rest. Rows that are pending, pushed or deleting ignore new gestures; a row
    /// settling back can be grabbed mid-animation.
    ///
    /// - Complexity: O(1) per move, whatever the number of rows.
    public func handle(_ event: PointerEvent) {
        // The transition's own arm for `.pointer`, called without wrapping the event in a
        // `TableInput`: a generic value, whose metadata a pointer move would otherwise look up.
        perform { applyPointer(event) }
    }

    func applyPointer(_ event: PointerEvent) {
        switch event {
        case .down(let point): pointerDown(at: point)
        case .moved(let point): pointerMoved(to: point)
        case .up(let velocity): pointerUp(velocity: velocity)
        case .cancelled: pointerCancelled()
        }
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    func pointerDown(at point: Point) {
        if pointer != nil { pointerCancelled() }
        guard point.x.isFinite, point.y.isFinite else { return }
        pointer = PointerGesture(origin: point, time: time)
        pointerRowID = nil
        pointerActions = .none
        noteDeadline(time + configuration.longPressDuration)
        // The row drawn under the press at this instant, animations included.
        let hit = laidOutRow(atY: point.y, at: time)
        guard let hit, let index = hit.index else {
            // A press on a row that is leaving does nothing; one on no row closes the open row.
            if hit == nil { closeOpenRow() }
            pointer?.phase = .ignored
            return
        }
        let row = rows[index]
        pointer?.indexHint = index
        if let open = openRowID, open != row.id {
            // A touch on another row closes the open one; a swipe there goes on (one-step hand-off).
            closeOpenRow()
        }
        guard acceptsGestures(row.id) else { return }
        pointerRowID = row.id
        pointerActions = resolvedActions(for: row)
        let fractions = pointerActions.fractions
        pointer?.fractions = fractions
        guard var state = states[row.id] else { return }
        if state.phase == .appearing {
            // A row still growing in is drawn and can be touched: it finishes appearing now.
            enqueue(state.completion)
            states[row.id] = nil
            return
        }
        if case .open = state.phase {
            // An open row waits: a tap activates a button or closes it, a drag moves it.
            pointer?.canLift = false
            return
        }
        // Grab a row that is settling or dragged by a command: it continues from where it is.
        let offset = state.offset.value(at: time)
        enqueue(state.completion)
        state.completion = nil
        state.phase = .dragging
        state.offset = .constant(offset)
        state.height = nil
        state.opacity = nil
        pointer?.phase = .swiping
        pointer?.startOffset = offset
        updateHighlight(&state, fractions: pointerActions.fractions, id: row.id, hint: index)
        states[row.id] = state
        let slot = states.slot(of: row.id)
        pointer?.stateSlot = slot
    }

    func pointerMoved(to point: Point) {
        guard point.x.isFinite, point.y.isFinite, var gesture = pointer else { return }
        gesture.record(point, at: time)
        pointer = gesture
        // The hot path: the row's state is found by its slot, without hashing its id.
        if gesture.phase == .swiping, let slot = gesture.stateSlot, swipeStep(slot, of: gesture, to: point) { return }
        pointerMovedOffPath(to: point)
    }

    /// Moves the row under the pointer to follow it and recomputes its current action; events
    /// only when the action changes.
    ///
    /// - Returns: `false`, changing nothing, when the slot's row is no longer dragged.
    @inline(__always)
    func swipeStep(_ slot: RowStateSlot, of gesture: PointerGesture, to point: Point) -> Bool {
        let offset = resistedOffset(gesture.startOffset + point.x - gesture.origin.x, fractions: gesture.fractions)
        guard let dragged = states.slots.dragged(slot) else { return false }
        let previous = dragged.highlighted
        let current = currentSlot(offset: offset, fractions: gesture.fractions, previous: previous)
        states.slots.drag(slot, to: offset, highlighting: current)
        if current != previous { pointerHighlightChanged(from: previous, to: current, hint: gesture.indexHint) }
        return true
    }

    /// Emits the events of a change of the dragged row's current action: kept out of the hot
    /// path, which then touches no generic value (the row's id).
    @inline(never)
    func pointerHighlightChanged(from previous: ActionSlot?, to current: ActionSlot?, hint: Int) {
        guard let id = pointerRowID else { return }
        emitHighlightChange(from: previous, to: current, id: id, hint: hint)
    }

    /// Every move but a swipe step: the slop, the direction lock, scrolling, reordering.
    @inline(never)
    func pointerMovedOffPath(to point: Point) {
        guard let gesture = pointer else { return }
        let previous = gesture.previous
        let dx = point.x - gesture.origin.x
        let dy = point.y - gesture.origin.y
        switch gesture.phase {
        case .ignored:
            return
        case .scrolling:
            scrollOffset -= point.y - previous.y
            clampScrollOffset()
            return
        case .lifting:
            liftedPointerMoved(to: point)
            return
        case .pressed:
            guard max(abs(dx), abs(dy)) > configuration.touchSlop else { return }
            guard abs(dx) > abs(dy), let id = pointerRowID else {
                // A mostly vertical move scrolls; it never swipes.
                if configuration.closesOpenRowOnScroll { closeOpenRow() }
                pointer?.phase = .scrolling
                scrollOffset -= dy
                clampScrollOffset()
                return
            }
            let start = currentOffset(of: id)
            var state = takeState(of: id)
            state.phase = .dragging
            state.offset = .constant(start)
            states[id] = state
            pointer?.phase = .swiping
            pointer?.startOffset = start
            let slot = states.slot(of: id)
            pointer?.stateSlot = slot
            if let gesture = pointer, let slot { _ = swipeStep(slot, of: gesture, to: point) }
        case .swiping:
            // The row stopped being dragged (a verb took it over): the pointer moves nothing.
            break
        }
    }

    /// Moves a row dragged by a command to `rawOffset` (before resistance) and recomputes its
    /// current action.
    func drag(id: Row.ID, index: Int, to rawOffset: Double, fractions: ActionFractions) {
        guard var state = states[id] else { return }
        state.offset = .constant(resistedOffset(rawOffset, fractions: fractions))
        updateHighlight(&state, fractions: fractions, id: id, hint: index)
        states[id] = state
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    func pointerUp(velocity: Velocity?) {
        guard let gesture = pointer else { return }
        let rowID = pointerRowID
        endPointer()
        if gesture.phase == .lifting {
            drop()
            return
        }
        guard let id = rowID, let index = index(of: id, hint: gesture.indexHint) else { return }
        if gesture.phase == .pressed, openRowID == id {
            tapOpenRow(id: id, index: index, x: gesture.origin.x)
            return
        }
        guard gesture.phase == .swiping, states[id]?.phase == .dragging else { return }
        release(id: id, index: index, actions: pointerActions, velocity: velocity ?? estimatedVelocity(gesture))
    }

    /// Forgets the pointer gesture.
    func endPointer() {
        pointer = nil
        pointerRowID = nil
    }

    /// Ends a drag: fires the current action, opens a revealing side, flicks, or settles back.
    func release(id: Row.ID, index: Int, actions: SwipeActions<Row>, velocity: Velocity) {
        guard let state = states[id] else { return }
        let offset = state.offset.to
        var slot = state.highlighted
        let side = SwipeSide(offset: offset)
        // Speed along the row, toward the uncovered side (negative: toward rest), when it is
        // fast enough to count and mostly horizontal.
        let escape = configuration.flickVelocity * width
        let isHorizontal = abs(velocity.dx) > abs(velocity.dy)
        let isFlickOut = side.map { isHorizontal && velocity.dx * $0.sign >= escape } ?? false
        let isFlickBack = side.map { isHorizontal && velocity.dx * $0.sign <= -escape } ?? false
        var isFlick = false
        if slot == nil, configuration.triggersOnFlick, isFlickOut, let side, actions.hasActions(on: side) {
            slot = ActionSlot(side: side, isFirst: true)
            isFlick = true
        }
        if openRowID == id, let side, opens(side: side, actions: actions) {
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
        if openRowID == id {
            openRowID = nil
            emit(.close, id: id, index: index)
        }
        guard let slot, let action = actions[slot] else {
            if let previous = state.highlighted {
                emit(.unhighlight, id: id, index: index, slot: previous)
                states[id]?.highlighted = nil
            }
            settle(id: id, index: index, emitting: offset != 0)
            return
        }
        // A flick fires an action that was never current: it is highlighted first, so feedback
        // tied to highlights (a haptic, a bell) never misses one.
        if isFlick { emit(.highlight, id: id, index: index, slot: slot) }
        fire(action, slot: slot, id: id, index: index)
    }

    /// A tap on an open row: on a button it fires the button's action, elsewhere it closes.
    func tapOpenRow(id: Row.ID, index: Int, x: Double) {
        guard let state = states[id], case .open(let side) = state.phase else { return }
        let offset = state.offset.value(at: time)
        let actions = resolvedActions(for: rows[index])
        // Buttons carry their slot as declared; `actions` and `fire` take it as on screen.
        if let button = buttons(for: rows[index], side: side, offset: offset).first(where: { $0.range.contains(x) }),
            let action = actions[logical(button.slot)]
        {
            openRowID = nil
            fire(action, slot: logical(button.slot), id: id, index: index)
        } else {
            closeOpenRow()
        }
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    func pointerCancelled() {
        guard let gesture = pointer else { return }
        let rowID = pointerRowID
        endPointer()
        if gesture.phase == .lifting {
            cancelReorder()
            return
        }
        guard gesture.phase == .swiping, let id = rowID, let state = states[id],
            state.phase == .dragging, let index = index(of: id, hint: gesture.indexHint)
        else { return }
        if let slot = state.highlighted {
            emit(.unhighlight, id: id, index: index, slot: slot)
        }
        emit(.cancel, id: id, index: index)
        if openRowID == id {
            openRowID = nil
            emit(.close, id: id, index: index)
        }
        settle(id: id, index: index, emitting: false)
    }

    /// Marks the row pending on `slot` and runs the action's handler after the transition.
    func fire(_ action: SwipeAction<Row>, slot: ActionSlot, id: Row.ID, index: Int) {
        states[id]?.phase = .pending(slot)
        states[id]?.highlighted = slot
        emit(.trigger, id: id, index: index, slot: slot)
        queue(.action(action.handler, slot: slot, id: id, index: index))
    }

    /// Runs an action's handler on the row it fired on, if that row is still in the table. If the
    /// handler throws, reports the error and puts the row back when it still waits on the action.
    func runHandler(_ handler: SwipeAction<Row>.Handler, slot: ActionSlot, id: Row.ID, index hint: Int) {
        guard let index = index(of: id, hint: hint) else { return }
        do {
            try handler(TriggeredRow(row: rows[index], slot: logical(slot), table: self))
        } catch {
            perform {
                let current = self.index(of: id, hint: index)
                emit(.actionFailed("\(error)"), id: id, index: current, slot: slot)
                if let current, states[id]?.phase == .pending(slot) {
                    settle(id: id, index: current, emitting: true)
                }
            }
        }
    }

    /// Whether a new gesture may start on the row.
    func acceptsGestures(_ id: Row.ID) -> Bool {
        guard let state = states[id] else { return true }
        switch state.phase {
        case .rest, .settling, .dragging, .open, .appearing: return reorder?.id != id
        case .pending, .pushing, .pushed, .deleting, .lifted: return false
        }
    }

    /// The row's actions; mirrored in a right-to-left layout.
    func resolvedActions(for row: Row) -> SwipeActions<Row> {
        let actions = swipeActions(row)
        return layoutDirection == .rightToLeft ? actions.mirrored : actions
    }

    /// Applies the rubber band: toward a side with no action the row moves a little, with
    /// diminishing returns; past the edge it resists the same way.
    func resistedOffset(_ raw: Double, fractions: ActionFractions) -> Double {
        guard let side = SwipeSide(offset: raw) else { return 0 }
        let distance = abs(raw)
        let limit = configuration.rubberBandLimit * width
        if !fractions.hasActions(on: side) {
            return side.sign * rubberBand(distance, limit: limit)
        }
        if distance <= width { return raw }
        return side.sign * (width + rubberBand(distance - width, limit: limit))
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
        let progress = abs(offset) / width
        func reached(_ slot: ActionSlot) -> Bool {
            guard let fraction = fractions.fraction(of: slot) else { return false }
            // Past means past (strictly greater), as in PDGestureTableView; the hysteresis only
            // keeps an action current on the way back.
            return progress > (slot == previous ? fraction - configuration.highlightHysteresis : fraction)
        }
        let second = ActionSlot(side: side, isFirst: false)
        if reached(second) { return second }
        let first = ActionSlot(side: side, isFirst: true)
        return reached(first) ? first : nil
    }

    /// Recomputes the current action of a dragged row and emits highlight/unhighlight on change
    /// (the new highlight first, as PDGestureTableView does).
    func updateHighlight(_ state: inout RowState, fractions: ActionFractions, id: Row.ID, hint: Int) {
        let previous = state.highlighted
        let current = currentSlot(offset: state.offset.to, fractions: fractions, previous: previous)
        if current != previous { highlightChanged(&state, from: previous, to: current, id: id, hint: hint) }
    }

    /// Records a change of current action and emits its events, the new highlight first.
    func highlightChanged(_ state: inout RowState, from previous: ActionSlot?, to current: ActionSlot?, id: Row.ID, hint: Int) {
        state.highlighted = current
        emitHighlightChange(from: previous, to: current, id: id, hint: hint)
    }

    /// Emits the events of a change of current action, the new highlight first.
    @inline(never)
    func emitHighlightChange(from previous: ActionSlot?, to current: ActionSlot?, id: Row.ID, hint: Int) {
        let index = self.index(of: id, hint: hint)
        if let index { pointer?.indexHint = index }
        if let current { emit(.highlight, id: id, index: index, slot: current) }
        if let previous { emit(.unhighlight, id: id, index: index, slot: previous) }
    }

    /// The velocity a release of the pointer would have now, if it went up with
    /// `.up(velocity: nil)`: smoothed over its last moves, zero once it has rested for 100 ms;
    /// `nil` while no pointer is down.
    ///
    /// A recorder reads it just before the release, to replay the gesture with the same velocity.
    public var pointerVelocity: Velocity? {
        guard let gesture = pointer else { return nil }
        return clockNow - gesture.lastTime < .milliseconds(100) ? gesture.velocity : .zero
    }

    /// The pointer's velocity over its last moves; zero when it has rested for 100 ms.
    func estimatedVelocity(_ gesture: PointerGesture) -> Velocity {
        time - gesture.lastTime < .milliseconds(100) ? gesture.velocity : .zero
    }

    /// Ends the pointer's hold on a row that a verb is about to take over, balancing its highlight.
    func releasePointer(from id: Row.ID, index: Int) {
        if let state = states[id], let slot = state.highlighted, state.phase == .dragging {
            emit(.unhighlight, id: id, index: index, slot: slot)
            states[id]?.highlighted = nil
        }
        if openRowID == id, states[id]?.phase == .dragging { openRowID = nil }
        if pointerRowID == id, pointer != nil {
            pointer?.phase = .ignored
            pointerRowID = nil
        }
    }
}
