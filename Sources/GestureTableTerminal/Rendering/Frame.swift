/// A rectangular grid of terminal cells: one screenful, as a value.
///
/// A renderer builds a frame with ``put(_:x:y:style:)`` and
/// ``fill(x:y:width:height:style:)``; a ``FrameWriter`` sends it to a
/// terminal, writing only the cells that differ from the frame before
/// (``changes(from:)``). Every cell of a new frame is ``Cell/blank``.
///
/// Coordinates are zero-based: `x` is the column, `y` the row, and (0, 0) is
/// the top-left cell. Writes outside the grid are clipped, never trapped.
/// The cells live in one flat array, row after row.
public struct Frame: Hashable, Sendable {
    /// The largest width or height a frame can have; larger sizes are clamped.
    public static let maximumDimension = 4096

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row-major: the cell at (x, y) is at index `y * width + x`.
    var cells: [Cell]

    /// Creates a frame whose cells are all blank.
    ///
    /// - Parameters:
    ///   - width: The number of columns, clamped to 0...``maximumDimension``.
    ///   - height: The number of rows, clamped to 0...``maximumDimension``.
    public init(width: Int, height: Int) {
        self.width = min(max(width, 0), Self.maximumDimension)
        self.height = min(max(height, 0), Self.maximumDimension)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a column and row, or `nil` outside the frame.
    ///
    /// - Parameters:
    ///   - x: The zero-based column.
    ///   - y: The zero-based row.
    public subscript(x x: Int, y y: Int) -> Cell? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return cells[y * width + x]
    }
}
