import Testing
@testable import GestureTable

/// Reorder without a pointer: pick up, move up/down, drop, cancel.
@Suite("Keyboard reorder")
struct KeyboardReorderTests {
    @Test("pick up, move down twice, up once, drop")
    func moveAndDrop() throws {
        let fixture = Fixture()
        var calls: [[Int]] = []
        fixture.table.didMoveRow = { calls.append([$0, $1]) }
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 1)
        try fixture.table.moveLiftedRow(by: 1)
        try fixture.table.moveLiftedRow(by: -1)
        try fixture.table.dropLiftedRow()
        #expect(fixture.table.rows.map(\.id) == [0, 2, 1, 3, 4])
        #expect(calls == [[1, 2]])
        #expect(fixture.takeEvents() == ["lift row 1", "move 1->2 row 2", "drop row 2"])
    }

    @Test("moves are clamped at the ends")
    func clamped() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveLiftedRow(by: -3)
        #expect(fixture.table.liftedRowIndex == 0)
        try fixture.table.moveLiftedRow(by: 99)
        #expect(fixture.table.liftedRowIndex == 4)
    }

    @Test("cancel restores the order")
    func cancel() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 4)
        try fixture.table.moveLiftedRow(to: 0)
        try fixture.table.cancelLift()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("moving the lifted row scrolls to keep it visible")
    func keepsVisible() throws {
        let fixture = Fixture(count: 40)
        try fixture.table.liftRow(at: 5)
        try fixture.table.moveLiftedRow(by: 20)
        #expect(fixture.table.visibleRowIndexes.contains(25))
    }

    @Test("a lifted row moved up out of view comes to rest just below its section's pinned header")
    func keepsVisibleBelowHeader() throws {
        let clock = VirtualClock()
        let sections = [TableSection(id: "A", title: "A", rows: (0..<20).map { Mail(id: $0, subject: "Mail \($0)") })]
        let table = try GestureTable(sections: sections, width: 100, clock: clock)
        table.viewportHeight = 6
        try table.scroll(by: 15)
        try table.liftRow(at: 18)
        try table.moveLiftedRow(by: -10)
        let lifted = try #require(table.liftedRowIndex)
        #expect(lifted == 8)
        #expect(table.core.restingYOfRow(at: lifted) == table.configuration.sectionHeaderHeight)
    }

    @Test("moving a lifted row that stays in view does not scroll", arguments: [-1, 1])
    func noScrollInView(by places: Int) throws {
        let fixture = Fixture(count: 40)
        try fixture.table.scroll(by: 15)
        try fixture.table.liftRow(at: 20)
        try fixture.table.moveLiftedRow(by: places)
        #expect(fixture.table.scrollOffset == 15)
    }

    @Test("commands with nothing lifted throw and change nothing")
    func nothingLifted() {
        let fixture = Fixture()
        for call in [
            { try fixture.table.dropLiftedRow() },
            { try fixture.table.cancelLift() },
            { try fixture.table.moveLiftedRow(by: 1) },
        ] as [() throws -> Void] {
            #expect { try call() } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        }
        #expect { try fixture.table.liftRow(at: 9) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
    }

    @Test("a second lift while one row is lifted throws")
    func oneAtATime() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 0)
        #expect { try fixture.table.liftRow(at: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
    }
}

extension KeyboardReorderTests {
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
