@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The section verbs, `reload` and `expect sections` parse to their commands, and bad values
/// stop the parser at the offending token.
@Suite("Script sections as data: parsing")
struct ScriptSectionsAsDataParsingTests {
    typealias Case = ScriptSectionParsingTests.LineCase<ScriptCommand>
    typealias ErrorCase = ScriptSectionParsingTests.LineCase<String>

    static let cases: [Case] = [
        Case(#"section insert 0 "Today""#, .input(.insertSection(index: at(0, 16), title: at("Today", 18)))),
        Case(#"section delete 2"#, .input(.deleteSection(at(.index(2), 16)))),
        Case(#"section delete "Old""#, .input(.deleteSection(at(.title("Old"), 16)))),
        Case(#"section move 0 2"#, .input(.moveSection(at(.index(0), 14), to: at(2, 16)))),
        Case(#"section move "Old" 0"#, .input(.moveSection(at(.title("Old"), 14), to: at(0, 20)))),
        Case(#"section title 1 "Later""#, .input(.retitleSection(at(.index(1), 15), title: at("Later", 17)))),
        Case(#"section "insert""#, .setup(.section(title: at("insert", 9)))),
        Case(#"reload"#, .input(.reload([]))),
        Case(#"reload "A" "B""#, .input(.reload([at("A", 8), at("B", 12)]))),
        Case(#"reload "A" no-undo"#, .input(.reload([at("A", 8)], registersUndo: false))),
        Case(#"delete "A""#, .input(.deleteTitled(at("A", 8), animation: nil, registersUndo: true))),
        Case(#"delete "A" fade no-undo"#, .input(.deleteTitled(at("A", 8), animation: at(.fade, 12), registersUndo: false))),
        Case(#"delete "A" no-undo"#, .input(.deleteTitled(at("A", 8), animation: nil, registersUndo: false))),
        Case(#"reload section "T" "A" no-undo"#, .input(.reloadSections(
            [ScriptReloadSection(title: at("T", 16), rows: [at("A", 20)])], registersUndo: false))),
        Case(#"reload section "T" "A" section "E""#, .input(.reloadSections([
            ScriptReloadSection(title: at("T", 16), rows: [at("A", 20)]),
            ScriptReloadSection(title: at("E", 32), rows: []),
        ]))),
        Case(#"expect sections"#, .expectation(.sections([]))),
        Case(#"expect sections "Today" "Earlier""#, .expectation(.sections([at("Today", 17), at("Earlier", 25)]))),
        Case(#"expect event section-move section 2 from 0"#, .expectation(.event(ScriptEventPattern(
            name: at(.sectionMove, 14), from: at(0, 42), section: at(2, 35))))),
        Case(#"expect no event section-delete section 1"#, .expectation(.noEvent(ScriptEventPattern(
            name: at(.sectionDelete, 17), section: at(1, 40))))),
    ]

    @Test("The line parses to its command", arguments: cases)
    func parses(_ testCase: Case) {
        #expect(parseSingleCommand(testCase.source)?.value == testCase.expected)
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(#"section insert -1 "A""#, "t.gts:1:16: error: negative section index -1; sections are numbered from 0"),
        ErrorCase(#"section insert 0"#, #"t.gts:1:17: error: missing a title; usage: \#(ScriptSectionParsingTests.sectionUsage)"#),
        ErrorCase(#"section move 0"#, #"t.gts:1:15: error: missing a section index; usage: \#(ScriptSectionParsingTests.sectionUsage)"#),
        ErrorCase(#"section move 0 x"#, "t.gts:1:16: error: bad number 'x' for a section index; expected a whole number like 2"),
        ErrorCase(#"section delete"#, #"t.gts:1:15: error: missing a section; usage: \#(ScriptSectionParsingTests.sectionUsage)"#),
        ErrorCase(#"section title 0 Later"#, "t.gts:1:17: error: expected a title in double quotes, got 'Later'"),
        ErrorCase(#"reload "A" B"#, "t.gts:1:12: error: expected a title in double quotes, got 'B'"),
        ErrorCase(#"reload section "T" "A" B"#,
                  #"t.gts:1:24: error: expected 'section' or a row title in double quotes; usage: reload "A" "B" ... [no-undo], or reload section "Title" "A" ... [section "Title" ...] [no-undo]"#),
        ErrorCase(#"reload section"#,
                  #"t.gts:1:15: error: missing a section title; usage: reload "A" "B" ... [no-undo], or reload section "Title" "A" ... [section "Title" ...] [no-undo]"#),
        ErrorCase(#"expect sections A"#, "t.gts:1:17: error: expected a title in double quotes, got 'A'"),
        ErrorCase(#"expect event section-insert section x"#,
                  "t.gts:1:37: error: bad number 'x' for a section index; expected a whole number like 2"),
    ]

    @Test("A bad value is an error at its line and column", arguments: errorCases)
    func error(_ testCase: ErrorCase) {
        #expect(parseError(testCase.source)?.description == testCase.expected)
    }
}
