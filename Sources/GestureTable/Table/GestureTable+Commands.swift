extension GestureTable {
    /// Drags the row at `index` to an offset without a pointer, as a keyboard or an
    /// accessibility action does: the row follows, with the rubber band, and highlight events
    /// are emitted exactly as for a pointer drag.
    ///
    /// - Parameters:
    ///   - index: The row's index.
    ///   - offset: The offset to drag to, in the table's units; positive uncovers the left side.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` for an offset that is not finite;
    ///   ``GestureTableError/Code/invalidState`` when the row is pending, pushed, lifted or
    ///   animating in or out.
    public func dragRow(at index: Int, toOffset offset: Double) throws(GestureTableError) {
        try run(.dragRow(at: index, toOffset: offset))
    }

    func applyDragRow(at index: Int, toOffset offset: Double) throws(GestureTableError) {
        try checkIndex(index)
        guard offset.isFinite else {
            throw GestureTableError(.invalidValue, "the drag offset must be finite, got \(offset)")
        }
        let id = try beginCommandDrag(index)
        drag(id: id, index: index, to: offset, fractions: resolvedActions(for: rows[index]).fractions)
    }

    /// How far past an action's fraction a command drags a row, as a fraction of the width, so
    /// the action is current (an action is current once the row is strictly past its fraction).
    static var commandOvershoot: Double { 0.001 }

    /// Drags the row at `index` one action further open on `side`, as a keyboard arrow does:
    /// from rest to just past the side's first action, then just past the second. When the row is
    /// open on the other side, it steps back toward rest instead.
    ///
    /// `side` is the side being uncovered, not the direction of travel: the left arrow drags a
    /// row to the left, so it uncovers ``SwipeSide/right``.
    ///
    /// - Throws: as ``dragRow(at:toOffset:)``, and ``GestureTableError/Code/invalidState`` when
    ///   the row has no further action on `side` to step to.
    public func stepRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(.stepRow(at: index, side: side))
    }

    func applyStepRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try checkIndex(index)
        let actions = resolvedActions(for: rows[index])
        let offset = states[rows[index].id].map { $0.offset.value(at: clockNow) } ?? 0
        let progress = offset * side.sign / width  // equivalent if divided by the sign instead: a sign is plus or minus one
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
        try dragRow(at: index, toOffset: next * side.sign * width)
    }

    /// Releases a row dragged by ``dragRow(at:toOffset:)`` or ``stepRow(at:side:)``, as lifting
    /// the pointer at rest does: the current action fires, a revealing side opens, or the row
    /// settles back.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the row is not being dragged.
    public func releaseRow(at index: Int) throws(GestureTableError) {
        try run(.releaseRow(at: index))
    }

    func applyReleaseRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let row = rows[index]
        guard states[row.id]?.phase == .dragging else {
            throw GestureTableError(.invalidState, "row \(index) is not being dragged: there is nothing to release")
        }
        if pointerRowID == row.id { endPointer() }
        release(id: row.id, index: index, actions: resolvedActions(for: row), velocity: .zero)
    }

    /// Fires the action in `slot` of the row at `index` through the gesture path: the row is
    /// dragged to the action's fraction (highlight) and released there (trigger, or open for a
    /// revealing side).
    ///
    /// - Throws: as ``dragRow(at:toOffset:)``, and ``GestureTableError/Code/invalidState`` when
    ///   the slot is empty.
    public func triggerAction(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try run(.triggerAction(in: declaredSlot, ofRowAt: index))
    }

    func applyTriggerAction(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try checkIndex(index)
        let slot = logical(declaredSlot)
        guard let fraction = resolvedActions(for: rows[index]).fraction(of: slot) else {
            throw GestureTableError(.invalidState, "row \(index) has no action in \(declaredSlot)")
        }
        try perform { () throws(GestureTableError) in
            try dragRow(at: index, toOffset: slot.side.sign * min(1, fraction + Self.commandOvershoot) * width)
            try releaseRow(at: index)
        }
    }

    /// Nudges the row toward `side` and back, a hint that it has actions there.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the side has no action or the row is not
    ///   at rest.
    public func peekRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(.peekRow(at: index, side: side))
    }

    func applyPeekRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try checkIndex(index)
        let row = rows[index]
        guard resolvedActions(for: row).hasActions(on: side) else {
            throw GestureTableError(.invalidState, "row \(index) has no action on its \(side) side to peek at")
        }
        guard states[row.id] == nil, reorder?.id != row.id else {
            throw GestureTableError(.invalidState, "row \(index) is not at rest and cannot peek")
        }
        var state = RowState(phase: .settling, offset: .constant(0))
        let distance = configuration.peekFraction * width
        // Out and back: an overshoot from rest to rest.
        state.offset = animation(
            from: 0, to: 0, duration: configuration.animationDuration * 3,
            curve: .overshoot(side.sign * distance))
        store(state, for: row.id)
    }

    /// Makes the row at `index` draggable by a command, returning its id.
    func beginCommandDrag(_ index: Int) throws(GestureTableError) -> Row.ID {
        let row = rows[index]
        guard acceptsGestures(row.id) else {
            throw GestureTableError(.invalidState, "row \(index) is pending, pushed or animating and ignores gestures")
        }
        if states[row.id]?.phase == .dragging { return row.id }
        let offset = currentOffset(of: row.id)
        var state = takeState(of: row.id)
        if case .open = state.phase {} else { state.highlighted = nil }
        state.phase = .dragging
        state.offset = .constant(offset)
        states[row.id] = state
        return row.id
    }
}
