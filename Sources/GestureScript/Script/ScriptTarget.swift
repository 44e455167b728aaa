/// Where a pointer gesture of a script presses: the row it names, or a
/// line of the screen whatever is drawn there.
///
/// `swipe 2 0.5` presses the middle of the line where row 2 is drawn at
/// that instant; `swipe line 2 0.5` presses screen line 2 of the viewport
/// (0 is the top line), as a hand would, which is what `demo --record`
/// writes.
public enum ScriptTarget: Hashable, Sendable {
    /// A row by its 0-based index in the current order.
    case row(Int)
    /// A screen line of the viewport, 0 at the top; negative or past the
    /// bottom only where a command allows it (`move line L`).
    case line(Int)
}

/// How a script names a section: by its 0-based index (`expect section 1 …`)
/// or by its header's title (`expect section "Today" …`, the first section
/// with that title).
public enum ScriptSectionReference: Hashable, Sendable {
    /// The section's 0-based index.
    case index(Int)
    /// The title of the section's header.
    case title(String)
}

/// What `push I`, `replace I` and `push-and-delete I` do.
public enum ScriptRowVerb: String, ScriptKeyword, Hashable, Sendable {
    /// Slide the row off its edge (`push`).
    case push
    /// Slide the row back to rest (`replace`).
    case replace
    /// Push the row off, then remove it (`push-and-delete`).
    case pushAndDelete
}

/// The event an `expect event` or `expect no event` looks for.
public struct ScriptEventPattern: Hashable, Sendable {
    /// The event's name.
    public var name: Located<ScriptEventName>
    /// The slot, as declared, or `nil` for any.
    public var slot: Located<ScriptSlot>?
    /// The row's index when the event happened, or `nil` for any.
    public var row: Located<Int>?
    /// For a `move` or a `section-move`, where the row or section came from, or `nil` for
    /// anywhere.
    public var from: Located<Int>?
    // Sections
    /// The section's index, for the events of sections, or `nil` for any.
    public var section: Located<Int>?

    /// Creates a pattern.
    public init(
        name: Located<ScriptEventName>, slot: Located<ScriptSlot>? = nil,
        row: Located<Int>? = nil, from: Located<Int>? = nil, section: Located<Int>? = nil
    ) {
        self.name = name
        self.slot = slot
        self.row = row
        self.from = from
        self.section = section
    }
}
