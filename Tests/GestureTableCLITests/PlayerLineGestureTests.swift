import Testing
@testable import GestureTableCLI

/// Pointer gestures by screen line, vertical pans, taps on revealed buttons, content reveals and
/// the flick velocity, played on a small table: scripts that pass carry their own `expect`s;
/// scripts that fail stop with the right `FILE:LINE:COL: error:`.
@Suite("Player: gestures by line, pan and tap")
struct PlayerLineGestureTests {
    static let cases: [PlayedScriptCase] = [
        PlayedScriptCase("swipe line", "swipe line 1 0.6\nexpect event trigger second-left row 1\nwait 1s\nexpect rows \"A\" \"C\"\n"),
        PlayedScriptCase("drag line and release", "drag line 2 -0.3\nexpect highlighted first-right\nrelease\nexpect event trigger first-right row 2\n"),
        PlayedScriptCase("line outside the viewport", "swipe line 3 0.5\n", "t.gts:8:12: error: line 3 is outside the viewport: its lines are 0 to 2"),
        PlayedScriptCase("a line with no row presses nothing", "delete 2 none\nswipe line 2 0.6\nexpect no event trigger\nexpect rows \"A\" \"B\"\n"),
        PlayedScriptCase("swipe I 0 taps the content of an open row", "reveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nexpect open 0 right\nwait 1s\nswipe 0 0\nexpect event close row 0\n"),
        PlayedScriptCase("tap line", "reveal right\naction second-right fraction 0.6 do delete\nswipe 1 -0.3\nwait 1s\ntap line 1 right 1\nexpect event trigger second-right row 1\n"),
        PlayedScriptCase("tap line with no row", "delete 2 none\ntap line 2\n", "t.gts:9:10: error: no row is drawn on that line: there is no button to tap"),
        PlayedScriptCase("pan scrolls past the slop, it never swipes", "insert 3 \"D\"\ninsert 4 \"E\"\npan 2 -2\nexpect scroll 2\nexpect no event highlight\npan line 0 1\nexpect scroll 2\npan line 0 2\nexpect scroll 0\n"),
        PlayedScriptCase("pan closes the open row", "reveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nwait 1s\ninsert 3 \"D\"\npan 0 -2\nexpect event close row 0\nexpect scroll 1\n"),
        PlayedScriptCase("pan keeps the open row with closes-on-scroll off", "set closes-on-scroll off\nreveal right\naction second-right fraction 0.6 do delete\nswipe 0 -0.3\nwait 1s\ninsert 3 \"D\"\npan 0 -2\nexpect open 0 right\nexpect no event close\nexpect scroll 1\n"),
        PlayedScriptCase("longpress line and move line", "longpress line 0\nexpect lifted 0\nmove line 2\nexpect lifted 2\nhold 100ms\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
        PlayedScriptCase("move line too far", "longpress 0\nmove line 6\n", "t.gts:9:11: error: line 6 is too far from the viewport: 'move line' takes -3 to 5"),
        PlayedScriptCase("move line far below", "longpress 0\nmove line -3\nmove line 5\nhold 2s\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
        PlayedScriptCase("reveal content", "reveal left content \"Sent 3 days ago\"\nswipe 0 0.3\nexpect open 0 left\nexpect no event trigger\n"),
        PlayedScriptCase("flick-velocity", "set flick-velocity 50\nswipe 0 0.1 velocity 40\nexpect no event trigger\nset flick-velocity 20\nswipe 1 0.1 velocity 40\nexpect event trigger first-left row 1\n"),
    ]

    @Test("Each gesture", arguments: cases)
    func gesture(_ testCase: PlayedScriptCase) { testCase.check() }
}
