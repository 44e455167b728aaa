extension Frame {
    /// Writes text into one row, a grapheme per cell and two cells for a wide one.
    ///
    /// Each character takes ``terminalWidth(of:)-(Character)`` columns:
    /// - a wide character fills its cell and a continuation cell to its right;
    ///   if only one of its halves would be inside the frame, that half
    ///   becomes a space in `style` instead;
    /// - a character of width 0 (a control character such as a newline, or a
    ///   lone combining mark) is skipped;
    /// - writing over one half of a wide character already in the frame turns
    ///   its other half into a space, keeping that half's style;
    /// - anything outside the frame is clipped, and `x` may be negative.
    ///
    /// - Parameters:
    ///   - text: The text to write; it is not wrapped.
    ///   - x: The column of the first character, possibly negative or past
    ///     the right edge.
    ///   - y: The row; a row outside the frame writes nothing.
    ///   - style: The style of every written cell.
    /// - Returns: The column just after the text, as if nothing were clipped
    ///   (saturating at `Int.max`), so that writes can be chained.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        guard y >= 0, y < height else { return Self.saturatingSum(x, terminalWidth(of: text)) }
        var utf8Text = text
        let width = self.width
        let rowStart = y * width
        return utf8Text.withUTF8 { utf8 in
            cells.withUnsafeMutableBufferPointer { cells in
                guard let base = cells.baseAddress else { return x }
                let row = UnsafeMutableBufferPointer(start: base + rowStart, count: width)
                return Self.put(utf8, of: text, x: x, bits: style.bits, in: row)
            }
        }
    }

    /// ``put(_:x:y:style:)`` on one row, the text as UTF-8; returns the column after the text.
    private static func put(
        _ utf8: UnsafeBufferPointer<UInt8>, of text: String, x: Int, bits: UInt64, in row: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        let width = row.count
        // Most text is printable ASCII: one check, then one copy.
        var isPrintableASCII = true
        for byte in utf8 where byte &- 0x20 >= 0x5F {
            isPrintableASCII = false
            break
        }
        if isPrintableASCII { return putASCII(utf8, from: 0, to: utf8.count, x: x, bits: bits, in: row) }
        var column = x
        var offset = 0
        while offset < utf8.count {
            let byte = utf8[offset]
            let next = offset + 1
            if byte < 0x80, next == utf8.count || utf8[next] < 0x80 {
                // An ASCII byte followed by ASCII is a whole grapheme: no `Character` is made.
                guard byte >= 0x20, byte < 0x7F else {
                    offset = next
                    continue
                }
                // A run of printable ASCII, each byte followed by ASCII, is written in one go.
                var end = next
                while end < utf8.count, utf8[end] >= 0x20, utf8[end] < 0x7F,
                      end + 1 == utf8.count || utf8[end + 1] < 0x80 {
                    end += 1
                }
                column = putASCII(utf8, from: offset, to: end, x: column, bits: bits, in: row)
                offset = end
                continue
            }
            let code: UInt64
            let characterWidth: Int
            if let (scalar, length) = loneScalar(in: utf8, at: offset) {
                code = UInt64(scalar.value)
                characterWidth = TerminalWidthTable.width(of: scalar)
                offset += length
            } else {
                let index = text.utf8.index(text.startIndex, offsetBy: offset)
                let character = text[index]
                code = GraphemeTable.code(of: character)
                characterWidth = terminalWidth(of: character)
                offset = text.utf8.distance(from: text.startIndex, to: text.index(after: index))
            }
            if characterWidth == 0 { continue }
            defer { column = saturatingSum(column, characterWidth) }
            let end = saturatingSum(column, characterWidth)
            if column >= width || end <= 0 { continue }
            if characterWidth == 1 {
                setNarrowCell(Cell(code: code, bits: bits), at: column, in: row)
            } else if column < 0 || end > width {
                // One half is outside: show the visible half as a space.
                setNarrowCell(Cell(code: Cell.spaceCode, bits: bits), at: max(column, 0), in: row)
            } else {
                setWideCell(Cell(code: code, bits: bits), at: column, in: row)
            }
        }
        return column
    }

    /// Writes the printable ASCII bytes `start..<end` from column `x`; returns the column after them.
    private static func putASCII(
        _ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, x: Int, bits: UInt64,
        in row: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        let count = end - start
        let after = saturatingSum(x, count)
        let left = max(x, 0)
        let right = min(after, row.count)
        guard left < right else { return after }
        // Wide characters cut at either edge lose their other half, as cell by cell.
        if row[left].isContinuation, left > 0 { blankCell(at: left - 1, in: row) }
        if right < row.count, row[right].isContinuation { blankCell(at: right, in: row) }
        let skipped = left - x
        for column in left..<right {
            row[column] = Cell(code: UInt64(utf8[start + skipped + column - left]), bits: bits)
        }
        return after
    }

    /// The scalar at `offset` when it is a whole grapheme by itself, with its length in bytes;
    /// `nil` when grapheme rules need the full algorithm.
    ///
    /// A scalar followed by an ASCII byte (or by nothing) ends its grapheme, unless it is a
    /// *prepend* character (Arabic number signs and a few others), which joins what follows:
    /// ASCII is never an extending mark, a joiner, a spacing mark, a Hangul jamo or a regional
    /// indicator.
    static func loneScalar(in utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = utf8[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard offset + length <= utf8.count else { return nil }
        let next = offset + length
        guard next == utf8.count || utf8[next] < 0x80 else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for index in (offset + 1)..<next {
            value = value << 6 | UInt32(utf8[index] & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let mayPrepend = (0x0600...0x08E2).contains(value) || value == 0x0D4E || (0x110BD...0x11F02).contains(value)
        return mayPrepend ? nil : (scalar, length)
    }

    /// Fills a rectangle with spaces in a style.
    ///
    /// The rectangle is clipped to the frame. A wide character cut in half by
    /// the rectangle's left or right edge loses its outer half, which becomes
    /// a space in its own style.
    ///
    /// - Parameters:
    ///   - x: The column of the rectangle's left edge.
    ///   - y: The row of the rectangle's top edge.
    ///   - width: The number of columns; zero or less fills nothing.
    ///   - height: The number of rows; zero or less fills nothing.
    ///   - style: The style of the filled cells.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle = .plain) {
        guard width > 0, height > 0 else { return }
        let left = max(x, 0)
        let right = min(Self.saturatingSum(x, width), self.width)
        let top = max(y, 0)
        let bottom = min(Self.saturatingSum(y, height), self.height)
        guard left < right, top < bottom else { return }
        let filler = Cell(code: Cell.spaceCode, bits: style.bits)
        let frameWidth = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for line in top..<bottom {
                let row = UnsafeMutableBufferPointer(start: base + line * frameWidth, count: frameWidth)
                if row[left].isContinuation { Self.blankCell(at: left - 1, in: row) }
                if right < frameWidth, row[right].isContinuation { Self.blankCell(at: right, in: row) }
                UnsafeMutableBufferPointer(rebasing: row[left..<right]).update(repeating: filler)
            }
        }
    }

    /// Writes a one-column cell, blanking the other half of a wide character it hits.
    private static func setNarrowCell(_ cell: Cell, at x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        if row[x].isContinuation {
            if x > 0 { blankCell(at: x - 1, in: row) }
        } else if x + 1 < row.count, row[x + 1].isContinuation {
            blankCell(at: x + 1, in: row)
        }
        row[x] = cell
    }

    /// Writes a two-column cell at `x` and `x + 1`, blanking halves it cuts.
    private static func setWideCell(_ cell: Cell, at x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        if x > 0, row[x].isContinuation { blankCell(at: x - 1, in: row) }
        if x + 2 < row.count, row[x + 2].isContinuation { blankCell(at: x + 2, in: row) }
        row[x] = cell
        row[x + 1] = Cell(code: Cell.spaceCode, bits: cell.bits | Cell.continuationBit)
    }

    /// Turns a cell into a space, keeping its style.
    private static func blankCell(at x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        row[x] = Cell(code: Cell.spaceCode, bits: row[x].bits & ~Cell.continuationBit)
    }

    /// `a + b`, saturating at the bounds of `Int` instead of trapping.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? .max : .min
    }
}
