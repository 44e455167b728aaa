import Testing
@testable import GestureTable

/// Dragging toward a side with no action, or past the edge, is resisted.
@Suite("Rubber band")
struct RubberBandTests {
    @Test("toward a side with no action the row moves a little, never past the limit")
    func sideWithoutActions() throws {
        let fixture = Fixture(slots: [.firstLeft])
        fixture.drag(row: 0, to: -0.05, step: 1)
        let small = try fixture.table.offset(ofRowAt: 0)
        #expect(small < 0 && small > -5)
        fixture.dragHeld(to: -2, step: 10)
        let far = try fixture.table.offset(ofRowAt: 0)
        #expect(far < small && far > -10)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
    }

    @Test("past the last action the row follows 1:1 up to the edge, then resists")
    func pastTheEdge() throws {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.9, step: 5)
        #expect(try fixture.table.offset(ofRowAt: 0) == 90)
        fixture.dragHeld(to: 1.5, step: 5)
        let offset = try fixture.table.offset(ofRowAt: 0)
        #expect(offset > 100 && offset < 110)
        // Only the distance past the edge (50 of 150) is resisted.
        #expect(abs(offset - (100 + fixture.table.core.rubberBand(50, limit: 10))) < 1e-9)
    }

    @Test("the rubber band curve grows with diminishing returns")
    func curve() {
        let fixture = Fixture()
        let values = [1.0, 10, 100, 1000].map { fixture.table.core.rubberBand($0, limit: 10) }
        #expect(values == values.sorted())
        #expect(values.allSatisfy { $0 < 10 })
        #expect(values[1] - values[0] > values[3] - values[2])
    }
}
