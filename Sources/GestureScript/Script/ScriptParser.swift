/// Parses gesture scripts (`.gts`) into ``Script`` values.
///
/// The language has one command a line; `#` starts a comment; strings are in
/// double quotes with `\"` and `\\` escapes; lines may end in LF, CRLF or CR.
/// Parsing stops at the first error, which is reported with its line and
/// column:
///
/// ```swift
/// do {
///     let script = try ScriptParser.parse(text, fileName: "demo.gts")
///     // play script.commands
/// } catch {
///     print(error) // demo.gts:3:7: error: negative row index -1; rows are numbered from 0
/// }
/// ```
public enum ScriptParser {
    /// The largest magnitude of a drag, swipe or offset fraction: twice the
    /// row width, which leaves room to drag past the edge.
    public static let fractionLimit = 2.0

    /// The largest magnitude of a release velocity, in row widths per second.
    public static let velocityLimit = 100.0

    /// The longest vertical drag of `pan`, in lines.
    public static let panLimit = 1000

    /// The tallest row `row … height N` declares, in lines.
    public static let rowHeightLimit = 1000.0

    /// The largest magnitude of `pan … velocity V` and `release … vertical V`, in lines per second.
    public static let panVelocityLimit = 1e6

    /// The largest scroll offset `expect scroll` accepts, in lines.
    public static let scrollLimit = 1e9

    /// The largest script `gesture-table play` reads, in bytes: 8 MiB, some
    /// 300,000 gestures. A larger file (or an endless one, such as
    /// `/dev/zero`) is refused as soon as it passes the limit.
    public static let maximumScriptSize = 8 << 20

    /// A size in bytes as `8 MiB`, `64 KiB` or `100 bytes`.
    package static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// The command names: setup, then gestures and verbs, then observations. Between two names
    /// as far from a misspelling, the one listed first is suggested.
    public static let commandNames = [
        "size", "section", "row", "placeholder", "action", "reveal", "set", "pin",
        "swipe", "drag", "release", "cancel", "longpress", "move", "hold", "drop",
        "tap", "pan", "scroll", "wait", "insert", "delete", "undo", "redo", "accessibility", "rtl",
        "push", "replace", "push-and-delete", "update", "open", "close", "peek", "trigger",
        "step", "lift", "move-by", "reload",
        "frame", "expect",
    ]

    /// The words that may follow `expect`.
    public static let expectationNames = [
        "rows", "section", "count", "empty", "not-empty", "highlighted", "event", "no", "lifted", "offset", "open",
        "scroll", "can-undo", "can-redo", "selected", "actions", "announcement", "sections",
    ]

    /// Parses a whole script.
    ///
    /// - Parameters:
    ///   - text: The script's text.
    ///   - fileName: The name used in error messages and kept in the result.
    /// - Returns: The script's commands, in order, each with its location.
    /// - Throws: ``ScriptError`` at the first unknown command, wrong
    ///   argument count, malformed literal or unknown keyword.
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ text: String, fileName: String) throws(ScriptError) -> Script {
        var commands: [Located<ScriptCommand>] = []
        for (offset, line) in ScriptLexer.lines(of: text).enumerated() {
            let tokenized = try ScriptLexer.tokenize(line, lineNumber: offset + 1, fileName: fileName)
            guard let first = tokenized.tokens.first else { continue }
            let command = try parseCommand(
                first, arguments: Array(tokenized.tokens.dropFirst()),
                endLocation: SourceLocation(line: offset + 1, column: tokenized.endColumn),
                fileName: fileName)
            commands.append(Located(command, at: first.location))
        }
        return Script(fileName: fileName, commands: commands)
    }

    /// Parses one line given its first token (the command name) and the rest.
    static func parseCommand(
        _ name: ScriptToken, arguments: [ScriptToken], endLocation: SourceLocation, fileName: String
    ) throws(ScriptError) -> ScriptCommand {
        guard !name.isQuoted else {
            throw ScriptError("expected a command, got a string", fileName: fileName, location: name.location)
        }
        guard let usage = usage(of: name.text) else {
            var message = "unknown command '\(ScriptError.echo(name.text))'"
            if let suggestion = ScriptSuggestion.closest(to: name.text, in: commandNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw ScriptError(message, fileName: fileName, location: name.location)
        }
        var reader = ScriptArgumentReader(
            commandName: name.text, usage: usage, fileName: fileName,
            tokens: arguments, endLocation: endLocation)
        let command = try parseArguments(of: name.text, with: &reader)
        try reader.finish()
        return command
    }

    /// The syntax of a command, quoted in errors, or `nil` for an unknown
    /// command.
    static func usage(of command: String) -> String? {
        switch command {
        case "size": "size COLUMNSxLINES"
        case "section":
            "section \"Header\", or section insert S \"Title\", section delete S, section move S T, "
                + "section title S \"Title\""
        case "reload": "reload \"A\" \"B\" ..., or reload section \"Title\" \"A\" ... [section \"Title\" ...]"
        case "row": "row \"Title\" [\"Subtitle\"] [height N]"
        case "placeholder": "placeholder \"Title\" [\"Subtitle\"]"
        case "action": "action SLOT [fraction F] [color NAME] [icon \"G\"] [title \"T\"] do OP [only I,J,...]"
        case "reveal": "reveal left|right [content \"TEXT\"]"
        case "set": ScriptSetting.Name.usage
        case "pin": "pin I"
        case "swipe": "swipe I F [velocity V], or swipe line L F [velocity V]"
        case "drag": "drag I F, drag line L F, or drag F"
        case "release": "release [velocity V] [vertical V]"
        case "cancel": "cancel"
        case "longpress": "longpress I, or longpress line L"
        case "move": "move I, or move line L"
        case "hold": "hold DURATION"
        case "drop": "drop"
        case "tap": "tap I [left|right] [N], or tap line L [left|right] [N]"
        case "pan": "pan I N [velocity V], or pan line L N [velocity V]"
        case "scroll": "scroll N [velocity V]"
        case "wait": "wait DURATION"
        case "insert": "insert I \"Title\" [\"Subtitle\"] [height N] [in section S]"
        case "delete": "delete I [left|right|fade|none]"
        case "update": "update I \"Title\" [\"Subtitle\"]"
        case "push": "push I"
        case "replace": "replace I"
        case "push-and-delete": "push-and-delete I"
        case "open": "open I left|right"
        case "close": "close I"
        case "peek": "peek I left|right"
        case "trigger": "trigger I SLOT"
        case "step": "step I left|right"
        case "lift": "lift I"
        case "move-by": "move-by N"
        case "undo": "undo"
        case "redo": "redo"
        case "accessibility": "accessibility I \"NAME\""
        case "rtl": "rtl on|off"
        case "frame": "frame [\"caption\"]"
        case "expect": "expect rows|section|sections|count|empty|not-empty|highlighted|event|no event|lifted|offset|open|scroll|can-undo|can-redo|selected|actions|announcement ..."
        default: nil
        }
    }

    /// The syntax of an `expect` command, quoted in errors.
    static func usage(ofExpectation expectation: String) -> String {
        switch expectation {
        case "rows": "expect rows \"A\" \"B\" ..."
        case "section": "expect section S rows \"A\" \"B\" ..."
        case "count": "expect count N"
        case "empty": "expect empty"
        case "not-empty": "expect not-empty"
        case "highlighted": "expect highlighted SLOT|none"
        case "event": "expect event NAME [SLOT] [row I] [section S] [from I]"
        case "no": "expect no event NAME [SLOT] [row I] [section S]"
        case "sections": "expect sections \"Today\" \"Earlier\" ..."
        case "lifted": "expect lifted I|none"
        case "offset": "expect offset I F [within T]"
        case "scroll": "expect scroll N [within T]"
        case "can-undo": "expect can-undo yes|no"
        case "actions": "expect actions I \"NAME\" ..."
        case "announcement": "expect announcement \"TEXT\""
        case "can-redo": "expect can-redo yes|no"
        case "selected": "expect selected I|none"
        default: "expect open I left|right|none"
        }
    }
}
