// The outbox: events, row changes and closures queued for delivery after the step.

/// Events and closures queued by a transition, delivered once the table is consistent.
///
/// Effects are values that name what to deliver, never closures that capture the table, so a
/// queued effect holds no reference to the table (and needs no `weak` one, which Embedded Swift
/// does not have).
enum Effect<Row: Identifiable> {
    /// Deliver an event to ``GestureTable/onEvent``.
    case event(TableEvent<Row.ID>)
    /// Deliver an `announce` event whose text names a row: `before`, the row's accessibility
    /// label in quotes, then `after`. The label is asked of the app as the announcement is
    /// delivered (``GestureTable/accessibilityLabel``; `row N` from `rowIndex` without one),
    /// never in a step.
    case announcement(TableEvent<Row.ID>, before: String, row: Row, rowIndex: Int, after: String)
    /// Deliver a change of the rows to ``GestureTable/onRowChange``.
    case rowChange(RowChange<Row>)
    /// Deliver a change of the rows to ``GestureTable/onSectionedRowChange``.
    case sectionedRowChange(SectionedRowChange<Row>)
    /// Run an action's handler on the row it fired on, if the row is still in the table.
    case action(SwipeAction<Row>.Handler, slot: ActionSlot, id: Row.ID, index: Int)
    /// Run the completion the token names.
    case complete(CompletionToken)
    /// Tell ``GestureTable/didMoveRow`` that a row moved.
    case didMoveRow(source: Int, destination: Int)
    /// Tell ``GestureTable/didMoveRows`` that a lifted group of rows moved.
    case didMoveRows(sources: [Int], destination: Int)
    /// Tell ``GestureTable/didMoveRowToParent`` where a row of an outline went.
    case didMoveRowToParent(row: Row, parent: Row?, childIndex: Int)
    /// Deliver an `announce` event for a move in an outline: `“A” moved into Work, 2 of 3`,
    /// both labels asked as it is delivered.
    case outlineAnnouncement(
        TableEvent<Row.ID>, row: Row, rowIndex: Int, parent: Row?, parentIndex: Int?, position: Int, count: Int)
    // Selection
    /// Tell ``GestureTable/didSelectRow`` that a tap selected a row, if it is still in the table.
    case didSelectRow(id: Row.ID, index: Int)
    /// Commit what waited long enough in the undo window (``CommitWindow``).
    case commitWindowDue
    /// Run the context menu's item chosen for a row, if the row is still in the table.
    case menuItem(ContextMenuItem<Row>, id: Row.ID, index: Int)
}

extension TableCore {
    /// Queues an event for ``onEvent``.
    ///
    /// The event's index path is `indexPath`, or the one of the row at `index` now.
    mutating func emit(
        _ kind: TableEventName, id: Row.ID? = nil, index: Int? = nil, slot: ActionSlot? = nil,
        indexPath: TableIndexPath? = nil, from sourceIndex: Int? = nil, source: TableIndexPath? = nil,
        message: String? = nil
    ) {
        guard answers.reportsEvents else { return }
        // Spelled out: a closure or a method reference here would capture (copy) the whole core.
        var declared: ActionSlot?
        if let slot { declared = logical(slot) }
        var event = TableEvent(kind: kind, rowID: id, index: index, slot: declared, time: state.time)
        if let indexPath {
            event.indexPath = indexPath
        } else if let index {
            event.indexPath = self.indexPath(at: index)
        }
        event.sourceIndex = sourceIndex
        event.sourceIndexPath = source
        event.message = message
        queue(.event(event))
    }

    /// Queues a change of the rows for ``onRowChange`` and ``onSectionedRowChange``.
    ///
    /// The sectioned form is built only when the app listens for it, from the core as it is
    /// after the change.
    mutating func report(_ change: RowChange<Row>, _ sectioned: (Self) -> SectionedRowChange<Row>) {
        if answers.reportsRowChanges { queue(.rowChange(change)) }
        if answers.reportsSectionedRowChanges { queue(.sectionedRowChange(sectioned(self))) }
    }

    // Sections

    /// Queues an event of a section for ``onEvent``.
    mutating func emit(_ kind: TableEventName, section: Int, from sourceSection: Int? = nil) {
        guard answers.reportsEvents else { return }
        var event = TableEvent<Row.ID>(kind: kind, time: state.time)
        event.section = section
        event.sourceSection = sourceSection
        queue(.event(event))
    }

    /// Queues a change of the flat rows alone, for ``onRowChange``: a row moved with its section,
    /// which the sectioned stream reports as one change of the section.
    mutating func reportFlat(_ change: RowChange<Row>) {
        if answers.reportsRowChanges { queue(.rowChange(change)) }
    }

    /// Queues a change of the sections alone, for ``onSectionedRowChange``: the flat rows do not
    /// change, or change as reported by ``reportFlat(_:)``.
    mutating func reportSectioned(_ change: SectionedRowChange<Row>) {
        if answers.reportsSectionedRowChanges { queue(.sectionedRowChange(change)) }
    }

    /// Keeps a completion until its animation ends, returning the token the state holds instead.
    mutating func register(_ completion: (() -> Void)?) -> CompletionToken? {
        guard let completion else { return nil }
        let token = CompletionToken(value: state.nextCompletionToken)
        state.nextCompletionToken += 1
        completions[token] = completion
        return token
    }

    /// Queues a completion to run after the current transition.
    mutating func enqueue(_ completion: CompletionToken?) {
        if let completion { queue(.complete(completion)) }
    }

    /// Queues an effect, to be delivered after the current transition.
    mutating func queue(_ effect: Effect<Row>) {
        outbox.append(effect)
        hasEffects = true
    }

}
