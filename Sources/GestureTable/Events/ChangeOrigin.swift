/// What caused a change of the rows: an edit (a verb, a gesture, a batch), ``GestureTable/undo()``
/// or ``GestureTable/redo()`` taking one back or doing it again, or a change the user did not make
/// (a verb called with `registersUndo: false`).
///
/// An app whose changes have effects elsewhere (a server that archived a message) reads it to
/// revert or repeat them from the change stream alone:
///
/// ```swift
/// table.onRowChange = { change in
///     change.apply(to: &mails)
///     if change.origin == .undo, case .insert(let mail, _, _) = change { server.unarchive(mail) }
/// }
/// ```
public enum ChangeOrigin: Hashable, Sendable {
    /// A change made by a verb, a gesture's drop or a batch.
    case edit
    /// A change made by ``GestureTable/undo()``.
    case undo
    /// A change made by ``GestureTable/redo()``.
    case redo
    /// A change made with `registersUndo: false`, such as a server's sync
    /// (``GestureTable/setRows(_:animation:registersUndo:)``): it makes no undo step, ends
    /// nothing that could be redone, and the steps to undo and redo are rebased around it.
    case external
}
