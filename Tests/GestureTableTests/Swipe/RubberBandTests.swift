import Testing
@testable import GestureTable

/// Dragging toward a side with no action, or past the edge, is resisted.
@Suite("Rubber band")
struct RubberBandTests {
    @Test("past rest toward a side with no action the row moves a little, never past the limit")
    func sideWithoutActions() throws {
        // A drag that begins toward the empty side is declined (ClaimTests); one that began
        // toward the side with an action and comes back past rest meets the rubber band.
        let fixture = Fixture(slots: [.firstLeft])
        fixture.drag(row: 0, to: 0.1, step: 1)
        fixture.dragHeld(to: -0.05, step: 1)
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

/// The rubber band is iOS's: it follows at 0.55 of the pointer at first and reaches half its
/// limit when the pointer has gone limit / 0.55.
@Suite("Rubber band coefficient")
struct RubberBandCoefficientTests {
    @Test(arguments: [(distance: 100.0, limit: 55.0, expected: 27.5), (distance: 10, limit: 11, expected: 11.0 / 3)])
    func coefficient(distance: Double, limit: Double, expected: Double) {
        let fixture = Fixture()
        #expect(abs(fixture.table.core.rubberBand(distance, limit: limit) - expected) < 1e-9)
    }
}

/// With no room to stretch (a rubber-band limit of 0), a row without actions does not move and
/// a row dragged past its width stops at the width.
@Suite("A rubber band of no length")
struct ZeroRubberBandTests {
    @Test func noStretch() throws {
        var configuration = TableConfiguration()
        configuration.rubberBandLimit = 0
        let fixture = Fixture(count: 3, configuration: configuration, slots: [.firstLeft])
        fixture.drag(row: 1, to: -0.4)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        fixture.table.handle(.up(velocity: nil))
        fixture.advance(1000)
        fixture.drag(row: 2, to: 1.5)
        #expect(try fixture.table.offset(ofRowAt: 2) == fixture.table.width)
    }
}

extension RubberBandTests {
    @Test("the rubber band resists past an edge for any positive limit", arguments: [0.25, 0.5, 1.0, 10.0])
    func rubberBandSmallLimits(limit: Double) {
        let fixture = Fixture()
        let pulled = fixture.table.core.rubberBand(5, limit: limit)
        #expect(pulled > 0 && pulled < limit)
    }
}
