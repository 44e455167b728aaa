/// How many colors a terminal shows, from none to 24-bit.
///
/// Styles are down-converted to the level when they are written: RGB to
/// the nearest 256-palette entry, 256-palette entries to the nearest of
/// the 16 named colors, and at ``none`` every color to the default while
/// bold, dim, italic, underline and reverse stay.
public enum ColorLevel: Int, Comparable, CaseIterable, Sendable {
    /// No colors: text attributes only, or plain text when output is not a terminal.
    case none
    /// The 16 named ANSI colors (SGR 30–37, 90–97, 40–47, 100–107).
    case ansi16
    /// The xterm 256-color palette (SGR 38;5 and 48;5).
    case ansi256
    /// 24-bit RGB colors (SGR 38;2 and 48;2).
    case truecolor

    /// Returns the color level that the environment and the output allow.
    ///
    /// The rules, first match wins (see no-color.org):
    /// 1. output is not a terminal, `TERM` is `dumb`, or `NO_COLOR` is set
    ///    to a non-empty value: ``none``;
    /// 2. `COLORTERM` is `truecolor` or `24bit`: ``truecolor``;
    /// 3. `TERM` contains `256color`: ``ansi256``;
    /// 4. otherwise: ``ansi16``.
    ///
    /// - Parameters:
    ///   - environment: The process environment, such as
    ///     `ProcessInfo.processInfo.environment`.
    ///   - outputIsTerminal: Whether the output is a terminal (`isatty`).
    /// - Returns: The color level to write frames with.
    public static func detect(environment: [String: String], outputIsTerminal: Bool) -> ColorLevel {
        guard outputIsTerminal else { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit":
            return .truecolor
        default:
            return term.contains("256color") ? .ansi256 : .ansi16
        }
    }

    /// Whether `lhs` shows fewer colors than `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A color level.
    ///   - rhs: Another color level.
    /// - Returns: `true` when `lhs` is the poorer level.
    public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
