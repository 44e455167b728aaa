/// One cell of a terminal grid: a character and its style.
///
/// A wide character (CJK, emoji) covers two cells. The left cell holds the
/// character; the right one is a *continuation* cell that holds a space, has
/// the same style and is never written on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown in the cell; a space for blank and continuation cells.
    public var character: Character
    /// The style's bits, with ``continuationBit`` for a right half.
    ///
    /// A cell is a `Character` and one word, 24 bytes without padding, so
    /// that ``Frame/changes(from:)`` can compare whole rows word by word.
    private(set) var bits: UInt64

    /// Creates a cell that shows a character.
    ///
    /// - Parameters:
    ///   - character: The grapheme to show.
    ///   - style: The colors and attributes of the cell.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.character = character
        self.bits = style.bits
    }

    /// A space in the plain style: what every cell of a new ``Frame`` holds.
    public static let blank = Cell(" ")

    /// Returns the right half of a wide character.
    ///
    /// - Parameter style: The style of the wide character.
    /// - Returns: A continuation cell holding a space in `style`.
    public static func continuation(style: CellStyle) -> Cell {
        var cell = Cell(" ", style: style)
        cell.bits |= continuationBit
        return cell
    }

    /// The colors and attributes of the cell.
    public var style: CellStyle {
        get { CellStyle(bits: bits & ~Self.continuationBit) }
        set { bits = newValue.bits | bits & Self.continuationBit }
    }

    /// Whether this cell is the right half of the wide character to its left.
    public var isContinuation: Bool {
        bits & Self.continuationBit != 0
    }

    /// Marks a continuation cell; ``CellStyle`` never uses this bit.
    private static let continuationBit: UInt64 = 1 << 63

    /// Whether two cells look the same; the integer comparison comes first.
    ///
    /// - Parameters:
    ///   - lhs: A cell.
    ///   - rhs: Another cell.
    /// - Returns: `true` when character, style and continuation flag are equal.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.bits == rhs.bits && lhs.character == rhs.character
    }
}

extension Cell: CustomStringConvertible {
    /// The character, its style and whether it is a continuation, for test failures.
    public var description: String {
        isContinuation ? "Cell(continuation, \(style))" : "Cell(\(character.debugDescription), \(style))"
    }
}
