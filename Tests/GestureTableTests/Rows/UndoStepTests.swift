import Testing
@testable import GestureTable

/// Undo is a step of the user's (SPEC 8.6).
@Suite("Undo steps")
struct UndoStepTests {
    @Test("a batch is one undo step")
    func batchIsOneStep() throws {
        let fixture = Fixture()
        try fixture.table.performBatchUpdates {
            try fixture.table.deleteRow(at: 0)
            try fixture.table.moveRow(at: 0, to: 2)
            try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 1)
        }
        #expect(fixture.titles == ["Mail 2", "New", "Mail 3", "Mail 1", "Mail 4"])
        try fixture.table.undo()
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4"])
        #expect(!fixture.table.canUndo)
    }

    @Test("a step naming a section the table no longer has is refused with invalidState and stays, changing nothing",
          arguments: ["retitle", "move from", "move to", "insertion"])
    func stepOfGoneSection(kind: String) throws {
        let table = try GestureTable(
            sections: [TableSection(title: "A", rows: [Mail(id: 0, subject: "a")]), TableSection(title: "B", rows: [])],
            width: 100, clock: VirtualClock())
        // No verb leaves such a step (every change is recorded): the history is written here.
        let change: TableCore<Mail>.HistoryEntry = switch kind {
        case "retitle": .sectionUpdate(at: 2, previousTitle: "C")
        case "move from": .sectionMove(from: 2, to: 0)
        case "move to": .sectionMove(from: 0, to: 2)
        default: .sectionInsertion(at: 2)
        }
        table.core.state.history = [[change]]
        let sections = table.sections
        #expect { try table.undo() } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect(table.sections == sections)
        #expect(table.sections.map(\.title) == ["A", "B"])
        #expect(table.canUndo)
    }

    @Test("the history length is configurable and the oldest steps are forgotten")
    func limit() throws {
        var configuration = TableConfiguration()
        configuration.undoLimit = 2
        let fixture = Fixture(count: 5, configuration: configuration)
        for _ in 0..<3 { try fixture.table.deleteRow(at: 0) }
        try fixture.table.undo()
        try fixture.table.undo()
        #expect(!fixture.table.canUndo)
        #expect(fixture.titles == ["Mail 1", "Mail 2", "Mail 3", "Mail 4"])
    }

    @Test("undo while a row is lifted takes the step back and the lift goes on")
    func whileLifted() throws {
        let fixture = Fixture()
        try fixture.table.deleteRow(at: 0)
        try fixture.table.liftRow(at: 0)
        try fixture.table.undo()
        #expect(fixture.table.liftedRowIndex == 1)
        #expect(!fixture.table.canUndo)
        try fixture.table.cancelLift()
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4"])
    }

    @Test("lowering the limit forgets the oldest steps at once; the newest stay undoable", arguments: [0, 1, 2, 4, 5, 6])
    func lowered(limit: Int) throws {
        let fixture = Fixture(count: 6)
        for _ in 0..<5 { try fixture.table.deleteRow(at: 0) }
        fixture.table.configuration.undoLimit = limit
        #expect(fixture.table.canUndo == (limit > 0))
        for _ in 0..<min(limit, 5) { try fixture.table.undo() }
        #expect(!fixture.table.canUndo)
        #expect { try fixture.table.undo() } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        // The newest `limit` deletions came back, the oldest did not.
        #expect(fixture.titles == (5 - min(limit, 5)..<6).map { "Mail \($0)" })
    }

    @Test("raising the limit again brings no forgotten step back")
    func raisedAgain() throws {
        let fixture = Fixture(count: 4)
        for _ in 0..<3 { try fixture.table.deleteRow(at: 0) }
        fixture.table.configuration.undoLimit = 1
        fixture.table.configuration.undoLimit = 32
        try fixture.table.undo()
        #expect(!fixture.table.canUndo)
        #expect(fixture.titles == ["Mail 2", "Mail 3"])
    }

    @Test("undo limit 0 turns undo off")
    func off() throws {
        var configuration = TableConfiguration()
        configuration.undoLimit = 0
        let fixture = Fixture(count: 3, configuration: configuration)
        try fixture.table.deleteRow(at: 0)
        #expect(!fixture.table.canUndo)
    }
}
