extension ScriptParser {
    /// Whether `text` holds a command: a line with something other than blanks and a comment.
    ///
    /// `gesture-table play` refuses a script without one (an empty file, `/dev/null`, only
    /// comments): it plays nothing, and passing would hide that the wrong file was given.
    package static func hasCommands(_ text: String) -> Bool {
        var atLineStart = true
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": atLineStart = true
            case " ", "\t", "\r", "\u{0B}", "\u{0C}": continue
            case "#" where atLineStart: atLineStart = false  // a comment to the end of the line
            default: if atLineStart { return true }
            }
        }
        return false
    }
}
