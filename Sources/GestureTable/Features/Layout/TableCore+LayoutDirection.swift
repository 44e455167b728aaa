// Slots and actions as declared or mirrored for a right-to-left layout.

extension TableCore {
    /// Mirrors every moving row when the layout direction changes: offsets change sign and
    /// slots and sides swap, so each row keeps showing the action it was declared with.
    mutating func mirrorMovingRows() {
        mirrorRowStates()
        mirrorDeletions()
        mirrorPointer()
    }

    /// The declared slot of a slot on screen (or the reverse): slots are mirrored in a
    /// right-to-left layout. Sides are always on screen; slots always as declared.
    func logical(_ slot: ActionSlot) -> ActionSlot {
        state.layoutDirection == .rightToLeft ? slot.mirrored : slot
    }

    /// A phase with its slot as declared.
    func logical(_ phase: RowPhase) -> RowPhase {
        if case .pending(let slot) = phase { return .pending(logical(slot)) }
        return phase
    }

    /// The row's actions as the app answered when a gesture or verb began on it (none if it
    /// was never asked); mirrored in a right-to-left layout.
    func resolvedActions(for id: Row.ID) -> SwipeActions<Row> {
        let actions = answers.actions[id] ?? .none
        return state.layoutDirection == .rightToLeft ? actions.mirrored : actions
    }
}
