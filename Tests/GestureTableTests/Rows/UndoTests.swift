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
