@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The outline commands parse to the right AST, with the column of every argument, and bad
/// input is a script error at the word at fault, never a crash.
@Suite("Parsing the outline commands")
struct ScriptOutlineParsingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: ScriptCommand
        var testDescription: String { source }

        init(_ source: String, _ expected: ScriptCommand) {
            self.source = source
            self.expected = expected
        }
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { source }

        init(_ source: String, _ expected: String) {
            self.source = source
            self.expected = expected
        }
    }

    static let commands: [Case] = [
        Case(#"row "Report" under "Work""#, .setup(.row(title: at("Report", 5), subtitle: nil, parent: at("Work", 20)))),
        Case(
            #"row "A" "sub" height 2 under "P""#,
            .setup(.row(title: at("A", 5), subtitle: at("sub", 9), height: at(2.0, 22), parent: at("P", 30)))),
        Case(
            #"row "A" under "P" height 2"#,
            .setup(.row(title: at("A", 5), subtitle: nil, height: at(2.0, 26), parent: at("P", 15)))),
        // A row may be under a parent titled as itself: the parent is the row declared before.
        Case(#"row "A" under "A""#, .setup(.row(title: at("A", 5), subtitle: nil, parent: at("A", 15)))),
        Case(#"row "" under """#, .setup(.row(title: at("", 5), subtitle: nil, parent: at("", 14)))),
        Case("expand 3", .input(.expand(index: at(3, 8)))),
        Case("collapse 0", .input(.collapse(index: at(0, 10)))),
        // The largest index a script may write; the player says whether the row is there.
        Case("expand 2147483647", .input(.expand(index: at(Int(Int32.max), 8)))),
        Case("move-into", .input(.moveInto)),
        Case("move 2 into", .gesture(.move(target: at(.row(2), 6), into: SourceLocation(line: 1, column: 8)))),
        Case("move line 3 into", .gesture(.move(target: at(.line(3), 11), into: SourceLocation(line: 1, column: 13)))),
        Case("move-out", .input(.moveOut)),
        Case("expect depth 2 1", .expectation(.depth(index: at(2, 14), depth: at(1, 16)))),
        Case("expect depth 0 0", .expectation(.depth(index: at(0, 14), depth: at(0, 16)))),
        Case(#"expect parent 3 "Work""#, .expectation(.parent(index: at(3, 15), title: at("Work", 17)))),
        Case("expect parent 3 none", .expectation(.parent(index: at(3, 15), title: nil))),
        // A parent titled "none" is a string, not the word.
        Case(#"expect parent 3 "none""#, .expectation(.parent(index: at(3, 15), title: at("none", 17)))),
        Case("expect expanded 0 yes", .expectation(.expanded(index: at(0, 17), isExpanded: at(true, 19)))),
        Case("expect expanded 4 no", .expectation(.expanded(index: at(4, 17), isExpanded: at(false, 19)))),
    ]

    static let errors: [ErrorCase] = [
        ErrorCase(
            #"row "A" under"#,
            #"t.gts:1:14: error: missing a parent title; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase(#"row "A" under P"#, "t.gts:1:15: error: expected a parent title in double quotes, got 'P'"),
        ErrorCase(
            #"row "A" under "P" "Q""#,
            #"t.gts:1:19: error: unexpected argument '"Q"'; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase(
            #"row "A" under "P" under "Q""#,
            #"t.gts:1:19: error: unexpected argument 'under'; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase(
            #"row "A" height 1 under "P" height 2"#,
            #"t.gts:1:28: error: unexpected argument 'height'; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase("expand", "t.gts:1:7: error: missing a row index; usage: expand I"),
        ErrorCase("expand -1", "t.gts:1:8: error: negative row index -1; rows are numbered from 0"),
        ErrorCase("collapse -9223372036854775808", "t.gts:1:10: error: number '-9223372036854775808' is out of range for a row index"),
        ErrorCase("expand 9223372036854775807", "t.gts:1:8: error: number '9223372036854775807' is out of range for a row index"),
        ErrorCase("collapse -2147483647", "t.gts:1:10: error: negative row index -2147483647; rows are numbered from 0"),
        ErrorCase(
            "expect depth 0 9223372036854775807", "t.gts:1:16: error: number '9223372036854775807' is out of range for a depth"),
        ErrorCase("collapse x", "t.gts:1:10: error: bad number 'x' for a row index; expected a whole number like 2"),
        ErrorCase("expand 1 2", "t.gts:1:10: error: unexpected argument '2'; usage: expand I"),
        ErrorCase("move-into 1", "t.gts:1:11: error: unexpected argument '1'; usage: move-into"),
        ErrorCase("move-out now", "t.gts:1:10: error: unexpected argument 'now'; usage: move-out"),
        ErrorCase("move 2 in", "t.gts:1:8: error: unexpected argument 'in'; usage: move I [into], or move line L"),
        ErrorCase("move 2 into 3", "t.gts:1:13: error: unexpected argument '3'; usage: move I [into], or move line L"),
        ErrorCase("move-in", "t.gts:1:1: error: unknown command 'move-in'; did you mean 'move-by'?"),
        ErrorCase("expect depth 0", "t.gts:1:15: error: missing a depth; usage: expect depth I N"),
        ErrorCase("expect depth 0 -1", "t.gts:1:16: error: negative depth -1"),
        ErrorCase("expect depth -1 0", "t.gts:1:14: error: negative row index -1; rows are numbered from 0"),
        ErrorCase(
            "expect parent 0 Work",
            #"t.gts:1:17: error: expected the parent's title in double quotes or 'none'; got 'Work'; usage: expect parent I "Title"|none"#),
        ErrorCase(
            "expect parent 0",
            #"t.gts:1:16: error: expected the parent's title in double quotes or 'none'; usage: expect parent I "Title"|none"#),
        ErrorCase(
            "expect parent 0 none 1", #"t.gts:1:22: error: unexpected argument '1'; usage: expect parent I "Title"|none"#),
        ErrorCase("expect expanded 0 maybe", "t.gts:1:19: error: expected 'yes' or 'no', got 'maybe'"),
        ErrorCase("expect expanded 0", "t.gts:1:18: error: missing a 'yes' or 'no'; usage: expect expanded I yes|no"),
    ]

    @Test("Each outline command", arguments: commands)
    func command(_ testCase: Case) {
        guard let command = parseSingleCommand(testCase.source) else { return }
        #expect(command.value == testCase.expected)
        #expect(command.location == ScriptLocation(line: 1, column: 1))
    }

    @Test("Each bad outline command is an error at the word at fault", arguments: errors)
    func error(_ testCase: ErrorCase) {
        #expect(parseError(testCase.source)?.description == testCase.expected)
    }

    @Test("The outline commands and expectations are named where errors list them")
    func listed() {
        for name in ["expand", "collapse", "move-into", "move-out"] {
            #expect(ScriptParser.commandNames.contains(name), "\(name)")
        }
        for name in ["depth", "parent", "expanded"] {
            #expect(ScriptParser.expectationNames.contains(name), "\(name)")
        }
    }
}
