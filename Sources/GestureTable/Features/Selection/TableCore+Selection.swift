// The selected row: chosen by a tap or a verb, followed by id, let go when it leaves.

extension TableCore {
    /// Selects the row at `index`, deselecting the one selected before.
    ///
    /// A tap reports itself to ``GestureTable/didSelectRow`` even on the row already selected,
    /// as UIKit calls `tableView(_:didSelectRowAt:)` for each tap; a verb on the selected row
    /// changes nothing and reports nothing.
    mutating func selectRow(at index: Int, byTap: Bool) {
        let id = state.rows[index].id
        if state.selectedRowID == id, !byTap { return }
        if state.selectedRowID != id { deselectRow() }
        state.selectedRowID = id
        emit(.select, id: id, index: index)
        if byTap { queue(.didSelectRow(id: id, index: index)) }
    }

    /// Lets the selected row go, if there is one.
    mutating func deselectRow() {
        guard let id = state.selectedRowID else { return }
        state.selectedRowID = nil
        emit(.deselect, id: id, index: index(ofRowWithID: id))
    }

    /// Lets the selected row go as it is deleted, at the index it had: at once, so a row put
    /// back in the same step (with the same id) comes back unselected, as a new row would.
    mutating func deselectRow(leaving id: Row.ID, at index: Int, indexPath: TableIndexPath) {
        guard state.selectedRowID == id else { return }
        state.selectedRowID = nil
        emit(.deselect, id: id, index: index, indexPath: indexPath)
    }

    /// Lets the selected row go when it has left the table by any other way (a change of the
    /// rows runs this at the end of its step).
    mutating func deselectRowIfRemoved() {
        guard let id = state.selectedRowID, !state.rowIndex.contains(id) else { return }
        state.selectedRowID = nil
        emit(.deselect, id: id)
    }

    /// A press released on the row at `index` as a tap, before the long-press duration and
    /// within the slop: it selects the row when nothing was uncovered or coasting as it went down
    /// (a press then only closes the open row or stops the scrolling) and the row is at rest.
    mutating func tapRow(at index: Int, pressedAt downTime: Duration, canSelect: Bool) {
        let id = state.rows[index].id
        guard canSelect, state.openRowID == nil, state.time - downTime < state.configuration.longPressDuration
        else { return }
        if let rowState = state.states[id], rowState.phase != .rest { return }
        selectRow(at: index, byTap: true)
    }
}

extension GestureTable {
    /// The index path of the selected row, if any, as `UITableView.indexPathForSelectedRow`.
    ///
    /// The selection follows the row by id: a move or an update keeps it, and deleting the row
    /// deselects it (a ``TableEventName/deselect`` event).
    public var indexPathForSelectedRow: TableIndexPath? {
        guard let index = selectedRowIndex else { return nil }
        return core.indexPath(at: index)
    }

    /// The index in ``rows`` of the selected row, if any.
    public var selectedRowIndex: Int? {
        core.state.selectedRowID.flatMap { index(ofRowWithID: $0) }
    }

    /// Selects the row at `indexPath`, deselecting the one selected before, as
    /// `UITableView.selectRow(at:animated:scrollPosition:)`: events
    /// ``TableEventName/deselect`` (for the old row) and ``TableEventName/select``;
    /// ``didSelectRow`` is called for taps only. Selecting the selected row changes nothing.
    /// Selection is not a change of the rows: ``undo()`` does not take it back.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have; then nothing changes.
    public func selectRow(at indexPath: TableIndexPath) throws(GestureTableError) {
        try run(.selectRow(at: indexPath))
    }

    /// Selects the row at flat `index` in ``rows``; see ``selectRow(at:)-(TableIndexPath)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func selectRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try selectRow(at: core.indexPath(at: index))
    }

    /// Deselects the selected row, if any (a ``TableEventName/deselect`` event), as
    /// `UITableView.deselectRow(at:animated:)`.
    public func deselectRow() {
        runUnfailing(.deselectRow)
    }
}
