// Layer 3, the outbox: an action fired on a row, its handler queued.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    /// Whether a new gesture may start on the row.
    func acceptsGestures(_ id: Row.ID) -> Bool {
        guard let state = self.state.states[id] else { return true }
        switch state.phase {
        case .rest, .settling, .dragging, .open, .appearing: return self.state.reorder?.id != id
        case .pending, .pushing, .pushed, .deleting, .lifted: return false
        }
    }

    /// Marks the row pending on `slot` and runs the action's handler after the transition.
    func fire(_ action: SwipeAction<Row>, slot: ActionSlot, id: Row.ID, index: Int) {
        state.states[id]?.phase = .pending(slot)
        state.states[id]?.highlighted = slot
        emit(.trigger, id: id, index: index, slot: slot)
        queue(.action(action.handler, slot: slot, id: id, index: index))
    }
}
