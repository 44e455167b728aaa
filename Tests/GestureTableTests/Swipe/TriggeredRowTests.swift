import Testing
@testable import GestureTable

/// Handlers get the row and resolve it by identity (SPEC 8.5).
@Suite("Triggered row")
struct TriggeredRowTests {
    /// Two mails and a first-left action that keeps what it was given.
    final class Setup {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var triggered: [TriggeredRow<Mail>] = []

        init() throws {
            table = try GestureTable(rows: (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
            let keep = try SwipeAction<Mail>(title: "Keep", icon: "✓", color: .green, fraction: 0.25) { [unowned self] triggered in
                self.triggered.append(triggered)
            }
            let actions = try SwipeActions(firstLeft: keep)
            table.swipeActions = { _ in actions }
        }

        func swipe(row index: Int) {
            table.handle(.down(Point(x: 10, y: Double(index) + 0.5)))
            table.handle(.moved(Point(x: 20, y: Double(index) + 0.5)))
            table.handle(.moved(Point(x: 60, y: Double(index) + 0.5)))
            table.handle(.up(velocity: .zero))
        }
    }

    @Test("the handler receives the row value, its slot and its index")
    func receivesTheRow() throws {
        let setup = try Setup()
        setup.swipe(row: 2)
        let triggered = try #require(setup.triggered.first)
        #expect(triggered.row == Mail(id: 2, subject: "Mail 2"))
        #expect(triggered.slot == .firstLeft)
        #expect(triggered.index == 2)
    }

    @Test("a late resolution, after other rows came and went, acts on this row")
    func lateResolution() throws {
        let setup = try Setup()
        setup.swipe(row: 2)
        let triggered = try #require(setup.triggered.first)
        // As if an alert were up: the app deletes row 0 and inserts two rows meanwhile.
        try setup.table.deleteRow(at: 0, animation: .none)
        try setup.table.insertRow(Mail(id: 7, subject: "A"), at: 0, animation: .none)
        try setup.table.insertRow(Mail(id: 8, subject: "B"), at: 0, animation: .none)
        #expect(triggered.index == 3)
        try triggered.delete(animation: .none)
        #expect(setup.table.rows.map(\.id) == [8, 7, 1, 3])
    }

    @Test("resolving a row that has left throws rowNotFound and touches no other row")
    func goneRow() throws {
        let setup = try Setup()
        setup.swipe(row: 1)
        let triggered = try #require(setup.triggered.first)
        try setup.table.deleteRow(at: 1, animation: .none)
        #expect(triggered.index == nil)
        #expect { try triggered.pushAndDelete() } throws: { ($0 as? GestureTableError)?.code == .rowNotFound }
        #expect(setup.table.rows.map(\.id) == [0, 2, 3])
    }

    @Test("each verb of the triggered row resolves it", arguments: ["push", "delete", "pushAndDelete", "replace"])
    func verbs(_ verb: String) throws {
        let setup = try Setup()
        setup.swipe(row: 1)
        let triggered = try #require(setup.triggered.first)
        switch verb {
        case "push": try triggered.push()
        case "delete": try triggered.delete()
        case "pushAndDelete": try triggered.pushAndDelete()
        default: try triggered.replace()
        }
        setup.clock.advance(by: .seconds(2))
        setup.table.tick()
        let phase = try? setup.table.phase(ofRowAt: 1)
        switch verb {
        case "push": #expect(phase == .pushed)
        case "replace": #expect(phase == .rest)
        default: #expect(setup.table.rows.map(\.id) == [0, 2, 3])
        }
    }
}

/// A late resolution can change the row (SPEC 11.6): mark as read, then back to rest.
@Suite("Resolving a triggered row with a new value")
struct TriggeredRowUpdateTests {
    @Test("update puts the new value in the row and slides it back to rest, as one undo step")
    func update() throws {
        let setup = try TriggeredRowTests.Setup()
        var events: [TableEvent<Int>.Kind] = []
        setup.table.onEvent = { events.append($0.kind) }
        setup.swipe(row: 2)
        let triggered = try #require(setup.triggered.first)
        events = []
        try triggered.update(Mail(id: 2, subject: "read"))
        #expect(setup.table.rows[2] == Mail(id: 2, subject: "read"))
        #expect(events == [.update, .replace])
        setup.clock.advance(by: .seconds(2))
        setup.table.tick()
        #expect(try setup.table.phase(ofRowAt: 2) == .rest)
        // The step is named after the action whose handler made it.
        #expect(setup.table.undoActionName == "Keep")
        try setup.table.undo()
        #expect(setup.table.rows[2] == Mail(id: 2, subject: "Mail 2"))
        #expect(!setup.table.canUndo)
    }

    @Test("a value with another id throws invalidValue and changes nothing")
    func otherID() throws {
        let setup = try TriggeredRowTests.Setup()
        setup.swipe(row: 1)
        let triggered = try #require(setup.triggered.first)
        let before = setup.table.core.state
        #expect(throws: GestureTableError.self) { try triggered.update(Mail(id: 3, subject: "x")) }
        #expect(setup.table.core.state == before)
    }

    @Test("once the row has left, update throws rowNotFound and touches no other row")
    func goneRow() throws {
        let setup = try TriggeredRowTests.Setup()
        setup.swipe(row: 1)
        let triggered = try #require(setup.triggered.first)
        try setup.table.deleteRow(at: 1, animation: .none)
        let rows = setup.table.rows
        do {
            try triggered.update(Mail(id: 1, subject: "read"))
            Issue.record("expected rowNotFound")
        } catch {
            #expect(error.code == .rowNotFound)
        }
        #expect(setup.table.rows == rows)
    }
}
