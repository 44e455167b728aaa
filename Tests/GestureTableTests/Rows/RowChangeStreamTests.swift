import Testing
@testable import GestureTable

/// One stream of row changes (SPEC 8.4): an app that applies each change to its own array stays
/// equal to the table's rows, whatever changed them.
@Suite("Row change stream")
struct RowChangeStreamTests {
    /// A fixture whose app model follows the change stream.
    final class App {
        let fixture: Fixture
        var model: [Mail]
        var changes: [RowChange<Mail>] = []
        var moves: [(Int, Int)] = []

        init(count: Int = 5) {
            fixture = Fixture(count: count)
            model = fixture.table.rows
            fixture.table.onRowChange = { [unowned self] change in
                self.changes.append(change)
                change.apply(to: &self.model)
            }
            fixture.table.didMoveRow = { [unowned self] source, destination in self.moves.append((source, destination)) }
        }

        var table: GestureTable<Mail> { fixture.table }
        var inStep: Bool { model.map(\.id) == table.rows.map(\.id) }
    }

    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let expected: [RowChange<Mail>]
        let make: @Sendable (GestureTable<Mail>) throws -> Void
        var testDescription: String { name }
    }

    @Test(arguments: [
        Change(name: "delete", expected: [.delete(at: 1)]) { try $0.deleteRow(at: 1) },
        Change(name: "push and delete", expected: [.delete(at: 2)]) { try $0.pushAndDeleteRow(at: 2) },
        Change(name: "insert", expected: [.insert(Mail(id: 9, subject: "New"), at: 3)]) {
            try $0.insertRow(Mail(id: 9, subject: "New"), at: 3)
        },
        Change(name: "move", expected: [.move(from: 0, to: 4)]) { try $0.moveRow(at: 0, to: 4) },
        Change(name: "update", expected: [.update(Mail(id: 2, subject: "Two"), at: 2)]) {
            try $0.updateRow(at: 2, with: Mail(id: 2, subject: "Two"))
        },
        Change(
            name: "keyboard reorder: provisional hops, then the drop's one move",
            expected: [
                .move(from: 1, to: 2, origin: .lift), .move(from: 2, to: 3, origin: .lift), .move(from: 3, to: 1, origin: .lift),
                .move(from: 1, to: 3),
            ]
        ) {
            try $0.liftRow(at: 1)
            try $0.moveLiftedRow(by: 1)
            try $0.moveLiftedRow(by: 1)
            try $0.dropLiftedRow()
        },
        Change(name: "delete several rows at once", expected: [.delete(at: 4), .delete(at: 2), .delete(at: 0)]) {
            try $0.deleteRows(at: [2, 0, 4, 2])
        },
        Change(name: "batch", expected: [.delete(at: 0), .insert(Mail(id: 9, subject: "New"), at: 0)]) { table in
            try table.performBatchUpdates {
                try table.deleteRow(at: 0)
                try table.insertRow(Mail(id: 9, subject: "New"), at: 0)
            }
        },
    ])
    func everyChangeIsReported(_ change: Change) throws {
        let app = App()
        try change.make(app.table)
        #expect(app.changes == change.expected)
        #expect(app.inStep)
        // Undo reports its changes too, and the model follows.
        app.changes = []
        try app.table.undo()
        #expect(!app.changes.isEmpty)
        #expect(app.inStep)
    }

    @Test("an undone move calls didMoveRow, as a drop does")
    func undoneMoveCallsDidMoveRow() throws {
        let app = App()
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 3)
        try app.table.dropLiftedRow()
        try app.table.undo()
        #expect(app.moves.map { [$0.0, $0.1] } == [[0, 3], [3, 0]])
        #expect(app.fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4"])
        #expect(app.inStep)
    }

    @Test("a cancelled lift puts the model back too")
    func cancelledLift() throws {
        let app = App()
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 3)
        try app.table.cancelLift()
        #expect(app.inStep)
        #expect(app.model.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("a failed batch reports nothing")
    func failedBatch() {
        let app = App()
        #expect(throws: GestureTableError.self) {
            try app.table.performBatchUpdates {
                try app.table.deleteRow(at: 0)
                try app.table.deleteRow(at: 99)
            }
        }
        #expect(app.changes.isEmpty)
        #expect(app.inStep)
    }

    @Test("a swipe's action resolving its row reaches the model in order")
    func swipeResolution() {
        let app = App()
        app.fixture.resolution[.firstLeft] = { table, index in try table.pushAndDeleteRow(at: index) }
        app.fixture.swipe(row: 1, to: 0.5)
        #expect(app.changes == [.delete(at: 1)])
        #expect(app.inStep)
    }
}

/// Deleting many rows at once, as `UITableView.deleteRows(at:with:)`.
@Suite("Deleting several rows")
struct DeleteRowsTests {
    @Test("the rows leave together, animate out together, and come back with one undo")
    func together() throws {
        let fixture = Fixture(count: 6)
        var completions = 0
        try fixture.table.deleteRows(at: [5, 1, 3]) { completions += 1 }
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 4"])
        #expect(fixture.table.deletingRowCount == 3)
        #expect(fixture.takeEvents() == ["delete row 5", "delete row 3", "delete row 1"])
        fixture.advance(1_000)
        #expect(completions == 1)
        #expect(fixture.table.deletingRowCount == 0)
        try fixture.table.undo()
        #expect(fixture.titles == (0..<6).map { "Mail \($0)" })
        #expect(!fixture.table.canUndo)
    }

    @Test("an index out of range changes nothing")
    func outOfRange() {
        let fixture = Fixture(count: 3)
        #expect { try fixture.table.deleteRows(at: [0, 3]) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
        #expect { try fixture.table.deleteRows(at: [Int.min]) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
        #expect(fixture.table.count == 3)
        #expect(fixture.takeEvents() == [])
    }

    @Test("a lifted row among them ends the lift; the others keep their indexes")
    func liftedAmongThem() throws {
        let fixture = Fixture(count: 6)
        try fixture.table.liftRow(at: 4)
        try fixture.table.deleteRows(at: [0, 1])
        #expect(fixture.table.liftedRowIndex == 2)
        try fixture.table.deleteRows(at: [2])
        #expect(!fixture.table.isReordering)
    }
}

/// Handing the table a whole new array: diffed by id, animated, one undo step.
@Suite("Setting the rows")
struct SetRowsTests {
    @Test("deletes, inserts, moves and updates by id, and the change stream rebuilds the new array")
    func diffs() throws {
        let app = RowChangeStreamTests.App()
        let newRows = [Mail(id: 3, subject: "Three"), Mail(id: 9, subject: "New"), Mail(id: 0, subject: "Mail 0"), Mail(id: 4, subject: "Mail 4")]
        try app.table.setRows(newRows)
        #expect(app.table.rows == newRows)
        #expect(app.model == newRows)
        #expect(app.changes.contains(.update(Mail(id: 3, subject: "Three"), at: 0)))
        #expect(app.table.deletingRowCount == 2)
        try app.table.undo()
        #expect(app.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(app.inStep)
    }

    @Test("a kept row that changes place moves with an event, as a verb's move does")
    func moveEvents() throws {
        let fixture = Fixture(count: 4)
        _ = fixture.takeEvents()
        try fixture.table.setRows([2, 0, 1, 3].map { Mail(id: $0, subject: "Mail \($0)") })
        #expect(fixture.titles == ["Mail 2", "Mail 0", "Mail 1", "Mail 3"])
        #expect(fixture.takeEvents() == ["move 2->0 row 0"])
    }

    @Test("duplicate new ids throw and change nothing")
    func duplicates() {
        let app = RowChangeStreamTests.App()
        #expect { try app.table.setRows([Mail(id: 1, subject: "a"), Mail(id: 1, subject: "b")]) } throws: {
            ($0 as? GestureTableError)?.code == .duplicateRowID
        }
        #expect(app.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(app.changes.isEmpty)
    }
}
