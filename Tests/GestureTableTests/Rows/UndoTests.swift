import Testing
@testable import GestureTable

/// Undo takes back the last committed change, keeping the row's identity.
@Suite("Undo")
struct UndoTests {
    @Test("a deleted row comes back where it was", arguments: [0, 2, 4])
    func deletion(index: Int) throws {
        let fixture = Fixture()
        try fixture.table.deleteRow(at: index)
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(fixture.table.rows[index].id == index)
    }

    @Test("a pushed-and-deleted row comes back from a swipe")
    func pushAndDelete() throws {
        let fixture = Fixture()
        fixture.resolution[.firstRight] = { table, index in try table.pushAndDeleteRow(at: index) }
        fixture.swipe(row: 3, to: -0.4)
        fixture.advance(100)
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(fixture.table.deletingRowCount == 0)
        fixture.advance(500)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("an inserted row goes away")
    func insertion() throws {
        let fixture = Fixture()
        try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 2)
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("a moved row moves back")
    func move() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveLiftedRow(to: 3)
        try fixture.table.dropLiftedRow()
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("undo takes back the last change only, one at a time")
    func lastOnly() throws {
        let fixture = Fixture()
        try fixture.table.deleteRow(at: 0)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [1, 2, 3, 4])
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(!fixture.table.canUndo)
        #expect { try fixture.table.undo() } throws: { ($0 as? GestureTableError)?.code == .invalidState }
    }
}

/// Undoing a move reports the move back, as an event and to the model.
@Suite("Undo of a move is reported")
struct UndoMoveEventTests {
    @Test func undoMoveEmitsMove() throws {
        let fixture = Fixture(count: 5)
        try fixture.table.moveRow(at: 0, to: 3)
        #expect(fixture.table.rows.map(\.id) == [1, 2, 3, 0, 4])
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        // The undo is announced after the move it made.
        #expect(fixture.events.last?.kind == .announce)
        #expect(fixture.events.last?.message == "Undone: Move “row 4”")
        let last = try #require(fixture.events.dropLast().last)
        #expect(last.kind == .move && last.sourceIndex == 3 && last.index == 0)
        #expect(last.rowID == 0)
        #expect(last.index == 0)
    }
}

/// A move by index path is one undo step, as a move by index is.
@Suite("Undoing a move by index path")
struct IndexPathMoveUndoTests {
    @Test("moveRow(at:to:) by index path, across sections, is undone whole")
    func undo() throws {
        let clock = VirtualClock()
        let mails = (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }
        let table = try GestureTable(
            sections: [TableSection(title: "A", rows: Array(mails[0..<2])), TableSection(title: "B", rows: Array(mails[2...]))],
            width: 100, clock: clock)
        try table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 1))
        #expect(table.sections.map { $0.rows.map(\.id) } == [[1], [2, 0, 3]])
        #expect(table.undoActionName == "Move")
        try table.undo()
        #expect(table.sections.map { $0.rows.map(\.id) } == [[0, 1], [2, 3]])
        #expect(!table.canUndo)
    }
}

extension UndoTests {
    @Test("deleteRows after a batch is an undo step of its own")
    func deleteRowsAfterBatch() throws {
        let fixture = Fixture(count: 6)
        let table = fixture.table
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0, animation: .none) }
        try table.deleteRows(at: [0, 1], animation: .none)
        #expect(table.rows.map(\.id) == [3, 4, 5])
        try table.undo()
        #expect(table.rows.map(\.id) == [1, 2, 3, 4, 5])
        try table.undo()
        #expect(table.rows.map(\.id) == [0, 1, 2, 3, 4, 5])
    }
}

extension UndoTests {
    @Test("undoing a deletion mid-animation runs the deletion's completion once")
    func undoCutsExitShort() throws {
        let fixture = Fixture()
        var runs = 0
        try fixture.table.deleteRow(at: 2) { runs += 1 }
        fixture.advance(100)
        try fixture.table.undo()
        fixture.advance(1000)
        #expect(runs == 1)
    }
}
