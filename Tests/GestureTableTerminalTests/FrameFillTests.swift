import Testing
@testable import GestureTableTerminal

@Suite struct FrameFillTests {
    @Test func fillsAClippedRectangleWithStyledSpaces() {
        var frame = Frame(width: 4, height: 3)
        frame.put("abcd", x: 0, y: 0)
        frame.put("efgh", x: 0, y: 1)
        let style = CellStyle(background: .blue)
        frame.fill(x: 2, y: -1, width: 10, height: 2, style: style)
        expectFrame(frame, equals: """
            |ab  |
            |efgh|
            |    |
            """)
        #expect(frame[x: 3, y: 0] == Cell(" ", style: style))
        #expect(frame[x: 1, y: 0] == Cell("b"))
    }

    @Test func emptyRectanglesFillNothing() {
        var frame = Frame(width: 3, height: 1)
        frame.put("abc", x: 0, y: 0)
        frame.fill(x: 0, y: 0, width: 0, height: 1, style: CellStyle(isReversed: true))
        frame.fill(x: 0, y: 0, width: 3, height: -1, style: CellStyle(isReversed: true))
        frame.fill(x: 3, y: 0, width: 3, height: 1, style: CellStyle(isReversed: true))
        expectFrame(frame, equals: "|abc|")
    }

    @Test func fillCuttingWideCharactersBlanksTheirOuterHalves() {
        var frame = Frame(width: 6, height: 1)
        let red = CellStyle(foreground: .red)
        frame.put("漢字漢", x: 0, y: 0, style: red)
        frame.fill(x: 1, y: 0, width: 2, height: 1, style: .plain)
        expectFrame(frame, equals: "|    漢|")
        #expect(frame[x: 0, y: 0] == Cell(" ", style: red))
        #expect(frame[x: 3, y: 0] == Cell(" ", style: red))
        #expect(frame[x: 5, y: 0]?.isContinuation == true)
    }
}
