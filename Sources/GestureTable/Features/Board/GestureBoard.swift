// The board: several tables side by side on one clock, with one undo history.

/// Several ``GestureTable``s side by side as the columns of a board (Todo, Doing, Done), on one
/// clock and with one undo history, between which a lifted row travels.
///
/// Each column is a table of its own: swipes, reveal, taps, reordering and autoscroll work in
/// it as in any table, and the app listens to each column's ``GestureTable/onRowChange``. The
/// board routes the pointer to the column under it, by x, and carries a lifted row across: the
/// row leaves its home column (the gap there closes) and a gap opens in the column under the
/// pointer, where the reorder rule puts it. Dropped there, the row leaves its home column's
/// rows (a `delete` in that column's change stream), then joins the other (an `insert`), and
/// ``didTransferRow`` is called once: one undo step of the board's.
///
/// ```swift
/// let board = try GestureBoard(columns: [
///     BoardColumn(title: "Todo", rows: todo),
///     BoardColumn(title: "Doing", rows: doing),
///     BoardColumn(title: "Done", rows: done),
/// ], columnWidth: 26, gutter: 1, clock: ContinuousTableClock())
/// board.tables[0].onRowChange = { change in change.apply(to: &todo) }
/// board.canTransferRow = { task, from, to in to != 2 || task.isReviewed }
/// board.handle(.down(Point(x: 3, y: 0.5)))       // x across the whole board
/// ```
///
/// A row id is in one column only: the board refuses a row whose id another column holds
/// (``GestureTableError/Code/duplicateRowID``). A column's ``GestureTable/undo()`` and
/// ``GestureTable/redo()`` are the board's: they take back or do again the newest step of any
/// column, a transfer whole, and the board keeps ``undoLimit`` whole steps.
///
/// The board has one lift, by the pointer or the keys: ``liftedRow`` says where it is shown,
/// ``moveLiftedRow(toColumn:)`` carries it over another column (nothing is transferred until
/// ``dropLiftedRow()``), and ``cancelLift()`` — like a cancel sent to any column — puts it home
/// with no change.
///
/// Like a table, a board belongs to the thread or actor that created it.
public final class GestureBoard<Row: Identifiable> {
    /// The columns' tables, in the board's order (left to right in a left-to-right layout).
    public let tables: [GestureTable<Row>]
    /// The columns' titles, in the board's order.
    public let titles: [String]
    /// The clock every column runs on.
    public let clock: any TableClock
    /// The width of each column, in the tables' unit.
    public let columnWidth: Double
    /// The space between two columns; a pointer there keeps the column it was over.
    public let gutter: Double

    /// Whether a row may leave column `from` for column `to`, asked when a carried row reaches
    /// a column (and before a keyboard or accessibility move to it); `from` is always the
    /// column the row is in, however many columns it was carried over. `false`: no gap opens, the
    /// board reports ``TableEventName/transferRefused``, and a drop there is a cancel. Default:
    /// every row, everywhere.
    public var canTransferRow: (_ row: Row, _ from: Int, _ to: Int) -> Bool = { _, _, _ in true }
    /// Called once when a row has moved to another column: the row, where it was and where it
    /// is now. The columns' ``GestureTable/onRowChange`` have heard the deletion and the
    /// insertion before.
    public var didTransferRow: ((_ row: Row, _ source: BoardIndexPath, _ destination: BoardIndexPath) -> Void)?
    /// Called once when a lifted group of selected rows (``GestureTable/SelectionMode/multiple``)
    /// has moved to another column, in place of ``didTransferRow`` for each: the rows in their
    /// order, where each was, and where the first is now (the others follow it). When it is not
    /// set, ``didTransferRow`` is called for each row.
    public var didTransferRows: ((_ rows: [Row], _ sources: [BoardIndexPath], _ destination: BoardIndexPath) -> Void)?
    /// Receives the board's own events: ``TableEventName/transferLeave``,
    /// ``TableEventName/transferEnter``, ``TableEventName/transferRefused``,
    /// ``TableEventName/transfer``, a ``TableEventName/cancel`` of a carried row and the
    /// announcements of moves between columns, each with its ``TableEvent/column``. Each
    /// column's own events go to its table's ``GestureTable/onEvent``.
    public var onEvent: ((TableEvent<Row.ID>) -> Void)? {
        get { shared.onEvent }
        set { shared.onEvent = newValue }
    }
    /// Receives what a screen reader should say after a move to another column:
    /// `“Write tests” moved to Doing, 3 of 5`.
    public var onAnnouncement: ((String) -> Void)?

    /// The direction the board reads in: right to left puts the first column on the right.
    /// Setting it sets every column's ``GestureTable/layoutDirection`` too.
    public var layoutDirection: GestureTable<Row>.LayoutDirection = .leftToRight {
        didSet { for table in tables { table.layoutDirection = layoutDirection } }
    }
    /// The width of the part of the board on screen, in the tables' unit; by default the whole
    /// board. When the board is wider, a row carried near its left or right edge scrolls it.
    public var viewportWidth: Double {
        get { storedViewportWidth ?? contentWidth }
        set {
            storedViewportWidth = newValue.isNaN ? nil : min(max(newValue, 1), Self.maximumWidth)
            clampHorizontalOffset()
        }
    }
    /// How far the board is scrolled horizontally, in the tables' unit: 0 shows its left edge.
    public internal(set) var horizontalScrollOffset: Double = 0
    /// The height of the columns' viewports, in the tables' vertical unit; set on every column.
    public var viewportHeight: Double {
        get { tables[0].viewportHeight }
        set { for table in tables { table.viewportHeight = newValue } }
    }

    var storedViewportWidth: Double?
    /// The column the pointer went down in, while it is down.
    var pointerColumn: Int?
    /// The row the board carries, by the pointer once a column has lifted it, or by the keys
    /// to another column.
    var carry: Carry? {
        get { shared.carry }
        set { shared.carry = newValue }
    }
    /// The pointer's last position in the board's viewport, while it is down.
    var lastPoint: Point?
    /// What the columns share: their tables, one undo history, the board's questions.
    let shared: BoardShared<Row>
    /// The one undo window of all the columns (``commitDelay``).
    let commitWindow = CommitWindow<Row>()
    /// The board's own haptic moments and announcements since a front end last asked for a
    /// frame (``nextFrame(height:)``); `nil` until it first asks.
    var frameMoments: FrameMoments?

    /// Creates a board.
    ///
    /// - Parameters:
    ///   - columns: The columns, in the board's order; at least one. A column may be empty.
    ///   - columnWidth: The width of each column, in 1...1e9 (clamped; NaN gives 1).
    ///   - gutter: The space between columns, in 0...1e9 (clamped; NaN gives 0).
    ///   - clock: Where time comes from, for every column.
    ///   - configuration: The tunable numbers of every column.
    /// - Throws: ``GestureTableError/Code/invalidValue`` for no columns;
    ///   ``GestureTableError/Code/duplicateRowID`` when two rows, in one column or in two, have
    ///   the same id.
    public init(
        columns: [BoardColumn<Row>], columnWidth: Double, gutter: Double = 0, clock: any TableClock,
        configuration: TableConfiguration = .default
    ) throws(GestureTableError) {
        guard !columns.isEmpty else { throw GestureTableError(.invalidValue, "a board has at least one column") }
        var seen: [Row.ID: Int] = [:]
        for (column, declared) in columns.enumerated() {
            for (index, row) in declared.rows.enumerated() {
                if let other = seen.updateValue(column, forKey: row.id) {
                    throw GestureTableError(
                        .duplicateRowID,
                        "row \(index) of column \(column) has id \(row.id), which a row of column \(other) has already")
                }
            }
        }
        let width = columnWidth.isNaN ? 1 : min(max(columnWidth, 1), Self.maximumWidth)
        var tables: [GestureTable<Row>] = []
        for column in columns {
            tables.append(try GestureTable(rows: column.rows, width: width, clock: clock, configuration: configuration))
        }
        self.tables = tables
        self.titles = columns.map { $0.title }
        self.clock = clock
        self.columnWidth = width
        self.gutter = gutter.isNaN ? 0 : min(max(gutter, 0), Self.maximumWidth)
        shared = BoardShared(tables: tables, undoLimit: configuration.undoLimit)
        for table in tables {
            table.shareUndoSerials(shared.serials)
            table.board = BoardRoute(shared)
        }
        attachCommitWindow()
    }

    deinit {
        detachCommitWindow()
        // The columns hold what they share, which holds them: the cycle is broken here, as
        // Embedded Swift has no weak references. A table the app still holds goes on alone.
        for table in shared.tables {
            table.board = nil
            table.shareUndoSerials(nil)
        }
        shared.tables = []
    }

    /// The widest a column, a gutter or the viewport can be: 1e9 units.
    public static var maximumWidth: Double { 1e9 }

    /// The number of columns.
    public var columnCount: Int { tables.count }

    /// The table of `column`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a column the board does not have.
    public func table(atColumn column: Int) throws(GestureTableError) -> GestureTable<Row> {
        try checkColumn(column)
        return tables[column]
    }

    /// The column that holds the row with `id`, and the row's index there.
    public func indexPath(ofRowWithID id: Row.ID) -> BoardIndexPath? {
        for (column, table) in tables.enumerated() {
            if let index = table.index(ofRowWithID: id) { return BoardIndexPath(column: column, row: index) }
        }
        return nil
    }

    /// The number of rows in all columns.
    public var rowCount: Int { tables.reduce(0) { $0 + $1.count } }

    func checkColumn(_ column: Int) throws(GestureTableError) {
        guard column >= 0, column < tables.count else {
            throw GestureTableError(
                .indexOutOfRange, "column \(column) is out of range: the board has columns 0...\(tables.count - 1)")
        }
    }

    /// The board's time, as its tables read it.
    var now: Duration { GestureTable<Row>.bounded(clock.now) }

    /// Delivers one of the board's own events.
    func emit(_ kind: TableEventName, id: Row.ID?, column: Int, index: Int?, from source: BoardIndexPath? = nil) {
        var event = TableEvent<Row.ID>(kind: kind, rowID: id, index: index, time: now)
        event.column = column
        event.sourceColumn = source?.column
        event.sourceIndex = source?.row
        if let haptic = FrameMoments.haptic(of: kind) { frameMoments?.note(haptic) }
        onEvent?(event)
    }

    /// Asks the app whether `row` may go from `source` to `destination`, marked so that a board
    /// verb called meanwhile throws.
    func askCanTransfer(_ row: Row, from source: Int, to destination: Int) -> Bool {
        let outer = shared.isAskingApp
        shared.isAskingApp = true
        defer { shared.isAskingApp = outer }
        return canTransferRow(row, source, destination)
    }

    func checkNotAsking() throws(GestureTableError) {
        try shared.checkNotAsking()
    }
}
