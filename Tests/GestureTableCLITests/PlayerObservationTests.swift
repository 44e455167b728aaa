@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// `expect event … from`, `expect no event`, `expect offset … within`, `expect lifted` and
/// `expect scroll`, passing and failing, and the event names `--trace` prints.
@Suite("Player: event, offset, lift and scroll expectations")
struct PlayerObservationTests {
    static let cases: [PlayedScriptCase] = [
        PlayedScriptCase("expect no event passes", "swipe 0 0.3\nexpect event trigger first-left\nexpect no event delete\nexpect no event trigger\n"),
        PlayedScriptCase("expect no event fails on an event since the last match",
            "swipe 0 0.6\nexpect event highlight first-left\nexpect no event trigger second-left\n",
            "t.gts:10: expectation failed: expected no event trigger second-left since the last 'expect event', got event trigger second-left row 0 at 0.192s"),
        PlayedScriptCase("expect no event from the start", "swipe 1 0.3\nexpect no event trigger row 1\n",
            "t.gts:9: expectation failed: expected no event trigger row 1 since the start, got event trigger first-left row 1 at 0.096s"),
        PlayedScriptCase("an event before the last match does not count", "swipe 0 0.3\nexpect event replace\nexpect no event trigger\n"),
        PlayedScriptCase("expect event from", "longpress 0\nmove 1\ndrop\nexpect event move row 1 from 0\n"),
        PlayedScriptCase("expect event from a wrong index", "longpress 0\nmove 1\ndrop\nexpect event move from 2\n",
            "t.gts:11: expectation failed: expected event move from 2, got [lift row 0, move row 1 from 0, drop row 1]"),
        PlayedScriptCase("action-failed is an event", "action second-right fraction 0.6 do delete only 0\ndelete 0 none\nswipe 0 0.3\nexpect no event action-failed\n"),
        PlayedScriptCase("expect offset within a tight tolerance", "drag 0 0.1\nexpect offset 0 0.1 within 0.001\n"),
        PlayedScriptCase("expect offset outside a tight tolerance", "drag 0 0.1\nexpect offset 0 0.105 within 0.001\n",
            "t.gts:9: expectation failed: expected offset 0.105 for row 0 within 0.001, got offset 0.1"),
        PlayedScriptCase("expect lifted fails", "expect lifted 0\n", "t.gts:8: expectation failed: expected lifted 0, got lifted none"),
        PlayedScriptCase("expect scroll fails", "expect scroll 1\n", "t.gts:8: expectation failed: expected scroll 1, got scroll 0"),
        PlayedScriptCase("expect can-undo and can-redo follow undo and redo",
            "expect can-undo no\ndelete 0 none\nexpect can-undo yes\nexpect can-redo no\nundo\nexpect can-redo yes\nexpect can-undo no\nredo\nexpect can-redo no\nexpect rows \"B\" \"C\"\n"),
        PlayedScriptCase("expect can-undo fails, naming the step", "delete 0 none\nexpect can-undo no\n",
            "t.gts:9: expectation failed: expected can-undo no, got can-undo yes (Delete)"),
        PlayedScriptCase("expect can-redo fails", "expect can-redo yes\n", "t.gts:8: expectation failed: expected can-redo yes, got can-redo no"),
        PlayedScriptCase("expect actions fails, listing the actions", "expect actions 0 \"Move up\"\n",
            "t.gts:8: expectation failed: expected actions \"Move up\", got actions \"↺\" \"✕\" \"✓\" \"Move down\" \"Move to bottom\""),
        PlayedScriptCase("expect announcement before any", "expect announcement \"x\"\n",
            "t.gts:8: expectation failed: expected announcement \"x\", got no announcement"),
        PlayedScriptCase("an accessibility action the row lacks stops the script", "accessibility 0 \"Fly\"\n",
            "t.gts:8:17: error: row 0 has no action named \"Fly\"; it has \"↺\", \"✕\", \"✓\", \"Move down\", \"Move to bottom\""),
        PlayedScriptCase("redo with nothing to redo stops the script", "redo\n", "t.gts:8:1: error: cannot redo: there is nothing to redo"),
    ]

    @Test("Each expectation", arguments: cases)
    func observation(_ testCase: PlayedScriptCase) { testCase.check() }

    @Test("--trace prints every new event kind as 'expect event' names it")
    func traceNames() {
        let script = PlayedScriptCase.header + "insert 3 \"D\"\nupdate 0 \"Z\"\nlongpress 0\nmove 1\ndrop\n"
        let (result, output) = playScript(script, options: PlaybackOptions(tracesEvents: true))
        #expect(result.exitStatus == 0)
        for line in ["insert row 3", "update row 0", "lift row 0", "move row 1 from 0", "drop row 1"] {
            #expect(output.contains(line), "\(line) not in \(output)")
        }
    }
}
