@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The board's commands parse to the right AST, with the column of every argument.
@Suite("Parsing the board's commands")
struct ScriptBoardParsingTests {
    static let cases: [ScriptCommandParsingTests.Case] = [
        .init(#"column "Todo""#, .setup(.column(title: at("Todo", 8), refusesTransfers: false))),
        .init(#"column "Done" refuse"#, .setup(.column(title: at("Done", 8), refusesTransfers: true))),
        .init("lift 2 3", .input(.liftInColumn(column: at(2, 6), index: at(3, 8)))),
        .init("lift 3", .input(.lift(index: at(3, 6)))),
        .init("move-to-column 1", .input(.moveToColumn(at(1, 16)))),
        .init(#"expect column 1 rows "A" "B""#, .expectation(.column(at(1, 15), rows: [at("A", 22), at("B", 26)]))),
        .init("expect column 0 rows", .expectation(.column(at(0, 15), rows: []))),
    ]

    @Test("A board command parses", arguments: cases)
    func parses(_ testCase: ScriptCommandParsingTests.Case) throws {
        let script = try ScriptParser.parse(testCase.source, fileName: "t.gts")
        #expect(script.commands.map(\.value) == [testCase.expected])
    }
}

/// A board command with a bad argument is an error at its line and column.
@Suite("Board command errors")
struct ScriptBoardErrorTests {
    static let cases: [ScriptErrorMessageTests.Case] = [
        .init("column", #"t.gts:1:7: error: missing a title; usage: column "Title" [refuse]"#),
        .init(#"column "A" refuses"#, #"t.gts:1:12: error: unexpected argument 'refuses'; usage: column "Title" [refuse]"#),
        .init("lift -1 0", "t.gts:1:6: error: negative column index -1; columns are numbered from 0"),
        .init("lift x 0", "t.gts:1:6: error: bad number 'x' for a column index; expected a whole number like 2"),
        .init("lift 0 -1", "t.gts:1:8: error: negative row index -1; rows are numbered from 0"),
        .init("move-to-column", "t.gts:1:15: error: missing a column index; usage: move-to-column C"),
        .init("move-to-column 9223372036854775808", "t.gts:1:16: error: number '9223372036854775808' is out of range for a column index"),
        .init("expect column 1", #"t.gts:1:16: error: expected 'rows' after the column; usage: expect column C rows "A" "B" ..."#),
        .init("expect column rows", "t.gts:1:15: error: bad number 'rows' for a column index; expected a whole number like 2"),
    ]

    @Test("A bad board command is an error at its line and column", arguments: cases)
    func reports(_ testCase: ScriptErrorMessageTests.Case) {
        var reported: ScriptError?
        do throws(ScriptError) {
            _ = try ScriptParser.parse(testCase.source, fileName: "t.gts")
        } catch {
            reported = error
        }
        #expect(reported?.description == testCase.expected)
    }
}

/// Boards played: columns, carrying a row, refusals, one history, errors of the player.
@Suite("Playing a board")
struct PlayerBoardTests {
    static let board = """
        size 41x4
        column "Todo"
        row "A"
        row "B"
        column "Doing"
        row "C"
        column "Done" refuse

        """

    @Test func aRowMovesToAnotherColumnAndBack() {
        let (result, _) = playScript(Self.board + """
            lift 0 0
            move-to-column 1
            expect no event transfer
            expect lifted 0
            expect lifted 1 0
            expect column 0 rows "A" "B"
            drop
            expect event transfer row 0
            expect column 0 rows "B"
            expect column 1 rows "A" "C"
            expect rows "A" "C"
            undo
            expect column 0 rows "A" "B"
            expect column 1 rows "C"
            expect can-undo no
            expect can-redo yes
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }

    @Test func aRefusingColumnLeavesTheRowLifted() {
        let (result, _) = playScript(Self.board + """
            lift 1 0
            move-to-column 2
            expect event transfer-refused
            expect announcement "“C” cannot move to Done"
            expect lifted 0
            expect column 2 rows
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
    }

    @Test func theFrameShowsTheColumnsSideBySide() {
        let (result, output) = playScript(Self.board + """
            frame
            """)
        #expect(result.exitStatus == 0)
        let lines = output.split(separator: "\n").dropFirst().map(String.init)
        // Columns 13 wide, a cell apart; the empty one shows its placeholder.
        #expect(lines.first == "  A             C")
        #expect(lines.dropFirst().first == "  B                            No rows")
    }

    @Test(arguments: [
        ("lift 3 0", "t.gts:8:6: error: column index 3 is out of range: the board has 3 columns (0 to 2)"),
        ("move-to-column 7", "t.gts:8:16: error: column index 7 is out of range: the board has 3 columns (0 to 2)"),
        ("move-to-column 1", "t.gts:8:16: error: cannot move to column 1: no row is lifted: lift a row before moving it to another column"),
        ("expect column 5 rows", "t.gts:8:15: error: column index 5 is out of range: the board has 3 columns (0 to 2)"),
        ("lift 2 0", "t.gts:8:8: error: row index 0 is out of range: the table has no rows"),
    ])
    func errorsOfThePlayer(line: String, expected: String) {
        let (result, _) = playScript(Self.board + line)
        #expect(result.diagnostic == expected)
    }

    @Test(arguments: [
        ("row \"A\"\nlift 0 0", "t.gts:2:1: error: 'lift C I' needs a board: declare its columns with 'column \"Title\"' before the rows"),
        ("row \"A\"\nmove-to-column 0", "t.gts:2:1: error: 'move-to-column' needs a board: declare its columns with 'column \"Title\"' before the rows"),
        ("row \"A\"\ncolumn \"T\"", "t.gts:2:1: error: 'column' must come before the first row: each row belongs to a column"),
        ("section \"S\"\ncolumn \"T\"", "t.gts:2:1: error: a script declares columns or sections, not both"),
        ("column \"T\"\nexpect rows\ncolumn \"U\"", "t.gts:3:1: error: 'column' must come before the first gesture or observation"),
    ])
    func misplacedBoardCommands(script: String, expected: String) {
        let (result, _) = playScript(script)
        #expect(result.diagnostic == expected)
    }
}
