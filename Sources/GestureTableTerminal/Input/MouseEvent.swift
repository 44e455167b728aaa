/// A mouse report: what happened, with which button, where, and with which modifiers.
///
/// Positions are zero-based cells: the top-left cell is column 0, row 0.
/// (The terminal reports them one-based; the decoder converts and clamps.)
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved while a button was held.
        case drag
        /// A button went up.
        case release
        /// The pointer moved with no button held.
        case move
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down (toward the user).
        case wheelDown
    }

    /// The button involved in a report.
    public enum Button: Hashable, Sendable {
        /// The primary (usually left) button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary (usually right) button.
        case right
        /// No button: a move, a wheel turn, or a release that did not say which.
        case none
        /// An extra button, by its xterm number (8 to 11).
        case other(Int)
    }

    /// What the mouse did.
    public var kind: Kind
    /// The button involved.
    public var button: Button
    /// The zero-based column of the pointer.
    public var column: Int
    /// The zero-based row of the pointer.
    public var row: Int
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a mouse report.
    public init(kind: Kind, button: Button, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
