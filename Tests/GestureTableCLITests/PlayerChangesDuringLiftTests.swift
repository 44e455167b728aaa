import Testing
@testable import GestureTableCLI

/// Scripts that change rows while one is lifted: the lift goes on, and the drop, `cancel` and
/// `undo` count the rows as they are now.
@Suite("Player: changes during a lift")
struct PlayerChangesDuringLiftTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    static let rows = "row \"a\"\nrow \"b\"\nrow \"c\"\nrow \"d\"\n"

    static let cases: [Case] = [
        Case(
            name: "a drop after a deletion moves from the row's place among the rows left",
            script: "lift 2\nmove-by -2\ndelete 2\ndrop\nexpect event move row 0 from 1\nexpect rows \"c\" \"a\" \"d\"\n"
                + "undo\nexpect rows \"a\" \"c\" \"d\"\n"),
        Case(
            name: "cancel after a deletion puts the row back between its neighbours",
            script: "lift 2\nmove-by -2\ndelete 2\ncancel\nexpect event cancel row 1\nexpect rows \"a\" \"c\" \"d\"\n"),
        Case(
            name: "after an insertion above the lifted row, move reaches the last row",
            script: "longpress 1\ninsert 0 \"x\"\nmove 4\ndrop\nexpect rows \"x\" \"a\" \"c\" \"d\" \"b\"\n"),
        Case(
            name: "undo while a row is lifted is applied and the lift goes on",
            script: "delete 0\nlift 1\nmove-by 1\nundo\nexpect lifted 3\nexpect rows \"a\" \"b\" \"d\" \"c\"\ncancel\n"
                + "expect rows \"a\" \"b\" \"c\" \"d\"\n"),
        Case(
            name: "undo of the lifted row's own move ends the lift with cancel",
            script: "lift 0\nmove-by 2\ndrop\nlift 2\nmove-by 1\nundo\nexpect event cancel row 2\nexpect lifted none\n"
                + "expect rows \"a\" \"b\" \"c\" \"d\"\n"),
    ]

    @Test("Rows change under a lift", arguments: cases)
    func script(_ testCase: Case) {
        let (result, _) = playScript(Self.rows + testCase.script)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }
}
