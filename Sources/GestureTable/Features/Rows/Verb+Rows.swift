// The verbs that change the rows, each a type: what it asks, which rows it brings in, what it
// is to a board, its step. Every change of the rows forgets what the app said about the lifted
// row's places, and asks the heights of the rows it brings.

extension Verb {
    /// ``GestureTable/pushRow(at:completion:)``.
    struct PushRow<Row: Identifiable>: TableVerb {
        let index: Int
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyPushRow(at: index, completion: completion) }
    }

    /// ``GestureTable/replaceRow(at:completion:)``.
    struct ReplaceRow<Row: Identifiable>: TableVerb {
        let index: Int
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyReplaceRow(at: index, completion: completion) }
    }

    /// ``GestureTable/deleteRow(at:animation:registersUndo:completion:)``.
    struct DeleteRow<Row: Identifiable>: TableVerb {
        let index: Int
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyDeleteRow(at: index, animation: animation, completion: completion)
        }
    }

    /// ``GestureTable/deleteRow(withID:animation:registersUndo:completion:)``: the row is found
    /// by its id in the step, wherever earlier changes of the step moved it.
    struct DeleteRowWithID<Row: Identifiable>: TableVerb {
        let id: Row.ID
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyDeleteRow(at: core.checkedIndex(ofRowWithID: id), animation: animation, completion: completion)
        }
    }

    /// ``GestureTable/pushAndDeleteRow(at:completion:)``.
    struct PushAndDeleteRow<Row: Identifiable>: TableVerb {
        let index: Int
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyPushAndDeleteRow(at: index, completion: completion) }
    }

    /// ``GestureTable/deleteRows(at:animation:completion:)``.
    struct DeleteRows<Row: Identifiable>: TableVerb {
        let indexes: [Int]
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyDeleteRows(at: indexes, animation: animation, completion: completion)
        }
    }

    /// ``GestureTable/insertRow(_:at:animation:registersUndo:completion:)``.
    struct InsertRow<Row: Identifiable>: TableVerb {
        let row: Row
        let index: Int
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows([row]) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyInsertRow(row, at: index, animation: animation, completion: completion)
        }
    }

    /// ``GestureTable/insertRow(_:at:animation:completion:)-(Row,TableIndexPath,_,_)``.
    struct InsertRowAtIndexPath<Row: Identifiable>: TableVerb {
        let row: Row
        let indexPath: TableIndexPath
        let animation: RowAnimation
        let completion: (() -> Void)?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows([row]) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyInsertRow(row, at: indexPath, animation: animation, completion: completion)
        }
    }

    /// ``GestureTable/moveRow(at:to:registersUndo:)``.
    struct MoveRow<Row: Identifiable>: TableVerb {
        let source: Int
        let destination: Int
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveRow(at: source, to: destination) }
    }

    /// ``GestureTable/moveRow(at:to:)-(TableIndexPath,TableIndexPath)``.
    struct MoveRowAtIndexPath<Row: Identifiable>: TableVerb {
        let source: TableIndexPath
        let destination: TableIndexPath
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveRow(at: source, to: destination) }
    }

    /// ``GestureTable/updateRow(at:with:registersUndo:)``.
    struct UpdateRow<Row: Identifiable>: TableVerb {
        let index: Int
        let row: Row
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows([row]) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyUpdateRow(at: index, with: row) }
    }

    /// ``TriggeredRow/update(_:)``: the row an action fired on gets a new value and is put back.
    struct UpdateTriggeredRow<Row: Identifiable>: TableVerb {
        let id: Row.ID
        let row: Row
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows([row]) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyUpdateAndReplace(id: id, with: row) }
    }

    /// ``GestureTable/setRows(_:animation:registersUndo:)``.
    struct SetRows<Row: Identifiable>: TableVerb {
        let rows: [Row]
        let animation: RowAnimation
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows(rows) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applySetRows(rows, animation: animation) }
    }

    /// ``GestureTable/undo()``: a column's undo is its board's.
    struct Undo<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .undone }
        var boardRole: ColumnVerbRole { .undo }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyReplay(.undo) }
    }

    /// ``GestureTable/redo()``: a column's redo is its board's.
    struct Redo<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .redone }
        var boardRole: ColumnVerbRole { .redo }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyReplay(.redo) }
    }

    /// ``GestureTable/placeholder`` is set.
    struct SetPlaceholder<Row: Identifiable>: TableVerb {
        let placeholder: Placeholder
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setPlaceholder(placeholder) }
    }
}

/// A verb that makes no undo step: its changes are reported with ``ChangeOrigin/external``
/// (`registersUndo: false`).
struct WithoutUndo<Wrapped: TableVerb>: TableVerb {
    typealias Row = Wrapped.Row
    let wrapped: Wrapped
    var questions: AppQuestion { wrapped.questions }
    var rowsBroughtIn: RowsBroughtIn<Row> { wrapped.rowsBroughtIn }
    var boardRole: ColumnVerbRole { .columnsOwn }
    func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
        let origin = core.state.changeOrigin
        core.state.changeOrigin = .external
        defer { core.state.changeOrigin = origin }
        try wrapped.apply(to: &core)
    }
}
