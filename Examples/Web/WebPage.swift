import GestureScript
import GestureTable

/// The table the page shows and what the page keeps beside it: the terminal demo's inbox, or the
/// table a script left (`gt_play`).
///
/// What the page draws, what its live region says and what its keys do are decided here, so
/// that `page.js` only puts JSON into the document and sends input back. The page speaks CSS
/// pixels: the inbox's table is laid out in pixels; a script's in the cells of its `size`, each
/// line ``scriptLineHeight`` pixels tall and the columns spread over the list's width.
final class WebPage {
    /// The height in pixels of a line of a script's table.
    static let scriptLineHeight = 56.0

    let table: GestureTable<ScriptRow>
    let clock: VirtualClock
    /// Whether the table is the inbox, whose rows are the messages of `InboxMessage.samples` by id.
    let isInbox: Bool
    /// A script's table: its size in cells, the list's width spread over its columns; `nil` for
    /// the inbox.
    let cells: (columns: Int, lines: Int)?
    /// Pixels per unit of the table, across and down.
    private(set) var scaleX = 1.0
    private(set) var scaleY = 1.0

    /// The inbox's messages not read yet.
    var unreadIDs: Set<Int> = []
    /// The index of the row the keys act on: the selected row (the selection follows the keys),
    /// or where it was until another row is selected there. In edit mode the table's selection
    /// is the checked rows, so the keys' row is the page's own: ``editingCursorID``.
    private(set) var cursor = 0
    /// The row the keys act on in edit mode, followed by id: the last row the keys moved to or a
    /// tap or a sweep checked or unchecked.
    private var editingCursorID: Int?
    /// Whether a pointer is down on the list: edit mode neither starts nor ends under it.
    private var isPointerDown = false
    /// The row the arrow keys uncovered an action of, which Enter releases.
    private var steppedID: Int?
    /// Set while an undo or a redo runs: its announcements are kept in ``replayed`` and the
    /// changes it makes are not new ones. Each change of the user's is one table step (a snooze
    /// is one batch), so `u` and `U` are the table's own undo and redo, once each.
    private var isReplaying = false
    private var replayed: [String] = []
    /// Whether the lifted row moved since it was lifted: a drop then says where it went.
    private var liftedRowMoved = false
    /// The index the live region last said the lifted row is at: a new one is said while it
    /// moves, before the drop.
    private var announcedLiftedIndex: Int?
    /// Whether a row is drawn selected: not until a key of the list, a tap or the Actions menu
    /// acted on one, though the first row is the table's selected row (the keys' and assistive
    /// technology's) from the start.
    var showsSelection = false
    /// The pull past an end of the list (``WebPage+RubberBand.swift``).
    var overscroll = Overscroll()
    /// How far the rubber band moves the content in the frame being drawn, in table units.
    var bounce = 0.0
    /// What the live region says next, if anything is new.
    private var news: String?
    /// The events the page has not taken yet, as JSON.
    private var events: [String] = []
    /// What page.js has drawn of the list: frames send only what changed.
    var drawing = DrawnList()
    /// Whether the rows are numbered rather than titled (``inbox(width:height:numberedRows:)``):
    /// each row's title is "Row" and its place in the first order, made when drawn.
    var isNumbered = false
    /// The message a tap or Enter opened, not yet shown.
    private var openedID: Int?
    /// The undo window's snackbar (``WebPage+Snackbar.swift``).
    var snackbar = Snackbar()
    /// Whether a long press opens a row's context menu outside edit mode (``installContextMenu()``).
    var offersContextMenu = false

    init(table: GestureTable<ScriptRow>, clock: VirtualClock, isInbox: Bool, cells: (columns: Int, lines: Int)? = nil) {
        self.table = table
        self.clock = clock
        self.isInbox = isInbox
        self.cells = cells
        if cells != nil { scaleY = Self.scriptLineHeight }
        table.onEvent = { event in self.note(event) }  // until `detach()`
    }

    /// Lets go of the table's closures, which hold the page (Embedded Swift has no weak
    /// references): the page is no longer shown.
    func detach() {
        table.onEvent = nil
        table.onCommit = nil
        table.didSelectRow = nil
        table.contextMenu = nil
        table.swipeActions = { _ in .none }
    }

    // MARK: - Input

    /// Gives the list a new size in pixels: the inbox's table takes it; a script's keeps its
    /// cells, drawn wider or narrower.
    func resize(width: Double, height: Double) {
        if let cells {
            if width > 0 { scaleX = width / Double(max(cells.columns, 1)) }
            return
        }
        table.viewportHeight = height
        attempt { () throws(GestureTableError) in try table.setWidth(width) }
    }

    /// A pointer sample in the list, of phase `kind` (0 began, 1 changed, 2 ended: a vertical
    /// fling coasts at the velocity the sample gives or the table measures, 3 cancelled).
    func pointer(_ kind: Int32, _ sample: PointerSample) {
        let scrollOffset = table.scrollOffset
        isPointerDown = kind < 2
        table.handle(sample)
        noteOverscroll(kind: kind, y: sample.location.y, scrolled: scrollOffset - table.scrollOffset)
    }

    /// Scrolls by `distance` pixels (a wheel).
    func scroll(by distance: Double) {
        try? table.scroll(by: distance / scaleY)
    }

    /// The keys of the list, by the codes page.js sends: Shift+↑ and Shift+↓ extend the checked
    /// rows in edit mode; `edit` and `deleteSelected` (the Edit and Delete buttons, and `e` and
    /// `d` as in the terminal demo) are the page's own.
    enum Key: Int32 {
        case up, down, left, right, enter, escape, space, undo, redo, home, end, pageUp, pageDown, extendUp, extendDown
        case edit, deleteSelected

        /// The list's key, whose command ``TableKeyCommand`` says, as in the terminal demo;
        /// `nil` for the page's own.
        var tableKey: TableKey? {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .enter: .enter
            case .escape: .escape
            case .space: .space
            case .undo: .undo
            case .redo: .redo
            case .home: .home
            case .end: .end
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .extendUp: .extendUp
            case .extendDown: .extendDown
            case .edit, .deleteSelected: nil
            }
        }
    }

    /// Handles a key of the list by the policy the terminal demo shares (``TableKeyCommand``):
    /// ↑ ↓ (Page Up, Page Down, Home, End) select, or move the lifted row; ← → step the selected row toward its
    /// next action; Enter releases it, drops the lifted row or opens the message; Escape
    /// cancels; Space lifts and drops; u undoes and U redoes. In edit mode Space checks the row
    /// and Shift+↑ ↓ check the next ones; ← → do nothing (swipes are off) and Enter opens
    /// nothing. Returns whether the key was the list's.
    func press(_ key: Key) -> Bool {
        let isEditing = table.isEditing
        guard let tableKey = key.tableKey else { return key == .edit ? toggleEditing() : isEditing && deleteSelectedRows() }
        guard table.count > 0 || key == .undo || key == .redo else { return false }
        if key != .undo, key != .redo { showsSelection = true }
        let lifted = table.liftedRowIndex
        var command = TableKeyCommand(tableKey, rowsPerPage: rowsPerPage, isEditing: isEditing)
        // Outside edit mode Shift+↑ and Shift+↓ are ↑ and ↓: one row is selected there.
        if case .extendSelection(let places) = command, !isEditing { command = .move(.by(places)) }
        switch command {
        case .move(let move):
            let from = lifted ?? cursor
            guard let destination = move.destination(from: from, count: table.count) else { break }
            if lifted != nil {
                if destination != from { attempt { () throws(GestureTableError) in try table.moveLiftedRow(by: destination - from) } }
            } else {
                settleSteppedRow()
                select(destination)
            }
            scrollToShow(table.liftedRowIndex ?? cursor)
        case .step(let side):
            guard lifted == nil, !isEditing else { break }
            let id = table.rows[cursor].id
            if steppedID != id { settleSteppedRow() }
            scrollToShow(cursor)
            if attempt({ () throws(GestureTableError) in try table.stepRow(at: cursor, side: side) }) {
                steppedID = id
                let slot = (try? table.highlightedSlot(ofRowAt: cursor)) ?? nil
                news = slot.map { actionName($0, ofRowWithID: id) + ": Enter to confirm, Escape to cancel" } ?? "No action"
            }
        case .release:
            if let id = steppedID, let index = table.index(ofRowWithID: id) {
                steppedID = nil
                attempt { () throws(GestureTableError) in try table.releaseRow(at: index) }
            } else if lifted != nil {
                attempt { () throws(GestureTableError) in try table.dropLiftedRow() }
            } else if isInbox, !isEditing, (try? table.phase(ofRowAt: cursor)) == .rest {
                open(table.rows[cursor].id)
            }
        case .cancel:
            cancel(lifted: lifted)
        case .toggleLift:
            if lifted != nil {
                attempt { () throws(GestureTableError) in try table.dropLiftedRow() }
            } else {
                settleSteppedRow()
                attempt { () throws(GestureTableError) in try table.liftRow(at: cursor) }
            }
        case .undo:
            undo()
        case .redo:
            redo()
        case .toggleSelection:
            attempt { () throws(GestureTableError) in try table.toggleRowSelection(at: cursor) }
        case .extendSelection(let places):
            guard lifted == nil, let destination = TableMove.by(places).destination(from: cursor, count: table.count) else { break }
            // The row left is checked too, as in the terminal demo: Shift+↓ from a row checks both.
            for index in [cursor, destination] where !table.isRowSelected(at: index) {
                attempt { () throws(GestureTableError) in try table.toggleRowSelection(at: index) }
            }
            select(destination)
            scrollToShow(cursor)
        case .expand, .collapse, .moveIntoRowAbove, .moveOutOfParent:
            // The inbox and the board are flat: TableKeyCommand's own policy never gives these.
            break
        }
        return true
    }

    /// How many rows Page Up and Page Down would move by: a viewport of rows, less one.
    private var rowsPerPage: Int {
        let rows = (table.viewportHeight / max(table.configuration.rowHeight, 0.001)).rounded(.down)
        return rows.isFinite ? max(1, Int(min(rows, 1e9)) - 1) : 1
    }

    /// Escape: puts the lifted row back, lets the stepped row settle, or closes the selected row
    /// if it is open, and says which. With nothing to cancel the live region is cleared: it must
    /// not go on offering an action that Escape took away.
    private func cancel(lifted: Int?) {
        var message = ""
        if let lifted {
            let title = title(ofRowWithID: table.rows[lifted].id)
            guard attempt({ () throws(GestureTableError) in try table.cancelLift() }) else { return }
            message = "Move cancelled: “\(title)” is back in place"
        } else if let id = steppedID {
            let slot = table.index(ofRowWithID: id).flatMap { (try? table.highlightedSlot(ofRowAt: $0)) ?? nil }
            if settleSteppedRow() {
                message = "\(slot.map { actionName($0, ofRowWithID: id) } ?? "Swipe") cancelled: “\(title(ofRowWithID: id))” stays"
            }
        } else if ((try? table.openSide(ofRowAt: cursor)) ?? nil) != nil {
            let title = title(ofRowWithID: table.rows[cursor].id)
            guard attempt({ () throws(GestureTableError) in try table.closeRow(at: cursor) }) else { return }
            message = "Closed “\(title)”"
        }
        news = message
    }

    /// Lets the row the keys stepped settle back to rest; whether one did.
    @discardableResult
    func settleSteppedRow() -> Bool {
        guard let id = steppedID else { return false }
        steppedID = nil
        guard let index = table.index(ofRowWithID: id), (try? table.phase(ofRowAt: index)) == .dragging else { return false }
        return attempt { () throws(GestureTableError) in try table.replaceRow(at: index) }
    }

    /// Selects the row at `index`: the keys act on it from now on. In edit mode it is not
    /// checked: the table's selection there is the checked rows.
    private func select(_ index: Int) {
        cursor = index
        showsSelection = true
        if table.isEditing {
            editingCursorID = table.rows[index].id
            return
        }
        attempt { () throws(GestureTableError) in try table.selectRow(at: index) }
    }

    /// Keeps the cursor on the selected row, or, when the selected row left, selects the row
    /// that took its place; in edit mode, on the keys' own row, or the row that took its place.
    private func followSelection() {
        if table.isEditing {
            if let id = editingCursorID, let index = table.index(ofRowWithID: id) {
                cursor = index
            } else {
                cursor = max(0, min(cursor, table.count - 1))
                editingCursorID = table.count > 0 ? table.rows[cursor].id : nil
            }
        } else if let selected = table.selectedRowIndex {
            cursor = selected
        } else if table.count > 0 {
            let wasShown = showsSelection
            select(min(cursor, table.count - 1))
            showsSelection = wasShown
        } else {
            cursor = 0
        }
    }

    /// Scrolls the row at `index` into view, below the pinned header.
    private func scrollToShow(_ index: Int) {
        let viewport = table.viewportHeight
        let covered = table.headerLayout(height: viewport).first { $0.isPinned }?.height ?? 0
        guard let top = try? table.yOfRow(at: index) else { return }
        let height = (try? table.height(ofRowAt: index)) ?? table.configuration.rowHeight
        let past = top < covered ? top - covered : max(0, top + height - viewport)
        if past != 0 { try? table.scroll(by: past) }
    }

    /// Takes back the table's newest step; the live region says what the table announced.
    private func undo() {
        settleSteppedRow()
        guard replay({ () throws(GestureTableError) in try table.undo() }) else { return }
        news = replayed.last ?? "Undone"
    }

    /// Does again the table's newest step undone.
    private func redo() {
        settleSteppedRow()
        guard replay({ () throws(GestureTableError) in try table.redo() }) else { return }
        news = replayed.first ?? "Redone"
    }

    /// Calls `step` (the table's undo or redo) once; whether it was made. A refusal (nothing
    /// to take back, or a step that no longer applies) is said.
    private func replay(_ step: () throws(GestureTableError) -> Void) -> Bool {
        replayed = []
        isReplaying = true
        defer { isReplaying = false }
        do throws(GestureTableError) {
            try step()
            return true
        } catch {
            news = error.message
            return false
        }
    }

    // MARK: - Edit mode

    /// The Edit button, or `e`: edit mode on or off, as the terminal demo's `e`. In edit mode a
    /// tap checks or unchecks a row, a press moved down or up checks the rows it sweeps, a long
    /// press on a checked row lifts every checked row, and swipes are off. The table's single
    /// selection, which is the keys' row, is let go on the way in; the checked rows are let go on
    /// the way out, as in the demo, and the keys' row is selected again.
    private func toggleEditing() -> Bool {
        guard isIdle() else { return true }
        settleSteppedRow()
        let isEditing = !table.isEditing
        if isEditing { table.selectionMode = .multiple }
        if offersContextMenu { table.contextMenu = isEditing ? nil : .rowActions }
        table.isEditing = isEditing
        table.deselectRow()
        if !isEditing { table.selectionMode = .single }
        editingCursorID = table.rows.indices.contains(cursor) ? table.rows[cursor].id : nil
        news = isEditing ? "Editing: tap or Space checks a message" : "Done editing"
        return true
    }

    /// The Delete button, or `d` in edit mode: deletes the checked rows, one step that one `u`
    /// takes back.
    private func deleteSelectedRows() -> Bool {
        let count = table.selectedRowIDs.count
        guard isIdle() else { return true }
        guard count > 0 else {
            news = "No message is checked"
            return true
        }
        guard attempt({ () throws(GestureTableError) in try table.deleteSelectedRows() }) else { return true }
        news = "Deleted \(count) message" + (count == 1 ? "" : "s")
        return true
    }

    /// Whether no pointer is down and no row lifted, and says what to finish first if not: the
    /// gesture would change its meaning halfway (the terminal demo waits too).
    private func isIdle() -> Bool {
        if isPointerDown || table.liftedRowIndex != nil { news = "Drop or let go of the message first" }
        return !isPointerDown && table.liftedRowIndex == nil
    }

    /// Runs `verb`; whether the table accepted it. A refusal is said.
    @discardableResult
    func attempt(_ verb: () throws(GestureTableError) -> Void) -> Bool {
        do throws(GestureTableError) {
            try verb()
            return true
        } catch {
            news = error.message
            return false
        }
    }

    // MARK: - What happened

    /// Opens the inbox's message with `id`, which is then read.
    func open(_ id: Int) {
        openedID = id
        showsSelection = true
        unreadIDs.remove(id)
    }

    /// Says `text` in the live region next.
    func say(_ text: String) {
        news = text
    }

    /// Notes an event of the table: kept for the page, and said in the live region when a
    /// person needs to hear it.
    private func note(_ event: TableEvent<Int>) {
        events.append(json(of: event))
        switch event.kind {
        case .lift:
            liftedRowMoved = false
            announcedLiftedIndex = event.index
        case .move:
            liftedRowMoved = true
        case .select, .deselect:
            // In edit mode the keys go on from the row a tap or a sweep reached (not from a
            // row deleted, which leaves the selection too).
            if table.isEditing, let id = event.rowID, table.index(ofRowWithID: id) != nil { editingCursorID = id }
        case .announce where isReplaying: replayed.append(event.message ?? "")
        default: break
        }
        guard !isReplaying, let message = message(for: event) else { return }
        news = message
    }

    /// What the live region says for `event`, if anything. The inbox's action handlers say what
    /// they did after this, and the table's announcements (of accessibility actions) after them.
    private func message(for event: TableEvent<Int>) -> String? {
        let id = event.rowID ?? -1
        let title = "“" + title(ofRowWithID: id) + "”"
        switch event.kind {
        case .highlight: return event.slot.map { actionName($0, ofRowWithID: id) + ": release to confirm" }
        case .unhighlight:
            // Back below every action: "release to confirm" no longer holds.
            let index = table.index(ofRowWithID: id)
            return index.flatMap { (try? table.highlightedSlot(ofRowAt: $0)) ?? nil } == nil ? "" : nil
        case .trigger: return event.slot.map { actionName($0, ofRowWithID: id) + " " + title }
        case .lift:
            // A checked row lifts every checked row with it (the core's group lift).
            let group = table.selectedRowIDs
            if table.isEditing, group.count > 1, group.contains(id) { return "Lifted \(group.count) messages: move them, then drop them" }
            return "Lifted \(title): move it, then drop it"
        case .move: return isInbox ? event.index.map { "Moved \(title) to \(placeName(ofRowAt: $0))" } : nil
        case .drop: return liftedRowMoved ? nil : "Dropped \(title)"
        case .cancel: return "Cancelled"
        case .emptyShown: return table.placeholder.title
        // The table's announcements come with its frames (``frame()``'s `say`).
        case .actionFailed: return event.message
        default: return nil
        }
    }

    /// Where the row at `index` is, as the terminal demo says it: "Yesterday, position 2".
    func placeName(ofRowAt index: Int) -> String {
        guard let path = try? table.indexPath(forRowAt: index), let title = try? table.titleForHeader(inSection: path.section)
        else { return "position \(index + 1)" }
        return "\(title), position \(path.row + 1)"
    }

    /// An event as the page's `window.gestureTable.events` lists it: `name` as scripts name it,
    /// `index`, `slot` (0 first-left … 3 second-right), `from` (a move's source), `time` in
    /// milliseconds, `id`, `message` (an announcement's or a failed action's text).
    private func json(of event: TableEvent<Int>) -> String {
        var object = JSONObject()
        object.set("name", event.kind.rawValue)
        object.set("index", json: event.index.map { String($0) } ?? "null")
        object.set("slot", json: event.slot.map { String(slotCode($0)) } ?? "null")
        object.set("from", json: event.sourceIndex.map { String($0) } ?? "null")
        object.set("time", milliseconds(event.time))
        object.set("id", json: event.rowID.map { String($0) } ?? "null")
        object.set("message", event.message ?? "")
        return object.json
    }

    /// What happened since the last call: `events`; `say`, the live region's new text; `open`,
    /// the message to show (`sender`, `time`, `subject`, `body`).
    func takeNews() -> String {
        followSelection()
        sayWhereTheLiftedRowIs()
        var object = JSONObject()
        object.set("events", json: jsonArray(events))
        events.removeAll(keepingCapacity: true)
        if let news { object.set("say", news) }
        news = nil
        if let id = openedID, let message = InboxMessage.message(withID: id) {
            var shown = JSONObject()
            shown.set("sender", message.sender)
            shown.set("time", message.time)
            shown.set("subject", message.subject)
            shown.set("body", message.preview + "…")
            object.set("open", json: shown.json)
        }
        openedID = nil
        return object.json
    }

    /// While a row is lifted, says where it is whenever it reaches a new place (the keys or
    /// the pointer moved it), unless something else is said.
    private func sayWhereTheLiftedRowIs() {
        guard let index = table.liftedRowIndex else {
            announcedLiftedIndex = nil
            return
        }
        guard index != announcedLiftedIndex else { return }
        announcedLiftedIndex = index
        if news == nil { news = "“\(title(ofRowWithID: table.rows[index].id))” at \(placeName(ofRowAt: index)): drop it here or move on" }
    }

    // MARK: - Names

    /// The title of the row with `id`: what `expect rows` compares and announcements quote.
    func title(ofRowWithID id: Int) -> String {
        if isInbox { return InboxMessage.message(withID: id)?.subject ?? "" }
        return table.index(ofRowWithID: id).map { title(of: table.rows[$0]) } ?? ""
    }

    /// The title of `row`: a numbered row's is made from its id.
    func title(of row: ScriptRow) -> String {
        Self.title(of: row, isNumbered: isNumbered)
    }

    static func title(of row: ScriptRow, isNumbered: Bool) -> String {
        isNumbered ? "Row \(row.id + 1)" : row.title
    }

    /// The titles of the rows in order, as JSON: every row, not only those drawn.
    ///
    /// - Complexity: O(*n*).
    func titles() -> String {
        var titles: [String] = []
        for row in table.rows { titles.append(jsonString(title(of: row))) }
        return jsonArray(titles)
    }

    /// The title of the action in `slot` of the row with `id`, or the slot's script name.
    func actionName(_ slot: ActionSlot, ofRowWithID id: Int) -> String {
        let title = table.index(ofRowWithID: id).flatMap { table.swipeActions(table.rows[$0])[slot]?.title } ?? ""
        return title.isEmpty ? ["first-left", "second-left", "first-right", "second-right"][Int(slotCode(slot))] : title
    }
}

/// The code of a slot: 0 first-left, 1 second-left, 2 first-right, 3 second-right.
func slotCode(_ slot: ActionSlot) -> Int32 {
    switch slot {
    case .firstLeft: 0
    case .secondLeft: 1
    case .firstRight: 2
    case .secondRight: 3
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
}
