import Testing
@testable import GestureTableCLI

/// A gesture that presses a row presses its content: on a row open in reveal mode, still opening
/// or open, with buttons reaching past the middle of the row, `swipe I 0` is a tap on the
/// content, which closes the row, and never a press of a button; only `tap` presses buttons.
@Suite("Player: a press lands on the row's content")
struct PlayerContentPressTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }

        init(_ name: String, _ script: String) {
            self.name = name
            self.script = script
        }
    }

    /// Two rows whose right side reveals two buttons; open, they cover 0.6 of the row (lines 1
    /// to 6 of every script).
    static let header = """
        size 40x4
        row "A"
        row "B"
        reveal right
        action first-right fraction 0.3 color blue icon "Flag" do replace
        action second-right fraction 0.6 color red icon "Trash" do delete

        """

    static let cases: [Case] = [
        Case("swipe I 0 on a row still opening",
             "swipe 0 -0.7\nexpect event open row 0\nswipe 0 0\nexpect event close row 0\nexpect no event trigger\nwait 1s\nexpect rows \"A\" \"B\"\n"),
        Case("swipe I 0 on an open row whose buttons cover the middle",
             "open 0 right\nwait 1s\nexpect offset 0 -0.6\nswipe 0 0\nexpect event close row 0\nexpect no event trigger\n"),
        Case("swipe line L 0 on an open row",
             "open 1 right\nwait 1s\nswipe line 1 0\nexpect event close row 1\nexpect no event trigger\n"),
        Case("a long press on an open row, released",
             "open 0 right\nwait 1s\nlongpress 0\nexpect lifted none\nrelease\nexpect event close row 0\nexpect no event trigger\n"),
        Case("a swipe from the content of an open row drags it",
             "open 0 right\nwait 1s\nswipe 0 0.6\nexpect no event trigger\nwait 1s\nexpect offset 0 0 within 0.001\n"),
        Case("tap presses the button",
             "open 0 right\nwait 1s\ntap 0 right 1\nexpect event trigger second-right row 0\nwait 1s\nexpect rows \"B\"\n"),
    ]

    @Test("Only tap presses a revealed button", arguments: cases)
    func press(_ testCase: Case) {
        let (result, _) = playScript(Self.header + testCase.script)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }
}
