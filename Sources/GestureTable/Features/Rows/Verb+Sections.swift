// The verbs that change the sections, each a type: what it asks, which rows it brings in, its
// step.

extension Verb {
    /// ``GestureTable/insertSection(_:at:animation:)``.
    struct InsertSection<Row: Identifiable>: TableVerb {
        let section: TableSection<Row>
        let index: Int
        let animation: RowAnimation
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .sections([section]) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyInsertSection(section, at: index, animation: animation)
        }
    }

    /// ``GestureTable/deleteSection(at:animation:)``.
    struct DeleteSection<Row: Identifiable>: TableVerb {
        let index: Int
        let animation: RowAnimation
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyDeleteSection(at: index, animation: animation) }
    }

    /// ``GestureTable/moveSection(at:to:)``.
    struct MoveSection<Row: Identifiable>: TableVerb {
        let source: Int
        let destination: Int
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyMoveSection(at: source, to: destination) }
    }

    /// ``GestureTable/updateSection(at:title:registersUndo:)``.
    struct UpdateSection<Row: Identifiable>: TableVerb {
        let index: Int
        let title: String?
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applyUpdateSection(at: index, title: title) }
    }

    /// ``GestureTable/setSections(_:animation:registersUndo:)``.
    struct SetSections<Row: Identifiable>: TableVerb {
        let sections: [TableSection<Row>]
        let animation: RowAnimation
        var questions: AppQuestion { .rowsChange }
        var rowsBroughtIn: RowsBroughtIn<Row> { .sections(sections) }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { try core.applySetSections(sections, animation: animation) }
    }
}
