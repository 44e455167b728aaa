import Testing
@testable import GestureTable

/// Velocity decides a release too (SPEC 8.3): a flick fires with a highlight first, and an
/// open row thrown back toward rest closes.
@Suite("Velocity at release")
struct FlickTests {
    @Test("a flick highlights the action before it triggers it")
    func flickHighlightsFirst() {
        let fixture = Fixture()
        fixture.swipe(row: 1, to: 0.1, velocity: 4)
        #expect(fixture.takeEvents() == ["highlight firstLeft row 1", "trigger firstLeft row 1"])
        #expect(fixture.fired.map(\.0) == [.firstLeft])
    }

    @Test("a release as fast down as across is not a flick: only a mostly horizontal throw flicks")
    func diagonalIsNotAFlick() {
        let fixture = Fixture()
        fixture.drag(row: 1, to: 0.1)
        fixture.table.handle(.up(velocity: Velocity(dx: 400, dy: 400)))
        #expect(fixture.fired.isEmpty)
        #expect(fixture.takeEvents() == ["replace row 1"])
    }

    @Test("a release at exactly the escape velocity is no flick: only a faster one is", arguments: [(2.0, false), (2.01, true)])
    func escapeVelocityIsStrict(_ velocity: Double, _ fires: Bool) {
        let fixture = Fixture()
        fixture.swipe(row: 1, to: 0.1, velocity: velocity)
        #expect(fixture.fired.map(\.0) == (fires ? [.firstLeft] : []))
    }

    @Test("a slow release below the fraction fires nothing and unhighlights nothing")
    func slowReleaseSettles() {
        let fixture = Fixture()
        fixture.swipe(row: 1, to: 0.1, velocity: 1)
        #expect(fixture.takeEvents() == ["replace row 1"])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let velocity: Double
        let staysOpen: Bool
        var testDescription: String { "released at -0.35 with \(velocity) W/s: \(staysOpen ? "stays open" : "closes")" }
    }

    @Test(arguments: [
        Case(velocity: 4, staysOpen: false),
        Case(velocity: 2.01, staysOpen: false),
        Case(velocity: 2, staysOpen: true),
        Case(velocity: 1.9, staysOpen: true),
        Case(velocity: 0, staysOpen: true),
        Case(velocity: -4, staysOpen: true),
    ])
    func openRowReleasedWithVelocity(_ testCase: Case) throws {
        let fixture = Fixture(count: 5, leftStyle: .trigger, rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 1) == -50)
        // Press the open row and drag it 15 % back toward rest, then let go.
        fixture.table.handle(.down(Point(x: 80, y: 1.5)))
        fixture.dragHeld(to: 0.15, from: 80, y: 1.5, step: 5)
        fixture.table.handle(.up(velocity: Velocity(dx: testCase.velocity * 100, dy: 0)))
        fixture.advance(1_000)
        #expect(try fixture.table.openSide(ofRowAt: 1) == (testCase.staysOpen ? .right : nil))
        #expect(fixture.fired.isEmpty)
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

/// The pointer's velocity is smoothed: each move counts 0.6, the velocity before it 0.4.
@Suite("Smoothed pointer velocity")
struct SmoothedVelocityTests {
    @Test("two moves of 10 units, 10 ms apart: 600, then 0.6 × 1000 + 0.4 × 600 = 840 units a second")
    func smoothing() throws {
        let fixture = Fixture()
        let table = fixture.table
        table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(10))
        table.handle(.moved(Point(x: 60, y: 1.5)))
        let first = try #require(table.pointerVelocity)
        #expect(abs(first.dx - 600) < 1e-6)
        #expect(abs(first.dy - 60) < 1e-6)
        fixture.clock.advance(by: .milliseconds(10))
        table.handle(.moved(Point(x: 70, y: 1.5)))
        let second = try #require(table.pointerVelocity)
        #expect(abs(second.dx - 840) < 1e-6)
        #expect(abs(second.dy - 24) < 1e-6)
    }
}

/// A flick out that passes no fraction fires the side's first action, not its second.
@Suite("Flicks fire the first action")
struct FlickFirstActionTests {
    @Test(arguments: [(fraction: 0.1, velocity: 8.0, slot: ActionSlot.firstLeft), (-0.1, -8.0, .firstRight)])
    func firstAction(fraction: Double, velocity: Double, slot: ActionSlot) throws {
        let fixture = Fixture(count: 3)
        fixture.swipe(row: 1, to: fraction, velocity: velocity)
        #expect(fixture.fired.map(\.0) == [slot])
    }
}
