// The rows a lift carries, for a front end to draw them as carried.

extension GestureTable {
    /// The ids of the rows the lift carries, the lifted row among them, in the order of the
    /// rows; empty when no row is lifted or the lifted row goes alone.
    ///
    /// With ``SelectionMode/multiple``, a long press on one of several selected rows lifts them
    /// all: the lifted row follows the pointer (``liftedRowIndex``, ``liftedRowY``) while the
    /// others stay in place until the drop, where they join it (``didMoveRows``). A renderer
    /// reads this once a frame to draw those others as carried, so that the whole group looks
    /// lifted, not just the row under the pointer.
    ///
    /// - Complexity: O(1) when no row is lifted; otherwise O(*k*) for a group of *k* rows.
    public var liftedGroupRowIDs: [Row.ID] {
        // Most frames have no lift: a plain field answers without the generic reorder value.
        guard core.state.isLifting else { return [] }
        return liftedGroup
    }

    @inline(never)
    private var liftedGroup: [Row.ID] {
        core.state.reorder?.group ?? []
    }
}

extension GestureTable {
    /// Whether the pointer holds a lifted row (a long press lifted it, and it is still down):
    /// what a board takes on as a carry.
    var pointerHoldsLift: Bool {
        core.state.pointer?.phase == .lifting
    }

    /// The ids of the rows the lift carries: the lifted row alone, or its group.
    var carriedRowIDs: [Row.ID] {
        guard let index = liftedRowIndex else { return [] }
        let group = liftedGroup
        return group.count > 1 ? group : [core.state.ids[index]]
    }
}
