import Testing
@testable import GestureTable

/// Full swipe: a reveal side with `fullSwipe` fires its outermost button when the row is
/// released strictly past 0.525 of its width.
@Suite("Full swipe")
struct FullSwipeTests {
    static func fullSwiping(fullSwipe: Bool = true) -> Fixture {
        Fixture(count: 8, leftStyle: .reveal(fullSwipe: fullSwipe), rightStyle: .reveal(fullSwipe: fullSwipe))
    }

    /// Presses row `index` at `x` and drags it by `distance` in one move (the slop is 1).
    static func drag(_ fixture: Fixture, row index: Int, by distance: Double) {
        let start: Double = distance < 0 ? 90 : 10
        fixture.table.handle(.down(Point(x: start, y: Double(index) + 0.5)))
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: start + distance, y: Double(index) + 0.5)))
    }

    struct Release: CustomTestStringConvertible, Sendable {
        var distance: Double
        var fires: ActionSlot?
        var testDescription: String { "released at \(distance) of 100: \(fires.map { "fires \($0)" } ?? "opens")" }
    }

    @Test("past means strictly past 0.525 of the width; at or below it the row opens", arguments: [
        Release(distance: -52.5, fires: nil), Release(distance: -52.6, fires: .firstRight),
        Release(distance: 52.5, fires: nil), Release(distance: 52.6, fires: .firstLeft),
        Release(distance: -40, fires: nil), Release(distance: -99, fires: .firstRight),
    ])
    func threshold(release: Release) throws {
        let fixture = Self.fullSwiping()
        Self.drag(fixture, row: 2, by: release.distance)
        fixture.table.handle(.up(velocity: .zero))
        if let slot = release.fires {
            #expect(fixture.fired.map(\.0) == [slot])
            #expect(fixture.fired.map(\.1) == [2])
            #expect(fixture.table.openRowIndex == nil)
            #expect(fixture.events.last?.description == "trigger \(slot) row 2")
        } else {
            #expect(fixture.fired.isEmpty)
            #expect(try fixture.table.openSide(ofRowAt: 2) == (release.distance < 0 ? .right : .left))
        }
    }

    @Test("without fullSwipe a release far past the point opens the row, as `.reveal` always did")
    func plainReveal() throws {
        let fixture = Self.fullSwiping(fullSwipe: false)
        #expect(SideStyle.reveal == .reveal(fullSwipe: false))
        Self.drag(fixture, row: 1, by: -95)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
        #expect(try fixture.table.presentation(ofRowAt: 1).action?.isFullSwipe == false)
    }

    @Test("past the point the outermost button is drawn stretched; back below it, no longer")
    func stretched() throws {
        let fixture = Self.fullSwiping()
        Self.drag(fixture, row: 3, by: -60)
        let past = try fixture.table.presentation(ofRowAt: 3)
        #expect(past.action == UncoveredAction(slot: .firstRight, icon: "f", color: .green, isReached: true, isFullSwipe: true))
        #expect(fixture.table.layout(height: 10)[3].presentation.action?.isFullSwipe == true)
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 90 - 50, y: 3.5)))
        let back = try fixture.table.presentation(ofRowAt: 3)
        #expect(back.action?.isFullSwipe == false)
        #expect(back.action?.slot == .firstRight)
    }

    @Test("the stretched button is drawn mirrored in a right-to-left layout")
    func rightToLeft() throws {
        let fixture = Fixture(count: 4, leftStyle: .reveal(fullSwipe: true), rightStyle: .trigger)
        fixture.table.layoutDirection = .rightToLeft
        // On screen the declared left side is on the right: a drag to the left uncovers it.
        Self.drag(fixture, row: 0, by: -70)
        #expect(try fixture.table.presentation(ofRowAt: 0).action?.slot == .firstLeft)
        #expect(try fixture.table.presentation(ofRowAt: 0).action?.isFullSwipe == true)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.0) == [.firstLeft])
    }

    @Test("a full swipe fires as a tap on the button would: the same handler, and its undo step")
    func sameAsTap() throws {
        let swiped = Self.fullSwiping()
        let tapped = Self.fullSwiping()
        for fixture in [swiped, tapped] {
            fixture.resolution[.firstRight] = { table, index in try table.deleteRow(at: index) }
        }
        Self.drag(swiped, row: 2, by: -80)
        swiped.table.handle(.up(velocity: .zero))
        try tapped.table.openRow(at: 2, side: .right)
        try tapped.table.activateButton(in: .firstRight, ofRowAt: 2)
        #expect(swiped.fired.map(\.0) == tapped.fired.map(\.0))
        #expect(swiped.events.last?.description == tapped.events.last?.description)
        for fixture in [swiped, tapped] {
            fixture.advance(1000)
            #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 3", "Mail 4", "Mail 5", "Mail 6", "Mail 7"])
            #expect(fixture.table.undoActionName == tapped.table.undoActionName)
            try fixture.table.undo()
            fixture.advance(1000)
            #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
            try fixture.table.redo()
            fixture.advance(1000)
            #expect(fixture.table.count == 7)
        }
    }

    @Test("the button fires highlighted, whatever the drag passed, as a trigger side's action does")
    func highlights() throws {
        let fixture = Self.fullSwiping()
        fixture.resolution[.firstRight] = { table, index in try table.replaceRow(at: index) }
        // Past the second action's fraction (0.7) too: it is let go as the first fires.
        Self.drag(fixture, row: 1, by: -80)
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(1000)
        let names = fixture.takeEvents()
        #expect(names.filter { $0.hasPrefix("highlight") || $0.hasPrefix("unhighlight") }
            == ["highlight secondRight row 1", "highlight firstRight row 1", "unhighlight secondRight row 1"])
        #expect(names.contains("trigger firstRight row 1"))
    }

    @Test("an open row dragged on past the point fires instead of staying open")
    func fromOpen() throws {
        let fixture = Self.fullSwiping()
        try fixture.table.openRow(at: 2, side: .right)
        fixture.advance(500)
        fixture.table.handle(.down(Point(x: 20, y: 2.5)))
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 0, y: 2.5)))
        fixture.table.handle(.moved(Point(x: -30, y: 2.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.0) == [.firstRight])
        #expect(fixture.table.openRowIndex == nil)
    }

    @Test("a second full swipe while the row settles back from the first fires again")
    func duringSettle() throws {
        let fixture = Self.fullSwiping()
        fixture.resolution[.firstRight] = { table, index in try table.replaceRow(at: index) }
        Self.drag(fixture, row: 4, by: -70)
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(40)
        #expect(try fixture.table.presentation(ofRowAt: 4).phase == .settling)
        let offset = try fixture.table.offset(ofRowAt: 4)
        #expect(offset < 0 && offset > -70)
        // Grabbed mid-animation, the row continues from where it is drawn.
        fixture.table.handle(.down(Point(x: 50, y: 4.5)))
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 50 - 60, y: 4.5)))
        #expect(try fixture.table.presentation(ofRowAt: 4).action?.isFullSwipe == true)
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(1000)
        #expect(fixture.fired.map(\.0) == [.firstRight, .firstRight])
        #expect(try fixture.table.offset(ofRowAt: 4) == 0)
    }

    @Test("a side whose outermost slot is empty has nothing to fire: it opens")
    func noOutermostButton() throws {
        let fixture = Fixture(count: 4, slots: [.secondRight], rightStyle: .reveal(fullSwipe: true))
        Self.drag(fixture, row: 0, by: -90)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
    }
}
