/// What an action declared in a script does to its row when it fires.
public enum ScriptOperation: String, ScriptKeyword, Hashable, Sendable {
    /// Slide the row off the edge; it stays in the data (`push`).
    case push
    /// Remove the row (`delete`).
    case delete
    /// Push the row off, then remove it (`push-and-delete`).
    case pushAndDelete
    /// Slide the row back to rest (`replace`).
    case replace
    /// Give the row a new value, its subtitle `read`, and slide it back to rest, one undo step
    /// (`mark-read`, `TriggeredRow.update(_:)`).
    case markRead
    /// Push the row off and remove it, and put it back at the end of the list, as one undo
    /// step (`snooze`, the inbox demo's Snooze: `performBatchUpdates` around `pushAndDelete()`
    /// and `insertRow(_:at:)`).
    case snooze
    /// Do nothing: the row stays pending where it was released (`none`).
    case none
}
