import Testing
@testable import GestureTable

/// Bugs the random-operations property test found, kept as plain cases.
@Suite("Property regressions")
struct PropertyRegressionTests {
    @Test("deleting or inserting rows above a lifted row keeps it in step")
    func structuralChangesWhileLifted() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 3)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0, animation: .none)
        try fixture.table.insertRow(Mail(id: 10, subject: "New"), at: 0, animation: .none)
        #expect(fixture.table.liftedRowIndex == 4)
        try fixture.table.moveLiftedRow(by: -1)
        try fixture.table.cancelLift()
        #expect(fixture.table.rows.map(\.id) == [10, 9, 1, 2, 3, 4])
    }

    @Test("deleting the lifted row ends the reorder")
    func deleteLifted() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 2)
        try fixture.table.deleteRow(at: 2)
        #expect(!fixture.table.isReordering)
        fixture.advance(500)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("push and replace refuse the lifted row")
    func horizontalVerbsOnLiftedRow() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 1)
        #expect { try fixture.table.replaceRow(at: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect { try fixture.table.pushRow(at: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect(try fixture.table.phase(ofRowAt: 1) == .lifted)
    }

    @Test("a failed batch restores the lifted row and the open row")
    func batchRollbackRestoresReorder() throws {
        let fixture = Fixture(rightStyle: .reveal)
        try fixture.table.liftRow(at: 1)
        try fixture.table.openRow(at: 4, side: .right)
        #expect(throws: GestureTableError.self) {
            try fixture.table.performBatchUpdates {
                try fixture.table.deleteRow(at: 0)
                try fixture.table.deleteRow(at: 3)
                try fixture.table.pushRow(at: 99)
            }
        }
        #expect(fixture.table.liftedRowIndex == 1)
        #expect(fixture.table.openRowIndex == 4)
        try fixture.table.dropLiftedRow()
    }

    @Test("grabbing a row dragged by a command keeps its highlight balanced")
    func grabCommandDraggedRow() throws {
        let fixture = Fixture()
        try fixture.table.stepRow(at: 0, side: .left)
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.moved(Point(x: 30, y: 0.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.takeEvents() == ["highlight firstLeft row 0", "unhighlight firstLeft row 0", "replace row 0"])
    }

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

    @Test("a press held while a row was lifted from the keyboard can lift once it is dropped")
    func pressDuringKeyboardLift() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 0)
        fixture.table.handle(.down(Point(x: 50, y: 3.5)))
        fixture.advance(200)
        try fixture.table.dropLiftedRow()
        fixture.advance(400)
        #expect(fixture.table.liftedRowIndex == 3)
    }
}
