/// One cell of a terminal grid: a character and its style.
///
/// A wide character (CJK, emoji) covers two cells. The left cell holds the
/// character; the right one is a *continuation* cell that holds a space, has
/// the same style and is never written on its own.
///
/// A cell is two words and holds no reference: a character of one Unicode
/// scalar is stored as that scalar, and a grapheme cluster of several scalars
/// (a flag, an emoji sequence, a letter with combining marks) is kept aside in
/// a process-wide table and stored as its number there. Copying, comparing and
/// filling cells is therefore plain integer work, with no reference counting.
public struct Cell: Hashable, Sendable {
    /// The character: a Unicode scalar value below ``GraphemeTable/firstClusterCode``,
    /// or the code of a cluster kept in ``GraphemeTable``.
    private(set) var code: UInt64
    /// The style's bits, with ``continuationBit`` for a right half.
    ///
    /// Two words and no padding, so that ``Frame/changes(from:)`` can compare
    /// whole rows word by word.
    private(set) var bits: UInt64

    /// Creates a cell that shows a character.
    ///
    /// - Parameters:
    ///   - character: The grapheme to show.
    ///   - style: The colors and attributes of the cell.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.code = GraphemeTable.code(of: character)
        self.bits = style.bits
    }

    /// Creates a cell from a character code and style bits, as ``Frame`` does.
    init(code: UInt64, bits: UInt64) {
        self.code = code
        self.bits = bits
    }

    /// The code of a space.
    static let spaceCode: UInt64 = 0x20

    /// A space in the plain style: what every cell of a new ``Frame`` holds.
    public static let blank = Cell(code: spaceCode, bits: 0)

    /// Returns the right half of a wide character.
    ///
    /// - Parameter style: The style of the wide character.
    /// - Returns: A continuation cell holding a space in `style`.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(code: spaceCode, bits: style.bits | continuationBit)
    }

    /// The grapheme shown in the cell; a space for blank and continuation cells.
    public var character: Character {
        get { GraphemeTable.character(of: code) }
        set { code = GraphemeTable.code(of: newValue) }
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

    /// Whether the cell holds a cluster of several scalars (kept in ``GraphemeTable``).
    var isCluster: Bool {
        code >= GraphemeTable.firstClusterCode
    }

    /// Marks a continuation cell; ``CellStyle`` never uses this bit.
    static let continuationBit: UInt64 = 1 << 63

    /// Whether two cells look the same: the same character, style and continuation flag.
    ///
    /// Characters compare as stored: a cluster is kept in Unicode's composed
    /// form (NFC), so `"e\u{301}"` and `"é"` are equal; two different single
    /// scalars never are, even when Unicode calls them canonically equivalent
    /// (the Kelvin sign and `K`).
    ///
    /// - Parameters:
    ///   - lhs: A cell.
    ///   - rhs: Another cell.
    /// - Returns: `true` when character, style and continuation flag are equal.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.code == rhs.code && lhs.bits == rhs.bits
    }

    /// Hashes the character code and the style bits.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(bits)
    }
}

extension Cell: CustomStringConvertible {
    /// The character, its style and whether it is a continuation, for test failures.
    public var description: String {
        isContinuation ? "Cell(continuation, \(style))" : "Cell(\(character.debugDescription), \(style))"
    }
}
