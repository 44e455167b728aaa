@testable import GestureTableTerminal

/// A small terminal emulator, the oracle for ``FrameWriter``'s bytes.
///
/// It understands exactly what a frame writer may send: CUP (parameters
/// defaulting to 1), CHA, VPA, CUF, CUB, ICH, DCH, SGR (with 38;5, 38;2,
/// 48;5, 48;2 and the 2x resets), ED 2, private modes (2026 sync begin and
/// end among them) and printable text, which it splits into graphemes and
/// places by `terminalWidth(of:)`. Anything else, and anything a writer
/// should never cause (autowrap, a cursor outside the screen, a relative
/// move while a wrap is pending, unbalanced synchronized updates), is
/// recorded in ``problems``.
///
/// The cells that ICH and DCH uncover hold ``unknownCell``: terminals fill
/// them differently (with the current background or not), so a writer must
/// write them before the frame ends, and a screen still holding one never
/// equals a frame.
struct TerminalEmulator {
    private(set) var width: Int
    private(set) var height: Int
    /// The screen, row-major, in the same cell model as `Frame`.
    private(set) var cells: [Cell]
    private(set) var cursorX = 0
    private(set) var cursorY = 0
    /// Whether the cursor sits past the last column and the next character would wrap.
    private(set) var isWrapPending = false
    private(set) var style = CellStyle.plain
    private(set) var isSynchronizing = false
    private(set) var privateModes: Set<Int> = []
    private(set) var problems: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.cells = Array(repeating: .blank, count: width * height)
    }

    /// Resizes the screen the way a window resize would, keeping nothing.
    mutating func resize(width: Int, height: Int) {
        self = TerminalEmulator(width: width, height: height)
    }

    /// What a cell uncovered by ICH or DCH holds: equal to no cell a frame can hold.
    static let unknownCell = Cell("\u{FFFF}", style: CellStyle(foreground: .indexed(255), background: .indexed(255), isBold: true, isDim: true, isItalic: true, isUnderlined: true, isReversed: true))

    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The screen's rows as text, wide characters once, trailing spaces kept.
    var lines: [String] {
        (0..<height).map { row in
            String(cells[(row * width)..<(row * width + width)].filter { !$0.isContinuation }.map(\.character))
        }
    }

    /// Interprets the bytes a writer sent.
    mutating func feed(_ bytes: String) {
        let scalars = Array(bytes.unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                printText(&text)
                index = interpretEscape(scalars, from: index)
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                printText(&text)
                problems.append("unexpected control character U+\(String(scalar.value, radix: 16))")
                index += 1
            } else {
                text.append(scalar)
                index += 1
            }
        }
        printText(&text)
    }

    /// Interprets one escape sequence and returns the index after it.
    private mutating func interpretEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else {
            problems.append("ESC not followed by [")
            return index
        }
        index += 1
        var isPrivate = false
        if index < scalars.count, scalars[index] == "?" {
            isPrivate = true
            index += 1
        }
        var parameterText = ""
        while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
            parameterText.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else {
            problems.append("unterminated CSI \(parameterText)")
            return index
        }
        let final = scalars[index]
        let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch (isPrivate, final) {
        case (true, "h"), (true, "l"):
            setPrivateModes(parameters.compactMap { $0 }, isOn: final == "h")
        case (false, "H"):
            moveCursor(row: parameter(parameters, 0), column: parameter(parameters, 1))
        case (false, "G"):
            moveCursor(row: cursorY + 1, column: parameter(parameters, 0))
        case (false, "d"):
            moveCursor(row: parameter(parameters, 0), column: cursorX + 1)
        case (false, "C"), (false, "D"):
            if isWrapPending { problems.append("relative move CSI \(parameterText)\(final) while a wrap is pending") }
            let distance = parameter(parameters, 0)
            moveCursor(row: cursorY + 1, column: cursorX + 1 + (final == "C" ? distance : -distance))
        case (false, "@"), (false, "P"):
            shiftRow(by: final == "@" ? parameter(parameters, 0) : -parameter(parameters, 0))
        case (false, "J"):
            if parameters.first.flatMap({ $0 }) == 2 {
                cells = Array(repeating: Cell(" ", style: CellStyle(background: style.background)),
                              count: width * height)
            } else {
                problems.append("unsupported ED \(parameterText)")
            }
        case (false, "m"):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        default:
            problems.append("unsupported CSI \(isPrivate ? "?" : "")\(parameterText)\(final)")
        }
        return index + 1
    }

    /// A numeric parameter, 1 when it is missing, empty or 0.
    private func parameter(_ parameters: [Int?], _ index: Int) -> Int {
        guard index < parameters.count, let value = parameters[index], value > 0 else { return 1 }
        return value
    }

    /// ICH (`distance` > 0) or DCH (< 0) at the cursor: the rest of the row moves, cells pushed
    /// past the edge are lost, and the uncovered cells become ``unknownCell``. Cutting a wide
    /// character in two is a problem: terminals disagree on what happens to its halves.
    private mutating func shiftRow(by distance: Int) {
        let rowStart = cursorY * width
        let count = abs(distance)
        let old = Array(cells[rowStart..<(rowStart + width)])
        if old[cursorX].isContinuation { problems.append("ICH or DCH at the right half of a wide character") }
        let cut = distance > 0 ? width - count : cursorX + count
        if cut > cursorX, cut < width, old[cut].isContinuation {
            problems.append("ICH or DCH cuts a wide character at column \(cut + 1)")
        }
        for x in cursorX..<width {
            let source = distance > 0 ? x - count : x + count
            cells[rowStart + x] = source >= cursorX && source < width ? old[source] : Self.unknownCell
        }
        isWrapPending = false
    }

    private mutating func setPrivateModes(_ modes: [Int], isOn: Bool) {
        for mode in modes {
            if mode == 2026 {
                if isSynchronizing == isOn {
                    problems.append("synchronized update \(isOn ? "begun" : "ended") twice")
                }
                isSynchronizing = isOn
            }
            if isOn { privateModes.insert(mode) } else { privateModes.remove(mode) }
        }
    }

    private mutating func moveCursor(row: Int, column: Int) {
        guard (1...height).contains(row), (1...width).contains(column) else {
            problems.append("cursor moved outside the screen to row \(row), column \(column)")
            return
        }
        cursorY = row - 1
        cursorX = column - 1
        isWrapPending = false
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func color(at index: inout Int) -> TerminalColor? {
            guard index + 1 < parameters.count else { return nil }
            switch parameters[index + 1] {
            case 5 where index + 2 < parameters.count:
                defer { index += 2 }
                return .indexed(UInt8(clamping: parameters[index + 2]))
            case 2 where index + 4 < parameters.count:
                defer { index += 4 }
                return .rgb(red: UInt8(clamping: parameters[index + 2]),
                            green: UInt8(clamping: parameters[index + 3]),
                            blue: UInt8(clamping: parameters[index + 4]))
            default:
                return nil
            }
        }
        let named: [TerminalColor] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
            .brightBlack, .brightRed, .brightGreen, .brightYellow,
            .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 3: style.isItalic = true
            case 4: style.isUnderlined = true
            case 7: style.isReversed = true
            case 22: style.isBold = false; style.isDim = false
            case 23: style.isItalic = false
            case 24: style.isUnderlined = false
            case 27: style.isReversed = false
            case 30...37: style.foreground = named[parameter - 30]
            case 39: style.foreground = .default
            case 40...47: style.background = named[parameter - 40]
            case 49: style.background = .default
            case 90...97: style.foreground = named[parameter - 90 + 8]
            case 100...107: style.background = named[parameter - 100 + 8]
            case 38, 48:
                if let parsed = color(at: &index) {
                    if parameter == 38 { style.foreground = parsed } else { style.background = parsed }
                } else {
                    problems.append("malformed extended color in SGR \(parameters)")
                }
            default:
                problems.append("unsupported SGR parameter \(parameter)")
            }
            index += 1
        }
    }

    /// Prints accumulated text grapheme by grapheme.
    private mutating func printText(_ text: inout String.UnicodeScalarView) {
        guard !text.isEmpty else { return }
        for character in String(text) {
            print(character)
        }
        text.removeAll()
    }

    private mutating func print(_ character: Character) {
        let characterWidth = terminalWidth(of: character)
        guard characterWidth > 0 else {
            problems.append("zero-width character \(character.unicodeScalars.map { $0.value })")
            return
        }
        if isWrapPending || cursorX + characterWidth > width {
            problems.append("autowrap at row \(cursorY + 1) writing \(character)")
            return
        }
        let rowStart = cursorY * width
        for column in cursorX..<(cursorX + characterWidth) {
            let index = rowStart + column
            if cells[index].isContinuation, column > 0 {
                cells[index - 1] = Cell(" ", style: cells[index - 1].style)
            }
            if column + 1 < width, cells[index + 1].isContinuation {
                cells[index + 1] = Cell(" ", style: cells[index + 1].style)
            }
        }
        cells[rowStart + cursorX] = Cell(character, style: style)
        if characterWidth == 2 {
            cells[rowStart + cursorX + 1] = .continuation(style: style)
        }
        cursorX += characterWidth
        if cursorX == width {
            cursorX = width - 1
            isWrapPending = true
        }
    }
}
