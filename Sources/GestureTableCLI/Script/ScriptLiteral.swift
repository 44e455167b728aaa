/// The spellings of numbers, durations and sizes in a gesture script.
///
/// Each function checks the whole spelling and returns `nil` (or a reason)
/// rather than trapping, whatever the text.
enum ScriptLiteral {
    /// The largest magnitude an integer argument may have.
    static let integerLimit = Int(Int32.max)

    /// The longest duration a script may write: one day.
    static let durationLimit = Duration.seconds(86_400)

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
        var digits = Substring(text)
        if let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return .failure(.malformed) }
        guard let value = Int(text), value.magnitude <= integerLimit.magnitude else {
            return .failure(.outOfRange)
        }
        return .success(value)
    }

    /// Parses a signed decimal, `[+-]?[0-9]*(\.[0-9]+)?` with at least one
    /// digit; exponents, `nan` and `inf` are rejected.
    static func decimal(_ text: String) -> Result<Double, Rejection> {
        var rest = Substring(text)
        var isNegative = false
        if let sign = rest.first, sign == "+" || sign == "-" {
            isNegative = sign == "-"
            rest = rest.dropFirst()
        }
        let whole = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = Substring("")
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(fraction.count)
            guard !fraction.isEmpty else { return .failure(.malformed) }
        }
        guard rest.isEmpty, !(whole.isEmpty && fraction.isEmpty) else { return .failure(.malformed) }
        let normalized = (isNegative ? "-" : "") + (whole.isEmpty ? "0" : whole)
            + (fraction.isEmpty ? "" : "." + fraction)
        guard let value = Double(normalized) else { return .failure(.malformed) }
        guard value.isFinite else { return .failure(.outOfRange) }
        return .success(value)
    }

    /// Parses a duration, `[0-9]+(\.[0-9]+)?(ms|s)`, exactly (no floating
    /// point), up to ``durationLimit`` and to the nanosecond.
    static func duration(_ text: String) -> Result<Duration, Rejection> {
        let unitNanoseconds: Int
        var number: Substring
        if text.hasSuffix("ms") {
            unitNanoseconds = 1_000_000
            number = Substring(text).dropLast(2)
        } else if text.hasSuffix("s") {
            unitNanoseconds = 1_000_000_000
            number = Substring(text).dropLast(1)
        } else {
            return .failure(.malformed)
        }
        let whole = number.prefix(while: \.isASCIIDigit)
        number = number.dropFirst(whole.count)
        var fraction = Substring("")
        if number.first == "." {
            number = number.dropFirst()
            fraction = number.prefix(while: \.isASCIIDigit)
            number = number.dropFirst(fraction.count)
            guard !fraction.isEmpty else { return .failure(.malformed) }
        }
        guard number.isEmpty, !whole.isEmpty else { return .failure(.malformed) }

        let limitInUnits = Int(durationLimit.components.seconds) * 1_000_000_000 / unitNanoseconds
        guard whole.count <= 12, let units = Int(whole), units <= limitInUnits else {
            return .failure(.outOfRange)
        }
        // Digits of the fraction that still fall on whole nanoseconds.
        var scale = unitNanoseconds / 10
        var fractionNanoseconds = 0
        for digit in fraction {
            guard let value = digit.wholeNumberValue else { return .failure(.malformed) }
            if value != 0 && scale == 0 { return .failure(.tooPrecise) }
            fractionNanoseconds += value * scale
            scale /= 10
        }
        let duration = Duration.nanoseconds(units * unitNanoseconds + fractionNanoseconds)
        guard duration <= durationLimit else { return .failure(.outOfRange) }
        return .success(duration)
    }

    /// Parses a size, `COLUMNSxLINES`, each between 1 and
    /// ``ScriptSize/maximumDimension``.
    static func size(_ text: String) -> Result<ScriptSize, Rejection> {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { return .failure(.malformed) }
        guard parts.allSatisfy({ $0.count <= 9 }),
              let columns = Int(parts[0]), let lines = Int(parts[1]),
              columns <= ScriptSize.maximumDimension, lines <= ScriptSize.maximumDimension
        else { return .failure(.outOfRange) }
        guard columns >= 1, lines >= 1 else { return .failure(.outOfRange) }
        return .success(ScriptSize(columns: columns, lines: lines))
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    var isASCIIDigit: Bool {
        guard let value = asciiValue else { return false }
        return (0x30...0x39).contains(value)
    }
}
