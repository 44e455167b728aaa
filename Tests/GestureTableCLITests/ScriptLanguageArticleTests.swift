import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// What the script language reference (the DocC article `ScriptLanguage.md`) promises that code
/// can check: it names every command, expectation, setting and event; its first example plays
/// and prints the frame it shows; and what it says about `tap`, `undo` and `insert` holds.
@Suite("The script language article")
struct ScriptLanguageArticleTests {
    static let path = "Sources/GestureScript/GestureScript.docc/ScriptLanguage.md"

    static var article: String {
        (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Whether the article says `sentence`, however its lines are wrapped.
    static func says(_ sentence: String) -> Bool {
        ReadmeTests.flattened(article).contains(ReadmeTests.flattened(sentence))
    }

    /// The article's code blocks, in order, without their fences.
    static var codeBlocks: [String] {
        let parts = article.components(separatedBy: "```")
        return stride(from: 1, to: parts.count, by: 2).map { index in
            // Drop the fence's language and the line break after it.
            let block = parts[index]
            guard let lineEnd = block.firstIndex(of: "\n") else { return block }
            return String(block[block.index(after: lineEnd)...])
        }
    }

    @Test("The article lists every command, expectation, setting and event")
    func complete() {
        let text = Self.article
        #expect(!text.isEmpty, "\(Self.path) is missing")
        for name in ScriptParser.commandNames where name != "expect" {
            #expect(text.contains("`\(name) ") || text.contains("`\(name)`"), "command \(name)")
        }
        for name in ScriptParser.expectationNames {
            #expect(text.contains("`expect \(name)"), "expect \(name)")
        }
        for name in ScriptSetting.names {
            #expect(text.contains(name), "set \(name)")
        }
        for name in ScriptEventName.allCases {
            #expect(text.contains("`\(name.rawValue)`"), "event \(name.rawValue)")
        }
    }

    @Test("The article's first example plays, holds, and prints the frame the article shows")
    func firstExample() {
        let blocks = Self.codeBlocks
        guard blocks.count >= 2 else {
            Issue.record("the article has no example and output")
            return
        }
        var output = ""
        let result = ScriptPlayer(options: PlaybackOptions()).play(blocks[0], fileName: "swipe.gts", to: &output)
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
        // The frame without the viewport's empty lines below the rows.
        let printed = output.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
        expectSameText(printed, blocks[1].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("The article explains tap, the only gesture that presses a revealed button")
    func tap() {
        #expect(Self.says(
            "`tap I [left|right] [N]`: tap button N of row I, which must be open in reveal mode: 0 (the default) is "
                + "the button of its side's first action, 1 of its second"))
        #expect(Self.says("Only `tap` presses a button"))
        let header = """
            size 40x3
            row "A"
            row "B"
            reveal right
            action first-right fraction 0.3 do replace
            action second-right fraction 0.6 do delete
            open 0 right
            wait 1s

            """
        let cases: [(script: String, diagnostic: String?)] = [
            ("tap 0\nexpect event trigger first-right row 0\n", nil),
            ("tap 0 right 1\nexpect event trigger second-right row 0\n", nil),
            ("tap 0 left\n", "t.gts:9:7: error: row 0 is open on the right, not on the left"),
            ("tap 1 right\n", "t.gts:9:5: error: row 1 is not open: there is no button to tap"),
            ("tap 1\nexpect event close row 0\nexpect selected none\n", nil),
            ("tap 0 right 2\n", "t.gts:9:13: error: row 0 has no button 2 on the right; it has 2 buttons: 0 and 1"),
        ]
        for (script, diagnostic) in cases {
            #expect(playScript(header + script).result.diagnostic == diagnostic, "\(script)")
        }
    }

    @Test("The article says push and replace cannot be undone, and undo takes back the change before")
    func undo() {
        #expect(Self.says("`push` and `replace` change no row, so they cannot be undone"))
        #expect(playScript("row \"A\"\npush 0\nundo\n").result.diagnostic == "t.gts:3:1: error: cannot undo: there is nothing to undo")
        #expect(playScript("row \"A\"\nrow \"B\"\ndelete 1 none\nreplace 0\nundo\nexpect rows \"A\" \"B\"\n").result.exitStatus == 0)
    }

    @Test("The article says an inserted row has no height until time passes")
    func insertedRowGrowsIn() {
        #expect(Self.says("The row has no height until time passes, then grows in over the animation duration"))
        let (_, output) = playScript("size 20x3\nrow \"A\"\nrow \"B\"\ninsert 1 \"N\"\nframe\nwait 300ms\nframe\n")
        let frames = output.components(separatedBy: "── ").dropFirst()
        #expect(frames.map { $0.contains("  N") } == [false, true], "\(output)")
    }
}
