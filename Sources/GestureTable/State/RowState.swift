/// The per-row state of a row that is not at rest, keyed by the row's id.
///
/// A value: a copy of the table's state (a batch's rollback point) owns its rows' states.
struct RowState {
    var phase: RowPhase
    /// The horizontal offset, as an animation (a constant when still).
    var offset: ValueAnimation
    /// The height as a fraction of the row height, while appearing.
    var height: ValueAnimation?
    /// The opacity, while fading in.
    var opacity: ValueAnimation?
    /// Orders animations that end at the same instant.
    var serial = 0  // any start: serials only order states that have a deadline, and store() sets those
    /// The action current while dragging, pending or pushing after a trigger.
    var highlighted: ActionSlot?

    /// A state in `phase`, at `offset` (still, at the resting position, unless given).
    init(phase: RowPhase, offset: ValueAnimation = .constant(0)) {
        self.phase = phase
        self.offset = offset
    }

    /// Mirrors the state for a change of layout direction: the offset changes sign, and the
    /// slot and side swap, so the row keeps showing the action it was declared with.
    mutating func mirror() {
        offset.from.negate()
        offset.to.negate()
        highlighted = highlighted?.mirrored
        switch phase {
        case .pending(let slot): phase = .pending(slot.mirrored)
        case .open(let side): phase = .open(side.opposite)
        default: break
        }
    }

    /// When this state's animation ends, if it is animating toward a new phase.
    var deadline: Duration? {
        switch phase {
        case .settling, .pushing: offset.end
        case .appearing: max(offset.end, height?.end ?? .zero, opacity?.end ?? .zero)
        default: nil
        }
    }
}
