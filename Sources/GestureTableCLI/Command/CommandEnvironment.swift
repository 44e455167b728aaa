/// What the `gesture-table` command needs from its process, injectable so
/// tests run every path without a terminal, files or a demo.
public struct CommandEnvironment {
    /// The environment variables that decide colors (`NO_COLOR`, `TERM`, `COLORTERM`).
    public var variables: [String: String]
    /// Whether standard input is a terminal.
    public var inputIsTerminal: Bool
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// Reads a script file; `-` stands for standard input.
    public var readFile: (_ path: String) throws -> String
    /// Writes a recording file, replacing it.
    public var writeFile: (_ path: String, _ contents: String) throws -> Void
    /// Runs the interactive demo with its arguments and returns its exit status.
    public var runDemo: (_ arguments: [String]) throws -> Int32

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - variables: The environment variables that decide colors.
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - readFile: Reads a script file (`-` for standard input).
    ///   - writeFile: Writes a recording file.
    ///   - runDemo: Runs the interactive demo.
    public init(
        variables: [String: String] = [:],
        inputIsTerminal: Bool = false,
        outputIsTerminal: Bool = false,
        readFile: @escaping (_ path: String) throws -> String,
        writeFile: @escaping (_ path: String, _ contents: String) throws -> Void,
        runDemo: @escaping (_ arguments: [String]) throws -> Int32
    ) {
        self.variables = variables
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.readFile = readFile
        self.writeFile = writeFile
        self.runDemo = runDemo
    }

    /// The real process: its environment, its standard streams, the file
    /// system and ``InboxDemo``.
    public static var process: CommandEnvironment {
        CommandEnvironment(
            variables: SystemIO.colorEnvironment(),
            inputIsTerminal: SystemIO.isTerminal(0),
            outputIsTerminal: SystemIO.isTerminal(1),
            readFile: { path in try SystemIO.readFile(path) },
            writeFile: { path, contents in try SystemIO.writeFile(path, contents: contents) },
            runDemo: { arguments in try InboxDemo.run(arguments: arguments) })
    }
}
