import GestureScript

/// A command line the `gesture-table` command cannot run: exit status 2.
struct UsageError: Error, Hashable {
    /// What is wrong, in one line.
    var message: String
    /// The subcommand whose help to point at, or `nil` for the main help.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The lines for standard error: the message, then where to find help.
    var description: String {
        let help = command.map { "gesture-table \($0) --help" } ?? "gesture-table --help"
        return "gesture-table: \(ScriptError.printable(message))\nRun '\(help)' for usage.\n"
    }
}
