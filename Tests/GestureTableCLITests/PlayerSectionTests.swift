@testable import GestureScript
import GestureTable
import Testing
@testable import GestureTableCLI

/// Scripts with `section` lines build a sectioned table: indexes stay flat, `expect section`
/// checks one section, a lifted row crosses headers, and a script without sections is played
/// as before.
@Suite("Player sections")
struct PlayerSectionTests {
    /// Three sections: Today (A B), Yesterday (C), Older (D), drawn on lines 0 header, 1 A,
    /// 2 B, 3 header, 4 C, 5 header, 6 D.
    static let inbox = """
        size 30x10
        section "Today"
        row "A"
        row "B"
        section "Yesterday"
        row "C"
        section "Older"
        row "D"

        """

    /// A script's outcome: its exit status and diagnostic.
    static func play(_ script: String) -> (status: Int32, diagnostic: String?) {
        let (result, _) = playScript(script)
        return (result.exitStatus, result.diagnostic)
    }

    /// A script after ``inbox`` and what it must end with.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var diagnostic: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "sections by index and title", script: """
            expect rows "A" "B" "C" "D"
            expect section 0 rows "A" "B"
            expect section "Yesterday" rows "C"
            expect section "Older" rows "D"
            """),
        Case(name: "a failed section expectation names the section as written", script: """
            expect section "Yesterday" rows "C" "D"
            """,
            diagnostic: #"t.gts:9: expectation failed: expected section "Yesterday" rows "C" "D", got section "Yesterday" rows "C""#),
        Case(name: "an empty section expected to have rows", script: """
            delete 3
            wait 1s
            expect section 2 rows "D"
            """,
            diagnostic: #"t.gts:11: expectation failed: expected section 2 rows "D", got section 2 no rows"#),
        Case(name: "a section out of range is a script error", script: "expect section 99 rows\n",
             diagnostic: "t.gts:9:16: error: section index 99 is out of range: the table has 3 sections (0 to 2)"),
        Case(name: "an unknown title is a script error", script: "expect section \"Tomorrow\" rows\n",
             diagnostic: #"t.gts:9:16: error: no section is titled "Tomorrow""#),
        Case(name: "a pointer press targets a row below a header", script: """
            action first-left fraction 0.2 do replace
            swipe 2 0.3
            expect event trigger first-left row 2
            swipe line 4 0.3
            expect event trigger first-left row 2
            """),
        Case(name: "a press on a header hits no row", script: """
            action first-left fraction 0.2 do replace
            swipe line 3 0.3
            expect no event trigger
            """),
        Case(name: "move-by from a section's last row goes to the next section's top", script: """
            lift 1
            move-by 1
            expect lifted 1
            drop
            wait 1s
            expect section 0 rows "A"
            expect section 1 rows "B" "C"
            """),
        Case(name: "move-by past the end stops in the last section", script: """
            lift 0
            move-by 9
            expect lifted 3
            move-by 1
            expect lifted 3
            move-by -99
            expect lifted 0
            move-by 5
            drop
            wait 1s
            expect section 2 rows "D" "A"
            """),
        Case(name: "the pointer drags a lifted row across two headers", script: """
            longpress 0
            move line 6
            drop
            wait 1s
            expect section 0 rows "B"
            expect section 1 rows "C"
            expect section 2 rows "D" "A"
            """),
        Case(name: "a held drag of a lifted row crosses a header", script: """
            longpress 2
            drag 0.1
            move line 1
            drop
            wait 1s
            expect section 0 rows "C" "A" "B"
            expect section 1 rows
            """),
        Case(name: "deleting a section's last row leaves its header", script: """
            delete 3
            wait 1s
            expect rows "A" "B" "C"
            expect section "Older" rows
            undo
            wait 1s
            expect section "Older" rows "D"
            """),
        Case(name: "a flat insert goes to the section of the row at its index", script: """
            insert 2 "N"
            wait 1s
            expect section 1 rows "N" "C"
            """),
        Case(name: "insert in section by row within it, empty sections included", script: """
            delete 3
            wait 1s
            insert 0 "N" in section "Older"
            insert 1 "M" in section 0
            wait 1s
            expect rows "A" "M" "B" "C" "N"
            expect section 2 rows "N"
            """),
        Case(name: "insert in section past its rows is a script error", script: "insert 2 \"N\" in section 1\n",
             diagnostic: "t.gts:9:8: error: insertion row 2 is out of range: section 1 has 1 row, so 0 to 1 are valid"),
        Case(name: "section after the table is built is a script error", script: "frame\nsection \"Later\"\n",
             diagnostic: "t.gts:10:1: error: 'section' must come before the first gesture or observation"),
    ]

    @Test("The script after a three-section header ends as expected", arguments: cases)
    func plays(_ testCase: Case) {
        let outcome = Self.play(Self.inbox + testCase.script + "\n")
        #expect(outcome.diagnostic == testCase.diagnostic)
        #expect(outcome.status == (testCase.diagnostic == nil ? 0 : testCase.diagnostic!.contains(": error: ") ? 2 : 1))
    }

    @Test("--trace adds the index path to the events of a sectioned table, and only there")
    func traceIndexPaths() {
        let (_, sectioned) = playScript(Self.inbox + "lift 1\nmove-by 1\ndrop\n", options: PlaybackOptions(tracesEvents: true))
        #expect(sectioned == """
              0.000s  lift row 1  (section 0 row 1)
              0.000s  move row 1 from 1  (section 1 row 0, from section 0 row 1)
              0.000s  drop row 1  (section 1 row 0)

            """)
        let (_, flat) = playScript("row \"A\"\nrow \"B\"\nlift 0\nmove-by 1\ndrop\n", options: PlaybackOptions(tracesEvents: true))
        #expect(flat == """
              0.000s  lift row 0
              0.000s  move row 1 from 0
              0.000s  drop row 1

            """)
    }

    @Test("Rows before the first section form an untitled first section; none without such rows")
    func untitledFirstSection() {
        let withRows = Self.play("""
            row "X"
            section "Today"
            row "A"
            expect section 0 rows "X"
            expect section "Today" rows "A"
            expect section 1 rows "A"
            """)
        #expect(withRows.diagnostic == nil)
        let without = Self.play("""
            section "Today"
            row "A"
            expect section 0 rows "A"
            expect section 1 rows
            """)
        #expect(without.diagnostic == "t.gts:4:16: error: section index 1 is out of range: the table has 1 section (index 0)")
    }

    @Test("A script without sections has one section holding every row")
    func withoutSections() {
        let outcome = Self.play("""
            size 30x10
            row "A"
            row "B"
            action first-left fraction 0.2 do replace
            expect section 0 rows "A" "B"
            drag line 0 0.1
            expect offset 0 0.1
            release
            """)
        #expect(outcome.diagnostic == nil)
    }

    @Test("An empty title is a header with no text, named by \"\"")
    func emptyTitle() {
        let outcome = Self.play("""
            section ""
            row "A"
            section "B"
            row "C"
            expect section "" rows "A"
            expect section 1 rows "C"
            """)
        #expect(outcome.diagnostic == nil)
    }

    @Test("Sections with no rows at all make a table of headers")
    func emptySections() {
        let outcome = Self.play("""
            section "A"
            section "B"
            expect count 0
            expect section 1 rows
            insert 0 "N" in section "B"
            wait 1s
            expect section 1 rows "N"
            """)
        #expect(outcome.diagnostic == nil)
    }
}
