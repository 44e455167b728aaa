@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Strings in double quotes: escapes, spaces, `#`, Unicode.
@Suite("Script strings")
struct ScriptStringTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var title: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: #"row "plain""#, title: "plain"),
        Case(source: #"row """#, title: ""),
        Case(source: #"row "say \"hi\"""#, title: #"say "hi""#),
        Case(source: #"row "back\\slash""#, title: #"back\slash"#),
        Case(source: #"row "\\\"""#, title: #"\""#),
        Case(source: #"row "ends in backslash\\""#, title: #"ends in backslash\"#),
        Case(source: ##"row "# not a comment""##, title: "# not a comment"),
        Case(source: "row \"  spaced\tand tabbed  \"", title: "  spaced\tand tabbed  "),
        Case(source: #"row "Café 漢字 👍🏽""#, title: "Café 漢字 👍🏽"),
    ]

    @Test("Titles with escapes", arguments: cases)
    func title(_ testCase: Case) {
        let command = parseSingleCommand(testCase.source)
        #expect(command?.value == .setup(.row(title: at(testCase.title, 5), subtitle: nil)))
    }

    @Test("Columns after a string count its quotes and backslashes as written")
    func columnsAfterEscapes() {
        let command = parseSingleCommand(#"row "a\"b" "c""#)
        #expect(command?.value == .setup(.row(title: at(#"a"b"#, 5), subtitle: at("c", 12))))
    }

    @Test("Columns count characters, so an emoji is one column")
    func columnsCountCharacters() {
        let command = parseSingleCommand(#"insert 0 "👍🏽" # 👍🏽"#)
        #expect(command?.value == .input(.insert(index: at(0, 8), title: at("👍🏽", 10))))
        #expect(parseError("row \"👍🏽\" x")?.description
            == "t.gts:1:9: error: unexpected argument 'x'; usage: row \"Title\" [\"Subtitle\"] [height N] [under \"Parent\"]")
    }
}
