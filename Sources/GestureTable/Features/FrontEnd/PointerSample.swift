// What a front end feeds the table from a gesture recognizer of any platform.

/// One sample of a pointer from a platform's gesture recognizer: what a front end hands
/// ``GestureTable/handle(_:)-(PointerSample)`` and ``GestureTable/claim(_:pressedAt:)``.
///
/// The shape is a recognizer's: a UIKit pan recognizer reports `.began` once the finger has
/// moved, with `translation(in:)` already past its slop, then `.changed`, then `.ended` with
/// `velocity(in:)`; a browser's pointer events or a terminal's mouse reports map onto the
/// same four phases.
public struct PointerSample: Hashable, Sendable {
    /// Where the gesture is in its life.
    public enum Phase: Hashable, Sendable {
        /// The gesture began. `location` minus `translation` is where the press went down.
        case began
        /// The pointer moved.
        case changed
        /// The pointer went up; `velocity` is its speed then.
        case ended
        /// The system took the gesture away (a call, a scroll view, a pointer capture lost).
        case cancelled
    }

    /// Where the gesture is in its life.
    public var phase: Phase
    /// Where the pointer is, in the table's coordinates: `x` across a row from 0 to its width,
    /// `y` down the viewport in ``TableConfiguration/rowHeight``'s unit.
    public var location: Point
    /// How far the pointer has moved since the press went down.
    public var translation: Point
    /// The pointer's speed, in the table's units per second.
    public var velocity: Velocity
    /// When the sample was taken, on the timeline of the table's clock.
    public var timestamp: Duration

    /// Creates a sample.
    public init(
        _ phase: Phase, location: Point, translation: Point = Point(x: 0, y: 0), velocity: Velocity = .zero,
        timestamp: Duration
    ) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.timestamp = timestamp
    }

    /// Where the press went down: ``location`` minus ``translation``.
    public var pressLocation: Point {
        Point(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// How long the press has been held at this sample, when it went down at `pressedAt`;
    /// zero for a press time after the sample's.
    func elapsed(since pressedAt: Duration) -> Duration {
        timestamp > pressedAt ? timestamp - pressedAt : .zero
    }

    /// Calls `body` with the pointer events the sample stands for, in order: `.began` a press
    /// where the gesture began (and a move to where it is, for a recognizer that began past its
    /// slop), `.changed` a move, `.ended` a move and a release with the sample's velocity (only
    /// the release when the velocity is not finite: the table estimates it from the moves so
    /// far, which a last move to where the pointer already is would bring to zero), `.cancelled`
    /// a cancel.
    func forEachEvent(_ body: (PointerEvent) -> Void) {
        switch phase {
        case .began:
            body(.down(pressLocation))
            if translation.x != 0 || translation.y != 0 { body(.moved(location)) }
        case .changed:
            body(.moved(location))
        case .ended:
            guard velocity.dx.isFinite, velocity.dy.isFinite else { return body(.up(velocity: nil)) }
            body(.moved(location))
            body(.up(velocity: velocity))
        case .cancelled:
            body(.cancelled)
        }
    }
}
