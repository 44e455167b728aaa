import Testing
@testable import GestureTableCLI

/// Script errors say what happened: `set long-press 0ms` lifts at once (it once said the row
/// was busy), and a `delete` of the row a held drag is on ends that drag (a swipe after it once
/// said "a drag is held").
@Suite("Player messages")
struct PlayerMessageTests {
    @Test("A zero long-press duration lifts at once")
    func zeroLongPress() {
        let (result, _) = playScript("set long-press 0ms\nrow \"A\"\nrow \"B\"\nlongpress 0\nexpect event lift row 0\nmove 1\ndrop\nexpect rows \"B\" \"A\"\n")
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var diagnostic: String?
        var testDescription: String { name }
    }

    static let header = "row \"A\"\nrow \"B\"\naction first-left fraction 0.3 do push\n"

    static let cases: [Case] = [
        Case(name: "a swipe after the dragged row was deleted", script: "drag 0 0.2\ndelete 0\nswipe 0 0.5\nexpect event trigger first-left row 0\n"),
        Case(name: "release after the dragged row was deleted", script: "drag 0 0.2\ndelete 0\nrelease\n",
             diagnostic: "t.gts:6:1: error: 'release' needs a held drag; the drag on row 0 ended when line 5 deleted that row"),
        Case(name: "deleting another row keeps the drag", script: "drag 0 0.2\ndelete 1\nrelease\nexpect event replace row 0\n"),
        Case(name: "longpress on a pushed row holds the press", script: "swipe 0 0.5\nlongpress 0\nexpect lifted none\ndrop\n",
             diagnostic: "t.gts:7:1: error: 'drop' needs a lifted row; the press on row 0 lifted nothing: it is pushed off its line"),
        Case(name: "longpress on a settling row holds the press", script: "swipe 1 0.1\nlongpress 1\nmove 0\n",
             diagnostic: "t.gts:6:1: error: 'move' needs a lifted row; the press on row 1 lifted nothing: the press caught it while it was still moving; 'wait' for it to settle first"),
        Case(name: "longpress on a pushed row, then release", script: "swipe 0 0.5\nlongpress 0\nrelease\nexpect lifted none\n"),
    ]

    @Test("Messages after a row changed under a gesture", arguments: cases)
    func messages(_ testCase: Case) {
        let (result, _) = playScript(Self.header + testCase.script)
        #expect(result.diagnostic == testCase.diagnostic)
    }
}
