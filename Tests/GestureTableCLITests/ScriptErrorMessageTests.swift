@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Every kind of script error is reported as `FILE:LINE:COL: error: MESSAGE`
/// with a precise message and column.
@Suite("Script error messages")
struct ScriptErrorMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { source }

        init(_ source: String, _ expected: String) {
            self.source = source
            self.expected = expected
        }
    }

    static let actionUsage = #"usage: action SLOT [fraction F] [color NAME] [icon "G"] [title "T"] do OP [only I,J,...]"#

    static let commands: [Case] = [
        Case("swipr 1 0.5", "t.gts:1:1: error: unknown command 'swipr'; did you mean 'swipe'?"),
        Case("Frame", "t.gts:1:1: error: unknown command 'Frame'; did you mean 'frame'?"),
        Case("frobnicate", "t.gts:1:1: error: unknown command 'frobnicate'"),
        Case(#""row""#, "t.gts:1:1: error: expected a command, got a string"),
        Case("expect frobs", "t.gts:1:8: error: unknown expectation 'frobs'; expected rows, section, count, empty, not-empty, highlighted, event, no, lifted, offset, open, scroll, can-undo, can-redo, selected, actions, announcement, sections, column, pending-commits, claim or menu"),
    ]

    static let argumentCounts: [Case] = [
        Case("swipe 1", "t.gts:1:8: error: missing a fraction; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("swipe", "t.gts:1:6: error: missing a row index; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("swipe 1   # comment", "t.gts:1:8: error: missing a fraction; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("undo now", "t.gts:1:6: error: unexpected argument 'now'; usage: undo"),
        Case(#"frame "x" "y""#, #"t.gts:1:11: error: unexpected argument '"y"'; usage: frame ["caption"]"#),
        Case("swipe 1 0.5 -4", "t.gts:1:13: error: unexpected argument '-4'; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("swipe 1 0.5 velocity", "t.gts:1:21: error: missing a velocity; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("drag", "t.gts:1:5: error: missing a fraction; usage: drag I F, drag line L F, or drag F"),
        Case("drag 1 0.5 0.7", "t.gts:1:12: error: unexpected argument '0.7'; usage: drag I F, drag line L F, or drag F"),
        Case("rtl", "t.gts:1:4: error: missing an 'on' or 'off'; usage: rtl on|off"),
        Case("insert 0", #"t.gts:1:9: error: missing a title; usage: insert I "Title" ["Subtitle"] [height N] [in section S]"#),
        Case("expect", "t.gts:1:7: error: missing an expectation; usage: expect rows|section|sections|column|count|empty|not-empty|highlighted|event|no event|lifted|offset|open|scroll|can-undo|can-redo|selected|actions|announcement|pending-commits|claim|menu ..."),
        Case("expect empty now", "t.gts:1:14: error: unexpected argument 'now'; usage: expect empty"),
        Case("expect event trigger row", "t.gts:1:25: error: missing a row index; usage: expect event NAME [SLOT] [row I] [section S] [from I]"),
        Case("expect offset 1", "t.gts:1:16: error: missing a fraction; usage: expect offset I F [within T]"),
        Case("action first-left fraction 0.3", "t.gts:1:31: error: missing 'do OP'; \(actionUsage)"),
    ]

    static let numbers: [Case] = [
        Case("swipe x 0.5", "t.gts:1:7: error: bad number 'x' for a row index; expected a whole number like 2"),
        Case("swipe 1.5 0.5", "t.gts:1:7: error: bad number '1.5' for a row index; expected a whole number like 2"),
        Case("swipe 1 abc", "t.gts:1:9: error: bad number 'abc' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 nan", "t.gts:1:9: error: bad number 'nan' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 inf", "t.gts:1:9: error: bad number 'inf' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 -infinity", "t.gts:1:9: error: bad number '-infinity' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 1e999", "t.gts:1:9: error: bad number '1e999' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 0x1p-1", "t.gts:1:9: error: bad number '0x1p-1' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 1.", "t.gts:1:9: error: bad number '1.' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 --1", "t.gts:1:9: error: bad number '--1' for a fraction; expected a decimal like 0.3 or -0.8"),
        Case("swipe 1 3", "t.gts:1:9: error: fraction 3 is out of range; expected -2...2"),
        Case("expect offset 0 -2.5", "t.gts:1:17: error: fraction -2.5 is out of range; expected -2...2"),
        Case("release velocity 1000", "t.gts:1:18: error: velocity 1000 is out of range; expected -100...100"),
        // A setting that takes words as well as a narrow range says so whatever was wrong.
        Case("set deceleration 1e308", "t.gts:1:18: error: bad number '1e308' for a deceleration rate; expected normal, fast or 0.9 to 0.9999"),
        Case("set deceleration quick", "t.gts:1:18: error: bad number 'quick' for a deceleration rate; expected normal, fast or 0.9 to 0.9999"),
        Case("set deceleration 2", "t.gts:1:18: error: deceleration rate 2 is out of range; expected normal, fast or 0.9 to 0.9999"),
        Case("set deceleration -0.95", "t.gts:1:18: error: deceleration rate -0.95 is out of range; expected normal, fast or 0.9 to 0.9999"),
        Case("set deceleration 1", "t.gts:1:18: error: deceleration rate 1 is out of range; expected normal, fast or 0.9 to 0.9999"),
        Case("scroll 99999999999", "t.gts:1:8: error: number '99999999999' is out of range for a line count"),
        Case("scroll 1e300", "t.gts:1:8: error: bad number '1e300' for a line count; expected a number of lines like 3 or -0.5"),
        Case("scroll 0.5e3", "t.gts:1:8: error: bad number '0.5e3' for a line count; expected a number of lines like 3 or -0.5"),
        Case("scroll up", "t.gts:1:8: error: bad number 'up' for a line count; expected a number of lines like 3 or -0.5"),
        Case("delete 99999999999999999999999", "t.gts:1:8: error: number '99999999999999999999999' is out of range for a row index"),
        Case("delete -1", "t.gts:1:8: error: negative row index -1; rows are numbered from 0"),
        Case("expect count -2", "t.gts:1:14: error: negative count -2"),
        Case("tap 1 left -1", "t.gts:1:12: error: negative button number -1"),
        Case("tap 1 up", "t.gts:1:7: error: bad number 'up' for a button number; expected a whole number like 2"),
        Case(#"swipe "1" 0.5"#, "t.gts:1:7: error: expected a row index, got a string"),
    ]

    static let durationsAndSizes: [Case] = [
        Case("wait 5", "t.gts:1:6: error: bad duration '5'; expected a duration like 300ms or 1.5s"),
        Case("wait 1.5m", "t.gts:1:6: error: bad duration '1.5m'; expected a duration like 300ms or 1.5s"),
        Case("wait -1s", "t.gts:1:6: error: bad duration '-1s'; expected a duration like 300ms or 1.5s"),
        Case("wait 1.s", "t.gts:1:6: error: bad duration '1.s'; expected a duration like 300ms or 1.5s"),
        Case("hold ms", "t.gts:1:6: error: bad duration 'ms'; expected a duration like 300ms or 1.5s"),
        Case("hold 2S", "t.gts:1:6: error: bad duration '2S'; expected a duration like 300ms or 1.5s"),
        Case("hold 100000s", "t.gts:1:6: error: duration '100000s' is too long; at most 86400s (one day)"),
        Case("set long-press 99999999999999999999ms", "t.gts:1:16: error: duration '99999999999999999999ms' is too long; at most 86400s (one day)"),
        Case("wait 0.0000000001s", "t.gts:1:6: error: duration '0.0000000001s' is finer than a nanosecond"),
        Case("size 0x16", "t.gts:1:6: error: bad size '0x16'; columns and lines must be between 1 and 1000"),
        Case("size 60x0", "t.gts:1:6: error: bad size '60x0'; columns and lines must be between 1 and 1000"),
        Case("size 5000x16", "t.gts:1:6: error: bad size '5000x16'; columns and lines must be between 1 and 1000"),
        Case("size 99999999999999999999x1", "t.gts:1:6: error: bad size '99999999999999999999x1'; columns and lines must be between 1 and 1000"),
        Case("size 60", "t.gts:1:6: error: bad size '60'; expected COLUMNSxLINES like 60x16"),
        Case("size 60X16", "t.gts:1:6: error: bad size '60X16'; expected COLUMNSxLINES like 60x16"),
        Case("size 60x16x2", "t.gts:1:6: error: bad size '60x16x2'; expected COLUMNSxLINES like 60x16"),
        Case("size -60x16", "t.gts:1:6: error: bad size '-60x16'; expected COLUMNSxLINES like 60x16"),
    ]

    static let strings: [Case] = [
        Case(#"row "abc"#, #"t.gts:1:5: error: unterminated string; add a closing '"'"#),
        Case(#"row "abc\"#, #"t.gts:1:5: error: unterminated string; add a closing '"'"#),
        Case(#"row "ok" "abc\""#, #"t.gts:1:10: error: unterminated string; add a closing '"'"#),
        Case(#"row "a\nb""#, #"t.gts:1:7: error: unknown escape '\n' in string; only \" and \\ are allowed"#),
        Case(#"row "a\tb""#, #"t.gts:1:7: error: unknown escape '\t' in string; only \" and \\ are allowed"#),
        Case(#"row "a"b"#, "t.gts:1:8: error: missing space after string"),
        Case(#"row a"b""#, "t.gts:1:6: error: missing space before string"),
        Case("row Inbox", "t.gts:1:5: error: expected a title in double quotes, got 'Inbox'"),
        Case(#"expect rows "A" B"#, "t.gts:1:17: error: expected a title in double quotes, got 'B'"),
        Case("action first-left icon x do push", "t.gts:1:24: error: expected an icon in double quotes, got 'x'"),
    ]

    static let keywords: [Case] = [
        Case("action third-left do push", "t.gts:1:8: error: unknown slot 'third-left'; expected first-left, second-left, first-right or second-right"),
        Case("action first-left do explode", "t.gts:1:22: error: unknown operation 'explode'; expected push, delete, push-and-delete, replace, mark-read, snooze or none"),
        Case("action first-left fraction 1.5 do push", "t.gts:1:28: error: action fraction 1.5 is outside (0, 1]"),
        Case("action first-left fraction 0 do push", "t.gts:1:28: error: action fraction 0 is outside (0, 1]"),
        Case("action first-left fraction -0.3 do push", "t.gts:1:28: error: action fraction -0.3 is outside (0, 1]"),
        Case("action first-left fraction nan do push", "t.gts:1:28: error: bad number 'nan' for a fraction; expected a decimal in (0, 1] like 0.25"),
        Case("action first-left do push do delete", "t.gts:1:27: error: duplicate 'do' in action"),
        Case("action first-left color pink do push", "t.gts:1:25: error: unknown color 'pink'; expected green, red, yellow, brown, blue, orange, purple, gray, cyan, black or white"),
        Case("action first-left do push extra", "t.gts:1:27: error: unexpected 'extra' in action; expected fraction, color, icon, title, do or only"),
        Case(#"action first-left do push "x""#, #"t.gts:1:27: error: unexpected '"x"' in action; expected fraction, color, icon, title, do or only"#),
        Case("action first-left do push only 1,,2", "t.gts:1:34: error: unexpected ',' in the list of row indexes"),
        Case("action first-left do push only ,1", "t.gts:1:32: error: unexpected ',' in the list of row indexes"),
        Case("action first-left do push only 1,-2", "t.gts:1:34: error: negative row index -2; rows are numbered from 0"),
        Case("action first-left do push only 1,x", "t.gts:1:34: error: bad number 'x' for a row index; expected a whole number like 2"),
        Case("action first-left do push only 1,", "t.gts:1:34: error: missing a row index in the list; \(actionUsage)"),
        Case("action first-left do push only", "t.gts:1:31: error: missing a row index in the list; \(actionUsage)"),
        Case("action first-left do push only 1 2", "t.gts:1:34: error: unexpected '2' in action; expected fraction, color, icon, title, do or only"),
        Case("reveal up", "t.gts:1:8: error: unknown side 'up'; expected left or right"),
        Case("set speed 2", "t.gts:1:5: error: unknown setting 'speed'; expected animation-duration, bounce, long-press, flick, flick-velocity, closes-on-scroll, reduced-motion, pointer-step, deceleration, selection, editing, edge-exclusion, swipe-angle, context-menu, undo-limit or commit-delay"),
        Case("set bounce yes", "t.gts:1:12: error: expected 'on' or 'off', got 'yes'"),
        Case("set", "t.gts:1:4: error: missing a setting; usage: set animation-duration|long-press|pointer-step|commit-delay DURATION, set bounce|flick|closes-on-scroll|reduced-motion|editing|context-menu on|off, set flick-velocity V, set deceleration normal|fast|R, set selection multiple|single, or set edge-exclusion|swipe-angle|undo-limit N"),
        Case("delete 0 automatic", "t.gts:1:10: error: unknown animation 'automatic'; expected left, right, fade or none"),
        Case("delete 0 fade x", "t.gts:1:15: error: unexpected argument 'x'; usage: delete I [left|right|fade|none], or delete \"T\" [left|right|fade|none] [no-undo]"),
        Case(#"delete "A" no-undo fade"#, #"t.gts:1:20: error: unexpected argument 'fade'; usage: delete I [left|right|fade|none], or delete "T" [left|right|fade|none] [no-undo]"#),
        Case("trigger 0 firstLeft", "t.gts:1:11: error: unknown slot 'firstLeft'; expected first-left, second-left, first-right or second-right"),
        Case("rtl maybe", "t.gts:1:5: error: expected 'on' or 'off', got 'maybe'"),
        Case("set flick ON", "t.gts:1:11: error: expected 'on' or 'off', got 'ON'"),
        Case("expect highlighted third", "t.gts:1:20: error: unknown slot 'third'; expected first-left, second-left, first-right, second-right or none"),
        Case("expect event explode", "t.gts:1:14: error: unknown event 'explode'; expected highlight, unhighlight, trigger, push, delete, replace, insert, update, lift, move, drop, cancel, open, close, empty-shown, empty-hidden, action-failed, select, deselect, announce, section-insert, section-delete, section-move, section-update, transfer-leave, transfer-enter, transfer-refused, transfer, menu-open, menu-close, commit, expand, collapse or drop-refused"),
        Case("expect event trigger left", "t.gts:1:22: error: unknown slot 'left'; expected first-left, second-left, first-right or second-right"),
        Case("expect open 1 up", "t.gts:1:15: error: unknown side 'up'; expected left, right or none"),
    ]

    static let verbsAndExpectations: [Case] = [
        Case("sweep 2", "t.gts:1:8: error: missing a row index; usage: sweep I J"),
        Case("sweep 2 -1", "t.gts:1:9: error: negative row index -1; rows are numbered from 0"),
        Case("delete-selected 2", "t.gts:1:17: error: unexpected argument '2'; usage: delete-selected"),
        Case("expect selected 1 none", "t.gts:1:19: error: bad number 'none' for a row index; expected a whole number like 2"),
        Case("set selection many", "t.gts:1:15: error: unknown selection mode 'many'; expected multiple or single"),
        Case("set editing maybe", "t.gts:1:13: error: expected 'on' or 'off', got 'maybe'"),
        Case("reveal left full", #"t.gts:1:13: error: unexpected argument 'full'; usage: reveal left|right [content "TEXT" | full-swipe]"#),
        Case("swipe line", "t.gts:1:11: error: missing a line number; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        Case("delete 0 sideways", "t.gts:1:10: error: unknown animation 'sideways'; expected left, right, fade or none"),
        Case("open 0", "t.gts:1:7: error: missing a side; usage: open I left|right"),
        Case("trigger 0 third-left", "t.gts:1:11: error: unknown slot 'third-left'; expected first-left, second-left, first-right or second-right"),
        Case("update 0", "t.gts:1:9: error: missing a title; usage: update I \"Title\" [\"Subtitle\"]"),
        Case("move-by", "t.gts:1:8: error: missing a number of places; usage: move-by N"),
        Case("pan 0 1001", "t.gts:1:7: error: line count 1001 is out of range; expected -1000...1000"),
        Case("expect no trigger", "t.gts:1:11: error: expected 'event' after 'expect no'; usage: expect no event NAME [SLOT] [row I] [section S]"),
        Case("expect no event move from 1", "t.gts:1:22: error: unexpected argument 'from'; usage: expect no event NAME [SLOT] [row I] [section S]"),
        Case("expect offset 0 0 within -0.1", "t.gts:1:26: error: negative tolerance -0.1; expected 0 to 1"),
        Case("set flick-velocity 0", "t.gts:1:20: error: flick velocity must be greater than 0; expected a decimal like 2 or 0.5"),
        Case("expect lifted all", "t.gts:1:15: error: bad number 'all' for a row index; expected a whole number like 2"),
        Case("reveal left content", "t.gts:1:20: error: missing a content; usage: reveal left|right [content \"TEXT\" | full-swipe]"),
    ]

    @Test("Unknown commands", arguments: commands)
    func unknownCommand(_ testCase: Case) { check(testCase) }

    @Test("Wrong argument counts", arguments: argumentCounts)
    func argumentCount(_ testCase: Case) { check(testCase) }

    @Test("Bad numbers and indexes", arguments: numbers)
    func number(_ testCase: Case) { check(testCase) }

    @Test("Bad durations and sizes", arguments: durationsAndSizes)
    func durationOrSize(_ testCase: Case) { check(testCase) }

    @Test("Bad strings", arguments: strings)
    func string(_ testCase: Case) { check(testCase) }

    @Test("Unknown keywords and bad action clauses", arguments: keywords)
    func keyword(_ testCase: Case) { check(testCase) }

    @Test("Bad arguments of verbs, gestures and expectations", arguments: verbsAndExpectations)
    func verbOrExpectation(_ testCase: Case) { check(testCase) }

    @Test("The first error of a script is reported, at its line")
    func firstErrorWins() {
        let source = "row \"A\"\nswipe 0 0.5\n\ndelete 7x\nundo now\n"
        #expect(parseError(source)?.description
            == "t.gts:4:8: error: bad number '7x' for a row index; expected a whole number like 2")
    }

    private func check(_ testCase: Case, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = parseError(testCase.source, sourceLocation: sourceLocation)
        #expect(error?.description == testCase.expected, sourceLocation: sourceLocation)
    }
}
