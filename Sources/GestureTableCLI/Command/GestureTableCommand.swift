import GestureScript
import GestureTableTerminal

/// The `gesture-table` command: the interactive demo, the script player and
/// the built-in tour.
///
/// ```
/// gesture-table                      # the demo on a terminal; elsewhere the tour's frames
/// gesture-table demo                 # the interactive demo
/// gesture-table play FILE [--trace] [--cast FILE] [--color|--no-color]
/// gesture-table --help | --version
/// ```
///
/// Every path returns an exit status instead of exiting, and writes only to
/// the streams it is given, so tests run it in memory:
///
/// ```swift
/// var output = "", errors = ""
/// let status = GestureTableCommand.run(["play", "-"], environment: environment, output: &output, errors: &errors)
/// ```
public enum GestureTableCommand {
    /// Runs the command for the current process: its arguments, environment
    /// and standard streams.
    ///
    /// A failed write to standard output (a full disk, a closed descriptor)
    /// is reported on standard error and makes the status non-zero; a broken
    /// pipe (`gesture-table play s.gts | head`) only stops the printing: the
    /// script still runs to its end, its recording is still written, and the
    /// status is the script's.
    ///
    /// SIGINT, SIGTERM or SIGHUP removes the temporary file of a recording
    /// being made, and the process ends by the signal as it would have; the
    /// demo's session instead ends with 128 + N and writes its recording.
    ///
    /// - Returns: The exit status.
    public static func main() -> Int32 {
        TemporaryFileCleanup.isEnabled = true
        let closed = SystemIO.reserveStandardDescriptors()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = CommandEnvironment.process
        if !runsDemo(arguments, environment: environment) { SystemIO.ignoreBrokenPipe() }
        var output = StandardStream.output
        output.wasClosed = closed.contains(1)
        var errors = StandardStream.error
        errors.wasClosed = closed.contains(2)
        let status = run(arguments, environment: environment, output: &output, errors: &errors)
        return finish(status, output: output, errors: &errors)
    }

    /// The exit status once standard output is known to have taken
    /// everything, or not: a write error other than a broken pipe is
    /// reported and turns a success into status 2.
    static func finish(_ status: Int32, output: StandardStream, errors: inout some TextOutputStream) -> Int32 {
        guard let failure = output.failure, !output.isBrokenPipe else { return status }
        errors.write("gesture-table: cannot write to standard output: \(SystemIO.reason(failure))\n")
        return status == 0 ? 2 : status
    }

    /// Whether `arguments` run the interactive demo: `demo`, or nothing on a
    /// terminal that can draw it.
    static func runsDemo(_ arguments: [String], environment: CommandEnvironment) -> Bool {
        guard let first = arguments.first else {
            return environment.inputIsTerminal && environment.outputIsTerminal
                && !InboxDemo.isDumbTerminal(environment.variables)
        }
        return first == "demo"
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - environment: The process's environment, terminals, files and demo.
    ///   - output: Standard output: help, frames, traces.
    ///   - errors: Standard error: usage errors and diagnostics.
    /// - Returns: The exit status: 0 success, 1 an expectation failed (or the
    ///   demo failed), 2 a usage or script error.
    public static func run(
        _ arguments: [String], environment: CommandEnvironment,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        guard let first = arguments.first else {
            if runsDemo(arguments, environment: environment) {
                return runDemo([], environment: environment, errors: &errors)
            }
            return playTour(environment: environment, output: &output, errors: &errors)
        }
        switch first {
        case "-h", "--help":
            output.write(CommandHelp.main)
            return 0
        case "help":
            // `help play` is `play --help`: the help of the command named, as git and swift do.
            switch arguments.dropFirst().first {
            case nil: output.write(CommandHelp.main)
            case "play": output.write(CommandHelp.play)
            case "demo": output.write(InboxDemo.usage)
            case let other?:
                errors.write(unknownCommand(other).description)
                return 2
            }
            return 0
        case "--version":
            output.write("gesture-table \(CommandHelp.version)\n")
            return 0
        case "play":
            do {
                let play = try PlayArguments.parse(Array(arguments.dropFirst()))
                return run(play, environment: environment, output: &output, errors: &errors)
            } catch {
                errors.write(error.description)
                return 2
            }
        case "demo":
            return runDemo(Array(arguments.dropFirst()), environment: environment, errors: &errors)
        default:
            errors.write(unknownCommand(first).description)
            return 2
        }
    }

    /// The error for an unknown first argument, with a suggestion.
    static func unknownCommand(_ argument: String) -> UsageError {
        if argument.hasPrefix("-") {
            return UsageError("unknown option '\(ScriptError.echo(argument))'")
        }
        if argument.hasSuffix(".gts") {
            let shown = ScriptError.echo(argument)
            return UsageError("unknown command '\(shown)'; to play a script, run 'gesture-table play \(shown)'")
        }
        var message = "unknown command '\(ScriptError.echo(argument))'"
        if let suggestion = ScriptSuggestion.closest(to: argument, in: ["play", "demo", "help"]) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message)
    }

    /// `gesture-table demo ARGS...`.
    static func runDemo(
        _ arguments: [String], environment: CommandEnvironment, errors: inout some TextOutputStream
    ) -> Int32 {
        do {
            return try environment.runDemo(arguments)
        } catch {
            errors.write("gesture-table demo: \(ScriptError.printable(String(describing: error)))\n")
            return 1
        }
    }

    /// `gesture-table` without a terminal: plays the tour, printing its frames.
    static func playTour(
        environment: CommandEnvironment, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        let options = PlaybackOptions(
            frameColorLevel: ColorLevel.detect(
                environment: environment.variables, outputIsTerminal: environment.outputIsTerminal))
        let result = ScriptPlayer(options: options).play(TourScript.text, fileName: TourScript.fileName, to: &output)
        if let diagnostic = result.diagnostic { errors.write(diagnostic + "\n") }
        return result.exitStatus
    }

    /// `gesture-table play FILE ...`.
    static func run(
        _ arguments: PlayArguments, environment: CommandEnvironment,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        if arguments.request == .help {
            output.write(CommandHelp.play)
            return 0
        }
        let text: String
        do {
            text = try environment.readFile(arguments.scriptPath)
        } catch {
            errors.write("gesture-table: \(ScriptError.printable(String(describing: error)))\n")
            return 2
        }
        guard ScriptParser.hasCommands(text) else {
            // Most likely the wrong file (or /dev/null): playing nothing and passing would hide it.
            let name = arguments.scriptPath == "-" ? "standard input" : "'\(ScriptError.printable(arguments.scriptPath))'"
            errors.write("gesture-table: \(name) holds no command to play: the script is empty\n")
            return 2
        }
        let frameColorLevel = switch arguments.forcesColor {
        case .some(true): forcedColorLevel(environment.variables)
        case .some(false): ColorLevel.none
        case .none: ColorLevel.detect(environment: environment.variables, outputIsTerminal: environment.outputIsTerminal)
        }
        let options = PlaybackOptions(
            tracesEvents: arguments.tracesEvents, frameColorLevel: frameColorLevel,
            recordsCast: arguments.castPath != nil,
            castColorLevel: arguments.forcesColor == false ? .none : .truecolor)
        let fileName = arguments.scriptPath == "-" ? "<stdin>" : arguments.scriptPath
        // The recording's file is made first: a path that cannot take it is refused before the
        // script runs, and a failure writing it later does not hide the script's outcome.
        var cast: OutputFile?
        if let castPath = arguments.castPath {
            do {
                cast = try environment.prepareOutput(castPath, arguments.replacesOutput, arguments.scriptPath)
            } catch {
                errors.write("gesture-table: \(ScriptError.printable(String(describing: error)))\n")
                return 2
            }
        }
        let result = ScriptPlayer(options: options).play(text, fileName: fileName, to: &output)
        if let diagnostic = result.diagnostic { errors.write(diagnostic + "\n") }
        guard let cast else { return result.exitStatus }
        guard let recording = result.recording else {
            cast.discard()
            return result.exitStatus
        }
        do {
            try cast.commit(recording)
        } catch {
            errors.write("gesture-table: \(ScriptError.printable(String(describing: error)))\n")
            return result.exitStatus == 0 ? 2 : result.exitStatus
        }
        return result.exitStatus
    }

    /// The color level `--color` forces: the best the terminal type names,
    /// at least the 16 ANSI colors, whatever `NO_COLOR` or `TERM=dumb` say.
    static func forcedColorLevel(_ variables: [String: String]) -> ColorLevel {
        var variables = variables
        variables["NO_COLOR"] = nil
        if variables["TERM"] == "dumb" { variables["TERM"] = nil }
        return ColorLevel.detect(environment: variables, outputIsTerminal: true)
    }
}
