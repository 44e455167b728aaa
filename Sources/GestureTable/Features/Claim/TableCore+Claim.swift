// The claim: what a press and its first movement become. One pure decision, asked by the public
// query before anything changes and by the table's own pointer handling as the press moves past
// the slop or is held long enough, so the two never disagree.

/// What the claim knows of the pressed row: the app's answers, asked before the press's step.
struct PressFacts: Equatable {
    /// Whether the press is on a row that takes gestures (at rest, settling, open, dragged).
    var isOnRow = false
    /// The fractions of the row's actions, on the sides as drawn (mirrored right to left).
    var fractions = ActionFractions()
    /// Whether the row is away from rest (open or settling): a drag either way moves it.
    var isDisplaced = false
    /// Whether ``GestureTable/canBeginSwipe`` refused a swipe from the pressed point.
    var swipeRefused = false
    /// Whether a press held still lifts the row (the app lets it move, reordering is on).
    var mayLift = false
    /// Whether the row has a context menu with at least one item.
    var hasMenu = false
}

extension TableCore {
    /// What a press at `origin` becomes once it has moved by (`dx`, `dy`) past the slop: a swipe,
    /// a scroll, a sweep, or declined.
    func claimOfMove(pressedAt origin: Point, dx: Double, dy: Double, facts: PressFacts) -> GestureClaim {
        let configuration = state.configuration
        // Within the angle of horizontal (strictly, so that 0° never swipes): sideways.
        let isSideways = abs(dx) > 0 && abs(dy) < abs(dx) * slope(ofDegrees: configuration.swipeAngle)
        guard isSideways else {
            if facts.isOnRow, state.isEditing, state.selectionMode == .multiple { return .sweep }
            return .scroll
        }
        guard facts.isOnRow, !state.isEditing, !facts.swipeRefused else { return .declined }
        if isNearLeadingEdge(origin.x) { return .declined }
        if facts.isDisplaced { return .swipe }
        // A drag to the right uncovers the left side.
        return facts.fractions.hasActions(on: dx > 0 ? .left : .right) ? .swipe : .declined
    }

    /// What the claim knows of the pointer's press: the answers asked when it began.
    func pressFacts(of gesture: PointerGesture) -> PressFacts {
        guard let id = state.pointerRowID else { return PressFacts() }
        return PressFacts(
            isOnRow: true, fractions: gesture.fractions, isDisplaced: currentOffset(of: id) != 0,
            swipeRefused: gesture.swipeRefused, mayLift: gesture.rowMayMove && gesture.canLift, hasMenu: gesture.hasMenu)
    }

    /// What a press held still for the long-press duration becomes.
    func claimOfHold(facts: PressFacts) -> GestureClaim {
        guard facts.isOnRow else { return .undecided }
        if facts.hasMenu { return .contextMenu }
        return facts.mayLift && state.allowsReordering ? .lift : .undecided
    }

    /// Whether `x` is within ``TableConfiguration/edgeExclusion`` of the leading edge: the left
    /// one, or the right one in a right-to-left layout.
    func isNearLeadingEdge(_ x: Double) -> Bool {
        let exclusion = state.configuration.edgeExclusion
        guard exclusion > 0 else { return false }
        return state.layoutDirection == .rightToLeft ? x > state.width - exclusion : x < exclusion
    }

    /// The tangent of an angle in 0...90 degrees, exact at the ends (90° has no finite tangent:
    /// every sideways drag is within it).
    private func slope(ofDegrees degrees: Double) -> Double {
        if degrees >= 90 { return .infinity }
        if degrees <= 0 { return 0 }
        return tangent(degrees * Double.pi / 180)
    }
}

/// The tangent of `x` in 0..<π/2, without Foundation: the core links no math library. A series
/// of sine over cosine, exact to well under a degree's worth for the angles the claim uses.
func tangent(_ x: Double) -> Double {
    // sin and cos by their Taylor series on [0, π/2]: 12 terms leave an error below 1e-15.
    var sine = 0.0, cosine = 0.0
    var term = x, cosTerm = 1.0
    for n in 0..<12 {
        sine += term
        cosine += cosTerm
        let k = Double(2 * n + 2)
        term *= -x * x / (k * (k + 1))
        cosTerm *= -x * x / ((k - 1) * k)
    }
    return sine / cosine
}
