import Testing
@testable import GestureTableTerminal

/// The oracle of the writer's property test has to be right too.
@Suite struct TerminalEmulatorOracleTests {
    @Test func interpretsCursorMovesTextAndStyles() {
        var terminal = TerminalEmulator(width: 6, height: 2)
        terminal.feed("\u{1B}[2;3H\u{1B}[0;1;38;2;1;2;3;48;5;9mab\u{1B}[0;94mc")
        #expect(terminal.problems.isEmpty)
        #expect(terminal.lines == ["      ", "  abc "])
        #expect(terminal[2, 1] == Cell("a", style: CellStyle(
            foreground: .rgb(red: 1, green: 2, blue: 3), background: .indexed(9), isBold: true)))
        #expect(terminal[4, 1] == Cell("c", style: CellStyle(foreground: .brightBlue)))
    }

    @Test func wideCharactersAndHalfOverwrites() {
        var terminal = TerminalEmulator(width: 5, height: 1)
        terminal.feed("\u{1B}[1;1H漢字\u{1B}[1;2Hx")
        #expect(terminal.lines == [" x字 "])
        #expect(terminal[3, 0].isContinuation)
    }

    @Test func clearAndSynchronizedUpdates() {
        var terminal = TerminalEmulator(width: 3, height: 1)
        terminal.feed("abc\u{1B}[?2026h\u{1B}[2J")
        #expect(terminal.isSynchronizing)
        #expect(terminal.lines == ["   "])
        terminal.feed("\u{1B}[?2026l")
        #expect(!terminal.isSynchronizing)
        #expect(terminal.problems.isEmpty)
    }

    @Test func reportsWhatAWriterMustNeverCause() {
        var terminal = TerminalEmulator(width: 2, height: 1)
        terminal.feed("abc\u{1B}[3;1H\u{1B}[?2026l\n\u{1B}[5q")
        #expect(terminal.problems.count == 5)
    }
}
