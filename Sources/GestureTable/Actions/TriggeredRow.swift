/// The row an action fired on, handed to the action's handler, with verbs that resolve it by
/// identity.
///
/// The row is named by its id, not by its index, so resolving it later (after an alert, after
/// other rows came and went) acts on this row or throws ``GestureTableError/Code/rowNotFound``;
/// it never acts on another row.
///
/// ```swift
/// let archive = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.25) { triggered in
///     archiveOnServer(triggered.row)
///     try triggered.pushAndDelete()
/// }
/// ```
public struct TriggeredRow<Row: Identifiable> {
    /// The row's value when the action fired.
    public let row: Row
    /// The row's id: the one the table read when the row came in.
    public let id: Row.ID
    /// The slot of the action that fired, as declared.
    public let slot: ActionSlot
    /// The table holding the row.
    public let table: GestureTable<Row>
    /// The title of the action that fired: the name of the undo step its resolution makes
    /// (`Undone: Archive “Ada Lovelace”`).
    let actionTitle: String

    /// The row's index now, or `nil` once it has left the table.
    public var index: Int? { table.index(ofRowWithID: id) }

}
