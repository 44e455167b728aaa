import Testing

@testable import GestureTable

/// Behaviours at the edges of their ranges that a slip of one comparison or one dropped call
/// would change, each stated once.
@Suite("Edges of ranges")
struct EdgeBehaviourTests {
    @Test("deleteRows after a batch is an undo step of its own")
    func deleteRowsAfterBatch() throws {
        let fixture = Fixture(count: 6)
        let table = fixture.table
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0, animation: .none) }
        try table.deleteRows(at: [0, 1], animation: .none)
        #expect(table.rows.map(\.id) == [3, 4, 5])
        try table.undo()
        #expect(table.rows.map(\.id) == [1, 2, 3, 4, 5])
        try table.undo()
        #expect(table.rows.map(\.id) == [0, 1, 2, 3, 4, 5])
    }

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

    @Test("a deleted row fading out keeps the table animating until it has gone")
    func deletionAnimates() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        #expect(fixture.table.isAnimating)
        fixture.clock.advance(by: .seconds(2))
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
    }

    @Test("the rubber band resists past an edge for any positive limit", arguments: [0.25, 0.5, 1.0, 10.0])
    func rubberBandSmallLimits(limit: Double) {
        let fixture = Fixture()
        let pulled = fixture.table.core.rubberBand(5, limit: limit)
        #expect(pulled > 0 && pulled < limit)
    }

    @Test("an insertion without animation runs its completion at once")
    func insertWithoutAnimationCompletes() throws {
        let fixture = Fixture(count: 2)
        var done = false
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 1, animation: .none) { done = true }
        #expect(done)
    }

    @Test("a row near the bottom is placed where it is drawn while a row above grows in")
    func yOfRowNearTheBottom() throws {
        let fixture = Fixture(count: 20)
        let table = fixture.table  // viewport 10 rows
        try table.insertRow(Mail(id: 99, subject: "new"), at: 0, animation: .fade)
        fixture.clock.advance(by: .milliseconds(100))
        // Row 10 rests at y 10 (just past the bottom) but is drawn higher: the new row has not
        // its full height yet.
        let drawn = table.layout(height: 10).first { $0.index == 10 }?.y
        #expect(drawn != nil)
        #expect(table.yOfRow(at: 10) == drawn)
        #expect(table.yOfRow(at: 10) < 10)
    }

    @Test("headers of no height are never pinned")
    func zeroHeightHeadersAreNotPinned() throws {
        let clock = VirtualClock()
        var configuration = TableConfiguration.default
        configuration.sectionHeaderHeight = 0
        let sections = [
            TableSection(title: "Today", rows: (0..<5).map { Mail(id: $0, subject: "\($0)") }),
            TableSection(title: "Earlier", rows: (5..<20).map { Mail(id: $0, subject: "\($0)") }),
        ]
        let table = try GestureTable(sections: sections, width: 80, clock: clock, configuration: configuration)
        table.viewportHeight = 6
        try table.scroll(by: 8)
        #expect(table.headerLayout(height: 6).allSatisfy { !$0.isPinned })
    }
}
