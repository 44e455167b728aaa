import Testing

@testable import GestureTable

/// A board of three columns of mails on a virtual clock, each 20 wide with gutters of 2 (Todo
/// x 0..<20, Doing 22..<42, Done 44..<64), 10 tall; each column's array kept by its change
/// stream, the board's events and every column's changes logged.
final class BoardFixture {
    let clock = VirtualClock()
    let board: GestureBoard<Mail>
    /// Each column's array as the app keeps it.
    var models: [[Mail]]
    /// Each column's array fed every change but the provisional ones (`.lift`): the rows as
    /// they rest, as an app that syncs a server keeps them.
    var restingModels: [[Mail]]
    /// Every column's row changes, in order, with the column.
    var changes: [(column: Int, change: RowChange<Mail>)] = []
    /// The board's own events.
    var events: [TableEvent<Int>] = []
    var transfers: [(Mail, BoardIndexPath, BoardIndexPath)] = []
    var announcements: [String] = []

    /// Columns of the mails with these ids (Todo 0 1 2, Doing 10 11, Done empty by default).
    init(_ columns: [[Int]] = [[0, 1, 2], [10, 11], []], titles: [String] = ["Todo", "Doing", "Done"]) throws {
        var configuration = TableConfiguration.default
        configuration.touchSlop = 1
        let declared = zip(titles, columns).map { title, ids in
            BoardColumn(title: title, rows: ids.map { Mail(id: $0, subject: "Mail \($0)") })
        }
        models = declared.map(\.rows)
        restingModels = models
        board = try GestureBoard(columns: declared, columnWidth: 20, gutter: 2, clock: clock, configuration: configuration)
        board.viewportHeight = 10
        for (column, table) in board.tables.enumerated() {
            table.onRowChange = { [unowned self] change in
                change.apply(to: &models[column])
                if change.origin != .lift { change.apply(to: &restingModels[column]) }
                changes.append((column, change))
            }
        }
        board.onEvent = { [unowned self] in events.append($0) }
        board.didTransferRow = { [unowned self] in transfers.append(($0, $1, $2)) }
        board.onAnnouncement = { [unowned self] in announcements.append($0) }
    }

    /// The ids of each column's rows.
    var ids: [[Int]] { board.tables.map { $0.rows.map(\.id) } }

    /// The x of the middle of `column`.
    func x(_ column: Int) -> Double { ((try? board.xOfColumn(column)) ?? 0) + 10 }

    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        board.tick()
    }

    /// Presses row `row` of `column` at its middle and holds until it lifts.
    func lift(column: Int, row: Int) {
        board.handle(.down(Point(x: x(column), y: Double(row) + 0.5)))
        advance(600)
    }

    /// Moves the pointer over `column`, at the middle of row slot `row` (the viewport's).
    func move(toColumn column: Int, row: Double) {
        board.handle(.moved(Point(x: x(column), y: row + 0.5)))
    }

    func release() { board.handle(.up(velocity: nil)) }

    /// The names of the board's events, with their column and index.
    var eventLog: [String] { events.map(\.description) }

    /// Whether each column's array is the column.
    var modelsFollow: Bool { models.map { $0.map(\.id) } == ids }

    /// Whether each column's array of resting rows is the column with its lifted row, if any,
    /// where it rests.
    var restingModelsFollow: Bool {
        let resting = board.tables.map { table -> [Int] in
            var ids = table.rows.map(\.id)
            if let shown = table.liftedRowIndex, let rest = table.liftedRowRestingIndex {
                ids.insert(ids.remove(at: shown), at: rest)
            }
            return ids
        }
        return restingModels.map { $0.map(\.id) } == resting
    }
}
