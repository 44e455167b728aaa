// Layer 6, the entry point: queued effects delivered, action handlers run.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    /// Delivers queued effects in order. Effects queued meanwhile (by the closures themselves)
    /// are delivered in the same loop, after those already queued.
    @inline(__always)
    func deliverEffects() {
        if hasQueuedEffects, state.batchDepth == 0 { deliverQueuedEffects() }
    }

    @inline(never)
    func deliverQueuedEffects() {
        while effectCursor < effects.count {
            let effect = effects[effectCursor]
            effectCursor += 1
            switch effect {
            case .event(let event):
                sentEvents?.append(event)
                onEvent?(event)
            case .rowChange(let change): onRowChange?(change)
            case .sectionedRowChange(let change): onSectionedRowChange?(change)
            case .action(let handler, let slot, let id, let index): runHandler(handler, slot: slot, id: id, index: index)
            case .complete(let token): completions.removeValue(forKey: token)?()
            case .didMoveRow(let source, let destination): didMoveRow?(source, destination)
            }
            updatePlaceholder()
            checkInvariants()
        }
        // A fresh array rather than `removeAll(keepingCapacity:)`, which is costly in unspecialized
        // generic code (the table is generic over its rows) and rarely saves an allocation here.
        effects = []
        hasQueuedEffects = false  // only saves the next entry point a delivery of nothing
        effectCursor = 0
        // At the threshold or one past it: either bounds the registry the same way.
        if completions.count >= completionSweepThreshold { sweepCompletions() }
    }

    /// Forgets the completions no part of the state names any more (a state removed before its
    /// animation ended drops its completion unrun), so the registry does not grow without end.
    /// Runs when the registry has doubled since the last sweep: O(1) amortized per completion.
    @inline(never)
    func sweepCompletions() {
        var live = Set<CompletionToken>()
        state.states.forEachPosition { id, _ in
            if let token = state.states.completion(of: id) { live.insert(token) }
        }
        for ghost in state.deletions.values {
            if let token = ghost.completion { live.insert(token) }
        }
        for entry in state.batchCompletions { live.insert(entry.completion) }
        completions = completions.filter { live.contains($0.key) }
        completionSweepThreshold = max(64, 2 * completions.count)
    }

    /// Runs an action's handler on the row it fired on, if that row is still in the table. If the
    /// handler throws, reports the error and puts the row back when it still waits on the action.
    func runHandler(_ handler: SwipeAction<Row>.Handler, slot: ActionSlot, id: Row.ID, index hint: Int) {
        guard let index = index(of: id, hint: hint) else { return }
        do {
            try handler(TriggeredRow(row: state.rows[index], slot: logical(slot), table: self))
        } catch {
            // Delivery runs inside the entry point, which checks the invariants after each
            // effect and delivers what this queues.
            let current = self.index(of: id, hint: index)
            emit(.actionFailed("\(error)"), id: id, index: current, slot: slot)
            if let current, state.states[id]?.phase == .pending(slot) {
                settle(id: id, index: current, emitting: true)
            }
        }
    }
}
