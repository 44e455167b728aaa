/// Splits one line of a gesture script into tokens.
///
/// A token is a bare word (a run of characters other than whitespace, `"`
/// and `#`) or a string in double quotes, in which `\"` and `\\` are the only
/// escapes. `#` outside a string starts a comment that runs to the end of the
/// line. A string must be separated from the words around it by whitespace.
enum ScriptLexer {
    /// The tokens of one line and where its content ends.
    struct Line: Hashable, Sendable {
        /// The tokens, in order.
        var tokens: [ScriptToken]
        /// The column just after the last token, where a missing argument
        /// is reported.
        var endColumn: Int
    }

    /// Splits a line into tokens.
    ///
    /// - Parameters:
    ///   - characters: The line, without its line ending.
    ///   - lineNumber: The 1-based number of the line.
    ///   - fileName: The script's name, for errors.
    /// - Returns: The line's tokens.
    /// - Throws: ``ScriptError`` for an unterminated string, an unknown
    ///   escape, or a string that touches a word.
    static func tokenize(
        _ characters: [Character], lineNumber: Int, fileName: String
    ) throws(ScriptError) -> Line {
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(line: lineNumber, column: index + 1)
        }
        func fail(_ message: String, at index: Int) -> ScriptError {
            ScriptError(message, fileName: fileName, location: location(index))
        }

        var tokens: [ScriptToken] = []
        var endColumn = 1
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "#" { break }
            if character.isWhitespace {
                index += 1
                continue
            }
            let start = index
            if character == "\"" {
                var text = ""
                index += 1
                var isClosed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\"" {
                        isClosed = true
                        index += 1
                        break
                    }
                    if next == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escaped = characters[index + 1]
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
                if index < characters.count, !characters[index].isWhitespace, characters[index] != "#" {
                    throw fail("missing space after string", at: index)
                }
                tokens.append(ScriptToken(
                    text: text, isQuoted: true, location: location(start), width: index - start))
            } else {
                while index < characters.count {
                    let next = characters[index]
                    if next.isWhitespace || next == "#" { break }
                    if next == "\"" { throw fail("missing space before string", at: index) }
                    index += 1
                }
                tokens.append(ScriptToken(
                    text: String(characters[start..<index]), isQuoted: false,
                    location: location(start), width: index - start))
            }
            endColumn = index + 1
        }
        return Line(tokens: tokens, endColumn: endColumn)
    }
}
