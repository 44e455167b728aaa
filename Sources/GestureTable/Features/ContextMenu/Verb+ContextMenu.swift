// The verbs of context menus, each a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/presentContextMenu(forRowAt:)``.
    struct PresentContextMenu<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .contextMenu(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.presentMenu(forRowAt: index, anchor: nil) }
    }

    /// ``GestureTable/dismissContextMenu()``.
    struct DismissContextMenu<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            guard core.state.contextMenu != nil else {
                throw GestureTableError(.invalidState, "no context menu is shown to dismiss")
            }
            core.dismissMenu()
        }
    }

    /// ``GestureTable/chooseContextMenuItem(at:)``.
    struct ChooseContextMenuItem<Row: Identifiable>: TableVerb {
        let item: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.chooseMenuItem(at: item) }
    }
}
