/// Decoding of complete CSI and SS3 sequences and of mouse reports.
extension InputDecoder {
    /// The largest parameter value kept; larger values saturate here.
    static let maximumParameter = 1_000_000

    /// Decodes `ESC [ <sequence> <final>`; unknown sequences are skipped.
    mutating func dispatchControlSequence(final: UInt8, into events: inout [InputEvent]) {
        if sequence.first == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
                  let parameters = Self.parameters(sequence.dropFirst()),
                  parameters.count == 3
            else { return }
            if let mouse = Self.mouseEvent(
                code: parameters[0], column: parameters[1], row: parameters[2],
                isRelease: final == UInt8(ascii: "m"))
            {
                emit(.mouse(mouse), into: &events)
            }
            return
        }
        // Private markers (`?`, `>`, `=`) and intermediates mark replies and
        // sequences this decoder does not know.
        guard let parameters = Self.parameters(sequence[...]) else { return }
        let modifiers = parameters.count >= 2 ? KeyModifiers(xtermParameter: parameters[1]) : []
        let key: TerminalKey
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"):
            emit(.key(.tab, modifiers: modifiers.union(.shift)), into: &events)
            return
        case UInt8(ascii: "~"):
            switch parameters.first ?? 0 {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 3: key = .delete
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 29: key = .menu
            case let code where Self.functionKeys[code] != nil: key = .function(Self.functionKeys[code] ?? 0)
            case 200:
                deliverText(into: &events)
                pastedBytes.removeAll()
                state = .paste(matched: 0)
                return
            default: return
            }
        default:
            return
        }
        emit(.key(key, modifiers: modifiers), into: &events)
    }

    /// Decodes `ESC O <digits> <final>`; unknown sequences are skipped.
    mutating func dispatchSingleShift(final: UInt8, into events: inout [InputEvent]) {
        let modifiers: KeyModifiers
        if let parameters = Self.parameters(sequence[...]), let parameter = parameters.first {
            modifiers = KeyModifiers(xtermParameter: parameter)
        } else {
            modifiers = []
        }
        let key: TerminalKey
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        default: return
        }
        emit(.key(key, modifiers: modifiers), into: &events)
    }

    /// The function key each parameter of `ESC [ N ~` stands for, as xterm and the Linux
    /// console send them (`ESC [ 21 ; 2 ~` is Shift+F10): the numbers skip 16 and 22.
    static let functionKeys: [Int: Int] = [
        11: 1, 12: 2, 13: 3, 14: 4, 15: 5, 17: 6, 18: 7, 19: 8, 20: 9, 21: 10, 23: 11, 24: 12,
        25: 13, 26: 14, 28: 15, 31: 17, 32: 18, 33: 19, 34: 20,
    ]

    /// Decodes the three bytes after `ESC [ M`: button, column and row, each plus 32.
    mutating func decodeLegacyMouse(into events: inout [InputEvent]) {
        guard sequence.count == 3, sequence.allSatisfy({ $0 >= 32 }) else { return }
        let code = Int(sequence[0]) - 32
        let column = Int(sequence[1]) - 32
        let row = Int(sequence[2]) - 32
        if let mouse = Self.mouseEvent(code: code, column: column, row: row, isRelease: false) {
            emit(.mouse(mouse), into: &events)
        }
    }

    /// Builds a mouse report from an xterm button code and one-based position.
    ///
    /// Code bits: 0–1 the button (3 meaning none), 4 Shift, 8 Alt, 16
    /// Control, 32 motion, 64 the wheel, 128 extra buttons. Positions are
    /// clamped so that 0 on the wire still gives column or row 0.
    static func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        guard (0...255).contains(code) else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let column = max(column - 1, 0)
        let row = max(row - 1, 0)
        let low = code & 3
        if code & 64 != 0 {
            // Wheel turns have no release; sideways wheels and buttons 6–7 are not decoded.
            guard !isRelease, code & 128 == 0, low < 2 else { return nil }
            return MouseEvent(
                kind: low == 0 ? .wheelUp : .wheelDown, button: .none,
                column: column, row: row, modifiers: modifiers)
        }
        let button: MouseEvent.Button
        if code & 128 != 0 {
            button = .other(8 + low)
        } else {
            button = [.left, .middle, .right, .none][low]
        }
        let kind: MouseEvent.Kind
        if isRelease {
            kind = .release
        } else if code & 32 != 0 {
            kind = button == .none ? .move : .drag
        } else {
            kind = button == .none ? .release : .press  // X10 reports releases as button 3.
        }
        return MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)
    }

    /// Parses `digits ; digits ; …` (sub-parameters after `:` are ignored).
    ///
    /// - Returns: The values, an empty one as 0, each saturating at
    ///   ``maximumParameter``; `nil` if any other byte appears.
    static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        guard !bytes.isEmpty else { return [] }
        var values: [Int] = []
        var current = 0
        var isSubparameter = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !isSubparameter {
                    current = min(current * 10 + Int(byte - UInt8(ascii: "0")), maximumParameter)
                }
            case UInt8(ascii: ";"):
                values.append(current)
                current = 0
                isSubparameter = false
            case UInt8(ascii: ":"):
                isSubparameter = true
            default:
                return nil
            }
        }
        values.append(current)
        return values
    }
}
