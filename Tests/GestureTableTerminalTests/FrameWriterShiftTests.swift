import Testing
@testable import GestureTableTerminal

private let esc = "\u{1B}"

/// A row whose content slides sideways, as a swiped row does, is shifted in the terminal with
/// DCH or ICH; the emulator, which leaves the uncovered cells unknown, proves the screen exact.
@Suite struct FrameWriterShiftTests {
    static let text = "  Message number 5 from the benchmark, and more words to fill the row"
    static let area = CellStyle(background: .rgb(red: 85, green: 213, blue: 80))

    /// An 80x3 frame whose middle row is offset like a swiped row: text at `offset`, the
    /// uncovered side filled in the action's color with an icon.
    static func swiped(_ offset: Int, icon: String = "✓") -> Frame {
        var frame = Frame(width: 80, height: 3)
        frame.put("above", x: 0, y: 0)
        frame.put("below", x: 0, y: 2)
        frame.put(text, x: offset, y: 1)
        if offset < 0 {
            frame.fill(x: 80 + offset, y: 1, width: -offset, height: 1, style: area)
            if -offset >= 3 { frame.put(icon, x: 80 + offset + 1, y: 1, style: area) }
        } else if offset > 0 {
            frame.fill(x: 0, y: 1, width: offset, height: 1, style: area)
            if offset >= 3 { frame.put(icon, x: offset - 2, y: 1, style: area) }
        }
        return frame
    }

    /// Writes `first`, then `second`; returns the second write's bytes after checking the
    /// emulated screen equals `second`.
    static func step(
        from first: Frame, to second: Frame, shiftsRows: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        var writer = FrameWriter(colorLevel: .truecolor)
        writer.shiftsRows = shiftsRows
        var terminal = TerminalEmulator(width: first.width, height: first.height)
        var bytes = ""
        writer.write(first, to: &bytes)
        terminal.feed(bytes)
        bytes = ""
        writer.write(second, to: &bytes)
        terminal.feed(bytes)
        #expect(terminal.problems.isEmpty, "\(terminal.problems)", sourceLocation: sourceLocation)
        #expect(terminal.cells == second.cells, "\(lineDiff(expected: second.description, actual: terminal.lines.joined(separator: "\n")))",
                sourceLocation: sourceLocation)
        return bytes
    }

    @Test func aRowSlidingLeftIsShiftedWithDCH() {
        let bytes = Self.step(from: Self.swiped(-10), to: Self.swiped(-12))
        // Delete two cells at the row's start, then fill the two uncovered cells at its end.
        #expect(bytes == "\(esc)[2H\(esc)[2P\(esc)[78C\(esc)[48;2;85;213;80m  \(esc)[m")
    }

    @Test func aRowSlidingRightIsShiftedWithICH() {
        let bytes = Self.step(from: Self.swiped(-12), to: Self.swiped(-9))
        // Insert three cells at the row's start and write the text they uncover.
        #expect(bytes == "\(esc)[2H\(esc)[3@ nu")
    }

    @Test(arguments: [(-1, -2), (-2, -1), (-5, -30), (-30, -5), (0, -1), (-1, 0), (3, 0), (0, 3), (4, -4), (-4, 4), (12, 14)])
    func slidesOfEveryKindAreExactAndNoLongerThanPlainWrites(from: Int, to: Int) {
        let shifted = Self.step(from: Self.swiped(from), to: Self.swiped(to))
        let plain = Self.step(from: Self.swiped(from), to: Self.swiped(to), shiftsRows: false)
        #expect(shifted.utf8.count <= plain.utf8.count)
    }

    @Test func wideCharactersAreNeverCutAndEmojiSequencesNeverMoved() {
        for text in ["漢字 and more text to make the row long enough 漢字漢字 end", "👩‍👩‍👧 family photo album, sorted by date and by place ❤️ end"] {
            for (from, to) in [(0, -1), (-1, 0), (-3, -4), (2, 1), (1, 3)] {
                var first = Frame(width: 40, height: 1)
                first.put(text, x: from, y: 0)
                var second = Frame(width: 40, height: 1)
                second.put(text, x: to, y: 0)
                _ = Self.step(from: first, to: second)
            }
        }
    }

    @Test func emulatorLeavesShiftedOutCellsUnknown() {
        var terminal = TerminalEmulator(width: 6, height: 1)
        terminal.feed("abcdef\u{1B}[1;2H\u{1B}[2P")
        #expect(terminal.lines[0].hasPrefix("adef"))
        #expect(terminal[4, 0] == TerminalEmulator.unknownCell)
        #expect(terminal[5, 0] == TerminalEmulator.unknownCell)
        terminal.feed("\u{1B}[1;1H\u{1B}[@")
        #expect(terminal[0, 0] == TerminalEmulator.unknownCell)
        #expect(terminal[1, 0] == Cell("a"))
        #expect(terminal.problems.isEmpty)
    }
}
