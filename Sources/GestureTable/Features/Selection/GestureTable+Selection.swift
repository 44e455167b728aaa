// The table's members for selection, over the steps in TableCore+Selection.swift.

extension GestureTable {
    /// How many rows a table lets be selected at once, as `UITableView.allowsMultipleSelection`
    /// (and `allowsMultipleSelectionDuringEditing`) say.
    public enum SelectionMode: Hashable, Sendable {
        /// At most one row: selecting one deselects the one selected before. The default.
        case single
        /// Any number of rows: a tap toggles a row, and in edit mode a press moved vertically
        /// sweeps a selection.
        case multiple
    }
}

extension GestureTable {
    /// How many rows may be selected at once: ``SelectionMode/single`` (the default) or
    /// ``SelectionMode/multiple``, as `UITableView.allowsMultipleSelection`. Going back to single
    /// keeps the first selected row only.
    public var selectionMode: SelectionMode {
        get { core.state.selectionMode }
        set { runUnfailing(Verb.SetSelectionMode(mode: newValue)) }
    }

    /// Whether the table is in edit mode, as `UITableView.isEditing`: a tap toggles a row's
    /// selection and swipes are off (entering it closes the open row); with
    /// ``SelectionMode/multiple`` a press moved vertically past the slop sweeps a selection
    /// from the row it went down on to the pointer, autoscrolling near the viewport's edges,
    /// committed when the pointer goes up (a cancel lets it go). The selection stays when edit
    /// mode ends. Default: `false`.
    public var isEditing: Bool {
        get { core.state.isEditing }
        set { runUnfailing(Verb.SetEditing(isEditing: newValue)) }
    }

    /// The index path of the selected row (the first one, with several), if any, as
    /// `UITableView.indexPathForSelectedRow`.
    ///
    /// The selection follows the row by id: a move or an update keeps it, and deleting the row
    /// deselects it (a ``TableEventName/deselect`` event).
    public var indexPathForSelectedRow: TableIndexPath? {
        guard let index = selectedRowIndex else { return nil }
        return core.indexPath(at: index)
    }

    /// The index in ``rows`` of the selected row (the first one, with several), if any.
    public var selectedRowIndex: Int? {
        if core.state.selectedRowIDs.isEmpty { return nil }
        return readingInPlace { $0.firstSelectedIndex() }
    }

    /// The index paths of the selected rows, top to bottom, as
    /// `UITableView.indexPathsForSelectedRows` (empty rather than `nil` when none is).
    ///
    /// - Complexity: O(*n*) at most, *n* the number of rows.
    public var indexPathsForSelectedRows: [TableIndexPath] {
        selectedRowIndexes.map { core.indexPath(at: $0) }
    }

    /// The indexes in ``rows`` of the selected rows, ascending.
    ///
    /// - Complexity: O(*n*) at most, *n* the number of rows.
    public var selectedRowIndexes: [Int] {
        readingInPlace { $0.selectedIndexes() }
    }

    /// The ids of the selected rows.
    public var selectedRowIDs: Set<Row.ID> { core.state.selectedRowIDs }

    /// Whether the row at `index` is selected; `false` for an index outside ``rows``.
    ///
    /// - Complexity: O(1) expected: a renderer asks it for each row it draws.
    public func isRowSelected(at index: Int) -> Bool {
        guard !core.state.selectedRowIDs.isEmpty, index >= 0, index < core.state.rows.count else { return false }
        return core.state.selectedRowIDs.contains(core.state.ids[index])
    }

    /// Selects the row at `indexPath`, as `UITableView.selectRow(at:animated:scrollPosition:)`:
    /// in single mode the row selected before is deselected first. Events
    /// ``TableEventName/deselect`` (for the old row) and ``TableEventName/select``;
    /// ``didSelectRow`` is called for taps only. Selecting a selected row changes nothing.
    /// Selection is not a change of the rows: ``undo()`` does not take it back.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have; then nothing changes.
    public func selectRow(at indexPath: TableIndexPath) throws(GestureTableError) {
        try run(Verb.SelectRow(indexPath: indexPath))
    }

    /// Selects the row at flat `index` in ``rows``; see ``selectRow(at:)-(TableIndexPath)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func selectRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try selectRow(at: core.indexPath(at: index))
    }

    /// Deselects the row at `indexPath`, if it is selected, as
    /// `UITableView.deselectRow(at:animated:)`: a ``TableEventName/deselect`` event.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have; then nothing changes.
    public func deselectRow(at indexPath: TableIndexPath) throws(GestureTableError) {
        try run(Verb.DeselectRow(indexPath: indexPath))
    }

    /// Deselects the row at flat `index` in ``rows``; see ``deselectRow(at:)-(TableIndexPath)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func deselectRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try deselectRow(at: core.indexPath(at: index))
    }

    /// Deselects every selected row, top to bottom (a ``TableEventName/deselect`` event each).
    public func deselectRow() {
        runUnfailing(Verb.DeselectRows())
    }

    /// Deletes the selected rows as one undo step, as ``deleteRows(at:animation:completion:)``
    /// does with their indexes: ``undo()`` puts them all back at their places (origin
    /// ``ChangeOrigin/undo``, unselected), ``redo()`` deletes them again. With none selected it
    /// changes nothing and runs `completion` at once.
    ///
    /// To run another verb over the selection, walk ``selectedRowIndexes`` from the bottom up
    /// inside ``performBatchUpdates(_:completion:)``: one animation, one undo step.
    ///
    /// - Parameters:
    ///   - animation: How the rows leave.
    ///   - completion: Runs once every row has left.
    /// - Complexity: O(*n*) for *n* rows, whatever the number selected.
    public func deleteSelectedRows(animation: RowAnimation = .automatic, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(Verb.DeleteSelectedRows(animation: animation, completion: completion))
    }

    /// Selects the row at `index`, or deselects it if it is selected, as a tap does in edit mode
    /// (in single mode the row selected before is deselected); then announces how many rows are
    /// selected (`3 selected`). The keyboard's Space does this in edit mode.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func toggleRowSelection(at index: Int) throws(GestureTableError) {
        try run(Verb.ToggleSelection(index: index))
    }

    /// Selects every row, top to bottom (a ``TableEventName/select`` event for each row not
    /// selected before).
    ///
    /// - Complexity: O(*n*).
    /// - Throws: ``GestureTableError/Code/invalidState`` in ``SelectionMode/single`` mode.
    public func selectAllRows() throws(GestureTableError) {
        try run(Verb.SelectAllRows())
    }
}
