/// The modifier keys held during a key press or a mouse report.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bit pattern.
    public let rawValue: UInt8

    /// Creates a set of modifiers from its raw bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option, Meta): an Escape prefix or a modifier parameter.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

extension KeyModifiers {
    /// Decodes the xterm modifier parameter of `CSI 1 ; m A`: `m - 1` holds
    /// Shift (1), Alt (2), Control (4) and Meta (8, reported as Alt).
    init(xtermParameter parameter: Int) {
        let bits = max(parameter - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
