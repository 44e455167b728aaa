import Testing
@testable import GestureTable

@Suite("Reduced motion: rows jump to where they end, and the events stay the same")
struct ReducedMotionTests {
    static func fixture(reducesMotion: Bool, count: Int = 5) -> Fixture {
        var configuration = TableConfiguration.default
        configuration.reducesMotion = reducesMotion
        return Fixture(count: count, configuration: configuration)
    }

    @Test("it is off by default, and turning it on keeps the animation duration")
    func defaults() {
        var configuration = TableConfiguration.default
        #expect(!configuration.reducesMotion)
        #expect(configuration.motionDuration == .milliseconds(250))
        configuration.reducesMotion = true
        #expect(configuration.animationDuration == .milliseconds(250))
        #expect(configuration.motionDuration == .zero)
    }

    @Test("a released swipe is at rest at once, without its bounce")
    func releaseSettlesAtOnce() {
        let fixture = Self.fixture(reducesMotion: true)
        fixture.swipe(row: 1, to: 0.15)
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
        #expect(fixture.table.layout(height: 10)[1].presentation.offset == 0)
        #expect(fixture.takeEvents().contains("replace row 1"))
    }

    @Test("a push removes the row and its space at once; the handler runs without any wait")
    func pushIsInstant() {
        let fixture = Self.fixture(reducesMotion: true)
        fixture.resolution[.secondRight] = { table, index in try table.deleteRow(at: index) }
        fixture.swipe(row: 1, to: -0.8)
        fixture.table.tick()
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
        #expect(fixture.fired.count == 1)
        #expect(!fixture.table.isAnimating)
        #expect(fixture.table.layout(height: 10).map(\.y) == [0, 1, 2, 3])
    }

    @Test("an inserted row has its full height at once")
    func insertionIsInstant() throws {
        let fixture = Self.fixture(reducesMotion: true)
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 0, animation: .fade)
        fixture.table.tick()
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.y) == [0, 1, 2, 3, 4, 5])
        #expect(laidOut[0].presentation.opacity == 1)
        #expect(!fixture.table.isAnimating)
    }

    @Test("a peek shows nothing and leaves the row at rest")
    func peekIsInstant() throws {
        let fixture = Self.fixture(reducesMotion: true)
        try fixture.table.peekRow(at: 0, side: .left)
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
        #expect(fixture.table.layout(height: 10)[0].presentation.offset == 0)
    }

    @Test("a fling still coasts: the content follows the pointer and keeps its momentum")
    func momentumStays() throws {
        let fixture = Self.fixture(reducesMotion: true, count: 100)
        try fixture.table.scroll(withVelocity: 40)
        fixture.advance(100)
        #expect(fixture.table.isAnimating)
        #expect(fixture.table.scrollOffset > 1)
    }

    @Test("the events of a push, a delete and a settle are the same with and without it")
    func sameEvents() {
        func events(reducesMotion: Bool) -> ([String], [String]) {
            let fixture = Self.fixture(reducesMotion: reducesMotion)
            fixture.resolution[.secondRight] = { table, index in try table.deleteRow(at: index) }
            fixture.swipe(row: 1, to: -0.8)
            fixture.advance(2000)
            fixture.swipe(row: 0, to: 0.15)
            fixture.advance(2000)
            return (fixture.takeEvents(), fixture.titles)
        }
        let reduced = events(reducesMotion: true)
        #expect(reduced == events(reducesMotion: false))
        #expect(reduced.0.contains("delete secondRight row 1"))
        #expect(reduced.1 == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
    }
}

@Suite("Reduced motion under changes: turned on mid-animation, undone, reordered")
struct ReducedMotionChangeTests {
    @Test("turned on while a row animates out, that animation runs its course; the next change is instant")
    func turnedOnMidAnimation() throws {
        let fixture = ReducedMotionTests.fixture(reducesMotion: false)
        try fixture.table.deleteRow(at: 0, animation: .fade)
        fixture.advance(50)
        fixture.table.configuration.reducesMotion = true
        #expect(fixture.table.isAnimating)
        #expect(fixture.table.layout(height: 10).first?.index == nil)
        fixture.advance(250)
        #expect(!fixture.table.isAnimating)
        try fixture.table.deleteRow(at: 0, animation: .fade)
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
        #expect(fixture.titles == ["Mail 2", "Mail 3", "Mail 4"])
        #expect(fixture.table.layout(height: 10).map(\.index) == [0, 1, 2])
    }

    @Test("undo of a deletion and of an insertion shows the rows as they end, at once")
    func undoIsInstant() throws {
        let fixture = ReducedMotionTests.fixture(reducesMotion: true)
        try fixture.table.deleteRow(at: 1)
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 0)
        fixture.table.tick()
        try fixture.table.undo()
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
        try fixture.table.undo()
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4"])
        #expect(fixture.table.layout(height: 10).map(\.y) == [0, 1, 2, 3, 4])
    }

    @Test("a lifted row dropped elsewhere rests in its new place at once, with the same events")
    func dropIsInstant() throws {
        func drop(reducesMotion: Bool) throws -> ([String], [String], Bool) {
            let fixture = ReducedMotionTests.fixture(reducesMotion: reducesMotion)
            try fixture.table.liftRow(at: 0)
            try fixture.table.moveLiftedRow(by: 2)
            try fixture.table.dropLiftedRow()
            fixture.table.tick()
            return (fixture.takeEvents(), fixture.titles, fixture.table.isAnimating)
        }
        let reduced = try drop(reducesMotion: true)
        let animated = try drop(reducesMotion: false)
        #expect(reduced.0 == animated.0 && reduced.1 == animated.1)
        #expect(reduced.1 == ["Mail 1", "Mail 2", "Mail 0", "Mail 3", "Mail 4"])
        #expect(!reduced.2)
    }

    @Test("a second swipe right after a first one's release starts from rest")
    func secondSwipeAfterRelease() {
        let fixture = ReducedMotionTests.fixture(reducesMotion: true)
        fixture.swipe(row: 0, to: 0.15)
        fixture.drag(row: 0, to: 0.1)
        #expect(fixture.table.layout(height: 10)[0].presentation.offset == 10)
        fixture.table.handle(.up(velocity: .zero))
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
    }
}
