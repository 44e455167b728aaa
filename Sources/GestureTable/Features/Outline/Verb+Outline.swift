// The verbs of outlines, each a type: what it asks, what it brings, what it is to a board, its
// step.

extension Verb {
    /// ``GestureTable/setOutline(_:)``.
    struct SetOutline<Row: Identifiable>: TableVerb {
        let nodes: [OutlineNode<Row>]
        var questions: AppQuestion { .rowsChange }
        /// Every row of the tree, the hidden ones too: their ids are read once, here, and their
        /// heights asked for when they are shown.
        var rowsBroughtIn: RowsBroughtIn<Row> { .rows(TableCore<Row>.preorder(nodes)) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applySetOutline(nodes) }
    }

    /// ``GestureTable/expandRow(at:)``.
    struct ExpandRow<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyExpandRow(at: index) }
    }

    /// ``GestureTable/collapseRow(at:)``.
    struct CollapseRow<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyCollapseRow(at: index) }
    }

    /// ``GestureTable/moveRow(at:intoRowAt:)``.
    struct MoveRowIntoRow<Row: Identifiable>: TableVerb {
        let index: Int
        let parent: Int
        var questions: AppQuestion { .outlineDrop(rowAt: index, into: .row(at: parent)) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveRow(at: index, intoRowAt: parent) }
    }

    /// ``GestureTable/moveRowOutOfParent(at:)``.
    struct MoveRowOutOfParent<Row: Identifiable>: TableVerb {
        let index: Int
        var questions: AppQuestion { .outlineDrop(rowAt: index, into: .parentOfParent) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveRowOutOfParent(at: index) }
    }

    /// ``GestureTable/moveLiftedRowIntoRowAbove()``.
    struct MoveLiftedRowIntoRowAbove<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveLiftedRowIntoRowAbove() }
    }

    /// ``GestureTable/moveLiftedRowOutOfParent()``.
    struct MoveLiftedRowOutOfParent<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveLiftedRowOutOfParent() }
    }
}

/// The parent a verb of an outline would give a row, for ``GestureTable/canDropRow``.
enum OutlineParentQuestion: Equatable {
    /// The row at the index.
    case row(at: Int)
    /// The parent of the row's parent (the top level for a child of a top-level row).
    case parentOfParent
}
