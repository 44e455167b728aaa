// `gesture-table-bench --soak`: a million random events on a 100,000-row table, with memory
// that must not grow and per-row state that must all be released once time has run past every
// animation.
//
//     swift run -c release gesture-table-bench --soak [--events N] [--rows N] [--seed S]

import GestureTable
import GestureTableTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The soak test: random pointer gestures, long presses and reorders, keyboard and accessibility
/// commands, app-side inserts, deletes and undo, scrolls and clock advances, with trigger closures
/// that call the table's verbs (some at once, some later, as an app waiting for a server would).
enum Soak {
    /// A row: an id and a title short enough to be stored inline (no allocation per row).
    struct Row: Identifiable {
        let id: Int
        let title: String
    }

    /// What the command line asks for.
    struct Options {
        var events = 1_000_000
        var rows = 100_000
        var seed: UInt64 = 0x50A4
        /// Memory is sampled every this many events; the first sample ends the warm-up.
        var sampleInterval = 100_000
        /// How much resident memory may grow after the warm-up.
        var toleranceBytes = 1 << 20
    }

    /// SplitMix64, so that a run is replayed from its seed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Rows whose trigger fired and whose verb the "app" calls later.
    final class PendingRows {
        var ids: [Int] = []
        /// Completions run so far.
        var completions = 0
    }

    /// Reads `--events N`, `--rows N`, `--seed S`, `--tolerance-kib N` after `--soak`.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var index = 0
        while index < arguments.count {
            guard index + 1 < arguments.count, let value = UInt64(arguments[index + 1]) else { return nil }
            switch arguments[index] {
            case "--events": options.events = Int(clamping: value)
            case "--rows": options.rows = max(1, Int(clamping: value))
            case "--seed": options.seed = value
            case "--tolerance-kib": options.toleranceBytes = Int(clamping: value) * 1024
            default: return nil
            }
            index += 2
        }
        options.sampleInterval = max(1, min(options.sampleInterval, options.events / 10))
        return options
    }

    /// Runs the soak test and prints its figures; returns the exit status: 0 when memory held
    /// steady and no per-row state was left, 1 otherwise, 2 for a usage error.
    static func run(arguments: [String]) -> Int32 {
        guard let options = parse(arguments) else {
            printError(
                "usage: gesture-table-bench --soak [--events N] [--rows N] [--seed S] [--tolerance-kib N]")
            return 2
        }
        print("soak: \(options.events) events on \(options.rows) rows, seed \(options.seed)")
        let start = ContinuousClock.now
        let clock = VirtualClock()
        var nextID = options.rows
        let rows = (0..<options.rows).map { Row(id: $0, title: "Row \($0)") }
        // The soak's ids are unique; the empty table is never used.
        let table = (try? GestureTable(rows: rows, width: 80, clock: clock, configuration: .terminal))
            ?? GestureTable(width: 80, clock: clock, configuration: .terminal)
        table.viewportHeight = 24
        let pending = PendingRows()
        let (triggering, revealing) = makeActions(pending: pending)
        table.swipeActions = { row in row.id % 5 == 0 ? revealing : triggering }
        var eventCount = 0
        table.onEvent = { _ in eventCount += 1 }

        var random = Random(state: options.seed)
        var isPointerDown = false
        var pointer = Point(x: 40, y: 0.5)
        var samples: [Int] = []
        var failures: [String] = []

        for step in 1...max(1, options.events) {
            let roll = Int.random(in: 0..<1000, using: &random)
            switch roll {
            case 0..<450:  // Pointer: down, moves, up or cancel.
                if !isPointerDown {
                    pointer = Point(x: Double.random(in: 0..<80, using: &random), y: Double(Int.random(in: 0..<24, using: &random)) + 0.5)
                    table.handle(.down(pointer))
                    isPointerDown = true
                } else {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<7:
                        pointer.x += Double.random(in: -12...12, using: &random)
                        pointer.y += Int.random(in: 0..<4, using: &random) == 0 ? Double.random(in: -2...2, using: &random) : 0
                        clock.advance(by: .milliseconds(8))
                        table.handle(.moved(pointer))
                    case 7, 8:
                        let velocity = Int.random(in: 0..<3, using: &random) == 0 ? Double.random(in: -400...400, using: &random) : 0
                        table.handle(.up(velocity: Velocity(dx: velocity, dy: 0)))
                        isPointerDown = false
                    default:
                        table.handle(.cancelled)
                        isPointerDown = false
                    }
                }
            case 450..<480:  // A long press: hold still, then drag the lifted row and drop it.
                if isPointerDown { table.handle(.cancelled) }
                pointer = Point(x: 40, y: Double(Int.random(in: 0..<24, using: &random)) + 0.5)
                table.handle(.down(pointer))
                clock.advance(by: table.configuration.longPressDuration)
                table.tick()
                isPointerDown = true
            case 480..<490:  // Events out of order: a move or a release with no press.
                if Bool.random(using: &random) {
                    table.handle(.moved(Point(x: Double.random(in: -10...90, using: &random), y: Double.random(in: -2...26, using: &random))))
                } else {
                    table.handle(.up(velocity: nil))
                    isPointerDown = false
                }
            case 490..<640:  // Keyboard and accessibility commands.
                runCommand(on: table, using: &random)
            case 640..<665:  // App-side insertion or deletion, keeping the table near its size.
                if table.count < options.rows || table.count == 0 {
                    let index = Int.random(in: 0...table.count, using: &random)
                    try? table.insertRow(Row(id: nextID, title: "Row \(nextID)"), at: index)
                    nextID += 1
                } else {
                    let animation: RowAnimation = [.left, .right, .fade, .none, .automatic][Int.random(in: 0..<5, using: &random)]
                    try? table.deleteRow(at: Int.random(in: 0..<table.count, using: &random), animation: animation)
                }
            case 665..<666:
                try? table.undo()
            case 666..<760:  // Scroll.
                try? table.scroll(by: Double(Int.random(in: -40...40, using: &random)))
            default:  // Let time pass; the app gets round to the rows it left pending.
                clock.advance(by: .milliseconds(Int64.random(in: 1...400, using: &random)))
                table.tick()
                if !pending.ids.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
                    resolvePending(pending, in: table, using: &random)
                }
            }
            if step % options.sampleInterval == 0 {
                let resident = residentBytes()
                samples.append(resident)
                print(
                    "  \(pad(step, 9)) events  resident \(pad(resident / 1024, 7)) KiB  rows \(pad(table.count, 7))"
                        + "  stateful \(pad(table.statefulRowCount, 3))  deleting \(pad(table.deletingRowCount, 3))")
            }
        }

        // Let go of everything, then let time run past every animation.
        if isPointerDown { table.handle(.cancelled) }
        if table.isReordering { try? table.dropLiftedRow() }
        if let open = table.openRowIndex { try? table.closeRow(at: open) }
        while !pending.ids.isEmpty { resolvePending(pending, in: table, using: &random) }
        for _ in 0..<10 {
            clock.advance(by: .seconds(10))
            table.tick()
        }
        let ids = Set(table.rows.map(\.id))
        if ids.count != table.count { failures.append("\(table.count - ids.count) rows are duplicated") }
        if table.statefulRowCount != 0 || table.deletingRowCount != 0 {
            let phases = table.rows.indices.compactMap { index -> String? in
                guard let phase = try? table.phase(ofRowAt: index), phase != .rest else { return nil }
                return "row \(index): \(phase)"
            }
            failures.append(
                "per-row state left after every animation: \(table.statefulRowCount) stateful rows, "
                    + "\(table.deletingRowCount) deleting rows; \(phases.prefix(5).joined(separator: ", "))")
        }

        // Memory after the warm-up (the first sample) must not grow.
        if let baseline = samples.first, let peak = samples.dropFirst().max() {
            let growth = peak - baseline
            print("resident after warm-up \(baseline / 1024) KiB, peak \(peak / 1024) KiB, growth \(growth / 1024) KiB "
                + "(tolerance \(options.toleranceBytes / 1024) KiB)")
            if growth > options.toleranceBytes {
                failures.append("resident memory grew by \(growth / 1024) KiB after the warm-up")
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("\(eventCount) table events emitted, \(table.count) rows at the end, \((seconds * 10).rounded() / 10) s")
        for failure in failures { printError("soak: FAIL: \(failure)") }
        if failures.isEmpty { print("soak: ok") }
        return failures.isEmpty ? 0 : 1
    }

    /// Actions whose closures call verbs: replace (one with a completion) and push-and-delete
    /// at once, and one left pending for the app to settle later. Rows that reveal (every fifth)
    /// delete with an animation instead of replacing, and show their right side as buttons.
    static func makeActions(pending: PendingRows) -> (triggering: SwipeActions<Row>, revealing: SwipeActions<Row>) {
        let replace = try? SwipeAction<Row>(icon: "↺", color: .blue, fraction: 0.25) { triggered in
            try triggered.replace()
        }
        let pushAndDelete = try? SwipeAction<Row>(icon: "✓", color: .green, fraction: 0.7) { triggered in
            try triggered.pushAndDelete()
        }
        let delete = try? SwipeAction<Row>(icon: "✗", color: .red, fraction: 0.25) { triggered in
            try triggered.delete(animation: .left)
        }
        let later = try? SwipeAction<Row>(icon: "◷", color: .yellow, fraction: 0.7) { triggered in
            pending.ids.append(triggered.id)
        }
        let replaceLater = try? SwipeAction<Row>(icon: "↺", color: .blue, fraction: 0.25) { triggered in
            try triggered.replace { pending.completions += 1 }
        }
        let triggering = (try? SwipeActions(
            firstLeft: replace, secondLeft: pushAndDelete, firstRight: replaceLater, secondRight: later)) ?? .none
        let revealing = (try? SwipeActions(
            firstLeft: replace, secondLeft: pushAndDelete, firstRight: delete, secondRight: later,
            rightStyle: .reveal)) ?? .none
        return (triggering, revealing)
    }

    /// One keyboard or accessibility command on a random row: step and release, trigger, open
    /// and close, peek, keyboard reorder, or a programmatic verb.
    static func runCommand(on table: GestureTable<Row>, using random: inout Random) {
        guard table.count > 0 else { return }
        // Mostly rows on screen, where gestures happen too; sometimes anywhere.
        let visible = table.visibleRowIndexes
        let index = Int.random(in: 0..<4, using: &random) == 0 || visible.isEmpty
            ? Int.random(in: 0..<table.count, using: &random)
            : Int.random(in: visible, using: &random)
        let side: SwipeSide = Bool.random(using: &random) ? .left : .right
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            try? table.stepRow(at: index, side: side)
            if Bool.random(using: &random) { try? table.stepRow(at: index, side: side) }
            try? table.releaseRow(at: index)
        case 1:
            let slot: ActionSlot = [.firstLeft, .secondLeft, .firstRight, .secondRight][Int.random(in: 0..<4, using: &random)]
            try? table.triggerAction(in: slot, ofRowAt: index)
        case 2:
            try? table.openRow(at: index, side: .right)
        case 3:
            if let open = table.openRowIndex { try? table.closeRow(at: open) }
        case 4:
            try? table.peekRow(at: index, side: side)
        case 5:
            if table.isReordering {
                try? table.moveLiftedRow(by: Int.random(in: -3...3, using: &random))
            } else {
                try? table.liftRow(at: index)
            }
        case 6:
            if Bool.random(using: &random) { try? table.dropLiftedRow() } else { try? table.cancelLift() }
        case 7:
            try? table.dragRow(at: index, toOffset: Double.random(in: -90...90, using: &random))
            try? table.releaseRow(at: index)
        case 8:
            try? table.replaceRow(at: index)
        default:
            try? table.activateButton(in: ActionSlot.allCases.randomElement(using: &random) ?? .firstRight, ofRowAt: index)
        }
    }

    /// The app settles one pending row: replaces it, deletes it, or pushes it off for good and
    /// deletes it a little later.
    static func resolvePending(_ pending: PendingRows, in table: GestureTable<Row>, using random: inout Random) {
        guard !pending.ids.isEmpty else { return }
        let id = pending.ids.removeFirst()
        switch Int.random(in: 0..<3, using: &random) {
        case 0: try? table.replaceRow(withID: id)
        case 1: try? table.deleteRow(withID: id)
        default:
            try? table.pushRow(withID: id) {
                try? table.deleteRow(withID: id)
            }
        }
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
