/// The per-row state of a row that is not at rest, keyed by the row's id.
///
/// A reference, so the row being dragged can be updated on every move without a dictionary
/// lookup; ``copy()`` takes a snapshot for rolling back a failed batch.
final class RowState {
    var phase: RowPhase
    /// The horizontal offset, as an animation (a constant when still).
    var offset: ValueAnimation
    /// The height as a fraction of the row height, while appearing.
    var height: ValueAnimation?
    /// The opacity, while fading in.
    var opacity: ValueAnimation?
    /// Orders animations that end at the same instant.
    var serial = 0
    /// The action current while dragging, pending or pushing after a trigger.
    var highlighted: ActionSlot?
    /// Run when the running animation ends or is interrupted.
    var completion: (() -> Void)?

    init(phase: RowPhase, offset: ValueAnimation) {
        self.phase = phase
        self.offset = offset
    }

    /// An independent copy.
    func copy() -> RowState {
        let copy = RowState(phase: phase, offset: offset)
        copy.height = height
        copy.opacity = opacity
        copy.highlighted = highlighted
        copy.completion = completion
        copy.serial = serial
        return copy
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
