import GestureTable

/// One `expect event NAME [SLOT] [row I]` of a script, as the player matches
/// events against it while they happen.
struct EventExpectation: Hashable, Sendable {
    /// The event's name, as `--trace` prints it.
    var name: ScriptEventName
    /// The slot, as declared, or `nil` for any.
    var slot: ActionSlot?
    /// The row's index when the event happened, or `nil` for any.
    var row: Int?
    /// The line of the `expect event` command.
    var line: Int

    /// Whether `event` is one this expectation accepts.
    func matches(_ event: TableEvent<Int>) -> Bool {
        event.kind.name == name.rawValue && (slot == nil || event.slot == slot) && (row == nil || event.index == row)
    }
}
