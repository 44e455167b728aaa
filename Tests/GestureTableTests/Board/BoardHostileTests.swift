import Testing

@testable import GestureTable

/// What a hostile tester tries on a board: extreme indexes and pointers, changes under a carry,
/// undo after every kind of change, re-entrant closures.
@Suite struct BoardHostileTests {
    @Test(arguments: [Int.min, -1, 2, Int.max])
    func rowIndexesOutOfRangeThrow(row: Int) throws {
        let fixture = try BoardFixture([[0, 1], [10]])
        #expect(throws: GestureTableError.self) { _ = try fixture.board.accessibilityActions(ofRowAt: row, inColumn: 0) }
        #expect(throws: GestureTableError.self) { try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: row, inColumn: 0) }
        #expect(throws: GestureTableError.self) { _ = try fixture.board.xOfColumn(row) }
        #expect(fixture.ids == [[0, 1], [10]])
    }

    @Test(arguments: [Double.infinity, -.infinity, .nan, 1e300, -1e300])
    func extremePointersNeitherTrapNorLoseRows(value: Double) throws {
        let fixture = try BoardFixture()
        fixture.board.handle(.down(Point(x: value, y: value)))  // nowhere: ignored
        fixture.board.handle(.up(velocity: nil))
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        fixture.board.handle(.moved(Point(x: fixture.x(1), y: value)))
        if let gap = fixture.board.carriedRowDestination?.row { #expect(gap >= 0 && gap <= 2) }
        fixture.advance(100)
        fixture.board.handle(.up(velocity: Velocity(dx: value, dy: value)))
        #expect(fixture.ids.joined().sorted() == [0, 1, 2, 10, 11])
        #expect(fixture.modelsFollow)
    }

    @Test func aTransferWhileOtherRowsAnimate() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        try fixture.board.tables[0].deleteRow(at: 0)                                // fades out
        try fixture.board.tables[1].insertRow(Mail(id: 12, subject: "new"), at: 0)  // grows in
        #expect(fixture.board.tables[0].isAnimating && fixture.board.tables[1].isAnimating)
        fixture.move(toColumn: 1, row: 1)
        fixture.release()
        #expect(fixture.ids[0] == [2])
        #expect(fixture.ids[1].sorted() == [1, 10, 11, 12])
        #expect(fixture.modelsFollow)
        fixture.advance(1000)
        try fixture.board.undo()
        try fixture.board.undo()
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.modelsFollow)
    }

    @Test func theCarriedRowRemovedFromItsHomeEndsTheCarry() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        try fixture.board.tables[0].setRows([Mail(id: 0, subject: "Mail 0"), Mail(id: 2, subject: "Mail 2")], registersUndo: false)
        fixture.move(toColumn: 1, row: 1)
        #expect(!fixture.board.isCarryingRow)
        #expect(fixture.eventLog.last == "cancel column 0")
        fixture.release()
        #expect(fixture.ids == [[0, 2], [10, 11], []])
        #expect(fixture.transfers.isEmpty)
    }

    @Test func theCarriedRowRemovedWhileItsColumnStillHoldsTheLiftEndsTheCarry() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        try fixture.board.tables[0].setRows([Mail(id: 0, subject: "Mail 0")])
        fixture.move(toColumn: 1, row: 0)
        #expect(!fixture.board.isCarryingRow)
        fixture.release()
        #expect(fixture.ids == [[0], [10, 11], []])
    }

    @Test func aTargetColumnThatShrinksUnderTheCarryTakesTheRowAtItsEnd() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 2)
        #expect(fixture.board.carriedRowDestination?.row == 2)
        try fixture.board.tables[1].setRows([], registersUndo: false)
        fixture.release()
        #expect(fixture.ids == [[1, 2], [0], []])
        #expect(fixture.modelsFollow)
    }

    @Test func undoOfATransferAfterARefreshRemovedTheRowPutsItBackHome() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        fixture.release()
        try fixture.board.tables[1].setRows([Mail(id: 10, subject: "Mail 10"), Mail(id: 11, subject: "Mail 11")], registersUndo: false)
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(!fixture.board.canUndo)
        #expect(fixture.modelsFollow)
    }

    @Test func undoAndRedoAfterEachKindOfChange() throws {
        let fixture = try BoardFixture()
        let board = fixture.board
        try board.tables[0].insertRow(Mail(id: 3, subject: "Mail 3"), at: 3)
        try board.tables[1].updateRow(at: 0, with: Mail(id: 10, subject: "renamed"))
        try board.tables[0].moveRow(at: 0, to: 2)
        try board.performAccessibilityAction(named: "Move to Done", ofRowAt: 0, inColumn: 0)
        try board.tables[2].deleteRow(at: 0, animation: .none)
        let end = fixture.ids
        var undone = 0
        while board.canUndo {
            try board.undo()
            undone += 1
            #expect(fixture.modelsFollow)
        }
        #expect(undone == 5)
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(board.tables[1].rows[0].subject == "Mail 10")
        while board.canRedo { try board.redo() }
        #expect(fixture.ids == end)
        #expect(fixture.modelsFollow)
    }

    @Test func aBoardVerbFromCanTransferRowThrows() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].deleteRow(at: 2, animation: .none)
        var thrown = false
        fixture.board.canTransferRow = { [unowned board = fixture.board] _, _, _ in
            do { try board.undo() } catch { thrown = true }
            do { try board.tables[0].insertRow(Mail(id: 50, subject: ""), at: 0) } catch { thrown = thrown && true }
            return true
        }
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        #expect(thrown)
        fixture.release()
        #expect(fixture.ids == [[1], [0, 10, 11], []])
    }

    @Test func aDropInAColumnThatGainedTheIDMeanwhileIsACancel() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 2, row: 0)
        // The id cannot come into another column while its home holds it.
        #expect(throws: GestureTableError.self) { try fixture.board.tables[2].insertRow(Mail(id: 0, subject: "twin"), at: 0) }
        fixture.release()
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
    }

    @Test func undoAndRedoUnderACarryKeepItsGapInItsColumnAndEndItWhenItsRowGoes() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[1].insertRow(Mail(id: 12, subject: "Mail 12"), at: 2)
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 5)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 3))
        try fixture.board.undo()  // the insertion: Doing is shorter under the gap
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 2))
        fixture.release()
        #expect(fixture.ids == [[1, 2], [10, 11, 0], []])
        #expect(fixture.modelsFollow)
        // A carry whose row an undo takes out of its home ends.
        fixture.advance(1000)
        fixture.lift(column: 1, row: 2)
        #expect(fixture.board.tables[1].isReordering)
        fixture.move(toColumn: 2, row: 0)
        #expect(fixture.board.isCarryingRow)
        try fixture.board.undo()  // the transfer of row 0 to Doing
        #expect(!fixture.board.isCarryingRow)
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.modelsFollow)
    }
}
