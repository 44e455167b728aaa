extension ScriptParser {
    /// Reads the arguments of the command `name`, which is known.
    static func parseArguments(
        of name: String, with reader: inout ScriptArgumentReader
    ) throws(ScriptError) -> ScriptCommand {
        switch name {
        case "size":
            return .size(try reader.size())
        case "row":
            return .row(title: try reader.string("title"), subtitle: reader.optionalString())
        case "placeholder":
            return .placeholder(title: try reader.string("title"), subtitle: reader.optionalString())
        case "action":
            return .action(try parseAction(with: &reader))
        case "reveal":
            return .reveal(try reader.keyword(ScriptSide.self, noun: "side"))
        case "set":
            return .set(try parseSetting(with: &reader))
        case "swipe":
            let index = try reader.index()
            let fraction = try reader.decimal("fraction", limit: fractionLimit)
            return .swipe(index: index, fraction: fraction, velocity: try parseVelocity(with: &reader))
        case "drag":
            if reader.tokens.count >= 2 {
                let index = try reader.index()
                return .drag(index: index, fraction: try reader.decimal("fraction", limit: fractionLimit))
            }
            return .continueDrag(fraction: try reader.decimal("fraction", limit: fractionLimit))
        case "release":
            return .release(velocity: try parseVelocity(with: &reader))
        case "cancel":
            return .cancel
        case "longpress":
            return .longPress(index: try reader.index())
        case "move":
            return .move(index: try reader.index())
        case "hold":
            return .hold(try reader.duration())
        case "drop":
            return .drop
        case "tap":
            let index = try reader.index()
            var side: Located<ScriptSide>?
            if let token = reader.upcoming, !token.isQuoted, let value = ScriptSide(rawValue: token.text) {
                side = Located(value, at: token.location)
                _ = reader.accept(token.text)
            }
            let button = reader.isAtEnd ? nil : try reader.count("button number")
            return .tap(index: index, side: side, button: button)
        case "scroll":
            return .scroll(lines: try reader.integer("line count"))
        case "wait":
            return .wait(try reader.duration())
        case "insert":
            let index = try reader.index()
            return .insert(index: index, title: try reader.string("title"))
        case "delete":
            return .delete(index: try reader.index())
        case "undo":
            return .undo
        case "rtl":
            return .rightToLeft(try reader.toggle())
        case "frame":
            return .frame(caption: reader.optionalString())
        default:
            return try parseExpectation(with: &reader)
        }
    }

    /// Reads an optional `velocity V` clause.
    static func parseVelocity(
        with reader: inout ScriptArgumentReader
    ) throws(ScriptError) -> Located<Double>? {
        guard reader.accept("velocity") != nil else { return nil }
        return try reader.decimal("velocity", limit: velocityLimit)
    }

    /// Reads `SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`,
    /// the clauses after the slot in any order, each at most once.
    static func parseAction(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptAction {
        let slot = try reader.keyword(ScriptSlot.self, noun: "slot")
        var fraction: Located<Double>?
        var color: Located<ScriptColor>?
        var icon: Located<String>?
        var operation: Located<ScriptOperation>?
        var rows: [Located<Int>]?
        var seen: Set<String> = []
        while let clause = reader.upcoming {
            guard !clause.isQuoted, ["fraction", "color", "icon", "do", "only"].contains(clause.text) else {
                let shown = clause.isQuoted ? "\"\(clause.text)\"" : clause.text
                throw reader.error(
                    "unexpected '\(ScriptError.echo(shown))' in action; expected fraction, color, icon, do or only",
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
            case "do": operation = try reader.keyword(ScriptOperation.self, noun: "operation")
            default: rows = try reader.indexList()
            }
        }
        guard let operation else {
            throw reader.error("missing 'do OP'; usage: \(reader.usage)", at: reader.endLocation)
        }
        return ScriptAction(
            slot: slot, fraction: fraction, color: color, icon: icon, operation: operation, rows: rows)
    }

    /// Reads `NAME VALUE` after `set`.
    static func parseSetting(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptSetting {
        let name = try reader.word("setting")
        switch name.text {
        case "animation-duration": return .animationDuration(try reader.duration())
        case "bounce": return .bounce(try reader.toggle())
        case "long-press": return .longPress(try reader.duration())
        case "flick": return .flick(try reader.toggle())
        default:
            throw reader.error(
                "unknown setting '\(ScriptError.echo(name.text))'; expected \(ScriptArgumentReader.alternatives(ScriptSetting.names))",
                at: name.location)
        }
    }

    /// Reads what follows `expect`.
    static func parseExpectation(with reader: inout ScriptArgumentReader) throws(ScriptError) -> ScriptCommand {
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
        let command: ScriptCommand
        switch kind.text {
        case "rows":
            var titles: [Located<String>] = []
            while !expectation.isAtEnd { titles.append(try expectation.string("title")) }
            command = .expectRows(titles)
        case "count":
            command = .expectCount(try expectation.count("count"))
        case "empty":
            command = .expectEmpty
        case "not-empty":
            command = .expectNotEmpty
        case "highlighted":
            command = .expectHighlighted(try expectation.keywordOrNone(ScriptSlot.self, noun: "slot"))
        case "event":
            let name = try expectation.keyword(ScriptEventName.self, noun: "event")
            var slot: Located<ScriptSlot>?
            if let token = expectation.upcoming, token.isQuoted || token.text != "row" {
                slot = try expectation.keyword(ScriptSlot.self, noun: "slot")
            }
            let row = expectation.accept("row") == nil ? nil : try expectation.index()
            command = .expectEvent(name: name, slot: slot, row: row)
        case "offset":
            let index = try expectation.index()
            command = .expectOffset(index: index, fraction: try expectation.decimal("fraction", limit: fractionLimit))
        default:
            let index = try expectation.index()
            command = .expectOpen(index: index, side: try expectation.keywordOrNone(ScriptSide.self, noun: "side"))
        }
        try expectation.finish()
        reader.skipToEnd()
        return command
    }
}
