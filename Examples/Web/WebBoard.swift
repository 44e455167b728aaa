#if BOARD
import GestureScript
import GestureTable

/// The page's board view: the terminal board demo's columns (Todo, Doing, Done, from
/// `BoardSamples.swift`) on a ``GestureBoard``, in pixels, with what the page keeps beside it.
///
/// Compiled into the page's second module only (`BOARD`): the first module, which draws the
/// inbox, stays as small as it was. As with ``WebPage``, what the board draws, says and does is
/// decided here; `board.js` puts the JSON into the document and sends input back. Its rows are
/// ``ScriptRow``s, the type the script player's tables hold, so the module has one copy of the
/// table's code, not two.
final class WebBoard {
    /// The height of a task's row, in pixels.
    static let rowHeight = 56.0
    /// The space between two columns, in pixels.
    static let gutter = 12.0

    let board: GestureBoard<ScriptRow>
    let clock: VirtualClock
    /// The column the keys act on, and in each column the index of the row they act on there.
    private(set) var selectedColumn = 0
    private(set) var cursors: [Int]
    /// The row the selection follows through moves and undo, wherever it goes.
    private var selectedID: Int?
    /// Whether a row is drawn selected: not until a key or the Actions menu acted on one.
    private(set) var showsSelection = false
    /// What the live region says next, if anything is new.
    private var news: String?
    /// The events the page has not taken yet, as JSON.
    private var events: [String] = []
    /// Whether the pointer down now closed a context menu: the rest of it does nothing.
    private var pointerClosedMenu = false
    /// The lifted row's id and the place the live region last said it is at, as `column row`.
    private var announcedPlace: (id: Int, column: Int, row: Int)?
    /// Whether the lifted row moved since it was lifted: a drop then says where it went.
    private var liftedRowMoved = false
    /// The row last lifted, by a column or carried by the board: a cancel of its is said (a
    /// swipe's is not).
    private var liftedID: Int?
    /// The column a carried row is over that refuses it, while it is there.
    private(set) var refusingColumn: Int?
    /// What board.js has drawn of each column's list.
    var drawing: [DrawnList] = []

    /// The board, fresh, in a viewport `width` by `height` pixels (the columns' lists).
    init(width: Double, height: Double) throws(GestureTableError) {
        var configuration = TableConfiguration()
        configuration.rowHeight = Self.rowHeight
        configuration.touchSlop = 8
        var nextID = 0
        var columns: [BoardColumn<ScriptRow>] = []
        for (title, tasks) in zip(BoardSamples.titles, BoardSamples.tasks) {
            var rows: [ScriptRow] = []
            for task in tasks {
                rows.append(ScriptRow(id: nextID, title: task))
                nextID += 1
            }
            columns.append(BoardColumn(title: title, rows: rows))
        }
        clock = VirtualClock()
        board = try GestureBoard(
            columns: columns, columnWidth: Self.columnWidth(forViewport: width), gutter: Self.gutter, clock: clock,
            configuration: configuration)
        cursors = Array(repeating: 0, count: board.columnCount)
        board.canTransferRow = { _, from, to in BoardSamples.canTransfer(from: from, to: to) }
        // The board lives as long as the page: the closures below hold it, and it holds them.
        board.onEvent = { event in self.note(event, inColumn: event.column) }
        for (column, table) in board.tables.enumerated() {
            table.accessibilityLabel = { row in row.title }
            table.onEvent = { event in self.note(event, inColumn: column) }
            table.didSelectRow = { row, _ in self.follow(row.id, showing: false) }
            table.contextMenu = ContextMenu { row in self.menuItems(for: row) }
            try installActions(on: table)
        }
        resize(width: width, height: height)
        selectedID = board.tables[0].rows.first?.id
    }

    /// The width of a column for a viewport `width` pixels wide: the three side by side when they
    /// fit at least a phone's column, otherwise most of the viewport, so that the next column
    /// shows at the edge and says the board scrolls sideways. Fixed for the board's life (a
    /// board's columns are), whatever the viewport becomes.
    static func columnWidth(forViewport width: Double) -> Double {
        let viewport = width.isFinite ? max(width, 120) : 360
        let fitted = (viewport - 2 * gutter) / 3
        return min(max(fitted, min(300, viewport * 0.82)), 360)
    }

    /// A task's one action, as in the inbox: drag left past a quarter of the row to Delete it
    /// (one undo step of the board's).
    private func installActions(on table: GestureTable<ScriptRow>) throws(GestureTableError) {
        let delete = try SwipeAction<ScriptRow>(title: "Delete", icon: "✗ Delete", color: .red, fraction: 0.25) {
            (triggered: TriggeredRow<ScriptRow>) throws(GestureTableError) in
            try triggered.delete()
            self.news = "Deleted “\(triggered.row.title)”"
        }
        let actions = try SwipeActions(firstRight: delete)
        table.swipeActions = { _ in actions }
    }

    // MARK: - Input

    /// Gives the board's viewport a new size in pixels: the columns keep their width, and the
    /// board scrolls sideways when the viewport is narrower than they are.
    func resize(width: Double, height: Double) {
        board.viewportWidth = width.isFinite ? max(width, 1) : board.contentWidth
        board.viewportHeight = height.isFinite ? max(height, 1) : Self.rowHeight
    }

    /// The board scrolled sideways to `offset` pixels (the page's scroller moved).
    func scrollHorizontally(to offset: Double) {
        board.scroll(horizontallyBy: offset - board.horizontalScrollOffset)
    }

    /// Scrolls the column under `x` by `distance` pixels (a wheel).
    func scroll(atX x: Double, by distance: Double) {
        guard let column = board.column(atX: x) else { return }
        try? board.tables[column].scroll(by: distance)
    }

    /// A pointer sample in the board's viewport, of phase `kind` (0 began, 1 changed, 2 ended,
    /// 3 cancelled). A press also picks the row the keys act on, as in the terminal demo.
    func pointer(_ kind: Int32, _ sample: PointerSample) {
        let x = sample.location.x, y = sample.location.y
        // A press while a menu is open, in any column, only closes it, as in a table.
        if kind == 0 { pointerClosedMenu = dismissMenu() }
        if pointerClosedMenu {
            if kind >= 2 { pointerClosedMenu = false }
            return
        }
        switch kind {
        case 0:
            // One lifted row at a time: a press puts down a row the keys lifted (as Escape
            // would), or the press could lift a second one in another column.
            if board.liftedRow != nil { attempt { () throws(GestureTableError) in try board.cancelLift() } }
            board.handle(sample)
            if let column = board.column(atX: x) {
                if let index = board.tables[column].indexOfRow(atY: y) {
                    select(index, inColumn: column, showing: false)
                } else {
                    selectColumn(column)
                }
            }
        default: board.handle(sample)
        }
        if !board.isCarryingRow { refusingColumn = nil }
    }

    /// The keys of a column, by the codes board.js sends.
    enum Key: Int32 {
        case up, down, left, right, enter, escape, space, undo, redo, home, end
    }

    /// Handles a key of the selected column as the terminal board demo does: ↑ ↓ (Home, End)
    /// select a row, or move the lifted one; ← → pick the column, and carry the lifted row there
    /// (``GestureBoard/moveLiftedRow(toColumn:)``: nothing moves until the drop); Space and
    /// Enter lift and drop; Escape puts the lifted row back home, where it was lifted; u undoes
    /// and U redoes, the board's history. Returns whether the key was the column's.
    func press(_ key: Key) -> Bool {
        if key != .undo, key != .redo { showsSelection = true }
        // While a row is lifted the keys act on it, wherever it is shown.
        let shown = board.liftedRow
        if let shown, shown.column != selectedColumn || shown.row != cursors[shown.column] {
            selectedColumn = shown.column
            cursors[shown.column] = shown.row
        }
        let table = board.tables[selectedColumn]
        let cursor = cursors[selectedColumn]
        let lifted = shown?.row
        // Carried over another column, the row's gap may be one past that column's rows.
        let isCarried = board.isCarryingRow
        switch key {
        case .up, .down, .home, .end:
            let last = isCarried ? table.count : max(0, table.count - 1)
            let from = lifted ?? cursor
            let to = switch key {
            case .up: max(0, from - 1)
            case .down: min(last, from + 1)
            case .home: 0
            default: last
            }
            if lifted != nil {
                if to != from { attempt { () throws(GestureTableError) in try board.moveLiftedRow(by: to - from) } }
                if let now = board.liftedRow { cursors[now.column] = now.row }
            } else if table.count > 0 {
                select(to, inColumn: selectedColumn, showing: true)
            }
            scrollToShow(min(cursors[selectedColumn], max(0, table.count - 1)), inColumn: selectedColumn)
        case .left, .right:
            let target = min(max(selectedColumn + (key == .left ? -1 : 1), 0), board.columnCount - 1)
            guard target != selectedColumn else { break }
            if lifted != nil {
                var moved = false
                attempt { () throws(GestureTableError) in moved = try board.moveLiftedRow(toColumn: target) }
                // Refused: the row stays lifted where it is, and the keys stay with it.
                guard moved else { break }
                if let now = board.liftedRow {
                    selectedColumn = now.column
                    cursors[now.column] = now.row
                }
            } else {
                selectedColumn = target
                let count = board.tables[target].count
                cursors[target] = min(cursors[target], max(0, count - 1))
                selectedID = count > 0 ? board.tables[target].rows[cursors[target]].id : nil
            }
            scrollToShow(cursors[selectedColumn], inColumn: selectedColumn)
        case .space, .enter:
            if lifted != nil {
                let id = idOfRowLiftedNow
                attempt { () throws(GestureTableError) in try board.dropLiftedRow() }
                if let id { follow(id, showing: true) }
            } else if table.count > 0 {
                attempt { () throws(GestureTableError) in try table.liftRow(at: cursor) }
            }
        case .escape:
            guard lifted != nil, let id = idOfRowLiftedNow else {
                news = ""  // nothing to cancel: the live region must not go on offering a drop
                break
            }
            // Home, wherever it was carried: nothing moved.
            guard attempt({ () throws(GestureTableError) in try board.cancelLift() }) else { break }
            follow(id, showing: true)
            news = "Move cancelled: “\(title(ofRowWithID: id))” stays at \(placeName(ofRowWithID: id))"
        case .undo:
            attempt { () throws(GestureTableError) in try board.undo() }
        case .redo:
            attempt { () throws(GestureTableError) in try board.redo() }
        }
        return true
    }

    /// The id of the lifted row, wherever it is shown.
    private var idOfRowLiftedNow: Int? {
        if let row = board.carriedRow { return row.id }
        for table in board.tables { if let index = table.liftedRowIndex { return table.rows[index].id } }
        return nil
    }

    /// Makes `column` the one the keys act on (the focus went to its list), at the row they
    /// acted on there last.
    func selectColumn(_ column: Int) {
        guard board.tables.indices.contains(column), column != selectedColumn else { return }
        select(cursors[column], inColumn: column, showing: false)
    }

    /// Selects the row at `index` of `column`: the keys act on it from now on.
    private func select(_ index: Int, inColumn column: Int, showing: Bool) {
        selectedColumn = column
        cursors[column] = index
        if showing { showsSelection = true }
        let rows = board.tables[column].rows
        selectedID = rows.indices.contains(index) ? rows[index].id : nil
    }

    /// Selects the row with `id`, wherever it is.
    private func follow(_ id: Int, showing: Bool) {
        guard let path = board.indexPath(ofRowWithID: id) else { return }
        select(path.row, inColumn: path.column, showing: showing)
    }

    /// Keeps the selection on its row wherever the row went (a drop, an undo); when it is
    /// gone, on the row that took its place in the same column.
    private func followSelection() {
        for (column, table) in board.tables.enumerated() {
            cursors[column] = min(cursors[column], max(0, table.count - 1))
        }
        if let shown = board.liftedRow {
            // A lifted row carried to another column is shown there, in its gap.
            selectedColumn = shown.column
            cursors[shown.column] = shown.row
        } else if let id = selectedID, let path = board.indexPath(ofRowWithID: id) {
            selectedColumn = path.column
            cursors[path.column] = path.row
        } else {
            let rows = board.tables[selectedColumn].rows
            selectedID = rows.indices.contains(cursors[selectedColumn]) ? rows[cursors[selectedColumn]].id : nil
        }
    }

    /// Scrolls the row at `index` of `column` into view, and the column too.
    private func scrollToShow(_ index: Int, inColumn column: Int) {
        let table = board.tables[column]
        if let top = try? table.yOfRow(at: index) {
            let height = (try? table.height(ofRowAt: index)) ?? table.configuration.rowHeight
            let past = top < 0 ? top : max(0, top + height - table.viewportHeight)
            if past != 0 { try? table.scroll(by: past) }
        }
        guard let left = try? board.xOfColumn(column) else { return }
        let right = left + board.columnWidth
        let past = left < 0 ? left : max(0, right - board.viewportWidth)
        if past != 0 { board.scroll(horizontallyBy: past) }
    }

    /// Runs `verb`; whether the board accepted it. A refusal is said.
    @discardableResult
    private func attempt(_ verb: () throws(GestureTableError) -> Void) -> Bool {
        do throws(GestureTableError) {
            try verb()
            return true
        } catch {
            news = error.message
            return false
        }
    }

    // MARK: - Who owns a press, and the context menu

    /// What a press that went down at `pressedAt` becomes, now that it is `sample` (in the
    /// board's viewport): the claim of the column under it (``GestureBoard/claim(_:pressedAt:)``).
    /// A task has nothing for a drag to the right, so that one is declined: the page scrolls the
    /// board with it. A row lifted or a menu open already belongs to its column.
    func claim(_ sample: PointerSample, pressedAt: Duration) -> GestureClaim {
        if board.liftedRow != nil { return .lift }
        guard let column = board.column(atX: sample.pressLocation.x) else { return .declined }
        if board.tables[column].presentedContextMenu != nil { return .contextMenu }
        return board.claim(sample, pressedAt: pressedAt)
    }

    /// The items of a task's menu: what the board offers assistive technology for it (its swipe
    /// action, its moves in the column, `Move to <column>` for each column that takes it), each
    /// run as ``GestureBoard/performAccessibilityAction(named:ofRowAt:inColumn:)`` runs it.
    private func menuItems(for row: ScriptRow) -> [ContextMenuItem<ScriptRow>] {
        guard let path = board.indexPath(ofRowWithID: row.id),
            let names = try? board.accessibilityActions(ofRowAt: path.row, inColumn: path.column)
        else { return [] }
        let destructive = destructiveTitles(of: row, in: board.tables[path.column])
        return names.map { name in
            ContextMenuItem(title: name, isDestructive: destructive.contains(name)) { (row: ScriptRow) throws(GestureTableError) in
                guard let path = self.board.indexPath(ofRowWithID: row.id) else { return }
                try self.board.performAccessibilityAction(named: name, ofRowAt: path.row, inColumn: path.column)
            }
        }
    }

    /// Opens the menu of the selected task, as the menu key does (a menu in another column
    /// closes); whether it opened.
    func presentMenu() -> Bool {
        followSelection()
        let table = board.tables[selectedColumn], cursor = cursors[selectedColumn]
        guard board.liftedRow == nil, table.rows.indices.contains(cursor) else { return false }
        dismissMenu()
        showsSelection = true
        return attempt { () throws(GestureTableError) in try table.presentContextMenu(forRowAt: cursor) }
    }

    /// Chooses item `item` of the menu shown: it closes, and the item runs on its task.
    func chooseMenuItem(_ item: Int) {
        guard let table = board.tables.first(where: { $0.presentedContextMenu != nil }) else { return }
        showsSelection = true
        attempt { () throws(GestureTableError) in try table.chooseContextMenuItem(at: item) }
    }

    /// Closes every menu shown without choosing; whether one was.
    @discardableResult
    func dismissMenu() -> Bool {
        var closed = false
        for table in board.tables where table.presentedContextMenu != nil {
            attempt { () throws(GestureTableError) in try table.dismissContextMenu() }
            closed = true
        }
        return closed
    }

    // MARK: - What happened

    /// Notes an event of a column's table or of the board: kept for the page, and said in the
    /// live region when a person needs to hear it.
    private func note(_ event: TableEvent<Int>, inColumn column: Int?) {
        events.append(json(of: event, column: column))
        switch event.kind {
        case .lift:
            liftedRowMoved = false
            liftedID = event.rowID
            announcedPlace = nil
            if let id = event.rowID { follow(id, showing: false) }
        case .move: liftedRowMoved = true
        case .transfer:
            // The selection follows the row a drop moved, as in the terminal demo.
            if let id = event.rowID { follow(id, showing: false) }
        case .transferRefused: refusingColumn = event.column
        case .transferEnter, .transferLeave: refusingColumn = nil
        default: break
        }
        if let message = message(for: event, inColumn: column) { news = message }
    }

    /// What the live region says for `event`, if anything. The board announces its own moves
    /// between columns by keys and by the Actions menu (in its frames); a drop's is said here in
    /// the same words.
    private func message(for event: TableEvent<Int>, inColumn column: Int?) -> String? {
        let id = event.rowID ?? -1
        let title = "“" + title(ofRowWithID: id) + "”"
        switch event.kind {
        case .highlight: return event.slot == nil ? nil : "Delete: release to confirm"
        case .unhighlight: return ""
        case .lift: return "Lifted \(title): move it, then drop it"
        case .move, .transfer: return "\(title) moved to \(placeName(ofRowWithID: id))"
        case .drop: return liftedRowMoved ? nil : "Dropped \(title) at \(placeName(ofRowWithID: id))"
        case .transferEnter: return column.map { "\(title) over \(board.titles[$0]): drop it to move it there" }
        case .transferRefused: return column.map { BoardSamples.refusal(byColumn: $0) }
        case .cancel where event.rowID == liftedID: return "Move cancelled: \(title) is back in place"
        // The board's announcements come with its frames (``frame()``'s `say`).
        case .actionFailed: return event.message
        default: return nil
        }
    }

    /// Where the row with `id` is, as the board announces it: `Doing, 3 of 5`.
    func placeName(ofRowWithID id: Int) -> String {
        guard let path = board.indexPath(ofRowWithID: id) else { return "nowhere" }
        return "\(board.titles[path.column]), \(path.row + 1) of \(board.tables[path.column].count)"
    }

    /// An event as `window.gestureTable.board.events` lists it: `name`, `column` (the board's
    /// events, and the column whose table reported it), `index`, `from` and `fromColumn` (a
    /// transfer's or a move's source), `id`, `message`.
    private func json(of event: TableEvent<Int>, column: Int?) -> String {
        var object = JSONObject()
        object.set("name", event.kind.rawValue)
        object.set("column", json: column.map { String($0) } ?? "null")
        object.set("index", json: event.index.map { String($0) } ?? "null")
        object.set("from", json: event.sourceIndex.map { String($0) } ?? "null")
        object.set("fromColumn", json: event.sourceColumn.map { String($0) } ?? "null")
        object.set("id", json: event.rowID.map { String($0) } ?? "null")
        object.set("message", event.message ?? "")
        return object.json
    }

    /// What happened since the last call: `events`; `say`, the live region's new text.
    func takeNews() -> String {
        followSelection()
        sayWhereTheLiftedRowIs()
        var object = JSONObject()
        object.set("events", json: jsonArray(events))
        events.removeAll(keepingCapacity: true)
        if let news { object.set("say", news) }
        news = nil
        return object.json
    }

    /// While the keys move a lifted row, says where it is whenever it reaches a new place,
    /// unless something else is said.
    private func sayWhereTheLiftedRowIs() {
        guard let column = board.tables.firstIndex(where: { $0.isReordering }), !board.isCarryingRow,
            let index = board.tables[column].liftedRowIndex
        else {
            announcedPlace = nil
            return
        }
        let id = board.tables[column].rows[index].id
        guard announcedPlace.map({ $0.id != id || $0.column != column || $0.row != index }) ?? true else { return }
        let isFirst = announcedPlace == nil
        announcedPlace = (id, column, index)
        if news == nil, !isFirst {
            news = "“\(title(ofRowWithID: id))” at \(placeName(ofRowWithID: id)): drop it here or move on"
        }
    }

    /// The title of the row with `id`, wherever it is.
    func title(ofRowWithID id: Int) -> String {
        guard let path = board.indexPath(ofRowWithID: id) else { return "" }
        return board.tables[path.column].rows[path.row].title
    }
}
#endif
