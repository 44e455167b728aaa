// The inputs that change the sections, and where each goes.

extension TableInput {
    /// The inputs that change the sections: one at a time, or all at once.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Sections {
        /// ``GestureTable/insertSection(_:at:animation:)``.
        case insert(TableSection<Row>, at: Int, animation: RowAnimation)
        /// ``GestureTable/deleteSection(at:animation:)``.
        case delete(at: Int, animation: RowAnimation)
        /// ``GestureTable/moveSection(at:to:)``.
        case move(at: Int, to: Int)
        /// ``GestureTable/updateSection(at:title:registersUndo:)``.
        case update(at: Int, title: String?)
        /// ``GestureTable/setSections(_:animation:registersUndo:)``.
        case setSections([TableSection<Row>], animation: RowAnimation)
        /// A change of the sections made without an undo step (`registersUndo: false`),
        /// reported with ``ChangeOrigin/external``.
        indirect case withoutUndo(Sections)
    }
}

extension TableCore {
    /// Applies an input of the sections.
    mutating func reduce(_ input: TableInput<Row>.Sections) throws(GestureTableError) {
        switch input {
        case .insert(let section, let index, let animation): try applyInsertSection(section, at: index, animation: animation)
        case .delete(let index, let animation): try applyDeleteSection(at: index, animation: animation)
        case .move(let source, let destination): try applyMoveSection(at: source, to: destination)
        case .update(let index, let title): try applyUpdateSection(at: index, title: title)
        case .setSections(let sections, let animation): try applySetSections(sections, animation: animation)
        case .withoutUndo(let input):
            let origin = state.changeOrigin
            state.changeOrigin = .external
            defer { state.changeOrigin = origin }
            try reduce(input)
        }
    }
}
