/// A run of adjacent cells in one row that differ between two frames.
///
/// A run never starts on the right half of a wide character: it starts on
/// the wide character itself, and covers both halves.
public struct FrameChange: Hashable, Sendable {
    /// The zero-based row (the `y` coordinate).
    public var row: Int
    /// The zero-based columns of the changed cells (`x` coordinates).
    public var columns: Range<Int>

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - row: The zero-based row.
    ///   - columns: The columns of the changed cells.
    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
