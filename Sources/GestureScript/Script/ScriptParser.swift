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

    /// The largest magnitude of the movement `expect claim` asks about, in columns or lines.
    public static let claimLimit = 1e6

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

    /// Each command's name and syntax, as errors quote it: setup, then gestures and verbs, then
    /// observations. Between two names as far from a misspelling, the one listed first is suggested.
    static let commandSyntax: [(name: String, usage: String)] = [
        ("size", "size COLUMNSxLINES"),
        (
            "section",
            "section \"Header\", or section insert S \"Title\", section delete S, section move S T, section title S \"Title\""
        ),
        ("row", "row \"Title\" [\"Subtitle\"] [height N] [under \"Parent\"]"),
        ("placeholder", "placeholder \"Title\" [\"Subtitle\"]"),
        ("action", "action SLOT [fraction F] [color NAME] [icon \"G\"] [title \"T\"] do OP [only I,J,...]"),
        ("reveal", "reveal left|right [content \"TEXT\" | full-swipe]"),
        ("set", ScriptSetting.Name.usage),
        ("pin", "pin I"),
        ("column", "column \"Title\" [refuse]"),
        ("swipe", "swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        ("drag", "drag I F, drag line L F, or drag F"),
        ("release", "release [velocity V] [vertical V]"),
        ("cancel", "cancel"),
        ("longpress", "longpress I, or longpress line L"),
        ("move", "move I [into], or move line L"),
        ("hold", "hold DURATION"),
        ("drop", "drop"),
        ("tap", "tap I [left|right] [N], or tap line L [left|right] [N]"),
        ("pan", "pan I N [velocity V], or pan line L N [velocity V]"),
        ("scroll", "scroll N [velocity V]"),
        ("wait", "wait DURATION"),
        ("sweep", "sweep I J"),
        ("insert", "insert I \"Title\" [\"Subtitle\"] [height N] [in section S]"),
        ("delete", {
            let animations = "[" + deleteAnimations.map { $0.scriptName }.joined(separator: "|") + "]"
            return "delete I \(animations), or delete \"T\" \(animations) [no-undo]"
        }()),
        ("delete-selected", "delete-selected"),
        ("undo", "undo"),
        ("redo", "redo"),
        ("commit-now", "commit-now"),
        ("accessibility", "accessibility I \"NAME\""),
        ("choose", "choose \"T\""),
        ("rtl", "rtl on|off"),
        ("push", "push I"),
        ("replace", "replace I"),
        ("push-and-delete", "push-and-delete I"),
        ("update", "update I \"Title\" [\"Subtitle\"]"),
        ("open", "open I left|right"),
        ("close", "close I"),
        ("peek", "peek I left|right"),
        ("trigger", "trigger I SLOT"),
        ("step", "step I left|right"),
        ("lift", "lift I, or lift C I"),
        ("move-to-column", "move-to-column C"),
        ("move-by", "move-by N"),
        ("move-into", "move-into"),
        ("move-out", "move-out"),
        ("expand", "expand I"),
        ("collapse", "collapse I"),
        ("reload", "reload \"A\" \"B\" ... [no-undo], or reload section \"Title\" \"A\" ... [section \"Title\" ...] [no-undo]"),
        ("frame", "frame [\"caption\"]"),
        (
            "expect",
            "expect rows|section|sections|column|count|empty|not-empty|highlighted|event|no event|lifted|offset|open|scroll|"
                + "can-undo|can-redo|selected|actions|announcement|pending-commits|claim|menu|depth|parent|expanded ..."
        ),
    ]

    /// The command names: setup, then gestures and verbs, then observations. Between two names
    /// as far from a misspelling, the one listed first is suggested.
    public static let commandNames = commandSyntax.map { $0.name }

    /// Each word that may follow `expect`, with the syntax of that expectation.
    static let expectationSyntax: [(name: String, usage: String)] = [
        ("rows", "expect rows \"A\" \"B\" ..."),
        ("section", "expect section S rows \"A\" \"B\" ..."),
        ("count", "expect count N"),
        ("empty", "expect empty"),
        ("not-empty", "expect not-empty"),
        ("highlighted", "expect highlighted SLOT|none"),
        ("event", "expect event NAME [SLOT] [row I] [section S] [from I]"),
        ("no", "expect no event NAME [SLOT] [row I] [section S]"),
        ("lifted", "expect lifted I|none"),
        ("offset", "expect offset I F [within T]"),
        ("open", "expect open I left|right|none"),
        ("scroll", "expect scroll N [within T]"),
        ("can-undo", "expect can-undo yes|no"),
        ("can-redo", "expect can-redo yes|no"),
        ("selected", "expect selected I J ...|none"),
        ("actions", "expect actions I \"NAME\" ..."),
        ("announcement", "expect announcement \"TEXT\""),
        ("sections", "expect sections \"Today\" \"Earlier\" ..."),
        ("column", "expect column C rows \"A\" \"B\" ..."),
        ("pending-commits", "expect pending-commits N"),
        ("claim", "expect claim I DX DY \(ScriptClaim.allCases.map { $0.scriptName }.joined(separator: "|")) [after DURATION]"),
        ("menu", "expect menu I|none"),
        ("depth", "expect depth I N"),
        ("parent", "expect parent I \"Title\"|none"),
        ("expanded", "expect expanded I yes|no"),
    ]

    /// The words that may follow `expect`.
    public static let expectationNames = expectationSyntax.map { $0.name }

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

    /// The syntax of a command, quoted in errors, or `nil` for an unknown command.
    static func usage(of command: String) -> String? {
        commandSyntax.first { $0.name == command }?.usage
    }

    /// The syntax of an `expect` command, quoted in errors.
    static func usage(ofExpectation expectation: String) -> String {
        expectationSyntax.first { $0.name == expectation }?.usage ?? "expect \(expectation) ..."
    }
}
