// The verbs and settings of selection, each a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/selectRow(at:)-(TableIndexPath)``.
    struct SelectRow<Row: Identifiable>: TableVerb {
        let indexPath: TableIndexPath
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            core.selectRow(at: try core.index(for: indexPath), byTap: false)
        }
    }

    /// ``GestureTable/deselectRow()``.
    struct DeselectRows<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.deselectRows() }
    }

    /// ``GestureTable/deselectRow(at:)``.
    struct DeselectRow<Row: Identifiable>: TableVerb {
        let indexPath: TableIndexPath
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            core.deselectRow(at: try core.index(for: indexPath))
        }
    }

    /// ``GestureTable/selectAllRows()``.
    struct SelectAllRows<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.selectAllRows() }
    }

    /// ``GestureTable/selectionMode`` is set.
    struct SetSelectionMode<Row: Identifiable>: TableVerb {
        let mode: GestureTable<Row>.SelectionMode
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setSelectionMode(mode) }
    }

    /// ``GestureTable/isEditing`` is set.
    struct SetEditing<Row: Identifiable>: TableVerb {
        let isEditing: Bool
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setEditing(isEditing) }
    }

    /// ``GestureTable/toggleRowSelection(at:)``.
    struct ToggleSelection<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.checkIndex(index)
            core.toggleRow(at: index)
            core.announceSelectionCount()
        }
    }

    /// ``GestureTable/deleteSelectedRows(animation:completion:)``.
    struct DeleteSelectedRows<Row: Identifiable>: TableVerb {
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            core.deleteSelectedRows(animation: animation, completion: completion)
        }
    }
}
