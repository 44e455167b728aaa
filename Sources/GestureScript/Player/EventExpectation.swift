import GestureTable

/// One `expect event NAME [SLOT] [row I] [from I]` (or `expect no event`)
/// of a script, as the player matches events against it while they happen.
struct EventExpectation: Hashable, Sendable {
    /// The event's name, as `--trace` prints it.
    var name: ScriptEventName
    /// The slot, as declared, or `nil` for any.
    var slot: ActionSlot?
    /// The row's index when the event happened, or `nil` for any.
    var row: Int?
    /// For a move, the index the row came from, or `nil` for any.
    var from: Int?
    // Sections
    /// The section's index, or `nil` for any.
    var section: Int?
    /// The line of the command.
    var line: Int

    /// The expectation a script's pattern describes, written at `line`.
    init(_ pattern: ScriptEventPattern, line: Int) {
        name = pattern.name.value
        slot = pattern.slot?.value
        row = pattern.row?.value
        from = pattern.from?.value
        section = pattern.section?.value
        self.line = line
    }

    /// Whether `event` is one this expectation accepts.
    func matches(_ event: TableEvent<Int>) -> Bool {
        guard event.kind == name, slot == nil || event.slot == slot,
            row == nil || event.index == row, section == nil || event.section == section
        else { return false }
        guard let from else { return true }
        return (event.sourceIndex ?? event.sourceSection) == from
    }
}

/// One `expect no event` of a script: the events it forbids, and where its
/// window opens.
///
/// The window opens when the event that matched the last `expect event`
/// before it happened (at the start with none before it) and closes when
/// the command runs.
struct AbsenceCheck: Hashable, Sendable {
    /// The events the command forbids.
    var pattern: EventExpectation
    /// How many `expect event` commands come before it in the script.
    var expectationsBefore: Int
}
