import Testing

@testable import GestureTable

/// SPEC 12.2: changes the user did not make (a server's sync, a read flag) make no undo step,
/// are reported with origin `.external`, and leave the steps to undo and redo usable.
@Suite("Changes without an undo step")
struct ChangesWithoutUndoTests {
    /// Five mails, an app's array kept by the change stream, and the origins it was told.
    final class App {
        let table: GestureTable<Mail>
        var rows: [Mail]
        var origins: [ChangeOrigin] = []

        init() {
            rows = (0..<5).map { Mail(id: $0, subject: "Mail \($0)") }
            table = GestureTable(numberedRows: rows, width: 100, clock: VirtualClock())
            table.onRowChange = { [unowned self] change in
                change.apply(to: &rows)
                origins.append(change.origin)
            }
        }

        var ids: [Int] { table.rows.map(\.id) }
    }

    /// A change of each verb that takes `registersUndo`, made without a step.
    static let changes: [String: @Sendable (GestureTable<Mail>) throws -> Void] = [
        "insert": { try $0.insertRow(Mail(id: 9, subject: "New"), at: 0, animation: .none, registersUndo: false) },
        "delete": { try $0.deleteRow(at: 3, animation: .none, registersUndo: false) },
        "deleteByID": { try $0.deleteRow(withID: 3, animation: .none, registersUndo: false) },
        "move": { try $0.moveRow(at: 3, to: 0, registersUndo: false) },
        "update": { try $0.updateRow(at: 0, with: Mail(id: 0, subject: "read"), registersUndo: false) },
        "setRows": { table in
            var rows = table.rows
            rows.insert(Mail(id: 9, subject: "New"), at: 0)
            rows[3].subject = "read"
            try table.setRows(rows, animation: .none, registersUndo: false)
        },
        "setSections": { table in
            try table.setSections(
                [TableSection(id: "s", title: "Synced", rows: Array(table.rows.reversed()))], animation: .none, registersUndo: false)
        },
        "updateSection": { try $0.updateSection(at: 0, title: "Synced", registersUndo: false) },
    ]

    @Test("no step: what was undoable and redoable stays, and every change says .external",
          arguments: changes.keys.sorted())
    func noStep(change: String) throws {
        let app = App()
        try app.table.deleteRow(at: 1, animation: .none)
        try app.table.moveRow(at: 0, to: 2)
        try app.table.undo()
        #expect(app.table.undoActionName == "Delete")
        #expect(app.table.redoActionName == "Move")
        app.origins.removeAll()
        try Self.changes[change]?(app.table)
        #expect(app.origins.allSatisfy { $0 == .external })
        #expect(app.rows == app.table.rows)
        #expect(app.table.undoActionName == "Delete")
        #expect(app.table.redoActionName == "Move")
        try app.table.redo()
        try app.table.undo()
        try app.table.undo()
        #expect(app.table.rows.contains { $0.id == 1 })
        #expect(app.rows == app.table.rows)
        #expect(!app.table.canUndo)
    }

    @Test("a deleted row comes back between the same neighbours after rows were inserted above it")
    func deletionRebased() throws {
        let app = App()
        try app.table.deleteRow(at: 2, animation: .none)
        try app.table.insertRow(Mail(id: 9, subject: "New"), at: 0, animation: .none, registersUndo: false)
        try app.table.insertRow(Mail(id: 8, subject: "New"), at: 1, animation: .none, registersUndo: false)
        try app.table.undo()
        #expect(app.ids == [9, 8, 0, 1, 2, 3, 4])
    }

    @Test("a step about a row the sync removed is dropped; the steps before it stay")
    func stepOfRemovedRowDropped() throws {
        let app = App()
        try app.table.deleteRow(at: 0, animation: .none)
        try app.table.updateRow(at: 1, with: Mail(id: 2, subject: "edited"))
        try app.table.setRows(app.table.rows.filter { $0.id != 2 }, animation: .none, registersUndo: false)
        #expect(app.table.undoActionName == "Delete")
        try app.table.undo()
        #expect(app.ids == [0, 1, 3, 4])
        #expect(app.rows == app.table.rows)
    }

    @Test("a row the sync brings back ends the step that would have brought it back")
    func deletionOfReturnedRowDropped() throws {
        let app = App()
        try app.table.moveRow(at: 4, to: 0)
        try app.table.deleteRow(at: 1, animation: .none)
        try app.table.insertRow(Mail(id: 0, subject: "Mail 0"), at: 0, animation: .none, registersUndo: false)
        #expect(app.table.undoActionName == "Move")
        try app.table.undo()
        #expect(app.rows == app.table.rows)
    }

    @Test("a section the user added that the sync put a row in is not taken away; the steps before stay")
    func sectionWithSyncedRowKept() throws {
        let app = App()
        try app.table.deleteRow(at: 0, animation: .none)
        try app.table.insertSection(TableSection(id: "new", title: "New", rows: []), at: 1)
        try app.table.insertRow(Mail(id: 9, subject: "Synced"), at: 4, animation: .none, registersUndo: false)
        #expect(try app.table.numberOfRows(inSection: 1) == 1)
        #expect(app.table.undoActionName == "Delete")
        try app.table.undo()
        #expect(app.table.numberOfSections == 2)
        #expect(app.ids == [0, 1, 2, 3, 4, 9])
        #expect(app.rows == app.table.rows)
    }

    @Test("a refresh without a step during a lift: the lift goes on, and undo after it stays exact")
    func duringLift() throws {
        let app = App()
        try app.table.deleteRow(at: 0, animation: .none)
        try app.table.liftRow(at: 3)
        try app.table.moveLiftedRow(by: -3)
        // The server's order, the lifted row where it rests.
        try app.table.setRows(
            [9, 1, 2, 3, 4].map { Mail(id: $0, subject: $0 == 9 ? "New" : "Mail \($0)") }, animation: .none, registersUndo: false)
        #expect(app.table.isReordering)
        #expect(app.table.liftedRowIndex == 0)
        try app.table.cancelLift()
        #expect(app.ids == [9, 1, 2, 3, 4])
        #expect(!app.table.canRedo)
        try app.table.undo()
        #expect(app.ids == [0, 9, 1, 2, 3, 4])
        #expect(app.rows == app.table.rows)
    }
}
