// Swiping by command: the verbs that do what a finger does to a row, each one input run as a step.

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
        try run(Verb.DragRow(index: index, offset: offset))
    }

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
        try run(Verb.StepRow(index: index, side: side))
    }

    /// Releases a row dragged by ``dragRow(at:toOffset:)`` or ``stepRow(at:side:)``, as lifting
    /// the pointer at rest does: the current action fires, a revealing side opens, or the row
    /// settles back.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the row is not being dragged.
    public func releaseRow(at index: Int) throws(GestureTableError) {
        try run(Verb.ReleaseRow(index: index))
    }

    /// Fires the action in `slot` of the row at `index` through the gesture path: the row is
    /// dragged to the action's fraction (highlight) and released there (trigger, or open for a
    /// revealing side).
    ///
    /// - Throws: as ``dragRow(at:toOffset:)``, and ``GestureTableError/Code/invalidState`` when
    ///   the slot is empty.
    public func triggerAction(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try run(Verb.TriggerAction(slot: declaredSlot, index: index))
    }

    /// Nudges the row toward `side` and back, a hint that it has actions there.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the side has no action or the row is not
    ///   at rest.
    public func peekRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(Verb.PeekRow(index: index, side: side))
    }
}
