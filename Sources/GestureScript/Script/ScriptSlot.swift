/// One of the four action slots of a row, as named in a gesture script.
///
/// The left slots are shown on the left and fire when the row is dragged to
/// the right; the right slots mirror them.
public enum ScriptSlot: String, CaseIterable, Hashable, Sendable {
    /// The first action on the left (`first-left`).
    case firstLeft = "first-left"
    /// The second action on the left (`second-left`).
    case secondLeft = "second-left"
    /// The first action on the right (`first-right`).
    case firstRight = "first-right"
    /// The second action on the right (`second-right`).
    case secondRight = "second-right"

    /// The side of the row on which the slot's action is shown.
    public var side: ScriptSide {
        switch self {
        case .firstLeft, .secondLeft: .left
        case .firstRight, .secondRight: .right
        }
    }

    /// Whether this is the first action of its side.
    public var isFirst: Bool { self == .firstLeft || self == .firstRight }
}
