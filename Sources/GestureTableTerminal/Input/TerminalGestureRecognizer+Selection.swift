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
        guard rows.count > 0 else { return nil }
        if let id = selectedID {
            // The id read in place: a generic row copied out costs a retain and release of all
            // it holds. Bounds by comparison: `indices` of a generic array asks the runtime for
            // type metadata, and the demo wakes to every report with cold caches.
            let hint = selectionHint
            if hint >= 0, hint < rows.count, rows.withUnsafeBufferPointer({ $0[hint].id == id }) { return hint }
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

    /// Keeps the selection on a row that replaces a deleted one, at the moment of the deletion,
    /// and the current item of a context menu from its opening to its closing.
    ///
    /// Call it from the table's `onEvent`: when the selected row is deleted, the
    /// row that takes its place becomes the selection, even if the deleted row comes back later
    /// somewhere else (as a snoozed message reinserted at the end).
    ///
    /// - Parameter event: An event the table emitted.
    public func handleTableEvent(_ event: TableEvent<Row.ID>) {
        // A menu opens with its first item current, for Enter.
        if event.kind == .menuOpen { highlightedMenuItem = 0 }
        if event.kind == .menuClose { highlightedMenuItem = nil }
        guard event.kind == .delete, let id = event.rowID, id == selectedID else { return }
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

    /// Scrolls just enough for the row at `index` to be fully visible, all its lines, and not
    /// under its section's header pinned at the top.
    func scrollToShowRow(at index: Int) {
        guard let top = try? table.yOfRow(at: index) else { return }
        let height = (try? table.height(ofRowAt: index)) ?? table.configuration.rowHeight
        let bottom = top + height
        let headerHeight = pinnedHeaderHeight(overRowAt: index)
        if top < headerHeight {
            try? table.scroll(by: top - headerHeight)
        } else if bottom > table.viewportHeight {
            // A row taller than the viewport shows its top.
            try? table.scroll(by: min(bottom - table.viewportHeight, top - headerHeight))
        }
    }

    /// The height of the header pinned over the row at `index` when it is at the top: its
    /// section's, or 0 for a section without a title.
    func pinnedHeaderHeight(overRowAt index: Int) -> Double {
        guard let section = try? table.indexPath(forRowAt: index).section,
              (try? table.titleForHeader(inSection: section)) != nil
        else { return 0 }
        return table.configuration.sectionHeaderHeight
    }

    /// Whether a section header is drawn at `y` (table coordinates), pinned or not.
    func isHeader(atY y: Double) -> Bool {
        guard TableRenderer.hasHeaders(table) else { return false }
        return table.headerLayout(height: table.viewportHeight).contains { $0.y <= y && y < $0.y + $0.height }
    }
}
