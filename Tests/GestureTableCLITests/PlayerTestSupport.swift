import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// What one run of the `gesture-table` command produced.
struct CommandRun {
    var status: Int32
    var output: String
    var errors: String
    /// Files the run wrote, by path.
    var written: [String: String]
    /// Output files prepared and then given up.
    var discarded: [String] = []
    /// The arguments of every demo the run started.
    var demoRuns: [[String]]
}

/// A process for the command, in memory: files to read, files written, a demo that only records
/// that it ran.
final class FakeProcess {
    var files: [String: String]
    var written: [String: String] = [:]
    /// The output files prepared, in order, and those given up.
    var prepared: [String] = []
    var discarded: [String] = []
    /// What committing an output file throws, if anything.
    var commitFailure: FileAccessError?
    var demoRuns: [[String]] = []

    init(files: [String: String] = [:]) {
        self.files = files
    }

    func environment(
        variables: [String: String] = [:], inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
    ) -> CommandEnvironment {
        CommandEnvironment(
            variables: variables, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
            readFile: { [unowned self] path in
                guard let text = files[path] else {
                    throw FileAccessError(path: path, operation: "read", reason: "No such file or directory")
                }
                return text
            },
            prepareOutput: { [unowned self] path, replacing, source in
                if path == source {
                    throw FileAccessError(path: path, operation: "write", reason: "it is the script being played")
                }
                if files[path] != nil || written[path] != nil, !replacing {
                    throw FileAccessError(path: path, operation: "write", reason: "it already exists; add --force to replace it")
                }
                if path.hasPrefix("/nonexistent/") {
                    throw FileAccessError(path: path, operation: "write", reason: "No such file or directory")
                }
                prepared.append(path)
                return OutputFile(
                    commit: { [unowned self] contents in
                        if let failure = commitFailure { throw failure }
                        written[path] = contents
                    },
                    discard: { [unowned self] in discarded.append(path) })
            },
            runDemo: { [unowned self] arguments in
                demoRuns.append(arguments)
                return 0
            })
    }
}

/// Runs `gesture-table ARGUMENTS` in memory.
func runCommand(
    _ arguments: [String], files: [String: String] = [:], variables: [String: String] = [:],
    inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
) -> CommandRun {
    let process = FakeProcess(files: files)
    var output = ""
    var errors = ""
    let status = GestureTableCommand.run(
        arguments,
        environment: process.environment(
            variables: variables, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal),
        output: &output, errors: &errors)
    return CommandRun(
        status: status, output: output, errors: errors, written: process.written, discarded: process.discarded,
        demoRuns: process.demoRuns)
}

/// Plays `script` (named `t.gts`) with the player, returning its result and output.
func playScript(_ script: String, options: PlaybackOptions = PlaybackOptions()) -> (result: PlaybackResult, output: String) {
    var output = ""
    let result = ScriptPlayer(options: options).play(script, fileName: "t.gts", to: &output)
    return (result, output)
}

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Examples/scripts` in the package.
let exampleScriptsDirectory = packageRoot.appendingPathComponent("Examples/scripts")

/// The names of the example scripts, sorted.
func exampleScriptNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exampleScriptsDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".gts") }.sorted()
}

/// Records an issue showing both texts line by line when they differ.
func expectSameText(
    _ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let got = index < actualLines.count ? String(actualLines[index]) : "<none>"
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
        if got != want { diff.append("line \(index + 1):\n  expected: \(want.debugDescription)\n  actual:   \(got.debugDescription)") }
    }
    Issue.record(Comment(rawValue: "texts differ:\n" + Array(diff.prefix(10)).joined(separator: "\n")), sourceLocation: sourceLocation)
}

/// Runs `body` with a fresh temporary folder, removed afterwards.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-table-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}
