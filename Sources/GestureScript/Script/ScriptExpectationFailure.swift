/// An `expect` command of a gesture script that did not hold.
///
/// Its ``description`` has the form
/// `FILE:LINE: expectation failed: expected EXPECTED, got ACTUAL`.
/// A player exits with status 1 when an expectation fails.
public struct ScriptExpectationFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the script file.
    public var fileName: String
    /// Where the failing `expect` command is.
    public var location: SourceLocation
    /// What the script expected, as it would read after "expected".
    public var expected: String
    /// What the table showed instead, as it would read after "got".
    public var actual: String

    /// Creates an expectation failure.
    ///
    /// - Parameters:
    ///   - fileName: The name of the script file.
    ///   - location: Where the failing `expect` command is.
    ///   - expected: What the script expected, for example `count 3`.
    ///   - actual: What the table showed, for example `count 2`.
    public init(fileName: String, location: SourceLocation, expected: String, actual: String) {
        self.fileName = fileName
        self.location = location
        self.expected = expected
        self.actual = actual
    }

    /// The failure as `FILE:LINE: expectation failed: expected …, got …`.
    ///
    /// Control characters in the file name are shown as `\u{XX}` escapes, as
    /// in ``ScriptError/description``.
    public var description: String {
        "\(ScriptError.printable(fileName)):\(location.line): expectation failed: "
            + "expected \(ScriptError.printable(expected)), got \(ScriptError.printable(actual))"
    }
}
