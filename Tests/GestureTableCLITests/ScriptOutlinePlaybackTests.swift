@testable import GestureScript
import GestureTable
import Testing
@testable import GestureTableCLI

/// Outlines in played scripts: rows declared `under` others, `expand`, `collapse`, `move-into`,
/// `move-out`, a pointer's drop into a row, the expectations `depth`, `parent` and `expanded`,
/// their events, and a script error (never a crash) for each way to get them wrong.
@Suite("Scripts: outlines")
struct ScriptOutlinePlaybackTests {
    /// Work (Report, Budget), Home (Taxes): the rows shown are Work, Report, Budget, Home, Taxes.
    static let projects = """
        size 40x8
        row "Work"
        row "Report" under "Work"
        row "Budget" under "Work"
        row "Home"
        row "Taxes" under "Home"

        """

    /// Plays `script`, expecting it to pass.
    func passes(_ script: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (result, output) = playScript(script)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")\n\(output)", sourceLocation: sourceLocation)
    }

    @Test("Rows declared under others are shown in the outline's order, each under its parent, expanded")
    func declaring() {
        passes(Self.projects + """
            expect rows "Work" "Report" "Budget" "Home" "Taxes"
            expect depth 0 0
            expect depth 1 1
            expect depth 2 1
            expect depth 3 0
            expect parent 1 "Work"
            expect parent 2 "Work"
            expect parent 4 "Home"
            expect parent 0 none
            expect parent 3 none
            expect expanded 0 yes
            expect expanded 3 yes
            expect expanded 1 no
            """)
    }

    @Test("An index before the table is built means the row the outline shows there")
    func indexesBeforeTheBuild() {
        // Rows are declared in the outline's order: `pin 2` pins Budget.
        let (result, _) = playScript(Self.projects + "pin 2\nlift 2\n")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic == "t.gts:8:1: error: row 2 is pinned: a pinned row cannot be lifted")
    }

    @Test("A row under a row with its own title is the child of the one declared before")
    func underItsOwnTitle() {
        passes("""
            row "A"
            row "A" under "A"
            row "A" under "A"
            expect rows "A" "A" "A"
            expect depth 2 2
            expect parent 2 "A"
            """)
    }

    @Test("collapse hides a row's children, expand shows them again, each with its event")
    func collapseAndExpand() {
        let (result, output) = playScript(Self.projects + """
            collapse 0
            expect event collapse
            expect expanded 0 no
            expect rows "Work" "Home" "Taxes"
            expect count 3
            expect parent 2 "Home"
            expand 0
            expect event expand
            expect expanded 0 yes
            expect rows "Work" "Report" "Budget" "Home" "Taxes"
            """, options: PlaybackOptions(tracesEvents: true))
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
        #expect(output.contains("  collapse row 0\n"), "\(output)")
        #expect(output.contains("  expand row 0\n"), "\(output)")
    }

    @Test("move-into puts the lifted row into the row above it; move-out takes it out; a drop is one undo step")
    func keys() {
        passes(Self.projects + """
            lift 3
            move-into
            drop
            expect rows "Work" "Report" "Budget" "Home" "Taxes"
            expect parent 3 "Work"
            expect depth 3 1
            expect depth 4 2
            expect parent 4 "Home"
            undo
            expect parent 3 none
            expect depth 4 1
            lift 1
            move-out
            drop
            expect rows "Work" "Budget" "Report" "Home" "Taxes"
            expect parent 2 none
            expect depth 2 0
            undo
            expect rows "Work" "Report" "Budget" "Home" "Taxes"
            expect parent 1 "Work"
            """)
    }

    @Test("A lifted row over the middle of another row drops into it")
    func pointerDropsInto() {
        passes(Self.projects + """
            longpress 4
            expect event lift row 4
            move 0 into
            drop
            wait 500ms
            expect parent 3 "Work"
            expect depth 3 1
            expect rows "Work" "Report" "Budget" "Taxes" "Home"
            undo
            expect rows "Work" "Report" "Budget" "Home" "Taxes"
            """)
    }

    @Test("move I takes row I's place in an outline too: the lifted row goes past its far quarter")
    func pointerTakesThePlace() {
        passes(Self.projects + """
            longpress 4
            move 0
            drop
            wait 500ms
            expect rows "Taxes" "Work" "Report" "Budget" "Home"
            expect depth 0 0
            expect expanded 3 no
            longpress 1
            move 4
            drop
            wait 500ms
            expect rows "Taxes" "Home" "Work" "Report" "Budget"
            expect parent 4 "Work"
            """)
    }

    @Test("A failed expectation says what it found")
    func failures() {
        let cases: [(expectation: String, message: String)] = [
            ("expect depth 1 2", "t.gts:7: expectation failed: expected depth 1 2, got depth 1 1"),
            (#"expect parent 1 "Home""#, #"t.gts:7: expectation failed: expected parent 1 "Home", got parent 1 "Work""#),
            ("expect parent 0 \"Work\"", #"t.gts:7: expectation failed: expected parent 0 "Work", got parent 0 none"#),
            ("expect expanded 0 no", "t.gts:7: expectation failed: expected expanded 0 no, got expanded 0 yes"),
            (
                "expect expanded 1 yes",
                "t.gts:7: expectation failed: expected expanded 1 yes, got expanded 1 no (it has no children)"
            ),
        ]
        for testCase in cases {
            let (result, _) = playScript(Self.projects + testCase.expectation + "\n")
            #expect(result.exitStatus == 1, "\(testCase.expectation)")
            #expect(result.diagnostic == testCase.message)
        }
    }

    @Test("A flat table's rows are at the top level, without children")
    func flat() {
        passes("""
            row "A"
            row "B"
            expect depth 1 0
            expect parent 1 none
            expect expanded 0 no
            """)
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var script: String
        var diagnostic: String
        var testDescription: String { script.split(separator: "\n").last.map(String.init) ?? script }

        init(_ script: String, _ diagnostic: String) {
            self.script = script
            self.diagnostic = diagnostic
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            #"row "A" under "P""#,
            #"t.gts:1:15: error: no row titled "P" is declared before this one; 'under' names a row declared above it"#),
        // The parent must come first: a row declared later is not found.
        ErrorCase(
            "row \"A\" under \"B\"\nrow \"B\"",
            #"t.gts:1:15: error: no row titled "B" is declared before this one; 'under' names a row declared above it"#),
        // A row is not its own parent: only rows declared before it are looked at.
        ErrorCase(
            #"row "Self" under "Self""#,
            #"t.gts:1:18: error: no row titled "Self" is declared before this one; 'under' names a row declared above it"#),
        ErrorCase(
            "section \"S\"\nrow \"A\"\nrow \"B\" under \"A\"",
            "t.gts:3:15: error: a script declares an outline ('row … under') or sections, not both"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nsection \"S\"",
            "t.gts:3:1: error: a script declares an outline ('row … under') or sections, not both"),
        ErrorCase(
            "column \"Todo\"\nrow \"A\"\nrow \"B\" under \"A\"",
            "t.gts:3:15: error: a board's columns hold flat lists: 'under' cannot be used with 'column'"),
        ErrorCase(
            "row \"A\"\nexpect count 1\nrow \"B\" under \"A\"",
            "t.gts:3:1: error: 'row' must come before the first gesture or observation; use 'insert I \"Title\"' to add a row later"),
        ErrorCase("expand 0", "t.gts:1:8: error: row index 0 is out of range: the table has no rows"),
        ErrorCase("row \"A\"\nrow \"B\" under \"A\"\nexpand 2147483647",
            "t.gts:3:8: error: row index 2147483647 is out of range: the table has 2 rows (0 to 1)"),
        ErrorCase("row \"A\"\nrow \"B\" under \"A\"\ncollapse 2",
            "t.gts:3:10: error: row index 2 is out of range: the table has 2 rows (0 to 1)"),
        ErrorCase("row \"A\"\nexpand 0", #"t.gts:2:1: error: 'expand' needs an outline: declare rows with 'row "T" under "P"'"#),
        ErrorCase("row \"A\"\ncollapse 0", #"t.gts:2:1: error: 'collapse' needs an outline: declare rows with 'row "T" under "P"'"#),
        ErrorCase("row \"A\"\nlift 0\nmove-into", #"t.gts:3:1: error: 'move-into' needs an outline: declare rows with 'row "T" under "P"'"#),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nmove-into",
            "t.gts:3:1: error: 'move-into' needs a row lifted by 'lift I'; no row is lifted: lift one with 'lift I'"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nmove-out",
            "t.gts:3:1: error: 'move-out' needs a row lifted by 'lift I'; no row is lifted: lift one with 'lift I'"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nlongpress 1\nmove-out",
            "t.gts:4:1: error: 'move-out' needs a row lifted by 'lift I'; the pointer holds the lifted row: move it with 'move I'"),
        ErrorCase("row \"A\"\nrow \"B\" under \"A\"\nexpect depth 2 0", "t.gts:3:14: error: row index 2 is out of range: the table has 2 rows (0 to 1)"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nexpect parent 2147483647 none",
            "t.gts:3:15: error: row index 2147483647 is out of range: the table has 2 rows (0 to 1)"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nmove 0 into",
            "t.gts:3:8: error: 'move' needs a lifted row; lift one with 'longpress I'"),
        ErrorCase(
            "row \"A\"\nrow \"B\"\nlongpress 1\nmove 0 into",
            #"t.gts:4:8: error: 'move I into' needs an outline: declare rows with 'row "T" under "P"'"#),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nlongpress 1\nmove 1 into",
            "t.gts:4:6: error: row 1 is the lifted row: a row cannot go into itself"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nlongpress 1\nmove 2147483647 into",
            "t.gts:4:6: error: row index 2147483647 is out of range: the table has 2 rows (0 to 1)"),
        ErrorCase(
            "row \"A\"\nrow \"B\" under \"A\"\nlongpress 1\nmove line 0 into",
            "t.gts:4:13: error: 'move line L' takes no 'into': name the row to drop into, 'move I into'"),
        ErrorCase("expect expanded 0 yes", "t.gts:1:17: error: row index 0 is out of range: the table has no rows"),
    ]

    @Test("Each mistake is a script error at the word at fault", arguments: errors)
    func error(_ testCase: ErrorCase) {
        let (result, _) = playScript(testCase.script)
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic == testCase.diagnostic)
    }

    @Test("move-into with no row above at its level, or move-out at the top level, leaves the row where it is, lifted")
    func nowhereToGo() {
        // As `move-by` at either end: nothing moves, and the script goes on.
        for (lift, index, command) in [("lift 0", 0, "move-into"), ("lift 0", 0, "move-out"), ("lift 1", 1, "move-into")] {
            let script = [lift, command, "expect lifted \(index)", "drop", #"expect rows "Work" "Report" "Budget" "Home" "Taxes""#, "expect depth 1 1"]
            passes(Self.projects + script.joined(separator: "\n") + "\n")
        }
    }

    @Test("Rows nest 100 levels below the top, not 101")
    func deepest() {
        var script = "row \"R\"\n"
        for _ in 0..<100 { script += "row \"R\" under \"R\"\n" }
        passes(script + "expect depth 100 100\nexpect parent 100 \"R\"\n")
        let (result, _) = playScript(script + "row \"R\" under \"R\"\n")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic == "t.gts:102:15: error: the outline is too deep: rows nest at most 100 levels below the top")
    }

    @Test("A row's children are declared right after it: a parent is the row above or one of its parents")
    func declarationOrder() {
        passes("""
            row "Work"
            row "Notes" under "Work"
            row "Draft" under "Notes"
            row "Plan" under "Work"
            row "Home"
            row "Notes" under "Home"
            expect rows "Work" "Notes" "Draft" "Plan" "Home" "Notes"
            expect parent 3 "Work"
            expect parent 5 "Home"
            expect depth 2 2
            """)
        let (result, _) = playScript("row \"A\"\nrow \"B\"\nrow \"a\" under \"A\"\n")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostic == #"t.gts:3:15: error: the row titled "A" is not the row above nor one of its parents; "#
            + "declare a row's children right after it, in the order the outline shows them")
    }

    @Test("A long outline is declared in time linear in its rows")
    func longOutline() {
        // Each declaration looks at the row above and its parents only: 20,000 children of one
        // row, then 20,000 rows with a child each, play at once.
        var script = "row \"A\"\n"
        for _ in 0..<20_000 { script += "row \"x\" under \"A\"\n" }
        for _ in 0..<20_000 { script += "row \"A\"\nrow \"A\" under \"A\"\n" }
        let clock = ContinuousClock()
        let start = clock.now
        let (result, _) = playScript(script + "expect depth 20000 1\n")
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
        #expect(clock.now - start < .seconds(30))
    }
}
