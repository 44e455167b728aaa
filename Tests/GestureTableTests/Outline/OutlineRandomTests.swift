import Testing
@testable import GestureTable
import TestSupport

/// Long random runs over an outline: carries by the pointer (into rows, between rows at a
/// depth, resting over collapsed rows) and by the keys, rows opened and closed, moves into and
/// out of rows by verbs and by assistive technology, refusals, undo and redo at a small undo
/// limit. After every step: no row lost or doubled, the app's tree (kept only from what the
/// table tells it) equals the table's; at the end, with every step kept, undoing everything
/// gives the start back.
@Suite("Outline: random runs")
struct OutlineRandomTests {
    static let start = [
        "Work", "  Report", "    Draft", "    Figures", "  Slides", "Home+", "  Groceries", "  Taxes+", "    Receipts",
        "Garden", "  Roses", "Shed", "Trip", "  Tickets", "  Hotel", "Books",
    ]

    final class Run {
        var random: SplitMix64
        let fixture: OutlineFixture
        var table: GestureTable<Item> { fixture.table }
        let titles: Set<String>
        var steps = 0
        /// What the last steps did, for a failure's message.
        var log: [String] = []
        func note(_ text: String) {
            log.append(text)
            if log.count > 8 { log.removeFirst() }
        }

        init(seed: UInt64, undoLimit: Int) throws {
            random = SplitMix64(seed: seed)
            var configuration = TableConfiguration.default
            configuration.undoLimit = undoLimit
            configuration.animationDuration = .milliseconds(100)
            fixture = try OutlineFixture(OutlineRandomTests.start, configuration: configuration)
            titles = Set(OutlineRandomTests.start.map { String($0.drop { $0 == " " }.filter { $0 != "+" }) })
        }

        func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
        func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
        func anyIndex() -> Int { table.count == 0 ? 0 : (chance(5) ? [Int.min, -1, table.count, Int.max][int(0..<4)] : int(0..<table.count)) }

        /// One random step.
        func step() {
            steps += 1
            switch int(0..<100) {
            case 0..<30: carryByPointer()
            case 30..<45: carryByKeys()
            case 45..<57:
                let index = anyIndex()
                let expands = chance(50)
                note("\(expands ? "expand" : "collapse") \(index)")
                try? expands ? table.expandRow(at: index) : table.collapseRow(at: index)
            case 57..<64:
                let (index, parent) = (anyIndex(), anyIndex())
                note("move \(index) into \(parent)")
                try? table.moveRow(at: index, intoRowAt: parent)
            case 64..<69:
                let index = anyIndex()
                note("move \(index) out")
                try? table.moveRowOutOfParent(at: index)
            case 69..<76:
                let index = anyIndex()
                if let names = try? table.accessibilityActions(ofRowAt: index), !names.isEmpty {
                    let name = names[int(0..<names.count)]
                    note("accessibility \(name) \(index)")
                    try? table.performAccessibilityAction(named: name, ofRowAt: index)
                }
            case 76..<86:
                note("undo")
                try? table.undo()
            case 86..<93:
                note("redo")
                try? table.redo()
            case 93..<96:
                // The app refuses a parent for a while.
                fixture.refusedParents = chance(50) ? [] : [table.count > 0 ? table.rows[int(0..<table.count)].title : "", ""].randomElement(using: &random).map { [$0] } ?? []
            default: fixture.advance(int(0..<700))
            }
            fixture.advance(int(0..<40))
        }

        func carryByPointer() {
            guard table.count > 0 else { return }
            let index = int(0..<table.count)
            let x = double(20...80)
            let y = ((try? table.yOfRow(at: index)) ?? 0) + double(0.1...0.9)
            table.handle(.down(Point(x: x, y: y)))
            fixture.advance(600)
            var text = "pointer \(index) at (\(x), \(y))"
            for _ in 0..<int(1..<6) {
                let target = Point(x: x + double(-40...40), y: double(-0.5...(Double(table.count) + 0.5)))
                table.handle(.moved(target))
                // Resting sometimes long enough for a collapsed row to open.
                let rest = chance(20) ? 600 : int(8..<60)
                fixture.advance(rest)
                text += " → (\(target.x), \(target.y)) \(rest)ms"
            }
            if chance(15) {
                table.handle(.cancelled)
                text += " cancel"
            } else {
                table.handle(.up(velocity: .zero))
            }
            note(text + " → \(fixture.tree)")
            fixture.advance(300)
        }

        func carryByKeys() {
            let index = table.count > 0 ? int(0..<table.count) : 0
            guard table.count > 0, (try? table.liftRow(at: index)) != nil else { return }
            var text = "keys lift \(index)"
            for _ in 0..<int(1..<5) {
                switch int(0..<4) {
                case 0:
                    let places = int(-3..<4)
                    text += " by \(places)"
                    try? table.moveLiftedRow(by: places)
                case 1:
                    text += " →"
                    try? table.moveLiftedRowIntoRowAbove()
                case 2:
                    text += " ←"
                    try? table.moveLiftedRowOutOfParent()
                default:
                    if chance(30) {
                        text += " undo"
                        try? table.undo()
                    }
                }
            }
            if table.isReordering { try? chance(15) ? table.cancelLift() : table.dropLiftedRow() }
            note(text + " → \(fixture.tree)")
            fixture.advance(300)
        }

        /// What must hold after every step.
        func check(_ context: String) {
            guard !table.isReordering else { return }
            let tree = fixture.tree
            let names = tree.map { String($0.drop { $0 == " " }.filter { $0 != "+" }) }
            #expect(names.count == titles.count, "\(context): rows lost or doubled: \(tree)")
            #expect(Set(names) == titles, "\(context): \(tree)")
            #expect(
                fixture.modelTree == tree,
                "\(context): the app's tree \(fixture.modelTree) is not the table's \(tree) after \(log.joined(separator: "; "))")
        }
    }

    @Test("random carries, opens, moves and undos keep the app's tree the table's", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomRuns(seed: UInt64) throws {
        let run = try Run(seed: seed, undoLimit: seed % 2 == 0 ? 32 : 2)
        for step in 0..<250 {
            run.step()
            run.check("seed \(seed), step \(step)")
        }
    }

    @Test("undoing every step gives the start back", arguments: [11, 12, 13] as [UInt64])
    func undoEverything(seed: UInt64) throws {
        let run = try Run(seed: seed, undoLimit: 10_000)
        for step in 0..<150 {
            run.step()
            run.check("seed \(seed), step \(step)")
        }
        if run.table.isReordering { try run.table.cancelLift() }
        var undone = 0
        while run.table.canUndo, undone < 10_000 {
            try run.table.undo()
            run.fixture.advance(10)
            undone += 1
        }
        #expect(run.fixture.tree == OutlineRandomTests.start)
        #expect(run.fixture.modelTree == OutlineRandomTests.start)
    }
}
