/// How a side of a row behaves when it is uncovered.
public enum SideStyle: Hashable, Sendable {
    /// Releasing past an action's fraction fires it (PDGestureTableView's behaviour).
    case trigger
    /// Releasing past the first fraction snaps the row open with the side's actions shown as
    /// buttons; activating a button fires its action.
    ///
    /// With `fullSwipe`, as `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`, a
    /// row released past ``fullSwipeFraction`` of its width fires the side's outermost button
    /// (its first action) as a tap on it would, instead of opening; while the row is past that
    /// point the button is drawn stretched across the uncovered area
    /// (``UncoveredAction/isFullSwipe``).
    case reveal(fullSwipe: Bool)
    /// Releasing past the first fraction snaps the row open on a text (or any content a view
    /// binding draws) instead of buttons; nothing fires.
    case revealContent(String)

    /// A side that reveals buttons and never fires on a full swipe: `.reveal(fullSwipe: false)`.
    public static var reveal: SideStyle { .reveal(fullSwipe: false) }

    /// How far past its width, as a fraction, a row released on a full-swipe side fires the
    /// outermost button: 0.525, UIKit's figure for a non-destructive action. Past means
    /// strictly greater.
    public static var fullSwipeFraction: Double { 0.525 }

    /// Whether releasing past the first fraction opens the row rather than firing.
    public var reveals: Bool { self != .trigger }

    /// Whether the side shows its actions as buttons (``reveal(fullSwipe:)``, either way).
    public var revealsButtons: Bool {
        if case .reveal(fullSwipe: _) = self { return true }
        return false
    }

    /// Whether a release past ``fullSwipeFraction`` fires the outermost button.
    public var isFullSwipe: Bool { self == .reveal(fullSwipe: true) }
}

/// The actions of one row, in four slots, validated together.
///
/// Left actions fire on a drag to the right, right actions on a drag to the left. Within a side
/// the second action must lie farther than the first.
///
/// ```swift
/// table.swipeActions = { mail in
///     mail.isFlagged ? flaggedActions : inboxActions
/// }
/// ```
public struct SwipeActions<Row: Identifiable> {
    /// The nearer action on the left.
    public let firstLeft: SwipeAction<Row>?
    /// The farther action on the left.
    public let secondLeft: SwipeAction<Row>?
    /// The nearer action on the right.
    public let firstRight: SwipeAction<Row>?
    /// The farther action on the right.
    public let secondRight: SwipeAction<Row>?
    /// How the left side behaves.
    public var leftStyle: SideStyle
    /// How the right side behaves.
    public var rightStyle: SideStyle

    /// The resolved fractions; 0 for an empty slot.
    let fractions: ActionFractions
    /// The icons and colors, for drawing an uncovered area.
    let faces: ActionFaces

    /// No actions at all: the row cannot be swiped.
    public static var none: SwipeActions<Row> {
        SwipeActions(unchecked: nil, nil, nil, nil)
    }

    /// Creates the actions of a row.
    ///
    /// - Parameters:
    ///   - firstLeft: The nearer action on the left (drag right), or `nil`.
    ///   - secondLeft: The farther action on the left, or `nil`.
    ///   - firstRight: The nearer action on the right (drag left), or `nil`.
    ///   - secondRight: The farther action on the right, or `nil`.
    ///   - leftStyle: How the left side behaves; ``SideStyle/trigger`` by default.
    ///   - rightStyle: How the right side behaves; ``SideStyle/trigger`` by default.
    /// - Throws: ``GestureTableError/Code/secondActionWithoutFirst`` when a side has a second
    ///   action but no first; ``GestureTableError/Code/secondActionNotFarther`` when a second
    ///   action's fraction is not greater than its first action's.
    public init(
        firstLeft: SwipeAction<Row>? = nil, secondLeft: SwipeAction<Row>? = nil,
        firstRight: SwipeAction<Row>? = nil, secondRight: SwipeAction<Row>? = nil,
        leftStyle: SideStyle = .trigger, rightStyle: SideStyle = .trigger
    ) throws(GestureTableError) {
        try Self.validate(first: firstLeft, second: secondLeft, side: .left)
        try Self.validate(first: firstRight, second: secondRight, side: .right)
        self.init(unchecked: firstLeft, secondLeft, firstRight, secondRight)
        self.leftStyle = leftStyle
        self.rightStyle = rightStyle
    }

    private init(
        unchecked firstLeft: SwipeAction<Row>?, _ secondLeft: SwipeAction<Row>?,
        _ firstRight: SwipeAction<Row>?, _ secondRight: SwipeAction<Row>?
    ) {
        self.firstLeft = firstLeft
        self.secondLeft = secondLeft
        self.firstRight = firstRight
        self.secondRight = secondRight
        leftStyle = .trigger
        rightStyle = .trigger
        fractions = ActionFractions(
            firstLeft: firstLeft.map { $0.fraction ?? ActionSlot.firstLeft.defaultFraction } ?? 0,
            secondLeft: secondLeft.map { $0.fraction ?? ActionSlot.secondLeft.defaultFraction } ?? 0,
            firstRight: firstRight.map { $0.fraction ?? ActionSlot.firstRight.defaultFraction } ?? 0,
            secondRight: secondRight.map { $0.fraction ?? ActionSlot.secondRight.defaultFraction } ?? 0)
        faces = ActionFaces(
            firstLeft: firstLeft.map { ActionFaces.Face(icon: $0.icon, color: $0.color) },
            secondLeft: secondLeft.map { ActionFaces.Face(icon: $0.icon, color: $0.color) },
            firstRight: firstRight.map { ActionFaces.Face(icon: $0.icon, color: $0.color) },
            secondRight: secondRight.map { ActionFaces.Face(icon: $0.icon, color: $0.color) })
    }

    private static func validate(
        first: SwipeAction<Row>?, second: SwipeAction<Row>?, side: SwipeSide
    ) throws(GestureTableError) {
        guard let second else { return }
        let firstSlot = ActionSlot(side: side, isFirst: true)
        let secondSlot = ActionSlot(side: side, isFirst: false)
        guard let first else {
            throw GestureTableError(
                .secondActionWithoutFirst,
                "\(secondSlot) is set but \(firstSlot) is not: a side's second action needs a first")
        }
        let firstFraction = first.fraction ?? firstSlot.defaultFraction
        let secondFraction = second.fraction ?? secondSlot.defaultFraction
        guard secondFraction > firstFraction else {
            throw GestureTableError(
                .secondActionNotFarther,
                "the fraction of \(secondSlot) (\(secondFraction)) must be greater than the fraction of \(firstSlot) (\(firstFraction))"
            )
        }
    }

    /// The action in a slot, or `nil` when the slot is empty.
    public subscript(slot: ActionSlot) -> SwipeAction<Row>? {
        switch slot {
        case .firstLeft: firstLeft
        case .secondLeft: secondLeft
        case .firstRight: firstRight
        case .secondRight: secondRight
        }
    }

    /// The fraction at which the action in `slot` becomes current (its own, or the slot's
    /// default), or `nil` when the slot is empty.
    public func fraction(of slot: ActionSlot) -> Double? {
        fractions.fraction(of: slot)
    }

    /// Whether the side has at least one action.
    public func hasActions(on side: SwipeSide) -> Bool {
        fractions.hasActions(on: side)
    }

    /// How a side behaves.
    public func style(of side: SwipeSide) -> SideStyle {
        side == .left ? leftStyle : rightStyle
    }

    /// Whether the row has no action on either side.
    public var isEmpty: Bool { firstLeft == nil && firstRight == nil }

    /// The same actions with left and right exchanged, for right-to-left layouts.
    public var mirrored: SwipeActions<Row> {
        var copy = SwipeActions(unchecked: firstRight, secondRight, firstLeft, secondLeft)
        copy.leftStyle = rightStyle
        copy.rightStyle = leftStyle
        return copy
    }
}
