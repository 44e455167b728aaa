import Testing

@testable import GestureTable

/// A lifted row moved to another column from the keyboard or by assistive technology.
@Suite struct BoardKeyboardTests {
    @Test func aKeyboardCarryTransfersNothingUntilTheDrop() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        // Carried: the row is still home; Doing shows its gap.
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 2))
        #expect(fixture.board.isCarryingRow)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 2))
        #expect(fixture.announcements == ["“row 3” over Doing, 3 of 3"])
        #expect(fixture.transfers.isEmpty)
        try fixture.board.moveLiftedRow(by: -1)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 1))
        #expect(fixture.announcements.last == "“row 2” over Doing, 2 of 3")
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[0, 1], [10, 2, 11], []])
        #expect(fixture.transfers.count == 1)
        #expect(fixture.announcements.last == "“row 2” moved to Doing, 2 of 3")
        #expect(fixture.board.liftedRow == nil)
        // The carry, its hops and the drop are one change.
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.modelsFollow)
        #expect(!fixture.board.canUndo)
        try fixture.board.redo()
        #expect(fixture.ids == [[0, 1], [10, 2, 11], []])
        #expect(fixture.modelsFollow)
        #expect(!fixture.board.canRedo)
    }

    @Test func aCarryOverTwoColumnsIsOneTransferAskedFromHome() throws {
        let fixture = try BoardFixture()
        var asked: [String] = []
        // Done takes rows from Doing only.
        fixture.board.canTransferRow = { _, from, to in
            asked.append("\(from)->\(to)")
            return to != 2 || from == 1
        }
        try fixture.board.tables[0].liftRow(at: 0)
        #expect(try fixture.board.moveLiftedRow(toColumn: 1))
        #expect(try fixture.board.moveLiftedRow(toColumn: 2) == false)
        #expect(asked == ["0->1", "0->2"])
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 0))
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[1, 2], [0, 10, 11], []])
        #expect(fixture.transfers.count == 1)
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(!fixture.board.canUndo)
    }

    @Test func aCarryOverTwoColumnsLandsInTheLastOnce() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 1)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(toColumn: 2)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 2, row: 0))
        #expect(fixture.transfers.isEmpty)
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[0, 2], [10, 11], [1]])
        #expect(fixture.transfers.count == 1)
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(!fixture.board.canUndo)
    }

    /// Escape, the board's cancel or a cancel sent to any column: the row stays home, nothing
    /// changes.
    @Test(arguments: [0, 1, 2, -1])
    func cancelMeansHome(column: Int) throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(by: -2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(by: 1)
        fixture.changes.removeAll()
        fixture.events.removeAll()
        if column < 0 { try fixture.board.cancelLift() } else { try fixture.board.tables[column].cancelLift() }
        // The board hears the carry end with the row home, where it rests.
        #expect(fixture.eventLog == ["cancel column 0 row 2"])
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.board.liftedRow == nil)
        #expect(!fixture.board.isCarryingRow)
        #expect(fixture.transfers.isEmpty)
        #expect(!fixture.board.canUndo)
        #expect(fixture.modelsFollow)
        // The cancel only puts the lifted row back where it rests: no row leaves or arrives.
        #expect(fixture.changes.allSatisfy { if case .move = $0.change { true } else { false } })
    }

    @Test func aCarryBackHomeGoesOnThere() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        #expect(try fixture.board.moveLiftedRow(toColumn: 0))
        #expect(!fixture.board.isCarryingRow)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 0, row: 0))
        try fixture.board.moveLiftedRow(by: 2)
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[1, 2, 0], [10, 11], []])
        #expect(fixture.transfers.isEmpty)
    }

    @Test func theKeysTakeOverARowThePointerLifted() throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        #expect(fixture.board.carryTargetColumn == 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 1))
        // The pointer lets go of it: its moves and release change nothing now.
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 1))
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[0, 2], [10, 1, 11], []])
        #expect(fixture.modelsFollow)
    }

    @Test func oneLiftAtATime() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.tables[0].moveLiftedRow(by: 1)
        try fixture.board.tables[1].liftRow(at: 0)
        // The first lift was put down where it was: the keys act on the row lifted last.
        #expect(!fixture.board.tables[0].isReordering)
        #expect(fixture.ids[0] == [1, 0, 2])
        try fixture.board.moveLiftedRow(toColumn: 2)
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[1, 0, 2], [11], [10]])
        // A lift in another column, or a press, puts a keyboard carry home.
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.tables[2].liftRow(at: 0)
        #expect(!fixture.board.tables[0].isReordering)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 2, row: 0))
        try fixture.board.moveLiftedRow(toColumn: 1)
        fixture.board.handle(.down(Point(x: fixture.x(0), y: 0.5)))
        #expect(fixture.board.liftedRow == nil)
        #expect(fixture.board.tables.filter(\.isReordering).count <= 1)
        #expect(fixture.ids == [[1, 0, 2], [11], [10]])
        #expect(fixture.modelsFollow)
    }

    @Test func aChangeInTheColumnDuringTheCarryKeepsTheirStepsApart() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.tables[1].insertRow(Mail(id: 20, subject: "Mail 20"), at: 0)
        // A column's own move verb moves the gap in the column the row is over.
        try fixture.board.tables[1].moveLiftedRow(by: -1)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 1))
        #expect(throws: GestureTableError.self) { try fixture.board.tables[0].moveLiftedRow(by: 1) }
        try fixture.board.dropLiftedRow()
        let after = fixture.ids
        #expect(after == [[0, 1], [20, 2, 10, 11], []])
        try fixture.board.undo()  // the move between columns
        try fixture.board.undo()  // the insertion
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.modelsFollow)
        for _ in 0..<2 { try fixture.board.redo() }
        #expect(fixture.ids == after)
    }

    @Test func theAnnouncementUsesTheColumnsLabel() throws {
        let fixture = try BoardFixture()
        fixture.board.tables[2].accessibilityLabel = { $0.subject }
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 2)
        try fixture.board.dropLiftedRow()
        #expect(fixture.announcements == ["“Mail 0” over Done, 1 of 1", "“Mail 0” moved to Done, 1 of 1"])
    }

    @Test func aRefusedMoveReportsAnnouncesAndChangesNothing() throws {
        let fixture = try BoardFixture()
        fixture.board.canTransferRow = { _, _, _ in false }
        try fixture.board.tables[0].liftRow(at: 0)
        #expect(try fixture.board.moveLiftedRow(toColumn: 1) == false)
        #expect(fixture.eventLog == ["transfer-refused column 1", "announce column 0 \"“row 1” cannot move to Doing\" row 0"])
        #expect(fixture.announcements == ["“row 1” cannot move to Doing"])
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.board.tables[0].isReordering)
    }

    @Test(arguments: [Int.min, -1, 3, Int.max])
    func aColumnOutOfRangeThrows(column: Int) throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        #expect(throws: GestureTableError.self) { try fixture.board.moveLiftedRow(toColumn: column) }
        #expect(throws: GestureTableError.self) { _ = try fixture.board.table(atColumn: column) }
        #expect(throws: GestureTableError.self) { _ = try fixture.board.layout(ofColumn: column, height: 10) }
        #expect(throws: GestureTableError.self) { _ = try fixture.board.accessibilityActions(ofRowAt: 0, inColumn: column) }
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }

    @Test func withNoRowLiftedItThrows() throws {
        let fixture = try BoardFixture()
        #expect(throws: GestureTableError.self) { try fixture.board.moveLiftedRow(toColumn: 1) }
    }

    @Test func toItsOwnColumnNothingChanges() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[1].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.board.tables[1].isReordering)
    }
}

/// `Move to <column>` for assistive technology.
@Suite struct BoardAccessibilityTests {
    @Test func theActionsListTheOtherColumnsTheRowMayGoTo() throws {
        let fixture = try BoardFixture()
        fixture.board.canTransferRow = { _, _, to in to != 2 }
        #expect(try fixture.board.accessibilityActions(ofRowAt: 0, inColumn: 0).suffix(1) == ["Move to Doing"])
        fixture.board.tables[0].canMoveRow = { _ in false }
        #expect(try !fixture.board.accessibilityActions(ofRowAt: 0, inColumn: 0).contains("Move to Doing"))
    }

    @Test func moveToAColumnMovesTheRowAndAnnounces() throws {
        let fixture = try BoardFixture()
        try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: 1, inColumn: 0)
        #expect(fixture.ids == [[0, 2], [10, 1, 11], []])
        #expect(fixture.announcements == ["“row 2” moved to Doing, 2 of 3"])
        try fixture.board.performAccessibilityAction(named: "Move to Done", ofRowAt: 2, inColumn: 1)
        #expect(fixture.ids == [[0, 2], [10, 1], [11]])
        try fixture.board.undo()
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }

    @Test func anActionTheRowDoesNotOfferThrows() throws {
        let fixture = try BoardFixture()
        fixture.board.canTransferRow = { _, _, _ in false }
        #expect(throws: GestureTableError.self) { try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: 0, inColumn: 0) }
        #expect(throws: GestureTableError.self) { try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: Int.max, inColumn: 0) }
        #expect(throws: GestureTableError.self) { try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: Int.min, inColumn: 0) }
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }
}

/// Where the columns are: right to left, and a board wider than its viewport.
@Suite struct BoardGeometryTests {
    @Test func rightToLeftMirrorsTheColumnOrder() throws {
        let fixture = try BoardFixture()
        fixture.board.layoutDirection = .rightToLeft
        #expect(try fixture.board.xOfColumn(0) == 44)
        #expect(try fixture.board.xOfColumn(2) == 0)
        #expect(fixture.board.column(atX: 50) == 0)
        #expect(fixture.board.column(atX: 5) == 2)
        #expect(fixture.board.tables.allSatisfy { $0.layoutDirection == .rightToLeft })
        fixture.lift(column: 0, row: 0)
        fixture.board.handle(.moved(Point(x: 5, y: 0.5)))
        fixture.release()
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
    }

    @Test(arguments: [(-0.5, nil), (0, 0), (19.99, 0), (20, nil), (21.9, nil), (22, 1), (63.9, 2), (64, nil), (.nan, nil), (.infinity, nil), (-.infinity, nil), (1e300, nil)] as [(Double, Int?)])
    func theColumnUnderX(x: Double, column: Int?) throws {
        let fixture = try BoardFixture()
        #expect(fixture.board.column(atX: x) == column)
    }

    @Test func aRowCarriedNearAnEdgeScrollsTheBoardHorizontally() throws {
        let fixture = try BoardFixture()
        fixture.board.viewportWidth = 30
        fixture.lift(column: 0, row: 0)
        fixture.board.handle(.moved(Point(x: 29.5, y: 0.5)))
        #expect(fixture.board.carryTargetColumn == 1)
        for _ in 0..<40 { fixture.advance(50) }
        #expect(fixture.board.horizontalScrollOffset == 34)
        #expect(fixture.board.carryTargetColumn == 2)
        fixture.release()
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
    }

    @Test func aRowCarriedNearTheBottomScrollsTheColumnUnderIt() throws {
        let fixture = try BoardFixture([[0], Array(10..<40), []])
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 9)
        #expect(fixture.board.carriedRowDestination == BoardIndexPath(column: 1, row: 9))
        for _ in 0..<20 { fixture.advance(50) }
        #expect(fixture.board.tables[1].scrollOffset > 0)
        let destination = try #require(fixture.board.carriedRowDestination)
        #expect(destination.row > 9)
        fixture.release()
        #expect(fixture.board.tables[1].rows[destination.row].id == 0)
    }

    @Test func aBoardOfOneColumnIsATable() throws {
        let fixture = try BoardFixture([[0, 1, 2]], titles: ["Only"])
        fixture.lift(column: 0, row: 0)
        fixture.board.handle(.moved(Point(x: 100, y: 2.5)))
        fixture.release()
        #expect(fixture.ids == [[1, 2, 0]])
        #expect(try fixture.board.accessibilityActions(ofRowAt: 0, inColumn: 0) == fixture.board.tables[0].accessibilityActions(ofRowAt: 0))
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2]])
    }
}
