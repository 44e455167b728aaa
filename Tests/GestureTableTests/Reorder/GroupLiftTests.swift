import Testing

@testable import GestureTable

/// A long press on a selected row (several rows allowed) lifts the whole selection; dropped,
/// the rows sit together at the drop place in their order.
@Suite("Lifting a group of selected rows")
struct GroupLiftTests {
    /// A table of lettered rows, several allowed, with `selected` selected.
    static func table(_ names: String = "a b c d e f", selected: [Int]) throws -> (GestureTable<Letter>, VirtualClock) {
        let clock = VirtualClock()
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        let table = try GestureTable(rows: letters(names), width: 100, clock: clock, configuration: configuration)
        table.viewportHeight = 10
        table.selectionMode = .multiple
        for index in selected { try table.selectRow(at: index) }
        return (table, clock)
    }

    static func longPress(_ table: GestureTable<Letter>, _ clock: VirtualClock, row: Int) {
        table.handle(.down(Point(x: 50, y: Double(row) + 0.5)))
        clock.advance(by: .milliseconds(500))
        table.tick()
    }

    static func drag(_ table: GestureTable<Letter>, _ clock: VirtualClock, toY y: Double) {
        clock.advance(by: .milliseconds(16))
        table.handle(.moved(Point(x: 50, y: y)))
    }

    static func names(_ table: GestureTable<Letter>) -> String { table.rows.map(\.id).joined(separator: " ") }

    struct Drop: CustomTestStringConvertible, Sendable {
        var selected: [Int]
        var pressed: Int
        var y: Double
        var expected: String
        var sources: [Int]
        var destination: Int
        var testDescription: String { "\(selected) lifted by \(pressed), dropped at y \(y): \(expected)" }
    }

    @Test("the group sits together at the drop place in its order; didMoveRows once; one undo step", arguments: [
        Drop(selected: [1, 4], pressed: 1, y: 0.2, expected: "b e a c d f", sources: [1, 4], destination: 0),
        Drop(selected: [1, 4], pressed: 4, y: 0.2, expected: "b e a c d f", sources: [1, 4], destination: 0),
        Drop(selected: [0, 2, 5], pressed: 2, y: 3.5, expected: "b d a c f e", sources: [0, 2, 5], destination: 2),
        Drop(selected: [0, 5], pressed: 0, y: 5.8, expected: "b c d e a f", sources: [0, 5], destination: 4),
    ])
    func drop(_ drop: Drop) throws {
        let (table, clock) = try Self.table(selected: drop.selected)
        var calls: [([Int], Int)] = []
        var single = 0
        table.didMoveRows = { calls.append(($0, $1)) }
        table.didMoveRow = { _, _ in single += 1 }
        var model = table.rows
        table.onRowChange = { $0.apply(to: &model) }
        var appModel = table.rows
        Self.longPress(table, clock, row: drop.pressed)
        #expect(table.isReordering)
        Self.drag(table, clock, toY: drop.y)
        table.handle(.up(velocity: nil))
        #expect(Self.names(table) == drop.expected)
        #expect(calls.count == 1)
        #expect(calls.first?.0 == drop.sources)
        #expect(calls.first?.1 == drop.destination)
        #expect(single == 0)
        if let (sources, destination) = calls.first {
            let moved = sources.map { appModel[$0] }
            for source in sources.reversed() { appModel.remove(at: source) }
            appModel.insert(contentsOf: moved, at: destination)
        }
        #expect(appModel == table.rows)
        #expect(model == table.rows)
        // Still selected, all of them.
        #expect(table.selectedRowIDs.count == drop.selected.count)
        try table.undo()
        #expect(Self.names(table) == "a b c d e f")
        #expect(model == table.rows)
        #expect(!table.canUndo)
        try table.redo()
        #expect(Self.names(table) == drop.expected)
        #expect(model == table.rows)
    }

    @Test("a long press on a row not selected lifts only that row")
    func unselected() throws {
        let (table, clock) = try Self.table(selected: [1, 4])
        var calls = 0
        table.didMoveRows = { _, _ in calls += 1 }
        Self.longPress(table, clock, row: 2)
        Self.drag(table, clock, toY: 0.2)
        table.handle(.up(velocity: nil))
        #expect(Self.names(table) == "c a b d e f")
        #expect(calls == 0)
    }

    @Test("in single mode a long press lifts only the row")
    func singleMode() throws {
        let (table, clock) = try Self.table(selected: [1, 4])
        table.selectionMode = .single
        Self.longPress(table, clock, row: 1)
        Self.drag(table, clock, toY: 5.5)
        table.handle(.up(velocity: nil))
        #expect(Self.names(table) == "a c d e f b")
    }

    @Test("a cancelled group lift changes nothing")
    func cancel() throws {
        let (table, clock) = try Self.table(selected: [1, 4])
        var changes = 0
        Self.longPress(table, clock, row: 4)
        Self.drag(table, clock, toY: 0.2)
        table.onRowChange = { _ in changes += 1 }
        table.handle(.cancelled)
        #expect(Self.names(table) == "a b c d e f")
        #expect(!table.canUndo)
        #expect(table.selectedRowIDs == ["b", "e"])
    }

    @Test("a group dropped where it was, already together, reports no move")
    func inPlace() throws {
        let (table, clock) = try Self.table(selected: [2, 3])
        var calls = 0
        table.didMoveRows = { _, _ in calls += 1 }
        Self.longPress(table, clock, row: 2)
        table.handle(.up(velocity: nil))
        #expect(Self.names(table) == "a b c d e f")
        #expect(calls == 0)
        #expect(!table.canUndo)
    }

    @Test("a member deleted during the lift is not carried; the rest still join")
    func memberDeleted() throws {
        let (table, clock) = try Self.table(selected: [1, 3, 5])
        Self.longPress(table, clock, row: 3)
        try table.deleteRow(at: 5, animation: .none)
        Self.drag(table, clock, toY: 0.2)
        table.handle(.up(velocity: nil))
        #expect(Self.names(table) == "b d a c e")
        try table.undo()
        #expect(Self.names(table) == "a b c d e")
    }

    @Test("from the keyboard: liftRow on a selected row carries the group too")
    func keyboard() throws {
        let (table, _) = try Self.table(selected: [1, 4])
        try table.liftRow(at: 4)
        try table.moveLiftedRow(by: -4)
        try table.dropLiftedRow()
        #expect(Self.names(table) == "b e a c d f")
    }
}

extension GroupLiftTests {
    @Test("the group's drop is announced and its undo step named by the rows it moved")
    func named() throws {
        let (table, clock) = try Self.table(selected: [1, 4])
        var announcements: [String] = []
        table.onAnnouncement = { announcements.append($0) }
        Self.longPress(table, clock, row: 1)
        Self.drag(table, clock, toY: 0.2)
        table.handle(.up(velocity: nil))
        #expect(announcements == ["2 rows moved to 1 of 6"])
        #expect(table.undoActionName == "Move 2 Rows")
        try table.undo()
        #expect(announcements.last == "Undone: Move 2 Rows")
    }
}
