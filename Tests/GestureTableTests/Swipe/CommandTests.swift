import Testing
@testable import GestureTable

/// Every gesture outcome is also a command, emitting the same events.
@Suite("Commands")
struct CommandTests {
    @Test("triggering a slot by command emits what the gesture emits", arguments: ActionSlot.allCases)
    func triggerEqualsGesture(slot: ActionSlot) throws {
        let gesture = Fixture()
        let fraction = gesture.table.swipeActions(gesture.table.rows[0]).fraction(of: slot) ?? 0
        // The gesture: straight past the fraction in one move, release at rest.
        gesture.table.handle(.down(Point(x: 50, y: 0.5)))
        gesture.table.handle(.moved(Point(x: 50 + slot.side.sign * (fraction + 0.001) * 100, y: 0.5)))
        gesture.table.handle(.up(velocity: .zero))
        let command = Fixture()
        try command.table.triggerAction(in: slot, ofRowAt: 0)
        #expect(command.takeEvents() == gesture.takeEvents())
        #expect(command.fired.map(\.0) == gesture.fired.map(\.0))
    }

    @Test("stepping toward a side highlights each action in turn, then release fires")
    func steps() throws {
        let fixture = Fixture()
        try fixture.table.stepRow(at: 1, side: .right)
        #expect(try fixture.table.highlightedSlot(ofRowAt: 1) == .firstRight)
        try fixture.table.stepRow(at: 1, side: .right)
        #expect(try fixture.table.highlightedSlot(ofRowAt: 1) == .secondRight)
        #expect { try fixture.table.stepRow(at: 1, side: .right) } throws: {
            ($0 as? GestureTableError)?.code == .invalidState
        }
        try fixture.table.stepRow(at: 1, side: .left)
        #expect(try fixture.table.highlightedSlot(ofRowAt: 1) == .firstRight)
        try fixture.table.releaseRow(at: 1)
        #expect(fixture.fired.map(\.0) == [.firstRight])
    }

    @Test("stepping back to rest and releasing fires nothing")
    func stepBack() throws {
        let fixture = Fixture()
        try fixture.table.stepRow(at: 0, side: .left)
        try fixture.table.stepRow(at: 0, side: .right)
        try fixture.table.releaseRow(at: 0)
        #expect(fixture.fired.isEmpty)
        #expect(fixture.takeEvents() == ["highlight firstLeft row 0", "unhighlight firstLeft row 0"])
    }

    @Test("peek nudges the row out and back without firing")
    func peek() throws {
        let fixture = Fixture()
        try fixture.table.peekRow(at: 2, side: .right)
        fixture.advance(250)
        #expect(try fixture.table.offset(ofRowAt: 2) < 0)
        fixture.advance(600)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.fired.isEmpty)
    }

    @Test("releasing a row that is not dragged throws")
    func releaseNotDragged() {
        let fixture = Fixture()
        #expect { try fixture.table.releaseRow(at: 0) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
    }
}
