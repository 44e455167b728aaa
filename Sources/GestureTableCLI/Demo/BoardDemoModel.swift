import GestureTable
import GestureTableTerminal

/// A task on the demo's board.
struct BoardTask: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// The board demo's state and behaviour, apart from the terminal: three columns side by side
/// (Todo, Doing, Done), driven by mouse reports and keys, drawn as a ``Frame``.
///
/// Line 0 holds the columns' titles, the last line the status (what happened, or the keys);
/// the columns' rows fill the lines between. A press held still lifts a row; dragged over
/// another column it moves there on release. From the keyboard: ← → pick a column, ↑ ↓ a row,
/// Space lifts and drops, ← → carry a lifted row to the next column, Esc puts it back, u and U
/// undo and redo, `?` lists the keys (``DemoKeys/board``), q quits.
final class BoardDemoModel {
    static let titles = BoardSamples.titles
    static let tasks = BoardSamples.tasks
    static let gutter = 1

    let board: GestureBoard<BoardTask>
    private(set) var columns: Int
    private(set) var lines: Int
    let usesColor: Bool
    /// The column and row the keys act on.
    private(set) var selectedColumn = 0
    private(set) var selectedRow = 0
    /// What the status line says: the last announcement or refusal; empty: the keys.
    private(set) var status = ""
    /// Whether `?`'s key list is shown in place of the board.
    private(set) var isShowingKeys = false
    /// Set by `q`: the process's exit status.
    private(set) var exitStatus: Int32?

    init(clock: any TableClock, columns: Int, lines: Int, usesColor: Bool) throws(GestureTableError) {
        var nextID = 0
        let declared = zip(Self.titles, Self.tasks).map { title, titles in
            BoardColumn(title: title, rows: titles.map { title in
                defer { nextID += 1 }
                return BoardTask(id: nextID, title: title)
            })
        }
        var configuration = TableConfiguration.terminal
        configuration.touchSlop = 1
        board = try GestureBoard(
            columns: declared, columnWidth: Double(Self.columnWidth(for: columns)), gutter: Double(Self.gutter), clock: clock,
            configuration: configuration)
        self.columns = columns
        self.lines = lines
        self.usesColor = usesColor
        board.viewportHeight = Double(max(1, lines - 2))
        for table in board.tables { table.accessibilityLabel = { $0.title } }
        board.onAnnouncement = { [unowned self] in status = $0 }
        board.onEvent = { [unowned self] event in
            switch event.kind {
            case .transferRefused:
                if let column = event.column { status = BoardSamples.refusal(byColumn: column) }
            case .transfer:
                // The selection follows the row it moved.
                if let column = event.column, let index = event.index { (selectedColumn, selectedRow) = (column, index) }
            default: break
            }
        }
        board.canTransferRow = { _, from, to in BoardSamples.canTransfer(from: from, to: to) }
    }

    static func columnWidth(for columns: Int) -> Int {
        max(4, (columns - 2 * gutter) / 3)
    }

    /// A new terminal size: the columns keep their width (a board's columns are fixed); the
    /// board scrolls sideways when the terminal is narrower than it.
    func resize(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
        board.viewportHeight = Double(max(1, lines - 2))
        board.viewportWidth = Double(max(1, columns))
    }

    // MARK: - Input

    func handle(_ input: InputEvent) {
        // The input meets the board as it is at this instant (a due long press, autoscroll).
        board.tick()
        if isShowingKeys {
            // Any key or click goes back to the board; Ctrl-C still quits.
            if case .key(.control("c"), _) = input { exitStatus = 130 }
            if case .key = input { isShowingKeys = false }
            if case .mouse(let mouse) = input, mouse.kind == .press { isShowingKeys = false }
            return
        }
        switch input {
        case .mouse(let mouse): handle(mouse)
        case .key(let key, _): handle(key)
        case .paste, .unterminatedPaste: break
        }
        board.tick()
    }

    private func handle(_ mouse: MouseEvent) {
        let point = Point(x: Double(mouse.column) + 0.5, y: Double(mouse.row - 1) + 0.5)
        switch mouse.kind {
        case .press where mouse.button == .left:
            board.handle(.down(point))
            if let column = board.column(atX: point.x) {
                selectedColumn = column
                selectedRow = board.tables[column].indexOfRow(atY: point.y) ?? selectedRow
            }
        case .drag: board.handle(.moved(point))
        case .release: board.handle(.up(velocity: nil))
        case .wheelUp, .wheelDown:
            guard let column = board.column(atX: point.x) else { return }
            try? board.tables[column].scroll(by: mouse.kind == .wheelUp ? -3 : 3)
        default: break
        }
    }

    private func handle(_ key: TerminalKey) {
        let table = board.tables[selectedColumn]
        do {
            switch key {
            case .character("q"): exitStatus = 0
            case .control("c"): exitStatus = 130  // 128 + SIGINT, as a shell reports an interrupted program.
            case .left, .character("h"): try step(by: -1)
            case .right, .character("l"): try step(by: 1)
            case .up, .character("k"): try moveRow(by: -1)
            case .down, .character("j"): try moveRow(by: 1)
            case .character(" "), .character("m"), .enter:
                if board.liftedRow != nil { try board.dropLiftedRow() } else if table.count > 0 { try table.liftRow(at: selectedRow) }
            // A row lifted by the mouse or the keys, wherever it is carried, goes home.
            case .escape: try cancelLift()
            case .character("u"): try board.undo()
            case .character("U"): try board.redo()
            case .character("?"): isShowingKeys = true
            default: break
            }
        } catch {
            status = error.message
        }
        followLiftedRow()
    }

    /// Escape: the lifted row goes home, unchanged, and the selection goes with it.
    private func cancelLift() throws(GestureTableError) {
        guard board.liftedRow != nil else { return }
        let carried = board.carriedRow ?? board.tables.lazy.compactMap { table in table.liftedRowIndex.map { table.rows[$0] } }.first
        try board.cancelLift()
        guard let carried, let home = board.indexPath(ofRowWithID: carried.id) else { return }
        (selectedColumn, selectedRow) = (home.column, home.row)
        status = "“\(carried.title)” stays in \(Self.titles[home.column]), \(home.row + 1) of \(board.tables[home.column].count)"
    }

    /// ← →: the next column; with a row lifted, the row goes there too.
    private func step(by offset: Int) throws(GestureTableError) {
        let visual = board.layoutDirection == .rightToLeft ? -offset : offset
        let target = min(max(selectedColumn + visual, 0), board.columnCount - 1)
        guard target != selectedColumn else { return }
        if board.liftedRow != nil {
            guard try board.moveLiftedRow(toColumn: target) else { return }
        }
        selectedColumn = target
        selectedRow = min(selectedRow, max(0, board.tables[target].count - 1))
    }

    /// ↑ ↓: the next row; with a row lifted, the row moves.
    private func moveRow(by offset: Int) throws(GestureTableError) {
        let table = board.tables[selectedColumn]
        if board.liftedRow != nil {
            try board.moveLiftedRow(by: offset)
        } else {
            selectedRow = min(max(selectedRow + offset, 0), max(0, table.count - 1))
        }
    }

    /// Keeps the selection on the lifted row, wherever it is.
    private func followLiftedRow() {
        if let lifted = board.liftedRow {
            selectedColumn = lifted.column
            selectedRow = lifted.row
            // Carried to another column, the row is shown in its gap, one past the column's rows
            // at most.
            return
        }
        selectedRow = min(selectedRow, max(0, board.tables[selectedColumn].count - 1))
    }

    // MARK: - Drawing

    /// Whether anything moves by itself, so the loop draws at the frame rate.
    var isAnimating: Bool { board.isCarryingRow || board.tables.contains { $0.isAnimating || $0.isReordering } }

    /// The earliest deadline of any column.
    var nextDeadline: Duration? { board.tables.compactMap { $0.nextDeadline }.min() }

    /// The frame: titles, columns, status.
    func frame() -> Frame {
        if isShowingKeys { return DemoKeys.board.page(columns: columns, lines: lines) }
        var frame = Frame(width: max(1, columns), height: max(1, lines))
        let width = Int(board.columnWidth)
        let height = max(1, lines - 2)
        let bold = CellStyle(isBold: true)
        // The board's frame: each column with the carried row's gap shown, the carried row apart.
        let drawing = board.nextFrame(height: Double(height))
        for column in drawing.columns {
            let x = Int(column.x.rounded(.down))
            _ = frame.put(" \(column.title) (\(board.tables[column.column].count))", x: x, y: 0, style: bold)
            let selected = column.column == selectedColumn && !board.isCarryingRow ? selectedRow : nil
            var columnFrame = Frame(width: width, height: height)
            TableRenderer(usesColor: usesColor, selectedIndex: selected).render(column.frame, into: &columnFrame) { $0.title }
            copy(columnFrame, into: &frame, x: x, y: 1)
        }
        if let carried = drawing.carried {
            let y = Int(carried.row.y.rounded(.down)) + 1
            if y >= 1, y <= height {
                let text = "≡ " + carried.row.row.title
                let padded = text + String(repeating: " ", count: max(0, width - text.count))
                _ = frame.put(padded, x: Int(carried.x.rounded(.down)), y: y, style: CellStyle(isReversed: true))
            }
        }
        let statusText = status.isEmpty ? DemoKeys.board.help(columns: columns) : status
        _ = frame.put(statusText, x: 0, y: max(0, lines - 1), style: CellStyle(isDim: true))
        return frame
    }

    private func copy(_ source: Frame, into frame: inout Frame, x: Int, y: Int) {
        for line in 0..<source.height {
            for column in 0..<source.width {
                guard let cell = source[x: column, y: line], !cell.isContinuation else { continue }
                _ = frame.put(String(cell.character), x: x + column, y: y + line, style: cell.style)
            }
        }
    }
}
