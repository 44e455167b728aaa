/// One token of a gesture script line: a bare word or a quoted string.
struct ScriptToken: Hashable, Sendable {
    /// The token's text; for a quoted string, its contents with escapes
    /// resolved.
    var text: String
    /// Whether the token was written in double quotes.
    var isQuoted: Bool
    /// Where the token starts (the opening quote, for a string).
    var location: SourceLocation

    /// The location `offset` columns after the start of the token.
    func location(offsetBy offset: Int) -> SourceLocation {
        SourceLocation(line: location.line, column: location.column + offset)
    }
}
