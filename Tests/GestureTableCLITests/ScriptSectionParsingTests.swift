@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// `section "Header"`, `row … height N`, `expect section S rows …` and `insert … in section S`
/// parse to their commands, and bad values stop the parser at the offending token.
@Suite("Script sections and row heights: parsing")
struct ScriptSectionParsingTests {
    /// One line and what it parses to: a command, or an error's description.
    struct LineCase<Expected: Sendable>: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: Expected
        init(_ source: String, _ expected: Expected) {
            self.source = source
            self.expected = expected
        }
        var testDescription: String { source }
    }

    typealias Case = LineCase<ScriptCommand>
    typealias ErrorCase = LineCase<String>

    static let cases: [Case] = [
        Case(#"section "Today""#, .setup(.section(title: at("Today", 9)))),
        Case(#"section """#, .setup(.section(title: at("", 9)))),
        Case(#"row "A" height 2"#, .setup(.row(title: at("A", 5), subtitle: nil, height: at(2, 16)))),
        Case(#"row "A" "B" height 1.5"#, .setup(.row(title: at("A", 5), subtitle: at("B", 9), height: at(1.5, 20)))),
        Case(#"row "A" height 1000"#, .setup(.row(title: at("A", 5), subtitle: nil, height: at(1000, 16)))),
        Case(#"expect section 1 rows"#, .expectation(.section(at(.index(1), 16), rows: []))),
        Case(#"expect section 0 rows "A" "B""#, .expectation(.section(at(.index(0), 16), rows: [at("A", 23), at("B", 27)]))),
        Case(#"expect section "Today" rows "A""#, .expectation(.section(at(.title("Today"), 16), rows: [at("A", 29)]))),
        Case(#"insert 0 "A" in section 2"#, .input(.insert(index: at(0, 8), title: at("A", 10), section: at(.index(2), 25)))),
        Case(#"insert 3 "A" in section "Old""#, .input(.insert(index: at(3, 8), title: at("A", 10), section: at(.title("Old"), 25)))),
        Case(#"insert 1 "A" "B" height 2 in section 0"#, .input(.insert(
            index: at(1, 8), title: at("A", 10), subtitle: at("B", 14), height: at(2, 25), section: at(.index(0), 38)))),
        Case(#"insert 1 "A" height 1.5"#, .input(.insert(index: at(1, 8), title: at("A", 10), height: at(1.5, 21)))),
    ]

    @Test("The line parses to its command", arguments: cases)
    func parses(_ testCase: Case) {
        #expect(parseSingleCommand(testCase.source)?.value == testCase.expected)
    }

    static let sectionUsage =
        #"section "Header", or section insert S "Title", section delete S, section move S T, section title S "Title""#

    static let heightLimit = "expected a number of lines greater than 0 and at most 1000"

    static let errorCases: [ErrorCase] = [
        ErrorCase(#"row "A" height 0"#, "t.gts:1:16: error: row height 0 is out of range; \(heightLimit)"),
        ErrorCase(#"insert 0 "A" height 0"#, "t.gts:1:21: error: row height 0 is out of range; \(heightLimit)"),
        ErrorCase(#"insert 0 "A" "B" height nan"#, "t.gts:1:25: error: bad number 'nan' for a row height; expected a number of lines like 2 or 1.5"),
        ErrorCase(#"row "A" height -1"#, "t.gts:1:16: error: row height -1 is out of range; \(heightLimit)"),
        ErrorCase(#"row "A" height 1001"#, "t.gts:1:16: error: row height 1001 is out of range; \(heightLimit)"),
        ErrorCase(#"row "A" height nan"#,
                  "t.gts:1:16: error: bad number 'nan' for a row height; expected a number of lines like 2 or 1.5"),
        ErrorCase(#"row "A" height 1e308"#,
                  "t.gts:1:16: error: bad number '1e308' for a row height; expected a number of lines like 2 or 1.5"),
        ErrorCase(#"row "A" height inf"#,
                  "t.gts:1:16: error: bad number 'inf' for a row height; expected a number of lines like 2 or 1.5"),
        ErrorCase(#"row "A" height"#,
                  #"t.gts:1:15: error: missing a row height; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase(#"row "A" tall"#,
                  #"t.gts:1:9: error: unexpected argument 'tall'; usage: row "Title" ["Subtitle"] [height N] [under "Parent"]"#),
        ErrorCase(#"section"#, #"t.gts:1:8: error: missing a title; usage: \#(sectionUsage)"#),
        ErrorCase(#"section Today"#, "t.gts:1:9: error: expected a title in double quotes, got 'Today'"),
        ErrorCase(#"section "A" "B""#, #"t.gts:1:13: error: unexpected argument '"B"'; usage: \#(sectionUsage)"#),
        ErrorCase(#"expect section -1 rows"#,
                  "t.gts:1:16: error: negative section index -1; sections are numbered from 0"),
        ErrorCase(#"expect section x rows"#,
                  "t.gts:1:16: error: bad number 'x' for a section index; expected a whole number like 2"),
        ErrorCase(#"expect section 0 "A""#,
                  #"t.gts:1:18: error: expected 'rows' after the section; usage: expect section S rows "A" "B" ..."#),
        ErrorCase(#"expect section"#,
                  #"t.gts:1:15: error: missing a section; usage: expect section S rows "A" "B" ..."#),
        ErrorCase(#"insert 0 "A" in 2"#,
                  #"t.gts:1:17: error: expected 'section' after 'in'; usage: insert I "Title" ["Subtitle"] [height N] [in section S]"#),
    ]

    @Test("A bad value is an error at its line and column", arguments: errorCases)
    func error(_ testCase: ErrorCase) {
        #expect(parseError(testCase.source)?.description == testCase.expected)
    }
}
