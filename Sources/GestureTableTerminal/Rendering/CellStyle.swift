/// How a terminal cell looks: its colors and text attributes.
///
/// A style is stored in one 64-bit word, so that comparing cells, the
/// inner loop of ``Frame/changes(from:)``, is cheap.
public struct CellStyle: Hashable, Sendable {
    /// Foreground in bits 0–25, background in bits 26–51, attributes in
    /// bits 52–56; the top bit is left for ``Cell``.
    private(set) var bits: UInt64

    /// Creates a style from its packed bits.
    init(bits: UInt64) {
        self.bits = bits
    }

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
        bits = foreground.packed | background.packed << Self.backgroundShift
        self.isBold = isBold
        self.isDim = isDim
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
    }

    /// The terminal's default look: default colors, no attributes.
    public static let plain = CellStyle()

    /// The color of the character.
    public var foreground: TerminalColor {
        get { TerminalColor(packed: bits & Self.colorMask) }
        set { bits = bits & ~Self.colorMask | newValue.packed }
    }

    /// The color behind the character.
    public var background: TerminalColor {
        get { TerminalColor(packed: bits >> Self.backgroundShift & Self.colorMask) }
        set {
            bits = bits & ~(Self.colorMask << Self.backgroundShift) | newValue.packed << Self.backgroundShift
        }
    }

    /// Whether the character is drawn bold (SGR 1).
    public var isBold: Bool {
        get { attribute(0) }
        set { setAttribute(0, newValue) }
    }

    /// Whether the character is drawn faint (SGR 2).
    public var isDim: Bool {
        get { attribute(1) }
        set { setAttribute(1, newValue) }
    }

    /// Whether the character is drawn in italics (SGR 3).
    public var isItalic: Bool {
        get { attribute(2) }
        set { setAttribute(2, newValue) }
    }

    /// Whether the character is underlined (SGR 4).
    public var isUnderlined: Bool {
        get { attribute(3) }
        set { setAttribute(3, newValue) }
    }

    /// Whether foreground and background are swapped (SGR 7).
    public var isReversed: Bool {
        get { attribute(4) }
        set { setAttribute(4, newValue) }
    }

    private static let colorMask: UInt64 = 1 << 26 - 1
    private static let backgroundShift: UInt64 = 26
    private static let attributeShift: UInt64 = 52

    private func attribute(_ index: UInt64) -> Bool {
        bits >> (Self.attributeShift + index) & 1 == 1
    }

    private mutating func setAttribute(_ index: UInt64, _ isOn: Bool) {
        let mask: UInt64 = 1 << (Self.attributeShift + index)
        bits = isOn ? bits | mask : bits & ~mask
    }
}

extension CellStyle: CustomStringConvertible {
    /// The non-default parts of the style, such as `CellStyle(foreground: red, bold)`.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("foreground: \(foreground)") }
        if background != .default { parts.append("background: \(background)") }
        let attributes = [(isBold, "bold"), (isDim, "dim"), (isItalic, "italic"),
                          (isUnderlined, "underlined"), (isReversed, "reversed")]
        parts += attributes.filter { $0.0 }.map { $0.1 }
        return "CellStyle(\(parts.joined(separator: ", ")))"
    }
}
