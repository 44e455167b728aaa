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
        let rowStart = y * width
        var column = x
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let character: Character
            let characterWidth: Int
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == utf8.endIndex || utf8[next] < 0x80 {
                // Fast path: an ASCII byte followed by ASCII is a whole grapheme.
                character = Character(Unicode.Scalar(byte))
                characterWidth = byte >= 0x20 && byte < 0x7F ? 1 : 0
                index = next
            } else {
                character = text[index]
                characterWidth = terminalWidth(of: character)
                index = text.index(after: index)
            }
            if characterWidth == 0 { continue }
            defer { column = Self.saturatingSum(column, characterWidth) }
            let end = Self.saturatingSum(column, characterWidth)
            if column >= width || end <= 0 { continue }
            if characterWidth == 1 {
                setNarrowCell(Cell(character, style: style), rowStart: rowStart, x: column)
            } else if column < 0 || end > width {
                // One half is outside: show the visible half as a space.
                setNarrowCell(Cell(" ", style: style), rowStart: rowStart, x: max(column, 0))
            } else {
                setWideCell(Cell(character, style: style), rowStart: rowStart, x: column)
            }
        }
        return column
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
        let filler = Cell(" ", style: style)
        for row in top..<bottom {
            let rowStart = row * self.width
            if cells[rowStart + left].isContinuation {
                blankCell(at: rowStart + left - 1)
            }
            if right < self.width, cells[rowStart + right].isContinuation {
                blankCell(at: rowStart + right)
            }
            for index in (rowStart + left)..<(rowStart + right) {
                cells[index] = filler
            }
        }
    }

    /// Writes a one-column cell, blanking the other half of a wide character it hits.
    private mutating func setNarrowCell(_ cell: Cell, rowStart: Int, x: Int) {
        let index = rowStart + x
        if cells[index].isContinuation {
            if x > 0 { blankCell(at: index - 1) }
        } else if x + 1 < width, cells[index + 1].isContinuation {
            blankCell(at: index + 1)
        }
        cells[index] = cell
    }

    /// Writes a two-column cell at `x` and `x + 1`, blanking halves it cuts.
    private mutating func setWideCell(_ cell: Cell, rowStart: Int, x: Int) {
        let index = rowStart + x
        if x > 0, cells[index].isContinuation {
            blankCell(at: index - 1)
        }
        if x + 2 < width, cells[index + 2].isContinuation {
            blankCell(at: index + 2)
        }
        cells[index] = cell
        cells[index + 1] = .continuation(style: cell.style)
    }

    /// Turns a cell into a space, keeping its style.
    private mutating func blankCell(at index: Int) {
        cells[index] = Cell(" ", style: cells[index].style)
    }

    /// `a + b`, saturating at the bounds of `Int` instead of trapping.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? .max : .min
    }
}
