// The verbs of reordering, each a type: what it asks, what it brings, what it is to a board,
// its step.

extension Verb {
    /// ``GestureTable/liftRow(at:)``.
    struct LiftRow<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .whetherMovable(rowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .lift }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyLiftRow(at: index) }
    }

    /// ``GestureTable/moveLiftedRow(by:)``.
    struct MoveLiftedRowBy<Row: Identifiable>: TableVerb {
        let places: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .moveLiftedRowBy(places) }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveLiftedRow(by: places) }
    }

    /// ``GestureTable/moveLiftedRow(to:)-(Int)``.
    struct MoveLiftedRowToIndex<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .moveLiftedRowToIndex(index) }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveLiftedRow(to: index) }
    }

    /// ``GestureTable/moveLiftedRow(to:)-(TableIndexPath)``.
    struct MoveLiftedRowToIndexPath<Row: Identifiable>: TableVerb {
        let indexPath: TableIndexPath
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .placeLiftedRow }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveLiftedRow(to: indexPath) }
    }

    /// ``GestureTable/dropLiftedRow()``.
    struct DropLiftedRow<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .placeLiftedRow }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyDropLiftedRow() }
    }

    /// ``GestureTable/cancelLift()``.
    struct CancelLift<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .cancelLift }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyCancelLift() }
    }

    /// ``GestureTable/allowsReordering`` is set.
    struct SetAllowsReordering<Row: Identifiable>: TableVerb {
        let allows: Bool
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setAllowsReordering(allows) }
    }
}
