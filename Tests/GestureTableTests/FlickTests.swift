import Testing
@testable import GestureTable

/// A fast release fires the side's first action below its fraction, unless turned off.
@Suite("Flick")
struct FlickTests {
    @Test("a flick to the left fires firstRight below its fraction")
    func flickFires() {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: -0.1, velocity: -4)
        #expect(fixture.fired.map(\.0) == [.firstRight])
    }

    @Test("a flick to the right fires firstLeft")
    func flickRight() {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: 0.1, velocity: 3)
        #expect(fixture.fired.map(\.0) == [.firstLeft])
    }

    @Test("a slow release below the fraction fires nothing")
    func slowRelease() {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: -0.1, velocity: -1)
        #expect(fixture.fired.isEmpty)
    }

    @Test("a flick against the direction of travel fires nothing")
    func flickBack() {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: 0.1, velocity: -4)
        #expect(fixture.fired.isEmpty)
    }

    @Test("with flicks off, a fast release below the fraction fires nothing")
    func flickOff() {
        var configuration = TableConfiguration()
        configuration.triggersOnFlick = false
        let fixture = Fixture(configuration: configuration)
        fixture.swipe(row: 0, to: -0.1, velocity: -4)
        #expect(fixture.fired.isEmpty)
    }

    @Test("a flick past the second fraction still fires the second action")
    func flickDoesNotDowngrade() {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: -0.8, velocity: -4)
        #expect(fixture.fired.map(\.0) == [.secondRight])
    }

    @Test("without an explicit velocity, the table estimates it from the last moves")
    func estimatedVelocity() {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(10))
        fixture.table.handle(.moved(Point(x: 48, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(10))
        fixture.table.handle(.moved(Point(x: 40, y: 0.5)))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.fired.map(\.0) == [.firstRight])
    }

    @Test("a pointer that rested before release does not flick")
    func restedPointer() {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(10))
        fixture.table.handle(.moved(Point(x: 40, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(300))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.fired.isEmpty)
    }
}
