@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Comments, blank lines, indentation and line endings.
@Suite("Script layout")
struct ScriptLayoutTests {
    static let script = """
        # A demo script
        size 40x8

            row "Inbox"   # trailing comment
        \trow "Later"
        swipe 0 0.5#no space needed before a comment
        #
        expect count 2
        """

    static let expected: [Located<ScriptCommand>] = [
        at(.setup(.size(at(ScriptSize(columns: 40, lines: 8), 6, line: 2))), 1, line: 2),
        at(.setup(.row(title: at("Inbox", 9, line: 4), subtitle: nil)), 5, line: 4),
        at(.setup(.row(title: at("Later", 6, line: 5), subtitle: nil)), 2, line: 5),
        at(.gesture(.swipe(target: at(.row(0), 7, line: 6), fraction: at(0.5, 9, line: 6), velocity: nil)), 1, line: 6),
        at(.expectation(.count(at(2, 14, line: 8))), 1, line: 8),
    ]

    struct LineEnding: CustomTestStringConvertible, Sendable {
        var name: String
        var separator: String
        var testDescription: String { name }
    }

    static let lineEndings: [LineEnding] = [
        LineEnding(name: "LF", separator: "\n"),
        LineEnding(name: "CRLF", separator: "\r\n"),
        LineEnding(name: "CR", separator: "\r"),
    ]

    @Test("Comments, blank lines and indentation leave only the commands", arguments: lineEndings)
    func layout(_ ending: LineEnding) throws {
        let source = Self.script.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: ending.separator) + ending.separator
        let parsed = try ScriptParser.parse(source, fileName: "demo.gts")
        #expect(parsed.commands == Self.expected)
    }

    @Test("Errors on CRLF lines point at the right line and column")
    func errorOnCRLFLine() {
        #expect(parseError("row \"A\"\r\n\r\nswipe 0 x\r\n")?.description
            == "t.gts:3:9: error: bad number 'x' for a fraction; expected a decimal like 0.3 or -0.8")
        #expect(parseError("undo\r\nrow \"A\r\n")?.description
            == "t.gts:2:5: error: unterminated string; add a closing '\"'")
    }

    @Test("Empty, blank and comment-only scripts have no commands")
    func nothingToDo() throws {
        for source in ["", "\n", "   \t ", "# only a comment", "\r\n\r\n# x\r\n", "\u{FEFF}"] {
            #expect(try ScriptParser.parse(source, fileName: "t.gts").commands.isEmpty)
        }
    }

    @Test("A byte order mark at the start is skipped")
    func byteOrderMark() {
        #expect(parseSingleCommand("\u{FEFF}undo")?.location == ScriptLocation(line: 1, column: 1))
    }

    @Test("A missing final newline changes nothing")
    func finalNewline() throws {
        let withNewline = try ScriptParser.parse("undo\nframe\n", fileName: "t.gts")
        let without = try ScriptParser.parse("undo\nframe", fileName: "t.gts")
        #expect(withNewline == without)
    }
}
