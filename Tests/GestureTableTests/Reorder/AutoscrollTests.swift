import Testing
@testable import GestureTable

/// A lifted row near an edge scrolls the table on the clock.
@Suite("Autoscroll")
struct AutoscrollTests {
    @Test("the speed grows with the depth into the edge zone and is zero outside")
    func speedCurve() {
        let fixture = Fixture(count: 100)
        ReorderTests.longPress(fixture, row: 5)
        var speeds: [Double] = []
        for y in [5.5, 8.5, 8.9, 9.2, 9.5] {
            ReorderTests.movePointer(fixture, toY: y)
            speeds.append(fixture.table.autoscrollSpeed)
        }
        #expect(speeds[0] == 0)
        #expect(speeds == speeds.sorted())
        #expect(speeds[4] > speeds[2])
        #expect(speeds[4] <= fixture.table.configuration.maximumAutoscrollSpeed)
    }

    @Test("it keeps scrolling while the pointer rests, and the lifted row moves with the content")
    func scrollsWhileResting() {
        let fixture = Fixture(count: 100)
        ReorderTests.longPress(fixture, row: 5)
        ReorderTests.movePointer(fixture, toY: 9.5)
        let before = fixture.table.scrollOffset
        fixture.advance(500)
        let after = fixture.table.scrollOffset
        #expect(after > before)
        fixture.advance(500)
        #expect(fixture.table.scrollOffset > after)
        // Moving down, the lifted row passes each neighbour once its centre reaches that neighbour's middle.
        #expect(fixture.table.liftedRowIndex == Int(fixture.table.scrollOffset + 9))
    }

    @Test("it stops at the end of the content")
    func stopsAtEnd() {
        let fixture = Fixture(count: 30)
        ReorderTests.longPress(fixture, row: 5)
        ReorderTests.movePointer(fixture, toY: 9.9)
        fixture.advance(20_000)
        #expect(fixture.table.scrollOffset == fixture.table.maximumScrollOffset)
        #expect(fixture.table.autoscrollSpeed == 0)
        #expect(!fixture.table.isAutoscrolling)
        #expect(fixture.table.liftedRowIndex == 29)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.rows.last?.id == 5)
    }

    @Test("it scrolls up at the top edge and stops at the start")
    func scrollsUp() throws {
        let fixture = Fixture(count: 50)
        try fixture.table.scroll(by: 30)
        ReorderTests.longPress(fixture, row: 35)
        ReorderTests.movePointer(fixture, toY: 0.1)
        fixture.advance(20_000)
        #expect(fixture.table.scrollOffset == 0)
        #expect(fixture.table.liftedRowIndex == 0)
    }

    @Test("a lifted row held past an edge scrolls at the maximum speed, no faster", arguments: [-3.0, 13])
    func pastTheEdge(y: Double) throws {
        let fixture = Fixture(count: 50)
        try fixture.table.scroll(by: 20)
        ReorderTests.longPress(fixture, row: 25)
        ReorderTests.movePointer(fixture, toY: y)
        let maximum = fixture.table.configuration.maximumAutoscrollSpeed * fixture.table.configuration.rowHeight
        #expect(fixture.table.autoscrollSpeed == (y < 0 ? -maximum : maximum))
    }

    @Test("no autoscroll when the content fits the viewport")
    func contentFits() {
        let fixture = Fixture(count: 5)
        ReorderTests.longPress(fixture, row: 2)
        ReorderTests.movePointer(fixture, toY: 9.9)
        #expect(fixture.table.autoscrollSpeed == 0)
    }
}

/// The autoscroll speed is the maximum times the square of the depth into a zone of a sixth of
/// the viewport, at both edges.
@Suite("Autoscroll speed by depth")
struct AutoscrollDepthTests {
    // The viewport is 10 rows high: each zone is 10 / 6 rows; the maximum is 20 rows a second.
    @Test(arguments: [
        (y: 8.2, expected: 0.0), (y: 9.0, expected: 3.2), (y: 9.5, expected: 9.8),
        (y: 1.8, expected: 0), (y: 1.0, expected: -3.2), (y: 0.5, expected: -9.8),
    ])
    func speed(y: Double, expected: Double) throws {
        let fixture = Fixture(count: 100)
        try fixture.table.scroll(by: 30)
        ReorderTests.longPress(fixture, row: 35)
        ReorderTests.movePointer(fixture, toY: y)
        #expect(abs(fixture.table.autoscrollSpeed - expected) < 1e-9)
    }
}

extension AutoscrollTests {
    @Test("a row lifted into the top zone scrolls up even when less than a row is scrolled", arguments: [0.25, 0.5, 1.0])
    func autoscrollUpNearTheTop(offset: Double) throws {
        let fixture = Fixture(count: 40)
        let table = fixture.table
        try table.scroll(by: offset)
        table.handle(.down(Point(x: 50, y: 2.2)))
        fixture.clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.isReordering)
        table.handle(.moved(Point(x: 50, y: 0.1)))
        #expect(table.autoscrollSpeed < 0)
        #expect(table.isAnimating)
    }
}

extension AutoscrollTests {
    @Test("the maximum speed is in rows a second: rows twice as tall scroll twice as many units")
    func maximumSpeedInRows() throws {
        var configuration = TableConfiguration.default
        configuration.rowHeight = 2
        let fixture = Fixture(count: 50, configuration: configuration)
        try fixture.table.scroll(by: 20)
        ReorderTests.longPress(fixture, row: 12)
        #expect(fixture.table.isReordering)
        ReorderTests.movePointer(fixture, toY: 13)
        #expect(fixture.table.autoscrollSpeed == 40)
    }

    @Test("at the top edge the speed grows with the square of the depth, as at the bottom")
    func topZoneCurve() throws {
        let fixture = Fixture(count: 100)
        try fixture.table.scroll(by: 20)
        ReorderTests.longPress(fixture, row: 25)
        // The zone is a sixth of the viewport (10/6); a centre at 1 is 0.4 of it deep.
        ReorderTests.movePointer(fixture, toY: 1)
        let zone = 10.0 / 6
        let depth = (zone - 1) / zone
        #expect(abs(fixture.table.autoscrollSpeed - -20 * depth * depth) < 1e-9)
    }
}
