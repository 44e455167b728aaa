/// What is drawn for each of a row's four slots (an icon on a color), as plain values, slots as
/// declared: what laying out an uncovered area needs, without the actions' closures and without
/// the row type (generic code reading a generic action looks its type up at run time).
struct ActionFaces {
    /// An action as drawn.
    struct Face {
        var icon: String
        var color: ActionColor
    }

    var firstLeft: Face?
    var secondLeft: Face?
    var firstRight: Face?
    var secondRight: Face?

    /// The face of the action in `slot`, or `nil` when the slot is empty.
    subscript(slot: ActionSlot) -> Face? {
        switch slot {
        case .firstLeft: firstLeft
        case .secondLeft: secondLeft
        case .firstRight: firstRight
        case .secondRight: secondRight
        }
    }

    /// What to draw in the area an offset uncovers on `side` (as on screen): the action
    /// `highlighted` (on screen) when it is on that side, else the side's first action, dimmed.
    /// `mirrored`: the layout reads right to left, so on-screen slots are the declared ones
    /// mirrored.
    func uncoveredAction(on side: SwipeSide, highlighted: ActionSlot?, mirrored: Bool) -> UncoveredAction? {
        let reached = highlighted.flatMap { $0.side == side ? $0 : nil }
        let slot = reached ?? ActionSlot(side: side, isFirst: true)
        let declared = mirrored ? slot.mirrored : slot
        guard let face = self[declared] else { return nil }
        return UncoveredAction(slot: declared, icon: face.icon, color: face.color, isReached: reached != nil)
    }
}
