import Testing
@testable import GestureTableTerminal

@Suite struct EscapeSequenceTests {
    @Test(arguments: [
        (EscapeSequence.enterAlternateScreen, "\u{1B}[?1049h"),
        (EscapeSequence.exitAlternateScreen, "\u{1B}[?1049l"),
        (EscapeSequence.hideCursor, "\u{1B}[?25l"),
        (EscapeSequence.showCursor, "\u{1B}[?25h"),
        (EscapeSequence.enableMouseReporting, "\u{1B}[?1002h\u{1B}[?1006h"),
        (EscapeSequence.disableMouseReporting, "\u{1B}[?1006l\u{1B}[?1002l"),
        (EscapeSequence.enableBracketedPaste, "\u{1B}[?2004h"),
        (EscapeSequence.disableBracketedPaste, "\u{1B}[?2004l"),
        (EscapeSequence.beginSynchronizedUpdate, "\u{1B}[?2026h"),
        (EscapeSequence.endSynchronizedUpdate, "\u{1B}[?2026l"),
        (EscapeSequence.clearScreen, "\u{1B}[2J"),
        (EscapeSequence.resetStyle, "\u{1B}[0m"),
    ])
    func constantsAreByteExact(_ sequence: String, _ expected: String) {
        #expect(Array(sequence.utf8) == Array(expected.utf8))
    }

    @Test(arguments: [(1, 1, "\u{1B}[1;1H"), (24, 80, "\u{1B}[24;80H"), (0, -5, "\u{1B}[1;1H"), (100, 1000, "\u{1B}[100;1000H")])
    func cursorPositionIsOneBasedAndClamped(_ row: Int, _ column: Int, _ expected: String) {
        #expect(EscapeSequence.cursorPosition(row: row, column: column) == expected)
    }

    struct StyleCase: CustomTestStringConvertible, Sendable {
        let name: String
        let style: CellStyle
        let level: ColorLevel
        let expected: String
        var testDescription: String { "\(name) at \(level)" }
    }

    static let styleCases: [StyleCase] = [
        StyleCase(name: "plain", style: .plain, level: .truecolor, expected: "\u{1B}[0m"),
        StyleCase(name: "all attributes",
                  style: CellStyle(isBold: true, isDim: true, isItalic: true, isUnderlined: true, isReversed: true),
                  level: .ansi16, expected: "\u{1B}[0;1;2;3;4;7m"),
        StyleCase(name: "named colors", style: CellStyle(foreground: .red, background: .brightCyan),
                  level: .ansi16, expected: "\u{1B}[0;31;106m"),
        StyleCase(name: "bright foreground, dark background", style: CellStyle(foreground: .brightBlack, background: .white),
                  level: .ansi256, expected: "\u{1B}[0;90;47m"),
        StyleCase(name: "indexed", style: CellStyle(foreground: .indexed(208), background: .indexed(0)),
                  level: .ansi256, expected: "\u{1B}[0;38;5;208;48;5;0m"),
        StyleCase(name: "rgb", style: CellStyle(foreground: .rgb(red: 1, green: 22, blue: 255), isBold: true),
                  level: .truecolor, expected: "\u{1B}[0;1;38;2;1;22;255m"),
        StyleCase(name: "rgb down to 256", style: CellStyle(background: .rgb(red: 255, green: 0, blue: 0)),
                  level: .ansi256, expected: "\u{1B}[0;48;5;196m"),
        StyleCase(name: "rgb down to 16", style: CellStyle(background: .rgb(red: 255, green: 0, blue: 0)),
                  level: .ansi16, expected: "\u{1B}[0;101m"),
        StyleCase(name: "no color keeps attributes",
                  style: CellStyle(foreground: .red, background: .indexed(4), isReversed: true),
                  level: .none, expected: "\u{1B}[0;7m"),
    ]

    @Test(arguments: styleCases)
    func styleSequence(_ testCase: StyleCase) {
        #expect(EscapeSequence.style(testCase.style, colorLevel: testCase.level) == testCase.expected)
    }
}
