extension GestureTable {
    /// The pointer gesture in progress.
    struct PointerTracking {
        enum Phase: Equatable {
            /// Down, not yet moved past the slop.
            case pressed
            /// Moving a row horizontally.
            case swiping
            /// A mostly vertical move: not ours (a scroll).
            case ignored
            /// Holding a lifted row.
            case lifting
            /// Dragging the content vertically.
            case scrolling
        }

        var phase: Phase
        /// The row under the pointer when it went down, if any (and if it accepts gestures).
        var rowID: Row.ID?
        var indexHint: Int
        var actions: SwipeActions<Row>
        var origin: Point
        var downTime: Duration
        /// The row's offset when the swipe started (non-zero when grabbed mid-animation).
        var startOffset: Double
        /// Recent pointer samples, newest last, for the release velocity.
        var samples: [(point: Point, time: Duration)]
        /// Whether holding still may still lift the row.
        var canLift = true
    }

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
        perform {
            switch event {
            case .down(let point): pointerDown(at: point)
            case .moved(let point): pointerMoved(to: point)
            case .up(let velocity): pointerUp(velocity: velocity)
            case .cancelled: pointerCancelled()
            }
        }
    }

    /// The index of the row laid out under `y` (viewport coordinates), if any.
    public func indexOfRow(atY y: Double) -> Int? {
        guard y.isFinite else { return nil }
        let position = (y + scrollOffset) / configuration.rowHeight
        guard position >= 0 else { return nil }
        let index = Int(min(position, Double(Int.max / 2)))
        return rows.indices.contains(index) ? index : nil
    }

    func pointerDown(at point: Point) {
        if pointer != nil { pointerCancelled() }
        guard point.x.isFinite, point.y.isFinite else { return }
        var tracking = PointerTracking(
            phase: .pressed, rowID: nil, indexHint: 0, actions: .none, origin: point,
            downTime: time, startOffset: 0, samples: [(point, time)])
        defer { pointer = tracking }
        guard let index = indexOfRow(atY: point.y) else {
            closeOpenRow()
            tracking.phase = .ignored
            return
        }
        let row = rows[index]
        tracking.indexHint = index
        if let open = openRowID, open != row.id {
            // A touch on another row closes the open one; a swipe there goes on (one-step hand-off).
            closeOpenRow()
        }
        guard acceptsGestures(row.id) else { return }
        tracking.rowID = row.id
        tracking.actions = resolvedActions(for: row)
        guard var state = states[row.id] else { return }
        if case .open = state.phase {
            // An open row waits: a tap activates a button or closes it, a drag moves it.
            tracking.canLift = false
            return
        }
        // Grab a row that is settling or dragged by a command: it continues from where it is.
        let offset = state.offset.value(at: time)
        enqueue(state.completion)
        state.completion = nil
        if case .open = state.phase {} else { state.highlighted = nil }
        state.phase = .dragging
        state.offset = .constant(offset)
        state.height = nil
        state.opacity = nil
        states[row.id] = state
        tracking.phase = .swiping
        tracking.startOffset = offset
        if openRowID != row.id {
            updateHighlight(id: row.id, index: index, actions: tracking.actions)
        } else {
            states[row.id]?.highlighted = nil
        }
    }

    func pointerMoved(to point: Point) {
        guard var tracking = pointer, point.x.isFinite, point.y.isFinite else { return }
        tracking.samples.append((point, time))
        if tracking.samples.count > 4 { tracking.samples.removeFirst() }
        let previous = tracking.samples.count > 1 ? tracking.samples[tracking.samples.count - 2].point : tracking.origin
        pointer = tracking
        let dx = point.x - tracking.origin.x
        let dy = point.y - tracking.origin.y
        switch tracking.phase {
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
            guard abs(dx) > abs(dy), let id = tracking.rowID else {
                // A mostly vertical move scrolls; it never swipes.
                if configuration.closesOpenRowOnScroll { closeOpenRow() }
                pointer?.phase = .scrolling
                scrollOffset -= dy
                clampScrollOffset()
                return
            }
            pointer?.phase = .swiping
            let start = currentOffset(of: id)
            var state = takeState(of: id)
            state.phase = .dragging
            state.offset = .constant(start)
            states[id] = state
            pointer?.startOffset = start
            tracking.startOffset = start
        case .swiping:
            break
        }
        guard let id = tracking.rowID, states[id]?.phase == .dragging,
            let index = index(of: id, hint: tracking.indexHint)
        else { return }
        pointer?.indexHint = index
        drag(id: id, index: index, to: tracking.startOffset + dx, actions: tracking.actions)
    }

    /// Moves a dragged row to `rawOffset` (before resistance) and recomputes its current action.
    func drag(id: Row.ID, index: Int, to rawOffset: Double, actions: SwipeActions<Row>) {
        states[id]?.offset = .constant(resistedOffset(rawOffset, actions: actions))
        updateHighlight(id: id, index: index, actions: actions)
    }

    func pointerUp(velocity: Velocity?) {
        guard let tracking = pointer else { return }
        pointer = nil
        if tracking.phase == .lifting {
            drop()
            return
        }
        if tracking.phase == .pressed, let id = tracking.rowID, openRowID == id,
            let index = index(of: id, hint: tracking.indexHint)
        {
            tapOpenRow(id: id, index: index, x: tracking.origin.x)
            return
        }
        guard tracking.phase == .swiping, let id = tracking.rowID, states[id]?.phase == .dragging,
            let index = index(of: id, hint: tracking.indexHint)
        else { return }
        release(id: id, index: index, actions: tracking.actions, velocity: velocity ?? estimatedVelocity(tracking))
    }

    /// Ends a drag: fires the current action, opens a revealing side, flicks, or settles back.
    func release(id: Row.ID, index: Int, actions: SwipeActions<Row>, velocity: Velocity) {
        guard let state = states[id] else { return }
        let offset = state.offset.to
        var slot = state.highlighted
        if slot == nil, configuration.triggersOnFlick,
            let side = SwipeSide(offset: offset), actions.hasActions(on: side)
        {
            let escape = configuration.flickVelocity * width
            if velocity.dx * side.sign >= escape, abs(velocity.dx) > abs(velocity.dy) {
                slot = ActionSlot(side: side, isFirst: true)
            }
        }
        if openRowID == id, let side = SwipeSide(offset: offset), actions.style(of: side).reveals,
            abs(offset) >= abs(openOffset(side: side, actions: actions)) / 2
        {
            // An open row dragged a little stays open.
            slot = ActionSlot(side: side, isFirst: true)
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
            settle(id: id, index: index, emitting: offset != 0)
            return
        }
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

    func pointerCancelled() {
        guard let tracking = pointer else { return }
        pointer = nil
        if tracking.phase == .lifting {
            cancelReorder()
            return
        }
        guard tracking.phase == .swiping, let id = tracking.rowID, let state = states[id],
            state.phase == .dragging, let index = index(of: id, hint: tracking.indexHint)
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
        let handler = action.handler
        enqueue { [weak self] in
            guard let self, let index = self.index(of: id, hint: index) else { return }
            do {
                try handler(self, index)
            } catch {
                self.perform {
                    let current = self.index(of: id, hint: index)
                    self.emit(.actionFailed(String(describing: error)), id: id, index: current, slot: slot)
                    if let current, self.states[id]?.phase == .pending(slot) {
                        self.settle(id: id, index: current, emitting: true)
                    }
                }
            }
        }
    }

    /// Whether a new gesture may start on the row.
    func acceptsGestures(_ id: Row.ID) -> Bool {
        guard let state = states[id] else { return true }
        switch state.phase {
        case .rest, .settling, .dragging, .open: return reorder?.id != id
        case .pending, .pushing, .pushed, .deleting, .appearing, .lifted: return false
        }
    }

    /// The row's actions; mirrored in a right-to-left layout.
    func resolvedActions(for row: Row) -> SwipeActions<Row> {
        let actions = swipeActions(row)
        return layoutDirection == .rightToLeft ? actions.mirrored : actions
    }

    /// Applies the rubber band: toward a side with no action the row moves a little, with
    /// diminishing returns; past the edge it resists the same way.
    func resistedOffset(_ raw: Double, actions: SwipeActions<Row>) -> Double {
        guard let side = SwipeSide(offset: raw) else { return 0 }
        let distance = abs(raw)
        let limit = configuration.rubberBandLimit * width
        if !actions.hasActions(on: side) {
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

    /// The action current at `offset`: the farthest of the exposed side whose fraction is reached.
    /// The action already current stays so until the row comes back below its fraction by the
    /// hysteresis.
    func currentSlot(offset: Double, actions: SwipeActions<Row>, previous: ActionSlot?) -> ActionSlot? {
        guard let side = SwipeSide(offset: offset) else { return nil }
        let progress = abs(offset) / width + 1e-9
        for isFirst in [false, true] {
            let slot = ActionSlot(side: side, isFirst: isFirst)
            guard let fraction = actions.fraction(of: slot) else { continue }
            let threshold = slot == previous ? fraction - configuration.highlightHysteresis : fraction
            if progress >= threshold { return slot }
        }
        return nil
    }

    /// Recomputes the current action of a dragged row and emits highlight/unhighlight on change
    /// (the new highlight first, as PDGestureTableView does).
    func updateHighlight(id: Row.ID, index: Int, actions: SwipeActions<Row>) {
        guard let state = states[id] else { return }
        let previous = state.highlighted
        let current = currentSlot(offset: state.offset.to, actions: actions, previous: previous)
        guard current != previous else { return }
        states[id]?.highlighted = current
        if let current { emit(.highlight, id: id, index: index, slot: current) }
        if let previous { emit(.unhighlight, id: id, index: index, slot: previous) }
    }

    /// The pointer's velocity over its last moves; zero when it has rested for 100 ms.
    func estimatedVelocity(_ tracking: PointerTracking) -> Velocity {
        guard let last = tracking.samples.last, let first = tracking.samples.first,
            (time - last.time) < .milliseconds(100)
        else { return .zero }
        let elapsed = (last.time - first.time).seconds
        guard elapsed > 0 else { return .zero }
        return Velocity(dx: (last.point.x - first.point.x) / elapsed, dy: (last.point.y - first.point.y) / elapsed)
    }

    /// Ends the pointer's hold on a row that a verb is about to take over, balancing its highlight.
    func releasePointer(from id: Row.ID, index: Int) {
        if let slot = states[id]?.highlighted, states[id]?.phase == .dragging {
            emit(.unhighlight, id: id, index: index, slot: slot)
            states[id]?.highlighted = nil
        }
        if openRowID == id, states[id]?.phase == .dragging { openRowID = nil }
        if let tracking = pointer, tracking.rowID == id {
            pointer?.phase = .ignored
            pointer?.rowID = nil
        }
    }
}
