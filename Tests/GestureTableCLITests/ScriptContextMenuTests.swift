@testable import GestureScript
import GestureTable
import Testing
@testable import GestureTableCLI

/// Who owns the gesture, in scripts: `swipe … from S`, `set edge-exclusion`, `set swipe-angle`,
/// `expect claim`, and context menus (`set context-menu`, `expect menu`, `move` on a held menu,
/// `choose`, the events `menu-open` and `menu-close`).
@Suite("Scripts: the claim and context menus")
struct ScriptContextMenuTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: ScriptCommand
        var testDescription: String { source }

        init(_ source: String, _ expected: ScriptCommand) {
            self.source = source
            self.expected = expected
        }
    }

    static let parsed: [Case] = [
        Case("swipe 1 0.5 from 0", .gesture(.swipe(target: at(.row(1), 7), fraction: at(0.5, 9), velocity: nil, from: at(0, 18)))),
        Case("swipe 1 -0.5 velocity 3 from 1",
             .gesture(.swipe(target: at(.row(1), 7), fraction: at(-0.5, 9), velocity: at(3, 23), from: at(1, 30)))),
        Case("swipe line 2 0.4 from .25",
             .gesture(.swipe(target: at(.line(2), 12), fraction: at(0.4, 14), velocity: nil, from: at(0.25, 23)))),
        Case("set edge-exclusion 2", .setup(.set(.edgeExclusion(at(2, 20))))),
        Case("set edge-exclusion 0.5", .setup(.set(.edgeExclusion(at(0.5, 20))))),
        Case("set swipe-angle 45", .setup(.set(.swipeAngle(at(45, 17))))),
        Case("set swipe-angle 0", .setup(.set(.swipeAngle(at(0, 17))))),
        Case("set context-menu on", .setup(.set(.contextMenu(at(true, 18))))),
        Case("set context-menu off", .setup(.set(.contextMenu(at(false, 18))))),
        Case("expect claim 0 5 0 swipe",
             .expectation(.claim(index: at(0, 14), dx: at(5, 16), dy: at(0, 18), claim: at(.swipe, 20)))),
        Case("expect claim 2 -1.5 3 context-menu after 1s",
             .expectation(.claim(
                index: at(2, 14), dx: at(-1.5, 16), dy: at(3, 21), claim: at(.contextMenu, 23),
                after: at(.seconds(1), 42)))),
        Case("expect menu 3", .expectation(.menu(at(3, 13)))),
        Case("expect menu none", .expectation(.menu(nil))),
        Case(#"choose "Archive""#, .input(.choose(at("Archive", 8)))),
    ]

    @Test("The commands parse, with the column of every argument", arguments: parsed)
    func parses(_ testCase: Case) {
        #expect(parseSingleCommand(testCase.source)?.value == testCase.expected)
    }

    @Test("Every claim parses by the name the core gives it")
    func everyClaim() {
        for claim in ScriptClaim.allCases {
            let command = parseSingleCommand("expect claim 0 1 0 \(claim.rawValue)")
            #expect(command?.value == .expectation(.claim(index: at(0, 14), dx: at(1, 16), dy: at(0, 18), claim: at(claim, 20))))
        }
    }

    static let claimUsage = "usage: expect claim I DX DY swipe|scroll|sweep|lift|context-menu|declined|undecided [after DURATION]"

    static let errors: [(source: String, message: String)] = [
        ("expect claim 0 1e308 nan x", "t.gts:1:16: error: bad number '1e308' for a column distance; expected a decimal like 0.3 or -0.8"),
        ("expect claim 0 1 nan x", "t.gts:1:18: error: bad number 'nan' for a line distance; expected a decimal like 0.3 or -0.8"),
        ("expect claim 0 1 0 x", "t.gts:1:20: error: unknown claim 'x'; expected swipe, scroll, sweep, lift, context-menu, declined or undecided"),
        ("expect claim 0 9999999 0 swipe", "t.gts:1:16: error: column distance 9999999 is out of range; expected -1000000...1000000"),
        ("expect claim -1 1 0 swipe", "t.gts:1:14: error: negative row index -1; rows are numbered from 0"),
        ("expect claim 0 1 0", "t.gts:1:19: error: missing a claim; \(claimUsage)"),
        ("expect claim", "t.gts:1:13: error: missing a row index; \(claimUsage)"),
        ("expect claim 0 1 0 swipe after", "t.gts:1:31: error: missing a duration; \(claimUsage)"),
        ("expect claim 0 1 0 swipe now", "t.gts:1:26: error: unexpected argument 'now'; \(claimUsage)"),
        ("expect menu", "t.gts:1:12: error: missing a row index; usage: expect menu I|none"),
        ("expect menu -2", "t.gts:1:13: error: negative row index -2; rows are numbered from 0"),
        ("set edge-exclusion -1", "t.gts:1:20: error: edge exclusion -1 is out of range; expected 0 to 1000 columns"),
        ("set edge-exclusion 1001", "t.gts:1:20: error: edge exclusion 1001 is out of range; expected 0 to 1000 columns"),
        ("set edge-exclusion 1e308", "t.gts:1:20: error: bad number '1e308' for an edge exclusion; expected 0 to 1000 columns"),
        ("set edge-exclusion", "t.gts:1:19: error: missing an edge exclusion; usage: \(ScriptSetting.Name.usage)"),
        ("set swipe-angle 91", "t.gts:1:17: error: swipe angle 91 is out of range; expected 0 to 90 degrees"),
        ("set swipe-angle -5", "t.gts:1:17: error: swipe angle -5 is out of range; expected 0 to 90 degrees"),
        ("set context-menu yes", "t.gts:1:18: error: expected 'on' or 'off', got 'yes'"),
        ("swipe 0 0.5 from 1.5", "t.gts:1:18: error: start 1.5 is out of range; expected 0 (the leading edge) to 1 (the trailing edge)"),
        ("swipe 0 0.5 from -0.1", "t.gts:1:18: error: start -0.1 is out of range; expected 0 (the leading edge) to 1 (the trailing edge)"),
        ("swipe 0 0.5 from", "t.gts:1:17: error: missing a start; usage: swipe I F [velocity V] [from S], or swipe line L F [velocity V] [from S]"),
        ("choose", "t.gts:1:7: error: missing an item title; usage: choose \"T\""),
        ("choose Archive", "t.gts:1:8: error: expected an item title in double quotes, got 'Archive'"),
    ]

    @Test("Bad input is a clear error at its column", arguments: errors)
    func error(_ testCase: (source: String, message: String)) {
        #expect(parseError(testCase.source)?.description == testCase.message)
    }

    // MARK: - Playing

    static let rows = """
        size 40x10
        row "Alpha"
        row "Bravo"
        row "Charlie"
        action first-left fraction 0.3 title "Archive" do push-and-delete

        """

    /// Plays `body` after ``rows``; records an issue unless it passes.
    static func expectPasses(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (result, output) = playScript(rows + body)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")\n\(output)", sourceLocation: sourceLocation)
    }

    /// The diagnostic of playing `body` after ``rows``, which must fail.
    static func diagnostic(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let (result, _) = playScript(rows + body)
        #expect(result.exitStatus != 0, sourceLocation: sourceLocation)
        return result.diagnostic ?? ""
    }

    static let claims: [(line: String, note: String)] = [
        ("expect claim 0 5 0 swipe", "toward the side with an action"),
        ("expect claim 0 -5 0 declined", "toward a side with nothing"),
        ("expect claim 0 0 3 scroll", "steeper than the angle"),
        ("expect claim 0 5 4 scroll", "just steeper than 30°"),
        ("expect claim 0 0.5 0 undecided", "within the slop"),
        ("expect claim 0 0 0 undecided after 100ms", "not held long enough"),
        ("expect claim 0 0 0 lift after 1s", "held still: a lift without a menu"),
        ("set context-menu on\nexpect claim 0 0 0 context-menu after 1s", "held still with a menu"),
        ("set edge-exclusion 30\nexpect claim 0 5 0 declined", "the middle is within 30 columns of the edge"),
        ("set swipe-angle 0\nexpect claim 0 5 0 scroll", "no drag is within 0°"),
        ("set swipe-angle 90\nexpect claim 0 5 4 swipe", "every sideways drag is within 90°"),
        ("set editing on\nexpect claim 0 5 0 declined", "no swipes in edit mode"),
        ("rtl on\nexpect claim 0 -5 0 swipe", "right to left the action is on the right"),
    ]

    @Test("expect claim says what the core's claim says", arguments: claims)
    func claim(_ testCase: (line: String, note: String)) {
        Self.expectPasses(testCase.line)
    }

    @Test("A wrong claim says what it was instead, and nothing changed")
    func wrongClaim() {
        let message = Self.diagnostic("expect claim 1 -5 0 swipe\n")
        #expect(message == "t.gts:6: expectation failed: expected claim 1 -5 0 swipe, got claim 1 -5 0 declined", "\(message)")
        #expect(Self.diagnostic("expect claim 0 0 0 context-menu after 1s\n")
            == "t.gts:6: expectation failed: expected claim 0 0 0 context-menu after 1.000s, got claim 0 0 0 lift after 1.000s")
        Self.expectPasses("expect claim 0 5 0 swipe\nexpect no event highlight\nexpect offset 0 0\nexpect lifted none\n")
    }

    @Test("A row off screen is an error, not a claim")
    func claimOffScreen() {
        let message = Self.diagnostic("size 40x2\nexpect claim 2 5 0 swipe\n")
        #expect(message.contains("row 2 is outside the viewport"), "\(message)")
    }

    @Test("swipe from the leading edge within the exclusion is declined; from further in it swipes")
    func swipeFromEdge() {
        Self.expectPasses("""
            set edge-exclusion 2
            swipe 0 0.5 from 0
            expect no event highlight
            expect offset 0 0
            swipe 0 0.5 from 0.1
            expect event trigger first-left row 0
            """)
    }

    @Test("Right to left, from 0 is the right edge")
    func swipeFromEdgeRightToLeft() {
        Self.expectPasses("""
            rtl on
            set edge-exclusion 2
            swipe 0 -0.5 from 0
            expect no event highlight
            swipe 0 -0.5 from 1
            expect event trigger first-left row 0
            """)
    }

    @Test("A swipe toward a side with nothing leaves the row where it is")
    func swipeTowardEmptySide() {
        Self.expectPasses("drag 0 -0.4\nexpect offset 0 0\nrelease\nexpect no event highlight\n")
    }

    @Test("A long press opens the menu; release keeps it open; choose runs the item")
    func longPressAndChoose() {
        Self.expectPasses("""
            set context-menu on
            longpress 1
            expect event menu-open row 1
            expect menu 1
            expect lifted none
            release
            expect menu 1
            choose "Archive"
            expect event menu-close row 1
            expect event trigger first-left row 1
            expect menu none
            wait 1s
            expect rows "Alpha" "Charlie"
            """)
    }

    @Test("choose lets go of a press that still holds the menu")
    func chooseWhileHeld() {
        Self.expectPasses("""
            set context-menu on
            longpress 0
            choose "Move down"
            expect event menu-close row 0
            expect event move row 1 from 0
            expect rows "Bravo" "Alpha" "Charlie"
            swipe 0 0.5
            """)
    }

    @Test("A move past the tolerance closes the menu and lifts the row, which follows")
    func moveLifts() {
        Self.expectPasses("""
            set context-menu on
            longpress 0
            move 2
            expect event menu-close row 0
            expect event lift row 0
            expect menu none
            expect lifted 2
            drop
            expect rows "Bravo" "Charlie" "Alpha"
            """)
    }

    @Test("A move within the tolerance leaves the menu open")
    func moveWithinTolerance() {
        Self.expectPasses("""
            set context-menu on
            longpress 1
            move 1
            expect menu 1
            expect lifted none
            release
            expect menu 1
            """)
    }

    @Test("A press while the menu is shown only closes it")
    func pressCloses() {
        Self.expectPasses("""
            set context-menu on
            longpress 1
            release
            tap 0
            expect event menu-close row 1
            expect menu none
            expect no event select
            """)
    }

    @Test("set context-menu off: a long press lifts again")
    func menuOff() {
        Self.expectPasses("""
            set context-menu on
            expect claim 0 0 0 context-menu after 1s
            set context-menu off
            longpress 0
            expect lifted 0
            expect menu none
            drop
            """)
    }

    @Test("The menu applies to every column of a board")
    func board() {
        let (result, output) = playScript("""
            size 40x8
            column "Todo"
            row "A"
            column "Done"
            row "B"
            row "C"
            action first-left title "Archive" do delete
            set context-menu on
            lift 1 0
            drop
            longpress 1
            expect event menu-open row 1
            expect menu 1
            release
            choose "Archive"
            wait 1s
            expect column 1 rows "B"
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")\n\(output)")
    }

    @Test("The frame shows the open menu in a box under its row")
    func frame() {
        let (result, output) = playScript(Self.rows + "set context-menu on\nlongpress 0\nframe\n")
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(6).map(String.init)
        #expect(lines == [
            "  Alpha",
            "  Bravo             ┌────────────────┐",
            "  Charlie           │ Archive        │",
            "                    │ Move down      │",
            "                    │ Move to bottom │",
            "                    └────────────────┘",
        ], "\(output)")
    }

    static let misuse: [(body: String, message: String)] = [
        (#"choose "Archive""#, "t.gts:6:1: error: no context menu is shown: 'set context-menu on', then 'longpress I' opens row I's"),
        ("set context-menu on\nlongpress 1\nchoose \"Snooze\"",
         #"t.gts:8:8: error: the menu has no item titled "Snooze"; its items are "Archive", "Move up", "Move down", "Move to top", "Move to bottom""#),
        ("set context-menu on\nlongpress 1\nswipe 0 0.5",
         "t.gts:8:1: error: a gesture is in progress: a press holds the context menu open; 'release' it (the menu stays open) or 'choose' an item first"),
        ("set context-menu on\nlongpress 1\ndrop",
         "t.gts:8:1: error: 'drop' needs a lifted row; the press on row 1 opened its context menu: 'move I' past a line lifts the row, 'release' leaves the menu open"),
        ("longpress 1\ndrop\nexpect menu 1", "t.gts:8: expectation failed: expected menu 1, got menu none"),
        ("set context-menu on\nlongpress 1\nexpect menu none", "t.gts:8: expectation failed: expected menu none, got menu 1"),
    ]

    @Test("Misuse is a clear error", arguments: misuse)
    func misused(_ testCase: (body: String, message: String)) {
        #expect(Self.diagnostic(testCase.body) == testCase.message)
    }
}
