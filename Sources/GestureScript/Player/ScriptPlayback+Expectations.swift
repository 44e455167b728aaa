import GestureTable

extension ScriptPlayback {
    /// Runs an expectation command.
    func check(_ expectation: ScriptExpectation, at location: SourceLocation) throws(PlaybackStop) {
        switch expectation {
        case .rows(let titles): try expectRows(titles.map { $0.value }, at: location)
        case .section(let section, let titles): try expectSection(section, titles: titles.map { $0.value }, at: location)
        case .sections(let titles):
            let actual = table.sections.map { $0.title ?? "" }
            let expected = titles.map { $0.value }
            guard actual != expected else { return }
            func describe(_ titles: [String]) -> String { (["sections"] + titles.map(Self.quoted)).joined(separator: " ") }
            throw failure(expected: describe(expected), actual: describe(actual), at: location)
        case .count(let count):
            guard table.count != count.value else { return }
            throw failure(expected: "count \(count.value)", actual: "count \(table.count)", at: location)
        case .empty: try expectEmpty(true, at: location)
        case .notEmpty: try expectEmpty(false, at: location)
        case .highlighted(let slot): try expectHighlighted(slot?.value, at: location)
        case .event(let pattern): try expectEvent(pattern, at: location)
        case .noEvent(let pattern): try expectNoEvent(pattern, at: location)
        case .lifted(let index): try expectLifted(index?.value, at: location)
        case .liftedInColumn(let column, let row): try expectLifted(row.value, inColumn: column, at: location)
        case .offset(let index, let fraction, let tolerance):
            try expectOffset(index, fraction: fraction.value, tolerance: tolerance?.value, at: location)
        case .scroll(let lines, let tolerance): try expectScroll(lines.value, tolerance: tolerance?.value, at: location)
        case .open(let index, let side): try expectOpen(index, side: side?.value, at: location)
        case .canUndo(let expected):
            try expectFlag("can-undo", expected.value, actual: table.canUndo, next: table.undoActionName, at: location)
        case .canRedo(let expected):
            try expectFlag("can-redo", expected.value, actual: table.canRedo, next: table.redoActionName, at: location)
        case .selected(let indexes): try expectSelected(indexes.map { $0.value }, at: location)
        case .actions(let index, let names): try expectActions(names.map { $0.value }, of: index, at: location)
        case .announcement(let text): try expectAnnouncement(text.value, at: location)
        case .column(let column, let titles): try expectColumn(column, titles: titles.map { $0.value }, at: location)
        case .claim(let index, let dx, let dy, let claim, let after):
            try expectClaim(claim.value, of: index, dx: dx.value, dy: dy.value, after: after?.value, at: location)
        case .menu(let index):
            let menu = table.presentedContextMenu
            try expect("menu", menu.flatMap { table.index(ofRowWithID: $0.rowID) }, equals: index?.value, at: location)
        case .depth(let index, let depth): try expectDepth(depth.value, of: index, at: location)
        case .parent(let index, let title): try expectParent(title?.value, of: index, at: location)
        case .expanded(let index, let isExpanded): try expectExpanded(isExpanded.value, of: index, at: location)
        case .pendingCommits(let expected):
            let actual = liveBoard?.pendingCommits.count ?? table.pendingCommits.count
            guard actual != expected.value else { return }
            throw failure(expected: "pending-commits \(expected.value)", actual: "pending-commits \(actual)", at: location)
        }
    }

    /// `expect rows "A" "B" ...`: the titles, in order.
    func expectRows(_ titles: [String], at location: SourceLocation) throws(PlaybackStop) {
        let actual = table.rows.map { $0.title }
        guard actual != titles else { return }
        throw failure(expected: Self.describeRows(titles), actual: Self.describeRows(actual), at: location)
    }

    /// `expect section S rows "A" "B" ...`: the titles of one section's rows, in order.
    func expectSection(
        _ reference: Located<ScriptSectionReference>, titles: [String], at location: SourceLocation
    ) throws(PlaybackStop) {
        let section = try checkedSection(reference)
        let table = table
        let count = (try? table.numberOfRows(inSection: section)) ?? 0
        let start = count == 0 ? 0 : (try? table.index(for: TableIndexPath(row: 0, section: section))) ?? 0
        let actual = table.rows[start..<start + count].map { $0.title }
        guard actual != titles else { return }
        let name = switch reference.value {
        case .index(let index): "section \(index)"
        case .title(let title): "section \(Self.quoted(title))"
        }
        throw failure(
            expected: "\(name) \(Self.describeRows(titles))", actual: "\(name) \(Self.describeRows(actual))", at: location)
    }

    /// `rows "A" "B"` with script quoting, or `no rows`.
    static func describeRows(_ titles: [String]) -> String {
        guard !titles.isEmpty else { return "no rows" }
        return "rows " + titles.map(quoted).joined(separator: " ")
    }

    /// A string as a script writes it: in double quotes, with `\"` and `\\`.
    /// Control characters become `\u{XX}` escapes, as in every diagnostic.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return ScriptError.printable(result + "\"")
    }

    /// `expect actions I "A" "B" …`: row I's accessibility actions, in order.
    func expectActions(_ names: [String], of index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let actual = (try? table.accessibilityActions(ofRowAt: row)) ?? []
        guard actual != names else { return }
        func describe(_ names: [String]) -> String {
            names.isEmpty ? "no actions" : "actions " + names.map(Self.quoted).joined(separator: " ")
        }
        throw failure(expected: describe(names), actual: describe(actual), at: location)
    }

    /// `expect claim I DX DY CLAIM [after D]`: what a press where `swipe I` presses row I
    /// (``contentX(ofRowAt:)``), moved by DX columns and DY lines and held for D, becomes. It
    /// asks the table and changes nothing.
    func expectClaim(
        _ expected: ScriptClaim, of index: Located<Int>, dx: Double, dy: Double, after elapsed: Duration?,
        at location: SourceLocation
    ) throws(PlaybackStop) {
        let y = try pressY(Located(.row(index.value), at: index.location))
        let point = Point(x: contentX(ofRowAt: table.indexOfRow(atY: y)), y: y)
        let actual = table.claim(
            pressAt: point, translation: Point(x: dx, y: dy * table.configuration.rowHeight), elapsed: elapsed ?? .zero)
        guard actual != expected else { return }
        let press = "claim \(index.value) \(Self.decimal(dx, places: 6)) \(Self.decimal(dy, places: 6))"
        let held = elapsed.map { " after \(Self.seconds($0))s" } ?? ""
        throw failure(
            expected: "\(press) \(expected.scriptName)\(held)", actual: "\(press) \(actual.scriptName)\(held)", at: location)
    }

    /// `expect announcement "TEXT"`: the latest announcement.
    func expectAnnouncement(_ text: String, at location: SourceLocation) throws(PlaybackStop) {
        guard latestAnnouncement != text else { return }
        throw failure(
            expected: "announcement \(Self.quoted(text))",
            actual: latestAnnouncement.map { "announcement \(Self.quoted($0))" } ?? "no announcement", at: location)
    }

    /// `expect can-undo` and `expect can-redo`: a failure names the step there is, if any.
    func expectFlag(
        _ name: String, _ expected: Bool, actual: Bool, next: String?, at location: SourceLocation
    ) throws(PlaybackStop) {
        guard expected != actual else { return }
        throw failure(
            expected: "\(name) \(expected ? "yes" : "no")",
            actual: actual ? "\(name) yes (\(next ?? "a change"))" : "\(name) no", at: location)
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

    /// `expect highlighted SLOT|none`: the action the pointer's drag (or the
    /// keyboard's `step`) makes current.
    func expectHighlighted(_ slot: ScriptSlot?, at location: SourceLocation) throws(PlaybackStop) {
        var actual = table.highlightedSlot
        if actual == nil, pointer == nil, let id = steppedRowID, let index = table.index(ofRowWithID: id) {
            actual = try? table.highlightedSlot(ofRowAt: index)
        }
        guard actual != slot else { return }
        throw failure(
            expected: "highlighted \(slot?.scriptName ?? "none")",
            actual: "highlighted \(actual?.scriptName ?? "none")", at: location)
    }

    /// `expect event NAME [SLOT] [row I] [from I]`: an event that matches,
    /// after the event the previous `expect event` matched. Events are
    /// matched as they happen (see ``log(_:)``); this checks that one did.
    func expectEvent(_ pattern: ScriptEventPattern, at location: SourceLocation) throws(PlaybackStop) {
        _ = table
        eventExpectationsRun += 1
        guard eventExpectationsMatched < eventExpectationsRun else { return }
        let actual: String
        if unmatchedEvents.isEmpty {
            actual = lastEventMatchLine.map { "no events after the one line \($0) matched" } ?? "no events"
        } else {
            let shown = unmatchedEvents.map(Self.describe)
            let more = unmatchedEventCount > shown.count ? ", … (\(unmatchedEventCount - shown.count) more)" : ""
            actual = "[" + shown.joined(separator: ", ") + more + "]"
        }
        throw failure(expected: Self.describe(pattern), actual: actual, at: location)
    }

    /// `expect no event NAME [SLOT] [row I]`: no such event since the event
    /// the previous `expect event` matched (since the start when none came
    /// before). Events are checked as they happen (see ``log(_:)``).
    func expectNoEvent(_ pattern: ScriptEventPattern, at location: SourceLocation) throws(PlaybackStop) {
        _ = table
        let position = absenceChecksRun
        absenceChecksRun += 1
        guard let event = absenceViolations.removeValue(forKey: position) else { return }
        let since = eventExpectationsRun == 0 ? "since the start" : "since the last 'expect event'"
        throw failure(
            expected: "no " + Self.describe(pattern) + " " + since,
            actual: "event " + Self.describe(event) + " at \(Self.seconds(event.time))s", at: location)
    }

    /// `event NAME [SLOT] [row I] [from I]`, as a script writes the pattern.
    static func describe(_ pattern: ScriptEventPattern) -> String {
        var text = "event \(pattern.name.value.rawValue)"
        if let slot = pattern.slot { text += " \(slot.value.scriptName)" }
        if let row = pattern.row { text += " row \(row.value)" }
        if let from = pattern.from { text += " from \(from.value)" }
        return text
    }

    /// `expect lifted I|none`: the row lifted for reordering, by the pointer or the keyboard.
    func expectLifted(_ index: Int?, at location: SourceLocation) throws(PlaybackStop) {
        // On a board, the row as it is shown in the column the commands act on: carried there,
        // in its gap.
        if let liveBoard, let column = liveBoard.tables.firstIndex(where: { $0 === table }) {
            let lifted = liveBoard.liftedRow
            return try expect("lifted", lifted?.column == column ? lifted?.row : nil, equals: index, at: location)
        }
        try expect("lifted", table.liftedRowIndex, equals: index, at: location)
    }

    /// `expect lifted C I`: where a board shows its lifted row.
    func expectLifted(_ row: Int, inColumn column: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let board = try checkedBoard(for: "expect lifted C I", at: location)
        _ = try checkedColumn(column, for: "expect lifted", at: location)
        let expected = BoardIndexPath(column: column.value, row: row)
        guard board.liftedRow != expected else { return }
        throw failure(
            expected: "lifted column \(column.value) row \(row)",
            actual: board.liftedRow.map { "lifted column \($0.column) row \($0.row)" } ?? "lifted none", at: location)
    }

    /// Fails unless `actual`, the row the table calls `name`, is `expected` (`none` for `nil`).
    func expect(_ name: String, _ actual: Int?, equals expected: Int?, at location: SourceLocation) throws(PlaybackStop) {
        guard actual != expected else { return }
        throw failure(
            expected: "\(name) \(expected.map(String.init) ?? "none")",
            actual: "\(name) \(actual.map(String.init) ?? "none")", at: location)
    }

    /// `expect offset I F [within T]`: the row's offset as a fraction of the
    /// width, within ±T (±0.02 when no tolerance is given).
    func expectOffset(
        _ index: Located<Int>, fraction: Double, tolerance: Double?, at location: SourceLocation
    ) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let offset = ((try? table.offset(ofRowAt: row)) ?? 0) / table.width
        try expect(
            "offset", offset, near: fraction, within: tolerance ?? Self.defaultOffsetTolerance,
            written: "offset \(Self.decimal(fraction, places: 6)) for row \(row)", isTolerance: tolerance != nil,
            at: location)
    }

    /// Fails unless `actual`, the `name` of the table, is within `tolerance` of `expected`, which
    /// the script wrote as `written`; `isTolerance` says whether the script gave the tolerance.
    func expect(
        _ name: String, _ actual: Double, near expected: Double, within tolerance: Double, written: String,
        isTolerance: Bool, at location: SourceLocation
    ) throws(PlaybackStop) {
        guard abs(actual - expected) > tolerance + 1e-9 else { return }
        let within = isTolerance ? " within \(Self.decimal(tolerance, places: 6))" : ""
        throw failure(
            expected: written + within, actual: "\(name) \(Self.decimal(actual, places: isTolerance ? 6 : 3))",
            at: location)
    }

    /// How far an offset may be from the expected one when `within` is not
    /// given, as a fraction of the width.
    static let defaultOffsetTolerance = 0.02

    /// `expect scroll N [within T]`: the scroll offset, in lines, within ±T (±0.02 when no
    /// tolerance is given).
    func expectScroll(_ lines: Double, tolerance: Double?, at location: SourceLocation) throws(PlaybackStop) {
        try expect(
            "scroll", table.scrollOffset / table.configuration.rowHeight, near: lines,
            within: tolerance ?? Self.defaultScrollTolerance, written: "scroll \(Self.decimal(lines))",
            isTolerance: tolerance != nil, at: location)
    }

    /// How far the scroll offset may be from the expected one when `within` is not given, in lines.
    static let defaultScrollTolerance = 0.02

    /// `expect selected I J ...|none`: the selected rows, in any order.
    func expectSelected(_ indexes: [Int], at location: SourceLocation) throws(PlaybackStop) {
        let actual = table.selectedRowIndexes
        guard actual != Set(indexes).sorted() else { return }
        func written(_ indexes: [Int]) -> String {
            indexes.isEmpty ? "selected none" : "selected " + indexes.map { String($0) }.joined(separator: " ")
        }
        throw failure(expected: written(indexes), actual: written(actual), at: location)
    }

    /// `expect open I left|right|none`: the side (on screen) the row is open on.
    func expectOpen(_ index: Located<Int>, side: ScriptSide?, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let actual = (try? table.openSide(ofRowAt: row))?.rawValue ?? "none"
        let expected = side?.rawValue ?? "none"
        guard actual != expected else { return }
        throw failure(expected: "open \(row) \(expected)", actual: "open \(row) \(actual)", at: location)
    }

    /// `value` written as the script language reads numbers (digits, a point, digits; no
    /// exponent) with every digit it takes to read back as exactly `value`: `0.1`,
    /// `-6.0188451234567`, `0.00001`. A value too large to be a script number is written whole.
    package static func exactDecimal(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        // The shortest digits that read back as `value`, maybe with an exponent.
        var text = value.description
        var sign = ""
        if text.hasPrefix("-") {
            sign = "-"
            text.removeFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if digits.count < point { digits += String(repeating: "0", count: point - digits.count) }
        var whole = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
        let isZero = whole == "0" && fraction.isEmpty
        return (isZero ? "" : sign) + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A number with at most `places` decimals (three by default) and no
    /// trailing zeros: `0.3`, `-0.812`, `1`.
    package static func decimal(_ value: Double, places: Int = 3) -> String {
        let places = min(max(places, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value) < 1e9 else { return value.description }
        let units = Int64((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(units / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
