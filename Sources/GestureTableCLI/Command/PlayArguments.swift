import GestureScript

/// The parsed arguments of `gesture-table play`.
struct PlayArguments: Hashable {
    /// What the arguments ask for.
    enum Request: Hashable {
        /// Play a script.
        case play
        /// Print the help of `play`.
        case help
    }

    /// Whether to play or to print help.
    var request = Request.play
    /// The script file; `-` for standard input.
    var scriptPath = ""
    /// `--trace`.
    var tracesEvents = false
    /// `--cast FILE`.
    var castPath: String?
    /// `--force`: the recording may replace an existing file (never the script).
    var replacesOutput = false
    /// `--color` (`true`), `--no-color` (`false`), or neither (`nil`); both are refused.
    var forcesColor: Bool?

    /// The options `play` knows, for suggestions.
    static let optionNames = ["--trace", "--cast", "--force", "--color", "--no-color", "--help"]

    /// Parses the arguments after `play`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value or
    ///   script file, or an extra argument.
    static func parse(_ arguments: [String]) throws(UsageError) -> PlayArguments {
        var parsed = PlayArguments()
        var scriptPath: String?
        var optionsEnded = false
        var position = 0
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                guard scriptPath == nil else {
                    throw UsageError("unexpected argument '\(ScriptError.echo(argument))': 'play' takes one script file", command: "play")
                }
                scriptPath = argument
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "-h", "--help": return PlayArguments(request: .help)
            case "--trace": parsed.tracesEvents = true
            case "--force": parsed.replacesOutput = true
            case "--color", "--no-color":
                let forcesColor = argument == "--color"
                if parsed.forcesColor == !forcesColor {
                    throw UsageError("options '--color' and '--no-color' conflict: give one of them", command: "play")
                }
                parsed.forcesColor = forcesColor
            case "--cast":
                guard position < arguments.count else {
                    throw UsageError("option '--cast' needs a file name", command: "play")
                }
                parsed.castPath = arguments[position]
                position += 1
            default:
                if argument.hasPrefix("--cast=") {
                    let path = String(argument.dropFirst("--cast=".count))
                    guard !path.isEmpty else { throw UsageError("option '--cast' needs a file name", command: "play") }
                    parsed.castPath = path
                    continue
                }
                var message = "unknown option '\(ScriptError.echo(argument))' for 'play'"
                let name = String(argument.prefix { $0 != "=" })
                if let suggestion = ScriptSuggestion.closest(to: name, in: optionNames) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message, command: "play")
            }
        }
        guard let scriptPath else { throw UsageError("missing the script file to play", command: "play") }
        parsed.scriptPath = scriptPath
        return parsed
    }
}
