// The verbs of open rows (reveal mode), each a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/openRow(at:side:)``.
    struct OpenRow<Row: Identifiable>: TableVerb {
        let index: Int
        let side: SwipeSide
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyOpenRow(at: index, side: side) }
    }

    /// ``GestureTable/closeRow(at:)``.
    struct CloseRow<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyCloseRow(at: index) }
    }

    /// ``GestureTable/activateButton(in:ofRowAt:)``.
    struct ActivateButton<Row: Identifiable>: TableVerb {
        let slot: ActionSlot
        let index: Int
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyActivateButton(in: slot, ofRowAt: index) }
    }
}
