import Testing

@testable import GestureTable

/// A row's `id` is the app's code when its type computes it. The table reads it once, as the row
/// comes in (created with the table, inserted, set, given a new value), keeps it beside the row
/// and uses what it kept from then on: an `id` that reads the table runs with no access to the
/// table's state held (the runtime's exclusivity checks are on in these tests, so a read inside
/// a change of the state would trap with "Simultaneous accesses"), and the table never depends
/// on an `id` giving the same answer twice.
@Suite("A row's id is read once, as the row comes in")
struct RowIDReadOnceTests {
    /// Counts the reads of the ids, and holds the table the ids read.
    final class Reads {
        var count = 0
        /// Set once the table is made: every read of an id then reads the table's rows.
        weak var table: GestureTable<Probe>?
        var rowsSeen = 0
    }

    /// A row whose `id` is computed: it counts itself and reads the table.
    struct Probe: Identifiable, Equatable {
        let key: Int
        var subject: String
        let reads: Reads

        var id: Int {
            reads.count += 1
            if let table = reads.table { reads.rowsSeen += table.rows.count }
            return key
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.subject == rhs.subject }
    }

    /// A table of `count` probes, swipe actions on both sides (the left one updates its row, the
    /// right one deletes it), on a virtual clock.
    final class Setup {
        let clock = VirtualClock()
        let reads = Reads()
        let table: GestureTable<Probe>

        init(count: Int) throws {
            let reads = self.reads
            var configuration = TableConfiguration.default
            configuration.touchSlop = 1
            table = try GestureTable(
                rows: (0..<count).map { Probe(key: $0, subject: "Probe \($0)", reads: reads) }, width: 100,
                clock: clock, configuration: configuration)
            table.viewportHeight = 10
            let update = try SwipeAction<Probe>(icon: "U", color: .green, fraction: 0.25) { triggered in
                var row = triggered.row
                row.subject += " (updated)"
                try triggered.update(row)
            }
            let delete = try SwipeAction<Probe>(icon: "D", color: .red, fraction: 0.25) { triggered in
                try triggered.delete()
            }
            let actions = try SwipeActions(firstLeft: update, firstRight: delete)
            table.swipeActions = { _ in actions }
            table.canMoveRow = { _ in true }
            table.heightOfRow = { _ in 1 }
            reads.table = table
        }

        func probe(_ key: Int) -> Probe { Probe(key: key, subject: "Probe \(key)", reads: reads) }

        /// Lets time pass, one frame at a time.
        func advance(_ milliseconds: Int) {
            for _ in 0..<(milliseconds / 16) {
                clock.advance(by: .milliseconds(16))
                table.tick()
            }
        }

        /// A swipe of the row at `index` by the pointer to `fraction` of the width, released.
        func swipe(row index: Int, to fraction: Double) throws {
            let y = try table.yOfRow(at: index) + 0.5
            table.handle(.down(Point(x: 50, y: y)))
            var x = 50.0
            let target = 50 + fraction * table.width
            while abs(target - x) > 1e-9 {
                x += max(-5, min(5, target - x))
                clock.advance(by: .milliseconds(8))
                table.handle(.moved(Point(x: x, y: y)))
            }
            table.handle(.up(velocity: .zero))
        }

        /// How many times ids were read while `body` ran.
        func reads(during body: () throws -> Void) rethrows -> Int {
            let before = reads.count
            try body()
            return reads.count - before
        }
    }

    @Test("Reads each row's id once per arrival, and never while the table changes its state")
    func readsOncePerArrival() throws {
        let setup = try Setup(count: 6)
        let table = setup.table
        // Made with 6 rows: each id read once.
        #expect(setup.reads.count == 6)

        #expect(try setup.reads { try table.insertRow(setup.probe(10), at: 2, animation: .fade) } == 1)
        #expect(try setup.reads { try table.insertRow(setup.probe(11), at: TableIndexPath(row: 0, section: 0), animation: .none) } == 1)
        #expect(try setup.reads { try table.deleteRow(at: 0, animation: .fade) } == 0)
        #expect(try setup.reads { try table.deleteRows(at: [1, 3], animation: .fade) } == 0)
        #expect(try setup.reads { try table.moveRow(at: 0, to: 3) } == 0)
        #expect(try setup.reads { try table.updateRow(at: 1, with: Probe(key: table.rows[1].key, subject: "new", reads: setup.reads)) } == 1)
        #expect(setup.reads { setup.advance(500) } == 0)

        // A lift, moves and a drop, by the verbs.
        #expect(try setup.reads {
            try table.liftRow(at: 0)
            try table.moveLiftedRow(by: 2)
            try table.moveLiftedRow(to: 1)
            try table.dropLiftedRow()
        } == 0)

        // Undo and redo bring rows back with the ids the table kept.
        #expect(try setup.reads {
            for _ in 0..<6 where table.canUndo { try table.undo() }
            setup.advance(500)
            for _ in 0..<6 where table.canRedo { try table.redo() }
            setup.advance(500)
            for _ in 0..<3 where table.canUndo { try table.undo() }
        } == 0)

        // New rows: one read per row of the new array.
        let keys = table.rows.map(\.key)
        let newRows = ([20] + keys.reversed() + [21]).map(setup.probe)
        #expect(try setup.reads { try table.setRows(newRows, animation: .fade) } == newRows.count)
        #expect(table.rows.map(\.key) == newRows.map(\.key))
        #expect(setup.reads { setup.advance(500) } == 0)

        // Swipes by the pointer, and their actions: the pointer's moves and the ticks read no id;
        // the update an action makes brings one new value, its delete none.
        let y1 = try table.yOfRow(at: 1) + 0.5
        table.handle(.down(Point(x: 50, y: y1)))
        #expect(setup.reads {
            for step in 1...8 {
                setup.clock.advance(by: .milliseconds(8))
                table.handle(.moved(Point(x: 50 + Double(step) * 5, y: y1)))
            }
        } == 0)
        #expect(setup.reads { table.handle(.up(velocity: .zero)) } == 1)
        #expect(table.rows[1].subject.hasSuffix("(updated)"))
        #expect(setup.reads { setup.advance(800) } == 0)
        let count = table.count
        #expect(try setup.reads { try setup.swipe(row: 2, to: -0.4) } == 0)
        #expect(table.count == count - 1)
        #expect(setup.reads { setup.advance(800) } == 0)

        // A lift by a long press, moved and dropped by the pointer.
        let y = try table.yOfRow(at: 0) + 0.5
        #expect(setup.reads {
            table.handle(.down(Point(x: 50, y: y)))
            setup.advance(800)
            for step in 1...20 {
                setup.clock.advance(by: .milliseconds(16))
                table.handle(.moved(Point(x: 50, y: y + Double(step) * 0.15)))
            }
            table.handle(.up(velocity: .zero))
            setup.advance(500)
        } == 0)
        #expect(try setup.reads { try table.undo(); try table.redo() } == 0)

        // Sections: their rows come in once each too.
        let section = TableSection(title: "More", rows: [setup.probe(30), setup.probe(31)])
        #expect(try setup.reads { try table.insertSection(section, at: 1, animation: .fade) } == 2)
        let sections = [
            TableSection(title: "One", rows: [setup.probe(40), setup.probe(30)]),
            TableSection(title: "More", rows: [setup.probe(31)]),
        ]
        #expect(try setup.reads { try table.setSections(sections, animation: .fade) } == 3)
        #expect(try setup.reads { try table.undo() } == 0)
        #expect(setup.reads { setup.advance(500) } == 0)
        // Every read of an id read the table, and none trapped.
        #expect(setup.reads.rowsSeen > 0)
    }
}
