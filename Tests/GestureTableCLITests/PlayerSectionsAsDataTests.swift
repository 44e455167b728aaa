@testable import GestureScript
import GestureTable
import Testing
@testable import GestureTableCLI

/// Scripts change sections as an app does: one at a time, or whole with `reload`; each change
/// is an event, an undo step, and leaves a lifted row lifted.
@Suite("Player sections as data")
struct PlayerSectionsAsDataTests {
    /// Today (A B), Yesterday (empty), Earlier (C).
    static let inbox = """
        size 30x12
        section "Today"
        row "A"
        row "B"
        section "Yesterday"
        section "Earlier"
        row "C"

        """

    typealias Case = PlayerSectionTests.Case

    static let cases: [Case] = [
        Case(name: "a day-sectioned refresh moves a row into another section", script: """
            reload section "Today" "A" section "Yesterday" "B" "N" section "Earlier" "C"
            expect event move row 1 from 1
            expect event insert row 2
            expect section "Yesterday" rows "B" "N"
            expect sections "Today" "Yesterday" "Earlier"
            """),
        Case(name: "each section verb is an event and an undo step", script: """
            section insert 3 "Later"
            expect event section-insert section 3
            section move 0 3
            expect event section-move section 3 from 0
            section title "Yesterday" "Last week"
            expect event section-update section 0
            section delete "Earlier"
            expect event delete row 0
            expect event section-delete section 1
            expect sections "Last week" "Later" "Today"
            expect rows "A" "B"
            undo
            undo
            undo
            undo
            expect sections "Today" "Yesterday" "Earlier"
            expect rows "A" "B" "C"
            """),
        Case(name: "reload keeps rows by title and makes new ones", script: """
            reload "C" "X" "A"
            expect event delete row 1
            expect event insert row 1
            expect rows "C" "X" "A"
            undo
            expect rows "A" "B" "C"
            """),
        Case(name: "a lifted row stays lifted through section changes", script: """
            lift 2
            section insert 0 "New"
            section move 3 0
            section delete "Yesterday"
            expect lifted 0
            cancel
            expect sections "Earlier" "New" "Today"
            expect rows "C" "A" "B"
            """),
        Case(name: "a failed sections expectation shows both lists", script: """
            expect sections "Today" "Earlier"
            """,
            diagnostic: #"t.gts:8: expectation failed: expected sections "Today" "Earlier", got sections "Today" "Yesterday" "Earlier""#),
        Case(name: "an insertion index past the end is a script error", script: """
            section insert 4 "X"
            """,
            diagnostic: "t.gts:8:16: error: section insertion index 4 is out of range: the table has 3 sections, so 0 to 3 are valid"),
        Case(name: "a move to a section the table does not have is a script error", script: """
            section move 0 3
            """,
            diagnostic: "t.gts:8:16: error: section index 3 is out of range: the table has 3 sections (0 to 2)"),
        Case(name: "a refresh without an undo step keeps what could be undone and redone", script: """
            section title 0 "Now"
            undo
            reload "B" "A" "N" no-undo
            expect event insert row 2
            expect can-undo no
            expect can-redo yes
            redo
            expect sections "Now" "Yesterday" "Earlier"
            expect rows "B" "A" "N"
            """),
        Case(name: "a row deleted by its title, by id, without an undo step keeps the step before it", script: """
            section title 0 "Now"
            delete "B" none no-undo
            expect rows "A" "C"
            expect event delete row 1
            undo
            expect sections "Today" "Yesterday" "Earlier"
            expect rows "A" "C"
            expect can-undo no
            """),
        Case(name: "deleting a title the table does not have is a script error", script: """
            delete "Z"
            """,
            diagnostic: #"t.gts:8:8: error: no row titled "Z""#),
        Case(name: "a section title already in the table is refused", script: """
            section insert 0 "Today"
            """,
            diagnostic: #"t.gts:8:1: error: a section with id "Today" is already in the table"#),
        Case(name: "a reload naming a section twice is refused", script: """
            reload section "Today" "A" section "Today" "B"
            """,
            diagnostic: #"t.gts:8:1: error: new section 1 has id "Today", which an earlier new section has already"#),
    ]

    @Test("The script plays to its end, or stops where it should", arguments: cases)
    func plays(_ testCase: Case) {
        let (status, diagnostic) = PlayerSectionTests.play(Self.inbox + testCase.script + "\n")
        #expect(diagnostic == testCase.diagnostic)
        #expect(status == (testCase.diagnostic == nil ? 0 : testCase.diagnostic!.contains("expectation failed") ? 1 : 2))
    }

    @Test("a script that declares two sections with one title plays, each section its own")
    func repeatedTitle() {
        let (status, diagnostic) = PlayerSectionTests.play("""
            size 30x12
            section "Today"
            row "A"
            section "Today"
            row "B"
            expect sections "Today" "Today"
            expect section 1 rows "B"
            reload section "Today" "B" "A"
            expect sections "Today"

            """)
        #expect(diagnostic == nil)
        #expect(status == 0)
    }

    @Test("--trace prints the events of sections with their section")
    func trace() {
        var options = PlaybackOptions()
        options.tracesEvents = true
        let (result, output) = playScript(Self.inbox + "section move 2 0\nsection title 0 \"Old\"\n", options: options)
        #expect(result.exitStatus == 0)
        #expect(output.contains("section-move section 0 from 2"))
        #expect(output.contains("section-update section 0"))
    }
}
