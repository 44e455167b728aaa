/// The bytes of one frame as a ``FrameWriter`` builds them: cursor moves, style changes and
/// text, each as short as the terminal allows.
///
/// Every sequence here is in xterm's ctlseqs and in ECMA-48: CUP (`CSI r;c H`, with defaults
/// omitted), CHA (`CSI c G`), VPA (`CSI r d`), CUF and CUB (`CSI n C`, `CSI n D`), ICH and DCH
/// (`CSI n @`, `CSI n P`) and SGR with only the parameters that change.
struct TerminalBytes {
    /// The bytes so far.
    var bytes: [UInt8] = []

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `CSI`, an optional number (left out when it is `omitted`, the default), and a final byte.
    mutating func appendCSI(_ number: Int, omitting omitted: Int = 1, final: UInt8) {
        bytes.append(0x1B)
        bytes.append(0x5B)
        if number != omitted { appendDecimal(number) }
        bytes.append(final)
    }

    /// Appends the decimal digits of a non-negative number.
    mutating func appendDecimal(_ value: Int) {
        if value < 10 {
            bytes.append(UInt8(48 + max(value, 0)))
            return
        }
        if value < 100 {
            bytes.append(UInt8(48 + value / 10))
            bytes.append(UInt8(48 + value % 10))
            return
        }
        var divisor = 100
        while divisor <= value / 10 { divisor *= 10 }
        var remainder = value
        while divisor > 0 {
            let digit = remainder / divisor
            bytes.append(UInt8(48 + digit))
            remainder -= digit * divisor
            divisor /= 10
        }
    }

    /// The number of decimal digits of a non-negative number.
    static func digitCount(_ value: Int) -> Int {
        value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5
    }

    /// Appends the UTF-8 bytes of a cell's character.
    mutating func appendCharacter(code: UInt64) {
        if code < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: code))
        } else if code < GraphemeTable.firstClusterCode, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) {
            var encoded = UTF8.encode(scalar)?.makeIterator()
            while let byte = encoded?.next() { bytes.append(byte) }
        } else {
            bytes.append(contentsOf: GraphemeTable.cluster(of: code).utf8)
        }
    }

    // MARK: - Styles

    /// Appends the SGR sequence that turns `old` into `new`, both already converted to the
    /// color level: only the parameters that change, or a reset and the new style when that is
    /// shorter, or `CSI m` for the plain style. `old` is `nil` when the terminal's style is
    /// unknown. Appends nothing when the styles are equal.
    mutating func appendStyleChange(from old: CellStyle?, to new: CellStyle) {
        if let old, old == new { return }
        bytes.append(0x1B)
        bytes.append(0x5B)
        if new == .plain {
            bytes.append(0x6D)
            return
        }
        let start = bytes.count
        var isFirst = true
        if let old {
            appendDelta(from: old, to: new, isFirst: &isFirst)
            let deltaCount = bytes.count - start
            // From a reset: "0", then every parameter of the new style.
            if deltaCount > 1 + Self.parameterCount(of: new) {
                bytes.removeSubrange(start...)
                isFirst = false
                bytes.append(0x30)
                appendParameters(of: new, isFirst: &isFirst)
            }
        } else {
            bytes.append(0x30)
            isFirst = false
            appendParameters(of: new, isFirst: &isFirst)
        }
        bytes.append(0x6D)
    }

    /// The parameters that change `old` into `new`, separated by `;`.
    private mutating func appendDelta(from old: CellStyle, to new: CellStyle, isFirst: inout Bool) {
        if (old.isBold && !new.isBold) || (old.isDim && !new.isDim) {
            appendParameter(22, isFirst: &isFirst)  // Neither bold nor faint.
            if new.isBold { appendParameter(1, isFirst: &isFirst) }
            if new.isDim { appendParameter(2, isFirst: &isFirst) }
        } else {
            if new.isBold && !old.isBold { appendParameter(1, isFirst: &isFirst) }
            if new.isDim && !old.isDim { appendParameter(2, isFirst: &isFirst) }
        }
        if new.isItalic != old.isItalic { appendParameter(new.isItalic ? 3 : 23, isFirst: &isFirst) }
        if new.isUnderlined != old.isUnderlined { appendParameter(new.isUnderlined ? 4 : 24, isFirst: &isFirst) }
        if new.isReversed != old.isReversed { appendParameter(new.isReversed ? 7 : 27, isFirst: &isFirst) }
        if new.foreground != old.foreground { appendColor(new.foreground, base: 30, isFirst: &isFirst) }
        if new.background != old.background { appendColor(new.background, base: 40, isFirst: &isFirst) }
    }

    /// Every parameter of a style set from a reset.
    private mutating func appendParameters(of style: CellStyle, isFirst: inout Bool) {
        if style.isBold { appendParameter(1, isFirst: &isFirst) }
        if style.isDim { appendParameter(2, isFirst: &isFirst) }
        if style.isItalic { appendParameter(3, isFirst: &isFirst) }
        if style.isUnderlined { appendParameter(4, isFirst: &isFirst) }
        if style.isReversed { appendParameter(7, isFirst: &isFirst) }
        if style.foreground != .default { appendColor(style.foreground, base: 30, isFirst: &isFirst) }
        if style.background != .default { appendColor(style.background, base: 40, isFirst: &isFirst) }
    }

    /// The bytes ``appendParameters(of:isFirst:)`` appends after a leading parameter.
    private static func parameterCount(of style: CellStyle) -> Int {
        var count = 0
        if style.isBold { count += 2 }
        if style.isDim { count += 2 }
        if style.isItalic { count += 2 }
        if style.isUnderlined { count += 2 }
        if style.isReversed { count += 2 }
        if style.foreground != .default { count += 1 + colorCount(style.foreground, base: 30) }
        if style.background != .default { count += 1 + colorCount(style.background, base: 40) }
        return count
    }

    /// The bytes of a color's parameters, without the leading `;`.
    private static func colorCount(_ color: TerminalColor, base: Int) -> Int {
        switch color {
        case .default:
            return 2
        case .indexed(let index):
            return 5 + digitCount(Int(index))
        case let .rgb(red, green, blue):
            return 7 + digitCount(Int(red)) + digitCount(Int(green)) + digitCount(Int(blue))
        default:
            let index = Int(color.namedIndex ?? 0)
            return digitCount(index < 8 ? base + index : base + 60 + index - 8)
        }
    }

    private mutating func appendParameter(_ value: Int, isFirst: inout Bool) {
        if !isFirst { bytes.append(0x3B) }
        isFirst = false
        appendDecimal(value)
    }

    /// The SGR parameters of a color; `base` is 30 (foreground) or 40 (background).
    private mutating func appendColor(_ color: TerminalColor, base: Int, isFirst: inout Bool) {
        switch color {
        case .default:
            appendParameter(base + 9, isFirst: &isFirst)
        case .indexed(let index):
            appendParameter(base + 8, isFirst: &isFirst)
            append(";5;")
            appendDecimal(Int(index))
        case let .rgb(red, green, blue):
            appendParameter(base + 8, isFirst: &isFirst)
            append(";2;")
            appendDecimal(Int(red))
            bytes.append(0x3B)
            appendDecimal(Int(green))
            bytes.append(0x3B)
            appendDecimal(Int(blue))
        default:
            let index = Int(color.namedIndex ?? 0)
            appendParameter(index < 8 ? base + index : base + 60 + index - 8, isFirst: &isFirst)
        }
    }
}
