// The effects of each step delivered to the app; action handlers run.

extension GestureTable {
    /// Delivers the effects the core has produced, in order, unless a batch is open (its
    /// effects wait for it). Effects produced meanwhile (by the closures themselves) are
    /// delivered in the same loop, after those already taken.
    @inline(__always)
    func deliverEffects() {
        if core.hasEffects, core.state.batchDepth == 0 { deliverQueuedEffects() }
    }

    @inline(never)
    func deliverQueuedEffects() {
        while core.hasEffects, core.state.batchDepth == 0 {
            let effects = core.takeEffects()
            noteCommitTake()
            for effect in effects {
                deliver(effect)
                core.updatePlaceholder()
                core.checkInvariants()
            }
        }
        // At the threshold or one past it: either bounds the registry the same way.
        if core.completions.count >= core.completionSweepThreshold { core.sweepCompletions() }
    }

    func deliver(_ effect: Effect<Row>) {
        switch effect {
        case .event(let event):
            sentEvents?.append(event)
            if frameMoments != nil { noteForFrame(event) }
            onEvent?(event)
            if event.kind == .announce, let text = event.message { onAnnouncement?(text) }
        case .announcement(let event, let before, let row, let rowIndex, let after):
            deliverAnnouncement(event, text: before + "“" + askAccessibilityLabel(of: row, at: rowIndex) + "”" + after)
        case .rowChange(let change):
            commitWindowReceives(change)
            onRowChange?(change)
        case .sectionedRowChange(let change): onSectionedRowChange?(change)
        case .action(let handler, let slot, let id, let index): runHandler(handler, slot: slot, id: id, index: index)
        case .complete(let token): core.completions.removeValue(forKey: token)?()
        case .didMoveRow(let source, let destination): didMoveRow?(source, destination)
        case .didMoveRows(let sources, let destination): didMoveRows?(sources, destination)
        case .didMoveRowToParent(let row, let parent, let childIndex): didMoveRowToParent?(row, parent, childIndex)
        case .outlineAnnouncement(let event, let row, let rowIndex, let parent, let parentIndex, let position, let count):
            let place = parent.map { "into " + askAccessibilityLabel(of: $0, at: parentIndex ?? 0) } ?? "to the top level"
            deliverAnnouncement(
                event, text: "“" + askAccessibilityLabel(of: row, at: rowIndex) + "” moved \(place), \(position) of \(count)")
        case .didSelectRow(let id, let hint):
            guard let didSelectRow, let index = core.index(of: id, hint: hint) else { return }
            didSelectRow(core.state.rows[index], core.indexPath(at: index))
        case .commitWindowDue: closeCommitWindow()
        case .menuItem(let item, let id, let index): runMenuItem(item, id: id, index: index)
        }
    }

    /// Delivers an announcement whose text names a row, asked of the app as it is delivered.
    @inline(never)
    func deliverAnnouncement(_ event: TableEvent<Row.ID>, text: String) {
        var event = event
        event.message = text
        sentEvents?.append(event)
        if frameMoments != nil { noteForFrame(event) }
        onEvent?(event)
        onAnnouncement?(text)
    }

    /// Keeps what a front end's next frame reports of `event`: its haptic moment, its
    /// announcement.
    @inline(never)
    func noteForFrame(_ event: TableEvent<Row.ID>) {
        if let haptic = FrameMoments.haptic(of: event.kind) { frameMoments?.note(haptic) }
        if event.kind == .announce, let text = event.message { frameMoments?.note(text) }
    }

    /// Runs an action's handler on the row it fired on, if that row is still in the table. If the
    /// handler throws, reports the error and puts the row back when it still waits on the action.
    func runHandler(_ handler: SwipeAction<Row>.Handler, slot: ActionSlot, id: Row.ID, index hint: Int) {
        guard let index = core.index(of: id, hint: hint) else { return }
        do {
            let row = core.state.rows[index]
            let title = core.resolvedActions(for: id)[slot]?.title ?? ""
            try handler(TriggeredRow(row: row, id: id, slot: core.logical(slot), table: self, actionTitle: title))
        } catch {
            // Delivery runs inside the entry point, which delivers what this queues.
            core.handlerFailed(saying: "\(error)", slot: slot, id: id, index: index)
        }
    }
}
