/// How a deleted or inserted row leaves or enters the table, as UIKit's `UITableView.RowAnimation`.
public enum RowAnimation: String, Hashable, Sendable, CaseIterable {
    /// Slides out to the left (or in from the left) while the gap closes.
    case left
    /// Slides out to the right (or in from the right) while the gap closes.
    case right
    /// Fades while the gap closes.
    case fade
    /// Disappears (or appears) at once.
    case none
    /// Chooses for you: a row dragged to one side leaves on that side, a row at rest fades.
    case automatic
}
