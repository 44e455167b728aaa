#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureScript
import GestureTable
import GestureTableTerminal

/// The interactive demo: an inbox swiped with the mouse or the keyboard.
///
/// `gesture-table demo` takes the terminal (raw mode, alternate screen, mouse reporting), shows
/// thirty messages and runs until the user quits. Drag a row left to archive it (past 12 % of
/// the width) or delete it (past 30 %), right to mark it read or unread (12 %) or to snooze it
/// (30 %); hold a row still for half a second to lift it and drag it elsewhere; `u` undoes.
/// Every exit path (`q`, Ctrl-C, SIGTERM, SIGHUP, an error) gives the terminal back as it was;
/// Ctrl-Z suspends it, giving the terminal back until `fg`.
public enum InboxDemo {
    /// What `gesture-table demo --help` prints.
    static let usage = """
        USAGE: gesture-table demo [--board | --outline] [--no-color] [--reduced-motion] [--record FILE.gts [--force]]

        An inbox of thirty messages to swipe and reorder, on the terminal's alternate screen.

          Mouse   drag a row left: Archive (past 12 %), Delete (past 30 %)
                  drag a row right: Mark read/unread (past 12 %), Snooze (past 30 %)
                  hold a row still for 0.5 s, then drag it up or down to reorder
                  wheel: scroll
          Keys    ↑ ↓ (k j) select · ← → (h l) step the row to the next action
                  Enter release (fires the highlighted action) · Esc cancel
                  Space (m) pick up / drop the selected row, ↑ ↓ move it
                  u undo the last archive, delete, snooze or move · U redo it
                  e edit mode: a click or Space checks a row, Shift+↑ ↓ or a drag
                  up or down checks several, d deletes the checked rows, e done
                  ? list the keys · q quit · Ctrl-Z suspend

        OPTIONS:
          --board            A board instead: Todo, Doing and Done side by side; hold a row
                             still, then drag it to another column (← → carry it from the keys).
          --outline          An outline instead: four projects and their tasks. → ← expand and
                             collapse a project; Space lifts a row, → ← move it into the row
                             above or out of its parent; a held row dragged two columns right
                             onto a project drops into it.
          --no-color         Draw without colors (also when NO_COLOR is set or TERM is dumb).
          --reduced-motion   Leave motion out: rows jump to where they end instead of sliding;
                             a flung list still coasts.
          --record FILE.gts  Write the session as a gesture script: every gesture and key with
                             the waits between them, and the final order of the rows;
                             'gesture-table play FILE.gts' replays it. FILE must not exist.
          --force            Let --record replace an existing regular FILE.
          -h, --help         Show this help.

        EXIT STATUS:
          0 after q; 130 after Ctrl-C; 128 + N after signal N (143 for SIGTERM, 129 for
          SIGHUP); 2 for a usage error, when standard input or output is not a terminal,
          or when TERM is dumb (a terminal that cannot move the cursor).
        """

    /// Runs the demo on the terminal until the user quits, returning the exit status.
    ///
    /// - Parameter arguments: The arguments after `demo`.
    /// - Returns: The process's exit status: 0 after `q`, 130 after Ctrl-C, 128 + N after
    ///   signal N, 2 for a usage error, when standard input or output is not a terminal, or
    ///   when `TERM` is `dumb`.
    /// - Throws: An error from the terminal (a failed read or write); the terminal is restored
    ///   before it propagates.
    public static func run(arguments: [String]) throws -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .help:
            print(usage)
            return 0
        case .usageError(let message):
            printError("gesture-table demo: \(message)\nRun 'gesture-table demo --help' for usage.")
            return 2
        case .run(let parsed):
            options = parsed
        }
        var recording: PendingFile?
        if let path = options.recordPath {
            // Made before the terminal is taken, so that a file in the way is said first and plainly.
            do {
                recording = try SystemIO.prepareOutput(path, replacing: options.replacesRecording, source: nil)
            } catch {
                printError("gesture-table demo: \(error)")
                return 2
            }
        }
        defer { recording?.discard() }
        guard !isDumbTerminal(environment()) else {
            printError(
                "gesture-table demo: TERM=dumb: this terminal cannot move the cursor, which the demo needs; "
                    + "run it in a terminal such as xterm, or use 'gesture-table play FILE' for plain frames")
            return 2
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            printError(
                "gesture-table demo: standard input and output must be a terminal; "
                    + "run it in a terminal, or use 'gesture-table play FILE' for scripted output")
            return 2
        }
        var colorLevel = ColorLevel.detect(environment: environment(), outputIsTerminal: true)
        if !options.usesColor { colorLevel = .none }
        if options.showsBoard { return try BoardDemo.runSession(colorLevel: colorLevel, reducesMotion: options.reducesMotion) }
        if options.showsOutline { return try OutlineDemo.runSession(colorLevel: colorLevel, reducesMotion: options.reducesMotion) }
        var script: String?
        let status = try runSession(
            colorLevel: colorLevel, reducesMotion: options.reducesMotion, records: recording != nil
        ) { script = $0 }
        if let recording, let script {
            do {
                try recording.commit(script)
            } catch {
                printError("gesture-table demo: \(error)")
                return status == 0 ? 2 : status
            }
        }
        return status
    }

    /// Whether `TERM` names a terminal without cursor addressing, on which the demo cannot draw.
    static func isDumbTerminal(_ variables: [String: String]) -> Bool {
        variables["TERM"] == "dumb"
    }

    /// How to run the demo.
    struct Options: Hashable {
        /// Whether to draw with colors.
        var usesColor = true
        /// Whether animations take no time (`TableConfiguration.reducesMotion`).
        var reducesMotion = false
        /// Where `--record` writes the session as a script, if asked.
        var recordPath: String?
        /// Whether `--force` lets the recording replace an existing file.
        var replacesRecording = false
        /// Whether `--board` asks for the board instead of the inbox.
        var showsBoard = false
        /// Whether `--outline` asks for the outline of projects instead of the inbox.
        var showsOutline = false
    }

    /// What the command line asks for.
    enum Invocation: Hashable {
        /// Run the demo.
        case run(Options)
        /// Print the usage.
        case help
        /// A mistake on the command line, described.
        case usageError(String)
    }

    /// Reads the arguments after `demo`; `--help` wins over everything after it.
    static func parse(_ arguments: [String]) -> Invocation {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--no-color":
                options.usesColor = false
            case "--reduced-motion":
                options.reducesMotion = true
            case "--force":
                options.replacesRecording = true
            case "--board":
                options.showsBoard = true
            case "--outline":
                options.showsOutline = true
            case "--record":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    return .usageError("--record needs a file name, such as --record session.gts")
                }
                guard options.recordPath == nil else { return .usageError("--record is given twice") }
                options.recordPath = path
            case let option where option.hasPrefix("-"):
                return .usageError("unknown option '\(ScriptError.printable(ScriptError.echo(option)))'")
            default:
                return .usageError("unexpected argument '\(ScriptError.printable(ScriptError.echo(argument)))'")
            }
        }
        if options.showsBoard, options.showsOutline {
            return .usageError("--board and --outline are two demos: choose one")
        }
        if options.showsBoard, options.recordPath != nil {
            return .usageError("--record records the inbox, not the board")
        }
        if options.showsOutline, options.recordPath != nil {
            return .usageError("--record records the inbox, not the outline")
        }
        if options.replacesRecording, options.recordPath == nil {
            return .usageError("--force only applies to --record FILE")
        }
        return .run(options)
    }

    /// Takes the terminal, runs the loop, and gives the terminal back on every way out.
    ///
    /// - Parameters:
    ///   - colorLevel: The colors to draw with.
    ///   - reducesMotion: Whether animations take no time.
    ///   - records: Whether to record the session as a script.
    ///   - finishRecording: Called with the script on every way out, when recording.
    static func runSession(
        colorLevel: ColorLevel, reducesMotion: Bool = false, records: Bool = false,
        finishRecording: (String) -> Void = { _ in }
    ) throws -> Int32 {
        let session = TerminalSession()
        try session.start()
        defer { session.restore() }
        let clock = ContinuousTableClock()
        let size = session.size
        let model = try makeModel(
            clock: clock, columns: size.columns, lines: size.rows, colorLevel: colorLevel, reducesMotion: reducesMotion)
        if records { model.startRecording() }
        defer {
            if let recorder = model.recorder { finishRecording(recorder.finish(model: model, at: clock.now)) }
        }
        return try DemoLoop.run(model, on: session, clock: clock, colorLevel: colorLevel)
    }

    /// The demo's inbox for a screen, with the colors and the motion the command line asked for.
    static func makeModel(
        clock: any TableClock, columns: Int, lines: Int, colorLevel: ColorLevel, reducesMotion: Bool
    ) throws(GestureTableError) -> InboxDemoModel {
        let model = try InboxDemoModel(clock: clock, columns: columns, lines: lines, usesColor: colorLevel != .none)
        model.table.configuration.reducesMotion = reducesMotion
        return model
    }

    /// The variables ``ColorLevel/detect(environment:outputIsTerminal:)`` reads.
    static func environment() -> [String: String] {
        var values: [String: String] = [:]
        for name in ["TERM", "NO_COLOR", "COLORTERM"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// Writes a line to standard error.
    static func printError(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
