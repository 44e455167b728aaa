import GestureTable
import GestureTableTerminal

/// The outline demo's state and behaviour, apart from the terminal: projects and their tasks
/// (``OutlineSamples``), driven by mouse reports and keys through a
/// ``TerminalGestureRecognizer``, drawn as a ``Frame``.
///
/// Line 0 holds the title, the last line the status (what happened, or the keys); the outline
/// fills the lines between. A press held still lifts a row; dragged up or down it takes the
/// place of the rows it passes, dragged two columns right onto a row it drops into it. From the
/// keyboard: ↑ ↓ select, → ← expand and collapse; Space lifts, ↑ ↓ move the lifted row, → ←
/// move it into the row above and out of its parent, Space or Enter drops, Esc puts it back;
/// on a task ← steps it to Done, then Delete (a drag left too), Enter fires; u and U undo and
/// redo, `?` lists the keys (``DemoKeys/outline``), q quits.
final class OutlineDemoModel {
    let table: GestureTable<OutlineItem>
    let recognizer: TerminalGestureRecognizer<OutlineItem>
    private(set) var columns: Int
    private(set) var lines: Int
    let usesColor: Bool
    /// What the status line says: the last announcement or refusal; empty: the keys.
    private(set) var status = ""
    /// The tasks swiped Done, drawn with a check mark.
    private(set) var doneIDs: Set<Int> = []
    /// Whether `?`'s key list is shown in place of the outline.
    private(set) var isShowingKeys = false
    /// Set by `q`: the process's exit status.
    private(set) var exitStatus: Int32?

    /// The fractions of the width past which Done, then Delete, is current.
    static let doneFraction = 0.12
    static let deleteFraction = 0.3

    init(clock: any TableClock, columns: Int, lines: Int, usesColor: Bool) throws(GestureTableError) {
        var configuration = TableConfiguration.terminal
        configuration.touchSlop = 1
        // Made with the rows the outline shows, so that setting the outline changes nothing on
        // screen: the demo opens on its rows, not on rows growing in.
        let outline = OutlineSamples.outline()
        table = try GestureTable(
            rows: OutlineSamples.shownRows(of: outline), width: Double(max(1, columns)), clock: clock,
            configuration: configuration)
        try table.setOutline(outline)
        recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: max(1, lines - 2))
        self.columns = columns
        self.lines = lines
        self.usesColor = usesColor
        table.viewportHeight = Double(max(1, lines - 2))
        table.accessibilityLabel = { $0.title }
        table.canDropRow = { row, parent in OutlineSamples.canDrop(row, into: parent) }
        table.onAnnouncement = { [unowned self] in status = $0 }
        table.onEvent = { [unowned self] event in
            recognizer.handleTableEvent(event)
            if event.kind == .dropRefused, let id = event.rowID, let index = table.index(ofRowWithID: id) {
                status = OutlineSamples.refusal(of: table.rows[index])
            }
        }
        try installActions()
    }

    /// Done and Delete, both a drag left, as the inbox's Archive and Delete are.
    private func installActions() throws(GestureTableError) {
        typealias Triggered = TriggeredRow<OutlineItem>
        typealias HandlerError = SwipeAction<OutlineItem>.HandlerError
        let done = try SwipeAction<OutlineItem>(title: "Done", icon: "✓ Done", color: .green, fraction: Self.doneFraction) {
            [unowned self] (triggered: Triggered) throws(HandlerError) in
            if doneIDs.remove(triggered.row.id) == nil { doneIDs.insert(triggered.row.id) }
            try triggered.replace()
        }
        let delete = try SwipeAction<OutlineItem>(title: "Delete", icon: "✗ Delete", color: .red, fraction: Self.deleteFraction) {
            (triggered: Triggered) throws(HandlerError) in
            try triggered.delete()
        }
        let actions = try SwipeActions(firstRight: done, secondRight: delete)
        // A project is not done or deleted by a swipe: its tasks would go with it.
        table.swipeActions = { row in row.isProject ? .none : actions }
    }

    /// A new terminal size: the outline takes the lines between the title and the status.
    func resize(columns: Int, lines: Int) {
        let oldWidth = table.width
        self.columns = columns
        self.lines = lines
        try? table.setWidth(Double(max(1, columns)))
        recognizer.widthDidChange(from: oldWidth, to: table.width)
        table.viewportHeight = Double(max(1, lines - 2))
        recognizer.areaTop = 1
        recognizer.areaHeight = max(1, lines - 2)
    }

    // MARK: - Input

    func handle(_ input: InputEvent) {
        // The input meets the table as it is at this instant (a due long press, autoscroll).
        table.tick()
        if isShowingKeys {
            // Any key or click goes back to the outline; Ctrl-C still quits.
            if case .key(.control("c"), _) = input { exitStatus = 130 }
            if case .key = input { isShowingKeys = false }
            if case .mouse(let mouse) = input, mouse.kind == .press { isShowingKeys = false }
            return
        }
        if case .key(let key, _) = input {
            switch key {
            case .character("q"):
                exitStatus = 0
                return
            case .control("c"):
                exitStatus = 130  // 128 + SIGINT, as a shell reports an interrupted program.
                return
            case .character("?"):
                isShowingKeys = true
                return
            default:
                // A key starts afresh: the status says what it did, or the keys again.
                status = ""
            }
        }
        switch recognizer.handle(input) {
        case .refused(let reason): status = reason.description
        case .handled, .ignored: break
        }
        table.tick()
    }

    // MARK: - Drawing

    /// Whether anything moves by itself, so the loop draws at the frame rate.
    var isAnimating: Bool { table.isAnimating || table.isReordering }

    /// When a timed step (a long press, a spring-loaded row) comes due.
    var nextDeadline: Duration? { table.nextDeadline }

    /// The frame: title, outline, status.
    func frame() -> Frame {
        if isShowingKeys { return DemoKeys.outline.page(columns: columns, lines: lines) }
        var frame = Frame(width: max(1, columns), height: max(1, lines))
        let projects = table.outline.count
        frame.put(" Projects (\(projects))", x: 0, y: 0, style: CellStyle(isBold: true))
        let renderer = TableRenderer(usesColor: usesColor, selectedIndex: recognizer.selectedIndex)
        let doneIDs = doneIDs
        renderer.render(table, into: &frame, top: 1, height: max(0, lines - 2)) { item in
            doneIDs.contains(item.id) ? item.title + "  ✓" : item.title
        }
        if lines >= 3 {
            let statusText = status.isEmpty ? DemoKeys.outline.help(columns: columns) : status
            frame.put(InboxDemoModel.fitted(statusText, width: columns), x: 0, y: lines - 1, style: CellStyle(isDim: true))
        }
        return frame
    }
}

extension OutlineDemoModel: DemoScreen {
    func tick() { table.tick() }
    /// The outline draws every line of each frame.
    var changedLines: [Int]? { nil }
}
