/// One command of a gesture script (`.gts`): setup, an input of the table, a gesture, or an
/// expectation.
///
/// Every argument is ``Located`` so that a player can point at it; the command itself is
/// located by the ``Script`` that holds it. Row indexes are 0-based and non-negative, fractions
/// are signed fractions of the row width, velocities are signed, in row widths per second.
public enum ScriptCommand: Hashable, Sendable {
    /// What the table is and how it behaves, and what is printed: `size`, `section`, `row`,
    /// `placeholder`, `action`, `reveal`, `set`, `pin`, `frame`.
    case setup(ScriptSetup)
    /// What app code, the keyboard or assistive technology asks of the table: one
    /// verb call each (`push I`, `delete I`, `undo`, `lift I`, `section move S T`…).
    case input(ScriptInput)
    /// What a hand does: pointer moves over virtual time (`swipe`, `drag`, `longpress`,
    /// `tap`, `pan`…), the wheel (`scroll`), and time passing (`wait`).
    case gesture(ScriptGesture)
    /// A check of the table's state or events: every `expect …`.
    case expectation(ScriptExpectation)
}
