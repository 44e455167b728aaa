@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// `row … height N` makes rows several lines tall: a pointer gesture on row I presses its
/// middle line, `line L` presses any line of a tall row, and deleting and undoing keep heights.
@Suite("Player row heights")
struct PlayerRowHeightTests {
    /// Rows 1, 2, 3 and 1 lines tall: lines 0 A, 1-2 B, 3-5 C, 6 D.
    static let rows = """
        size 30x10
        row "A"
        row "B" height 2
        row "C" "three" height 3
        row "D"
        action first-left fraction 0.2 do replace
        action first-right fraction 0.2 do delete

        """

    /// A screen line and the row a swipe on it triggers.
    struct LineCase: CustomTestStringConvertible, Sendable {
        var line: Int
        var row: Int
        var testDescription: String { "line \(line) is row \(row)" }
    }

    static let lineCases = [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3)].map { LineCase(line: $0.0, row: $0.1) }

    @Test("A swipe on any line of a row triggers that row", arguments: lineCases)
    func line(_ testCase: LineCase) {
        let (result, _) = playScript(Self.rows + """
            swipe line \(testCase.line) 0.3
            expect event trigger first-left row \(testCase.row)
            """)
        #expect(result.diagnostic == nil)
    }

    @Test("A swipe on row I presses its middle line", arguments: [0, 1, 2, 3])
    func middle(_ row: Int) {
        let (result, _) = playScript(Self.rows + """
            drag \(row) 0.1
            expect offset \(row) 0.1
            release
            """)
        #expect(result.diagnostic == nil)
    }

    @Test("Deleting a tall row moves the rows below up; undo brings it back as tall")
    func deleteAndUndo() {
        let (result, _) = playScript(Self.rows + """
            swipe line 5 -0.5
            expect event delete first-right row 2
            wait 1s
            expect rows "A" "B" "D"
            swipe line 3 0.3
            expect event trigger first-left row 2
            wait 1s
            undo
            wait 1s
            expect rows "A" "B" "C" "D"
            swipe line 5 0.3
            expect event trigger first-left row 2
            swipe line 6 0.3
            expect event trigger first-left row 3
            """)
        #expect(result.diagnostic == nil)
    }

    @Test("An update keeps the row's height")
    func updateKeepsHeight() {
        let (result, _) = playScript(Self.rows + """
            update 2 "C2"
            wait 1s
            swipe line 5 0.3
            expect event trigger first-left row 2
            """)
        #expect(result.diagnostic == nil)
    }

    @Test("Sections and heights together: a tall row under a header")
    func tallRowInSection() {
        let (result, _) = playScript("""
            size 30x10
            section "S"
            row "A" height 3
            row "B"
            action first-left fraction 0.2 do replace
            swipe line 3 0.3
            expect event trigger first-left row 0
            swipe line 4 0.3
            expect event trigger first-left row 1
            """)
        #expect(result.diagnostic == nil)
    }
}

/// A row's text in a frame: title and subtitle on one line, or on two in a row that tall.
@Suite("Player row text")
struct PlayerRowTextTests {
    @Test("the subtitle goes on the second line of a row two lines tall or more", arguments: [
        (nil as Double?, "T  S"), (1, "T  S"), (1.5, "T  S"), (2, "T\nS"), (3, "T\nS"),
    ])
    func text(height: Double?, expected: String) {
        #expect(ScriptRow(id: 0, title: "T", subtitle: "S", height: height).text == expected)
        #expect(ScriptRow(id: 0, title: "T", height: height).text == "T")
    }
}
