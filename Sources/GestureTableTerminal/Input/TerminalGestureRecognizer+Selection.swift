public import GestureTable

extension TerminalGestureRecognizer {
    /// The index of the selected row, or `nil` when the table has no rows.
    ///
    /// The selection follows its row through insertions, deletions and moves. When its row is
    /// gone, the row now at its last index (or the last row) becomes the selection.
    ///
    /// - Complexity: O(1) while the selected row stays where it was; O(*n*) once after it moved.
    public var selectedIndex: Int? {
        let rows = table.rows
        guard !rows.isEmpty else { return nil }
        if let id = selectedID {
            if rows.indices.contains(selectionHint), rows[selectionHint].id == id { return selectionHint }
            if let index = table.index(ofRowWithID: id) {
                selectionHint = index
                return index
            }
        }
        let index = min(max(selectionHint, 0), rows.count - 1)
        selectedID = rows[index].id
        selectionHint = index
        return index
    }

    /// Selects the row at `index`, clamped to the rows, and scrolls just enough to show it.
    ///
    /// - Parameter index: The index of the row to select.
    public func selectRow(at index: Int) {
        select(index)
        if let selected = selectedIndex { scrollToShowRow(at: selected) }
    }

    /// Keeps the selection on a row that replaces a deleted one, at the moment of the deletion.
    ///
    /// Call it from the table's ``GestureTable/onEvent``: when the selected row is deleted, the
    /// row that takes its place becomes the selection, even if the deleted row comes back later
    /// somewhere else (as a snoozed message reinserted at the end).
    ///
    /// - Parameter event: An event the table emitted.
    public func handleTableEvent(_ event: TableEvent<Row.ID>) {
        guard case .delete = event.kind, let id = event.rowID, id == selectedID else { return }
        selectedID = nil
        if let index = event.index { selectionHint = index }
    }

    func select(_ index: Int) {
        let rows = table.rows
        guard !rows.isEmpty else {
            selectedID = nil
            selectionHint = 0
            return
        }
        let index = min(max(index, 0), rows.count - 1)
        selectedID = rows[index].id
        selectionHint = index
    }

    /// Scrolls just enough for the row at `index` to be fully visible.
    func scrollToShowRow(at index: Int) {
        let top = table.yOfRow(at: index)
        let bottom = top + table.configuration.rowHeight
        if top < 0 {
            try? table.scroll(by: top)
        } else if bottom > table.viewportHeight {
            try? table.scroll(by: bottom - table.viewportHeight)
        }
    }
}
