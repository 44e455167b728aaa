import Testing
@testable import GestureTable

/// The front-end contract (SPEC 13.10): pointer samples and ticks in, one frame out with
/// everything a view draws and the moments it plays once.
@Suite("The front-end contract")
struct FrontEndContractTests {
    /// A sample at `x`, `y` on row `index` of the fixture's table, `translation` from the press.
    static func sample(
        _ phase: PointerSample.Phase, x: Double, y: Double, translation: Point = Point(x: 0, y: 0),
        velocity: Velocity = .zero, at milliseconds: Int
    ) -> PointerSample {
        PointerSample(
            phase, location: Point(x: x, y: y), translation: translation, velocity: velocity,
            timestamp: .milliseconds(milliseconds))
    }

    @Test("A recognizer's swipe: began past the slop, changed, ended; the row shows progress and stretch, the action fires")
    func swipeFromSamples() {
        let fixture = Fixture(count: 5, slots: [.firstLeft])
        let table = fixture.table
        _ = table.nextFrame(height: 10)
        // A pan recognizer begins once the finger has moved: the press was at x 40.
        table.handle(Self.sample(.began, x: 45, y: 1.5, translation: Point(x: 5, y: 0), at: 100))
        table.handle(Self.sample(.changed, x: 50, y: 1.5, translation: Point(x: 10, y: 0), at: 116))
        var frame = table.nextFrame(height: 10)
        let dragged = frame.rows.first { $0.index == 1 }
        #expect(dragged?.offset == 10)
        #expect(dragged?.phase == .dragging)
        #expect(dragged.map { abs($0.stretch - 0.1) < 1e-9 } == true)
        #expect(dragged.map { abs($0.progress - 0.4) < 1e-9 } == true)  // 10 of the action's 25
        #expect(dragged?.action?.slot == .firstLeft)
        #expect(frame.haptics.isEmpty)
        table.handle(Self.sample(.changed, x: 70, y: 1.5, translation: Point(x: 30, y: 0), at: 132))
        frame = table.nextFrame(height: 10)
        #expect(frame.rows.first { $0.index == 1 }?.progress == 1)
        #expect(frame.haptics == [.threshold])
        #expect(table.nextFrame(height: 10).haptics.isEmpty)  // given once
        table.handle(Self.sample(.ended, x: 70, y: 1.5, translation: Point(x: 30, y: 0), velocity: Velocity(dx: 100, dy: 0), at: 148))
        fixture.advance(1_000)
        #expect(fixture.fired.map(\.1) == [1])
        #expect(fixture.clock.now >= .milliseconds(148))
    }

    @Test("A long press lifts on the clock the samples set: lift scale and shadow, lift and drop haptics")
    func liftFromSamples() throws {
        let clock = FrameClock()
        let table = GestureTable(
            numberedRows: (0..<8).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.viewportHeight = 8
        var moves: [(Int, Int)] = []
        table.didMoveRow = { moves.append(($0, $1)) }
        _ = table.nextFrame(height: 8)
        table.handle(Self.sample(.began, x: 50, y: 1.5, at: 1_000))
        table.tick(at: .milliseconds(1_300))
        #expect(table.liftedRowIndex == nil)
        table.tick(at: .milliseconds(1_600))
        #expect(table.liftedRowIndex == 1)
        var frame = table.nextFrame(height: 8)
        let lifted = try #require(frame.rows.first { $0.phase == .lifted })
        #expect(lifted.id == 1 && lifted.liftScale == 1.1 && lifted.shadow == 0.6)
        #expect(frame.rows.filter { $0.phase != .lifted }.allSatisfy { $0.liftScale == 1 && $0.shadow == 0 })
        #expect(frame.haptics == [.lift])
        table.handle(Self.sample(.changed, x: 50, y: 3.5, translation: Point(x: 0, y: 2), at: 1_700))
        frame = table.nextFrame(height: 8)
        #expect(frame.rows.first { $0.phase == .lifted }?.y == 3)  // where the finger holds it
        table.handle(Self.sample(.ended, x: 50, y: 3.5, translation: Point(x: 0, y: 2), at: 1_716))
        table.tick(at: .seconds(3))
        frame = table.nextFrame(height: 8)
        #expect(frame.haptics == [.drop])
        #expect(table.rows.map(\.id) == [0, 2, 3, 1, 4, 5, 6, 7])
        #expect(moves.count == 1 && moves.first?.0 == 1 && moves.first?.1 == 3)
        #expect(!frame.isAnimating)
    }

    @Test("A cancelled sample puts a carried row back: no move, no change")
    func cancelMidCarry() {
        let fixture = Fixture(count: 6)
        let table = fixture.table
        table.handle(Self.sample(.began, x: 50, y: 0.5, at: 0))
        fixture.advance(600)
        table.handle(Self.sample(.changed, x: 50, y: 4.5, translation: Point(x: 0, y: 4), at: 700))
        table.handle(Self.sample(.cancelled, x: 50, y: 4.5, at: 716))
        fixture.advance(1_000)
        #expect(table.rows.map(\.id) == Array(0..<6))
        #expect(!table.isReordering)
    }

    @Test("The claim of a sample is the claim of its press point, translation and hold", arguments: [
        (Point(x: 20, y: 0), Velocity.zero, 0, GestureClaim.swipe),
        (Point(x: -20, y: 0), .zero, 0, .declined),
        (Point(x: 0, y: 3), .zero, 0, .scroll),
        (Point(x: 0, y: 0), .zero, 600, .lift),
        (Point(x: 0, y: 0), .zero, 100, .undecided),
        (Point(x: 0, y: 0), Velocity(dx: 300, dy: 0), 0, .swipe),
    ])
    func claimOfSample(translation: Point, velocity: Velocity, held: Int, expected: GestureClaim) {
        let fixture = Fixture(count: 5, slots: [.firstLeft])
        let sample = PointerSample(
            .began, location: Point(x: 50 + translation.x, y: 1.5 + translation.y), translation: translation,
            velocity: velocity, timestamp: .milliseconds(1_000 + held))
        #expect(fixture.table.claim(sample, pressedAt: .milliseconds(1_000)) == expected)
        #expect(fixture.table.claim(
            pressAt: Point(x: 50, y: 1.5), translation: translation, velocity: velocity, elapsed: .milliseconds(held)) == expected)
        // A press time after the sample's counts as no hold at all.
        if held > 0 { #expect(fixture.table.claim(sample, pressedAt: .seconds(99)) == .undecided) }
    }

    @Test("Announcements come once, in order, with the frame after them; a table never asked collects none")
    func announcementsOnce() throws {
        let fixture = Fixture(count: 5)
        let table = fixture.table
        table.accessibilityLabel = { $0.subject }
        try table.performAccessibilityAction(named: "Move down", ofRowAt: 0)  // before any frame: not kept
        fixture.advance(1_000)
        #expect(table.nextFrame(height: 10).announcements.isEmpty)
        try table.performAccessibilityAction(named: "Move down", ofRowAt: 1)
        try table.performAccessibilityAction(named: "Move to top", ofRowAt: 4)
        fixture.advance(1_000)
        let frame = table.nextFrame(height: 10)
        #expect(frame.announcements == ["“Mail 0” moved to 3 of 5", "“Mail 4” moved to 1 of 5"])
        #expect(table.nextFrame(height: 10).announcements.isEmpty)
    }

    @Test("At most 64 moments of each kind wait for a frame, the newest kept")
    func momentsBounded() throws {
        let fixture = Fixture(count: 3)
        let table = fixture.table
        table.accessibilityLabel = { $0.subject }
        _ = table.nextFrame(height: 10)
        for step in 0..<100 {
            try table.performAccessibilityAction(named: step.isMultiple(of: 2) ? "Move down" : "Move up", ofRowAt: step.isMultiple(of: 2) ? 0 : 1)
            fixture.advance(1_000)
        }
        let frame = table.nextFrame(height: 10)
        #expect(frame.announcements.count == 64)
        #expect(frame.announcements.last == "“Mail 0” moved to 1 of 3")
    }

    @Test("A frame draws what the table shows: selection, a carried group, headers, the menu, the placeholder, deleting rows")
    func frameContents() throws {
        let fixture = Fixture(count: 4)
        let table = fixture.table
        try table.selectRow(at: 2)
        var frame = table.nextFrame(height: 10)
        #expect(frame.rows.map(\.id) == [0, 1, 2, 3])
        #expect(frame.rows.map(\.isSelected) == [false, false, true, false])
        #expect(frame.rows.map(\.index) == [0, 1, 2, 3])
        #expect(frame.rows.allSatisfy { $0.depth == 0 && $0.buttons.isEmpty && $0.revealedContent == nil })
        #expect(frame.placeholder == nil && frame.contextMenu == nil && frame.headers.isEmpty)
        table.contextMenu = .rowActions
        try table.presentContextMenu(forRowAt: 1)
        frame = table.nextFrame(height: 10)
        #expect(frame.contextMenu?.rowID == 1)
        try table.dismissContextMenu()
        try table.deleteRow(at: 0)
        frame = table.nextFrame(height: 10)
        #expect(frame.rows.first?.index == nil && frame.rows.first?.id == 0)  // still animating out
        #expect(frame.isAnimating)
        fixture.advance(2_000)
        for _ in 0..<3 { try table.deleteRow(at: 0) }
        fixture.advance(2_000)
        frame = table.nextFrame(height: 10)
        #expect(frame.rows.isEmpty && frame.placeholder == table.placeholder && !frame.isAnimating)
    }

    @Test("An open row's frame lists its buttons")
    func openRowButtons() throws {
        let fixture = Fixture(count: 3, slots: [.firstRight, .secondRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(1_000)
        let row = try #require(fixture.table.nextFrame(height: 10).rows.first { $0.index == 1 })
        #expect(row.buttons.count == 2)
        #expect(row.stretch > 0)
    }

    @Test("Hostile samples: NaN and infinite places, NaN velocity, huge times; nothing traps and no row is lost")
    func hostileSamples() {
        let fixture = Fixture(count: 5, slots: [.firstLeft, .firstRight])
        let table = fixture.table
        let nan = Double.nan
        for (location, translation) in [
            (Point(x: nan, y: nan), Point(x: 0, y: 0)), (Point(x: .infinity, y: 1), Point(x: .infinity, y: 0)),
            (Point(x: 1e308, y: -1e308), Point(x: 1e308, y: 0)), (Point(x: 50, y: 1.5), Point(x: nan, y: nan)),
        ] {
            table.handle(PointerSample(.began, location: location, translation: translation, timestamp: .seconds(1)))
            table.handle(PointerSample(.changed, location: location, translation: translation, timestamp: .seconds(1)))
            table.handle(PointerSample(.ended, location: location, translation: translation,
                                       velocity: Velocity(dx: nan, dy: .infinity), timestamp: .seconds(2)))
            _ = table.claim(PointerSample(.began, location: location, translation: translation, timestamp: .zero), pressedAt: .seconds(Int64.max))
            fixture.advance(2_000)
        }
        table.tick(at: .seconds(Int64.max))
        _ = table.nextFrame(height: .nan)
        _ = table.nextFrame(height: .infinity)
        _ = table.nextFrame(height: -1)
        #expect(table.rows.count + fixture.fired.count >= 5)
        #expect(Set(table.rows.map(\.id)).count == table.rows.count)
    }

    @Test("A second gesture while the first still animates grabs the settling row")
    func secondGestureWhileAnimating() {
        let fixture = Fixture(count: 4, slots: [.firstLeft])
        let table = fixture.table
        table.handle(Self.sample(.began, x: 55, y: 0.5, translation: Point(x: 5, y: 0), at: 0))
        table.handle(Self.sample(.changed, x: 60, y: 0.5, translation: Point(x: 10, y: 0), at: 16))
        table.handle(Self.sample(.ended, x: 60, y: 0.5, translation: Point(x: 10, y: 0), at: 32))
        table.tick(at: .milliseconds(48))
        #expect(table.nextFrame(height: 10).isAnimating)
        table.handle(Self.sample(.began, x: 55, y: 0.5, translation: Point(x: 5, y: 0), at: 64))
        table.handle(Self.sample(.changed, x: 58, y: 0.5, translation: Point(x: 8, y: 0), at: 80))
        #expect(table.nextFrame(height: 10).rows.first?.phase == .dragging)
        table.handle(Self.sample(.cancelled, x: 58, y: 0.5, at: 96))
        fixture.advance(2_000)
        #expect(fixture.fired.isEmpty && table.rows.count == 4)
    }
}

/// The clock a front end sets from its frames and samples.
@Suite("The frame clock")
struct FrameClockTests {
    @Test("It moves forward only, from durations and from seconds; bad seconds are ignored")
    func forwardOnly() {
        let clock = FrameClock()
        #expect(clock.now == .zero)
        clock.advance(to: .seconds(2))
        clock.advance(to: .seconds(1))
        #expect(clock.now == .seconds(2))
        for bad in [Double.nan, .infinity, -.infinity, -1, 0, 1.5] { clock.advance(toSeconds: bad) }
        #expect(clock.now == .seconds(2))
        clock.advance(toSeconds: 2.25)
        #expect(clock.now == .milliseconds(2_250))
        clock.advance(toSeconds: 1e308)
        #expect(clock.now == .seconds(Int64(1) << 60))
    }

    @Test("A clock that reads the system's time ignores a front end's timestamps")
    func continuousClockKeepsItsTime() {
        let clock = ContinuousTableClock()
        let before = clock.now
        clock.advance(to: .seconds(1_000_000))
        #expect(clock.now < before + .seconds(1_000))
    }
}
