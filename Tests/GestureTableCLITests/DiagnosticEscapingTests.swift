@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Every diagnostic escapes control characters the same way (`\u{1B}`, `\u{7}`), wherever they
/// come from: a script's file name, its text, a file that cannot be read or written.
@Suite("Control characters in diagnostics")
struct DiagnosticEscapingTests {
    /// A file name with ESC, a clear-screen sequence and BEL in it.
    static let hostileName = "a\u{1B}[2J\u{07}b.gts"
    static let escapedName = #"a\u{1B}[2J\u{7}b.gts"#

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var files: [String: String]
        var errors: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "expectation failure", arguments: ["play", hostileName],
             files: [hostileName: "row \"A\"\nexpect count 2\n"],
             errors: "\(escapedName):2: expectation failed: expected count 2, got count 1\n"),
        Case(name: "script error", arguments: ["play", hostileName], files: [hostileName: "frob\n"],
             errors: "\(escapedName):1:1: error: unknown command 'frob'; did you mean 'row'?\n"),
        Case(name: "unreadable script", arguments: ["play", hostileName], files: [:],
             errors: "gesture-table: cannot read '\(escapedName)': No such file or directory\n"),
        Case(name: "unknown command", arguments: [hostileName], files: [:],
             errors: "gesture-table: unknown command '\(escapedName)'; to play a script, run 'gesture-table play \(escapedName)'\nRun 'gesture-table --help' for usage.\n"),
        Case(name: "expectation failure quoting a row", arguments: ["play", "t.gts"],
             files: ["t.gts": "row \"\u{07}\"\nexpect rows \"x\"\n"],
             errors: #"t.gts:2: expectation failed: expected rows "x", got rows "\u{7}""# + "\n"),
    ]

    @Test("The demo's usage errors escape and cut what they quote")
    func demoArguments() {
        #expect(InboxDemo.parse([Self.hostileName]) == .usageError("unexpected argument '\(Self.escapedName)'"))
        #expect(InboxDemo.parse(["--\u{1B}]0;title\u{07}"]) == .usageError(#"unknown option '--\u{1B}]0;title\u{7}'"#))
        let long = String(repeating: "x", count: 1000)
        #expect(InboxDemo.parse([long]) == .usageError("unexpected argument '\(long.prefix(ScriptError.echoLimit))…'"))
    }

    @Test("No control character reaches standard error raw", arguments: cases)
    func escaped(_ testCase: Case) {
        let run = runCommand(testCase.arguments, files: testCase.files)
        #expect(run.errors == testCase.errors)
        #expect(!run.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
