/// A color that a terminal can show.
///
/// A color is the terminal's own default, one of the 16 named ANSI colors,
/// an entry of the 256-color palette, or a 24-bit RGB color. A terminal that
/// supports fewer colors gets a down-converted color when a frame is written
/// (see ``ColorLevel`` and ``converted(to:)``).
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground or background color.
    case `default`
    /// ANSI color 0.
    case black
    /// ANSI color 1.
    case red
    /// ANSI color 2.
    case green
    /// ANSI color 3.
    case yellow
    /// ANSI color 4.
    case blue
    /// ANSI color 5.
    case magenta
    /// ANSI color 6.
    case cyan
    /// ANSI color 7.
    case white
    /// ANSI color 8, often shown as gray.
    case brightBlack
    /// ANSI color 9.
    case brightRed
    /// ANSI color 10.
    case brightGreen
    /// ANSI color 11.
    case brightYellow
    /// ANSI color 12.
    case brightBlue
    /// ANSI color 13.
    case brightMagenta
    /// ANSI color 14.
    case brightCyan
    /// ANSI color 15.
    case brightWhite
    /// An entry of the xterm 256-color palette: 0–15 are the named colors,
    /// 16–231 a 6×6×6 color cube and 232–255 a gray ramp.
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
