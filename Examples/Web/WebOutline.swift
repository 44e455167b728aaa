#if OUTLINE
import GestureScript
import GestureTable

/// The outline view's projects and their tasks: four projects, the third collapsed.
enum OutlineSamples {
    static let projects: [(title: String, isExpanded: Bool, tasks: [String])] = [
        ("Launch the app", true, ["Write the release notes", "Record the demo video", "Submit for review", "Plan the launch post"]),
        ("Website", true, ["Pick a theme", "Write the landing page", "Set up analytics"]),
        ("Home", false, ["Fix the leaking tap", "Paint the fence", "Sort the garage", "Renew the insurance", "Book the chimney sweep"]),
        ("Learning", true, ["Finish the Swift book", "Practise Spanish", "Read about CRDTs"]),
    ]

    /// The tree of rows: each project a row with its tasks as children, ids in order from 0.
    static func nodes() -> [OutlineNode<ScriptRow>] {
        var nextID = 0
        var nodes: [OutlineNode<ScriptRow>] = []
        for project in projects {
            let row = ScriptRow(id: nextID, title: project.title)
            nextID += 1
            var children: [OutlineNode<ScriptRow>] = []
            for task in project.tasks {
                children.append(OutlineNode(ScriptRow(id: nextID, title: task)))
                nextID += 1
            }
            nodes.append(OutlineNode(row, isExpanded: project.isExpanded, children: children))
        }
        return nodes
    }

    /// The rows `nodes` shows, in order: a row, then the rows shown under it.
    static func shownRows(of nodes: [OutlineNode<ScriptRow>]) -> [ScriptRow] {
        var rows: [ScriptRow] = []
        for node in nodes {
            rows.append(node.row)
            if node.isExpanded { rows += shownRows(of: node.children) }
        }
        return rows
    }
}

/// The page's outline view (`#outline`): projects and their tasks on one ``GestureTable`` made
/// an outline (``GestureTable/setOutline(_:)``), in pixels, with what the page keeps beside it.
///
/// Compiled into the page's second module only (`OUTLINE`), as the board is: the first module,
/// which draws the inbox, does not hold it. What the outline draws, says and does is decided
/// here; `outline.js` puts the JSON into the document (an ARIA tree) and sends input back. Its
/// rows are ``ScriptRow``s, as the board's and the script player's are.
final class WebOutline {
    /// The height of a row, in pixels.
    static let rowHeight = 44.0
    /// How far a level is indented, in pixels: the core's `indentWidth`, which also says how far
    /// across a carried row moves a level.
    static let indentWidth = 24.0

    let table: GestureTable<ScriptRow>
    let clock: VirtualClock
    /// The index of the row the keys act on: the selected row.
    private(set) var cursor = 0
    /// Whether the selected row is drawn selected: not until a key or a tap acted on one.
    var showsSelection = false
    /// What the live region says next, if anything is new.
    private var news: String?
    /// The events the page has not taken yet, as JSON.
    private var events: [String] = []
    /// Whether the lifted row moved since it was lifted: a drop then says where it went.
    private var liftedRowMoved = false
    /// The place the live region last said the lifted row is at: index, depth, and the row it
    /// would drop into.
    private var announcedPlace: (index: Int, depth: Int, into: Int?)?
    /// Set while an undo or a redo runs: its announcements are kept in ``replayed``.
    private var isReplaying = false
    private var replayed: [String] = []
    /// What outline.js has drawn of the tree.
    var drawing = DrawnList()

    /// The outline, fresh, in a list `width` by `height` pixels.
    init(width: Double, height: Double) throws(GestureTableError) {
        var configuration = TableConfiguration()
        configuration.rowHeight = Self.rowHeight
        configuration.touchSlop = 8
        configuration.indentWidth = Self.indentWidth
        clock = VirtualClock()
        // The rows shown first, then the tree: its rows are there already, none grows in.
        let nodes = OutlineSamples.nodes()
        table = try GestureTable(rows: OutlineSamples.shownRows(of: nodes), width: width, clock: clock, configuration: configuration)
        try table.setOutline(nodes)
        table.accessibilityLabel = { row in row.title }
        // The outline lives as long as the page: the closure holds it, and it holds the closure.
        table.onEvent = { event in self.note(event) }
        resize(width: width, height: height)
        try table.selectRow(at: 0)
    }

    // MARK: - Input

    /// Gives the tree a new size in pixels.
    func resize(width: Double, height: Double) {
        table.viewportHeight = height.isFinite ? max(height, 1) : Self.rowHeight
        attempt { () throws(GestureTableError) in try table.setWidth(width) }
    }

    /// A pointer sample in the tree, of phase `kind` (0 began, 1 changed, 2 ended, 3 cancelled).
    /// While a row is carried the pointer's x picks its depth (the core's `indentWidth` a level).
    func pointer(_ kind: Int32, _ sample: PointerSample) {
        table.handle(sample)
    }

    /// Scrolls by `distance` pixels (a wheel).
    func scroll(by distance: Double) {
        try? table.scroll(by: distance)
    }

    /// What a press that went down at `pressedAt` becomes, now that it is `sample`: the table's
    /// claim. A row lifted already belongs to the table.
    func claim(_ sample: PointerSample, pressedAt: Duration) -> GestureClaim {
        if table.liftedRowIndex != nil { return .lift }
        return table.claim(sample, pressedAt: pressedAt)
    }

    /// The keys of the tree, by the codes outline.js sends.
    enum Key: Int32 {
        case up, down, left, right, enter, escape, space, undo, redo, home, end, pageUp, pageDown

        var tableKey: TableKey {
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
            }
        }
    }

    /// Handles a key of the tree by the core's outline-aware policy
    /// (``GestureTable/keyCommand(for:at:rowsPerPage:)``): ↑ ↓ (Page Up, Page Down, Home, End)
    /// select a row, or move the lifted one; → and ← expand and collapse the selected row, and
    /// while a row is lifted move it into the row above and out of its parent; Space lifts and
    /// drops, Enter drops, Escape puts the lifted row back; u undoes and U redoes. As an ARIA
    /// tree does, → on an expanded row goes to its first child and ← on a row that cannot
    /// collapse goes to its parent. Returns whether the key was the tree's.
    func press(_ key: Key) -> Bool {
        guard table.count > 0 || key == .undo || key == .redo else { return false }
        if key != .undo, key != .redo { showsSelection = true }
        let lifted = table.liftedRowIndex
        let command = table.keyCommand(for: key.tableKey, at: lifted ?? cursor, rowsPerPage: rowsPerPage)
        switch command {
        case .move(let move):
            let from = lifted ?? cursor
            guard let destination = move.destination(from: from, count: table.count) else { break }
            if lifted != nil {
                if destination != from { attempt { () throws(GestureTableError) in try table.moveLiftedRow(by: destination - from) } }
            } else {
                select(destination)
            }
            scrollToShow(table.liftedRowIndex ?? cursor)
        case .step(let side):
            // No swipe actions here: the tree's own moves (WAI-ARIA's tree view pattern).
            guard lifted == nil, table.rows.indices.contains(cursor) else { break }
            if side == .right {
                if let parent = try? table.parentIndex(ofRowAt: cursor) { select(parent) }
            } else if (try? table.disclosure(ofRowAt: cursor)) == .expanded, cursor + 1 < table.count {
                select(cursor + 1)
            }
            scrollToShow(cursor)
        case .release:
            if lifted != nil { drop() }
        case .toggleLift:
            if lifted != nil {
                drop()
            } else {
                attempt { () throws(GestureTableError) in try table.liftRow(at: cursor) }
            }
        case .cancel:
            cancel(lifted: lifted)
        case .undo:
            replay(undoing: true)
        case .redo:
            replay(undoing: false)
        case .toggleSelection, .extendSelection:
            break
        case .expand:
            expand(at: cursor)
        case .collapse:
            collapse(at: cursor)
        case .moveIntoRowAbove:
            attempt { () throws(GestureTableError) in try table.moveLiftedRowIntoRowAbove() }
            scrollToShow(table.liftedRowIndex ?? cursor)
        case .moveOutOfParent:
            attempt { () throws(GestureTableError) in try table.moveLiftedRowOutOfParent() }
            scrollToShow(table.liftedRowIndex ?? cursor)
        }
        return true
    }

    /// Expands or collapses the row with `id` (its disclosure triangle was clicked), and selects it.
    func toggle(rowWithID id: Int) {
        guard let index = table.index(ofRowWithID: id), let disclosure = try? table.disclosure(ofRowAt: index) else { return }
        switch disclosure {
        case .expanded: collapse(at: index)
        case .collapsed: expand(at: index)
        case .none: return
        }
        if let index = table.index(ofRowWithID: id) { select(index) }
    }

    private func expand(at index: Int) {
        guard table.liftedRowIndex == nil else { return }
        attempt { () throws(GestureTableError) in try table.expandRow(at: index) }
    }

    /// Collapses the row at `index`; a selected row it hides gives the selection to it.
    private func collapse(at index: Int) {
        guard table.liftedRowIndex == nil, table.rows.indices.contains(index) else { return }
        let id = table.rows[index].id
        let selectedID = table.selectedRowIndex.map { table.rows[$0].id }
        guard attempt({ () throws(GestureTableError) in try table.collapseRow(at: index) }) else { return }
        if let selectedID, table.index(ofRowWithID: selectedID) == nil, let parent = table.index(ofRowWithID: id) {
            let wasShown = showsSelection
            select(parent)
            showsSelection = wasShown
        }
    }

    /// Drops the lifted row; the selection follows it.
    private func drop() {
        let id = table.liftedRowIndex.map { table.rows[$0].id }
        attempt { () throws(GestureTableError) in try table.dropLiftedRow() }
        if let id, let index = table.index(ofRowWithID: id) { select(index) }
    }

    /// Escape: puts the lifted row back home, and says so; with nothing to cancel the live
    /// region is cleared.
    private func cancel(lifted: Int?) {
        guard let lifted else {
            news = ""
            return
        }
        let title = table.rows[lifted].title
        guard attempt({ () throws(GestureTableError) in try table.cancelLift() }) else { return }
        news = "Move cancelled: “\(title)” is back in place"
    }

    /// Takes back (or does again) the table's newest step; the live region says what the table
    /// announced.
    private func replay(undoing: Bool) {
        replayed = []
        isReplaying = true
        defer { isReplaying = false }
        guard attempt({ () throws(GestureTableError) in if undoing { try table.undo() } else { try table.redo() } }) else { return }
        news = (undoing ? replayed.last : replayed.first) ?? (undoing ? "Undone" : "Redone")
    }

    /// How many rows Page Up and Page Down move by: a viewport of rows, less one.
    private var rowsPerPage: Int {
        let rows = (table.viewportHeight / Self.rowHeight).rounded(.down)
        return rows.isFinite ? max(1, Int(min(rows, 1e9)) - 1) : 1
    }

    /// Selects the row at `index`: the keys act on it from now on.
    private func select(_ index: Int) {
        guard table.rows.indices.contains(index) else { return }
        cursor = index
        attempt { () throws(GestureTableError) in try table.selectRow(at: index) }
    }

    /// Keeps the cursor on the selected row, or, when it left, selects the row in its place.
    private func followSelection() {
        if let selected = table.selectedRowIndex {
            cursor = selected
        } else if table.count > 0, table.liftedRowIndex == nil {
            let wasShown = showsSelection
            select(min(cursor, table.count - 1))
            showsSelection = wasShown
        }
    }

    /// Scrolls the row at `index` into view.
    private func scrollToShow(_ index: Int) {
        guard let top = try? table.yOfRow(at: index) else { return }
        let height = (try? table.height(ofRowAt: index)) ?? Self.rowHeight
        let past = top < 0 ? top : max(0, top + height - table.viewportHeight)
        if past != 0 { try? table.scroll(by: past) }
    }

    /// Runs `verb`; whether the table accepted it. A refusal is said.
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

    // MARK: - What happened

    /// Notes an event of the table: kept for the page, and said in the live region when a
    /// person needs to hear it.
    private func note(_ event: TableEvent<Int>) {
        events.append(json(of: event))
        switch event.kind {
        case .lift:
            liftedRowMoved = false
            announcedPlace = nil
        case .move:
            liftedRowMoved = true
        case .announce where isReplaying:
            replayed.append(event.message ?? "")
        default: break
        }
        guard !isReplaying, let message = message(for: event) else { return }
        news = message
    }

    /// What the live region says for `event`, if anything; the table's own announcements (a
    /// move's `“A” moved into Work, 2 of 3`) come with its frames and are said after these.
    private func message(for event: TableEvent<Int>) -> String? {
        let title = "“" + title(ofRowWithID: event.rowID ?? -1) + "”"
        switch event.kind {
        case .lift: return "Lifted \(title): move it, then drop it; → and ← change its level"
        case .drop: return liftedRowMoved ? nil : "Dropped \(title)"
        case .cancel: return "Move cancelled: \(title) is back in place"
        case .expand: return "Expanded \(title)"
        case .collapse: return "Collapsed \(title)"
        case .dropRefused: return "\(title) cannot go there: it went back"
        case .actionFailed: return event.message
        default: return nil
        }
    }

    /// An event as `window.gestureTable.outline.events` lists it: `name`, `index`, `from`, `id`,
    /// `message`.
    private func json(of event: TableEvent<Int>) -> String {
        var object = JSONObject()
        object.set("name", event.kind.rawValue)
        object.set("index", json: event.index.map { String($0) } ?? "null")
        object.set("from", json: event.sourceIndex.map { String($0) } ?? "null")
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

    /// While the keys move a lifted row, says where it would go whenever that changes (a new
    /// place or a new level), unless something else is said.
    private func sayWhereTheLiftedRowIs() {
        guard let index = table.liftedRowIndex else {
            announcedPlace = nil
            return
        }
        let tree = OutlinePlaces(of: table, liftedDepth: liftedDepth, into: dropTarget)
        let depth = tree.depths[index]
        let into = dropTarget.flatMap { table.rows.indices.contains($0) ? table.rows[$0].id : nil }
        if let announcedPlace, announcedPlace.index == index, announcedPlace.depth == depth, announcedPlace.into == into { return }
        let isFirst = announcedPlace == nil
        announcedPlace = (index, depth, into)
        guard news == nil, !isFirst else { return }
        news = "“\(table.rows[index].title)” \(tree.placeName(ofRowAt: index, in: table, isInto: into != nil)): drop it here or move on"
    }

    /// The depth the lifted row would take if dropped now, as the last frame drew it (the
    /// frame's depth of the lifted row); `nil` while none is lifted.
    var liftedDepth: Int?
    /// The row the lifted row would drop into, as the last frame drew it (its `dropTarget`).
    var dropTarget: Int?

    /// The title of the row with `id`.
    func title(ofRowWithID id: Int) -> String {
        table.index(ofRowWithID: id).map { table.rows[$0].title } ?? ""
    }

    /// Every row shown, in order, as JSON: `{title, level, expanded}` (`expanded` null on a
    /// row without children). The tests read the whole tree from it.
    func rowsJSON() -> String {
        let tree = OutlinePlaces(of: table, liftedDepth: nil)
        var rows: [String] = []
        for (index, row) in table.rows.enumerated() {
            var object = JSONObject()
            object.set("title", row.title)
            object.set("level", Double(tree.depths[index] + 1))
            let disclosure = (try? table.disclosure(ofRowAt: index)) ?? OutlineDisclosure.none
            object.set("expanded", json: disclosure == .none ? "null" : disclosure == .expanded ? "true" : "false")
            rows.append(object.json)
        }
        return jsonArray(rows)
    }
}

/// Where each shown row of an outline is among its siblings: its depth, its place and how many
/// siblings it has (a tree item's `aria-level`, `aria-posinset` and `aria-setsize`), and its
/// parent. The lifted row is where it would drop: at `liftedDepth` (the frame's depth for it),
/// or, when it would drop into the row at `into`, that row's last child.
///
/// - Complexity: O(*n*) in the rows shown: the outline is a page's few dozen rows.
struct OutlinePlaces {
    var depths: [Int] = []
    var positions: [Int] = []
    var sizes: [Int] = []
    var parents: [Int?] = []

    init(of table: GestureTable<ScriptRow>, liftedDepth: Int?, into: Int? = nil) {
        let count = table.count
        depths.reserveCapacity(count)
        for index in 0..<count { depths.append((try? table.depth(ofRowAt: index)) ?? 0) }
        if let lifted = table.liftedRowIndex, let liftedDepth, depths.indices.contains(lifted) { depths[lifted] = liftedDepth }
        // The last row seen at each depth: a row's parent is the last one a level up.
        var last: [Int] = []
        var counts: [Int: Int] = [:]
        var groups: [Int] = []
        for index in 0..<count {
            let depth = min(max(depths[index], 0), last.count)
            depths[index] = depth
            let parent: Int? = depth == 0 ? nil : last[depth - 1]
            let group = parent ?? -1
            let position = (counts[group] ?? 0) + 1
            counts[group] = position
            positions.append(position)
            parents.append(parent)
            groups.append(group)
            if last.count > depth { last.removeLast(last.count - depth) }
            last.append(index)
        }
        // Into a row: its last child, whatever the rows between say.
        if let lifted = table.liftedRowIndex, let into, positions.indices.contains(lifted), depths.indices.contains(into) {
            counts[groups[lifted]] = (counts[groups[lifted]] ?? 1) - 1
            let position = (counts[into] ?? 0) + 1
            counts[into] = position
            positions[lifted] = position
            parents[lifted] = into
            groups[lifted] = into
            depths[lifted] = depths[into] + 1
        }
        sizes = groups.map { counts[$0] ?? 1 }
    }

    /// Where the row at `index` is, as the live region says it: `in “Work”, 2 of 3` (`into
    /// “Work”` when it would drop into it) or `at the top level, 3 of 5`.
    func placeName(ofRowAt index: Int, in table: GestureTable<ScriptRow>, isInto: Bool = false) -> String {
        let place = "\(positions[index]) of \(sizes[index])"
        guard let parent = parents[index] else { return "at the top level, " + place }
        return (isInto ? "into “" : "in “") + table.rows[parent].title + "”, " + place
    }
}
#endif
