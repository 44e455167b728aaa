/// Byte-exact terminal control sequences (xterm ctlseqs; 2026 from the
/// contour synchronized-output spec). `ESC` is U+001B and `CSI` is `ESC [`.
public enum EscapeSequence {
    /// Switches to the alternate screen, saving the cursor (`CSI ? 1049 h`).
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the main screen and restores the cursor (`CSI ? 1049 l`).
    public static let exitAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor (`CSI ? 25 l`).
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (`CSI ? 25 h`); always send it on exit.
    public static let showCursor = "\u{1B}[?25h"
    /// Reports mouse press, drag and release in SGR encoding (`CSI ? 1002 h`, `CSI ? 1006 h`).
    public static let enableMouseReporting = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Stops mouse reporting, undoing ``enableMouseReporting`` in reverse order.
    public static let disableMouseReporting = "\u{1B}[?1006l\u{1B}[?1002l"
    /// Makes the terminal bracket pasted text with `CSI 200 ~` and `CSI 201 ~` (`CSI ? 2004 h`).
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Stops bracketing pasted text (`CSI ? 2004 l`).
    public static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Asks the terminal to hold drawing until ``endSynchronizedUpdate`` (`CSI ? 2026 h`).
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    /// Lets the terminal draw what was written since ``beginSynchronizedUpdate`` (`CSI ? 2026 l`).
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// Erases the whole screen in the current background (`CSI 2 J`); the cursor does not move.
    public static let clearScreen = "\u{1B}[2J"
    /// Resets colors and attributes to the terminal's defaults (`CSI 0 m`).
    public static let resetStyle = "\u{1B}[0m"

    /// Returns the sequence that moves the cursor (CUP, `CSI row ; column H`).
    ///
    /// - Parameters:
    ///   - row: The one-based row; values below 1 are clamped to 1.
    ///   - column: The one-based column; values below 1 are clamped to 1.
    /// - Returns: The cursor-position sequence.
    public static func cursorPosition(row: Int, column: Int) -> String {
        var sequence = ""
        appendCursorPosition(row: row, column: column, to: &sequence)
        return sequence
    }

    /// Returns the SGR sequence that sets a style from scratch at a color level.
    ///
    /// The sequence starts with `0` (reset), then the attributes (1 bold,
    /// 2 dim, 3 italic, 4 underline, 7 reverse), then the colors converted
    /// to `colorLevel`: 30–37/90–97 or 40–47/100–107 for named colors,
    /// `38;5;n`/`48;5;n` for palette entries and `38;2;r;g;b`/`48;2;r;g;b`
    /// for RGB. The plain style gives ``resetStyle``.
    ///
    /// - Parameters:
    ///   - style: The style to set.
    ///   - colorLevel: The color level of the terminal.
    /// - Returns: One SGR sequence, such as `"\u{1B}[0;1;38;5;208m"`.
    public static func style(_ style: CellStyle, colorLevel: ColorLevel) -> String {
        var sequence = ""
        appendStyle(style.converted(to: colorLevel), to: &sequence)
        return sequence
    }

    /// Appends a CUP sequence for a one-based position.
    static func appendCursorPosition(row: Int, column: Int, to output: inout String) {
        output.append("\u{1B}[")
        appendDecimal(max(row, 1), to: &output)
        output.append(";")
        appendDecimal(max(column, 1), to: &output)
        output.append("H")
    }

    /// Appends the SGR sequence of a style whose colors are already converted.
    static func appendStyle(_ style: CellStyle, to output: inout String) {
        output.append("\u{1B}[0")
        if style.isBold { output.append(";1") }
        if style.isDim { output.append(";2") }
        if style.isItalic { output.append(";3") }
        if style.isUnderlined { output.append(";4") }
        if style.isReversed { output.append(";7") }
        appendColor(style.foreground, base: 30, to: &output)
        appendColor(style.background, base: 40, to: &output)
        output.append("m")
    }

    /// Appends the SGR parameters of a color; `base` is 30 (foreground) or 40 (background).
    private static func appendColor(_ color: TerminalColor, base: Int, to output: inout String) {
        switch color {
        case .default:
            return
        case .indexed(let index):
            output.append(";")
            appendDecimal(base + 8, to: &output)
            output.append(";5;")
            appendDecimal(Int(index), to: &output)
        case let .rgb(red, green, blue):
            output.append(";")
            appendDecimal(base + 8, to: &output)
            output.append(";2;")
            appendDecimal(Int(red), to: &output)
            output.append(";")
            appendDecimal(Int(green), to: &output)
            output.append(";")
            appendDecimal(Int(blue), to: &output)
        default:
            let index = Int(color.namedIndex ?? 0)
            output.append(";")
            appendDecimal(index < 8 ? base + index : base + 60 + index - 8, to: &output)
        }
    }

    /// Appends the decimal digits of a non-negative number without allocating.
    private static func appendDecimal(_ value: Int, to output: inout String) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var remainder = value
        while divisor > 0 {
            let digit = remainder / divisor
            output.unicodeScalars.append(Unicode.Scalar(UInt8(48 + digit)))
            remainder -= digit * divisor
            divisor /= 10
        }
    }
}
