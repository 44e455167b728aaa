import Testing
@testable import GestureTable

/// Each of the four slots fires its own action, on its own side, once.
@Suite("Action slots")
struct SlotTests {
    @Test("an offset uncovers the left side when positive, the right when negative, none at rest")
    func sideOfOffset() {
        #expect(SwipeSide(offset: 0.001) == .left)
        #expect(SwipeSide(offset: -0.001) == .right)
        #expect(SwipeSide(offset: 0) == nil)
        #expect(SwipeSide(offset: -0.0) == nil)
    }

    @Test("a drag past the slot's fraction highlights it and the release fires it once",
          arguments: ActionSlot.allCases)
    func slotFires(slot: ActionSlot) throws {
        let fixture = Fixture()
        let fraction = slot.side.sign * (slot.isFirst ? 0.4 : 0.8)
        fixture.swipe(row: 2, to: fraction)
        #expect(fixture.fired.count == 1)
        #expect(fixture.fired.first?.0 == slot)
        #expect(fixture.fired.first?.1 == 2)
        let events = fixture.takeEvents()
        #expect(events.last == "trigger \(slot) row 2")
        #expect(events.contains("highlight \(slot) row 2"))
        #expect(try fixture.table.phase(ofRowAt: 2) == .pending(slot))
    }

    @Test("a slot's action is shown on its side only", arguments: ActionSlot.allCases)
    func slotOnlyOnItsSide(slot: ActionSlot) {
        let fixture = Fixture(slots: [slot, ActionSlot(side: slot.side, isFirst: true)])
        // Dragging the other way never reaches it: the rubber band holds the row.
        fixture.swipe(row: 0, to: -slot.side.sign * 0.9)
        #expect(fixture.fired.isEmpty)
        #expect(abs((try? fixture.table.offset(ofRowAt: 0)) ?? 0) <= 0.1 * fixture.table.width)
    }

    @Test("the handler gets the row's current index after rows above were deleted")
    func handlerGetsCurrentIndex() throws {
        let fixture = Fixture()
        fixture.drag(row: 3, to: 0.4)
        try fixture.table.deleteRow(at: 0, animation: .none)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.1) == [2])
        #expect(fixture.table.rows[2].id == 3)
    }

    @Test("the uncovered area shows the first action dimmed below its fraction, then bright")
    func uncoveredAction() throws {
        let fixture = Fixture()
        fixture.drag(row: 0, to: -0.1)
        let dim = try #require(try fixture.table.presentation(ofRowAt: 0).action)
        #expect(dim.slot == .firstRight)
        #expect(!dim.isReached)
        fixture.dragHeld(to: -0.3)
        let bright = try #require(try fixture.table.presentation(ofRowAt: 0).action)
        #expect(bright.slot == .firstRight)
        #expect(bright.isReached)
        fixture.dragHeld(to: -0.75)
        #expect(try fixture.table.presentation(ofRowAt: 0).action?.slot == .secondRight)
    }

    @Test("a side and a slot name themselves without reflection, as messages need in Embedded Swift",
          arguments: SwipeSide.allCases)
    func names(side: SwipeSide) {
        #expect(side.description == side.rawValue)
        #expect(ActionSlot(side: side, isFirst: true).description == "first\(side.rawValue.prefix(1).uppercased())\(side.rawValue.dropFirst())")
    }
}
