import Testing
@testable import GestureTable

/// Reveal mode: a side snaps open with its actions as buttons.
@Suite("Reveal mode")
struct RevealTests {
    static func revealing() -> Fixture {
        Fixture(count: 30, leftStyle: .trigger, rightStyle: .reveal)
    }

    @Test("releasing past the first fraction opens the row; nothing fires")
    func opens() throws {
        let fixture = Self.revealing()
        fixture.swipe(row: 1, to: -0.4)
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
        fixture.advance(250)
        // Two buttons of 0.25 each.
        #expect(try fixture.table.offset(ofRowAt: 1) == -50)
        #expect(fixture.takeEvents().suffix(2) == ["unhighlight firstRight row 1", "open row 1"])
        let buttons = try fixture.table.revealedButtons(ofRowAt: 1)
        #expect(buttons.map(\.slot) == [.secondRight, .firstRight])
        #expect(buttons.map(\.range) == [50..<75, 75..<100])
    }

    @Test("releasing below the first fraction closes it again")
    func belowFraction() throws {
        let fixture = Self.revealing()
        fixture.swipe(row: 1, to: -0.1)
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
    }

    @Test("activating a button runs its action once", arguments: [ActionSlot.firstRight, .secondRight])
    func button(slot: ActionSlot) throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 2, side: .right)
        try fixture.table.activateButton(in: slot, ofRowAt: 2)
        #expect(fixture.fired.map(\.0) == [slot])
        #expect(fixture.table.openRowIndex == nil)
    }

    @Test("a slot with no button on the open side cannot be activated", arguments: [ActionSlot.firstLeft, .secondLeft])
    func noButton(slot: ActionSlot) throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 2, side: .right)
        #expect { try fixture.table.activateButton(in: slot, ofRowAt: 2) } throws: {
            ($0 as? GestureTableError)?.code == .invalidState
        }
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.openSide(ofRowAt: 2) == .right)
    }

    @Test("a click on a button runs its action; on the content it closes the row")
    func clicks() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 2, side: .right)
        fixture.advance(300)
        fixture.table.handle(.down(Point(x: 90, y: 2.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.0) == [.firstRight])
        try fixture.table.replaceRow(at: 2)
        fixture.advance(500)
        try fixture.table.openRow(at: 3, side: .right)
        fixture.advance(300)
        fixture.table.handle(.down(Point(x: 10, y: 3.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(try fixture.table.openSide(ofRowAt: 3) == nil)
        #expect(fixture.events.last?.kind == .close)
    }

    @Test("one open row at a time: opening another closes the first")
    func exclusive() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.swipe(row: 4, to: -0.4)
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
        #expect(try fixture.table.openSide(ofRowAt: 4) == .right)
        #expect(fixture.takeEvents().filter { ["open", "close"].contains($0.split(separator: " ").first ?? "") }
            == ["open row 1", "close row 1", "open row 4"])
    }

    @Test("a tap on another row closes the open one; a swipe there goes on (one-step hand-off)")
    func touchElsewhere() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.table.handle(.down(Point(x: 50, y: 5.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.openRowIndex == nil)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.swipe(row: 5, to: 0.5)
        #expect(fixture.table.openRowIndex == nil)
        #expect(fixture.fired.map(\.0) == [.firstLeft])
    }

    @Test("scrolling closes the open row")
    func scrollCloses() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        try fixture.table.scroll(by: 3)
        #expect(fixture.table.openRowIndex == nil)
    }

    @Test("when scrolling does not close, the open state survives scrolling out of view and back")
    func survivesScrolling() throws {
        var configuration = TableConfiguration()
        configuration.closesOpenRowOnScroll = false
        let fixture = Fixture(count: 30, configuration: configuration, rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        try fixture.table.scroll(by: 15)
        #expect(!fixture.table.layout(height: 10).contains { $0.index == 1 })
        try fixture.table.insertRow(Mail(id: 100, subject: "Top"), at: 0, animation: .none)
        try fixture.table.scroll(by: -15)
        #expect(try fixture.table.openSide(ofRowAt: 2) == .right)
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
        let laidOut = try #require(fixture.table.layout(height: 10).first { $0.index == 2 })
        #expect(laidOut.presentation.offset == -50)
    }

    @Test("open and close from code emit the same events as the gesture")
    func fromCode() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 0, side: .right)
        try fixture.table.closeRow(at: 0)
        #expect(fixture.takeEvents() == ["open row 0", "close row 0"])
        #expect { try fixture.table.openRow(at: 0, side: .left) } throws: {
            ($0 as? GestureTableError)?.code == .invalidState
        }
    }

    @Test("a side can reveal content instead of buttons")
    func content() throws {
        let fixture = Fixture(rightStyle: .revealContent("Snoozed until 9:00"))
        fixture.swipe(row: 0, to: -0.4)
        #expect(try fixture.table.openSide(ofRowAt: 0) == .right)
        #expect(try fixture.table.revealedButtons(ofRowAt: 0).isEmpty)
        #expect(fixture.fired.isEmpty)
    }

    @Test("an open row dragged further and thrown back closes, unhighlighting what it reached")
    func thrownBack() throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        _ = fixture.takeEvents()
        fixture.drag(row: 1, to: -0.1)
        #expect(fixture.takeEvents() == ["highlight firstRight row 1"])
        fixture.table.handle(.up(velocity: Velocity(dx: 300, dy: 0)))
        #expect(fixture.takeEvents() == ["close row 1", "unhighlight firstRight row 1", "replace row 1"])
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        #expect(fixture.fired.isEmpty)
    }

    @Test("a side revealing content opens to half the row, or to its first fraction up to 0.9", arguments: [
        (fraction: 0.25, offset: -50.0), (fraction: 0.6, offset: -60), (fraction: 0.95, offset: -90),
    ])
    func contentOpenOffset(fraction: Double, offset: Double) throws {
        let fixture = Fixture(
            slots: [.firstRight], fractions: [.firstRight: fraction], rightStyle: .revealContent("Snoozed"))
        try fixture.table.openRow(at: 0, side: .right)
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 0) == offset)
    }

    @Test("a side of buttons opens to its first fraction once per button, up to 0.9", arguments: [
        (fraction: 0.4, offset: -80.0), (fraction: 0.45, offset: -90), (fraction: 0.5, offset: -90), (fraction: 0.8, offset: -90),
    ])
    func buttonsOpenOffset(fraction: Double, offset: Double) throws {
        let fixture = Fixture(
            slots: [.firstRight, .secondRight], fractions: [.firstRight: fraction, .secondRight: 0.9], rightStyle: .reveal)
        try fixture.table.openRow(at: 0, side: .right)
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 0) == offset)
    }

    @Test("an open row dragged back and let go stays open short of half its opening, closes past it",
          arguments: [(back: 20.0, staysOpen: true), (back: 24.0, staysOpen: true), (back: 26.0, staysOpen: false), (back: 30.0, staysOpen: false)])
    func draggedBack(back: Double, staysOpen: Bool) throws {
        let fixture = Self.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(500)
        #expect(try fixture.table.offset(ofRowAt: 1) == -50)
        fixture.table.handle(.down(Point(x: 50, y: 1.5)))
        var x = 50.0
        while x < 50 + back {
            x = min(x + 2, 50 + back)
            fixture.advance(8)
            fixture.table.handle(.moved(Point(x: x, y: 1.5)))
        }
        fixture.advance(200)
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(500)
        #expect(try fixture.table.openSide(ofRowAt: 1) == (staysOpen ? .right : nil))
    }

    @Test("an open row dragged across to a revealing side with no actions closes on release")
    func draggedToEmptySide() throws {
        let fixture = Fixture(slots: [.firstRight, .secondRight], leftStyle: .reveal, rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        _ = fixture.takeEvents()
        fixture.swipe(row: 1, to: 0.8)
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
        #expect(fixture.table.openRowIndex == nil)
        // Dragged back through its first fraction it highlights on the way; released, it closes
        // and goes back to rest, as a row released on a side that does not reveal.
        #expect(fixture.takeEvents() == [
            "highlight firstRight row 1", "unhighlight firstRight row 1", "close row 1", "replace row 1",
        ])
        fixture.advance(500)
        #expect(try fixture.table.phase(ofRowAt: 1) == .rest)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
    }
}

/// A press on an open row waits for a tap or a drag: it never arms the long press that lifts.
@Suite("No long press on an open row")
struct OpenRowLongPressTests {
    @Test func noDeadline() throws {
        let fixture = RevealTests.revealing()
        fixture.swipe(row: 1, to: -0.4)
        fixture.advance(1_000)
        #expect(fixture.table.nextDeadline == nil)
        fixture.table.handle(.down(Point(x: 10, y: try fixture.table.yOfRow(at: 1) + 0.5)))
        #expect(fixture.table.nextDeadline == nil)
        fixture.advance(600)
        #expect(!fixture.table.isReordering)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
    }
}

/// An open row dragged back to exactly half its open offset stays open, and one thrown back at
/// exactly the flick velocity stays open too: only a release above it closes the row (SPEC).
@Suite("Open row release boundaries")
struct OpenRowReleaseBoundaryTests {
    // One action of 0.25: open at 25 units, so half is 12.5, well below the highlight.
    @Test(arguments: [(drag: 0.125, open: true), (drag: 0.15, open: false)])
    func halfway(drag: Double, open: Bool) throws {
        let fixture = Fixture(slots: [.firstLeft, .firstRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        fixture.drag(row: 1, to: drag)
        fixture.table.handle(.up(velocity: .zero))
        #expect(try fixture.table.openSide(ofRowAt: 1) == (open ? .right : nil))
    }

    @Test(arguments: [(speed: 200.0, closes: false), (speed: 201.0, closes: true)])
    func flickBackAtAndAboveTheFlickVelocity(speed: Double, closes: Bool) throws {
        let fixture = RevealTests.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        fixture.drag(row: 1, to: 0.05)
        // Two widths a second toward rest is exactly the configured flick velocity.
        fixture.table.handle(.up(velocity: Velocity(dx: speed, dy: 0)))
        #expect(try fixture.table.openSide(ofRowAt: 1) == (closes ? nil : .right))
    }
}

/// A revealing side with one action opens by that action's fraction, not by two.
@Suite("Reveal with a single action")
struct SingleActionRevealTests {
    @Test func opensByOneFraction() throws {
        let fixture = Fixture(slots: [.firstLeft, .firstRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        #expect(try fixture.table.offset(ofRowAt: 1) == -25)
        #expect(try fixture.table.revealedButtons(ofRowAt: 1).map(\.range) == [75..<100])
    }
}
