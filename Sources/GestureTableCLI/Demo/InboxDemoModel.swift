import GestureTable
import GestureTableTerminal

/// The interactive inbox without a terminal: it takes input events and draws frames.
///
/// The model owns the table, its swipe actions, the gesture recognizer and what the status line
/// says; `u` and `U` are the table's own undo and redo, one step each (a change of the demo's
/// that takes several of the table's verbs is one batch). ``InboxDemo`` connects it to a ``TerminalSession``; tests
/// drive it with synthetic ``InputEvent``s on a ``VirtualClock`` and read its ``frame()``.
///
/// Layout, top to bottom: a title line, the table, a status line, a key-help line. On a screen
/// of fewer than four lines the table takes every line. The table has three sections, "Today",
/// "Yesterday" and "Earlier", and every message is two lines tall (``rowHeight``).
final class InboxDemoModel {
    /// The action highlighted by the drag in progress, and the row dragged.
    struct Highlight: Hashable {
        let slot: ActionSlot
        let rowID: InboxMessage.ID
    }

    let clock: any TableClock
    let table: GestureTable<InboxMessage>
    let recognizer: TerminalGestureRecognizer<InboxMessage>
    /// Whether frames use colors; without, uncovered areas are shaded.
    var usesColor: Bool
    /// The screen size in cells.
    private(set) var columns: Int
    private(set) var lines: Int
    /// The messages not read yet.
    var unreadIDs: Set<InboxMessage.ID> {
        didSet { unreadRevision &+= 1 }
    }
    /// A number that changes whenever ``unreadIDs`` does: a row text drawn at the same number
    /// needs no lookup in the set to be known current.
    private(set) var unreadRevision = 0
    /// How many of the rows in the table are unread, kept up to date from the table's events.
    var unreadCount: Int
    /// The last thing done, shown on the status line when no action is highlighted.
    var message = StatusMessage("Drag a row left or right, or hold it to reorder.")
    /// Why the last input was refused, shown on the status line over everything else until the
    /// next input: a refusal answers the key just pressed, so it shows at once, even over a
    /// highlighted action, and is gone once another input makes it stale.
    var reply: StatusMessage?
    /// The newest change the undo window holds, offered on the status line until it closes.
    var snackbar: Snackbar?
    /// The action the current drag would fire on release.
    private(set) var highlight: Highlight?
    /// The actions of an unread row (a read one has Mark unread first), as a recording declares
    /// them.
    var unreadRowActions = SwipeActions<InboxMessage>.none
    /// How many steps `u` has taken back since the last change: all the table's steps when it
    /// reaches the table's undo limit, which is then what `u` says when nothing is left.
    private var undoneInARow = 0
    /// Set when the user asked to quit: the process's exit status.
    private(set) var exitStatus: Int32?
    /// Whether a row is lifted, until its drop or cancel.
    private var isMoving = false
    /// The rows the lift carries (the lifted row, and the checked rows lifted with it).
    private var carriedIDs: [InboxMessage.ID] = []
    /// Whether the drop in progress moved a row: the table reports a drop's moves, then the
    /// drop. A group may move without a new order (into the next section across a header),
    /// which only its moves tell.
    private var hasDropMoved = false
    /// Whether `u` or `U` is running: the table reports the moves it makes as moves, which are
    /// then no news for the status line.
    private var isReplaying = false
    /// What the table announced during the current undo or redo, in order.
    private var replayAnnouncements: [String] = []
    /// The first row the current undo or redo put back, moved or changed, to select.
    private var replayedRowID: InboxMessage.ID?
    /// The recording of the session as a script, when `--record` asked for one.
    var recorder: SessionRecorder?
    /// What the gesture recognizer did with the last input (`.ignored` for the demo's own keys).
    private(set) var lastOutcome = TerminalGestureRecognizer<InboxMessage>.Outcome.ignored
    /// What drawing keeps from frame to frame (row texts, the status line, two frame buffers).
    var drawing = InboxDrawingCache()
    /// The message shown in place of the list, selected by a tap or Enter.
    var readingID: InboxMessage.ID?
    /// Whether `?`'s key list is shown in place of the list.
    private(set) var isShowingKeys = false

    /// The height of a message's row: the sender and time, then the subject and preview.
    static let rowHeight = 2.0

    /// Creates the inbox on a clock, laid out for a screen.
    ///
    /// - Throws: ``GestureTableError`` if an action cannot be made (it never happens with the
    ///   built-in fractions).
    init(
        clock: any TableClock, columns: Int, lines: Int, usesColor: Bool,
        messages: [InboxMessage] = InboxMessage.samples
    ) throws(GestureTableError) {
        self.clock = clock
        self.usesColor = usesColor
        self.columns = max(1, columns)
        self.lines = max(1, lines)
        unreadIDs = Set(messages.filter { !$0.isInitiallyRead }.map(\.id))
        unreadCount = messages.filter { !$0.isInitiallyRead }.count
        let sections = InboxMessage.Day.allCases.map { day in
            TableSection(title: day.title, rows: messages.filter { $0.day == day })
        }
        table = try GestureTable(sections: sections, width: Double(max(1, columns)), clock: clock, configuration: .terminal)
        table.heightOfRow = { _ in Self.rowHeight }
        recognizer = TerminalGestureRecognizer(table: table, areaHeight: 1)
        table.placeholder = Placeholder(title: "Inbox zero", subtitle: "Press u to undo")
        try installActions()
        table.onEvent = { [weak self] event in self?.tableDidEmit(event) }
        // A message is named by its subject, as a recorded session's rows are by their titles.
        table.accessibilityLabel = { $0.subject }
        // What the table announces shows on the status line until the demo says more.
        table.onAnnouncement = { [weak self] text in self?.announce(text) }
        // A change waits for `u` before it is committed; the status line counts it down.
        table.commitDelay = Self.commitDelay
        installContextMenu()
        layOut()
    }

    // MARK: - Layout

    /// The line of the title, or `nil` when the screen is too short for one.
    var titleLine: Int? { lines >= 4 ? 0 : nil }
    /// The first line of the table.
    var tableTop: Int { lines >= 4 ? 1 : 0 }
    /// The number of lines of the table.
    var tableHeight: Int { lines >= 4 ? lines - 3 : lines }
    /// The line of the status, or `nil` when the screen is too short for one.
    var statusLine: Int? { lines >= 4 ? lines - 2 : nil }
    /// The line of the key help, or `nil` when the screen is too short for one.
    var helpLine: Int? { lines >= 4 ? lines - 1 : nil }

    /// Lays the screen out again for a new size: the table's width and viewport follow, and a
    /// drag in progress keeps the fraction it had reached (its start is rescaled).
    func resize(columns: Int, lines: Int) {
        let oldWidth = table.width
        self.columns = max(1, columns)
        self.lines = max(1, lines)
        layOut()
        recognizer.widthDidChange(from: oldWidth, to: table.width)
        recorder?.didResize(columns: Int(table.width), lines: tableHeight, at: clock.now)
    }

    /// Starts recording the session as a script (`demo --record`).
    func startRecording() {
        recorder = SessionRecorder(model: self, now: clock.now)
        installContextMenu()
    }

    private func layOut() {
        try? table.setWidth(Double(columns))
        table.viewportHeight = Double(max(1, tableHeight))
        recognizer.areaTop = tableTop
        recognizer.areaHeight = tableHeight
        if let selected = recognizer.selectedIndex { recognizer.selectRow(at: selected) }
    }

    // MARK: - Input

    /// Handles one input event: `q` and Ctrl-C quit, `u` undoes the last change with its own
    /// message, everything else goes to the gesture recognizer. When recording, the input is
    /// written to the script as the command that replays it.
    ///
    /// The table is ticked first, so the input meets it as it is now.
    func handle(_ event: InputEvent) {
        // The input applies to the table as it is at this instant: animations, a due long press
        // and autoscroll are brought up to now first (as the script player does at the end of
        // each wait), not left at the last frame.
        table.tick()
        guard let recorder else {
            handleInput(event)
            return
        }
        let before = SessionRecorder.Snapshot(model: self)
        let velocity = recorder.willHandle(event, model: self)
        handleInput(event)
        recorder.didHandle(event, outcome: lastOutcome, before: before, releaseVelocity: velocity, at: clock.now, model: self)
    }

    private func handleInput(_ event: InputEvent) {
        lastOutcome = .ignored
        reply = nil
        if readingID != nil, !Self.isInterrupt(event) {
            handleReadingInput(event)
            return
        }
        if isShowingKeys, !Self.isInterrupt(event) {
            if case .key = event { showKeys(false) }
            if case .mouse(let mouse) = event, mouse.kind == .press { showKeys(false) }
            return
        }
        if table.presentedContextMenu?.isHeld == false, case .key = event, !Self.isQuit(event) {
            // A menu shown takes the keys: ↑ ↓ Enter choose, Esc closes, the rest wait for it.
            lastOutcome = recognizer.handle(event)
            return
        }
        if case .unterminatedPaste = event {
            message = StatusMessage("A paste never ended").detail(" (no end marker within 1 s)", importance: 1)
                .detail(": ignored, keys work again", importance: 2)
            return
        }
        if case .key(let key, let modifiers) = event {
            switch (key, modifiers) {
            case (.character("q"), []), (.character("Q"), [.shift]), (.character("Q"), []):
                exitStatus = 0
                return
            case (.control("c"), _), (.character("c"), [.control]):
                exitStatus = 130  // 128 + SIGINT, as a shell reports an interrupted program.
                return
            case (.character("u"), []):
                if !recognizer.isPointerDown, !table.isReordering {
                    undo()
                    return
                }
            case (.character("U"), []), (.character("U"), [.shift]):
                if !recognizer.isPointerDown, !table.isReordering {
                    redo()
                    return
                }
            case (.character("e"), []):
                if !recognizer.isPointerDown, !table.isReordering {
                    toggleEditing()
                    return
                }
            case (.character("d"), []):
                if table.isEditing, !recognizer.isPointerDown, !table.isReordering {
                    deleteCheckedRows()
                    return
                }
            case (.escape, _):
                cancel(event)
                return
            case (.character("?"), _):
                // Every key of the mode, the help line's among them, in place of the list.
                showKeys(true)
                return
            case (.enter, _):
                if selectWithEnter() { return }
            default:
                break
            }
        }
        lastOutcome = recognizer.handle(event)
        if case .refused(let reason) = lastOutcome { reply = StatusMessage(reason.description) }
    }

    /// Shows `?`'s key list in place of the list, or the list again; the screen is drawn whole.
    private func showKeys(_ isShown: Bool) {
        isShowingKeys = isShown
        drawing = InboxDrawingCache()
    }

    /// Whether `event` is `q` or Ctrl-C, which quit whatever is shown.
    static func isQuit(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("q"), []), .key(.character("Q"), _): true
        default: isInterrupt(event)
        }
    }

    /// Whether `event` is Ctrl-C, which quits whatever is shown.
    static func isInterrupt(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.control("c"), _), .key(.character("c"), [.control]): true
        default: false
        }
    }

    /// Esc: the recognizer cancels the gesture in progress, and the status line says what went
    /// back (a lift cancelled says so through the table's cancel event), or goes blank when
    /// there was nothing to cancel, so it never shows news from before the Esc.
    private func cancel(_ event: InputEvent) {
        let wasReordering = table.isReordering
        let cancelledIndex = recognizer.isPointerDown ? recognizer.selectedIndex : recognizer.steppedRowIndex
        let subject = cancelledIndex.flatMap { table.rows.indices.contains($0) ? table.rows[$0].subject : nil }
        lastOutcome = recognizer.handle(event)
        switch lastOutcome {
        case .handled where wasReordering:
            break
        case .handled:
            message = subject.map { StatusMessage("Put ").subject($0).then(" back") } ?? StatusMessage("Cancelled")
        case .refused(let reason):
            reply = StatusMessage(reason.description)
        case .ignored:
            message = StatusMessage()
        }
    }

    /// `u`: takes back the table's newest step, selecting the row it brings back, moves or
    /// changes. The status line says what the table announced ("Undone: Archive “…”").
    func undo() {
        // A row half dragged by the keys settles first, as the recognizer's own undo does.
        if recognizer.settleSteppedRow() { recorder?.didSettleStep(at: clock.now) }
        guard table.canUndo else {
            let limit = table.configuration.undoLimit
            reply = limit > 0 && undoneInARow >= limit
                ? StatusMessage("Nothing more to undo").detail(": only the last \(limit) changes can be undone")
                : StatusMessage(GestureRefusal.nothingToUndo.description)
            return
        }
        let name = table.undoActionName ?? "Changes"
        guard replay(with: table.undo, failure: "Could not undo \(name)") else { return }
        undoneInARow += 1
        recorder?.didUndo(at: clock.now)
        selectReplayedRow()
        // A step that changed several rows is announced newest first: the last names it.
        message = StatusMessage(replayAnnouncements.last ?? "Undone: \(name)")
    }

    /// `U`: does again the table's newest step `u` took back, selecting its row; any new change
    /// ends what can be done again.
    func redo() {
        if recognizer.settleSteppedRow() { recorder?.didSettleStep(at: clock.now) }
        guard table.canRedo else {
            reply = StatusMessage("Nothing to redo")
            return
        }
        let name = table.redoActionName ?? "Changes"
        guard replay(with: table.redo, failure: "Could not redo \(name)") else { return }
        undoneInARow = max(0, undoneInARow - 1)
        recorder?.didRedo(at: clock.now)
        selectReplayedRow()
        message = StatusMessage(replayAnnouncements.first ?? "Redone: \(name)")
    }

    /// Calls `step` (the table's undo or redo) once; whether it was made. The moves it makes are
    /// not new changes of the user's. A step the table cannot replay stays where it was, and
    /// the status line says why.
    private func replay(with step: () throws(GestureTableError) -> Void, failure: String) -> Bool {
        replayAnnouncements = []
        replayedRowID = nil
        isReplaying = true
        defer { isReplaying = false }
        do throws(GestureTableError) {
            try step()
        } catch {
            reply = StatusMessage(failure).detail(": \(error.message)")
            return false
        }
        return true
    }

    /// What the table announces shows on the status line; during an undo or a redo, the
    /// announcement that names the change does, once it is over.
    private func announce(_ text: String) {
        if isReplaying { replayAnnouncements.append(text) } else { message = StatusMessage(text) }
    }

    /// Selects the first row the undo or redo just made put back, moved or changed, scrolling it
    /// into view.
    private func selectReplayedRow() {
        guard let replayedRowID else { return }
        let scrolledFrom = table.scrollOffset
        if let index = table.index(ofRowWithID: replayedRowID) { recognizer.selectRow(at: index) }
        recorder?.didScroll(by: table.scrollOffset - scrolledFrom, at: clock.now)
    }

    /// Notes a new change of the user's, which the table made a step of: `u` counts its steps
    /// from here again.
    func noteChange() {
        undoneInARow = 0
    }

    // MARK: - Table events

    private func tableDidEmit(_ event: TableEvent<InboxMessage.ID>) {
        recognizer.handleTableEvent(event)
        if isReplaying, replayedRowID == nil, let id = event.rowID, [.insert, .move, .update].contains(event.kind) {
            replayedRowID = id
        }
        if let id = event.rowID, unreadIDs.contains(id) {
            if event.kind == .delete { unreadCount -= 1 }
            if event.kind == .insert { unreadCount += 1 }
        }
        switch event.kind {
        case .select:
            // In edit mode a selected row is checked, not opened.
            if !table.isEditing { rowWasSelected(event) }
        case .announce:
            if table.isEditing, let text = event.message { message = StatusMessage(text) }
        case .highlight:
            if let slot = event.slot, let id = event.rowID { highlight = Highlight(slot: slot, rowID: id) }
        case .unhighlight:
            if highlight?.slot == event.slot { highlight = nil }
        case .trigger, .replace, .delete, .push:
            highlight = nil
        case .cancel:
            highlight = nil
            if isMoving {
                isMoving = false
                message = StatusMessage("Move cancelled")
            }
        case .move:
            if isMoving, !isReplaying { hasDropMoved = true }
        case .menuOpen:
            if let index = event.index, table.rows.indices.contains(index) {
                message = StatusMessage("Menu of ").subject(table.rows[index].subject)
                    .detail(" — ↑↓ Enter or a click chooses", importance: 3).detail(", Esc closes", importance: 2)
                    .detail(", a drag moves the row", importance: 1)
            }
        case .lift:
            isMoving = true
            hasDropMoved = false
            carriedIDs = table.liftedGroupRowIDs
            if carriedIDs.count > 1 {
                message = StatusMessage("Moving \(carriedIDs.count) messages")
                    .detail(" — release or Space drops", importance: 3).detail(", Esc cancels", importance: 2)
                    .detail(", drag or ↑↓ moves them", importance: 1)
            } else if let index = event.rowID.flatMap(table.index(ofRowWithID:)) {
                // By the row's id: a lift out of a held menu has moved the row already.
                message = StatusMessage("Moving ").subject(table.rows[index].subject)
                    .detail(" — release or Space drops", importance: 3).detail(", Esc cancels", importance: 2)
                    .detail(", drag or ↑↓ moves it", importance: 1)
            }
        case .drop:
            // Said over the table's announcement of a group's new place.
            if isMoving { message = hasDropMoved ? droppedMessage(rowID: event.rowID) : StatusMessage("Left in place") }
            if hasDropMoved { noteChange() }
            isMoving = false
            hasDropMoved = false
        default:
            break
        }
    }

    /// Where a drop put the lifted row (`rowID`), or the group it carried, from its first row.
    private func droppedMessage(rowID: InboxMessage.ID?) -> StatusMessage {
        let moved: StatusMessage
        // A row of the group deleted during the lift is not carried.
        let carried = carriedIDs.compactMap { table.index(ofRowWithID: $0) }
        if carriedIDs.count > 1, let first = carried.min() {
            moved = StatusMessage("Moved \(carried.count) message\(carried.count == 1 ? "" : "s")").then(" to \(placeName(ofRowAt: first))")
        } else if let index = rowID.flatMap(table.index(ofRowWithID:)) {
            moved = StatusMessage("Moved ").subject(table.rows[index].subject).then(" to \(placeName(ofRowAt: index))")
        } else {
            moved = StatusMessage("Moved")
        }
        return moved.detail(" — u to undo")
    }

    /// Where the row at `index` is, as the status line says it: "Yesterday, position 2".
    func placeName(ofRowAt index: Int) -> String {
        guard let path = try? table.indexPath(forRowAt: index),
              let title = try? table.titleForHeader(inSection: path.section)
        else { return "position \(index + 1)" }
        return "\(title), position \(path.row + 1)"
    }
}

extension InboxDemoModel {
    /// `e`: edit mode on or off. In edit mode several rows may be checked (a click or Space
    /// toggles one, Shift+↑/↓ or a vertical drag checks several) and `d` deletes them; swipes
    /// are off. Leaving it lets the checked rows go.
    func toggleEditing() {
        if table.isEditing {
            table.isEditing = false
            table.deselectRow()
            table.selectionMode = .single
            installContextMenu()
            message = StatusMessage("Edit mode off")
        } else {
            recognizer.settleSteppedRow()
            table.selectionMode = .multiple
            table.isEditing = true
            installContextMenu()
            message = StatusMessage("Edit mode: click or Space checks a row").detail(", d deletes the checked rows", importance: 1)
                .then(", e done")
        }
    }

    /// `d` in edit mode: deletes the checked rows, one undo step.
    func deleteCheckedRows() {
        let count = table.selectedRowIDs.count
        guard count > 0 else {
            reply = StatusMessage("No row is checked: click or Space checks one")
            return
        }
        do {
            try table.deleteSelectedRows()
            // One table step: `u` takes the whole deletion back.
            noteChange()
            message = StatusMessage("Deleted \(count) message\(count == 1 ? "" : "s")").detail(" — u to undo")
        } catch {
            reply = StatusMessage("Could not delete: \(error)")
        }
    }
}
