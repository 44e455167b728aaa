import Testing
@testable import GestureTableTerminal

private let esc = "\u{1B}"

/// The shortest sequences: SGR with only what changes, cursor moves with defaults left out.
@Suite struct FrameWriterEncodingTests {
    struct StyleChange: CustomTestStringConvertible, Sendable {
        let name: String
        let old: CellStyle?
        let new: CellStyle
        let expected: String
        var testDescription: String { name }
    }

    static let red = CellStyle(foreground: .red)
    static let styleChanges: [StyleChange] = [
        StyleChange(name: "equal styles write nothing", old: red, new: red, expected: ""),
        StyleChange(name: "plain is CSI m", old: red, new: .plain, expected: "\(esc)[m"),
        StyleChange(name: "unknown style resets first", old: nil, new: red, expected: "\(esc)[0;31m"),
        StyleChange(name: "a color added", old: .plain, new: red, expected: "\(esc)[31m"),
        StyleChange(name: "bold added keeps the color", old: red, new: CellStyle(foreground: .red, isBold: true),
                    expected: "\(esc)[1m"),
        StyleChange(name: "bold removed", old: CellStyle(foreground: .red, isBold: true), new: red, expected: "\(esc)[22m"),
        StyleChange(name: "dim removed, bold kept", old: CellStyle(foreground: .indexed(100), isBold: true, isDim: true),
                    new: CellStyle(foreground: .indexed(100), isBold: true), expected: "\(esc)[22;1m"),
        StyleChange(name: "a reset when the change is longer", old: CellStyle(isBold: true, isDim: true),
                    new: CellStyle(isBold: true, isItalic: true), expected: "\(esc)[0;1;3m"),
        StyleChange(name: "background only", old: CellStyle(foreground: .red, background: .blue),
                    new: CellStyle(foreground: .red, background: .rgb(red: 10, green: 200, blue: 3)),
                    expected: "\(esc)[48;2;10;200;3m"),
        StyleChange(name: "default colors back", old: CellStyle(foreground: .indexed(9), background: .brightCyan, isItalic: true, isUnderlined: true),
                    new: CellStyle(isItalic: true, isUnderlined: true), expected: "\(esc)[39;49m"),
        StyleChange(name: "a reset when shorter", old: CellStyle(foreground: .indexed(200), background: .indexed(100), isUnderlined: true, isReversed: true),
                    new: CellStyle(isBold: true), expected: "\(esc)[0;1m"),
        StyleChange(name: "attributes off", old: CellStyle(background: .indexed(17), isItalic: true, isUnderlined: true, isReversed: true),
                    new: CellStyle(background: .indexed(17), isUnderlined: true), expected: "\(esc)[23;27m"),
    ]

    @Test(arguments: styleChanges)
    func styleChange(_ change: StyleChange) {
        var bytes = TerminalBytes()
        bytes.appendStyleChange(from: change.old, to: change.new)
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == change.expected)
    }

    struct Move: CustomTestStringConvertible, Sendable {
        let name: String
        let from: (x: Int, y: Int)
        let to: (x: Int, y: Int)
        let expected: String
        var testDescription: String { name }
    }

    static let moves: [Move] = [
        Move(name: "home", from: (-1, -1), to: (0, 0), expected: "\(esc)[H"),
        Move(name: "column 1 of a row", from: (-1, -1), to: (0, 5), expected: "\(esc)[6H"),
        Move(name: "anywhere", from: (-1, -1), to: (40, 5), expected: "\(esc)[6;41H"),
        Move(name: "one right", from: (3, 2), to: (4, 2), expected: "\(esc)[C"),
        Move(name: "some right", from: (3, 2), to: (9, 2), expected: "\(esc)[6C"),
        Move(name: "one left", from: (3, 2), to: (2, 2), expected: "\(esc)[D"),
        Move(name: "far left on the row", from: (70, 2), to: (0, 2), expected: "\(esc)[G"),
        Move(name: "same column, other row", from: (30, 2), to: (30, 20), expected: "\(esc)[21d"),
        Move(name: "after the last column, absolute only", from: (80, 2), to: (78, 2), expected: "\(esc)[79G"),
    ]

    @Test(arguments: moves)
    func cursorMove(_ move: Move) {
        var encoder = FrameEncoder()
        encoder.begin(width: 80, colorLevel: .ansi16, shiftsRows: false)
        if move.from.x == 80 {
            // Writing the last column leaves the terminal's wrap pending.
            var frame = Frame(width: 80, height: 24)
            frame.put("z", x: 79, y: move.from.y)
            _ = encoder.encodeChanges(from: Frame(width: 80, height: 24), to: frame)
        } else if move.from.x >= 0 {
            encoder.moveCursor(toColumn: move.from.x, row: move.from.y)
        }
        let start = encoder.bytes.bytes.count
        encoder.moveCursor(toColumn: move.to.x, row: move.to.y)
        #expect(String(decoding: encoder.bytes.bytes[start...], as: UTF8.self) == move.expected)
    }

    @Test func oneRowIsNotWrappedManyRowsAre() {
        var frame = Frame(width: 10, height: 3)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        frame.put("one", x: 0, y: 1)
        bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes == "\(esc)[2Hone")
        frame.put("two", x: 0, y: 0)
        frame.put("six", x: 0, y: 2)
        bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes == "\(esc)[?2026h\(esc)[Htwo\(esc)[3Hsix\(esc)[?2026l")
    }

    @Test func aStyledUpdateEndsPlain() {
        var frame = Frame(width: 10, height: 1)
        var writer = FrameWriter(colorLevel: .ansi16)
        var bytes = ""
        writer.write(frame, to: &bytes)
        frame.put("hi", x: 3, y: 0, style: CellStyle(foreground: .green))
        bytes = ""
        writer.write(frame, to: &bytes)
        #expect(bytes == "\(esc)[1;4H\(esc)[32mhi\(esc)[m")
    }
}
