import Testing

@testable import GestureTable

/// A carry by the keys attacked: extreme numbers, undo and redo under it, its row taken away,
/// a second carry while the first is still out, verbs sent to the wrong column.
@Suite struct BoardCarryHostileTests {
    @Test(arguments: [Int.max, Int.min, 0, 1, -1, 1_000_000])
    func extremeMovesKeepTheGapInItsColumn(places: Int) throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 1)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(by: places)
        let shown = try #require(fixture.board.liftedRow)
        #expect(shown.column == 1)
        #expect((0...2).contains(shown.row))
        try fixture.board.tables[1].moveLiftedRow(by: places)
        #expect((0...2).contains(try #require(fixture.board.liftedRow).row))
        #expect(throws: GestureTableError.self) { try fixture.board.tables[1].moveLiftedRow(to: Int.max) }
        #expect(throws: GestureTableError.self) { try fixture.board.tables[1].moveLiftedRow(to: -1) }
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids.map(\.count) == [2, 3, 0])
        #expect(fixture.modelsFollow)
    }

    @Test func undoAndRedoDuringAKeyboardCarryKeepItWhole() throws {
        let fixture = try BoardFixture()
        try fixture.board.performAccessibilityAction(named: "Move to Done", ofRowAt: 2, inColumn: 0)
        try fixture.board.tables[1].insertRow(Mail(id: 20, subject: "Mail 20"), at: 2)
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(by: 5)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 3))
        // The insertion in Doing taken back: the gap stays within the column.
        try fixture.board.undo()
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 2))
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        try fixture.board.redo()
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[1], [10, 11, 0], [2]])
        #expect(fixture.transfers.count == 2)
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1], [10, 11], [2]])
        #expect(fixture.modelsFollow)
    }

    @Test func theCarriedRowTakenFromItsHomeEndsTheCarry() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 1)
        try fixture.board.moveLiftedRow(toColumn: 2)
        try fixture.board.tables[0].setRows([Mail(id: 0, subject: "Mail 0")], registersUndo: false)
        #expect(fixture.board.liftedRow == nil)
        #expect(!fixture.board.isCarryingRow)
        #expect(throws: GestureTableError.self) { try fixture.board.dropLiftedRow() }
        #expect(throws: GestureTableError.self) { try fixture.board.cancelLift() }
        #expect(throws: GestureTableError.self) { try fixture.board.moveLiftedRow(by: 1) }
        #expect(fixture.ids == [[0], [10, 11], []])
        #expect(fixture.transfers.isEmpty)
    }

    @Test func aColumnsDropDuringACarryThrowsAndChangesNothing() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        #expect(throws: GestureTableError.self) { try fixture.board.tables[1].dropLiftedRow() }
        #expect(throws: GestureTableError.self) { try fixture.board.tables[0].dropLiftedRow() }
        #expect(throws: GestureTableError.self) { try fixture.board.tables[0].moveLiftedRow(by: 1) }
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 0))
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }

    @Test func aCarryIntoAnEmptyColumnAndBackHome() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(toColumn: 2)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 2, row: 0))
        #expect(fixture.board.carriedRowFrame.map { $0.y } == 0)
        try fixture.board.moveLiftedRow(by: Int.max)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 2, row: 0))
        #expect(try fixture.board.moveLiftedRow(toColumn: 0))
        #expect(try fixture.board.moveLiftedRow(toColumn: 0) == false)
        try fixture.board.dropLiftedRow()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(!fixture.board.canUndo)
    }

    @Test func theLayoutOpensTheGapAndHidesTheRowAtHome() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(by: 1)
        let home = try fixture.board.layout(ofColumn: 0, height: 10)
        #expect(home.map(\.row.id) == [1, 2])
        #expect(home.map(\.y) == [0, 1])
        let target = try fixture.board.layout(ofColumn: 1, height: 10)
        #expect(target.map(\.y) == [0, 2])
        #expect(fixture.board.carriedRow?.id == 0)
        #expect(fixture.board.carriedRowFrame.map { [Double($0.column), $0.y] } == [1, 1])
    }

    @Test func aSecondCarryWhileTheFirstIsOutPutsTheFirstHome() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(toColumn: 1)
        // A press lifts another row in Done's neighbour, Doing, while the first is still out.
        fixture.lift(column: 1, row: 0)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 1, row: 0))
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2], [11], [10]])
        #expect(fixture.transfers.count == 1)
        #expect(fixture.modelsFollow)
    }

    @Test(arguments: [0, 1, 2, -1])
    func aCancelFromAnyColumnEndsAPointersCarry(column: Int) throws {
        let fixture = try BoardFixture()
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        #expect(fixture.board.isCarryingRow)
        fixture.events.removeAll()
        if column < 0 { try fixture.board.cancelLift() } else { try fixture.board.tables[column].cancelLift() }
        #expect(!fixture.board.isCarryingRow)
        #expect(fixture.board.liftedRow == nil)
        #expect(fixture.eventLog == ["cancel column 0 row 1"])
        // The pointer, still down, drives nothing until it is let go.
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
        #expect(fixture.transfers.isEmpty)
        #expect(!fixture.board.canUndo)
        #expect(fixture.modelsFollow && fixture.restingModelsFollow)
    }

    @Test func aRowCarriedBackHomeTakesThePlaceUnderThePointer() throws {
        let fixture = try BoardFixture([[0, 1, 2, 3, 4], [10, 11], []])
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.move(toColumn: 0, row: 2)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 0, row: 2))
        // Half a row further down: past the middle of the row below, not of the one after it.
        fixture.move(toColumn: 0, row: 2.5)
        #expect(fixture.board.liftedRow == BoardIndexPath(column: 0, row: 3))
        fixture.release()
        #expect(fixture.ids == [[1, 2, 3, 0, 4], [10, 11], []])
    }

    @Test func aPointerFarPastTheEdgeScrollsAtTheTopSpeedOnly() throws {
        let fixture = try BoardFixture()
        fixture.board.viewportWidth = 30
        fixture.lift(column: 0, row: 0)
        fixture.board.handle(.moved(Point(x: 1e6, y: 0.5)))
        fixture.advance(100)
        // Two columns a second at most: 4 of the board's 34 in a tenth of a second.
        #expect(fixture.board.horizontalScrollOffset > 3 && fixture.board.horizontalScrollOffset <= 4.000001)
    }

    @Test func sidewaysAutoscrollGrowsWithTheDepthIntoItsZone() throws {
        let fixture = try BoardFixture()
        fixture.board.viewportWidth = 30
        fixture.lift(column: 0, row: 0)
        // The zone is a quarter of the viewport (7.5); a third of the way in: a ninth of the top
        // speed (40 a second), for a tenth of a second.
        fixture.board.handle(.moved(Point(x: 25, y: 0.5)))
        fixture.advance(100)
        #expect(abs(fixture.board.horizontalScrollOffset - 40.0 / 9 / 10) < 0.01)
    }

    @Test func aColumnUnderACarryScrollsUpByTheDepthIntoItsZone() throws {
        let fixture = try BoardFixture([[0], Array(10..<40), []])
        try fixture.board.tables[1].scroll(by: 10)
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.advance(100)
        // The zone is a sixth of the viewport (10 / 6); the row's centre at 0.5 is 0.7 of the way
        // in: 0.49 of the top speed (20 rows a second), for a tenth of a second.
        let depth = (10.0 / 6 - 0.5) / (10.0 / 6)
        #expect(abs(fixture.board.tables[1].scrollOffset - (10 - 20 * depth * depth / 10)) < 0.01)
    }
}
