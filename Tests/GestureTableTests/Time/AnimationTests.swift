import Testing
@testable import GestureTable

/// Animations are values sampled at any instant; the clock is virtual.
@Suite("Animations and the clock")
struct AnimationTests {
    @Test("a value animation interpolates between its ends and clamps outside", arguments: [
        AnimationCurve.linear, .easeOut, .easeInOut,
    ])
    func sampling(curve: AnimationCurve) {
        let animation = ValueAnimation(from: 10, to: 20, start: .seconds(1), duration: .seconds(1), curve: curve)
        #expect(animation.value(at: .zero) == 10)
        #expect(animation.value(at: .seconds(2)) == 20)
        let middle = animation.value(at: .milliseconds(1500))
        #expect(middle > 10 && middle < 20)
        var previous = 10.0
        for step in 0...20 {
            let value = animation.value(at: .seconds(1) + .milliseconds(step * 50))
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test("the overshoot curve passes its target by the overshoot, then settles")
    func overshoot() {
        let animation = ValueAnimation(from: 30, to: 0, start: .zero, duration: .milliseconds(375), curve: .overshoot(1))
        #expect(abs(animation.value(at: .milliseconds(250)) - -1) < 1e-9)
        #expect(animation.value(at: .milliseconds(375)) == 0)
    }

    @Test("the animation duration is per table")
    func durationPerTable() throws {
        var configuration = TableConfiguration()
        configuration.animationDuration = .milliseconds(100)
        let fixture = Fixture(configuration: configuration)
        var completed = false
        try fixture.table.pushRow(at: 0) { completed = true }
        fixture.advance(99)
        #expect(!completed)
        fixture.advance(1)
        #expect(completed)
    }

    @Test("completions of animations ending together run in the order they started")
    func order() throws {
        let fixture = Fixture()
        var order: [Int] = []
        for index in [3, 1, 2] { try fixture.table.pushRow(at: index) { order.append(index) } }
        fixture.advance(1000)
        #expect(order == [3, 1, 2])
    }

    @Test("a virtual clock never runs backwards")
    func clock() {
        let clock = VirtualClock()
        clock.advance(by: .seconds(1))
        clock.advance(by: .seconds(-5))
        clock.advance(to: .zero)
        #expect(clock.now == .seconds(1))
    }

    @Test("the table reports its next deadline and whether it animates")
    func deadline() throws {
        let fixture = Fixture()
        #expect(fixture.table.nextDeadline == nil)
        #expect(!fixture.table.isAnimating)
        try fixture.table.pushRow(at: 0)
        #expect(fixture.table.nextDeadline == .milliseconds(250))
        #expect(fixture.table.isAnimating)
        fixture.advance(250)
        #expect(!fixture.table.isAnimating)
    }
}

/// A row inserted grows from no height to its full height over the animation, eased in and out.
@Suite("Inserted rows grow in")
struct InsertionGrowthTests {
    @Test(arguments: [RowAnimation.fade, .left, .right])
    func growsToFullHeight(animation: RowAnimation) throws {
        let fixture = Fixture(count: 3)
        try fixture.table.insertRow(Mail(id: 99, subject: "New"), at: 1, animation: animation)
        let growth = ValueAnimation(from: 0, to: 1, start: .zero, duration: .milliseconds(250), curve: .easeInOut)
        #expect(try fixture.table.presentation(ofRowAt: 1).height == 0)
        fixture.advance(100)
        #expect(abs(try fixture.table.presentation(ofRowAt: 1).height - growth.value(at: .milliseconds(100))) < 1e-9)
        fixture.advance(100)
        #expect(abs(try fixture.table.presentation(ofRowAt: 1).height - growth.value(at: .milliseconds(200))) < 1e-9)
        fixture.advance(50)
        #expect(try fixture.table.presentation(ofRowAt: 1).height == 1)
    }
}

/// A row fading in stays in place: only its height and opacity animate.
@Suite("Fade-in keeps the row in place")
struct FadeInOffsetTests {
    @Test(arguments: [RowAnimation.fade, .automatic])
    func offsetStaysZero(animation: RowAnimation) throws {
        let fixture = Fixture()
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 2, animation: animation)
        fixture.advance(100)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
    }
}

/// The table and the virtual clock agree on the latest instant there is: 2⁶⁰ seconds.
@Suite("The latest instant")
struct LatestInstantTests {
    @Test func agreesWithTheClock() {
        #expect(GestureTable<Mail>.latestInstant == VirtualClock.latestInstant)
        #expect(GestureTable<Mail>.latestInstant == .seconds(Int64(1) << 60))
    }
}

/// A virtual clock moved to an instant ahead goes exactly there, up to the latest instant.
@Suite("Virtual clock moved to an instant")
struct VirtualClockAdvanceTests {
    @Test func movesToTheInstant() {
        let clock = VirtualClock()
        clock.advance(to: .seconds(5))
        #expect(clock.now == .seconds(5))
        clock.advance(to: .seconds(2))
        #expect(clock.now == .seconds(5))
        clock.advance(to: VirtualClock.latestInstant + .seconds(1))
        #expect(clock.now == VirtualClock.latestInstant)
    }
}

@Suite("Animation bounds")
struct AnimationBoundsTests {
    @Test("starts and durations beyond 2^61 s count as that far", arguments: [Int64.max, Int64(1) << 62])
    func bounded(seconds: Int64) {
        let limit = Duration.seconds(Int64(1) << 61)
        let late = ValueAnimation(from: 0, to: 1, start: .seconds(seconds), duration: .zero, curve: .linear)
        #expect(late.end == limit)
        let long = ValueAnimation(from: 0, to: 1, start: .zero, duration: .seconds(seconds), curve: .linear)
        #expect(long.end == limit)
        let early = ValueAnimation(from: 0, to: 1, start: .seconds(-seconds), duration: .seconds(1), curve: .linear)
        #expect(early.end == .zero - limit + .seconds(1))
    }
}
