/// Reads the arguments of one script command, left to right, turning each
/// token into a typed, located value or a precise ``ScriptError``.
struct ScriptArgumentReader {
    /// The command's name, as written.
    let commandName: String
    /// The command's syntax, quoted in messages about missing or extra
    /// arguments, for example `swipe I F [velocity V]`.
    let usage: String
    /// The script's name, for errors.
    let fileName: String
    /// The tokens after the command name.
    let tokens: [ScriptToken]
    /// Where a missing argument is reported: just after the last token.
    let endLocation: SourceLocation
    /// The index in ``tokens`` of the next token to read.
    private(set) var position = 0

    init(
        commandName: String, usage: String, fileName: String,
        tokens: [ScriptToken], endLocation: SourceLocation
    ) {
        self.commandName = commandName
        self.usage = usage
        self.fileName = fileName
        self.tokens = tokens
        self.endLocation = endLocation
    }

    /// Whether every argument has been read.
    var isAtEnd: Bool { position >= tokens.count }

    /// The next token, without reading it.
    var upcoming: ScriptToken? { isAtEnd ? nil : tokens[position] }

    /// An error at `location` with `message`.
    func error(_ message: String, at location: SourceLocation) -> ScriptError {
        ScriptError(message, fileName: fileName, location: location)
    }

    /// Reads the next token, or fails naming the missing `noun`.
    mutating func next(_ noun: String) throws(ScriptError) -> ScriptToken {
        guard let token = upcoming else {
            throw error("missing \(Self.article(noun)) \(noun); usage: \(usage)", at: endLocation)
        }
        position += 1
        return token
    }

    /// Reads the next token, which must be a bare word.
    mutating func word(_ noun: String) throws(ScriptError) -> ScriptToken {
        let token = try next(noun)
        guard !token.isQuoted else {
            throw error("expected \(Self.article(noun)) \(noun), got a string", at: token.location)
        }
        return token
    }

    /// Reads the keyword `keyword` if it comes next.
    ///
    /// - Returns: The keyword's location, or `nil` (reading nothing) when the
    ///   next token is something else.
    mutating func accept(_ keyword: String) -> SourceLocation? {
        guard let token = upcoming, !token.isQuoted, token.text == keyword else { return nil }
        position += 1
        return token.location
    }

    /// Marks every argument as read.
    mutating func skipToEnd() {
        position = tokens.count
    }

    /// Fails if any argument is left unread.
    func finish() throws(ScriptError) {
        if let token = upcoming {
            let shown = token.isQuoted ? "\"\(token.text)\"" : token.text
            throw error("unexpected argument '\(ScriptError.echo(shown))'; usage: \(usage)", at: token.location)
        }
    }

    // MARK: Strings and keywords

    /// Reads a string in double quotes.
    mutating func string(_ noun: String) throws(ScriptError) -> Located<String> {
        let token = try next(noun)
        guard token.isQuoted else {
            throw error("expected \(Self.article(noun)) \(noun) in double quotes, got '\(ScriptError.echo(token.text))'",
                        at: token.location)
        }
        return Located(token.text, at: token.location)
    }

    /// Reads a string in double quotes if one comes next.
    mutating func optionalString() -> Located<String>? {
        guard let token = upcoming, token.isQuoted else { return nil }
        position += 1
        return Located(token.text, at: token.location)
    }

    /// Reads one of the spellings of `Keyword`, or `none`.
    ///
    /// - Returns: The value, or `nil` for `none`.
    mutating func keywordOrNone<Keyword: ScriptKeyword>(
        _ type: Keyword.Type, noun: String
    ) throws(ScriptError) -> Located<Keyword>? {
        if let token = upcoming, !token.isQuoted, token.text == "none" {
            position += 1
            return nil
        }
        return try keyword(Keyword.self, noun: noun, orNone: true)
    }

    /// Reads the name of one of `candidates` (every case of `Keyword` unless given); `orNone`
    /// adds `none` to the names an error lists.
    mutating func keyword<Keyword: ScriptKeyword>(
        _ type: Keyword.Type, noun: String, among candidates: [Keyword] = Array(Keyword.allCases), orNone: Bool = false
    ) throws(ScriptError) -> Located<Keyword> {
        let token = try word(noun)
        guard let value = Keyword.named(token.text, among: candidates) else {
            let names = candidates.map { $0.scriptName } + (orNone ? ["none"] : [])
            throw error("unknown \(noun) '\(ScriptError.echo(token.text))'; expected \(Self.alternatives(names))",
                        at: token.location)
        }
        return Located(value, at: token.location)
    }

    /// Reads `on` (as `true`) or `off` (as `false`).
    mutating func toggle() throws(ScriptError) -> Located<Bool> {
        let token = try word("'on' or 'off'")
        switch token.text {
        case "on": return Located(true, at: token.location)
        case "off": return Located(false, at: token.location)
        default: throw error("expected 'on' or 'off', got '\(ScriptError.echo(token.text))'", at: token.location)
        }
    }

    /// Reads `yes` or `no`.
    mutating func yesOrNo() throws(ScriptError) -> Located<Bool> {
        let token = try word("'yes' or 'no'")
        switch token.text {
        case "yes": return Located(true, at: token.location)
        case "no": return Located(false, at: token.location)
        default: throw error("expected 'yes' or 'no', got '\(ScriptError.echo(token.text))'", at: token.location)
        }
    }

    // MARK: Numbers

    /// Reads a signed whole number.
    mutating func integer(_ noun: String) throws(ScriptError) -> Located<Int> {
        let token = try word(noun)
        return try integer(token.text, noun: noun, at: token.location)
    }

    /// Reads a whole number that must not be negative.
    mutating func count(_ noun: String) throws(ScriptError) -> Located<Int> {
        let value = try integer(noun)
        guard value.value >= 0 else {
            throw error("negative \(noun) \(value.value)", at: value.location)
        }
        return value
    }

    /// Reads a 0-based row index.
    mutating func index() throws(ScriptError) -> Located<Int> {
        let token = try word("row index")
        return try index(token.text, at: token.location)
    }

    /// Reads `I` (a row index) or `line L` (a screen line), located at the
    /// index or at the line number.
    mutating func target() throws(ScriptError) -> Located<ScriptTarget> {
        if let token = upcoming, !token.isQuoted, token.text == "line" {
            position += 1
            let line = try integer("line number")
            return Located(.line(line.value), at: line.location)
        }
        let index = try index()
        return Located(.row(index.value), at: index.location)
    }

    /// Reads a section: its 0-based index, or its header's title in double quotes.
    mutating func section() throws(ScriptError) -> Located<ScriptSectionReference> {
        if let title = optionalString() { return Located(.title(title.value), at: title.location) }
        let token = try word("section")
        let value = try integer(token.text, noun: "section index", at: token.location)
        guard value.value >= 0 else {
            throw error("negative section index \(value.value); sections are numbered from 0", at: token.location)
        }
        return Located(.index(value.value), at: token.location)
    }

    /// Reads a section's index, a whole number from 0 (`section insert S`, `section move S T`,
    /// `section S` of an event).
    mutating func sectionIndex() throws(ScriptError) -> Located<Int> {
        let token = try word("section index")
        let value = try integer(token.text, noun: "section index", at: token.location)
        guard value.value >= 0 else {
            throw error("negative section index \(value.value); sections are numbered from 0", at: token.location)
        }
        return Located(value.value, at: token.location)
    }

    /// Reads the height of `row … height N`: a number of lines greater than 0
    /// and at most `limit`.
    mutating func rowHeight(limit: Double) throws(ScriptError) -> Located<Double> {
        let token = try word("row height")
        switch ScriptLiteral.decimal(token.text) {
        case .success(let value) where value > 0 && value <= limit:
            return Located(value, at: token.location)
        case .success, .failure(.outOfRange):
            throw error(
                "row height \(ScriptError.echo(token.text)) is out of range; expected a number of lines greater than 0 and at most \(Self.format(limit))",
                at: token.location)
        case .failure:
            throw error(
                "bad number '\(ScriptError.echo(token.text))' for a row height; expected a number of lines like 2 or 1.5",
                at: token.location)
        }
    }

    /// Reads a row index, or `none`.
    ///
    /// - Returns: The index, or `nil` for `none`.
    mutating func indexOrNone() throws(ScriptError) -> Located<Int>? {
        if accept("none") != nil { return nil }
        return try index()
    }

    /// Reads a decimal greater than zero and at most `limit`, such as a speed.
    mutating func speed(_ noun: String, limit: Double) throws(ScriptError) -> Located<Double> {
        let value = try decimal(noun, limit: limit)
        guard value.value > 0 else {
            throw error("\(noun) must be greater than 0; expected a decimal like 2 or 0.5", at: value.location)
        }
        return value
    }

    /// Reads the tolerance of `expect offset … within T`: a fraction of the
    /// width from 0 to 1.
    mutating func tolerance() throws(ScriptError) -> Located<Double> {
        let value = try decimal("tolerance", limit: 1)
        guard value.value >= 0 else {
            throw error("negative tolerance \(Self.format(value.value)); expected 0 to 1", at: value.location)
        }
        return value
    }

    /// Reads a decimal from 0 to `limit`, such as a tolerance in lines.
    mutating func nonNegativeDecimal(_ noun: String, limit: Double) throws(ScriptError) -> Located<Double> {
        let value = try decimal(noun, limit: limit)
        guard value.value >= 0 else {
            throw error("negative \(noun) \(Self.format(value.value)); expected 0 or more", at: value.location)
        }
        return value
    }

    /// Parses `text` as a 0-based row index found at `location`.
    func index(_ text: String, at location: SourceLocation) throws(ScriptError) -> Located<Int> {
        let value = try integer(text, noun: "row index", at: location)
        guard value.value >= 0 else {
            throw error("negative row index \(value.value); rows are numbered from 0", at: location)
        }
        return value
    }

    /// Parses `text` as a signed whole number found at `location`.
    func integer(_ text: String, noun: String, at location: SourceLocation) throws(ScriptError) -> Located<Int> {
        switch ScriptLiteral.integer(text) {
        case .success(let value):
            return Located(value, at: location)
        case .failure(.outOfRange):
            throw error("number '\(ScriptError.echo(text))' is out of range for \(Self.article(noun)) \(noun)", at: location)
        case .failure:
            throw error("bad number '\(ScriptError.echo(text))' for \(Self.article(noun)) \(noun); expected a whole number like 2",
                        at: location)
        }
    }

    /// Reads a signed decimal whose magnitude is at most `limit`.
    ///
    /// - Parameter expected: What an error says is expected instead, when the caller accepts
    ///   less than every decimal up to `limit` (a narrower range, or words as well).
    mutating func decimal(_ noun: String, limit: Double, expected: String? = nil) throws(ScriptError) -> Located<Double> {
        let token = try word(noun)
        switch ScriptLiteral.decimal(token.text) {
        case .success(let value) where value.magnitude <= limit:
            return Located(value, at: token.location)
        case .success, .failure(.outOfRange):
            let range = expected ?? "-\(Self.format(limit))...\(Self.format(limit))"
            throw error("\(noun) \(token.text) is out of range; expected \(range)", at: token.location)
        case .failure:
            throw error("bad number '\(ScriptError.echo(token.text))' for \(Self.article(noun)) \(noun); expected \(expected ?? "a decimal like 0.3 or -0.8")",
                        at: token.location)
        }
    }

    /// Reads the distance of `scroll N`: whole lines as a rule, a decimal where autoscroll left
    /// the offset between lines; either within ``ScriptLiteral/integerLimit``.
    mutating func scrollDistance() throws(ScriptError) -> Located<Double> {
        if let token = upcoming, !token.isQuoted, case .failure(.malformed) = ScriptLiteral.decimal(token.text) {
            throw error(
                "bad number '\(ScriptError.echo(token.text))' for a line count; expected a number of lines like 3 or -0.5",
                at: token.location)
        }
        if let token = upcoming, !token.isQuoted, token.text.contains(".") {
            return try decimal("line count", limit: Double(ScriptLiteral.integerLimit))
        }
        let lines = try integer("line count")
        return Located(Double(lines.value), at: lines.location)
    }

    /// Reads the fraction of an `action`, which must be in (0, 1].
    mutating func actionFraction() throws(ScriptError) -> Located<Double> {
        let token = try word("fraction")
        switch ScriptLiteral.decimal(token.text) {
        case .success(let value) where value > 0 && value <= 1:
            return Located(value, at: token.location)
        case .success, .failure(.outOfRange):
            throw error("action fraction \(token.text) is outside (0, 1]", at: token.location)
        case .failure:
            throw error("bad number '\(ScriptError.echo(token.text))' for a fraction; expected a decimal in (0, 1] like 0.25",
                        at: token.location)
        }
    }

    // MARK: Durations and sizes

    /// Reads a duration such as `300ms` or `1.5s`.
    mutating func duration() throws(ScriptError) -> Located<Duration> {
        let token = try word("duration")
        switch ScriptLiteral.duration(token.text) {
        case .success(let value):
            return Located(value, at: token.location)
        case .failure(.outOfRange):
            throw error("duration '\(ScriptError.echo(token.text))' is too long; at most 86400s (one day)", at: token.location)
        case .failure(.tooPrecise):
            throw error("duration '\(ScriptError.echo(token.text))' is finer than a nanosecond", at: token.location)
        case .failure(.malformed):
            throw error("bad duration '\(ScriptError.echo(token.text))'; expected a duration like 300ms or 1.5s", at: token.location)
        }
    }

    /// Reads a viewport size such as `60x16`.
    mutating func size() throws(ScriptError) -> Located<ScriptSize> {
        let token = try word("size")
        switch ScriptLiteral.size(token.text) {
        case .success(let value):
            return Located(value, at: token.location)
        case .failure(.malformed):
            throw error("bad size '\(ScriptError.echo(token.text))'; expected COLUMNSxLINES like 60x16", at: token.location)
        case .failure:
            let limit = ScriptSize.maximumDimension
            throw error("bad size '\(ScriptError.echo(token.text))'; columns and lines must be between 1 and \(limit)",
                        at: token.location)
        }
    }

    // MARK: Lists

    /// Reads the rest of the line as a comma-separated list of row indexes,
    /// such as `1,2,3` or `1, 2, 3`.
    mutating func indexList() throws(ScriptError) -> [Located<Int>] {
        if let token = upcoming, token.isQuoted {
            throw error("expected a row index, got a string", at: token.location)
        }
        var indexes: [Located<Int>] = []
        var expectsIndex = true
        while let token = upcoming, !token.isQuoted {
            if !expectsIndex && token.text.first != "," { break }
            position += 1
            var offset = 0
            for (number, piece) in token.text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
                if number > 0 {
                    if expectsIndex {
                        throw error("unexpected ',' in the list of row indexes",
                                    at: token.location(offsetBy: offset - 1))
                    }
                    expectsIndex = true
                }
                if !piece.isEmpty {
                    indexes.append(try index(String(piece), at: token.location(offsetBy: offset)))
                    expectsIndex = false
                }
                offset += piece.count + 1
            }
        }
        if expectsIndex {
            throw error("missing a row index in the list; usage: \(usage)",
                        at: upcoming?.location ?? endLocation)
        }
        return indexes
    }

    // MARK: Wording

    /// "a" or "an", whichever goes before `noun`.
    static func article(_ noun: String) -> String {
        guard let first = noun.first(where: { $0.isLetter }) else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// `a, b or c`.
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        let rest = names.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }

    /// A limit without a trailing `.0`.
    static func format(_ value: Double) -> String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
