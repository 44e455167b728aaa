import Testing
@testable import GestureTableCLI

/// The commands of the script language's second edition (SPEC section 9), each played on a
/// small table: scripts that pass carry their own `expect`s; scripts that fail stop with the
/// right `FILE:LINE:COL: error:` or expectation failure.
@Suite("Script language, second edition")
struct ScriptSecondEditionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        /// The diagnostic the script stops with, or `nil` when it must pass.
        var diagnostic: String?
        var testDescription: String { name }

        init(_ name: String, _ script: String, _ diagnostic: String? = nil) {
            self.name = name
            self.script = script
            self.diagnostic = diagnostic
        }
    }

    /// Four rows in a viewport of three lines (lines 1 to 4 of every script); both first
    /// actions and the left second action, which deletes (lines 5 to 7).
    static let header = """
        size 40x3
        row "A"
        row "B"
        row "C"
        action first-left fraction 0.2 do replace
        action second-left fraction 0.5 do delete
        action first-right fraction 0.2 do push-and-delete

        """

    static let verbs: [Case] = [
        Case("push", "push 1\nexpect event push row 1\nwait 1s\nexpect offset 1 1\nexpect count 3\n"),
        Case("replace a pushed row", "push 1\nwait 1s\nreplace 1\nexpect event replace row 1\nwait 1s\nexpect offset 1 0 within 0\n"),
        Case("push-and-delete", "push-and-delete 0\nwait 1s\nexpect rows \"B\" \"C\"\nexpect event delete row 0\n"),
        Case("delete with each animation",
             "delete 0 left\ndelete 0 right\ndelete 0 fade\nexpect rows\ninsert 0 \"N\"\ndelete 0 none\nwait 1s\nexpect empty\n"),
        Case("delete an index out of range", "delete 3 fade\n", "t.gts:8:8: error: row index 3 is out of range: the table has 3 rows (0 to 2)"),
        Case("update", "update 1 \"Bee\" \"buzz\"\nexpect event update row 1\nexpect rows \"A\" \"Bee\" \"C\"\nundo\nexpect rows \"A\" \"B\" \"C\"\n"),
        Case("insert is an event", "insert 3 \"D\"\nexpect event insert row 3\nexpect rows \"A\" \"B\" \"C\" \"D\"\n"),
        Case("open and close", "reveal right\naction second-right fraction 0.6 do delete\nopen 0 right\nexpect event open row 0\nexpect open 0 right\nclose 0\nexpect event close row 0\nexpect open 0 none\n"),
        Case("open a side with no actions", "open 0 right\n", "t.gts:8:1: error: the right side of row 0 does not reveal actions"),
        Case("peek", "peek 2 left\nexpect offset 2 0.15 within 0.16\nexpect no event trigger\nwait 2s\nexpect offset 2 0 within 0.001\n"),
        Case("trigger", "trigger 1 second-left\nexpect event highlight second-left row 1\nexpect event trigger second-left row 1\nexpect event delete row 1\nwait 1s\nexpect rows \"A\" \"C\"\n"),
        Case("trigger a slot with no action", "trigger 1 second-right\n", "t.gts:8:1: error: row 1 has no action in secondRight"),
        Case("step and release", "step 0 right\nexpect highlighted first-right\nrelease\nexpect event trigger first-right row 0\nwait 1s\nexpect rows \"B\" \"C\"\n"),
        Case("step twice then cancel", "step 0 left\nstep 0 left\nexpect highlighted second-left\ncancel\nexpect no event trigger\nwait 1s\nexpect rows \"A\" \"B\" \"C\"\nexpect offset 0 0 within 0\n"),
        Case("step another row while one is stepped", "step 0 left\nstep 1 left\n", "t.gts:9:1: error: another row is stepped; 'release' or 'cancel' it first"),
        Case("lift, move-by and drop", "lift 0\nexpect lifted 0\nexpect event lift row 0\nmove-by 2\nexpect lifted 2\ndrop\nexpect lifted none\nexpect rows \"B\" \"C\" \"A\"\nexpect event move row 2 from 0\n"),
        Case("move-by stops at either end", "lift 1\nmove-by 100\nexpect lifted 2\nmove-by -1000000000\nexpect lifted 0\nmove-by 1000000000\nexpect lifted 2\ndrop\nexpect rows \"A\" \"C\" \"B\"\n"),
        Case("lift then cancel restores the order", "lift 0\nmove-by 1\ncancel\nexpect lifted none\nexpect rows \"A\" \"B\" \"C\"\nexpect event cancel\n"),
        Case("move-by with nothing lifted", "move-by 1\n", "t.gts:8:1: error: 'move-by' needs a row lifted by 'lift I'; no row is lifted: lift one with 'lift I'"),
        Case("move on a row lifted by the keyboard", "lift 0\nmove 1\n", "t.gts:9:1: error: 'move' moves a row lifted by the pointer; use 'move-by N' for one lifted with 'lift I'"),
        Case("pin refuses a lift", "pin 1\nlift 1\n", "t.gts:9:1: error: row 1 is pinned: a pinned row cannot be lifted"),
        Case("a pinned row held by a long press cannot move", "pin 1\nlongpress 1\nmove 2\n",
             "t.gts:10:1: error: 'move' needs a lifted row; the press on row 1 lifted nothing: it is pinned, and a pinned row cannot be lifted"),
        Case("a pinned row held by a long press cannot drop", "pin 2\nlongpress line 2\ndrop\n",
             "t.gts:10:1: error: 'drop' needs a lifted row; the press on row 2 lifted nothing: it is pinned, and a pinned row cannot be lifted"),
        Case("a pinned row stays pinned where it moves", "pin 0\nlift 1\nmove-by -1\ndrop\nlift 1\n",
             "t.gts:12:1: error: row 1 is pinned: a pinned row cannot be lifted"),
        Case("pin holds a longpress without lifting", "pin 1\nlongpress 1\nexpect lifted none\nexpect no event lift\nrelease\nlongpress 0\nexpect lifted 0\nmove 2\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
    ]

    static let pointer: [Case] = [
        Case("swipe line", "swipe line 1 0.6\nexpect event trigger second-left row 1\nwait 1s\nexpect rows \"A\" \"C\"\n"),
        Case("drag line and release", "drag line 2 -0.3\nexpect highlighted first-right\nrelease\nexpect event trigger first-right row 2\n"),
        Case("line outside the viewport", "swipe line 3 0.5\n", "t.gts:8:12: error: line 3 is outside the viewport: its lines are 0 to 2"),
        Case("a line with no row presses nothing", "delete 2 none\nswipe line 2 0.6\nexpect no event trigger\nexpect rows \"A\" \"B\"\n"),
        Case("swipe I 0 taps the content of an open row", "reveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nexpect open 0 right\nwait 1s\nswipe 0 0\nexpect event close row 0\n"),
        Case("tap line", "reveal right\naction second-right fraction 0.6 do delete\nswipe 1 -0.3\nwait 1s\ntap line 1 right 1\nexpect event trigger second-right row 1\n"),
        Case("tap line with no row", "delete 2 none\ntap line 2\n", "t.gts:9:10: error: no row is drawn on that line: there is no button to tap"),
        Case("pan scrolls past the slop, it never swipes", "insert 3 \"D\"\ninsert 4 \"E\"\npan 2 -2\nexpect scroll 2\nexpect no event highlight\npan line 0 1\nexpect scroll 2\npan line 0 2\nexpect scroll 0\n"),
        Case("pan closes the open row", "reveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nwait 1s\ninsert 3 \"D\"\npan 0 -2\nexpect event close row 0\nexpect scroll 1\n"),
        Case("pan keeps the open row with closes-on-scroll off", "set closes-on-scroll off\nreveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nwait 1s\ninsert 3 \"D\"\npan 0 -2\nexpect open 0 right\nexpect no event close\nexpect scroll 1\n"),
        Case("longpress line and move line", "longpress line 0\nexpect lifted 0\nmove line 2\nexpect lifted 2\nhold 100ms\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
        Case("move line too far", "longpress 0\nmove line 6\n", "t.gts:9:11: error: line 6 is too far from the viewport: 'move line' takes -3 to 5"),
        Case("move line far below", "longpress 0\nmove line -3\nmove line 5\nhold 2s\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
    ]

    static let observations: [Case] = [
        Case("expect no event passes", "swipe 0 0.3\nexpect event trigger first-left\nexpect no event delete\nexpect no event trigger\n"),
        Case("expect no event fails on an event since the last match",
             "swipe 0 0.6\nexpect event highlight first-left\nexpect no event trigger second-left\n",
             "t.gts:10: expectation failed: expected no event trigger second-left since the last 'expect event', got event trigger second-left row 0 at 0.192s"),
        Case("expect no event from the start", "swipe 1 0.3\nexpect no event trigger row 1\n",
             "t.gts:9: expectation failed: expected no event trigger row 1 since the start, got event trigger first-left row 1 at 0.096s"),
        Case("an event before the last match does not count", "swipe 0 0.3\nexpect event replace\nexpect no event trigger\n"),
        Case("expect event from", "longpress 0\nmove 1\ndrop\nexpect event move row 1 from 0\n"),
        Case("expect event from a wrong index", "longpress 0\nmove 1\ndrop\nexpect event move from 2\n",
             "t.gts:11: expectation failed: expected event move from 2, got [lift row 0, move row 1 from 0, drop row 1]"),
        Case("action-failed is an event", "action second-right fraction 0.6 do delete only 0\ndelete 0 none\nswipe 0 0.3\nexpect no event action-failed\n"),
        Case("expect offset within a tight tolerance", "drag 0 0.1\nexpect offset 0 0.1 within 0.001\n"),
        Case("expect offset outside a tight tolerance", "drag 0 0.1\nexpect offset 0 0.105 within 0.001\n",
             "t.gts:9: expectation failed: expected offset 0.105 for row 0 within 0.001, got offset 0.1"),
        Case("expect lifted fails", "expect lifted 0\n", "t.gts:8: expectation failed: expected lifted 0, got lifted none"),
        Case("expect scroll fails", "expect scroll 1\n", "t.gts:8: expectation failed: expected scroll 1, got scroll 0"),
        Case("reveal content", "reveal left content \"Sent 3 days ago\"\nswipe 0 0.3\nexpect open 0 left\nexpect no event trigger\n"),
        Case("flick-velocity", "set flick-velocity 50\nswipe 0 0.1 velocity 40\nexpect no event trigger\nset flick-velocity 20\nswipe 1 0.1 velocity 40\nexpect event trigger first-left row 1\n"),
    ]

    static let parseErrors: [Case] = [
        Case("swipe line without a number", "swipe line\n", "t.gts:8:11: error: missing a line number; usage: swipe I F [velocity V], or swipe line L F [velocity V]"),
        Case("a bad delete animation", "delete 0 sideways\n", "t.gts:8:10: error: unknown animation 'sideways'; expected left, right, fade or none"),
        Case("open without a side", "open 0\n", "t.gts:8:7: error: missing a side; usage: open I left|right"),
        Case("trigger with a bad slot", "trigger 0 third-left\n", "t.gts:8:11: error: unknown slot 'third-left'; expected first-left, second-left, first-right or second-right"),
        Case("update without a title", "update 0\n", "t.gts:8:9: error: missing a title; usage: update I \"Title\" [\"Subtitle\"]"),
        Case("move-by without a number", "move-by\n", "t.gts:8:8: error: missing a number of places; usage: move-by N"),
        Case("pan too far", "pan 0 1001\n", "t.gts:8:7: error: line count 1001 is out of range; expected -1000...1000"),
        Case("expect no without event", "expect no trigger\n", "t.gts:8:11: error: expected 'event' after 'expect no'; usage: expect no event NAME [SLOT] [row I]"),
        Case("expect no event with from", "expect no event move from 1\n", "t.gts:8:22: error: unexpected argument 'from'; usage: expect no event NAME [SLOT] [row I]"),
        Case("a negative tolerance", "expect offset 0 0 within -0.1\n", "t.gts:8:26: error: negative tolerance -0.1; expected 0 to 1"),
        Case("zero flick velocity", "set flick-velocity 0\n", "t.gts:8:20: error: flick velocity must be greater than 0; expected a decimal like 2 or 0.5"),
        Case("expect lifted a word", "expect lifted all\n", "t.gts:8:15: error: bad number 'all' for a row index; expected a whole number like 2"),
        Case("reveal content without text", "reveal left content\n", "t.gts:8:20: error: missing a content; usage: reveal left|right [content \"TEXT\"]"),
    ]

    @Test("Verbs on rows", arguments: verbs)
    func verb(_ testCase: Case) { check(testCase) }

    @Test("Pointer gestures by line, pan and tap", arguments: pointer)
    func pointerGesture(_ testCase: Case) { check(testCase) }

    @Test("Observations", arguments: observations)
    func observation(_ testCase: Case) { check(testCase) }

    @Test("Parse errors", arguments: parseErrors)
    func parseError(_ testCase: Case) { check(testCase) }

    func check(_ testCase: Case, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (result, _) = playScript(Self.header + testCase.script)
        if let diagnostic = testCase.diagnostic {
            #expect(result.diagnostic == diagnostic, sourceLocation: sourceLocation)
            #expect(result.exitStatus != 0, sourceLocation: sourceLocation)
        } else {
            #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test("--trace prints every new event kind as 'expect event' names it")
    func traceNames() {
        let script = Self.header + "insert 3 \"D\"\nupdate 0 \"Z\"\nlongpress 0\nmove 1\ndrop\n"
        let (result, output) = playScript(script, options: PlaybackOptions(tracesEvents: true))
        #expect(result.exitStatus == 0)
        for line in ["insert row 3", "update row 0", "lift row 0", "move row 1 from 0", "drop row 1"] {
            #expect(output.contains(line), "\(line) not in \(output)")
        }
    }
}
