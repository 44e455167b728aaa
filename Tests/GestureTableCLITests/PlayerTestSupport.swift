import Foundation
import Testing
@testable import GestureTableCLI

/// What one run of the `gesture-table` command produced.
struct CommandRun {
    var status: Int32
    var output: String
    var errors: String
    /// Files the run wrote, by path.
    var written: [String: String]
    /// The arguments of every demo the run started.
    var demoRuns: [[String]]
}

/// A process for the command, in memory: files to read, files written, a demo that only records
/// that it ran.
final class FakeProcess {
    var files: [String: String]
    var written: [String: String] = [:]
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
            writeFile: { [unowned self] path, contents in written[path] = contents },
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
    return CommandRun(status: status, output: output, errors: errors, written: process.written, demoRuns: process.demoRuns)
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
