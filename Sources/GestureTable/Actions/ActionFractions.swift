/// The fractions of a row's four slots, as plain numbers (0 for an empty slot): what the
/// per-move code needs, without the actions' closures and strings.
struct ActionFractions: Hashable, Sendable {
    var firstLeft: Double = 0
    var secondLeft: Double = 0
    var firstRight: Double = 0
    var secondRight: Double = 0

    /// The fraction of `slot`, or `nil` when it is empty.
    func fraction(of slot: ActionSlot) -> Double? {
        let value: Double
        switch slot {
        case .firstLeft: value = firstLeft
        case .secondLeft: value = secondLeft
        case .firstRight: value = firstRight
        case .secondRight: value = secondRight
        }
        return value > 0 ? value : nil
    }

    /// Whether `side` has at least one action.
    func hasActions(on side: SwipeSide) -> Bool {
        (side == .left ? firstLeft : firstRight) > 0
    }
}
