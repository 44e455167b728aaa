import Foundation
import Testing
@testable import GestureTableTerminal

private let esc = "\u{1B}"

@Suite struct FrameWriterDiffTests {
    /// An 80x24 list: one styled line per row, as the table renderer draws it.
    private static func listFrame(offsetOfRow5: Int = 0) -> Frame {
        var frame = Frame(width: 80, height: 24)
        for row in 0..<24 {
            let style = CellStyle(foreground: row.isMultiple(of: 2) ? .default : .brightBlack)
            let x = row == 5 ? offsetOfRow5 : 0
            if x > 0 {
                frame.fill(x: 0, y: row, width: x, height: 1, style: CellStyle(foreground: .white, background: .red))
                frame.put("🗑", x: 1, y: row, style: CellStyle(foreground: .white, background: .red))
            }
            frame.put("Row \(row): buy milk, call Ann, 漢字 notes and more text to fill the line",
                      x: x, y: row, style: style)
        }
        return frame
    }

    /// The one-based rows of every CUP sequence in the bytes.
    private static func cursorRows(in bytes: String) -> [Int] {
        var rows: [Int] = []
        var rest = Substring(bytes)
        while let start = rest.range(of: "\(esc)[") {
            rest = rest[start.upperBound...]
            let parameters = rest.prefix { $0.isNumber || $0 == ";" }
            if rest.dropFirst(parameters.count).first == "H", let row = Int(parameters.split(separator: ";")[0]) {
                rows.append(row)
            }
        }
        return rows
    }

    @Test func firstWriteRepaintsEverything() {
        var frame = Frame(width: 2, height: 2)
        frame.put("ab", x: 0, y: 0)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        // Reset, clear, then only the cells that are not plain blanks.
        #expect(bytes == "\(esc)[?2026h\(esc)[m\(esc)[2J\(esc)[Hab\(esc)[?2026l")
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = Self.listFrame()
        var writer = FrameWriter(colorLevel: .truecolor)
        var bytes = ""
        writer.write(frame, to: &bytes)
        bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes.isEmpty)
    }

    @Test func oneChangedCellWritesExactlyThatCell() {
        var frame = Frame(width: 3, height: 1)
        frame.put("abc", x: 0, y: 0)
        var writer = FrameWriter(colorLevel: .ansi256)
        var bytes = ""
        writer.write(frame, to: &bytes)
        frame.put("X", x: 1, y: 0)
        bytes = ""
        writer.write(frame, to: &bytes)
        // One row: no synchronized update; the style is plain already.
        #expect(bytes == "\(esc)[1;2HX")
    }

    @Test func changingOneRowWritesOnlyThatRow() {
        var writer = FrameWriter(colorLevel: .truecolor)
        var full = ""
        writer.write(Self.listFrame(), to: &full)
        var bytes = ""
        writer.write(Self.listFrame(offsetOfRow5: 6), to: &bytes)
        #expect(!bytes.isEmpty)
        #expect(Set(Self.cursorRows(in: bytes)) == [6])
        #expect(!bytes.contains("Row 4") && !bytes.contains("Row 6"))
        #expect(bytes.utf8.count * 4 < full.utf8.count,
                "a one-row change took \(bytes.utf8.count) bytes, a full repaint \(full.utf8.count)")
    }

    @Test func onlyChangedCellsOfTheRowAreWritten() {
        var before = Frame(width: 80, height: 24)
        before.put("Swipe me to delete", x: 0, y: 5)
        var after = before
        after.put("archive", x: 60, y: 5)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(before, to: &bytes)
        bytes = ""
        writer.write(after, to: &bytes)
        #expect(bytes == "\(esc)[6;61Harchive")
    }

    @Test func styleIsSetOnlyWhenItChanges() {
        var frame = Frame(width: 12, height: 1)
        frame.put("aaaa", x: 0, y: 0, style: CellStyle(foreground: .red))
        frame.put("bbbb", x: 4, y: 0, style: CellStyle(foreground: .red))
        frame.put("cccc", x: 8, y: 0, style: CellStyle(foreground: .red, isBold: true))
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        // Only what changes: red, then bold added; back to plain at the end.
        #expect(bytes == "\(esc)[?2026h\(esc)[m\(esc)[2J\(esc)[H\(esc)[31maaaabbbb\(esc)[1mcccc\(esc)[m\(esc)[?2026l")
    }

    @Test func stylesThatConvertAlikeShareOneSequence() {
        var frame = Frame(width: 2, height: 1)
        frame.put("a", x: 0, y: 0, style: CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0)))
        frame.put("b", x: 1, y: 0, style: CellStyle(foreground: .rgb(red: 250, green: 5, blue: 5)))
        var writer = FrameWriter(colorLevel: .ansi256)
        var bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes.contains("\(esc)[38;5;196mab\(esc)[m"))
    }

    @Test func shortGapsAreRewrittenRatherThanJumped() {
        var before = Frame(width: 10, height: 1)
        before.put("0123456789", x: 0, y: 0)
        var after = before
        after.put("x", x: 1, y: 0)
        after.put("y", x: 4, y: 0)
        after.put("z", x: 9, y: 0)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(before, to: &bytes)
        bytes = ""
        writer.write(after, to: &bytes)
        // "23" is shorter than a move; "5678" costs what `CSI 4 C` costs, and is rewritten too.
        #expect(bytes == "\(esc)[1;2Hx23y5678z")
    }

    @Test func wideCharactersAreWrittenOnce() {
        var frame = Frame(width: 4, height: 1)
        frame.put("漢字", x: 0, y: 0)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes.contains("\(esc)[H漢字\(esc)[?2026l"))
    }

    @Test func emojiSequencesAreFollowedByAnExplicitCursorMove() {
        var frame = Frame(width: 5, height: 1)
        frame.put("👩‍👩‍👧ab", x: 0, y: 0)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes.contains("👩‍👩‍👧\(esc)[1;3Hab"))
    }

    @Test func invalidateForcesAFullRepaint() {
        let frame = Self.listFrame()
        var writer = FrameWriter(colorLevel: .ansi256)
        var first = ""
        writer.write(frame, to: &first)
        writer.invalidate()
        var second = ""
        writer.write(frame, to: &second)
        #expect(second == first)
        #expect(second.contains(EscapeSequence.clearScreen))
    }

    @Test func aSizeChangeForcesAFullRepaint() {
        var writer = FrameWriter(colorLevel: .ansi256)
        var bytes = ""
        writer.write(Frame(width: 3, height: 2), to: &bytes)
        bytes = ""
        writer.write(Frame(width: 4, height: 2), to: &bytes)
        #expect(bytes == "\(esc)[?2026h\(esc)[m\(esc)[2J\(esc)[?2026l")
    }

    @Test func aColorLevelChangeForcesAFullRepaint() {
        let frame = Self.listFrame()
        var writer = FrameWriter(colorLevel: .ansi256)
        var bytes = ""
        writer.write(frame, to: &bytes)
        writer.colorLevel = .ansi256
        bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes.isEmpty)
        writer.colorLevel = .none
        writer.write(frame, to: &bytes)
        #expect(bytes.contains(EscapeSequence.clearScreen))
    }
}
