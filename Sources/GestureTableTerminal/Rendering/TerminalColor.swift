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

extension TerminalColor {
    /// The color in 26 bits, for ``CellStyle``'s packed storage: a 2-bit
    /// kind (0 default, 1 named, 2 indexed, 3 RGB) above a 24-bit value.
    var packed: UInt64 {
        switch self {
        case .default:
            return 0
        case .indexed(let index):
            return 2 << 24 | UInt64(index)
        case let .rgb(red, green, blue):
            return 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        default:
            return 1 << 24 | UInt64(namedIndex ?? 0)
        }
    }

    /// Unpacks a color packed by ``packed``.
    init(packed: UInt64) {
        let value = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 & 3 {
        case 0:
            self = .default
        case 1:
            self = Self.namedColors[Int(value & 15)]
        case 2:
            self = .indexed(value)
        default:
            self = .rgb(red: UInt8(truncatingIfNeeded: packed >> 16),
                        green: UInt8(truncatingIfNeeded: packed >> 8), blue: value)
        }
    }

    /// The index 0–15 of a named color, or `nil` for other colors.
    var namedIndex: UInt8? {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .default, .indexed, .rgb: nil
        }
    }

    /// The named colors in palette order.
    static let namedColors: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow,
        .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
}
