import Testing
@testable import GestureTable

/// The rubber band is iOS's: it follows at 0.55 of the pointer at first and reaches half its
/// limit when the pointer has gone limit / 0.55.
@Suite("Rubber band coefficient")
struct RubberBandCoefficientTests {
    @Test(arguments: [(distance: 100.0, limit: 55.0, expected: 27.5), (distance: 10, limit: 11, expected: 11.0 / 3)])
    func coefficient(distance: Double, limit: Double, expected: Double) {
        let fixture = Fixture()
        #expect(abs(fixture.table.rubberBand(distance, limit: limit) - expected) < 1e-9)
    }
}

/// A pointer that has rested 100 ms before going up throws nothing; one that rested less does.
@Suite("Velocity after a rest")
struct VelocityRestTests {
    @Test(arguments: [(rest: 99, fires: true), (rest: 100, fires: false)])
    func restBeforeRelease(rest: Int, fires: Bool) {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.1)
        fixture.clock.advance(by: .milliseconds(rest))
        #expect((fixture.table.pointerVelocity?.dx ?? 0 > 0) == fires)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.fired.map(\.0) == (fires ? [.firstLeft] : []))
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

#if !hasFeature(Embedded)
/// The platform clock counts from its creation.
@Suite("Continuous clock origin")
struct ContinuousClockTests {
    @Test func startsNearZero() {
        let clock = ContinuousTableClock()
        let now = clock.now
        #expect(now >= .zero && now < .seconds(1))
    }
}
#endif

/// The named colors are PDGestureTableView's flat palette, to the unit.
@Suite("Action palette")
struct ActionPaletteTests {
    @Test(arguments: [
        ("green", 85, 213, 80), ("red", 232, 61, 14), ("yellow", 254, 217, 56), ("brown", 206, 149, 98),
        ("blue", 52, 152, 219), ("orange", 243, 156, 18), ("purple", 155, 89, 182), ("gray", 149, 165, 166),
    ])
    func components(name: String, red: Int, green: Int, blue: Int) throws {
        let color = try #require(ActionColor.named[name])
        #expect([Int(color.red), Int(color.green), Int(color.blue)] == [red, green, blue])
        #expect(color.description == name)
    }
}
