// The inputs that change the rows as recorded, and the verb each stands for.

extension TableInput {
    /// The inputs that change the rows: the verbs, whole new rows, undo, and the empty state.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Rows {
        /// ``GestureTable/pushRow(at:completion:)``.
        case push(at: Int, completion: (() -> Void)?)
        /// ``GestureTable/replaceRow(at:completion:)``.
        case replace(at: Int, completion: (() -> Void)?)
        /// ``GestureTable/deleteRow(at:animation:registersUndo:completion:)``.
        case delete(at: Int, animation: RowAnimation, completion: (() -> Void)?)
        /// ``GestureTable/deleteRow(withID:animation:registersUndo:completion:)``.
        case deleteWithID(Row.ID, animation: RowAnimation, completion: (() -> Void)?)
        /// ``GestureTable/pushAndDeleteRow(at:completion:)``.
        case pushAndDelete(at: Int, completion: (() -> Void)?)
        /// ``GestureTable/deleteRows(at:animation:completion:)``.
        case deleteRows(at: [Int], animation: RowAnimation, completion: (() -> Void)?)
        /// ``GestureTable/insertRow(_:at:animation:registersUndo:completion:)``.
        case insert(Row, at: Int, animation: RowAnimation, completion: (() -> Void)?)
        /// ``GestureTable/insertRow(_:at:animation:completion:)-(Row,TableIndexPath,_,_)``.
        case insertAtIndexPath(Row, at: TableIndexPath, animation: RowAnimation, completion: (() -> Void)?)
        /// ``GestureTable/moveRow(at:to:registersUndo:)``.
        case move(at: Int, to: Int)
        /// ``GestureTable/moveRow(at:to:)-(TableIndexPath,TableIndexPath)``.
        case moveAtIndexPath(at: TableIndexPath, to: TableIndexPath)
        /// ``GestureTable/updateRow(at:with:registersUndo:)``.
        case update(at: Int, with: Row)
        /// ``GestureTable/setRows(_:animation:registersUndo:)``.
        case setRows([Row], animation: RowAnimation)
        /// ``GestureTable/undo()``.
        case undo
        /// ``GestureTable/redo()``.
        case redo
        /// ``TriggeredRow/update(_:)``.
        case updateAndReplace(id: Row.ID, with: Row)
        /// ``GestureTable/placeholder`` is set.
        case setPlaceholder(Placeholder)
        /// A change of the rows made without an undo step (`registersUndo: false`), reported
        /// with ``ChangeOrigin/external``.
        indirect case withoutUndo(Rows)
    }
}

extension TableInput.Rows {
    /// Performs the verb the input stands for, without an undo step when `registersUndo` is
    /// false.
    func perform<P: TableVerbPerformer>(with performer: inout P, registersUndo: Bool = true) throws(GestureTableError) where P.Row == Row {
        func perform<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row {
            if registersUndo { try performer.perform(verb) } else { try performer.perform(WithoutUndo(wrapped: verb)) }
        }
        switch self {
        case .push(let index, let completion): try perform(Verb.PushRow<Row>(index: index, completion: completion))
        case .replace(let index, let completion): try perform(Verb.ReplaceRow<Row>(index: index, completion: completion))
        case .delete(let index, let animation, let completion):
            try perform(Verb.DeleteRow<Row>(index: index, animation: animation, completion: completion))
        case .deleteWithID(let id, let animation, let completion):
            try perform(Verb.DeleteRowWithID<Row>(id: id, animation: animation, completion: completion))
        case .pushAndDelete(let index, let completion): try perform(Verb.PushAndDeleteRow<Row>(index: index, completion: completion))
        case .deleteRows(let indexes, let animation, let completion):
            try perform(Verb.DeleteRows<Row>(indexes: indexes, animation: animation, completion: completion))
        case .insert(let row, let index, let animation, let completion):
            try perform(Verb.InsertRow<Row>(row: row, index: index, animation: animation, completion: completion))
        case .insertAtIndexPath(let row, let indexPath, let animation, let completion):
            try perform(Verb.InsertRowAtIndexPath<Row>(row: row, indexPath: indexPath, animation: animation, completion: completion))
        case .move(let source, let destination): try perform(Verb.MoveRow<Row>(source: source, destination: destination))
        case .moveAtIndexPath(let source, let destination): try perform(Verb.MoveRowAtIndexPath<Row>(source: source, destination: destination))
        case .update(let index, let row): try perform(Verb.UpdateRow<Row>(index: index, row: row))
        case .setRows(let rows, let animation): try perform(Verb.SetRows<Row>(rows: rows, animation: animation))
        case .undo: try perform(Verb.Undo<Row>())
        case .redo: try perform(Verb.Redo<Row>())
        case .updateAndReplace(let id, let row): try perform(Verb.UpdateTriggeredRow<Row>(id: id, row: row))
        case .setPlaceholder(let placeholder): try perform(Verb.SetPlaceholder<Row>(placeholder: placeholder))
        case .withoutUndo(let input): try input.perform(with: &performer, registersUndo: false)
        }
    }
}

extension TableCore {
    mutating func setPlaceholder(_ placeholder: Placeholder) {
        state.placeholder = placeholder
    }
}
