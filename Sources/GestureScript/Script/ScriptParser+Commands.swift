extension ScriptParser {
    /// Reads the arguments of the command `name`, which is known.
    static func parseArguments(
        of name: String, with reader: inout ScriptArgumentReader
    ) throws(ScriptError) -> ScriptCommand {
        switch name {
        case "size":
            return .setup(.size(try reader.size()))
        case "section":
            if let token = reader.upcoming, !token.isQuoted, ["insert", "delete", "move", "title"].contains(token.text) {
                return .input(try parseSectionVerb(with: &reader))
            }
            return .setup(.section(title: try reader.string("title")))
        case "reload":
            return .input(try parseReload(with: &reader))
        case "row":
            let title = try reader.string("title")
            let subtitle = reader.optionalString()
            // `height N` and `under "P"` (a child of the row titled P, which the player looks up),
            // in either order, each at most once: a second is an unexpected argument.
            var height: Located<Double>?
            var parent: Located<String>?
            while true {
                if height == nil, reader.accept("height") != nil {
                    height = try reader.rowHeight(limit: rowHeightLimit)
                } else if parent == nil, reader.accept("under") != nil {
                    parent = try reader.string("parent title")
                } else {
                    break
                }
            }
            return .setup(.row(title: title, subtitle: subtitle, height: height, parent: parent))
        case "placeholder":
            return .setup(.placeholder(title: try reader.string("title"), subtitle: reader.optionalString()))
        case "action":
            return .setup(.action(try parseAction(with: &reader)))
        case "reveal":
            let side = try reader.keyword(ScriptSide.self, noun: "side")
            if let location = reader.accept("full-swipe") { return .setup(.reveal(side, content: nil, fullSwipe: location)) }
            let content = reader.accept("content") == nil ? nil : try reader.string("content")
            return .setup(.reveal(side, content: content))
        case "set":
            return .setup(.set(try parseSetting(with: &reader)))
        case "pin":
            return .setup(.pin(index: try reader.index()))
        case "column":
            let title = try reader.string("title")
            return .setup(.column(title: title, refusesTransfers: reader.accept("refuse") != nil))
        case "frame":
            return .setup(.frame(caption: reader.optionalString()))
        case "expect":
            return .expectation(try parseExpectation(with: &reader))
        default:
            if let gesture = try parseGesture(name, with: &reader) { return .gesture(gesture) }
            return .input(try parseInput(name, with: &reader))
        }
    }

    /// Reads the arguments of the gesture `name`, or returns `nil` if `name` is no gesture.
    static func parseGesture(_ name: String, with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptGesture? {
        switch name {
        case "swipe":
            let target = try reader.target()
            let fraction = try reader.decimal("fraction", limit: fractionLimit)
            let velocity = try parseVelocity(with: &reader)
            return .swipe(target: target, fraction: fraction, velocity: velocity, from: try parseStart(with: &reader))
        case "drag":
            if reader.tokens.count >= 2 {
                let target = try reader.target()
                return .drag(target: target, fraction: try reader.decimal("fraction", limit: fractionLimit))
            }
            return .continueDrag(fraction: try reader.decimal("fraction", limit: fractionLimit))
        case "release":
            let velocity = try parseVelocity(with: &reader)
            let vertical = reader.accept("vertical") == nil
                ? nil : try reader.decimal("vertical velocity", limit: panVelocityLimit)
            return .release(velocity: velocity, vertical: vertical)
        case "cancel":
            return .cancel
        case "longpress":
            return .longPress(target: try reader.target())
        case "move":
            let target = try reader.target()
            return .move(target: target, into: reader.accept("into"))
        case "hold":
            return .hold(try reader.duration())
        case "drop":
            return .drop
        case "tap":
            let target = try reader.target()
            var side: Located<ScriptSide>?
            if let token = reader.upcoming, !token.isQuoted, let value = ScriptSide.named(token.text) {
                side = Located(value, at: token.location)
                _ = reader.accept(token.text)
            }
            let button = reader.isAtEnd ? nil : try reader.count("button number")
            return .tap(target: target, side: side, button: button)
        case "pan":
            let target = try reader.target()
            let lines = try reader.integer("line count")
            guard lines.value.magnitude <= panLimit else {
                throw reader.error(
                    "line count \(lines.value) is out of range; expected -\(panLimit)...\(panLimit)", at: lines.location)
            }
            guard reader.accept("velocity") != nil else { return .pan(target: target, lines: lines) }
            let velocity = try reader.decimal("velocity", limit: panVelocityLimit)
            return .pan(target: target, lines: lines, velocity: velocity)
        case "scroll":
            let lines = try reader.scrollDistance()
            guard reader.accept("velocity") != nil else { return .scroll(lines: lines) }
            return .scroll(lines: lines, velocity: try reader.decimal("velocity", limit: panVelocityLimit))
        case "wait":
            return .wait(try reader.duration())
        case "sweep":
            let from = try reader.index()
            return .sweep(from: from, to: try reader.index())
        default:
            return nil
        }
    }

    /// Reads the arguments of the input `name`.
    static func parseInput(_ name: String, with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptInput {
        switch name {
        case "insert":
            let index = try reader.index()
            let title = try reader.string("title")
            let subtitle = reader.optionalString()
            let height = reader.accept("height") == nil ? nil : try reader.rowHeight(limit: rowHeightLimit)
            guard reader.accept("in") != nil else {
                return .insert(index: index, title: title, subtitle: subtitle, height: height)
            }
            guard reader.accept("section") != nil else {
                throw reader.error(
                    "expected 'section' after 'in'; usage: \(reader.usage)", at: reader.upcoming?.location ?? reader.endLocation)
            }
            return .insert(index: index, title: title, subtitle: subtitle, height: height, section: try reader.section())
        case "delete":
            if let title = reader.optionalString() {
                // `delete "T" [animation] [no-undo]`: the row found by its title, by id.
                let animation = reader.isAtEnd || reader.upcoming?.text == "no-undo"
                    ? nil : try reader.keyword(ScriptDeleteAnimation.self, noun: "animation", among: deleteAnimations)
                let registersUndo = reader.accept("no-undo") == nil
                return .deleteTitled(title, animation: animation, registersUndo: registersUndo)
            }
            let index = try reader.index()
            let animation = reader.isAtEnd
                ? nil : try reader.keyword(ScriptDeleteAnimation.self, noun: "animation", among: deleteAnimations)
            return .delete(index: index, animation: animation)
        case "update":
            let index = try reader.index()
            return .update(index: index, title: try reader.string("title"), subtitle: reader.optionalString())
        case "open":
            let index = try reader.index()
            return .open(index: index, side: try reader.keyword(ScriptSide.self, noun: "side"))
        case "close":
            return .close(index: try reader.index())
        case "peek":
            let index = try reader.index()
            return .peek(index: index, side: try reader.keyword(ScriptSide.self, noun: "side"))
        case "trigger":
            let index = try reader.index()
            return .trigger(index: index, slot: try reader.keyword(ScriptSlot.self, noun: "slot"))
        case "step":
            let index = try reader.index()
            return .step(index: index, side: try reader.keyword(ScriptSide.self, noun: "side"))
        case "lift":
            guard reader.tokens.count >= 2 else { return .lift(index: try reader.index()) }
            let column = try reader.columnIndex()
            return .liftInColumn(column: column, index: try reader.index())
        case "move-to-column":
            return .moveToColumn(try reader.columnIndex())
        case "move-by":
            return .moveBy(places: try reader.integer("number of places"))
        case "move-into":
            return .moveInto
        case "move-out":
            return .moveOut
        case "expand":
            return .expand(index: try reader.index())
        case "collapse":
            return .collapse(index: try reader.index())
        case "delete-selected":
            return .deleteSelected
        case "undo":
            return .undo
        case "redo":
            return .redo
        case "commit-now":
            return .commitNow
        case "accessibility":
            let index = try reader.index()
            return .accessibility(index: index, name: try reader.string("action name"))
        case "choose":
            return .choose(try reader.string("item title"))
        case "rtl":
            return .rightToLeft(try reader.toggle())
        default:
            return .verb(ScriptRowVerb.named(name) ?? .push, index: try reader.index())
        }
    }

    /// The animations `delete I ANIMATION` names: all but `automatic`, which is what `delete I`
    /// does without one.
    static let deleteAnimations = ScriptDeleteAnimation.allCases.filter { $0 != .automatic }

    // Sections

    /// Reads `insert S "Title"`, `delete S`, `move S T` or `title S "Title"` after `section`.
    static func parseSectionVerb(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptInput {
        let verb = try reader.word("section verb")
        switch verb.text {
        case "insert":
            let index = try reader.sectionIndex()
            return .insertSection(index: index, title: try reader.string("title"))
        case "delete":
            return .deleteSection(try reader.section())
        case "move":
            let section = try reader.section()
            return .moveSection(section, to: try reader.sectionIndex())
        default:
            let section = try reader.section()
            return .retitleSection(section, title: try reader.string("title"))
        }
    }

    /// Reads `"A" "B" ...` or `section "Title" "A" ... [section "Title" ...]` after `reload`,
    /// then an optional `no-undo`.
    static func parseReload(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptInput {
        guard let first = reader.upcoming, !first.isQuoted, first.text == "section" else {
            var titles: [Located<String>] = []
            var registersUndo = true
            while !reader.isAtEnd {
                if reader.accept("no-undo") != nil {
                    registersUndo = false
                    break
                }
                titles.append(try reader.string("title"))
            }
            return .reload(titles, registersUndo: registersUndo)
        }
        var sections: [ScriptReloadSection] = []
        var registersUndo = true
        while !reader.isAtEnd {
            if reader.accept("no-undo") != nil {
                registersUndo = false
                break
            }
            guard reader.accept("section") != nil else {
                throw reader.error(
                    "expected 'section' or a row title in double quotes; usage: \(reader.usage)",
                    at: reader.upcoming?.location ?? reader.endLocation)
            }
            var section = ScriptReloadSection(title: try reader.string("section title"), rows: [])
            while let token = reader.upcoming, token.isQuoted { section.rows.append(try reader.string("title")) }
            sections.append(section)
        }
        return .reloadSections(sections, registersUndo: registersUndo)
    }

    /// Reads an optional `velocity V` clause.
    static func parseVelocity(
        with reader: inout ScriptArgumentReader
    ) throws(ScriptError) -> Located<Double>? {
        guard reader.accept("velocity") != nil else { return nil }
        return try reader.decimal("velocity", limit: velocityLimit)
    }

    /// Reads an optional `from S` clause: where across the row a swipe's press begins, from 0
    /// (the leading edge) to 1 (the trailing one).
    static func parseStart(with reader: inout ScriptArgumentReader) throws(ScriptError) -> Located<Double>? {
        guard reader.accept("from") != nil else { return nil }
        let expected = "0 (the leading edge) to 1 (the trailing edge)"
        let start = try reader.decimal("start", limit: 1, expected: expected)
        guard start.value >= 0 else {
            throw reader.error(
                "start \(ScriptArgumentReader.format(start.value)) is out of range; expected \(expected)", at: start.location)
        }
        return start
    }

    /// Reads `SLOT [fraction F] [color NAME] [icon "G"] [title "T"] do OP [only I,J,...]`,
    /// the clauses after the slot in any order, each at most once.
    static func parseAction(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptAction {
        let slot = try reader.keyword(ScriptSlot.self, noun: "slot")
        var fraction: Located<Double>?
        var color: Located<ScriptColor>?
        var icon: Located<String>?
        var title: Located<String>?
        var operation: Located<ScriptOperation>?
        var rows: [Located<Int>]?
        var seen: Set<String> = []
        while let clause = reader.upcoming {
            guard !clause.isQuoted, ["fraction", "color", "icon", "title", "do", "only"].contains(clause.text) else {
                let shown = clause.isQuoted ? "\"\(clause.text)\"" : clause.text
                throw reader.error(
                    "unexpected '\(ScriptError.echo(shown))' in action; expected fraction, color, icon, title, do or only",
                    at: clause.location)
            }
            guard seen.insert(clause.text).inserted else {
                throw reader.error("duplicate '\(ScriptError.echo(clause.text))' in action", at: clause.location)
            }
            _ = reader.accept(clause.text)
            switch clause.text {
            case "fraction": fraction = try reader.actionFraction()
            case "color": color = try reader.keyword(ScriptColor.self, noun: "color")
            case "icon": icon = try reader.string("icon")
            case "title": title = try reader.string("title")
            case "do": operation = try reader.keyword(ScriptOperation.self, noun: "operation")
            default: rows = try reader.indexList()
            }
        }
        guard let operation else {
            throw reader.error("missing 'do OP'; usage: \(reader.usage)", at: reader.endLocation)
        }
        return ScriptAction(
            slot: slot, fraction: fraction, color: color, icon: icon, title: title, operation: operation, rows: rows)
    }

    /// Reads `NAME [SLOT] [row I]` and, when allowed, `[from I]`, after
    /// `expect event` or `expect no event`.
    static func parseEventPattern(
        with reader: inout ScriptArgumentReader, allowsFrom: Bool
    ) throws(ScriptError) -> ScriptEventPattern {
        var pattern = ScriptEventPattern(name: try reader.keyword(ScriptEventName.self, noun: "event"))
        if let token = reader.upcoming, token.isQuoted || !["row", "from", "section"].contains(token.text) {
            pattern.slot = try reader.keyword(ScriptSlot.self, noun: "slot")
        }
        if reader.accept("row") != nil { pattern.row = try reader.index() }
        if reader.accept("section") != nil { pattern.section = try reader.sectionIndex() }
        if allowsFrom, reader.accept("from") != nil { pattern.from = try reader.index() }
        return pattern
    }

    /// Reads `NAME VALUE` after `set`.
    static func parseSetting(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptSetting {
        switch try reader.keyword(ScriptSetting.Name.self, noun: "setting").value {
        case .animationDuration: .animationDuration(try reader.duration())
        case .bounce: .bounce(try reader.toggle())
        case .longPress: .longPress(try reader.duration())
        case .flick: .flick(try reader.toggle())
        case .flickVelocity: .flickVelocity(try reader.speed("flick velocity", limit: velocityLimit))
        case .closesOnScroll: .closesOnScroll(try reader.toggle())
        case .reducedMotion: .reducedMotion(try reader.toggle())
        case .pointerStep: .pointerStep(try reader.duration())
        case .deceleration: .deceleration(try parseDeceleration(with: &reader))
        case .selection: .selection(try reader.keyword(ScriptSelectionMode.self, noun: "selection mode"))
        case .editing: .editing(try reader.toggle())
        case .undoLimit: .undoLimit(try parseUndoLimit(with: &reader))
        case .edgeExclusion: .edgeExclusion(try parseEdgeExclusion(with: &reader))
        case .swipeAngle: .swipeAngle(try parseSwipeAngle(with: &reader))
        case .contextMenu: .contextMenu(try reader.toggle())
        case .commitDelay: .commitDelay(try reader.duration())
        }
    }

    /// Reads the limit after `set undo-limit`: 0 to 10,000 steps.
    static func parseUndoLimit(with reader: inout ScriptArgumentReader) throws(ScriptError) -> Located<Int> {
        let limit = try reader.count("undo limit")
        guard limit.value <= 10_000 else {
            throw reader.error("undo limit \(limit.value) is too large: expected 0 to 10000 steps", at: limit.location)
        }
        return limit
    }

    /// Reads the columns after `set edge-exclusion`: 0 to 1000, the widest viewport.
    static func parseEdgeExclusion(with reader: inout ScriptArgumentReader) throws(ScriptError) -> Located<Double> {
        let expected = "0 to \(ScriptSize.maximumDimension) columns"
        let columns = try reader.decimal("edge exclusion", limit: Double(ScriptSize.maximumDimension), expected: expected)
        guard columns.value >= 0 else {
            throw reader.error(
                "edge exclusion \(ScriptArgumentReader.format(columns.value)) is out of range; expected \(expected)",
                at: columns.location)
        }
        return columns
    }

    /// Reads the angle after `set swipe-angle`: 0 to 90 degrees.
    static func parseSwipeAngle(with reader: inout ScriptArgumentReader) throws(ScriptError) -> Located<Double> {
        let expected = "0 to 90 degrees"
        let angle = try reader.decimal("swipe angle", limit: 90, expected: expected)
        guard angle.value >= 0 else {
            throw reader.error(
                "swipe angle \(ScriptArgumentReader.format(angle.value)) is out of range; expected \(expected)",
                at: angle.location)
        }
        return angle
    }

    /// Reads `normal`, `fast` or a rate in 0.9...0.9999 after `set deceleration`.
    static func parseDeceleration(with reader: inout ScriptArgumentReader) throws(ScriptError) -> Located<Double> {
        if let location = reader.accept("normal") { return Located(0.998, at: location) }
        if let location = reader.accept("fast") { return Located(0.99, at: location) }
        let expected = "normal, fast or 0.9 to 0.9999"
        let rate = try reader.decimal("deceleration rate", limit: 1, expected: expected)
        guard rate.value >= 0.9, rate.value <= 0.9999 else {
            throw reader.error(
                "deceleration rate \(ScriptArgumentReader.format(rate.value)) is out of range; expected \(expected)",
                at: rate.location)
        }
        return rate
    }

    /// Reads what follows `expect`.
    static func parseExpectation(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptExpectation {
        let kind = try reader.word("expectation")
        guard expectationNames.contains(kind.text) else {
            throw reader.error(
                "unknown expectation '\(ScriptError.echo(kind.text))'; expected \(ScriptArgumentReader.alternatives(expectationNames))",
                at: kind.location)
        }
        var expectation = ScriptArgumentReader(
            commandName: "expect \(kind.text)", usage: usage(ofExpectation: kind.text),
            fileName: reader.fileName, tokens: Array(reader.tokens.dropFirst(reader.position)),
            endLocation: reader.endLocation)
        let parsed: ScriptExpectation
        switch kind.text {
        case "rows":
            var titles: [Located<String>] = []
            while !expectation.isAtEnd { titles.append(try expectation.string("title")) }
            parsed = .rows(titles)
        case "section":
            let section = try expectation.section()
            guard expectation.accept("rows") != nil else {
                throw expectation.error(
                    "expected 'rows' after the section; usage: \(expectation.usage)",
                    at: expectation.upcoming?.location ?? expectation.endLocation)
            }
            var titles: [Located<String>] = []
            while !expectation.isAtEnd { titles.append(try expectation.string("title")) }
            parsed = .section(section, rows: titles)
        case "count":
            parsed = .count(try expectation.count("count"))
        case "empty":
            parsed = .empty
        case "not-empty":
            parsed = .notEmpty
        case "highlighted":
            parsed = .highlighted(try expectation.keywordOrNone(ScriptSlot.self, noun: "slot"))
        case "event":
            parsed = .event(try parseEventPattern(with: &expectation, allowsFrom: true))
        case "no":
            guard expectation.accept("event") != nil else {
                let token = expectation.upcoming
                throw expectation.error(
                    "expected 'event' after 'expect no'; usage: \(expectation.usage)",
                    at: token?.location ?? expectation.endLocation)
            }
            parsed = .noEvent(try parseEventPattern(with: &expectation, allowsFrom: false))
        case "lifted":
            // `expect lifted I|none`, or on a board `expect lifted C I`: the column, then the row.
            let first = try expectation.indexOrNone()
            if let first, !expectation.isAtEnd {
                parsed = .liftedInColumn(column: first, row: try expectation.index())
            } else {
                parsed = .lifted(first)
            }
        case "actions":
            let index = try expectation.index()
            var names: [Located<String>] = []
            while !expectation.isAtEnd { names.append(try expectation.string("action name")) }
            parsed = .actions(index: index, names: names)
        case "announcement":
            parsed = .announcement(try expectation.string("announcement"))
        case "claim":
            let index = try expectation.index()
            let dx = try expectation.decimal("column distance", limit: claimLimit)
            let dy = try expectation.decimal("line distance", limit: claimLimit)
            let claim = try expectation.keyword(ScriptClaim.self, noun: "claim")
            let after = expectation.accept("after") == nil ? nil : try expectation.duration()
            parsed = .claim(index: index, dx: dx, dy: dy, claim: claim, after: after)
        case "menu":
            parsed = .menu(try expectation.indexOrNone())
        case "depth":
            let index = try expectation.index()
            parsed = .depth(index: index, depth: try expectation.count("depth"))
        case "parent":
            let index = try expectation.index()
            if expectation.accept("none") != nil {
                parsed = .parent(index: index, title: nil)
            } else {
                guard let token = expectation.upcoming, token.isQuoted else {
                    let found = expectation.upcoming.map { "; got '\(ScriptError.echo($0.text))'" } ?? ""
                    throw expectation.error(
                        "expected the parent's title in double quotes or 'none'\(found); usage: \(expectation.usage)",
                        at: expectation.upcoming?.location ?? expectation.endLocation)
                }
                parsed = .parent(index: index, title: try expectation.string("parent title"))
            }
        case "expanded":
            let index = try expectation.index()
            parsed = .expanded(index: index, isExpanded: try expectation.yesOrNo())
        case "can-undo":
            parsed = .canUndo(try expectation.yesOrNo())
        case "can-redo":
            parsed = .canRedo(try expectation.yesOrNo())
        case "pending-commits":
            parsed = .pendingCommits(try expectation.count("number of changes"))
        case "scroll":
            let lines = try expectation.decimal("scroll offset", limit: scrollLimit)
            let tolerance = expectation.accept("within") == nil
                ? nil : try expectation.nonNegativeDecimal("tolerance", limit: scrollLimit)
            parsed = .scroll(lines, tolerance: tolerance)
        case "selected":
            if expectation.accept("none") != nil {
                parsed = .selected([])
            } else {
                var indexes = [try expectation.index()]
                while !expectation.isAtEnd { indexes.append(try expectation.index()) }
                parsed = .selected(indexes)
            }
        case "sections":
            var titles: [Located<String>] = []
            while !expectation.isAtEnd { titles.append(try expectation.string("title")) }
            parsed = .sections(titles)
        case "column":
            let column = try expectation.columnIndex()
            guard expectation.accept("rows") != nil else {
                throw expectation.error(
                    "expected 'rows' after the column; usage: \(expectation.usage)",
                    at: expectation.upcoming?.location ?? expectation.endLocation)
            }
            var titles: [Located<String>] = []
            while !expectation.isAtEnd { titles.append(try expectation.string("title")) }
            parsed = .column(column, rows: titles)
        case "offset":
            let index = try expectation.index()
            let fraction = try expectation.decimal("fraction", limit: fractionLimit)
            let tolerance = expectation.accept("within") == nil ? nil : try expectation.tolerance()
            parsed = .offset(index: index, fraction: fraction, tolerance: tolerance)
        default:
            let index = try expectation.index()
            parsed = .open(index: index, side: try expectation.keywordOrNone(ScriptSide.self, noun: "side"))
        }
        try expectation.finish()
        reader.skipToEnd()
        return parsed
    }
}
