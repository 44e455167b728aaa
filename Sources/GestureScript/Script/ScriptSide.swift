/// A side of a row, as named in a gesture script (`left` or `right`).
public enum ScriptSide: String, CaseIterable, Hashable, Sendable {
    /// The left side, uncovered by dragging the row to the right.
    case left
    /// The right side, uncovered by dragging the row to the left.
    case right
}
