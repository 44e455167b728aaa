/// A script error: a problem with a gesture script found while parsing or
/// playing it, reported at a line and column.
///
/// Its ``description`` has the form `FILE:LINE:COL: error: MESSAGE`, the
/// form compilers use, so editors can jump to it. A player exits with status
/// 2 on a script error.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the script file.
    public var fileName: String
    /// Where the problem is.
    public var location: SourceLocation
    /// What the problem is, in one line, without the location prefix.
    public var message: String

    /// Creates a script error.
    ///
    /// - Parameters:
    ///   - message: What the problem is, in one line.
    ///   - fileName: The name of the script file.
    ///   - location: Where the problem is.
    public init(_ message: String, fileName: String, location: SourceLocation) {
        self.message = message
        self.fileName = fileName
        self.location = location
    }

    /// The error as `FILE:LINE:COL: error: MESSAGE`, on one line.
    ///
    /// Control characters in the file name or the message (which may quote
    /// a script's bytes) are shown as `\u{XX}` escapes, so printing an error
    /// can never send an escape sequence to the terminal.
    public var description: String {
        "\(Self.printable(fileName)):\(location.line):\(location.column): error: \(Self.printable(message))"
    }

    /// The most characters of a script's own text (a word, a number, an
    /// argument) that a diagnostic quotes; a longer text is cut and ends in
    /// "…", so a megabyte-long word makes a one-line message.
    public static let echoLimit = 40

    /// `text` as a diagnostic quotes it: at most ``echoLimit`` characters,
    /// then "…" when it was longer.
    ///
    /// - Complexity: O(``echoLimit``), whatever the length of `text`.
    package static func echo(_ text: some StringProtocol) -> String {
        var characters = text.makeIterator()
        var result = ""
        for _ in 0..<echoLimit {
            guard let character = characters.next() else { return result }
            result.append(character)
        }
        return characters.next() == nil ? result : result + "…"
    }

    /// `text` with every control character replaced by a `\u{XX}` escape.
    package static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isInvisible = switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            case .format: scalar != "\u{200D}"  // keep the joiner inside emoji
            default: false
            }
            if isInvisible {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
