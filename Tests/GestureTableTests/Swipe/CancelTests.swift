import Testing
@testable import GestureTable

/// A cancelled gesture fires nothing and puts the row back.
@Suite("Cancel")
struct CancelTests {
    @Test("cancel past a fraction unhighlights, fires nothing and replaces the row")
    func cancelReplaces() throws {
        let fixture = Fixture()
        fixture.drag(row: 1, to: 0.5)
        _ = fixture.takeEvents()
        fixture.table.handle(.cancelled)
        #expect(fixture.fired.isEmpty)
        #expect(fixture.takeEvents() == ["unhighlight firstLeft row 1", "cancel row 1"])
        #expect(try fixture.table.phase(ofRowAt: 1) == .settling)
        fixture.advance(400)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("a release after cancel does nothing")
    func releaseAfterCancel() {
        let fixture = Fixture()
        fixture.drag(row: 1, to: 0.5)
        fixture.table.handle(.cancelled)
        fixture.table.handle(.up(velocity: Velocity(dx: 1000, dy: 0)))
        #expect(fixture.fired.isEmpty)
    }
}
