/// A parsed gesture script: its commands in order, each with its location.
///
/// Make one with ``ScriptParser/parse(_:fileName:)``.
public struct Script: Hashable, Sendable {
    /// The name the script was parsed under, used in diagnostics.
    public var fileName: String
    /// The commands, in the order they appear; blank and comment-only lines
    /// have none.
    public var commands: [Located<ScriptCommand>]

    /// Creates a script from already parsed commands.
    ///
    /// - Parameters:
    ///   - fileName: The name used in diagnostics.
    ///   - commands: The commands, each with the location of its name.
    public init(fileName: String, commands: [Located<ScriptCommand>]) {
        self.fileName = fileName
        self.commands = commands
    }
}
