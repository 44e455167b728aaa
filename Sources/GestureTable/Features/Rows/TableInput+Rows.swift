// The inputs that change the rows, and where each goes.

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

extension TableCore {
    /// Applies an input of the rows.
    mutating func reduce(_ input: TableInput<Row>.Rows) throws(GestureTableError) {
        switch input {
        case .push(let index, let completion): try applyPushRow(at: index, completion: completion)
        case .replace(let index, let completion): try applyReplaceRow(at: index, completion: completion)
        case .delete(let index, let animation, let completion): try applyDeleteRow(at: index, animation: animation, completion: completion)
        case .pushAndDelete(let index, let completion): try applyPushAndDeleteRow(at: index, completion: completion)
        case .deleteRows(let indexes, let animation, let completion): try applyDeleteRows(at: indexes, animation: animation, completion: completion)
        case .insert(let row, let index, let animation, let completion): try applyInsertRow(row, at: index, animation: animation, completion: completion)
        case .insertAtIndexPath(let row, let indexPath, let animation, let completion): try applyInsertRow(row, at: indexPath, animation: animation, completion: completion)
        case .move(let source, let destination): try applyMoveRow(at: source, to: destination)
        case .moveAtIndexPath(let source, let destination): try applyMoveRow(at: source, to: destination)
        case .update(let index, let row): try applyUpdateRow(at: index, with: row)
        case .setRows(let rows, let animation): try applySetRows(rows, animation: animation)
        case .undo: try applyReplay(.undo)
        case .redo: try applyReplay(.redo)
        case .updateAndReplace(let id, let row): try applyUpdateAndReplace(id: id, with: row)
        case .setPlaceholder(let placeholder): state.placeholder = placeholder
        case .withoutUndo(let input):
            let origin = state.changeOrigin
            state.changeOrigin = .external
            defer { state.changeOrigin = origin }
            try reduce(input)
        }
    }
}

extension TableInput {
    /// The input as a change without an undo step when `registersUndo` is false (a change of
    /// the rows or the sections; any other input makes no step anyway).
    package func registeringUndo(_ registersUndo: Bool) -> Self {
        guard !registersUndo else { return self }
        switch self {
        case .rows(let input): return .rows(.withoutUndo(input))
        case .sections(let input): return .sections(.withoutUndo(input))
        default: return self
        }
    }
}

extension TableInput {
    /// The ids of the rows the input brings into the table or gives a new value, in order: each
    /// row's `id` read once, by the store before the step (``AppAnswers/arrivingIDs``), so that
    /// the core never runs the app's code while it changes its state. Spelled out case by case:
    /// a verb added later that brings rows does not compile until it says so here.
    var idsOfRowsBroughtIn: [Row.ID] {
        switch self {
        case .rows(let change): change.idsOfRowsBroughtIn
        case .sections(let change): change.idsOfRowsBroughtIn
        case .pointer, .tick, .configure, .layout, .swipe, .reveal, .reorder, .selection, .momentum, .accessibility: []
        }
    }
}

extension TableInput.Rows {
    var idsOfRowsBroughtIn: [Row.ID] {
        switch self {
        case .insert(let row, _, _, _), .insertAtIndexPath(let row, _, _, _), .update(_, let row),
            .updateAndReplace(_, let row):
            [row.id]
        case .setRows(let rows, _): rows.map { $0.id }
        case .withoutUndo(let change): change.idsOfRowsBroughtIn
        // An undo or a redo brings back rows whose ids the table kept.
        case .push, .replace, .delete, .pushAndDelete, .deleteRows, .move, .moveAtIndexPath, .undo, .redo, .setPlaceholder: []
        }
    }
}

extension TableInput.Sections {
    var idsOfRowsBroughtIn: [Row.ID] {
        switch self {
        case .insert(let section, _, _): section.rows.map { $0.id }
        case .setSections(let sections, _): sections.flatMap { $0.rows.map { $0.id } }
        case .withoutUndo(let change): change.idsOfRowsBroughtIn
        case .delete, .move, .update: []
        }
    }
}
