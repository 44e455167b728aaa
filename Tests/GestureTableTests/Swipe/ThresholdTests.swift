import Testing
@testable import GestureTable

/// The current action is the farthest fraction reached, with hysteresis.
@Suite("Thresholds")
struct ThresholdTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fraction: Double
        let expected: ActionSlot?
        var testDescription: String { "drag to \(fraction) → \(expected.map(\.rawValue) ?? "none")" }
    }

    @Test(arguments: [
        Case(fraction: 0.1, expected: nil),
        Case(fraction: 0.24, expected: nil),
        // Past means past: exactly at the fraction is not yet past it (SPEC 8.2).
        Case(fraction: 0.25, expected: nil),
        Case(fraction: 0.26, expected: .firstLeft),
        Case(fraction: 0.5, expected: .firstLeft),
        Case(fraction: 0.7, expected: .firstLeft),
        Case(fraction: 0.71, expected: .secondLeft),
        Case(fraction: -0.25, expected: nil),
        Case(fraction: 0.95, expected: .secondLeft),
        Case(fraction: -0.1, expected: nil),
        Case(fraction: -0.3, expected: .firstRight),
        Case(fraction: -0.8, expected: .secondRight),
    ])
    func currentAction(_ testCase: Case) throws {
        let fixture = Fixture()
        fixture.drag(row: 1, to: testCase.fraction, step: 1)
        #expect(try fixture.table.highlightedSlot(ofRowAt: 1) == testCase.expected)
        #expect(fixture.table.highlightedSlot == testCase.expected)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.0) == (testCase.expected.map { [$0] } ?? []))
    }

    @Test("passing both fractions highlights first then second, and moving back unhighlights in order")
    func highlightSequence() {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.8, step: 2)
        fixture.dragHeld(to: 0.5, step: 2)
        fixture.dragHeld(to: 0.1, step: 2)
        #expect(fixture.takeEvents() == [
            "highlight firstLeft row 0",
            "highlight secondLeft row 0", "unhighlight firstLeft row 0",
            "highlight firstLeft row 0", "unhighlight secondLeft row 0",
            "unhighlight firstLeft row 0",
        ])
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
        #expect(fixture.takeEvents() == ["replace row 0"])
    }

    @Test("a pointer resting on a fraction does not flicker")
    func hysteresis() {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.26, step: 1)
        // Jitter of half a unit around the fraction (0.5 % of the width) stays highlighted.
        for jitter in [0.245, 0.25, 0.2495, 0.251, 0.245] { fixture.dragHeld(to: jitter, step: 0.5) }
        #expect(fixture.takeEvents() == ["highlight firstLeft row 0"])
        fixture.dragHeld(to: 0.2, step: 1)
        #expect(fixture.takeEvents() == ["unhighlight firstLeft row 0"])
    }

    @Test("the highlight is computed after the move is applied, not one event late")
    func noLag() throws {
        let fixture = Fixture()
        let y = 0.5
        fixture.table.handle(.down(Point(x: 10, y: y)))
        fixture.table.handle(.moved(Point(x: 12, y: y)))
        fixture.table.handle(.moved(Point(x: 36, y: y)))
        #expect(try fixture.table.highlightedSlot(ofRowAt: 0) == .firstLeft)
        #expect(try fixture.table.offset(ofRowAt: 0) == 26)
    }

    @Test("a mostly vertical move is not a swipe")
    func directionLock() throws {
        let fixture = Fixture(count: 30)
        fixture.table.handle(.down(Point(x: 50, y: 5.5)))
        fixture.table.handle(.moved(Point(x: 52, y: 2.5)))
        fixture.table.handle(.moved(Point(x: 90, y: 2.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.table.scrollOffset == 3)
    }

    @Test("a move within the slop does not start a swipe")
    func slop() throws {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.moved(Point(x: 51, y: 0.5)))
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
        fixture.table.handle(.moved(Point(x: 53, y: 0.5)))
        #expect(try fixture.table.offset(ofRowAt: 0) == 3)
    }
}
