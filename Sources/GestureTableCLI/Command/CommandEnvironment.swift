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
    /// Prepares an output file (a recording) before any work starts, so that
    /// a file that cannot be written is refused at once.
    ///
    /// It refuses a path that is the script itself (`source`, even through a
    /// link), anything but a regular file (a directory, a device, a FIFO, a
    /// socket, a symbolic link), and an existing file unless `replacing`
    /// (`--force`).
    public var prepareOutput: (_ path: String, _ replacing: Bool, _ source: String?) throws -> OutputFile
    /// Runs the interactive demo with its arguments and returns its exit status.
    public var runDemo: (_ arguments: [String]) throws -> Int32

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - variables: The environment variables that decide colors.
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - readFile: Reads a script file (`-` for standard input).
    ///   - prepareOutput: Prepares an output file.
    ///   - runDemo: Runs the interactive demo.
    public init(
        variables: [String: String] = [:],
        inputIsTerminal: Bool = false,
        outputIsTerminal: Bool = false,
        readFile: @escaping (_ path: String) throws -> String,
        prepareOutput: @escaping (_ path: String, _ replacing: Bool, _ source: String?) throws -> OutputFile,
        runDemo: @escaping (_ arguments: [String]) throws -> Int32
    ) {
        self.variables = variables
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.readFile = readFile
        self.prepareOutput = prepareOutput
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
            prepareOutput: { path, replacing, source in
                let file = try SystemIO.prepareOutput(path, replacing: replacing, source: source)
                return OutputFile(commit: { contents in try file.commit(contents) }, discard: { file.discard() })
            },
            runDemo: { arguments in try InboxDemo.run(arguments: arguments) })
    }
}

/// An output file prepared before the work that fills it: ``commit`` writes
/// it and puts it in place, ``discard`` gives it up and leaves nothing behind.
public struct OutputFile {
    /// Writes the contents and puts the file in place.
    public var commit: (_ contents: String) throws -> Void
    /// Gives the file up; nothing is left where it would have gone.
    public var discard: () -> Void

    /// Creates an output file from what writes it and what gives it up.
    ///
    /// - Parameters:
    ///   - commit: Writes the contents and puts the file in place.
    ///   - discard: Gives the file up.
    public init(commit: @escaping (_ contents: String) throws -> Void, discard: @escaping () -> Void) {
        self.commit = commit
        self.discard = discard
    }
}
