/// Splits a gesture script into lines, and each line into tokens.
///
/// A token is a bare word (a run of characters other than whitespace, `"`
/// and `#`) or a string in double quotes, in which `\"` and `\\` are the only
/// escapes. `#` outside a string starts a comment that runs to the end of the
/// line. A string must be separated from the words around it by whitespace.
///
/// The lexer works on Unicode scalars for speed and reports columns in
/// characters (extended grapheme clusters), as an editor shows them.
enum ScriptLexer {
    /// The tokens of one line and where its content ends.
    struct Line: Hashable, Sendable {
        /// The tokens, in order.
        var tokens: [ScriptToken]
        /// The column just after the last token, where a missing argument
        /// is reported.
        var endColumn: Int
    }

    /// The lines of `text`, without their endings (LF, CRLF or CR), and
    /// without a leading byte order mark.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        if text.unicodeScalars.first == "\u{FEFF}" { start = text.unicodeScalars.index(after: start) }
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// Splits a line into tokens.
    ///
    /// - Parameters:
    ///   - line: The line, without its line ending.
    ///   - lineNumber: The 1-based number of the line.
    ///   - fileName: The script's name, for errors.
    /// - Returns: The line's tokens.
    /// - Throws: ``ScriptError`` for an unterminated string, an unknown
    ///   escape, or a string that touches a word.
    static func tokenize(_ line: Substring, lineNumber: Int, fileName: String) throws(ScriptError) -> Line {
        let scalars = Array(line.unicodeScalars)
        let columns = characterColumns(of: line, scalarCount: scalars.count)
        func column(_ index: Int) -> Int {
            guard let columns else { return index + 1 }
            return index < columns.count ? columns[index] : (columns.last ?? 0) + 1
        }
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(line: lineNumber, column: column(index))
        }
        func fail(_ message: String, at index: Int) -> ScriptError {
            ScriptError(message, fileName: fileName, location: location(index))
        }

        var tokens: [ScriptToken] = []
        var endIndex = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#" { break }
            if isWhitespace(scalar) {
                index += 1
                continue
            }
            let start = index
            var text = String.UnicodeScalarView()
            if scalar == "\"" {
                index += 1
                var isClosed = false
                while index < scalars.count {
                    let next = scalars[index]
                    if next == "\"" {
                        isClosed = true
                        index += 1
                        break
                    }
                    if next == "\\" {
                        guard index + 1 < scalars.count else { break }
                        let escaped = scalars[index + 1]
                        guard escaped == "\"" || escaped == "\\" else {
                            throw fail(
                                "unknown escape '\\\(escaped)' in string; only \\\" and \\\\ are allowed",
                                at: index)
                        }
                        text.append(escaped)
                        index += 2
                        continue
                    }
                    text.append(next)
                    index += 1
                }
                guard isClosed else {
                    throw fail("unterminated string; add a closing '\"'", at: start)
                }
                if index < scalars.count, !isWhitespace(scalars[index]), scalars[index] != "#" {
                    throw fail("missing space after string", at: index)
                }
            } else {
                while index < scalars.count {
                    let next = scalars[index]
                    if isWhitespace(next) || next == "#" { break }
                    if next == "\"" { throw fail("missing space before string", at: index) }
                    text.append(next)
                    index += 1
                }
            }
            tokens.append(ScriptToken(text: String(text), isQuoted: scalar == "\"", location: location(start)))
            endIndex = index
        }
        return Line(tokens: tokens, endColumn: column(endIndex))
    }

    /// Whether a scalar separates tokens.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" || scalar == "\u{0B}" || scalar == "\u{0C}" }
        return scalar.properties.isWhitespace
    }

    /// For a line with non-ASCII text, the 1-based character column of each
    /// of its scalars; `nil` for an ASCII line, where columns are scalar
    /// offsets plus one.
    static func characterColumns(of line: Substring, scalarCount: Int) -> [Int]? {
        guard !line.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var columns: [Int] = []
        columns.reserveCapacity(scalarCount)
        for (offset, character) in line.enumerated() {
            columns.append(contentsOf: repeatElement(offset + 1, count: character.unicodeScalars.count))
        }
        return columns
    }
}
