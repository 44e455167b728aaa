// The verbs and settings of layout, each a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/viewportHeight`` is set.
    struct SetViewportHeight<Row: Identifiable>: TableVerb {
        let height: Double
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setViewportHeight(height) }
    }

    /// ``GestureTable/layoutDirection`` is set.
    struct SetLayoutDirection<Row: Identifiable>: TableVerb {
        let direction: GestureTable<Row>.LayoutDirection
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.setLayoutDirection(direction) }
    }

    /// Every row's height is asked of ``GestureTable/heightOfRow`` again (done when it is set).
    struct ReloadRowHeights<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .everyRowHeight }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.reloadRowHeights() }
    }

    /// ``GestureTable/setWidth(_:)``.
    struct SetWidth<Row: Identifiable>: TableVerb {
        let width: Double
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applySetWidth(width) }
    }

    /// ``GestureTable/scroll(by:)``.
    struct Scroll<Row: Identifiable>: TableVerb {
        let distance: Double
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyScroll(by: distance) }
    }
}
