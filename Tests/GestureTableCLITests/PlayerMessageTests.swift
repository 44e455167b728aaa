@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Script errors say what happened: `set long-press 0ms` lifts at once, and a pointer whose row
/// was deleted is still held (`drag F` moves it and drives nothing, `release` lets go), as a
/// finger stays down when its view goes away.
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
        Case(name: "a swipe after the dragged row was deleted waits for the held pointer",
             script: "drag 0 0.2\ndelete 0\nswipe 0 0.5\n",
             diagnostic: "t.gts:6:1: error: a gesture is in progress: a drag is held; 'release' or 'cancel' it first"),
        Case(name: "release after the dragged row was deleted lets go",
             script: "drag 0 0.2\ndelete 0\nrelease\nexpect no event replace\nswipe 0 0.5\nexpect event trigger first-left row 0\n"),
        Case(name: "drag F after the dragged row was deleted moves the pointer and drives nothing",
             script: "drag 0 0.2\ndelete 0\ndrag 0.6\ndrag -0.6\nrelease\nexpect no event trigger\nexpect rows \"B\"\nexpect offset 0 0\n"),
        Case(name: "deleting the lifted row ends the lift; the pointer stays held until released",
             script: "longpress 0\nmove 1\ndelete 1\nexpect event cancel row 1\nexpect lifted none\nmove line 0\ndrag 0.3\nrelease\nexpect rows \"B\"\n"),
        Case(name: "a swipe on a row still growing in says so instead of swiping the row below",
             script: "insert 1 \"N\"\nswipe 1 0.5\n",
             diagnostic: "t.gts:5:7: error: row 1 is not drawn on a line of its own yet (it is still growing in); 'wait' for it first"),
        Case(name: "after a wait the new row takes the swipe",
             script: "insert 1 \"N\"\nwait 300ms\nswipe 1 0.5\nexpect event push first-left row 1\n"),
        Case(name: "drop after the lifted row was deleted says so",
             script: "longpress 0\ndelete 0\ndrop\n",
             diagnostic: "t.gts:6:1: error: 'drop' needs a lifted row; the row the pointer held was deleted, which ended the lift: 'release' lets go"),
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
