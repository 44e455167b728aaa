// The inputs of selection as recorded, the verb each stands for, and the deletion of the selected rows.

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

extension TableInput.Selection {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .select(let indexPath): try performer.perform(Verb.SelectRow<Row>(indexPath: indexPath))
        case .deselect: try performer.perform(Verb.DeselectRows<Row>())
        case .deselectRow(let indexPath): try performer.perform(Verb.DeselectRow<Row>(indexPath: indexPath))
        case .selectAll: try performer.perform(Verb.SelectAllRows<Row>())
        case .setMode(let mode): try performer.perform(Verb.SetSelectionMode<Row>(mode: mode))
        case .setEditing(let isEditing): try performer.perform(Verb.SetEditing<Row>(isEditing: isEditing))
        case .toggle(let index): try performer.perform(Verb.ToggleSelection<Row>(index: index))
        case .deleteSelected(let animation, let completion):
            try performer.perform(Verb.DeleteSelectedRows<Row>(animation: animation, completion: completion))
        }
    }
}

extension TableCore {
    /// Deletes the selected rows, in one step.
    mutating func deleteSelectedRows(animation: RowAnimation, completion: (() -> Void)?) {
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
