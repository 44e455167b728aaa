import Testing

@testable import GestureTable

/// The change streams of SPEC 13.3 at the edges: indexes at Int's ends, a lift right after
/// another, a refresh that takes the lifted row away.
@Suite("The lift's change streams at the edges")
struct LiftStreamEdgeTests {
    @Test("moves by Int.max and Int.min places are `.lift` moves to the ends; the drop is one move")
    func extremePlaces() throws {
        let app = StreamedApp(
            try GestureTable(
                sections: [TableSection(title: "S", rows: letters("A B")), TableSection(title: "T", rows: letters("C D"))],
                width: 100, clock: VirtualClock()))
        try app.table.liftRow(at: 1)
        try app.table.moveLiftedRow(by: .max)
        #expect(app.table.liftedRowIndex == 3)
        try app.table.moveLiftedRow(by: .min)
        #expect(app.table.liftedRowIndex == 0)
        app.check()
        #expect(app.takeSynced().isEmpty)
        try app.table.dropLiftedRow()
        #expect(app.takeSynced() == [.move(from: 1, to: 0)])
        app.check()
    }

    @Test("verbs with indexes at Int's ends during a lift throw and report nothing")
    func extremeIndexes() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C"), width: 100, clock: VirtualClock()))
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 2)
        _ = app.take()
        for index in [Int.max, Int.min] {
            #expect(throws: GestureTableError.self) { try app.table.moveLiftedRow(to: index) }
            #expect(throws: GestureTableError.self) { try app.table.insertRow(Letter(id: "X"), at: index) }
            #expect(throws: GestureTableError.self) { try app.table.moveRow(at: 0, to: index) }
            #expect(throws: GestureTableError.self) { try app.table.deleteRow(at: index) }
            #expect(throws: GestureTableError.self) { try app.table.updateRow(at: index, with: Letter(id: "B")) }
            #expect(throws: GestureTableError.self) { try app.table.liftRow(at: index) }
        }
        #expect(app.take().isEmpty)
        app.check()
    }

    @Test("a second lift right after a drop, before any time passes, starts from the rows as they are")
    func secondLiftRightAway() throws {
        let clock = VirtualClock()
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        let app = StreamedApp(try GestureTable(rows: letters("A B C D"), width: 100, clock: clock, configuration: configuration))
        app.table.viewportHeight = 10
        app.table.handle(.down(Point(x: 50, y: 0.5)))
        clock.advance(by: .milliseconds(600))
        app.table.tick()
        clock.advance(by: .milliseconds(16))
        app.table.handle(.moved(Point(x: 50, y: 2.5)))
        app.table.handle(.up(velocity: .zero))
        try app.table.liftRow(at: 3)
        #expect(throws: GestureTableError.self) { try app.table.liftRow(at: 0) }
        try app.table.moveLiftedRow(by: -3)
        try app.table.insertRow(Letter(id: "X"), at: 1)
        app.check()
        try app.table.dropLiftedRow()
        app.check()
        #expect(app.resting == app.table.rows)
    }

    @Test("a refresh with a step that takes the lifted row away: its deletion where it rests, undone where it rested")
    func refreshWithStepRemovesLiftedRow() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C D"), width: 100, clock: VirtualClock()))
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 2)
        _ = app.take()
        try app.table.setRows(letters("D C B"))
        #expect(!app.table.isReordering)
        let synced = app.takeSynced()
        #expect(synced.first == .delete(at: 0))
        app.check()
        try app.table.undo()
        #expect(app.table.rows == letters("A B C D"))
        app.check()
    }
}
