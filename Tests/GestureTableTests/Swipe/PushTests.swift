import Testing
@testable import GestureTable

/// `pushRow` slides the row off its edge and keeps it in the data.
@Suite("Push")
struct PushTests {
    @Test("push from a trigger slides the row off the side it was dragged to", arguments: [0.5, -0.5])
    func pushFromTrigger(fraction: Double) throws {
        let fixture = Fixture()
        let slot: ActionSlot = fraction > 0 ? .firstLeft : .firstRight
        var completed = 0
        fixture.resolution[slot] = { table, index in try table.pushRow(at: index) { completed += 1 } }
        fixture.swipe(row: 1, to: fraction)
        #expect(try fixture.table.phase(ofRowAt: 1) == .pushing)
        fixture.advance(125)
        let halfway = try fixture.table.offset(ofRowAt: 1)
        #expect(abs(halfway) > 50 && abs(halfway) < 100)
        #expect(completed == 0)
        fixture.advance(125)
        #expect(completed == 1)
        #expect(try fixture.table.phase(ofRowAt: 1) == .pushed)
        #expect(try fixture.table.offset(ofRowAt: 1) == (fraction > 0 ? 100 : -100))
        #expect(fixture.table.count == 5)
        #expect(fixture.takeEvents().suffix(2) == ["trigger \(slot) row 1", "push \(slot) row 1"])
    }

    @Test("a row at rest is pushed to the right")
    func pushAtRest() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(at: 0)
        fixture.advance(300)
        #expect(try fixture.table.offset(ofRowAt: 0) == 100)
    }

    @Test("a pushed row ignores new gestures")
    func pushedIgnoresGestures() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(at: 0)
        fixture.advance(300)
        fixture.swipe(row: 0, to: -0.5)
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.offset(ofRowAt: 0) == 100)
    }

    @Test("a pushed row can be replaced back to rest")
    func replaceAfterPush() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(withID: 3)
        fixture.advance(300)
        try fixture.table.replaceRow(withID: 3)
        fixture.advance(400)
        #expect(try fixture.table.phase(ofRowAt: 3) == .rest)
        #expect(fixture.table.statefulRowCount == 0)
    }
}
