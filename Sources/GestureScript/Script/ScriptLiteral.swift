/// The spellings of numbers, durations and sizes in a gesture script.
///
/// Each function checks the whole spelling, byte by byte, and returns a
/// ``Rejection`` rather than trapping, whatever the text.
package enum ScriptLiteral {
    /// The largest magnitude an integer argument may have.
    static let integerLimit = Int(Int32.max)

    /// The longest duration a script may write: one day.
    package static let durationLimit = Duration.seconds(86_400)

    /// Why a spelling was rejected.
    enum Rejection: Error, Hashable, Sendable {
        /// The text is not spelled as the literal should be.
        case malformed
        /// The text is well formed but too large.
        case outOfRange
        /// The text asks for more precision than the type holds.
        case tooPrecise
    }

    /// Parses a signed whole number, `[+-]?[0-9]+`, within ``integerLimit``.
    static func integer(_ text: String) -> Result<Int, Rejection> {
        var bytes = Substring(text).utf8[...]
        var isNegative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return .failure(.malformed) }
        guard let magnitude = digitsValue(bytes, limit: integerLimit) else { return .failure(.outOfRange) }
        return .success(isNegative ? -magnitude : magnitude)
    }

    /// Parses a signed decimal, `[+-]?[0-9]*(\.[0-9]+)?` with at least one
    /// digit; exponents, `nan` and `inf` are rejected.
    static func decimal(_ text: String) -> Result<Double, Rejection> {
        var bytes = Substring(text).utf8[...]
        var isNegative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard let (whole, fraction, rest) = decimalParts(bytes) else { return .failure(.malformed) }
        bytes = rest
        guard bytes.isEmpty, !(whole.isEmpty && fraction.isEmpty) else { return .failure(.malformed) }
        var normalized = isNegative ? "-" : ""
        normalized += whole.isEmpty ? "0" : String(decoding: whole, as: UTF8.self)
        if !fraction.isEmpty { normalized += "." + String(decoding: fraction, as: UTF8.self) }
        guard let value = Double(normalized) else { return .failure(.malformed) }
        guard value.isFinite else { return .failure(.outOfRange) }
        return .success(value)
    }

    /// Splits `digits[.digits]` off the front of `bytes`: the whole digits, the fraction digits
    /// and what follows; `nil` for a dot with no digit after it.
    static func decimalParts(
        _ bytes: Substring.UTF8View
    ) -> (whole: Substring.UTF8View, fraction: Substring.UTF8View, rest: Substring.UTF8View)? {
        var rest = bytes
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = rest[rest.startIndex..<rest.startIndex]
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
            guard !fraction.isEmpty else { return nil }
        }
        return (whole, fraction, rest)
    }

    /// Parses a duration, `[0-9]+(\.[0-9]+)?(ms|s)`, exactly (no floating
    /// point), up to ``durationLimit`` and to the nanosecond.
    static func duration(_ text: String) -> Result<Duration, Rejection> {
        var bytes = Substring(text).utf8[...]
        // In 64 bits: a day in nanoseconds does not fit the 32-bit Int of WebAssembly.
        let unitNanoseconds: Int64
        if bytes.last == UInt8(ascii: "s") {
            bytes = bytes.dropLast()
            if bytes.last == UInt8(ascii: "m") {
                bytes = bytes.dropLast()
                unitNanoseconds = 1_000_000
            } else {
                unitNanoseconds = 1_000_000_000
            }
        } else {
            return .failure(.malformed)
        }
        guard let (whole, fraction, rest) = decimalParts(bytes) else { return .failure(.malformed) }
        bytes = rest
        guard bytes.isEmpty, !whole.isEmpty else { return .failure(.malformed) }

        let limitInUnits = Int(durationLimit.components.seconds * 1_000_000_000 / unitNanoseconds)
        guard let units = digitsValue(whole, limit: limitInUnits) else { return .failure(.outOfRange) }
        // Each digit of the fraction is worth a tenth of the one before; a
        // non-zero digit worth less than a nanosecond is too precise.
        var scale = unitNanoseconds / 10
        var fractionNanoseconds: Int64 = 0
        for digit in fraction {
            let value = Int64(digit - UInt8(ascii: "0"))
            if value != 0 && scale == 0 { return .failure(.tooPrecise) }
            fractionNanoseconds += value * scale
            scale /= 10
        }
        let duration = Duration.nanoseconds(Int64(units) * unitNanoseconds + fractionNanoseconds)
        guard duration <= durationLimit else { return .failure(.outOfRange) }
        return .success(duration)
    }

    /// Parses a size, `COLUMNSxLINES`, each between 1 and
    /// ``ScriptSize/maximumDimension``.
    static func size(_ text: String) -> Result<ScriptSize, Rejection> {
        let parts = Substring(text).utf8.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
            return .failure(.malformed)
        }
        let limit = ScriptSize.maximumDimension
        guard let columns = digitsValue(parts[0], limit: limit), let lines = digitsValue(parts[1], limit: limit),
              columns >= 1, lines >= 1
        else { return .failure(.outOfRange) }
        return .success(ScriptSize(columns: columns, lines: lines))
    }

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The value of a run of ASCII digits, or `nil` when it exceeds `limit`
    /// (checked as it goes, in 64 bits, so it never overflows, even where Int has 32).
    static func digitsValue(_ digits: some Sequence<UInt8>, limit: Int) -> Int? {
        var value: Int64 = 0
        for digit in digits {
            value = value * 10 + Int64(digit - UInt8(ascii: "0"))
            if value > Int64(limit) { return nil }
        }
        return Int(value)
    }
}
