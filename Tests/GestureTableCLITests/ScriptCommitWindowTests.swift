@testable import GestureScript
import Testing

/// `set commit-delay`, `commit-now`, `expect pending-commits` and the `commit` event.
@Suite("Scripts: the undo window")
struct ScriptCommitWindowTests {
    @Test("A change waits for its window; an undo inside it takes it out; commit-now commits")
    func window() {
        let script = """
            set commit-delay 2s
            row "A"
            row "B"
            row "C"
            delete 1
            expect pending-commits 1
            undo
            expect pending-commits 0
            wait 3s
            expect no event commit
            delete 2
            wait 2s
            expect event commit row 2
            delete 0
            commit-now
            expect event commit row 0
            expect pending-commits 0
            """
        let (result, _) = playScript(script)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }

    @Test("A wrong count names both counts")
    func failure() {
        let (result, _) = playScript("set commit-delay 1s\nrow \"A\"\ndelete 0\nexpect pending-commits 2\n")
        #expect(result.diagnostic?.contains("expected pending-commits 2") == true, "\(result.diagnostic ?? "")")
        #expect(result.diagnostic?.contains("got pending-commits 1") == true, "\(result.diagnostic ?? "")")
    }

    @Test("A board has one window: a move between columns is two changes, committed together")
    func board() {
        let script = """
            set commit-delay 1s
            column "Todo"
            row "A"
            column "Done"
            lift 0 0
            move-to-column 1
            drop
            expect pending-commits 2
            wait 1s
            expect event commit row 0
            expect pending-commits 0
            """
        let (result, _) = playScript(script)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }

    @Test("Bad delays are errors, not crashes", arguments: ["set commit-delay -1s", "set commit-delay forever", "set commit-delay"])
    func badDelay(line: String) {
        let (result, _) = playScript(line + "\nrow \"A\"\n")
        #expect(result.exitStatus != 0)
        #expect(result.diagnostic?.contains("error") == true)
    }
}
