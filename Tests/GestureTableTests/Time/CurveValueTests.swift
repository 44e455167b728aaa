import Testing
@testable import GestureTable

/// Every curve has exact values at exact instants, not only the right ends and direction.
@Suite("Curve values at exact instants")
struct CurveValueTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let curve: AnimationCurve
        let milliseconds: Int
        let expected: Double
        var testDescription: String { "\(curve) at \(milliseconds) ms → \(expected)" }
    }

    // From 10 to 20 over [1 s, 2 s].
    @Test(arguments: [
        Sample(curve: .linear, milliseconds: 1250, expected: 12.5),
        Sample(curve: .easeOut, milliseconds: 1250, expected: 14.375),
        Sample(curve: .easeOut, milliseconds: 1500, expected: 17.5),
        Sample(curve: .easeInOut, milliseconds: 1250, expected: 11.25),
        Sample(curve: .easeInOut, milliseconds: 1500, expected: 15),
        Sample(curve: .easeInOut, milliseconds: 1750, expected: 18.75),
    ])
    func eased(_ sample: Sample) {
        let animation = ValueAnimation(from: 10, to: 20, start: .seconds(1), duration: .seconds(1), curve: sample.curve)
        #expect(abs(animation.value(at: .milliseconds(sample.milliseconds)) - sample.expected) < 1e-9)
    }

    @Test("the overshoot runs halfway to its peak at a third, seven eighths of the way at half, and halfway back at five sixths", arguments: [
        (from: 10.0, to: 20.0, atThird: 16.0, atHalf: 20.5, atTwoThirds: 22.0, atFiveSixths: 21.0),
        (from: 20.0, to: 10.0, atThird: 14.0, atHalf: 9.5, atTwoThirds: 8.0, atFiveSixths: 9.0),
        // Equal ends overshoot upward, by the overshoot's own sign (a peek to either side).
        (from: 5.0, to: 5.0, atThird: 6.0, atHalf: 6.75, atTwoThirds: 7.0, atFiveSixths: 6.0),
    ])
    func overshoot(from: Double, to: Double, atThird: Double, atHalf: Double, atTwoThirds: Double, atFiveSixths: Double) {
        let animation = ValueAnimation(from: from, to: to, start: .zero, duration: .milliseconds(600), curve: .overshoot(2))
        #expect(abs(animation.value(at: .milliseconds(200)) - atThird) < 1e-9)
        // Still in the first phase at half: it lasts two thirds, whatever the second's shape.
        #expect(abs(animation.value(at: .milliseconds(300)) - atHalf) < 1e-9)
        #expect(abs(animation.value(at: .milliseconds(400)) - atTwoThirds) < 1e-9)
        #expect(abs(animation.value(at: .milliseconds(500)) - atFiveSixths) < 1e-9)
    }

    @Test("an animation's end counts starts and durations beyond 2⁶¹ s as 2⁶¹ s")
    func boundedEnd() {
        let limit = Duration.seconds(Int64(1) << 61)
        let animation = ValueAnimation(
            from: 0, to: 1, start: .seconds(Int64.max), duration: .seconds(Int64.max), curve: .linear)
        #expect(animation.end == limit + limit)
        let early = ValueAnimation(from: 0, to: 1, start: .zero - .seconds(Int64.max), duration: .seconds(1), curve: .linear)
        #expect(early.end == .zero - limit + .seconds(1))
    }

    @Test("seconds as a double become whole seconds and rounded nanoseconds", arguments: [
        (seconds: 1.5, expected: Duration.milliseconds(1500)),
        (seconds: 2.25, expected: .milliseconds(2250)),
        (seconds: 0.000_000_001_4, expected: .nanoseconds(1)),
        (seconds: -3, expected: .zero),
    ])
    func secondsFromDouble(seconds: Double, expected: Duration) {
        #expect(Duration.seconds(seconds) == expected)
    }

    @Test("a peek moves the row by the peek fraction at two thirds of its time, toward its side", arguments: [
        SwipeSide.left, .right,
    ])
    func peekDepth(side: SwipeSide) throws {
        let fixture = Fixture()
        try fixture.table.peekRow(at: 1, side: side)
        // Three animation durations (750 ms); the peak at two thirds, 15 % of the 100-unit width.
        fixture.advance(500)
        #expect(abs(try fixture.table.offset(ofRowAt: 1) - side.sign * 15) < 1e-9)
    }
}

/// Whether an animation changes its value at all.
@Suite("Constant animations")
struct ConstantAnimationTests {
    @Test func constancy() {
        #expect(ValueAnimation.constant(3).isConstant)
        #expect(ValueAnimation(from: 5, to: 5, start: .zero, duration: .seconds(1), curve: .linear).isConstant)
        #expect(!ValueAnimation(from: 0, to: 10, start: .zero, duration: .seconds(1), curve: .linear).isConstant)
        #expect(!ValueAnimation(from: 5, to: 5, start: .zero, duration: .seconds(1), curve: .overshoot(2)).isConstant)
        #expect(ValueAnimation(from: 0, to: 10, start: .zero, duration: .zero, curve: .easeOut).isConstant)
    }
}
