import Testing
@testable import GestureTableCLI
import TestSupport

/// Scripts that cannot be played stop with exit status 2 and one `FILE:LINE:COL: error: …`
/// line: malformed input (from the parser), indexes out of range, gestures that make no sense
/// in the table's state, and invalid action declarations. Nothing crashes.
@Suite("Player script errors")
struct PlayerScriptErrorTests {
    /// A script (after a common header) and the error it must stop with.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var error: String
        var testDescription: String { name }
    }

    /// Five rows in a viewport of four lines; first-left pushes; the right side reveals.
    static let header = """
        size 40x4
        row "A"
        row "B"
        row "C"
        row "D"
        row "E"
        action first-left fraction 0.3 do push
        reveal right
        action first-right fraction 0.2 do replace

        """

    static let cases: [Case] = [
        // Malformed input, reported by the parser at the offending token.
        Case(name: "unknown command", script: "frobnicate\n", error: "t.gts:10:1: error: unknown command 'frobnicate'"),
        Case(name: "sweep outside edit mode", script: "sweep 0 2\n",
             error: "t.gts:10:1: error: sweep selects rows in edit mode with several rows allowed: 'set selection multiple' and 'set editing on' first"),
        Case(name: "sweep to a row out of sight", script: "set selection multiple\nset editing on\nsweep 0 4\n",
             error: "t.gts:12:9: error: row 4 is outside the viewport (rows 0 to 3 are visible); scroll to it first"),
        Case(name: "NaN fraction", script: "swipe 0 nan\n",
             error: "t.gts:10:9: error: bad number 'nan' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case(name: "infinite fraction", script: "drag 0 inf\n",
             error: "t.gts:10:8: error: bad number 'inf' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case(name: "infinite velocity", script: "swipe 0 0.1 velocity -inf\n",
             error: "t.gts:10:22: error: bad number '-inf' for a velocity; expected a decimal like 0.3 or -0.8"),
        Case(name: "overflowing fraction", script: "expect offset 0 1e400\n",
             error: "t.gts:10:17: error: bad number '1e400' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case(name: "fraction out of range", script: "swipe 0 3\n",
             error: "t.gts:10:9: error: fraction 3 is out of range; expected -2...2"),
        Case(name: "wrong argument count", script: "drop 1\n",
             error: "t.gts:10:6: error: unexpected argument '1'; usage: drop"),
        // Indexes.
        Case(name: "swipe on a row out of range", script: "swipe 7 0.5\n",
             error: "t.gts:10:7: error: row index 7 is out of range: the table has 5 rows (0 to 4)"),
        Case(name: "swipe on a row outside the viewport", script: "swipe 4 0.5\n",
             error: "t.gts:10:7: error: row 4 is outside the viewport (rows 0 to 3 are visible); scroll to it first"),
        Case(name: "expect offset out of range", script: "expect offset 9 0\n",
             error: "t.gts:10:15: error: row index 9 is out of range: the table has 5 rows (0 to 4)"),
        Case(name: "expect open out of range", script: "expect open 5 none\n",
             error: "t.gts:10:13: error: row index 5 is out of range: the table has 5 rows (0 to 4)"),
        Case(name: "delete out of range", script: "delete 5\n",
             error: "t.gts:10:8: error: row index 5 is out of range: the table has 5 rows (0 to 4)"),
        Case(name: "insert out of range", script: "insert 9 \"X\"\n",
             error: "t.gts:10:8: error: insertion index 9 is out of range: the table has 5 rows, so 0 to 5 are valid"),
        Case(name: "move out of range", script: "longpress 0\nmove 9\n",
             error: "t.gts:11:6: error: row index 9 is out of range: the table has 5 rows (0 to 4)"),
        // Gestures that make no sense.
        Case(name: "drop with nothing lifted", script: "drop\n",
             error: "t.gts:10:1: error: 'drop' needs a lifted row; lift one with 'longpress I'"),
        Case(name: "release with nothing held", script: "release\n",
             error: "t.gts:10:1: error: 'release' needs a held drag; start one with 'drag I F'"),
        Case(name: "drag F with no held drag", script: "drag 0.5\n",
             error: "t.gts:10:1: error: 'drag F' needs a held drag; start one with 'drag I F'"),
        Case(name: "release of a lifted row", script: "longpress 0\nrelease\n",
             error: "t.gts:11:1: error: a row is lifted, not dragged; let go of it with 'drop'"),
        Case(name: "move with nothing lifted", script: "move 1\n",
             error: "t.gts:10:1: error: 'move' needs a lifted row; lift one with 'longpress I'"),
        Case(name: "hold with nothing pressed", script: "hold 1s\n",
             error: "t.gts:10:1: error: nothing is held: 'hold' keeps a pressed pointer still; use 'wait' to let time pass"),
        Case(name: "cancel with no gesture", script: "cancel\n",
             error: "t.gts:10:1: error: nothing to cancel: no gesture, lift or step is in progress"),
        Case(name: "swipe while a drag is held", script: "drag 0 0.2\nswipe 1 0.5\n",
             error: "t.gts:11:1: error: a gesture is in progress: a drag is held; 'release' or 'cancel' it first"),
        Case(name: "longpress while a row is lifted", script: "longpress 0\nlongpress 1\n",
             error: "t.gts:11:1: error: a gesture is in progress: a row is lifted; 'drop' it first"),
        Case(name: "move after a longpress on an open row",
             script: "swipe 1 -0.5\nlongpress 1\nmove 0\n",
             error: "t.gts:12:1: error: 'move' needs a lifted row; the press on row 1 lifted nothing: it is open on the right; close it first"),
        Case(name: "a slot declared twice for every row",
             script: "action first-right fraction 0.3 do none\n",
             error: "t.gts:10:8: error: first-right is declared twice: line 9 declared it for every row already"),
        Case(name: "a slot declared twice for one row",
             script: "action second-left fraction 0.5 do delete only 1, 2\naction second-left fraction 0.6 do delete only 2\n",
             error: "t.gts:11:8: error: second-left is declared twice for row 2: line 10 declared it already"),
        Case(name: "a slot for every row after one for some rows",
             script: "action second-left fraction 0.5 do delete only 1\naction second-left fraction 0.6 do delete\n",
             error: "t.gts:11:8: error: second-left for every row must come before line 10, which declared it for some rows with 'only'"),
        Case(name: "tap on a button of a row that is not open", script: "tap 0 left\n",
             error: "t.gts:10:5: error: row 0 is not open: there is no button to tap"),
        Case(name: "tap on the wrong side", script: "swipe 0 -0.3\ntap 0 left\n",
             error: "t.gts:11:7: error: row 0 is open on the right, not on the left"),
        Case(name: "tap on a missing button", script: "swipe 0 -0.3\ntap 0 right 1\n",
             error: "t.gts:11:13: error: row 0 has no button 1 on the right; it has 1 button: 0"),
        Case(name: "undo with nothing to undo", script: "undo\n",
             error: "t.gts:10:1: error: cannot undo: there is nothing to undo"),
        Case(name: "row after the table started", script: "frame\nrow \"F\"\n",
             error: "t.gts:11:1: error: 'row' must come before the first gesture or observation; use 'insert I \"Title\"' to add a row later"),
        // Action declarations.
        Case(name: "second action not farther", script: "action second-right fraction 0.15 do delete\n",
             error: "t.gts:10:30: error: the fraction of second-right (0.15) must be greater than the fraction of first-right (0.2) (row 0)"),
        Case(name: "first action moved past the second, for one row",
             script: "action second-right fraction 0.7 do delete only 1\naction first-right fraction 0.8 do push only 1\n",
             error: "t.gts:11:29: error: the fraction of second-right (0.7) must be greater than the fraction of first-right (0.8) (row 1)"),
        Case(name: "'only' index out of range", script: "action first-left do push only 0,5\n",
             error: "t.gts:10:34: error: row index 5 is out of range: the table has 5 rows (0 to 4)"),
    ]

    @Test("The script stops with exit status 2 at the right place", arguments: cases)
    func scriptError(_ testCase: Case) {
        let (result, _) = playScript(Self.header + testCase.script)
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic == testCase.error)
    }

    @Test("Through the command, the error goes to standard error with exit status 2")
    func commandReportsScriptError() {
        let run = runCommand(["play", "t.gts"], files: ["t.gts": Self.header + "frame\ndrop\nframe\n"])
        #expect(run.status == 2)
        #expect(run.errors == "t.gts:11:1: error: 'drop' needs a lifted row; lift one with 'longpress I'\n")
        // The frame before the error is printed; nothing after it runs.
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("──") }.count == 1)
    }

    @Test("A second action without a first is an error at its slot")
    func secondWithoutFirst() {
        let (result, _) = playScript("row \"A\"\naction second-left do delete\n")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic
            == "t.gts:2:8: error: second-left is set but first-left is not: a side's second action needs a first (row 0)")
    }

    @Test("A second action declared for every row is checked for rows inserted later")
    func declarationForFutureRows() {
        let (result, _) = playScript("action first-left do push\naction second-left fraction 0.2 do delete\n")
        #expect(result.diagnostic
            == "t.gts:2:29: error: the fraction of second-left (0.2) must be greater than the fraction of first-left (0.3)")
    }

    @Test("Control characters in a script never reach the terminal unescaped")
    func controlCharacters() {
        let (result, _) = playScript("row \"A\"\nfrob\u{1B}[2J\n")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic?.contains("\u{1B}") == false)
    }

    @Test("Random bytes and random command sequences never crash the player")
    func fuzz() {
        var generator = SplitMix64(seed: 0x5EED)
        let words = [
            "swipe 0 0.5", "swipe 1 -0.8 velocity -4", "drag 0 0.3", "drag 0.7", "drag -0.4", "release",
            "release velocity 3", "cancel", "longpress 1", "move 3", "move 0", "hold 200ms", "drop", "tap 0",
            "tap 1 right 1", "scroll 2", "scroll -3", "wait 100ms", "insert 0 \"N\"", "delete 0", "undo", "redo",
            "rtl on", "rtl off", "frame", "expect count 3", "reveal right", "set flick off",
            "action second-left fraction 0.9 do delete", "size 20x3",
        ]
        let header = "row \"A\"\nrow \"B\"\nrow \"C\"\nrow \"D\"\naction first-left do push-and-delete\naction first-right do none\n"
        for _ in 0..<200 {
            var script = header
            for _ in 0..<12 {
                script += words[Int(generator.next() % UInt64(words.count))] + "\n"
            }
            let (result, _) = playScript(script)
            #expect([0, 1, 2].contains(result.exitStatus))
            if result.exitStatus == 2 { #expect(result.diagnostic?.hasPrefix("t.gts:") == true) }
        }
        for _ in 0..<100 {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let (result, _) = playScript(header + String(decoding: bytes, as: UTF8.self))
            #expect([0, 1, 2].contains(result.exitStatus))
        }
    }
}
