import Testing

@testable import GestureTable

/// A row carried from one column to another and dropped there.
@Suite struct BoardTransferTests {
    @Test func aDropInAnotherColumnDeletesThenInsertsAndCallsDidTransferOnce() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        #expect(fixture.board.tables[0].isReordering)
        fixture.move(toColumn: 1, row: 0)
        #expect(fixture.eventLog == ["transfer-leave column 0 row 1", "transfer-enter column 1 row 0"])
        #expect(fixture.changes.isEmpty)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 0))
        fixture.release()
        #expect(fixture.ids == [[0, 2], [1, 10, 11], []])
        #expect(fixture.changes.map(\.column) == [0, 1])
        #expect(fixture.changes.map(\.change) == [.delete(at: 1), .insert(Mail(id: 1, subject: "Mail 1"), at: 0)])
        #expect(fixture.transfers.count == 1)
        #expect(fixture.transfers.first.map { [$0.1, $0.2] } == [BoardIndexPath(column: 0, row: 1), BoardIndexPath(column: 1, row: 0)])
        #expect(fixture.eventLog.suffix(2) == ["transfer 1->0 column 0->1 row 0", "announce column 1 \"“row 1” moved to Doing, 1 of 3\" row 0"])
        #expect(fixture.announcements == ["“row 1” moved to Doing, 1 of 3"])
        #expect(fixture.modelsFollow)
        #expect(!fixture.board.isCarryingRow)
    }

    @Test func theGapOpensWhereTheReorderRulePutsIt() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 1)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 1))
        fixture.move(toColumn: 1, row: 5)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 2))
        let layout = try fixture.board.layout(ofColumn: 1, height: 10)
        #expect(layout.map(\.y) == [0, 1])
        fixture.move(toColumn: 1, row: 0)
        #expect(try fixture.board.layout(ofColumn: 1, height: 10).map(\.y) == [1, 2])
        // The home column closes its gap.
        #expect(try fixture.board.layout(ofColumn: 0, height: 10).map(\.row.id) == [1, 2])
        #expect(try fixture.board.layout(ofColumn: 0, height: 10).map(\.y) == [0, 1])
    }

    @Test func anEmptyColumnTakesTheRowAtZero() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 2)
        fixture.move(toColumn: 2, row: 7)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 2, row: 0))
        fixture.release()
        #expect(fixture.ids == [[0, 1], [10, 11], [2]])
    }

    @Test func aGutterKeepsThePreviousTarget() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.board.handle(.moved(Point(x: 43, y: 0.5)))  // the gutter between Doing and Done
        #expect(fixture.board.carryTargetColumn == 1)
        fixture.board.handle(.moved(Point(x: .nan, y: 0.5)))
        #expect(fixture.board.carryTargetColumn == 1)
        fixture.board.handle(.moved(Point(x: .infinity, y: 0.5)))
        #expect(fixture.board.carryTargetColumn == 1)
        fixture.board.handle(.moved(Point(x: -.infinity, y: .nan)))
        #expect(fixture.board.carryTargetColumn == 1)
        fixture.release()
        #expect(fixture.ids.joined().count == 5)
    }

    @Test func aRefusedColumnOpensNoGapAndADropThereIsACancel() throws {
        let fixture = try BoardFixture()
        fixture.board.canTransferRow = { _, _, to in to != 2 }
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 2, row: 0)
        #expect(fixture.eventLog == ["transfer-leave column 0 row 1", "transfer-refused column 2"])
        #expect(fixture.board.carriedRowDestination == nil)
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.changes.isEmpty)
        #expect(fixture.transfers.isEmpty)
        #expect(fixture.eventLog.last == "cancel column 0 row 1")
        #expect(!fixture.board.canUndo)
    }

    @Test func aDropBackHomeIsAPlainMove() throws {
        let fixture = try BoardFixture()
        var moves: [(Int, Int)] = []
        fixture.board.tables[0].didMoveRow = { moves.append(($0, $1)) }
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.move(toColumn: 0, row: 2)
        #expect(fixture.eventLog.suffix(2) == ["transfer-leave column 1 row 0", "transfer-enter column 0 row 2"])
        fixture.release()
        #expect(fixture.ids == [[1, 2, 0], [10, 11], []])
        // The carry's hops are provisional (`.lift`); what the app syncs is one move.
        #expect(fixture.changes.map(\.change).filter { $0.origin != .lift } == [.move(from: 0, to: 2)])
        #expect(moves.map { [$0.0, $0.1] } == [[0, 2]])
        #expect(fixture.transfers.isEmpty)
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }

    @Test func aMoveInsideTheHomeColumnIsTheTablesOwn() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 0, row: 2)
        fixture.release()
        #expect(fixture.ids == [[1, 2, 0], [10, 11], []])
        #expect(fixture.events.isEmpty)
    }

    @Test func aCancelChangesNothing() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 1)
        fixture.board.handle(.cancelled)
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.changes.isEmpty)
        #expect(!fixture.board.canUndo)
        #expect(!fixture.board.tables.contains { $0.isReordering })
    }
}

/// One undo history for the whole board: a transfer is one step.
@Suite struct BoardUndoTests {
    @Test func undoTakesATransferBackWholeAndRedoDoesItAgain() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 1)
        fixture.release()
        fixture.changes.removeAll()
        #expect(fixture.board.undoActionName == "Move")
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.changes.map(\.column) == [1, 0])
        #expect(fixture.changes.map(\.change) == [.delete(at: 1, origin: .undo), .insert(Mail(id: 1, subject: "Mail 1"), at: 1, origin: .undo)])
        #expect(!fixture.board.canUndo)
        fixture.changes.removeAll()
        try fixture.board.redo()
        #expect(fixture.ids == [[0, 2], [10, 1, 11], []])
        #expect(fixture.changes.map(\.column) == [0, 1])
        #expect(fixture.changes.map(\.change) == [.delete(at: 1, origin: .redo), .insert(Mail(id: 1, subject: "Mail 1"), at: 1, origin: .redo)])
        #expect(fixture.modelsFollow)
    }

    @Test func aColumnsUndoIsTheBoards() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[2].insertRow(Mail(id: 20, subject: "Mail 20"), at: 0)
        try fixture.board.tables[0].deleteRow(at: 0, animation: .none)
        #expect(fixture.board.tables[2].canUndo)
        #expect(fixture.board.tables[2].undoActionName == "Delete")
        try fixture.board.tables[2].undo()  // takes back the newest step: the deletion in Todo
        #expect(fixture.ids == [[0, 1, 2], [10, 11], [20]])
        try fixture.board.tables[1].undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(!fixture.board.tables[0].canUndo)
        try fixture.board.tables[0].redo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], [20]])
    }

    @Test func aNewStepInAnyColumnEndsWhatCouldBeRedone() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].deleteRow(at: 0, animation: .none)
        try fixture.board.undo()
        #expect(fixture.board.canRedo)
        try fixture.board.tables[1].deleteRow(at: 0, animation: .none)
        #expect(!fixture.board.canRedo)
        #expect(throws: GestureTableError.self) { try fixture.board.redo() }
        try fixture.board.undo()
        #expect(fixture.board.canRedo)
        #expect(fixture.board.redoActionName == "Delete")
        try fixture.board.redo()
        #expect(fixture.ids == [[0, 1, 2], [11], []])
        #expect(!fixture.board.canRedo)
    }

    @Test func anIDIsInOneColumnOnly() throws {
        let fixture = try BoardFixture()
        #expect(throws: GestureTableError.self) { try fixture.board.tables[2].insertRow(Mail(id: 0, subject: "again"), at: 0) }
        #expect(throws: GestureTableError.self) { try fixture.board.tables[2].setRows([Mail(id: 10, subject: "again")]) }
        #expect(throws: GestureTableError.self) {
            _ = try GestureBoard(columns: [BoardColumn(title: "A", rows: [Mail(id: 1, subject: "")]), BoardColumn(title: "B", rows: [Mail(id: 1, subject: "")])],
                                 columnWidth: 10, clock: VirtualClock())
        }
        #expect(throws: GestureTableError.self) { _ = try GestureBoard<Mail>(columns: [], columnWidth: 10, clock: VirtualClock()) }
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }

    @Test func anUndoThatWouldBringBackARowAnotherColumnHoldsThrows() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].deleteRow(at: 0, animation: .none)
        try fixture.board.tables[2].insertRow(Mail(id: 0, subject: "back"), at: 0, registersUndo: false)
        #expect(throws: GestureTableError.self) { try fixture.board.undo() }
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
        #expect(fixture.board.canUndo)
    }
}

/// A table outlives its board: it goes on alone, with its own history.
@Suite struct BoardLifetimeTests {
    @Test func aTableKeptAfterItsBoardGoesOnAlone() throws {
        var table: GestureTable<Mail>?
        weak var gone: GestureBoard<Mail>?
        do {
            let board = try GestureBoard(
                columns: [BoardColumn(title: "A", rows: [Mail(id: 1, subject: "one")]), BoardColumn(title: "B")],
                columnWidth: 10, clock: VirtualClock())
            gone = board
            table = board.tables[1]
            try board.tables[0].deleteRow(at: 0, animation: .none)
        }
        #expect(gone == nil)
        let kept = try #require(table)
        #expect(!kept.canUndo)
        try kept.insertRow(Mail(id: 1, subject: "one"), at: 0)
        try kept.undo()
        #expect(kept.rows.isEmpty)
    }
}


/// What a screen reader hears when a move between columns is undone and redone: one
/// announcement each, naming the move.
@Suite struct BoardUndoAnnouncementTests {
    @Test func undoAndRedoOfAMoveBetweenColumnsAreAnnouncedOnce() throws {
        let fixture = try BoardFixture()
        var heard: [String] = []
        for table in fixture.board.tables { table.onAnnouncement = { heard.append($0) } }
        try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: 1, inColumn: 0)
        #expect(fixture.board.undoActionName == "Move")
        #expect(fixture.board.tables[2].undoActionName == "Move")
        try fixture.board.undo()
        #expect(fixture.board.redoActionName == "Move")
        try fixture.board.redo()
        #expect(heard == ["Undone: Move “row 2”", "Redone: Move “row 2”"])
    }
}
