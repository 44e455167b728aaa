/// What caused a change of the rows: an edit (a verb, a gesture's drop, a batch),
/// ``GestureTable/undo()`` or ``GestureTable/redo()`` taking one back or doing it again, a change
/// the user did not make (a verb called with `registersUndo: false`), or a lifted row's
/// provisional move.
///
/// Applying every change keeps an array equal to ``GestureTable/rows``, the rows as shown.
/// Applying every change but the `.lift` ones keeps an array equal to the rows as they rest: a
/// lifted row at ``GestureTable/liftedRowRestingIndex`` rather than where the user holds it. So
/// the changes that are neither `.lift` nor `.external` are exactly the user's completed edits,
/// what an app sends to its server: one move for a drop, nothing for a cancel, and for an undo or
/// a redo only what it takes back or does again.
///
/// ```swift
/// table.onRowChange = { change in
///     change.apply(to: &shown)                     // what the list draws
///     guard change.origin != .lift else { return }
///     change.apply(to: &mails)                     // the model, the rows as they rest
///     if change.origin != .external { server.send(change) }
/// }
/// ```
///
/// An app whose changes have effects elsewhere (a server that archived a message) reads the
/// origin to revert or repeat them from the change stream alone: with
/// `change.origin == .undo, case .insert(let mail, _, _) = change`, it unarchives the mail.
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
    /// A provisional move of the lifted row, always a move of that row alone: following the
    /// pointer or the keys, going back where it rests on a cancel, and set where it rests and
    /// shown again around any other change made during the lift (an undo, a redo, a refresh,
    /// a verb), which is then reported in the rows as they rest. A drop reports the lifted row
    /// back where it rests with `.lift`, then its move to where it was dropped with `.edit`.
    ///
    /// An array kept for drawing applies these; a model, a server or an undo log ignores them.
    case lift
}
