import Testing

@testable import GestureTable

/// The per-row states' store: a dictionary by id whose entries keep a slot while they exist.
@Suite("Row states by id and by slot")
struct RowStatesTests {
    func state(_ offset: Double) -> RowState {
        RowState(phase: .dragging, offset: .constant(offset))
    }

    @Test("A slot reaches its row's state, and misses once the state is removed")
    func slotMissesAfterRemoval() throws {
        var states = RowStates<Int>()
        states[1] = state(1)
        states[2] = state(2)
        let slot = try #require(states.slot(of: 1))
        #expect(states[slot]?.offset.to == 1)
        states[1] = nil
        #expect(states[slot] == nil)
        // The freed place goes to another row: the old slot still misses, it never finds row 3.
        states[3] = state(3)
        #expect(states[slot] == nil)
        states.slots.drag(slot, to: 30, highlighting: .firstLeft)
        #expect(states[3]?.offset.to == 3)
        #expect(states[3]?.offset.to == 3)
        #expect(states[2]?.offset.to == 2)
    }

    @Test("A slot misses after the last state goes and the store starts over")
    func slotMissesAfterStartingOver() throws {
        var states = RowStates<Int>()
        states[1] = state(1)
        let slot = try #require(states.slot(of: 1))
        states.removeValue(forKey: 1)
        #expect(states.isEmpty)
        states[7] = state(7)
        #expect(states[slot] == nil)
        #expect(states[try #require(states.slot(of: 7))]?.offset.to == 7)
    }

    @Test("The store keeps as many slots as the most states it held at once, however often it starts over")
    func slotsNeverOutgrowTheBusiestMoment() {
        var states = RowStates<Int>()
        for id in 0..<3 { states[id] = state(Double(id)) }
        for id in 0..<3 { states[id] = nil }
        #expect(states.slots.slotCount == 3)
        // A thousand short gestures, one row at a time: each starts the store over.
        for id in 0..<1000 {
            states[id] = state(1)
            states[id] = nil
        }
        #expect(states.slots.slotCount == 3)
        // Four rows at once: only the fourth slot is new.
        for id in 0..<4 { states[id] = state(Double(id)) }
        #expect(states.slots.slotCount == 4)
    }

    @Test("Writing through a slot changes that row only, and never adds a state")
    func writeThroughSlot() throws {
        var states = RowStates<Int>()
        states[1] = state(1)
        states[2] = state(2)
        let slot = try #require(states.slot(of: 2))
        states.slots.drag(slot, to: 20, highlighting: .secondRight)
        #expect(states[2]?.offset.to == 20)
        #expect(states[2]?.highlighted == .secondRight)
        #expect(states[1]?.offset.to == 1)
        states[2] = nil
        states.slots.drag(slot, to: 99, highlighting: nil)
        #expect(states.count == 1)
        #expect(states.values.map(\.offset.to) == [1])
    }

    @Test("Setting a row's state again keeps its slot")
    func replacingKeepsSlot() throws {
        var states = RowStates<Int>()
        states[5] = state(1)
        let slot = try #require(states.slot(of: 5))
        states[5] = state(2)
        #expect(states.slot(of: 5) == slot)
        #expect(states[slot]?.offset.to == 2)
    }

    @Test("Iteration, values, count and updateEach see exactly the rows with a state")
    func iteration() {
        var states = RowStates<Int>()
        for id in 0..<10 { states[id] = state(Double(id)) }
        for id in stride(from: 0, to: 10, by: 3) { states[id] = nil }
        states.updateEach { $0.offset = .constant($0.offset.to * 10) }
        var seen: [Int: Double] = [:]
        states.forEachState { id, state in seen[id] = state.offset.to }
        let expected = Dictionary(uniqueKeysWithValues: [1, 2, 4, 5, 7, 8].map { ($0, Double($0) * 10) })
        #expect(seen == expected)
        #expect(states.count == 6)
        #expect(states.values.count == 6)
    }
}

/// Drawing finds each moving row's state however many rows above the viewport also move.
@Suite("States of rows above and in the viewport")
struct PositionedStateTests {
    @Test("rows 0 and 2 pushed, scrolled past row 0: row 2 is drawn pushed")
    func pushedRowsAcrossTheTop() throws {
        let fixture = Fixture(count: 10)
        let table = fixture.table
        try table.pushRow(at: 0)
        try table.pushRow(at: 2)
        fixture.advance(1000)
        try table.scroll(by: 1)
        let laid = table.layout(height: 5)
        let second = try #require(laid.first { $0.row.id == 2 })
        #expect(second.presentation.offset == table.width)
        let first = try #require(laid.first { $0.row.id == 1 })
        #expect(first.presentation.offset == 0)
    }
}
