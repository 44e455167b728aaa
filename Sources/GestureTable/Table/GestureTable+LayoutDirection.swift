extension GestureTable {
    /// Mirrors every moving row when the layout direction changes: offsets change sign and
    /// slots and sides swap, so each row keeps showing the action it was declared with.
    func mirrorMovingRows() {
        states.updateEach { $0.mirror() }
        for serial in deletions.keys {
            guard var ghost = deletions[serial] else { continue }
            ghost.offset.from.negate()
            ghost.offset.to.negate()
            ghost.slot = ghost.slot?.mirrored
            deletions[serial] = ghost
        }
        if pointer != nil {
            pointer?.startOffset.negate()
            pointerActions = pointerActions.mirrored
            let fractions = pointerActions.fractions
            pointer?.fractions = fractions
        }
    }
}
