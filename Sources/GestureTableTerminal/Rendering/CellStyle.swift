/// How a terminal cell looks: its colors and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// The color of the character.
    public var foreground: TerminalColor
    /// The color behind the character.
    public var background: TerminalColor
    /// Whether the character is drawn bold (SGR 1).
    public var isBold: Bool
    /// Whether the character is drawn faint (SGR 2).
    public var isDim: Bool
    /// Whether the character is drawn in italics (SGR 3).
    public var isItalic: Bool
    /// Whether the character is underlined (SGR 4).
    public var isUnderlined: Bool
    /// Whether foreground and background are swapped (SGR 7).
    public var isReversed: Bool

    /// Creates a style; every parameter defaults to the terminal's plain look.
    ///
    /// - Parameters:
    ///   - foreground: The color of the character.
    ///   - background: The color behind the character.
    ///   - isBold: Whether the character is bold.
    ///   - isDim: Whether the character is faint.
    ///   - isItalic: Whether the character is in italics.
    ///   - isUnderlined: Whether the character is underlined.
    ///   - isReversed: Whether foreground and background are swapped.
    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        isBold: Bool = false,
        isDim: Bool = false,
        isItalic: Bool = false,
        isUnderlined: Bool = false,
        isReversed: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
    }

    /// The terminal's default look: default colors, no attributes.
    public static let plain = CellStyle()
}
