// The verbs of swiping, each a type: what it asks, what it brings, its step. A pointer event is
// one too: its press asks about the row under it.

extension Verb {
    /// ``GestureTable/handle(_:)-(PointerEvent)``, sent as an input (the table's own entry point has a faster
    /// path for the common case).
    struct Pointer<Row: Identifiable>: TableVerb {
        let event: PointerEvent
        var questions: AppQuestion {
            if case .down(let point) = event { .press(at: point) } else { .nothing }
        }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.reduce(event) }
    }

    /// ``GestureTable/dragRow(at:toOffset:)``.
    struct DragRow<Row: Identifiable>: TableVerb {
        let index: Int
        let offset: Double
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyDragRow(at: index, toOffset: offset) }
    }

    /// ``GestureTable/stepRow(at:side:)``.
    struct StepRow<Row: Identifiable>: TableVerb {
        let index: Int
        let side: SwipeSide
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyStepRow(at: index, side: side) }
    }

    /// ``GestureTable/releaseRow(at:)``.
    struct ReleaseRow<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyReleaseRow(at: index) }
    }

    /// ``GestureTable/triggerAction(in:ofRowAt:)``.
    struct TriggerAction<Row: Identifiable>: TableVerb {
        let slot: ActionSlot
        let index: Int
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyTriggerAction(in: slot, ofRowAt: index) }
    }

    /// ``GestureTable/peekRow(at:side:)``.
    struct PeekRow<Row: Identifiable>: TableVerb {
        let index: Int
        let side: SwipeSide
        var questions: AppQuestion { .actions(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyPeekRow(at: index, side: side) }
    }
}
