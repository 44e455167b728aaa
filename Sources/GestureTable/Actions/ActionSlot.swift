/// A side of a row: the one uncovered when the row is dragged the other way.
public enum SwipeSide: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left side, uncovered by dragging the row to the right (positive offsets).
    case left
    /// The right side, uncovered by dragging the row to the left (negative offsets).
    case right

    /// The side's name, `left` or `right`; spelled out so that messages name it in Embedded
    /// Swift too, which cannot print an enum case by reflection.
    public var description: String { rawValue }

    /// The side on the other edge.
    public var opposite: SwipeSide { self == .left ? .right : .left }

    /// The sign of the offsets that uncover this side: +1 for left, -1 for right.
    public var sign: Double { self == .left ? 1 : -1 }

    /// The side that an offset uncovers, or `nil` at rest.
    public init?(offset: Double) {
        if offset > 0 {
            self = .left
        } else if offset < 0 {
            self = .right
        } else {
            return nil
        }
    }
}

/// One of the four places a row can hold an action, named as in PDGestureTableView.
public enum ActionSlot: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The nearer action on the left, fired by a short drag to the right.
    case firstLeft
    /// The farther action on the left, fired by a long drag to the right.
    case secondLeft
    /// The nearer action on the right, fired by a short drag to the left.
    case firstRight
    /// The farther action on the right, fired by a long drag to the left.
    case secondRight

    /// Creates the slot for a side and a rank.
    public init(side: SwipeSide, isFirst: Bool) {
        switch (side, isFirst) {
        case (.left, true): self = .firstLeft
        case (.left, false): self = .secondLeft
        case (.right, true): self = .firstRight
        case (.right, false): self = .secondRight
        }
    }

    /// The side the slot's action is shown on.
    public var side: SwipeSide {
        switch self {
        case .firstLeft, .secondLeft: .left
        case .firstRight, .secondRight: .right
        }
    }

    /// Whether this is the nearer (first) action of its side.
    public var isFirst: Bool { self == .firstLeft || self == .firstRight }

    /// The fraction used when an action in this slot leaves its own unset: 0.3 for a first
    /// action, 0.7 for a second, as in PDGestureTableView.
    public var defaultFraction: Double { isFirst ? 0.3 : 0.7 }

    /// The slot on the mirrored side, with the same rank.
    public var mirrored: ActionSlot { ActionSlot(side: side.opposite, isFirst: isFirst) }

    public var description: String { rawValue }
}
