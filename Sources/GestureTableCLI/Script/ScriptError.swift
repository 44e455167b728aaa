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

    /// The error as `FILE:LINE:COL: error: MESSAGE`.
    public var description: String {
        "\(fileName):\(location.line):\(location.column): error: \(message)"
    }
}
