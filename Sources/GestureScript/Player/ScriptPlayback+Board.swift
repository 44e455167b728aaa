import GestureTable

/// Boards in scripts: `column "Title" [refuse]` declares the columns, `lift C I` and
/// `move-to-column C` pick the column the other commands act on, `expect column C rows …`
/// checks any column.
extension ScriptPlayback {
    /// The space between two columns, in cells.
    static let columnGutter = 1

    /// `column "Title" [refuse]`: starts a column of a board before it is built; the rows
    /// declared after it belong to it.
    func startColumn(title: String, refusesTransfers: Bool, at location: SourceLocation) throws(PlaybackStop) {
        guard liveTable == nil else {
            throw error("'column' must come before the first gesture or observation", at: location)
        }
        guard declaredSections.isEmpty else {
            throw error("a script declares columns or sections, not both", at: location)
        }
        guard declaredColumns.isEmpty ? declaredRows.isEmpty : true else {
            throw error("'column' must come before the first row: each row belongs to a column", at: location)
        }
        declaredColumns.append((title: title, refusesTransfers: refusesTransfers, start: declaredRows.count))
    }

    /// Builds the board of the declared columns, side by side across the width, and returns its
    /// first column's table.
    func makeBoard() throws(GestureTableError) -> GestureTable<ScriptRow> {
        let count = declaredColumns.count
        let gutter = Self.columnGutter
        let width = max(1, (size.columns - gutter * (count - 1)) / count)
        var columns: [BoardColumn<ScriptRow>] = []
        for (number, column) in declaredColumns.enumerated() {
            let end = number + 1 < count ? declaredColumns[number + 1].start : declaredRows.count
            columns.append(BoardColumn(title: column.title, rows: Array(declaredRows[column.start..<end])))
        }
        let board = try GestureBoard(
            columns: columns, columnWidth: Double(width), gutter: Double(gutter), clock: clock, configuration: configuration)
        let refusing = declaredColumns.map { $0.refusesTransfers }
        board.canTransferRow = { _, _, destination in !refusing[destination] }
        let observer = self.observer
        board.onEvent = { event in observer.log(event) }
        board.onAnnouncement = { text in observer.latestAnnouncement = text }
        declaredColumns = []
        liveBoard = board
        return board.tables[0]
    }

    /// Gives every other column of the board the closures `table`, its first, was given.
    func configureOtherColumns(like table: GestureTable<ScriptRow>) {
        guard let liveBoard else { return }
        for other in liveBoard.tables where other !== table {
            other.viewportHeight = table.viewportHeight
            other.placeholder = table.placeholder
            other.swipeActions = table.swipeActions
            other.onEvent = table.onEvent
            other.accessibilityLabel = table.accessibilityLabel
            other.onAnnouncement = table.onAnnouncement
            other.canMoveRow = table.canMoveRow
            other.heightOfRow = table.heightOfRow
            other.contextMenu = table.contextMenu
        }
    }

    /// The board, or a script error naming the command that needs one.
    func checkedBoard(for command: String, at location: SourceLocation) throws(PlaybackStop) -> GestureBoard<ScriptRow> {
        _ = table
        guard let liveBoard else {
            throw error("'\(command)' needs a board: declare its columns with 'column \"Title\"' before the rows", at: location)
        }
        return liveBoard
    }

    /// Column `column` of the board, checked.
    func checkedColumn(_ column: Located<Int>, for command: String, at location: SourceLocation) throws(PlaybackStop) -> Int {
        let board = try checkedBoard(for: command, at: location)
        let count = board.columnCount
        guard column.value < count else {
            let columns = count == 1 ? "the board has 1 column (index 0)" : "the board has \(count) columns (0 to \(count - 1))"
            throw error("column index \(column.value) is out of range: \(columns)", at: column.location)
        }
        return column.value
    }

    /// Makes column `column` the one the commands that follow act on.
    func showColumn(_ column: Located<Int>, for command: String, at location: SourceLocation) throws(PlaybackStop) {
        let index = try checkedColumn(column, for: command, at: location)
        guard let liveBoard, liveTable !== liveBoard.tables[index] else { return }
        try requireNoGesture(at: location)
        liveTable = liveBoard.tables[index]
    }

    /// `move-to-column C`: the keyboard moves the lifted row to column C, where it stays lifted;
    /// a column that refuses it leaves it where it is (the event `transfer-refused` says so).
    func moveLiftedRow(toColumn column: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let index = try checkedColumn(column, for: "move-to-column", at: location)
        guard let liveBoard else { return }
        try requireNoGesture(at: location)
        let moved: Bool
        do {
            moved = try liveBoard.moveLiftedRow(toColumn: index)
        } catch {
            throw self.error("cannot move to column \(index): " + error.message, at: column.location)
        }
        if moved { liveTable = liveBoard.tables[index] }
        recordFrame()
    }

    /// Runs a verb of the board's for `command`, as a script error when it throws.
    func boardVerb(_ command: String, at location: SourceLocation, _ verb: () throws(GestureTableError) -> Void) throws(PlaybackStop) {
        do {
            try verb()
        } catch {
            throw self.error("cannot \(command): " + error.message, at: location)
        }
        recordFrame()
    }

    /// `expect column C rows "A" "B" ...`: the titles of column C's rows, in order.
    func expectColumn(_ column: Located<Int>, titles: [String], at location: SourceLocation) throws(PlaybackStop) {
        let index = try checkedColumn(column, for: "expect column", at: location)
        guard let liveBoard else { return }
        let actual = liveBoard.tables[index].rows.map { $0.title }
        guard actual != titles else { return }
        throw failure(
            expected: "column \(index) \(Self.describeRows(titles))", actual: "column \(index) \(Self.describeRows(actual))",
            at: location)
    }

    /// A board's frame: each column drawn at its width, side by side, a gutter apart; `nil`
    /// without a board.
    func drawBoardFrame() -> String? {
        _ = table  // built now, at the first command that prints it
        guard let liveBoard else { return nil }
        let screen = options.screen
        let width = Int(liveBoard.columnWidth)
        let columns = liveBoard.tables.map { table in
            screen.drawFrame(table, ScriptSize(columns: width, lines: size.lines)).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let order = liveBoard.layoutDirection == .rightToLeft ? Array(columns.indices.reversed()) : Array(columns.indices)
        let gutter = String(repeating: " ", count: Self.columnGutter)
        var lines: [String] = []
        for line in 0..<(columns.map { $0.count }.max() ?? 0) {
            let cells = order.map { column -> String in
                let text = line < columns[column].count ? String(columns[column][line]) : ""
                return text + String(repeating: " ", count: max(0, width - screen.textWidth(text)))
            }
            var joined = cells.joined(separator: gutter)
            while joined.hasSuffix(" ") { joined.removeLast() }
            lines.append(joined)
        }
        return lines.joined(separator: "\n")
    }
}
