/// Returns the number of terminal columns a character takes: 0, 1 or 2.
///
/// The width is that of a monospaced terminal:
/// - 0 for control characters and for characters that have no width of
///   their own (combining marks, zero-width spaces, joiners and other format
///   characters), which only occur on their own at the start of a string;
/// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul, kana,
///   fullwidth forms), for emoji with emoji presentation, for any character
///   followed by the emoji variation selector U+FE0F, and for emoji ZWJ
///   sequences with a wide member;
/// - 1 for everything else, including East Asian Ambiguous characters.
///
/// The table follows Unicode 17 and needs no C library; `wcwidth` is not
/// reachable from Swift on Linux.
///
/// - Parameter character: An extended grapheme cluster.
/// - Returns: The number of columns, 0, 1 or 2.
/// - Complexity: O(1) for ASCII; otherwise O(*s* + log *r*) for *s* scalars
///   in the cluster and *r* ranges in the width table.
public func terminalWidth(of character: Character) -> Int {
    if let ascii = character.asciiValue {
        return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    let width = TerminalWidthTable.width(of: first)
    if width != 1 { return width }
    var followsJoiner = false
    while let scalar = scalars.next() {
        switch scalar.value {
        case 0xFE0F:
            return 2
        case 0x200D:
            followsJoiner = true
        default:
            if followsJoiner && TerminalWidthTable.isWide(scalar.value) { return 2 }
            followsJoiner = false
        }
    }
    return width
}

/// Returns the number of terminal columns a string takes.
///
/// - Parameter string: The text to measure.
/// - Returns: The sum of ``terminalWidth(of:)-(Character)`` over the
///   string's characters.
/// - Complexity: O(*n*) in the length of the string.
public func terminalWidth(of string: String) -> Int {
    var text = string
    return text.withUTF8 { utf8 in
        var total = 0
        var offset = 0
        while offset < utf8.count {
            let byte = utf8[offset]
            if byte < 0x80, offset + 1 == utf8.count || utf8[offset + 1] < 0x80 {
                // An ASCII byte followed by ASCII is a whole grapheme.
                total += byte >= 0x20 && byte < 0x7F ? 1 : 0
                offset += 1
            } else if let (scalar, length) = Frame.loneScalar(in: utf8, at: offset) {
                total += TerminalWidthTable.width(of: scalar)
                offset += length
            } else {
                let index = string.utf8.index(string.startIndex, offsetBy: offset)
                total += terminalWidth(of: string[index])
                offset = string.utf8.distance(from: string.startIndex, to: string.index(after: index))
            }
        }
        return total
    }
}

/// The Unicode data behind ``terminalWidth(of:)-(Character)``.
enum TerminalWidthTable {
    /// Returns the width of a single scalar that starts a grapheme cluster.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0xA0 { return value >= 0x20 && value < 0x7F ? 1 : 0 }
        if value == 0xAD { return 1 }
        if value < 0x0300 { return 1 }
        if isWide(value) { return 2 }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return 0  // Hangul medial vowels and final consonants join a preceding syllable.
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control:
            return 0
        case .format:
            return isPrependedConcatenationMark(value) ? 1 : 0
        default:
            return 1
        }
    }

    /// Whether a scalar is East Asian Wide or Fullwidth or has emoji presentation.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        // Binary search for the last range whose lower bound is <= value.
        var low = 0
        var high = wideRanges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle * 2] <= value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low > 0 else { return false }
        return value <= wideRanges[(low - 1) * 2 + 1]
    }

    /// Format characters that are printed with a width of one column.
    private static func isPrependedConcatenationMark(_ value: UInt32) -> Bool {
        (0x0600...0x0605).contains(value) || value == 0x06DD || value == 0x070F
            || (0x0890...0x0891).contains(value) || value == 0x08E2
            || value == 0x110BD || value == 0x110CD
    }

    /// Sorted, disjoint, closed ranges of wide scalars as (lower, upper) pairs.
    ///
    /// East Asian Width W or F, or Emoji_Presentation=Yes, from Unicode 17.
    /// Neighbouring ranges are merged across unassigned code points, and
    /// planes 2 and 3 count as wide throughout, as in `wcwidth`
    /// implementations, so new ideographs are wide before they are listed.
    static let wideRanges: [UInt32] = [
        0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F0, 0x23F3, 0x23F3,
        0x25FD, 0x25FE, 0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F, 0x2693, 0x2693, 0x26A1, 0x26A1,
        0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26CE, 0x26D4, 0x26D4, 0x26EA, 0x26EA,
        0x26F2, 0x26F3, 0x26F5, 0x26F5, 0x26FA, 0x26FA, 0x26FD, 0x26FD, 0x2705, 0x2705, 0x270A, 0x270B,
        0x2728, 0x2728, 0x274C, 0x274C, 0x274E, 0x274E, 0x2753, 0x2755, 0x2757, 0x2757, 0x2795, 0x2797,
        0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50, 0x2B55, 0x2B55, 0x2E80, 0x3029,
        0x302E, 0x303E, 0x3041, 0x3096, 0x309B, 0x3247, 0x3250, 0x4DBF, 0x4E00, 0xA4C6, 0xA960, 0xA97C,
        0xAC00, 0xD7A3, 0xF900, 0xFAD9, 0xFE10, 0xFE19, 0xFE30, 0xFE6B, 0xFF01, 0xFF60, 0xFFE0, 0xFFE6,
        0x16FE0, 0x16FE3, 0x16FF0, 0x1B2FB, 0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E,
        0x1F191, 0x1F19A, 0x1F1E6, 0x1F320, 0x1F32D, 0x1F335, 0x1F337, 0x1F37C, 0x1F37E, 0x1F393,
        0x1F3A0, 0x1F3CA, 0x1F3CF, 0x1F3D3, 0x1F3E0, 0x1F3F0, 0x1F3F4, 0x1F3F4, 0x1F3F8, 0x1F43E,
        0x1F440, 0x1F440, 0x1F442, 0x1F4FC, 0x1F4FF, 0x1F53D, 0x1F54B, 0x1F54E, 0x1F550, 0x1F567,
        0x1F57A, 0x1F57A, 0x1F595, 0x1F596, 0x1F5A4, 0x1F5A4, 0x1F5FB, 0x1F64F, 0x1F680, 0x1F6C5,
        0x1F6CC, 0x1F6CC, 0x1F6D0, 0x1F6D2, 0x1F6D5, 0x1F6DF, 0x1F6EB, 0x1F6EC, 0x1F6F4, 0x1F6FC,
        0x1F7E0, 0x1F7F0, 0x1F90C, 0x1F93A, 0x1F93C, 0x1F945, 0x1F947, 0x1F9FF, 0x1FA70, 0x1FAF8,
        0x20000, 0x3FFFD,
    ]
}
