// The inputs that change the sections as recorded, and the verb each stands for.

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

extension TableInput.Sections {
    /// Performs the verb the input stands for, without an undo step when `registersUndo` is
    /// false.
    func perform<P: TableVerbPerformer>(with performer: inout P, registersUndo: Bool = true) throws(GestureTableError) where P.Row == Row {
        func perform<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row {
            if registersUndo { try performer.perform(verb) } else { try performer.perform(WithoutUndo(wrapped: verb)) }
        }
        switch self {
        case .insert(let section, let index, let animation): try perform(Verb.InsertSection<Row>(section: section, index: index, animation: animation))
        case .delete(let index, let animation): try perform(Verb.DeleteSection<Row>(index: index, animation: animation))
        case .move(let source, let destination): try perform(Verb.MoveSection<Row>(source: source, destination: destination))
        case .update(let index, let title): try perform(Verb.UpdateSection<Row>(index: index, title: title))
        case .setSections(let sections, let animation): try perform(Verb.SetSections<Row>(sections: sections, animation: animation))
        case .withoutUndo(let input): try input.perform(with: &performer, registersUndo: false)
        }
    }
}
