extension Frame: CustomStringConvertible {
    /// The plain text of each row, top to bottom, without styles.
    ///
    /// A wide character appears once; trailing spaces are kept, so every
    /// line is `width` columns wide.
    public var lines: [String] {
        (0..<height).map(line(at:))
    }

    /// The rows as text between `|` bars, one per line, for golden tests.
    ///
    /// The bars make trailing spaces visible:
    /// ```
    /// |ab漢 |
    /// |     |
    /// ```
    public var description: String {
        lines.map { "|\($0)|" }.joined(separator: "\n")
    }

    /// The plain text of one row, with trailing spaces.
    func line(at row: Int) -> String {
        var line = ""
        line.reserveCapacity(width)
        let rowStart = row * width
        for index in rowStart..<(rowStart + width) where !cells[index].isContinuation {
            line.append(cells[index].character)
        }
        return line
    }
}
