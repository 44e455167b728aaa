// The inputs of selection, and where each goes.

extension TableInput {
    /// The inputs of selection: choosing rows, as a tap does, letting them go, and the modes.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Selection {
        /// ``GestureTable/selectRow(at:)-(TableIndexPath)``.
        case select(at: TableIndexPath)
        /// ``GestureTable/deselectRow()``: every selected row.
        case deselect
        /// ``GestureTable/deselectRow(at:)-(TableIndexPath)``.
        case deselectRow(at: TableIndexPath)
        /// ``GestureTable/selectAllRows()``.
        case selectAll
        /// ``GestureTable/selectionMode`` is set.
        case setMode(GestureTable<Row>.SelectionMode)
        /// ``GestureTable/isEditing`` is set.
        case setEditing(Bool)
        /// ``GestureTable/toggleRowSelection(at:)``.
        case toggle(at: Int)
        /// ``GestureTable/deleteSelectedRows(animation:completion:)``.
        case deleteSelected(animation: RowAnimation, completion: (() -> Void)?)
    }
}

extension TableCore {
    /// Applies an input of selection.
    mutating func reduce(_ input: TableInput<Row>.Selection) throws(GestureTableError) {
        switch input {
        case .select(let indexPath): selectRow(at: try index(for: indexPath), byTap: false)
        case .deselect: deselectRows()
        case .deselectRow(let indexPath): deselectRow(at: try index(for: indexPath))
        case .selectAll: try selectAllRows()
        case .setMode(let mode): setSelectionMode(mode)
        case .setEditing(let isEditing): setEditing(isEditing)
        case .toggle(let index):
            try checkIndex(index)
            toggleRow(at: index)
            announceSelectionCount()
        case .deleteSelected(let animation, let completion):
            // Ascending already: the deletion needs no set or sort of its own.
            let indexes = selectedIndexes()
            if !answers.reportsEvents {
                // Every selected row leaves: let go of them at once, not one by one as they go,
                // when nobody hears a `deselect` event for each.
                state.selectedRowIDs = []
                state.sweepKeptRowIDs = []
            }
            applyDeleteRows(atAscending: indexes, animation: animation, completion: completion)
        }
    }
}
