@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The printed forms of script errors and expectation failures.
@Suite("Script diagnostics")
struct ScriptDiagnosticTests {
    @Test("A script error prints as FILE:LINE:COL: error: MESSAGE")
    func scriptError() {
        let error = ScriptError(
            "index 9 is out of range; the table has 3 rows", fileName: "demo.gts",
            location: ScriptLocation(line: 12, column: 7))
        #expect(error.description == "demo.gts:12:7: error: index 9 is out of range; the table has 3 rows")
        #expect("\(error)" == error.description)
    }

    @Test("Control characters quoted from a script are escaped, never printed raw")
    func controlCharactersEscaped() {
        #expect(parseError("\u{1B}[2J")?.description == #"t.gts:1:1: error: unknown command '\u{1B}[2J'"#)
        #expect(parseError("frame\u{0}")?.description == #"t.gts:1:1: error: unknown command 'frame\u{0}'; did you mean 'frame'?"#)
        #expect(parseError("row 👩‍💻")?.description
            == "t.gts:1:5: error: expected a title in double quotes, got '👩‍💻'")
    }

    @Test("An expectation failure prints as FILE:LINE: expectation failed: expected …, got …")
    func expectationFailure() {
        let failure = ScriptExpectationFailure(
            fileName: "demo.gts", location: ScriptLocation(line: 4, column: 1),
            expected: #"rows "A" "B""#, actual: #"rows "B" "A""#)
        #expect(failure.description == #"demo.gts:4: expectation failed: expected rows "A" "B", got rows "B" "A""#)
    }

    @Test("Arguments carry their own locations for later errors")
    func argumentLocations() throws {
        let script = try ScriptParser.parse("row \"A\"\n  delete   7\n", fileName: "demo.gts")
        guard case .input(.delete(let index, _))? = script.commands.last?.value else {
            Issue.record("expected a delete, got \(script.commands)")
            return
        }
        let error = ScriptError("row index 7 is out of range", fileName: script.fileName, location: index.location)
        #expect(error.description == "demo.gts:2:12: error: row index 7 is out of range")
        #expect(script.commands.last?.location == ScriptLocation(line: 2, column: 3))
    }
}
