import Testing
@testable import GestureTableTerminal

@Suite struct FramePutTests {
    @Test func newFrameIsBlank() {
        expectFrame(Frame(width: 4, height: 2), equals: """
            |    |
            |    |
            """)
    }

    @Test func textIsClippedAtTheRightEdge() {
        var frame = Frame(width: 5, height: 2)
        frame.put("hello world", x: 0, y: 0)
        frame.put("hi", x: 4, y: 1)
        expectFrame(frame, equals: """
            |hello|
            |    h|
            """)
    }

    @Test func negativeXAndRowsOutsideAreClipped() {
        var frame = Frame(width: 5, height: 2)
        frame.put("abcdef", x: -3, y: 0)
        frame.put("zzz", x: 0, y: -1)
        frame.put("zzz", x: 0, y: 2)
        expectFrame(frame, equals: """
            |def  |
            |     |
            """)
    }

    @Test func wideCharactersTakeTwoCells() {
        var frame = Frame(width: 8, height: 3)
        frame.put("漢字ab", x: 0, y: 0)
        frame.put("a😀b", x: 1, y: 1)
        frame.put("👩‍👩‍👧🇯🇵❤️", x: 2, y: 2)
        expectFrame(frame, equals: """
            |漢字ab  |
            | a😀b   |
            |  👩‍👩‍👧🇯🇵❤️|
            """)
        #expect(frame[x: 0, y: 0] == Cell("漢"))
        #expect(frame[x: 1, y: 0] == .continuation(style: .plain))
        #expect(frame[x: 6, y: 2] == Cell("❤️"))
        #expect(frame[x: 7, y: 2]?.isContinuation == true)
    }

    @Test(arguments: [
        ("abc😀", "|abc😀|"), ("abcd😀", "|abcd |"), ("ab漢字", "|ab漢 |"), ("abcd漢字", "|abcd |"),
    ])
    func wideCharacterAtTheRightEdge(_ text: String, _ expected: String) {
        var frame = Frame(width: 5, height: 1)
        frame.put(text, x: 0, y: 0)
        expectFrame(frame, equals: expected)
    }

    @Test func wideCharacterAtTheLeftEdgeShowsItsVisibleHalfAsSpace() {
        var frame = Frame(width: 5, height: 1)
        frame.fill(x: 0, y: 0, width: 5, height: 1, style: CellStyle(background: .red))
        frame.put("漢字", x: -1, y: 0, style: CellStyle(foreground: .blue))
        expectFrame(frame, equals: "| 字  |")
        #expect(frame[x: 0, y: 0] == Cell(" ", style: CellStyle(foreground: .blue)))
    }

    @Test func rightEdgeSpaceTakesTheTextStyle() {
        var frame = Frame(width: 3, height: 1)
        let style = CellStyle(foreground: .green, isBold: true)
        frame.put("a漢", x: 1, y: 0, style: style)
        #expect(frame[x: 2, y: 0] == Cell(" ", style: style))
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var frame = Frame(width: 5, height: 1)
        let red = CellStyle(foreground: .red)
        frame.put("漢字", x: 0, y: 0, style: red)
        frame.put("x", x: 1, y: 0)
        expectFrame(frame, equals: "| x字 |")
        #expect(frame[x: 0, y: 0] == Cell(" ", style: red))
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var frame = Frame(width: 5, height: 1)
        frame.put("漢字", x: 0, y: 0)
        frame.put("y", x: 2, y: 0)
        expectFrame(frame, equals: "|漢y  |")
        #expect(frame[x: 3, y: 0]?.isContinuation == false)
    }

    @Test func wideOverTwoWideHalvesBlanksBothOuterHalves() {
        var frame = Frame(width: 6, height: 1)
        frame.put("漢字", x: 0, y: 0)
        frame.put("😀", x: 1, y: 0)
        expectFrame(frame, equals: "| 😀   |")
        #expect(frame[x: 3, y: 0] == .blank)
    }

    @Test func oneColumnFrame() {
        var frame = Frame(width: 1, height: 3)
        frame.put("漢", x: 0, y: 0)
        frame.put("a漢", x: 0, y: 1)
        frame.put("😀", x: -1, y: 2)
        expectFrame(frame, equals: """
            | |
            |a|
            | |
            """)
    }

    @Test func twoColumnFrame() {
        var frame = Frame(width: 2, height: 3)
        frame.put("漢", x: 0, y: 0)
        frame.put("a漢", x: 0, y: 1)
        frame.put("漢", x: 1, y: 2)
        expectFrame(frame, equals: """
            |漢|
            |a |
            |  |
            """)
    }

    @Test func zeroWidthCharactersAreSkipped() {
        var frame = Frame(width: 6, height: 1)
        frame.put("a\nb\u{200B}c\u{1B}e\u{301}", x: 0, y: 0)
        expectFrame(frame, equals: "|abce\u{301}  |")
    }

    @Test(arguments: [
        ("abc", 2, 5), ("漢字", 0, 4), ("", 3, 3), ("a\n", 0, 1), ("clipped far away", 100, 116),
    ])
    func returnsTheColumnAfterTheText(_ text: String, _ x: Int, _ expected: Int) {
        var frame = Frame(width: 4, height: 1)
        #expect(frame.put(text, x: x, y: 0) == expected)
    }

    @Test func extremeCoordinatesDoNotTrap() {
        var frame = Frame(width: 3, height: 1)
        #expect(frame.put("abc", x: .max - 1, y: 0) == .max)
        #expect(frame.put("abc", x: .max, y: .max) == .max)
        frame.put("abc", x: .min, y: 0)
        frame.fill(x: .min, y: .min, width: .max, height: .max, style: .plain)
        frame.fill(x: .max, y: .max, width: .max, height: .max, style: .plain)
        expectFrame(frame, equals: "|   |")
    }

    @Test func sizesAreClamped() {
        #expect(Frame(width: -3, height: 2).width == 0)
        #expect(Frame(width: 2, height: -1).height == 0)
        #expect(Frame(width: 10_000, height: 1).width == Frame.maximumDimension)
        expectFrame(Frame(width: 0, height: 2), equals: "||\n||")
        #expect(Frame(width: 3, height: 0).description == "")
    }

    @Test func linesKeepTrailingSpaces() {
        var frame = Frame(width: 4, height: 2)
        frame.put("漢a", x: 0, y: 1)
        #expect(frame.lines == ["    ", "漢a "])
    }

    @Test func subscriptOutsideIsNil() {
        let frame = Frame(width: 2, height: 2)
        #expect(frame[x: 2, y: 0] == nil)
        #expect(frame[x: 0, y: -1] == nil)
        #expect(frame[x: 1, y: 1] == .blank)
    }
}
