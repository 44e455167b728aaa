/// A viewport size in a gesture script, written `COLUMNSxLINES` (`60x16`).
public struct ScriptSize: Hashable, Sendable, CustomStringConvertible {
    /// The largest number of columns or lines a script may ask for.
    public static let maximumDimension = 1000

    /// The size a script gets when it has no `size` command: 60 by 16.
    public static let standard = ScriptSize(columns: 60, lines: 16)

    /// The width in terminal cells.
    public var columns: Int
    /// The height in lines.
    public var lines: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - columns: The width in terminal cells.
    ///   - lines: The height in lines.
    public init(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
    }

    /// The size as `COLUMNSxLINES`.
    public var description: String { "\(columns)x\(lines)" }
}
