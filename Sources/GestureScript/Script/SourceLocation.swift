/// A position in a gesture script: a 1-based line and a 1-based column.
///
/// Columns count characters (extended grapheme clusters), so a tab or an
/// emoji counts as one column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, in characters.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - line: The 1-based line number.
    ///   - column: The 1-based column number, in characters.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location as `LINE:COL`.
    public var description: String { "\(line):\(column)" }

    /// Orders locations by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
