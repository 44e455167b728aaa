import Testing

@testable import GestureTable

/// A lifted group of selected rows carried to another column: it lands there together, in its
/// order, as one undo step of the board's (SPEC 12.5: boards carry a selection the same way).
@Suite("A selection carried across columns")
struct BoardGroupTransferTests {
    /// Todo 0 1 2 3, Doing 10 11; several rows allowed in Todo, with 1 and 3 selected.
    static func fixture() throws -> BoardFixture {
        let fixture = try BoardFixture([[0, 1, 2, 3], [10, 11], []])
        let todo = fixture.board.tables[0]
        todo.selectionMode = .multiple
        try todo.selectRow(at: 1)
        try todo.selectRow(at: 3)
        return fixture
    }

    @Test("dropped in another column the group lands together in its order, one undo step")
    func landsTogether() throws {
        let fixture = try Self.fixture()
        var groups: [([Int], [BoardIndexPath], BoardIndexPath)] = []
        fixture.board.didTransferRows = { rows, sources, destination in groups.append((rows.map(\.id), sources, destination)) }
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 1)
        fixture.release()
        #expect(fixture.ids == [[0, 2], [10, 1, 3, 11], []])
        #expect(fixture.modelsFollow)
        #expect(groups.count == 1)
        #expect(groups.first?.0 == [1, 3])
        #expect(groups.first?.1 == [BoardIndexPath(column: 0, row: 1), BoardIndexPath(column: 0, row: 3)])
        #expect(groups.first?.2 == BoardIndexPath(column: 1, row: 1))
        #expect(fixture.transfers.isEmpty, "didTransferRows is called in place of didTransferRow")
        #expect(fixture.announcements.last == "2 rows moved to Doing, 2 of 4")
        #expect(fixture.eventLog.filter { $0.hasPrefix("transfer ") }.count == 2)

        try fixture.board.tables[1].undo()
        #expect(fixture.ids == [[0, 1, 2, 3], [10, 11], []])
        #expect(fixture.modelsFollow)
        #expect(!fixture.board.tables[0].canUndo, "the whole carry was one step")
        try fixture.board.tables[0].redo()
        #expect(fixture.ids == [[0, 2], [10, 1, 3, 11], []])
        #expect(fixture.modelsFollow)
    }

    @Test("without didTransferRows, didTransferRow is called for each row")
    func eachRowWithoutGroupHandler() throws {
        let fixture = try Self.fixture()
        fixture.lift(column: 0, row: 3)
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        #expect(fixture.ids == [[0, 2], [10, 11], [1, 3]])
        #expect(fixture.transfers.map { $0.0.id } == [1, 3])
        #expect(fixture.transfers.map(\.2) == [BoardIndexPath(column: 2, row: 0), BoardIndexPath(column: 2, row: 1)])
    }

    @Test("a column that refuses one row of the group refuses the group; a drop there changes nothing")
    func refusedForOneRow() throws {
        let fixture = try Self.fixture()
        fixture.board.canTransferRow = { row, _, to in !(to == 1 && row.id == 3) }
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        #expect(fixture.eventLog.contains { $0.hasPrefix("transfer-refused") })
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2, 3], [10, 11], []])
        #expect(!fixture.board.tables[0].canUndo)
    }

    @Test("a row lifted alone, not selected, travels alone")
    func unselectedRowAlone() throws {
        let fixture = try Self.fixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.release()
        #expect(fixture.ids == [[1, 2, 3], [0, 10, 11], []])
        #expect(fixture.transfers.count == 1)
    }

    @Test("the keys move a lifted group to another column together, one undo step")
    func byKeys() throws {
        let fixture = try Self.fixture()
        try fixture.board.tables[0].liftRow(at: 3)
        #expect(try fixture.board.moveLiftedRow(toColumn: 1))
        #expect(fixture.ids == [[0, 1, 2, 3], [10, 11], []])
        #expect(fixture.announcements.last == "2 rows over Doing, 3 of 4")
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[0, 2], [10, 11, 1, 3], []])
        #expect(fixture.modelsFollow)
        #expect(fixture.announcements.last == "2 rows moved to Doing, 3 of 4")
        #expect(fixture.board.liftedRow == nil)
        try fixture.board.tables[0].undo()
        #expect(fixture.ids == [[0, 1, 2, 3], [10, 11], []])
    }

    @Test("a cancelled carry of a group changes nothing")
    func cancelled() throws {
        let fixture = try Self.fixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        fixture.board.handle(.cancelled)
        #expect(fixture.ids == [[0, 1, 2, 3], [10, 11], []])
        #expect(fixture.changes.isEmpty)
    }
}
