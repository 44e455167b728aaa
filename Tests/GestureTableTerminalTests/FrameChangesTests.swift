import Testing
@testable import GestureTableTerminal

@Suite struct FrameChangesTests {
    @Test func equalFramesHaveNoChanges() {
        var frame = Frame(width: 5, height: 2)
        frame.put("ab漢", x: 0, y: 1)
        #expect(frame.changes(from: frame).isEmpty)
    }

    @Test func changedCellsFormRunsPerRow() {
        let before = Frame(width: 8, height: 3)
        var after = before
        after.put("ab", x: 1, y: 0)
        after.put("c", x: 5, y: 0)
        after.put("d", x: 7, y: 2)
        #expect(after.changes(from: before) == [
            FrameChange(row: 0, columns: 1..<3),
            FrameChange(row: 0, columns: 5..<6),
            FrameChange(row: 2, columns: 7..<8),
        ])
    }

    @Test func styleOnlyChangesCount() {
        var before = Frame(width: 3, height: 1)
        before.put("abc", x: 0, y: 0)
        var after = before
        after.put("b", x: 1, y: 0, style: CellStyle(isUnderlined: true))
        #expect(after.changes(from: before) == [FrameChange(row: 0, columns: 1..<2)])
    }

    @Test func aRunEndingOnAWideCharacterCoversBothHalves() {
        var before = Frame(width: 6, height: 1)
        before.put("漢", x: 2, y: 0)
        var after = before
        after.put("字", x: 2, y: 0)
        #expect(after.changes(from: before) == [FrameChange(row: 0, columns: 2..<4)])
    }

    @Test func replacingAWideCharacterWithNarrowOnesCoversBothHalves() {
        var before = Frame(width: 6, height: 1)
        before.put("漢", x: 2, y: 0)
        var after = before
        after.put("z", x: 3, y: 0)
        #expect(after.changes(from: before) == [FrameChange(row: 0, columns: 2..<4)])
    }

    @Test func aSizeChangeChangesEveryRow() {
        let after = Frame(width: 3, height: 2)
        #expect(after.changes(from: Frame(width: 4, height: 2)) == [
            FrameChange(row: 0, columns: 0..<3),
            FrameChange(row: 1, columns: 0..<3),
        ])
        #expect(Frame(width: 0, height: 2).changes(from: after).isEmpty)
    }

    @Test func equalCellsInSeparateStorageAreUnchanged() {
        func frame() -> Frame {
            var frame = Frame(width: 6, height: 1)
            frame.put(String("👩‍👩‍👧") + "é", x: 0, y: 0)
            return frame
        }
        #expect(frame().changes(from: frame()).isEmpty)
        var decomposed = Frame(width: 6, height: 1)
        decomposed.put("👩‍👩‍👧e\u{301}", x: 0, y: 0)
        #expect(decomposed.changes(from: frame()).isEmpty, "canonically equal characters are equal")
    }

    @Test func cellsHaveNoPaddingSoRowsCompareWordByWord() {
        #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
        #expect(MemoryLayout<Cell>.stride == 16)
        #expect(_isPOD(Cell.self), "a cell holds no reference")
    }
}
