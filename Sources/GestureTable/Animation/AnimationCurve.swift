/// The timing of a ``ValueAnimation``: how its progress maps to its value.
public enum AnimationCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Fast start, gentle stop: pushes and deletions.
    case easeOut
    /// Gentle start and stop.
    case easeInOut
    /// A damped overshoot: the value runs past its target by `overshoot` (in the value's units,
    /// against the direction of travel's end) during the first two thirds of the duration, then
    /// settles back during the last third. PDGestureTableView's bounce on replace.
    case overshoot(Double)

    /// Eases a progress in [0, 1].
    static func ease(_ progress: Double, _ curve: AnimationCurve) -> Double {
        switch curve {
        case .linear: progress
        case .easeOut: 1 - (1 - progress) * (1 - progress)
        case .easeInOut, .overshoot:
            progress < 0.5
                ? 2 * progress * progress
                : 1 - 2 * (1 - progress) * (1 - progress)
        }
    }
}
