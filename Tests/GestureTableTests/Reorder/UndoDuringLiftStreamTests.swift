import Testing

@testable import GestureTable

/// SPEC 13.3: an undo or a redo during a lift reports, among the changes an app syncs, only
/// what it takes back or does again; an undo then a redo gives back the rows exactly as they
/// were, the lifted row where it was shown and where it rests.
@Suite("An undo or a redo during a lift reports only its own changes to sync")
struct UndoDuringLiftStreamTests {
    @Test("update B; lift A two places down; undo: `.lift` moves around the update, no `.edit` move")
    func undoDuringLift() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C"), width: 100, clock: VirtualClock()))
        try app.table.updateRow(at: 1, with: Letter(id: "B"))
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 2)
        _ = app.take()
        try app.table.undo()
        #expect(
            app.take() == [
                .move(from: 2, to: 0, origin: .lift), .update(Letter(id: "B"), at: 1, origin: .undo),
                .move(from: 0, to: 2, origin: .lift),
            ])
        app.check()
        try app.table.redo()
        #expect(app.takeSynced() == [.update(Letter(id: "B"), at: 1, origin: .redo)])
        app.check()
    }

    @Test("an undo and a redo of an insertion above the lifted row, by section too")
    func undoInsertionDuringLift() throws {
        let app = StreamedApp(
            try GestureTable(
                sections: [TableSection(title: "S", rows: letters("A B")), TableSection(title: "T", rows: letters("C D"))],
                width: 100, clock: VirtualClock()))
        try app.table.insertRow(Letter(id: "X"), at: 1)
        try app.table.liftRow(at: 4)
        try app.table.moveLiftedRow(by: -4)
        _ = app.take()
        try app.table.undo()
        #expect(app.takeSynced() == [.delete(at: 1, origin: .undo)])
        app.check()
        try app.table.redo()
        #expect(app.takeSynced() == [.insert(Letter(id: "X"), at: 1, origin: .redo)])
        app.check()
        try app.table.dropLiftedRow()
        app.check()
        #expect(app.table.rows == letters("A D X B C"))
    }
}

@Suite("An undo then a redo during a lift is an exact round trip")
struct RedoDuringLiftRoundTripTests {
    @Test("rows 1; insert 99 at 0; lift row 1; undo; redo: 99 1 as before, the drop makes no step")
    func roundTrip() throws {
        let app = StreamedApp(try GestureTable(rows: [Mail(id: 1, subject: "one")], width: 100, clock: VirtualClock()))
        try app.table.insertRow(Mail(id: 99, subject: "new"), at: 0)
        try app.table.liftRow(at: 1)
        try app.table.undo()
        #expect(app.table.rows.map(\.id) == [1])
        try app.table.redo()
        #expect(app.table.rows.map(\.id) == [99, 1])
        #expect(app.table.liftedRowIndex == 1)
        #expect(app.table.liftedRowRestingIndex == 1)
        app.check()
        try app.table.dropLiftedRow()
        #expect(app.table.rows.map(\.id) == [99, 1])
        #expect(app.table.undoActionName == "Insert")
        try app.table.undo()
        #expect(!app.table.canUndo)
        app.check()
    }

    @Test("two undos then two redos during a lift give back where it was shown and where it rests")
    func twoUndosTwoRedos() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C"), width: 100, clock: VirtualClock()))
        try app.table.insertRow(Letter(id: "X"), at: 1)
        try app.table.insertRow(Letter(id: "Y"), at: 3)
        try app.table.liftRow(at: 4)
        try app.table.moveLiftedRow(by: -2)
        let rows = app.table.rows
        let (shown, resting) = (app.table.liftedRowIndex, app.table.liftedRowRestingIndex)
        try app.table.undo()
        try app.table.undo()
        try app.table.redo()
        try app.table.redo()
        #expect(app.table.rows == rows)
        #expect(app.table.liftedRowIndex == shown)
        #expect(app.table.liftedRowRestingIndex == resting)
        app.check()
    }

    @Test("a refresh that changes nothing between the undo and the redo keeps the round trip exact")
    func refreshThatChangesNothing() throws {
        let app = StreamedApp(try GestureTable(rows: [Mail(id: 1, subject: "one"), Mail(id: 3, subject: "three")], width: 100, clock: VirtualClock()))
        try app.table.insertRow(Mail(id: 2, subject: "two"), at: 1)
        try app.table.liftRow(at: 0)
        let rows = app.table.rows
        try app.table.undo()
        try app.table.setRows(app.table.restingRows)
        try app.table.redo()
        #expect(app.table.rows == rows)
        #expect(app.table.liftedRowIndex == 0)
        app.check()
    }

    @Test("a hop between the undo and the redo: the redo shows the row by where it is shown now")
    func hopForgetsThePlace() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C D"), width: 100, clock: VirtualClock()))
        try app.table.insertRow(Letter(id: "X"), at: 0)
        try app.table.liftRow(at: 4)
        try app.table.undo()
        try app.table.moveLiftedRow(to: 0)
        try app.table.redo()
        // Above A, where the hop put it; not after C, where it was before the undo.
        #expect(app.table.rows == letters("X D A B C"))
        app.check()
    }

    @Test("undo and redo during a lift at an undo limit of 0 and of 1", arguments: [0, 1])
    func smallUndoLimits(limit: Int) throws {
        var configuration = TableConfiguration()
        configuration.undoLimit = limit
        let app = StreamedApp(try GestureTable(rows: letters("A B C"), width: 100, clock: VirtualClock(), configuration: configuration))
        try app.table.insertRow(Letter(id: "X"), at: 0)
        try app.table.liftRow(at: 3)
        try app.table.moveLiftedRow(by: -2)
        #expect(app.table.canUndo == (limit > 0))
        _ = app.take()
        if limit > 0 {
            try app.table.undo()
            app.check()
            #expect(app.takeSynced() == [.delete(at: 0, origin: .undo)])
            try app.table.redo()
            app.check()
            #expect(app.takeSynced() == [.insert(Letter(id: "X"), at: 0, origin: .redo)])
            #expect(app.table.rows == letters("X C A B"))
        } else {
            #expect(throws: GestureTableError.self) { try app.table.undo() }
            #expect(throws: GestureTableError.self) { try app.table.redo() }
        }
        try app.table.dropLiftedRow()
        app.check()
        #expect(app.takeSynced() == [.move(from: 3, to: 1)])
    }
}
