// An action fired on a row: its handler queued, its failure reported.

extension TableCore {
    /// Whether a new gesture may start on the row.
    func acceptsGestures(_ id: Row.ID) -> Bool {
        guard let state = self.state.states[id] else { return true }
        switch state.phase {
        case .rest, .settling, .dragging, .open, .appearing: return self.state.reorder?.id != id
        case .pending, .pushing, .pushed, .deleting, .lifted: return false
        }
    }

    /// Marks the row pending on `slot` and runs the action's handler after the transition.
    mutating func fire(_ action: SwipeAction<Row>, slot: ActionSlot, id: Row.ID, index: Int) {
        state.states[id]?.phase = .pending(slot)
        state.states[id]?.highlighted = slot
        emit(.trigger, id: id, index: index, slot: slot)
        queue(.action(action.handler, slot: slot, id: id, index: index))
    }
}

extension TableCore {
    /// An action's handler threw: reports the error, and puts the row back when it still waits
    /// on the action.
    mutating func handlerFailed(saying message: String, slot: ActionSlot, id: Row.ID, index hint: Int) {
        let current = index(of: id, hint: hint)
        emit(.actionFailed, id: id, index: current, slot: slot, message: message)
        if let current, state.states[id]?.phase == .pending(slot) {
            settle(id: id, index: current, emitting: true)
        }
    }
}
