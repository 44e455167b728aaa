/// A point in the table's coordinate space.
///
/// `x` runs across a row, from 0 to the table's ``GestureTable/width``; `y` runs down the
/// viewport, in the same unit as ``TableConfiguration/rowHeight``, from the viewport's top edge.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position.
    public var x: Double
    /// The vertical position.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}

/// A pointer's speed, in the table's units per second.
public struct Velocity: Hashable, Sendable {
    /// Horizontal speed; positive to the right.
    public var dx: Double
    /// Vertical speed; positive downwards.
    public var dy: Double

    /// Creates a velocity.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// No movement.
    public static let zero = Velocity(dx: 0, dy: 0)
}

/// What a pointer (finger, mouse, trackpad) did: the input of the table's gesture state machine.
public enum PointerEvent: Hashable, Sendable {
    /// The pointer went down at a point.
    case down(Point)
    /// The pointer moved while down.
    case moved(Point)
    /// The pointer went up. With `nil`, the table estimates the velocity from the last moves.
    case up(velocity: Velocity?)
    /// The system interrupted the gesture: nothing fires and the row goes back to rest.
    case cancelled

    /// Whether the pointer went down: a press, about whose row the table asks the app first.
    @usableFromInline var isPress: Bool {
        if case .down = self { return true }
        return false
    }
}
