/// One cell of a terminal grid: a character and its style.
///
/// A wide character (CJK, emoji) covers two cells. The left cell holds the
/// character; the right one is a *continuation* cell that holds a space, has
/// the same style and is never written on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown in the cell; a space for blank and continuation cells.
    public var character: Character
    /// The colors and attributes of the cell.
    public var style: CellStyle
    /// Whether this cell is the right half of the wide character to its left.
    public private(set) var isContinuation: Bool

    /// Creates a cell that shows a character.
    ///
    /// - Parameters:
    ///   - character: The grapheme to show.
    ///   - style: The colors and attributes of the cell.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// A space in the plain style: what every cell of a new ``Frame`` holds.
    public static let blank = Cell(" ")

    /// Returns the right half of a wide character.
    ///
    /// - Parameter style: The style of the wide character.
    /// - Returns: A continuation cell holding a space in `style`.
    public static func continuation(style: CellStyle) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }
}
