import Testing
@testable import GestureTable

/// Handlers and completions may call any verb, now or later.
@Suite("Re-entrancy")
struct ReentrancyTests {
    @Test("a trigger that deletes another row and replaces its own")
    func deleteAnother() throws {
        let fixture = Fixture()
        fixture.resolution[.firstLeft] = { table, index in
            try table.deleteRow(at: 0)
            try table.replaceRow(at: index - 1)
        }
        fixture.swipe(row: 3, to: 0.5)
        #expect(fixture.titles == ["Mail 1", "Mail 2", "Mail 3", "Mail 4"])
        #expect(try fixture.table.phase(ofRowAt: 2) == .settling)
        #expect(fixture.takeEvents().suffix(3) == ["trigger firstLeft row 3", "delete row 0", "replace row 2"])
        fixture.advance(500)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("a trigger that inserts a row above its own")
    func insertAbove() throws {
        let fixture = Fixture()
        fixture.resolution[.firstRight] = { table, index in
            try table.insertRow(Mail(id: 50, subject: "Inserted"), at: 0)
            try table.pushAndDeleteRow(at: index + 1)
        }
        fixture.swipe(row: 2, to: -0.5)
        #expect(fixture.titles == ["Inserted", "Mail 0", "Mail 1", "Mail 3", "Mail 4"])
    }

    @Test("a trigger that resolves its row later, from a completion")
    func resolveLater() throws {
        let fixture = Fixture()
        fixture.resolution[.secondLeft] = { table, index in
            let id = table.rows[index].id
            try table.pushRow(at: index) {
                try? table.deleteRow(withID: id, animation: .fade) {
                    try? table.insertRow(Mail(id: 99, subject: "Again"), at: 0)
                }
            }
        }
        fixture.swipe(row: 1, to: 0.8)
        fixture.advance(260)
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
        fixture.advance(260)
        #expect(fixture.titles == ["Again", "Mail 0", "Mail 2", "Mail 3", "Mail 4"])
        // The chained verbs run at the instant the previous animation ended, not at the tick.
        let trigger = try #require(fixture.events.first { $0.kind == .trigger })
        let delete = try #require(fixture.events.first { $0.kind == .delete })
        let insert = try #require(fixture.events.first { $0.kind == .insert })
        #expect(delete.time == trigger.time + .milliseconds(250))
        #expect(insert.time == trigger.time + .milliseconds(500))
    }

    @Test("a handler that throws puts the row back and reports the error")
    func handlerThrows() throws {
        struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
        let fixture = Fixture()
        fixture.resolution[.firstLeft] = { _, _ in throw Refused() }
        fixture.swipe(row: 0, to: 0.5)
        #expect(fixture.takeEvents().suffix(3) == ["trigger firstLeft row 0", "action-failed \"refused\" firstLeft row 0", "replace row 0"])
        #expect(try fixture.table.phase(ofRowAt: 0) == .settling)
    }

    @Test("the handler runs exactly once per release")
    func once() {
        let fixture = Fixture()
        fixture.resolution[.firstLeft] = { table, index in try table.replaceRow(at: index) }
        fixture.swipe(row: 0, to: 0.5)
        fixture.advance(1000)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.count == 1)
    }

    @Test("an action whose row leaves before its handler's turn does not run")
    func rowLeavesBeforeHandler() throws {
        let fixture = Fixture()
        let record = fixture.table.onEvent
        fixture.table.onEvent = { [unowned fixture] event in
            record?(event)
            if event.kind == .trigger, let index = event.index { try? fixture.table.deleteRow(at: index) }
        }
        fixture.swipe(row: 1, to: 0.5)
        #expect(fixture.fired.isEmpty)
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
        #expect(fixture.takeEvents().suffix(2) == ["trigger firstLeft row 1", "delete firstLeft row 1"])
    }

    @Test("queued events and actions hold no reference to the table")
    func tableIsFreed() throws {
        weak var freed: GestureTable<Mail>?
        do {
            let clock = VirtualClock()
            let table = try GestureTable(rows: (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
            let delete = try SwipeAction<Mail>(icon: "x", color: .red, fraction: 0.25) { triggered in
                try triggered.delete()
            }
            let actions = try SwipeActions(firstLeft: delete)
            table.swipeActions = { _ in actions }
            var events = 0
            table.onEvent = { _ in events += 1 }
            table.onRowChange = { _ in events += 1 }
            table.handle(.down(Point(x: 10, y: 0.5)))
            for x in stride(from: 15.0, through: 60, by: 5) { table.handle(.moved(Point(x: x, y: 0.5))) }
            table.handle(.up(velocity: .zero))
            clock.advance(by: .seconds(1))
            table.tick()
            #expect(table.rows.map(\.id) == [1, 2])
            #expect(events > 0)
            freed = table
        }
        #expect(freed == nil)
    }
}
