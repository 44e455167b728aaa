import Foundation
import Testing
@testable import GestureTableCLI

/// The `gesture-table` command line: help, version, usage errors, the no-argument paths, the
/// demo, and how `play` picks colors.
@Suite("Command line")
struct CommandTests {
    @Test("--help, -h and help print the usage on standard output", arguments: ["--help", "-h", "help"])
    func help(_ argument: String) {
        let run = runCommand([argument])
        #expect(run.status == 0)
        #expect(run.output == CommandHelp.main)
        #expect(run.output.contains("gesture-table play FILE [--trace] [--cast FILE [--force]] [--color|--no-color]"))
        #expect(run.errors.isEmpty)
    }

    @Test("play --help prints the options of play, even with other arguments")
    func playHelp() {
        for arguments in [["play", "--help"], ["play", "x.gts", "-h", "--bogus"]] {
            let run = runCommand(arguments)
            #expect(run.status == 0)
            #expect(run.output == CommandHelp.play)
        }
    }

    @Test("--version prints the version")
    func version() {
        let run = runCommand(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "gesture-table 0.1.0\n")
    }

    struct UsageCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["play"], error: "gesture-table: missing the script file to play\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "--trace"], error: "gesture-table: missing the script file to play\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "a.gts", "--tarce"],
                  error: "gesture-table: unknown option '--tarce' for 'play'; did you mean '--trace'?\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "a.gts", "--cast"],
                  error: "gesture-table: option '--cast' needs a file name\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "a.gts", "--cast="],
                  error: "gesture-table: option '--cast' needs a file name\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "a.gts", "b.gts"],
                  error: "gesture-table: unexpected argument 'b.gts': 'play' takes one script file\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["plya"], error: "gesture-table: unknown command 'plya'; did you mean 'play'?\nRun 'gesture-table --help' for usage.\n"),
        UsageCase(arguments: ["tour.gts"],
                  error: "gesture-table: unknown command 'tour.gts'; to play a script, run 'gesture-table play tour.gts'\nRun 'gesture-table --help' for usage.\n"),
        UsageCase(arguments: ["--verbose"], error: "gesture-table: unknown option '--verbose'\nRun 'gesture-table --help' for usage.\n"),
        UsageCase(arguments: ["play", "missing.gts"], error: "gesture-table: cannot read 'missing.gts': No such file or directory\n"),
        UsageCase(arguments: ["play", "a.gts", "--color", "--no-color"],
                  error: "gesture-table: options '--color' and '--no-color' conflict: give one of them\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["play", "--no-color", "a.gts", "--color"],
                  error: "gesture-table: options '--color' and '--no-color' conflict: give one of them\nRun 'gesture-table play --help' for usage.\n"),
        UsageCase(arguments: ["help", "plya"], error: "gesture-table: unknown command 'plya'; did you mean 'play'?\nRun 'gesture-table --help' for usage.\n"),
    ]

    @Test("Usage errors: a clear message on standard error, exit status 2", arguments: usageCases)
    func usageError(_ testCase: UsageCase) {
        let run = runCommand(testCase.arguments)
        #expect(run.status == 2)
        #expect(run.errors == testCase.error)
        #expect(run.output.isEmpty)
    }

    @Test("Without arguments and without a terminal, the tour's frames are printed")
    func tourWithoutTerminal() {
        for inputIsTerminal in [false, true] {
            let run = runCommand([], inputIsTerminal: inputIsTerminal, outputIsTerminal: false)
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            #expect(run.demoRuns.isEmpty)
            let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("── ") }
            #expect(headers.count == 7)
            #expect(headers.first?.hasPrefix("── 0.144s · tour.gts:26 ") == true)
            #expect(run.output.contains("Inbox zero"))
            #expect(!run.output.contains("\u{1B}"), "plain text off a terminal")
        }
    }

    @Test("Without arguments on a dumb terminal, the tour is printed instead of the demo")
    func dumbTerminal() {
        let run = runCommand([], variables: ["TERM": "dumb"], inputIsTerminal: true, outputIsTerminal: true)
        #expect(run.status == 0)
        #expect(run.demoRuns.isEmpty)
        #expect(run.output.contains("Nothing left to do"))
        #expect(!run.output.contains("\u{1B}"), "no escape sequences for TERM=dumb")
    }

    @Test("Without arguments on a terminal, the demo runs")
    func demoOnTerminal() {
        let run = runCommand([], inputIsTerminal: true, outputIsTerminal: true)
        #expect(run.status == 0)
        #expect(run.demoRuns == [[]])
        #expect(run.output.isEmpty)
    }

    @Test("demo passes its arguments to the demo and returns its status; an error thrown is reported")
    func demo() {
        let run = runCommand(["demo", "--rows", "100"])
        #expect(run.demoRuns == [["--rows", "100"]])
        struct Broken: Error, CustomStringConvertible { var description: String { "no terminal" } }
        var environment = FakeProcess().environment()
        environment.runDemo = { _ in throw Broken() }
        var output = ""
        var errors = ""
        #expect(GestureTableCommand.run(["demo"], environment: environment, output: &output, errors: &errors) == 1)
        #expect(errors == "gesture-table demo: no terminal\n")
    }

    struct ColorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var flags: [String]
        var variables: [String: String]
        var outputIsTerminal: Bool
        var isColored: Bool
        var testDescription: String { name }
    }

    static let colorCases: [ColorCase] = [
        ColorCase(name: "a pipe", flags: [], variables: ["TERM": "xterm-256color"], outputIsTerminal: false, isColored: false),
        ColorCase(name: "a terminal", flags: [], variables: ["TERM": "xterm-256color"], outputIsTerminal: true, isColored: true),
        ColorCase(name: "a terminal with NO_COLOR", flags: [], variables: ["TERM": "xterm", "NO_COLOR": "1"], outputIsTerminal: true, isColored: false),
        ColorCase(name: "a dumb terminal", flags: [], variables: ["TERM": "dumb"], outputIsTerminal: true, isColored: false),
        ColorCase(name: "--color on a pipe", flags: ["--color"], variables: [:], outputIsTerminal: false, isColored: true),
        ColorCase(name: "--color with NO_COLOR", flags: ["--color"], variables: ["NO_COLOR": "1", "TERM": "dumb"], outputIsTerminal: false, isColored: true),
        ColorCase(name: "--no-color on a terminal", flags: ["--no-color"], variables: ["TERM": "xterm-256color"], outputIsTerminal: true, isColored: false),
    ]

    @Test("play prints frames in color only on a terminal that allows it, or when forced", arguments: colorCases)
    func colors(_ testCase: ColorCase) {
        let script = "row \"A\"\naction first-left do push\ndrag 0 0.5\nframe\n"
        let run = runCommand(
            ["play", "s.gts"] + testCase.flags, files: ["s.gts": script], variables: testCase.variables,
            outputIsTerminal: testCase.outputIsTerminal)
        #expect(run.status == 0)
        #expect(run.output.contains("\u{1B}[") == testCase.isColored)
        #expect(run.output.contains("▒") == !testCase.isColored, "plain frames shade the uncovered area")
    }

    @Test("'-' reads the script from standard input, named <stdin> in diagnostics; '--' ends the options")
    func standardInput() {
        let run = runCommand(["play", "-"], files: ["-": "frobnicate\n"])
        #expect(run.status == 2)
        #expect(run.errors == "<stdin>:1:1: error: unknown command 'frobnicate'\n")
        let dashed = runCommand(["play", "--", "--odd.gts"], files: ["--odd.gts": "row \"A\"\nexpect count 1\n"])
        #expect(dashed.status == 0)
    }

    /// The `gesture-table` executable of the debug build.
    static let executable = packageRoot.appendingPathComponent(".build/debug/gesture-table")

    @Test("The built executable plays the tour when its output is a pipe")
    func executableSmokeTest() throws {
        let executable = Self.executable
        // `swift test` builds the executable beside the tests; a missing binary is a failure, not a skip.
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "no executable at \(executable.path): run `swift build` first")
        let process = Process()
        process.executableURL = executable
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains("Nothing left to do"))
    }
}
