import Testing
@testable import GestureTableTerminal
import TestSupport

@Suite struct FrameWriterPlainTextTests {
    @Test func plainTextTrimsTrailingSpacesAndJoinsLines() {
        var frame = Frame(width: 6, height: 3)
        frame.put("ab", x: 0, y: 0, style: CellStyle(foreground: .red, isBold: true))
        frame.put("漢字", x: 1, y: 2, style: CellStyle(background: .rgb(red: 1, green: 2, blue: 3)))
        #expect(FrameWriter.plainText(frame) == "ab\n\n 漢字")
    }

    @Test func plainTextHasNoEscapeByte() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<20 {
            let frame = RandomFrames.frame(width: 12, height: 4, using: &generator)
            let text = FrameWriter.plainText(frame)
            #expect(!text.utf8.contains(0x1B))
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        }
    }

    @Test func anEmptyFrameIsEmptyText() {
        #expect(FrameWriter.plainText(Frame(width: 3, height: 0)) == "")
        #expect(FrameWriter.plainText(Frame(width: 3, height: 2)) == "\n")
    }
}
