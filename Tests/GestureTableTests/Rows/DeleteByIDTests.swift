import Testing

@testable import GestureTable

/// `deleteRow(withID:animation:registersUndo:completion:)`: the row found by its id in the
/// step, an undo step or none, and nothing changed for an id the table does not hold.
@Suite("Deleting a row by id")
struct DeleteByIDTests {
    /// Five mails and an app's array kept by the change stream, with the origins it was told.
    typealias App = ChangesWithoutUndoTests.App

    @Test("with an undo step: the row goes, and undo puts it back where it was", arguments: [true, false])
    func undoable(sentAsInput: Bool) throws {
        let app = App()
        if sentAsInput {
            try app.table.send(.rows(.deleteWithID(3, animation: .none, completion: nil)))
        } else {
            try app.table.deleteRow(withID: 3, animation: .none)
        }
        #expect(app.ids == [0, 1, 2, 4])
        #expect(app.origins == [.edit])
        #expect(app.table.undoActionName == "Delete")
        try app.table.undo()
        #expect(app.ids == [0, 1, 2, 3, 4])
        #expect(app.rows == app.table.rows)
    }

    @Test("without an undo step: reported as external, the step before it still the one to undo")
    func external() throws {
        let app = App()
        try app.table.moveRow(at: 0, to: 4)
        try app.table.deleteRow(withID: 2, animation: .none, registersUndo: false)
        #expect(app.ids == [1, 3, 4, 0])
        #expect(app.origins.last == .external)
        try app.table.undo()
        #expect(app.ids == [0, 1, 3, 4])
        #expect(!app.table.canUndo)
        #expect(app.rows == app.table.rows)
    }

    @Test("an id the table does not hold throws rowNotFound and changes nothing",
          arguments: [5, -1, Int.max, Int.min])
    func missing(id: Int) {
        let app = App()
        #expect { try app.table.deleteRow(withID: id, registersUndo: false) } throws: {
            ($0 as? GestureTableError)?.code == .rowNotFound
        }
        #expect(app.ids == [0, 1, 2, 3, 4])
        #expect(app.origins.isEmpty)
        #expect(!app.table.canUndo)
    }

    @Test("during a lift, a row found by id wherever the lift moved it; the lifted row stays lifted")
    func duringLift() throws {
        let app = App()
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 3)
        try app.table.deleteRow(withID: 4, animation: .none, registersUndo: false)
        #expect(app.table.isReordering)
        try app.table.dropLiftedRow()
        #expect(app.ids == [1, 2, 3, 0])
        #expect(app.rows == app.table.rows)
    }

    @Test("a column of a board deletes only its own rows")
    func boardColumn() throws {
        let fixture = try BoardFixture()
        #expect { try fixture.board.tables[0].deleteRow(withID: 10) } throws: {
            ($0 as? GestureTableError)?.code == .rowNotFound
        }
        try fixture.board.tables[1].deleteRow(withID: 10, animation: .none)
        #expect(fixture.board.tables[1].rows.map(\.id) == [11])
        try fixture.board.undo()
        #expect(fixture.board.tables[1].rows.map(\.id) == [10, 11])
    }

    @Test("on a board at an undo limit of 1: a deletion by id, then a transfer; one undo takes back the transfer only")
    func boardAtSmallLimit() throws {
        let fixture = try BoardFixture()
        fixture.board.undoLimit = 1
        try fixture.board.tables[1].deleteRow(withID: 11, animation: .none)
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        #expect(fixture.ids == [[1, 2], [10], [0]])
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10], []])
        #expect(!fixture.board.canUndo)
        #expect(fixture.restingModels == fixture.board.tables.map(\.rows))
    }
}
