import Testing
@testable import GestureTable

/// A right-to-left layout mirrors every side and slot.
@Suite("Layout direction")
struct LayoutDirectionTests {
    @Test("in right-to-left, each slot fires on the mirrored side", arguments: ActionSlot.allCases)
    func mirrored(slot: ActionSlot) {
        let fixture = Fixture()
        fixture.table.layoutDirection = .rightToLeft
        // The leading (declared left) actions now sit on the right: a drag to the left fires them.
        let fraction = slot.side.opposite.sign * (slot.isFirst ? 0.4 : 0.8)
        fixture.swipe(row: 0, to: fraction)
        // Slots are reported as declared, sides as on screen.
        #expect(fixture.fired.first?.0 == slot)
        #expect(fixture.takeEvents().last == "trigger \(slot) row 0")
    }

    @Test("a command names the declared slot in a right-to-left layout too")
    func command() throws {
        let fixture = Fixture()
        fixture.table.layoutDirection = .rightToLeft
        try fixture.table.triggerAction(in: .firstLeft, ofRowAt: 1)
        #expect(fixture.fired.first?.0 == .firstLeft)
        #expect(try fixture.table.offset(ofRowAt: 1) < 0)
    }

    @Test("mirroring twice is the identity")
    func involution() {
        for slot in ActionSlot.allCases { #expect(slot.mirrored.mirrored == slot) }
    }
}

/// Changing the layout direction mirrors rows that are moving.
@Suite("Layout direction change")
struct LayoutDirectionChangeTests {
    @Test("a pushed row keeps its declared action and moves to the mirrored side")
    func pushedRowMirrors() throws {
        let fixture = Fixture()
        fixture.resolution[.firstLeft] = { table, index in try table.pushRow(at: index) }
        fixture.swipe(row: 0, to: 0.4)
        fixture.advance(300)
        #expect(try fixture.table.offset(ofRowAt: 0) == 100)
        fixture.table.layoutDirection = .rightToLeft
        #expect(try fixture.table.offset(ofRowAt: 0) == -100)
        let action = try #require(try fixture.table.presentation(ofRowAt: 0).action)
        #expect(action.slot == .firstLeft)
        #expect(action.icon == "f")
        #expect(try fixture.table.phase(ofRowAt: 0) == .pushed)
    }
}
