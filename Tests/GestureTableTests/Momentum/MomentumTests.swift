import Testing

@testable import GestureTable

extension Fixture {
    /// A vertical drag from line 5.5 by `lines` (positive: the pointer moves down, toward earlier
    /// rows), in steps of a line every 8 ms, released at `velocity` lines per second (signed as
    /// `lines`).
    func fling(lines: Double, velocity: Double) {
        let x = 50.0
        var y = 5.5
        table.handle(.down(Point(x: x, y: y)))
        let target = y + lines
        while abs(target - y) > 1e-9 {
            y += max(-1, min(1, target - y))
            advance(8)
            table.handle(.moved(Point(x: x, y: y)))
        }
        table.handle(.up(velocity: Velocity(dx: 0, dy: velocity)))
    }

    /// Lets time run until the content stops coasting, in frames of 16 ms (at most a minute).
    func coastToRest() {
        var frames = 0
        while table.isDecelerating, frames < 4_000 {
            advance(16)
            frames += 1
        }
    }
}

/// How far the content moves `milliseconds` after a release at `velocity`, one millisecond at a
/// time: the speed multiplied by the rate, the content moved by it.
func referenceDistance(velocity: Double, rate: Double, milliseconds: Int) -> Double {
    var speed = velocity
    var distance = 0.0
    for _ in 0..<milliseconds {
        speed *= rate
        distance += speed / 1000
    }
    return distance
}

@Suite("Momentum: a released drag coasts V × 0.499 further at the normal rate")
struct MomentumDistanceTests {
    @Test("the whole distance is V × r / (1 − r) / 1000", arguments: [0.5, 1, 5, 12.5, 40, 100, -3, -25])
    func totalDistance(velocity: Double) {
        let fixture = Fixture(count: 1000)
        try? fixture.table.scroll(by: 500)
        // Positive velocity: the pointer moves down, the content toward earlier rows.
        fixture.fling(lines: velocity > 0 ? 2 : -2, velocity: velocity)
        let released = fixture.table.scrollOffset
        #expect(fixture.table.isDecelerating)
        fixture.coastToRest()
        #expect(!fixture.table.isDecelerating)
        let travelled = released - fixture.table.scrollOffset
        #expect(abs(travelled - velocity * 0.499) < 1e-9)
    }

    @Test("at any instant the content is where the millisecond-by-millisecond model puts it",
          arguments: [1, 7, 100, 137, 1000, 2500])
    func closedFormMatchesModel(milliseconds: Int) {
        let fixture = Fixture(count: 1000)
        try? fixture.table.scroll(by: 500)
        fixture.fling(lines: -2, velocity: -30)
        let released = fixture.table.scrollOffset
        fixture.advance(milliseconds)
        let expected = referenceDistance(velocity: 30, rate: 0.998, milliseconds: milliseconds)
        #expect(abs((fixture.table.scrollOffset - released) - expected) < 1e-9)
    }

    @Test("the fast rate coasts V × 0.099", arguments: [10.0, -60])
    func fastRate(velocity: Double) {
        var configuration = TableConfiguration.default
        configuration.decelerationRate = .fast
        let fixture = Fixture(count: 1000, configuration: configuration)
        try? fixture.table.scroll(by: 500)
        fixture.fling(lines: velocity > 0 ? 2 : -2, velocity: velocity)
        let released = fixture.table.scrollOffset
        fixture.coastToRest()
        #expect(abs((released - fixture.table.scrollOffset) - velocity * 0.099) < 1e-9)
    }

    @Test("it is time-driven: a deadline at its end, and one tick at that instant ends it")
    func deadline() throws {
        let fixture = Fixture(count: 1000)
        try fixture.table.scroll(by: 500)
        fixture.fling(lines: 2, velocity: 20)
        let end = try #require(fixture.table.nextDeadline)
        let released = fixture.table.scrollOffset
        // The speed falls below a hundredth of a row a second after ln(0.01 / 20) / ln(0.998) ms.
        #expect(end - fixture.clock.now > .milliseconds(3790) && end - fixture.clock.now < .milliseconds(3800))
        #expect(fixture.table.isAnimating)
        fixture.clock.advance(to: end)
        fixture.table.tick()
        #expect(!fixture.table.isDecelerating)
        #expect(!fixture.table.isAnimating)
        #expect(abs((released - fixture.table.scrollOffset) - 20 * 0.499) < 1e-9)
    }

    @Test("a release below the stopping speed, or at rest, does not coast", arguments: [0.0, 0.005, -0.009])
    func tooSlow(velocity: Double) {
        let fixture = Fixture(count: 100)
        try? fixture.table.scroll(by: 50)
        fixture.fling(lines: 2, velocity: velocity)
        #expect(!fixture.table.isDecelerating)
    }

    @Test("a drag released with no velocity given coasts at the speed the table measured")
    func estimated() {
        let fixture = Fixture(count: 1000)
        try? fixture.table.scroll(by: 50)
        let y = 5.5
        fixture.table.handle(.down(Point(x: 50, y: y)))
        for step in 1...4 {
            fixture.advance(10)
            fixture.table.handle(.moved(Point(x: 50, y: y - Double(step))))
        }
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.table.isDecelerating)
        let released = fixture.table.scrollOffset
        fixture.coastToRest()
        #expect(fixture.table.scrollOffset > released + 40)
    }
}

@Suite("Momentum stops at the content's ends")
struct MomentumEndsTests {
    @Test("a fling toward the end stops at the largest offset; toward the start, at zero",
          arguments: [(-200.0, true), (200.0, false)])
    func clamped(velocity: Double, towardEnd: Bool) throws {
        let fixture = Fixture(count: 40)
        try fixture.table.scroll(by: 15)
        fixture.fling(lines: velocity > 0 ? 2 : -2, velocity: velocity)
        let end = try #require(fixture.table.nextDeadline)
        fixture.clock.advance(to: end)
        fixture.table.tick()
        #expect(!fixture.table.isDecelerating)
        #expect(fixture.table.scrollOffset == (towardEnd ? fixture.table.maximumScrollOffset : 0))
        fixture.advance(10_000)
        #expect(fixture.table.scrollOffset == (towardEnd ? fixture.table.maximumScrollOffset : 0))
    }

    @Test("the coasting ends at the instant the content reaches its end, and not before",
          arguments: [(-200.0, true), (200.0, false)])
    func endsAsTheEndComes(velocity: Double, towardEnd: Bool) throws {
        let fixture = Fixture(count: 40)
        try fixture.table.scroll(by: 15)
        fixture.fling(lines: velocity > 0 ? 2 : -2, velocity: velocity)
        let end = try #require(fixture.table.nextDeadline)
        let target = towardEnd ? fixture.table.maximumScrollOffset : 0
        fixture.clock.advance(to: end - .milliseconds(1))
        fixture.table.tick()
        #expect(fixture.table.isDecelerating)
        #expect(abs(fixture.table.scrollOffset - target) > 0.01)
        fixture.clock.advance(to: end)
        fixture.table.tick()
        #expect(!fixture.table.isDecelerating)
        #expect(fixture.table.scrollOffset == target)
    }

    @Test("the first millisecond a condition holds is found exactly, from 0 to 2²⁰", arguments: [0, 1, 37, 1 << 19, 1 << 20])
    func firstMillisecond(answer: Int) {
        var asked: [Double] = []
        let found = Momentum.firstMillisecond { asked.append($0); return $0 >= Double(answer) }
        #expect(found == Double(answer))
        #expect(asked.allSatisfy { $0 >= 0 && $0 < Double(1 << 20) })
    }

    @Test("content that shrinks under the coasting stops it at its new end")
    func shrinks() throws {
        let fixture = Fixture(count: 60)
        fixture.fling(lines: -2, velocity: -100)
        fixture.advance(50)
        try fixture.table.deleteRows(at: Array(20..<60), animation: .none)
        fixture.coastToRest()
        #expect(fixture.table.scrollOffset == fixture.table.maximumScrollOffset)
    }
}

@Suite("A press stops the coasting; a tap then selects nothing")
struct MomentumPressTests {
    @Test("a press stops the content where it is, and a tap selects nothing")
    func pressStops() {
        let fixture = Fixture(count: 200)
        let selections = fixture.recordSelections()
        try? fixture.table.scroll(by: 100)
        fixture.fling(lines: -2, velocity: -50)
        fixture.advance(100)
        _ = fixture.takeEvents()
        fixture.table.handle(.down(Point(x: 50, y: 3.5)))
        let stopped = fixture.table.scrollOffset
        #expect(!fixture.table.isDecelerating)
        fixture.advance(40)
        fixture.table.handle(.up(velocity: nil))
        fixture.advance(5_000)
        #expect(fixture.table.scrollOffset == stopped)
        #expect(fixture.takeEvents().isEmpty)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(selections().isEmpty)
        // The next tap selects.
        fixture.tap(row: fixture.table.visibleRowIndexes.lowerBound + 2)
        #expect(fixture.table.indexPathForSelectedRow != nil)
    }

    @Test("an open row closes as scrolling starts")
    func closesOpenRow() throws {
        let fixture = Fixture(count: 100, leftStyle: .reveal)
        try fixture.table.scroll(by: 50)
        try fixture.table.openRow(at: 55, side: .left)
        fixture.advance(500)
        fixture.fling(lines: 2, velocity: 30)
        #expect(fixture.table.openRowIndex == nil)
        #expect(fixture.takeEvents().contains("close row 55"))
    }
}

@Suite("Momentum survives hostile release velocities")
struct MomentumHostileTests {
    @Test("a velocity that is not finite is none",
          arguments: [Double.nan, .infinity, -.infinity, -Double.nan, .signalingNaN])
    func notFinite(velocity: Double) {
        let fixture = Fixture(count: 100)
        try? fixture.table.scroll(by: 50)
        fixture.fling(lines: 2, velocity: velocity)
        #expect(!fixture.table.isDecelerating)
        #expect(fixture.table.scrollOffset == 48)
    }

    @Test("a huge velocity is clamped and runs to the end",
          arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e12])
    func huge(velocity: Double) {
        let fixture = Fixture(count: 100)
        try? fixture.table.scroll(by: 50)
        fixture.fling(lines: velocity > 0 ? 2 : -2, velocity: velocity)
        for _ in 0..<10 {
            fixture.advance(3)
            #expect(fixture.table.scrollOffset.isFinite)
        }
        fixture.coastToRest()
        #expect(fixture.table.scrollOffset == (velocity > 0 ? 0 : fixture.table.maximumScrollOffset))
    }

    @Test("a tiny velocity does not coast", arguments: [Double.leastNonzeroMagnitude, -Double.leastNormalMagnitude])
    func tiny(velocity: Double) {
        let fixture = Fixture(count: 100)
        try? fixture.table.scroll(by: 50)
        fixture.fling(lines: 2, velocity: velocity)
        #expect(!fixture.table.isDecelerating)
    }
}

@Suite("The deceleration rate is clamped to 0.9...0.9999")
struct DecelerationRateTests {
    @Test("out-of-range values are clamped and NaN restores the normal rate",
          arguments: [
            (0.998, 0.998), (0.99, 0.99), (0.5, 0.9), (0.0, 0.9), (-1.0, 0.9), (1.0, 0.9999), (2.0, 0.9999),
            (Double.nan, 0.998), (Double.infinity, 0.9999), (-Double.infinity, 0.9),
          ])
    func clamping(value: Double, expected: Double) {
        var configuration = TableConfiguration.default
        configuration.decelerationRate = DecelerationRate(rawValue: value)
        #expect(configuration.decelerationRate.rawValue == expected)
    }

    @Test("the presets are UIScrollView's")
    func presets() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(TableConfiguration.default.decelerationRate == .normal)
    }

    @Test("the slowest rate still comes to rest, at V × 0.9999 / 0.0001 / 1000")
    func slowest() {
        var configuration = TableConfiguration.default
        configuration.decelerationRate = DecelerationRate(rawValue: 0.9999)
        let fixture = Fixture(count: 10_000, configuration: configuration)
        try? fixture.table.scroll(by: 5_000)
        fixture.fling(lines: 2, velocity: 100)
        let released = fixture.table.scrollOffset
        fixture.clock.advance(by: .seconds(600))
        fixture.table.tick()
        #expect(!fixture.table.isDecelerating)
        #expect(abs((released - fixture.table.scrollOffset) - 100 * 0.9999 / 0.0001 / 1000) < 1e-6)
    }
}

@Suite("scroll(withVelocity:) coasts as a released drag does")
struct ScrollWithVelocityTests {
    @Test("the content coasts V × 0.499", arguments: [15.0, -15])
    func coasts(velocity: Double) throws {
        let fixture = Fixture(count: 1000)
        try fixture.table.scroll(by: 500)
        try fixture.table.scroll(withVelocity: velocity)
        #expect(fixture.table.isDecelerating)
        fixture.coastToRest()
        #expect(abs(fixture.table.scrollOffset - (500 + velocity * 0.499)) < 1e-9)
    }

    @Test("a velocity that is not finite throws invalidValue and changes nothing",
          arguments: [Double.nan, .infinity, -.infinity])
    func notFinite(velocity: Double) throws {
        let fixture = Fixture(count: 100)
        try fixture.table.scroll(by: 50)
        let before = fixture.table.core.state
        #expect {
            try fixture.table.scroll(withVelocity: velocity)
        } throws: { error in
            (error as? GestureTableError)?.code == .invalidValue
        }
        #expect(fixture.table.core.state == before)
    }
}

extension MomentumEndsTests {
    @Test("the end comes within the millisecond the content reaches its end, as far into it as the speed says")
    func endWithinTheMillisecond() throws {
        let fixture = Fixture(count: 40)
        try fixture.table.scroll(by: 15)
        fixture.fling(lines: -2, velocity: -200)
        let released = fixture.clock.now
        let room = fixture.table.maximumScrollOffset - fixture.table.scrollOffset
        let end = try #require(fixture.table.nextDeadline)
        // The first millisecond whose distance reaches the room, and the share of it needed.
        var n = 1
        while referenceDistance(velocity: 200, rate: 0.998, milliseconds: n) < room { n += 1 }
        let before = referenceDistance(velocity: 200, rate: 0.998, milliseconds: n - 1)
        let during = referenceDistance(velocity: 200, rate: 0.998, milliseconds: n) - before
        let expected = Double(n - 1) + (room - before) / during
        let actual = Double((end - released).components.seconds) * 1000 + Double((end - released).components.attoseconds) / 1e15
        #expect(abs(actual - expected) < 1e-3)
    }

    @Test("an offset within a billionth of a row of an end counts as there: a fling toward it does not coast")
    func withinSlackOfTheEnd() throws {
        let fixture = Fixture(count: 40)
        try fixture.table.scroll(by: 1e-9)
        try fixture.table.scroll(withVelocity: -20)
        #expect(!fixture.table.isDecelerating)
        try fixture.table.scroll(by: 1e-9)
        try fixture.table.scroll(withVelocity: -20)
        #expect(fixture.table.isDecelerating)
    }
}
