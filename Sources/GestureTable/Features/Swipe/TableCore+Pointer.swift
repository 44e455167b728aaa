// Pointer events, routed to a swipe, a lift, a scroll or a tap.

extension TableCore {
    mutating func reduce(_ event: PointerEvent) {
        switch event {
        case .down(let point): pointerDown(at: point)
        case .moved(let point): pointerMoved(to: point)
        case .up(let velocity): pointerUp(velocity: velocity)
        case .cancelled: pointerCancelled()
        }
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    mutating func pointerDown(at point: Point) {
        if self.state.pointer != nil { pointerCancelled() }
        guard point.x.isFinite, point.y.isFinite else { return }
        // The row drawn under the press at this instant, animations included (SPEC 8.1: a press
        // acts on the row drawn under it): found before the press stops coasting content, which
        // brings an offset left past the end back to it. The store asked the app about the same
        // row (``pressedRow(at:)``).
        let hit = pressedRow(at: point)
        // A press on coasting content only stops it; one while a row is open only closes it.
        let interrupts = self.state.momentum != nil || self.state.openRowID != nil
        if self.state.momentum != nil {
            stopMomentum()
            clampScrollOffset()
        }
        self.state.pointer = PointerGesture(origin: point, time: self.state.time)
        self.state.pointer?.canSelect = !interrupts
        self.state.pointerRowID = nil
        releasePointerActions()
        if self.state.contextMenu != nil {
            // A press while a menu is shown only closes it (a front end sends a press on one of
            // the menu's items as a choice, not to the table).
            dismissMenu()
            self.state.pointer?.phase = .ignored
            return
        }
        noteDeadline(self.state.time + state.configuration.longPressDuration)
        guard let hit, let index = hit.index else {
            // A press on a row that is leaving does nothing; one on no row closes the open row.
            if hit == nil { closeOpenRow() }
            self.state.pointer?.phase = .ignored
            return
        }
        let id = self.state.ids[index]
        self.state.pointer?.indexHint = index
        if let open = self.state.openRowID, open != id {
            // A touch on another row closes the open one; a swipe there goes on (one-step hand-off).
            closeOpenRow()
        }
        guard acceptsGestures(id) else { return }
        self.state.pointerRowID = id
        self.state.pointer?.rowMayMove = answers.movable[id] ?? false
        self.state.pointer?.swipeRefused = answers.swipeRefused
        self.state.pointer?.hasMenu = answers.menu?.id == id
        // In edit mode swipes are off: the press taps, sweeps or lifts, with no actions.
        if self.state.isEditing { return }
        pointerActions = resolvedActions(for: id)
        let fractions = pointerActions.fractions
        self.state.pointer?.fractions = fractions
        guard var state = self.state.states[id] else { return }
        if state.phase == .appearing {
            // A row still growing in is drawn and can be touched: it finishes appearing now.
            enqueue(self.state.states.takeCompletion(of: id))
            self.state.states[id] = nil
            return
        }
        if case .open = state.phase {
            // An open row waits: a tap activates a button or closes it, a drag moves it.
            self.state.pointer?.canLift = false
            return
        }
        // Grab a row that is settling or dragged by a command: it continues from where it is.
        let offset = state.offset.value(at: self.state.time)
        enqueue(self.state.states.takeCompletion(of: id))
        state.phase = .dragging
        state.offset = .constant(offset)
        state.height = nil
        state.opacity = nil
        self.state.pointer?.phase = .swiping
        self.state.pointer?.startOffset = offset
        updateHighlight(&state, fractions: pointerActions.fractions, id: id, hint: index)
        self.state.states[id] = state
        let slot = self.state.states.slot(of: id)
        self.state.pointer?.stateSlot = slot
    }

    /// The row a press at `point` acts on: the one drawn under it now. The store asks the app
    /// about this row before the press's step (its actions, whether it may move).
    func pressedRow(at point: Point) -> RowPlacement? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return laidOutRow(atY: point.y, at: state.time)
    }

    mutating func pointerMoved(to point: Point) {
        guard point.x.isFinite, point.y.isFinite, var gesture = state.pointer else { return }
        gesture.record(point, at: state.time)
        state.pointer = gesture
        // The hot path: the row's state is found by its slot, without hashing its id.
        if gesture.phase == .swiping, let slot = gesture.stateSlot, swipeStep(slot, of: gesture, to: point) { return }
        // A sweep's move as directly: the path below sets up values of the row's types first.
        if gesture.phase == .sweeping { return sweepMoved(toY: point.y) }
        pointerMovedOffPath(to: point)
    }

    /// Every move but a swipe step: the slop, the direction lock, scrolling, reordering.
    @inline(never)
    mutating func pointerMovedOffPath(to point: Point) {
        guard let gesture = self.state.pointer else { return }
        let previous = gesture.previous
        let dx = point.x - gesture.origin.x
        let dy = point.y - gesture.origin.y
        switch gesture.phase {
        case .ignored:
            return
        case .scrolling:
            scrollContent(by: -(point.y - previous.y))
            return
        case .lifting:
            liftedPointerMoved(to: point)
            return
        case .sweeping:
            return  // ``pointerMoved(to:)`` takes a sweep's moves

        case .holdingMenu:
            menuPointerMoved(to: point)
        case .pressed:
            guard max(abs(dx), abs(dy)) > state.configuration.touchSlop else { return }
            // What the press becomes is the claim's to say, as the public query says it.
            switch claimOfMove(pressedAt: gesture.origin, dx: dx, dy: dy, facts: pressFacts(of: gesture)) {
            case .sweep:
                // Edit mode: a vertical move sweeps a selection rather than scrolling.
                guard let id = self.state.pointerRowID, let index = index(of: id, hint: gesture.indexHint) else { return }
                self.state.pointer?.canLift = false
                self.state.pointer?.phase = .sweeping
                beginSweep(anchor: id, at: index, pointerY: point.y)
            case .scroll:
                if state.isEditing { self.state.pointer?.canLift = false }
                if state.configuration.closesOpenRowOnScroll { closeOpenRow() }
                self.state.pointer?.phase = .scrolling
                scrollContent(by: -dy)
            case .declined, .lift, .contextMenu, .undecided:
                // Not the table's: left to what is outside it (a moving press never lifts).
                self.state.pointer?.canLift = false
                self.state.pointer?.phase = .ignored
            case .swipe:
                guard let id = self.state.pointerRowID else { return }
                let start = currentOffset(of: id)
                var state = takeState(of: id)
                state.phase = .dragging
                state.offset = .constant(start)
                self.state.states[id] = state
                self.state.pointer?.phase = .swiping
                self.state.pointer?.startOffset = start
                let slot = self.state.states.slot(of: id)
                self.state.pointer?.stateSlot = slot
                if let gesture = self.state.pointer, let slot { _ = swipeStep(slot, of: gesture, to: point) }
            }
        case .swiping:
            // The row stopped being dragged (a verb took it over): the pointer moves nothing.
            break
        }
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    mutating func pointerUp(velocity: Velocity?) {
        guard let gesture = state.pointer else { return }
        let rowID = state.pointerRowID
        endPointer()
        if gesture.phase == .lifting {
            drop()
            return
        }
        if gesture.phase == .scrolling {
            coast(velocity: -(velocity ?? estimatedVelocity(gesture)).dy)
            return
        }
        if gesture.phase == .sweeping { return }  // committed as the pointer ended
        guard let id = rowID, let index = index(of: id, hint: gesture.indexHint) else { return }
        if gesture.phase == .pressed, state.openRowID == id {
            tapOpenRow(id: id, index: index, x: gesture.origin.x)
            return
        }
        if gesture.phase == .pressed {
            tapRow(at: index, pressedAt: gesture.downTime, canSelect: gesture.canSelect)
            return
        }
        guard gesture.phase == .swiping, state.states[id]?.phase == .dragging else { return }
        release(id: id, index: index, actions: pointerActions, velocity: velocity ?? estimatedVelocity(gesture))
    }

    @inline(never)  // kept out of the pointer-move path, which then needs no generic metadata
    mutating func pointerCancelled() {
        guard let gesture = state.pointer else { return }
        if gesture.phase == .sweeping {
            // A cancelled sweep lets go of what it selected.
            cancelSweep()
            endPointer()
            return
        }
        if gesture.phase == .holdingMenu {
            // The system took the press that held the menu: nothing it opened stays.
            endPointer()
            dismissMenu()
            return
        }
        guard gesture.phase == .lifting else { return cancelSwipe() }
        endPointer()
        cancelReorder()
    }

}

extension TableCore {
    // MARK: - The pointer let go of by other features

    /// Forgets the pointer gesture.
    mutating func endPointer() {
        state.pointer = nil
        state.pointerRowID = nil
        if state.isSweeping { endSweep() }
    }

    /// Ends the pointer's hold on a row that a verb is about to take over, balancing its highlight.
    mutating func releasePointer(from id: Row.ID, index: Int) {
        if let state = self.state.states[id], let slot = state.highlighted, state.phase == .dragging {
            emit(.unhighlight, id: id, index: index, slot: slot)
            self.state.states[id]?.highlighted = nil
        }
        if self.state.states[id]?.phase == .dragging { forgetOpenRow(id) }
        if self.state.pointerRowID == id, self.state.pointer != nil {
            // A sweep from the row taken away ends with what it selected so far.
            if state.isSweeping { endSweep() }
            self.state.pointer?.phase = .ignored
            self.state.pointerRowID = nil
        }
    }
}

extension TableCore {
    /// Lets go of the actions of the row last pressed (the store releases them after the step).
    mutating func releasePointerActions() {
        guard !pointerActions.isEmpty else { return }
        release(.actions(pointerActions))
        pointerActions = .none
    }

    /// Mirrors the pointer's gesture and its row's actions, for a change of layout direction.
    mutating func mirrorPointer() {
        guard state.pointer != nil else { return }
        state.pointer?.startOffset.negate()
        pointerActions = pointerActions.mirrored
        let fractions = pointerActions.fractions
        state.pointer?.fractions = fractions
    }

    /// Scales where the pointer's row started, for a change of width.
    mutating func scalePointer(by scale: Double) {
        state.pointer?.startOffset *= scale
    }
}

extension TableCore {
    // MARK: - A press held still

    mutating func pointerDeadlineReached() {
        guard let tracking = state.pointer, tracking.phase == .pressed, let id = state.pointerRowID,
            let index = index(of: id, hint: tracking.indexHint), state.states[id] == nil
        else {
            state.pointer?.canLift = false
            return
        }
        switch claimOfHold(facts: pressFacts(of: tracking)) {
        case .contextMenu:
            openMenuOfHeldPress(rowAt: index, at: tracking.origin)
        case .lift:
            let point = tracking.last
            let top = yOfRow(at: index, now: state.time)
            state.pointer?.phase = .lifting
            lift(index: index, y: top, grab: point.y - top)
        case .swipe, .scroll, .sweep, .declined, .undecided:
            state.pointer?.canLift = false
        }
    }
}
