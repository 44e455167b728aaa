import Testing
@testable import GestureTableTerminal
import TestSupport

/// ``FrameWriter/write(_:changedLines:to:)``: told which lines may have changed, the writer
/// compares only those, and writes what a comparison of every line writes.
@Suite("Frame writer: the changed lines told")
struct FrameWriterChangedLinesTests {
    @Test("told every line that changed, it writes the bytes of a full comparison", arguments: [1, 2, 3] as [UInt64])
    func sameBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var told = FrameWriter(colorLevel: .truecolor)
        var full = FrameWriter(colorLevel: .truecolor)
        var frame = RandomFrames.frame(width: 30, height: 10, using: &random)
        for step in 0..<300 {
            let before = frame
            RandomFrames.scribble(on: &frame, operations: Int.random(in: 0...3, using: &random), using: &random)
            // The changed lines, and at random some unchanged ones, which cost only a comparison.
            let lines = (0..<frame.height).filter { line in
                (0..<frame.width).contains { frame[x: $0, y: line] != before[x: $0, y: line] }
                    || Int.random(in: 0..<4, using: &random) == 0
            }
            var toldBytes = ""
            var fullBytes = ""
            told.write(frame, changedLines: lines, to: &toldBytes)
            full.write(frame, to: &fullBytes)
            guard toldBytes == fullBytes else {
                Issue.record("seed \(seed), step \(step): \(toldBytes.debugDescription) against \(fullBytes.debugDescription)")
                return
            }
        }
    }

    @Test("a line left out is not compared; a repaint writes every line regardless")
    func leftOutLines() {
        var writer = FrameWriter(colorLevel: .none)
        var frame = Frame(width: 10, height: 3)
        var bytes = ""
        writer.write(frame, changedLines: [Int](), to: &bytes)
        #expect(bytes.contains(EscapeSequence.clearScreen), "the first write repaints")
        frame.put("top", x: 0, y: 0)
        frame.put("bottom", x: 0, y: 2)
        bytes = ""
        writer.write(frame, changedLines: [2], to: &bytes)
        #expect(bytes.contains("bottom"))
        #expect(!bytes.contains("top"))
        writer.invalidate()
        bytes = ""
        writer.write(frame, changedLines: [Int](), to: &bytes)
        #expect(bytes.contains("top") && bytes.contains("bottom"))
    }
}
