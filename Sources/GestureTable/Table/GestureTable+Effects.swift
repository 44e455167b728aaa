/// Events and closures queued by a transition, delivered once the table is consistent.
///
/// Effects are values that name what to deliver, never closures that capture the table, so a
/// queued effect holds no reference to the table (and needs no `weak` one, which Embedded Swift
/// does not have).
enum Effect<Row: Identifiable> {
    /// Deliver an event to ``GestureTable/onEvent``.
    case event(TableEvent<Row.ID>)
    /// Deliver a change of the rows to ``GestureTable/onRowChange``.
    case rowChange(RowChange<Row>)
    /// Deliver a change of the rows to ``GestureTable/onSectionedRowChange``.
    case sectionedRowChange(SectionedRowChange<Row>)
    /// Run an action's handler on the row it fired on, if the row is still in the table.
    case action(SwipeAction<Row>.Handler, slot: ActionSlot, id: Row.ID, index: Int)
    /// Run a closure: a completion.
    case run(() -> Void)
}

extension GestureTable {
    /// Queues an event for ``onEvent``.
    ///
    /// The event's index path is `indexPath`, or the one of the row at `index` now.
    func emit(
        _ kind: TableEvent<Row.ID>.Kind, id: Row.ID? = nil, index: Int? = nil, slot: ActionSlot? = nil,
        indexPath: TableIndexPath? = nil, source: TableIndexPath? = nil
    ) {
        var event = TableEvent(kind: kind, rowID: id, index: index, slot: slot.map(logical), time: time)
        event.indexPath = indexPath ?? index.map { self.indexPath(at: $0) }
        event.sourceIndexPath = source
        queue(.event(event))
    }

    /// Queues a change of the rows for ``onRowChange`` and ``onSectionedRowChange``.
    func report(_ change: RowChange<Row>, _ sectioned: @autoclosure () -> SectionedRowChange<Row>) {
        if onRowChange != nil { queue(.rowChange(change)) }
        if onSectionedRowChange != nil { queue(.sectionedRowChange(sectioned())) }
    }

    /// The declared slot of a slot on screen (or the reverse): slots are mirrored in a
    /// right-to-left layout. Sides are always on screen; slots always as declared.
    func logical(_ slot: ActionSlot) -> ActionSlot {
        layoutDirection == .rightToLeft ? slot.mirrored : slot
    }

    /// A phase with its slot as declared.
    func logical(_ phase: RowPhase) -> RowPhase {
        if case .pending(let slot) = phase { return .pending(logical(slot)) }
        return phase
    }

    /// Queues a closure to run after the current transition.
    func enqueue(_ closure: (() -> Void)?) {
        if let closure { queue(.run(closure)) }
    }

    /// Queues an effect, to be delivered after the current transition.
    func queue(_ effect: Effect<Row>) {
        effects.append(effect)
        hasQueuedEffects = true
    }

    /// Delivers queued effects in order. Effects queued meanwhile (by the closures themselves)
    /// are delivered in the same loop, after those already queued.
    @inline(__always)
    func deliverEffects() {
        if hasQueuedEffects, batchDepth == 0 { deliverQueuedEffects() }
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
            case .run(let closure): closure()
            }
            updatePlaceholder()
            checkInvariants()
        }
        // A fresh array rather than `removeAll(keepingCapacity:)`, which is costly in unspecialized
        // generic code (the table is generic over its rows) and rarely saves an allocation here.
        effects = []
        hasQueuedEffects = false  // only saves the next entry point a delivery of nothing
        effectCursor = 0
    }

    /// Emits empty-shown or empty-hidden when the placeholder's visibility changed.
    @inline(__always)
    func updatePlaceholder() {
        if needsPlaceholderCheck { checkPlaceholder() }
    }

    @inline(never)
    func checkPlaceholder() {
        needsPlaceholderCheck = false
        let shouldShow = rows.isEmpty && deletions.isEmpty
        guard shouldShow != isShowingPlaceholder else { return }
        state.isShowingPlaceholder = shouldShow
        emit(shouldShow ? .emptyShown : .emptyHidden)
    }
}
