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

/// The named colors are PDGestureTableView's flat palette, to the unit.
@Suite("Action palette")
struct ActionPaletteTests {
    @Test(arguments: [
        (ActionColor.green, "green", 85, 213, 80), (.red, "red", 232, 61, 14), (.yellow, "yellow", 254, 217, 56),
        (.brown, "brown", 206, 149, 98), (.blue, "blue", 52, 152, 219), (.orange, "orange", 243, 156, 18),
        (.purple, "purple", 155, 89, 182), (.gray, "gray", 149, 165, 166),
    ])
    func components(color: ActionColor, name: String, red: Int, green: Int, blue: Int) {
        #expect([Int(color.red), Int(color.green), Int(color.blue)] == [red, green, blue])
        #expect(color.description == name)
    }

    @Test("every named color is a color of its own, and knows its name", arguments: ActionColor.Name.allCases)
    func names(name: ActionColor.Name) {
        let color = ActionColor(name)
        #expect(color.name == name)
        #expect(color.description == name.rawValue)
        #expect(ActionColor.Name.allCases.filter { ActionColor($0) == color } == [name])
    }

    @Test("a color that is no preset describes itself in hex")
    func hex() {
        #expect(ActionColor(red: 1, green: 171, blue: 255).description == "#01abff")
    }
}

/// An offset of zero uncovers no side: a row brought back to rest and thrown fires nothing.
@Suite("Zero offset uncovers nothing")
struct ZeroOffsetSideTests {
    @Test(arguments: [500.0, -500.0])
    func throwFromRest(velocity: Double) throws {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.1)
        fixture.dragHeld(to: 0)
        #expect(try fixture.table.presentation(ofRowAt: 0).uncoveredSide == nil)
        fixture.table.handle(.up(velocity: Velocity(dx: velocity, dy: 0)))
        #expect(fixture.fired.isEmpty)
        #expect(SwipeSide(offset: 0) == nil)
    }
}

extension ZeroOffsetSideTests {
    @Test("any offset off rest, however small, uncovers the first action of its side, not yet reached",
          arguments: [1.0, -1.0, 0.5, 1e-9, 2.0])
    func smallOffsetUncovers(offset: Double) throws {
        let fixture = Fixture()
        try fixture.table.dragRow(at: 0, toOffset: offset)
        let action = try #require(try fixture.table.presentation(ofRowAt: 0).action)
        #expect(action.slot == (offset > 0 ? .firstLeft : .firstRight))
        #expect(!action.isReached)
        try fixture.table.dragRow(at: 0, toOffset: 0)
        #expect(try fixture.table.presentation(ofRowAt: 0).action == nil)
    }
}

/// A row's actions are empty only with no action on either side.
@Suite("Empty actions")
struct EmptyActionsTests {
    @Test func emptiness() throws {
        let action = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.3) { _ in }
        #expect(SwipeActions<Mail>.none.isEmpty)
        #expect(!(try SwipeActions(firstLeft: action)).isEmpty)
        #expect(!(try SwipeActions(firstRight: action)).isEmpty)
        #expect(!(try SwipeActions(firstLeft: action, firstRight: action)).isEmpty)
    }
}

extension SlotTests {
    @Test("with only a first action on a side, a drag past the whole width highlights that one", arguments: [SwipeSide.left, .right])
    func onlyFirstAction(side: SwipeSide) {
        let first = ActionSlot(side: side, isFirst: true)
        let fixture = Fixture(slots: [first])
        fixture.drag(row: 0, to: side.sign * 1.2)
        #expect(fixture.takeEvents().filter { $0.hasPrefix("highlight") } == ["highlight \(first) row 0"])
    }
}
