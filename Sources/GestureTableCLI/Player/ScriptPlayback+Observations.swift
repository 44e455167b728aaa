import GestureTable

extension ScriptPlayback {
    /// `expect rows "A" "B" ...`: the titles, in order.
    func expectRows(_ titles: [String], at location: SourceLocation) throws(PlaybackStop) {
        let actual = table.rows.map(\.title)
        guard actual != titles else { return }
        throw failure(expected: Self.describeRows(titles), actual: Self.describeRows(actual), at: location)
    }

    /// `rows "A" "B"` with script quoting, or `no rows`.
    static func describeRows(_ titles: [String]) -> String {
        guard !titles.isEmpty else { return "no rows" }
        return "rows " + titles.map(quoted).joined(separator: " ")
    }

    /// A string as a script writes it: in double quotes, with `\"` and `\\`.
    /// Control characters become `\u{XX}` escapes, as in every diagnostic.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return ScriptError.printable(result + "\"")
    }

    /// `expect count N`.
    func expectCount(_ count: Int, at location: SourceLocation) throws(PlaybackStop) {
        guard table.count != count else { return }
        throw failure(expected: "count \(count)", actual: "count \(table.count)", at: location)
    }

    /// `expect empty` (`isEmpty` true) or `expect not-empty`: whether the placeholder is shown.
    func expectEmpty(_ isEmpty: Bool, at location: SourceLocation) throws(PlaybackStop) {
        let table = table
        guard table.isShowingPlaceholder != isEmpty else { return }
        let actual: String
        if table.isShowingPlaceholder {
            actual = "empty"
        } else if table.count == 0 {
            actual = "not-empty (no rows, but a deletion is still animating)"
        } else {
            actual = "not-empty (\(table.count) row\(table.count == 1 ? "" : "s"))"
        }
        throw failure(expected: isEmpty ? "empty" : "not-empty", actual: actual, at: location)
    }

    /// `expect highlighted SLOT|none`: the action the pointer's drag makes current.
    func expectHighlighted(_ slot: ScriptSlot?, at location: SourceLocation) throws(PlaybackStop) {
        let actual = table.highlightedSlot
        guard actual != slot.map(ActionSlot.init) else { return }
        throw failure(
            expected: "highlighted \(slot?.rawValue ?? "none")",
            actual: "highlighted \(actual?.scriptName ?? "none")", at: location)
    }

    /// `expect event NAME [SLOT] [row I]`: an event that matches, after the
    /// event the previous `expect event` matched. Events are matched as they
    /// happen (see ``log(_:)``); this checks that one did.
    func expectEvent(
        _ name: ScriptEventName, slot: ScriptSlot?, row: Int?, at location: SourceLocation
    ) throws(PlaybackStop) {
        _ = table
        eventExpectationsRun += 1
        guard eventExpectationsMatched < eventExpectationsRun else { return }
        var expected = "event \(name.rawValue)"
        if let slot { expected += " \(slot.rawValue)" }
        if let row { expected += " row \(row)" }
        let actual: String
        if unmatchedEvents.isEmpty {
            actual = lastEventMatchLine.map { "no events after the one line \($0) matched" } ?? "no events"
        } else {
            let shown = unmatchedEvents.map(Self.describe)
            let more = unmatchedEventCount > shown.count ? ", … (\(unmatchedEventCount - shown.count) more)" : ""
            actual = "[" + shown.joined(separator: ", ") + more + "]"
        }
        throw failure(expected: expected, actual: actual, at: location)
    }

    /// `expect offset I F`: the row's offset as a fraction of the width, within ±0.02.
    func expectOffset(_ index: Located<Int>, fraction: Double, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let offset = ((try? table.offset(ofRowAt: row)) ?? 0) / table.width
        guard abs(offset - fraction) > Self.offsetTolerance else { return }
        throw failure(
            expected: "offset \(Self.decimal(fraction)) for row \(row)",
            actual: "offset \(Self.decimal(offset))", at: location)
    }

    /// How far an offset may be from the expected one, as a fraction of the width.
    static var offsetTolerance: Double { 0.02 + 1e-9 }

    /// `expect open I left|right|none`: the side (on screen) the row is open on.
    func expectOpen(_ index: Located<Int>, side: ScriptSide?, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let actual = (try? table.openSide(ofRowAt: row))?.rawValue ?? "none"
        let expected = side?.rawValue ?? "none"
        guard actual != expected else { return }
        throw failure(expected: "open \(row) \(expected)", actual: "open \(row) \(actual)", at: location)
    }

    /// A number with at most three decimals and no trailing zeros: `0.3`, `-0.812`, `1`.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return String(describing: value) }
        let thousandths = Int64((abs(value) * 1000).rounded())
        let sign = value < 0 && thousandths != 0 ? "-" : ""
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(thousandths / 1000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
