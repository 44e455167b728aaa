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
        Case(velocity: 2, staysOpen: false),
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
