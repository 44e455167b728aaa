// `gesture-table-bench --check`: ratios of figures measured in the same run, compared with the
// budgets in Peers/budgets.json. Ratios, never absolute times: a loaded or slower machine makes
// both sides of a ratio slower, so a budget holds on any machine while a change that makes one
// side grow (a path that stops being flat in the row count, a byte that stops being saved)
// does not pass.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum BudgetCheck {
    /// One ratio the check can measure: its name in the budgets file and how to measure it.
    struct Ratio: Sendable {
        let name: String
        /// Whether the ratio is of times (measured again when over budget) or of bytes (exact).
        let isTimed: Bool
        let measure: @Sendable () -> (numerator: Double, denominator: Double)
    }

    static let ratios: [Ratio] = [
        Ratio(name: "event_ns_1m_over_10", isTimed: true) {
            (eventCost(rows: 1_000_000), eventCost(rows: 10))
        },
        Ratio(name: "frame_ns_1m_over_100", isTimed: true) {
            (frameCost(rows: 1_000_000), frameCost(rows: 100))
        },
        Ratio(name: "event_ns_mixed_over_fixed_1m", isTimed: true) {
            (eventCost(table: makeMixedTable(rows: 1_000_000)), eventCost(rows: 1_000_000))
        },
        Ratio(name: "frame_ns_mixed_over_fixed_1m", isTimed: true) {
            (frameCost(table: makeMixedTable(rows: 1_000_000)), frameCost(rows: 1_000_000))
        },
        Ratio(name: "insert_ns_1m_over_10", isTimed: true) {
            (insertCost(rows: 1_000_000), insertCost(rows: 10))
        },
        Ratio(name: "sweep_event_over_event_10k", isTimed: true) {
            (sweepEventCost(rows: 10_000, span: 9_000), eventCost(rows: 10_000))
        },
        Ratio(name: "refused_move_100k_over_10k", isTimed: true) {
            // A place not asked exactly once, on either side, fails the budget.
            guard let large = refusedMoveMilliseconds(rows: 100_000), let small = refusedMoveMilliseconds(rows: 10_000) else {
                return (.infinity, 1)
            }
            return (large, small)
        },
        Ratio(name: "outline_carry_over_lifted_move_1m", isTimed: true) {
            (outlineCarryCost(rows: 1_000_000), liftedMoveCost(rows: 1_000_000))
        },
        Ratio(name: "expand_100k_over_10k", isTimed: true) {
            (expandCollapseMilliseconds(children: 100_000).expand, expandCollapseMilliseconds(children: 10_000).expand)
        },
        Ratio(name: "gesture_bytes_over_payload", isTimed: false) {
            let bytes = gestureBytes(gestureFrames())
            return (Double(bytes.written), Double(bytes.payload))
        },
        Ratio(name: "swipe_step_over_full_repaint", isTimed: false) {
            let bytes = swipeBytes()
            return (Double(bytes.step), Double(bytes.full))
        },
    ]

    /// How many times a timed ratio is measured before it counts as over its budget: a
    /// regression is over every time, a burst of load on one side of a ratio seldom twice.
    static let attempts = 5

    /// Runs the check; returns the exit status: 0 within every budget, 1 over one, 2 when the
    /// budgets cannot be read.
    static func run(budgetsPath: String) -> Int32 {
        guard let text = readFile(budgetsPath) else {
            printError("gesture-table-bench --check: cannot read the budgets file \(budgetsPath)")
            return 2
        }
        let budgets: [String: (maximum: Double, why: String)]
        do throws(BudgetFileError) {
            budgets = try parseBudgets(text)
        } catch {
            printError("gesture-table-bench --check: \(budgetsPath): \(error.message)")
            return 2
        }
        let known = Set(ratios.map(\.name))
        let unknown = budgets.keys.filter { !known.contains($0) }.sorted()
        if !unknown.isEmpty {
            printError("gesture-table-bench --check: \(budgetsPath) has budgets for ratios the check does not measure: "
                + unknown.joined(separator: ", ") + " (it measures " + ratios.map(\.name).joined(separator: ", ") + ")")
            return 2
        }
        var over: [String] = []
        print("ratio                             measured  budget  result")
        for ratio in ratios {
            guard let budget = budgets[ratio.name] else {
                print(padded(ratio.name, 34) + "(no budget: not measured)")
                continue
            }
            let start = ContinuousClock.now
            // Each side keeps its fastest measurement over the tries: load that slows one side of
            // one try (on a shared machine, the side with more cache misses suffers most) then
            // cannot stand for the code's cost, while a real regression is slow every time.
            var fastestNumerator = Double.infinity
            var fastestDenominator = Double.infinity
            var best = Double.infinity
            var tries = 0
            while tries < (ratio.isTimed ? attempts : 1) {
                tries += 1
                let (numerator, denominator) = ratio.measure()
                fastestNumerator = min(fastestNumerator, numerator)
                fastestDenominator = min(fastestDenominator, denominator)
                best = fastestDenominator > 0 ? fastestNumerator / fastestDenominator : .infinity
                if best <= budget.maximum { break }
            }
            let isOver = !(best <= budget.maximum)
            let tried = tries > 1 ? " (best of \(tries))" : ""
            print(padded(ratio.name, 34) + padded(format3(best), 10) + padded(format3(budget.maximum), 8)
                + (isOver ? "OVER" : "ok") + tried + ", \(format3(seconds(since: start))) s")
            if isOver {
                over.append("\(ratio.name) is \(format3(best)), over its budget of \(format3(budget.maximum))"
                    + (ratio.isTimed ? " in \(tries) measurements" : "") + ": \(budget.why)")
            }
        }
        guard over.isEmpty else {
            printError("gesture-table-bench --check: \(over.count) ratio\(over.count == 1 ? "" : "s") over budget ("
                + budgetsPath + "):\n  " + over.joined(separator: "\n  "))
            return 1
        }
        print("every ratio within its budget")
        return 0
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    static func format3(_ value: Double) -> String {
        guard value.isFinite else { return "inf" }
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded)
    }

    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The budgets of a file `{"budgets": {"NAME": {"max": NUMBER, "why": "TEXT"}, …}, …}`;
    /// other keys are the file's own notes.
    static func parseBudgets(_ text: String) throws(BudgetFileError) -> [String: (maximum: Double, why: String)] {
        var parser = JSONParser(text)
        guard case let .object(top) = try parser.parseDocument(),
              let budgetsValue = top.first(where: { $0.key == "budgets" })?.value,
              case let .object(entries) = budgetsValue
        else { throw BudgetFileError(message: "no \"budgets\" object") }
        var budgets: [String: (maximum: Double, why: String)] = [:]
        for (name, value) in entries {
            guard case let .object(fields) = value,
                  case let .number(maximum)? = fields.first(where: { $0.key == "max" })?.value
            else { throw BudgetFileError(message: "the budget \"\(name)\" has no number \"max\"") }
            var why = ""
            if case let .string(text)? = fields.first(where: { $0.key == "why" })?.value { why = text }
            budgets[name] = (maximum, why)
        }
        return budgets
    }
}

struct BudgetFileError: Error {
    let message: String
}

/// The JSON the budgets file needs: objects (in their order), arrays, strings with the usual
/// escapes, numbers, booleans and null.
struct JSONParser {
    indirect enum Value {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    private let bytes: [UInt8]
    private var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parseDocument() throws(BudgetFileError) -> Value {
        let value = try parseValue()
        skipSpace()
        guard offset == bytes.count else { throw error("text after the end of the document") }
        return value
    }

    private func error(_ text: String) -> BudgetFileError {
        let line = bytes[..<min(offset, bytes.count)].filter { $0 == 0x0A }.count + 1
        return BudgetFileError(message: "line \(line): \(text)")
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(BudgetFileError) {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == byte else {
            throw error("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        offset += 1
    }

    private mutating func parseValue() throws(BudgetFileError) -> Value {
        skipSpace()
        guard offset < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[offset] {
        case 0x7B:  // {
            offset += 1
            var fields: [(key: String, value: Value)] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == 0x7D {
                offset += 1
                return .object(fields)
            }
            while true {
                skipSpace()
                let key = try parseString()
                try expect(0x3A)
                fields.append((key, try parseValue()))
                skipSpace()
                guard offset < bytes.count else { throw error("unfinished object") }
                offset += 1
                if bytes[offset - 1] == 0x7D { return .object(fields) }
                guard bytes[offset - 1] == 0x2C else { throw error("expected ',' or '}'") }
            }
        case 0x5B:  // [
            offset += 1
            var items: [Value] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == 0x5D {
                offset += 1
                return .array(items)
            }
            while true {
                items.append(try parseValue())
                skipSpace()
                guard offset < bytes.count else { throw error("unfinished array") }
                offset += 1
                if bytes[offset - 1] == 0x5D { return .array(items) }
                guard bytes[offset - 1] == 0x2C else { throw error("expected ',' or ']'") }
            }
        case 0x22:
            return .string(try parseString())
        case 0x74 where literal("true"): return .bool(true)
        case 0x66 where literal("false"): return .bool(false)
        case 0x6E where literal("null"): return .null
        default:
            let start = offset
            while offset < bytes.count, "+-.eE0123456789".utf8.contains(bytes[offset]) { offset += 1 }
            guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
                throw error("expected a value")
            }
            return .number(number)
        }
    }

    private mutating func literal(_ word: String) -> Bool {
        let word = Array(word.utf8)
        guard offset + word.count <= bytes.count, Array(bytes[offset..<(offset + word.count)]) == word else { return false }
        offset += word.count
        return true
    }

    private mutating func parseString() throws(BudgetFileError) -> String {
        guard offset < bytes.count, bytes[offset] == 0x22 else { throw error("expected a string") }
        offset += 1
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case 0x22:
                return String(decoding: result, as: UTF8.self)
            case 0x5C:
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case 0x6E: result.append(0x0A)
                case 0x74: result.append(0x09)
                case 0x72: result.append(0x0D)
                case 0x62: result.append(0x08)
                case 0x66: result.append(0x0C)
                case 0x75:
                    guard offset + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
                    else { throw error("a bad \\u escape") }
                    offset += 4
                    // Surrogate halves are not needed by the budgets file; they become U+FFFD.
                    result.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
                default: result.append(escaped)
                }
            default:
                result.append(byte)
            }
        }
        throw error("unfinished string")
    }
}
