// A column of a board, as the app declares it.

/// A column of a ``GestureBoard``: a title (`Todo`, `Doing`, `Done`) and the rows it starts
/// with, top to bottom.
public struct BoardColumn<Row: Identifiable> {
    /// What the column is called: its header, and what `Move to …` names.
    public var title: String
    /// The rows it starts with, in display order.
    public var rows: [Row]

    /// Creates a column.
    public init(title: String, rows: [Row] = []) {
        self.title = title
        self.rows = rows
    }
}

/// A row of a ``GestureBoard``: its column and its index in that column's
/// ``GestureTable/rows``.
public struct BoardIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 in the board's order (left to right in a left-to-right
    /// layout).
    public var column: Int
    /// The row's index in the column.
    public var row: Int

    /// Creates a board index path.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// `column 1 row 3`.
    public var description: String { "column \(column) row \(row)" }
}
