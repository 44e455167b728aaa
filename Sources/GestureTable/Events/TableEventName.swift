/// What a ``TableEvent`` says happened: the one list of the table's events (``TableEvent/Kind``
/// is this type). Its raw value is the name's one spelling (`push`, `empty-shown`, …), used by
/// ``TableEvent/description`` and by the script language's `expect event`; what an event carries
/// besides (indexes, a message) is in the event's fields.
public enum TableEventName: String, CaseIterable, Hashable, Sendable {
    /// An action became current while a row was dragged (`highlight`).
    case highlight
    /// The current action stopped being current (`unhighlight`).
    case unhighlight
    /// An action fired: its handler runs next (`trigger`).
    case trigger
    /// A row slid off its edge (`push`).
    case push
    /// A row was removed (`delete`).
    case delete
    /// A row started going back to rest (`replace`).
    case replace
    /// A row was inserted (`insert`).
    case insert
    /// A row got a new value with the same id, by ``GestureTable/updateRow(at:with:registersUndo:)`` (`update`).
    case update
    /// A row was lifted for reordering (`lift`).
    case lift
    /// A row moved from ``TableEvent/sourceIndex`` to ``TableEvent/index``: a lifted row
    /// dropped elsewhere, a ``GestureTable/moveRow(at:to:registersUndo:)``, an undone move (`move`).
    case move
    /// A lifted row was dropped (`drop`).
    case drop
    /// A gesture was cancelled (`cancel`).
    case cancel
    /// A row snapped open to show its buttons (`open`).
    case open
    /// An open row closed (`close`).
    case close
    /// The empty-state placeholder appeared (`empty-shown`).
    case emptyShown = "empty-shown"
    /// The empty-state placeholder disappeared (`empty-hidden`).
    case emptyHidden = "empty-hidden"
    /// An action's handler threw and the row was put back; ``TableEvent/message`` is the
    /// error's description (`action-failed`).
    case actionFailed = "action-failed"
    // Selection
    /// A row was selected: tapped, or ``GestureTable/selectRow(at:)-(TableIndexPath)`` (`select`).
    case select
    /// The selected row stopped being selected: another was selected, it was deleted, or
    /// ``GestureTable/deselectRow()`` (`deselect`).
    case deselect
    /// Something a screen reader should say, in ``TableEvent/message``: the outcome of an
    /// accessibility action, an undo or a redo; ``GestureTable/onAnnouncement`` hears it too
    /// (`announce`).
    case announce
    // Sections
    /// A section was inserted, its rows' insertions following; ``TableEvent/section`` is its
    /// index (`section-insert`).
    case sectionInsert = "section-insert"
    /// A section was removed, its rows' deletions coming first; ``TableEvent/section`` is the
    /// index it had (`section-delete`).
    case sectionDelete = "section-delete"
    /// A section moved, rows and all, from ``TableEvent/sourceSection`` to
    /// ``TableEvent/section`` (standard-library `move` semantics) (`section-move`).
    case sectionMove = "section-move"
    /// A section got a new title; ``TableEvent/section`` is its index (`section-update`).
    case sectionUpdate = "section-update"
    // Boards
    /// A lifted row left a column of a ``GestureBoard`` (its gap there closed);
    /// ``TableEvent/column`` is that column, ``TableEvent/index`` where the row rests in it
    /// (`transfer-leave`).
    case transferLeave = "transfer-leave"
    /// A lifted row entered a column of a board, which opened a gap for it at
    /// ``TableEvent/index`` (`transfer-enter`).
    case transferEnter = "transfer-enter"
    /// A lifted row reached a column that ``GestureBoard/canTransferRow`` keeps it out of: no
    /// gap opens, and a drop there is a cancel (`transfer-refused`).
    case transferRefused = "transfer-refused"
    /// A row moved from one column of a board to another: from ``TableEvent/sourceColumn`` at
    /// ``TableEvent/sourceIndex`` to ``TableEvent/column`` at ``TableEvent/index``
    /// (`transfer`).
    case transfer
    // Context menus
    /// A row's context menu opened: a press held still, or
    /// ``GestureTable/presentContextMenu(forRowAt:)`` (`menu-open`).
    case menuOpen = "menu-open"
    /// The context menu closed: an item was chosen, the press that opened it moved and lifted
    /// the row, a tap elsewhere, Escape, or its row left the table (`menu-close`).
    case menuClose = "menu-close"
    // The undo window
    /// A change of the user's was committed: its undo window closed without an undo
    /// (``GestureTable/onCommit``); ``TableEvent/index`` is the row's index in the change (where
    /// a row was inserted, deleted or updated, where a moved row went) (`commit`).
    case commit
    // Outlines
    /// A row of an outline showed its children: ``GestureTable/expandRow(at:)``, a key, a carried
    /// row resting over it, or a drop into it (`expand`).
    case expand
    /// A row of an outline hid its children (`collapse`).
    case collapse
    /// ``GestureTable/canDropRow`` refused the parent a carried or moved row would have had: it
    /// went back where it was (`drop-refused`).
    case dropRefused = "drop-refused"
}
