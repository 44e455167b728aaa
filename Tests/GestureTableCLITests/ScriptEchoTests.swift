@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// A diagnostic quotes at most ``ScriptError/echoLimit`` characters of the script, and looks for
/// a "did you mean" only for short words: a megabyte-long word once took 19 s and was echoed whole.
@Suite("Long words in diagnostics")
struct ScriptEchoTests {
    static let long = String(repeating: "frame", count: 200_000)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var message: String
        var testDescription: String { name }
    }

    static let cut = String(long.prefix(ScriptError.echoLimit)) + "…"

    static let cases: [Case] = [
        Case(name: "command", script: long, message: "t.gts:1:1: error: unknown command '\(cut)'"),
        Case(name: "expectation", script: "expect \(long)", message: "t.gts:1:8: error: unknown expectation '\(cut)'; expected rows, section, count, empty, not-empty, highlighted, event, no, lifted, offset, open, scroll, can-undo, can-redo, selected, actions, announcement, sections, column, pending-commits, claim, menu, depth, parent or expanded"),
        Case(name: "number", script: "wait \(long)", message: "t.gts:1:6: error: bad duration '\(cut)'; expected a duration like 300ms or 1.5s"),
        Case(name: "argument", script: "undo \(long)", message: "t.gts:1:6: error: unexpected argument '\(cut)'; usage: undo"),
    ]

    @Test("A megabyte word is cut in the message, and no suggestion is computed", arguments: cases)
    func longWord(_ testCase: Case) {
        let clock = ContinuousClock()
        let start = clock.now
        let (result, _) = playScript(testCase.script)
        #expect(clock.now - start < .seconds(2))
        #expect(result.diagnostic == testCase.message)
    }

    @Test("Short typos still get a suggestion; words near the limit are cut only past it")
    func shortWords() {
        #expect(playScript("fram").result.diagnostic == "t.gts:1:1: error: unknown command 'fram'; did you mean 'frame'?")
        #expect(ScriptSuggestion.closest(to: String(repeating: "x", count: 33), in: ["frame"]) == nil)
        let exact = String(repeating: "y", count: ScriptError.echoLimit)
        #expect(ScriptError.echo(exact) == exact)
        #expect(ScriptError.echo(exact + "z") == exact + "…")
    }

    @Test("A long argument on the command line is cut too")
    func longArgument() {
        let run = runCommand([String(repeating: "q", count: 10_000)])
        #expect(run.status == 2)
        #expect(run.errors.count < 200)
    }
}
