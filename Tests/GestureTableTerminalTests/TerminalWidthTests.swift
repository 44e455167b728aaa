import Testing
@testable import GestureTableTerminal
import TestSupport

@Suite struct TerminalWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let character: Character
        let width: Int
        var testDescription: String { "\(name) → \(width)" }
    }

    static let cases: [Case] = [
        Case(name: "ASCII letter", character: "a", width: 1),
        Case(name: "space", character: " ", width: 1),
        Case(name: "tilde", character: "~", width: 1),
        Case(name: "newline", character: "\n", width: 0),
        Case(name: "CR LF", character: "\r\n", width: 0),
        Case(name: "escape", character: "\u{1B}", width: 0),
        Case(name: "delete", character: "\u{7F}", width: 0),
        Case(name: "C1 control", character: "\u{85}", width: 0),
        Case(name: "no-break space", character: "\u{A0}", width: 1),
        Case(name: "soft hyphen", character: "\u{AD}", width: 1),
        Case(name: "e with combining acute", character: "e\u{301}", width: 1),
        Case(name: "lone combining acute", character: "\u{301}", width: 0),
        Case(name: "zero-width space", character: "\u{200B}", width: 0),
        Case(name: "byte order mark", character: "\u{FEFF}", width: 0),
        Case(name: "Greek omega", character: "Ω", width: 1),
        Case(name: "box drawing", character: "─", width: 1),
        Case(name: "ambiguous ellipsis", character: "…", width: 1),
        Case(name: "halfwidth katakana", character: "ｱ", width: 1),
        Case(name: "CJK ideograph", character: "漢", width: 2),
        Case(name: "hiragana", character: "あ", width: 2),
        Case(name: "Hangul syllable", character: "한", width: 2),
        Case(name: "Hangul jamo sequence", character: "\u{1100}\u{1161}\u{11A8}", width: 2),
        Case(name: "ideographic space", character: "\u{3000}", width: 2),
        Case(name: "fullwidth A", character: "Ａ", width: 2),
        Case(name: "CJK extension B", character: "\u{20000}", width: 2),
        Case(name: "grinning face", character: "😀", width: 2),
        Case(name: "watch (emoji presentation)", character: "⌚", width: 2),
        Case(name: "heart with VS16", character: "❤️", width: 2),
        Case(name: "heart without VS16", character: "❤", width: 1),
        Case(name: "keycap one", character: "1️⃣", width: 2),
        Case(name: "family ZWJ sequence", character: "👩‍👩‍👧", width: 2),
        Case(name: "thumbs up with skin tone", character: "👍🏽", width: 2),
        Case(name: "flag", character: "🇯🇵", width: 2),
        Case(name: "rainbow flag", character: "🏳️‍🌈", width: 2),
    ]

    @Test(arguments: cases)
    func widthOfCharacter(_ testCase: Case) {
        #expect(terminalWidth(of: testCase.character) == testCase.width)
    }

    @Test(arguments: [
        ("", 0), ("hello", 5), ("漢字", 4), ("a😀b", 4), ("e\u{301}t\u{301}", 2),
        ("tab\there", 7), ("👩‍👩‍👧x", 3),
    ])
    func widthOfString(_ text: String, _ width: Int) {
        #expect(terminalWidth(of: text) == width)
    }

    @Test func wideTableIsSortedAndDisjoint() {
        let ranges = TerminalWidthTable.wideRanges
        #expect(ranges.count % 2 == 0)
        for index in stride(from: 0, to: ranges.count, by: 2) {
            #expect(ranges[index] <= ranges[index + 1], "range \(index / 2) is reversed")
            if index >= 2 {
                #expect(ranges[index - 1] + 1 < ranges[index], "range \(index / 2) touches the one before")
            }
        }
    }

    @Test func wideLookupAgreesWithLinearScanAtRangeBoundaries() {
        let ranges = TerminalWidthTable.wideRanges
        func linearIsWide(_ value: UInt32) -> Bool {
            stride(from: 0, to: ranges.count, by: 2).contains { ranges[$0] <= value && value <= ranges[$0 + 1] }
        }
        for bound in ranges {
            for value in [bound &- 1, bound, bound + 1] {
                #expect(TerminalWidthTable.isWide(value) == linearIsWide(value), "U+\(String(value, radix: 16))")
            }
        }
    }
}

/// The width of a string, measured on its UTF-8 with fast paths, is the sum of its characters'.
@Suite struct StringWidthAgreesWithCharacterWidths {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomMixtures(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pieces = RandomFrames.texts + ["\u{600}1", "a\u{301}b", "\r\n", "x\u{200D}y", "🇯🇵🇫🇷", "●", "…", "\u{1160}"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            #expect(terminalWidth(of: text) == text.reduce(0) { $0 + terminalWidth(of: $1) }, "\(text.debugDescription)")
        }
    }
}
