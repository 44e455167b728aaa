extension GestureTable {
    /// Mirrors every moving row when the layout direction changes: offsets change sign and
    /// slots and sides swap, so each row keeps showing the action it was declared with.
    func mirrorMovingRows() {
        for state in states.values {
            state.offset.from = -state.offset.from
            state.offset.to = -state.offset.to
            state.highlighted = state.highlighted?.mirrored
            switch state.phase {
            case .pending(let slot): state.phase = .pending(slot.mirrored)
            case .open(let side): state.phase = .open(side.opposite)
            default: break
            }
        }
        for serial in deletions.keys {
            guard var ghost = deletions[serial] else { continue }
            ghost.offset.from.negate()
            ghost.offset.to.negate()
            ghost.slot = ghost.slot?.mirrored
            deletions[serial] = ghost
        }
        if let gesture = pointer {
            gesture.startOffset = -gesture.startOffset
            pointerActions = pointerActions.mirrored
            gesture.fractions = pointerActions.fractions
        }
    }
}
