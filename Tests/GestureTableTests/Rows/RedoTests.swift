import Testing

@testable import GestureTable

/// Redo does again what undo took back (SPEC 11.5): the same changes, reported with their
/// origin, so that an app's model and a server that follows the change stream stay in step.
@Suite("Redo")
struct RedoTests {
    /// A table of five mails in two sections, Now (0, 1, 2) and Later (3, 4), and an app
    /// model kept by the change streams, flat and sectioned, with each change's origin.
    final class Model {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var rows: [Mail]
        var origins: [ChangeOrigin] = []
        var sections: [TableSection<Mail>]
        var sectionedOrigins: [ChangeOrigin] = []

        init() throws {
            let mails = (0..<5).map { Mail(id: $0, subject: "Mail \($0)") }
            table = try GestureTable(
                sections: [TableSection(title: "Now", rows: Array(mails[0..<3])), TableSection(title: "Later", rows: Array(mails[3...]))],
                width: 100, clock: clock)
            rows = table.rows
            sections = table.sections
            table.onRowChange = { [unowned self] change in
                change.apply(to: &rows)
                origins.append(change.origin)
            }
            table.onSectionedRowChange = { [unowned self] change in
                change.apply(to: &sections)
                sectionedOrigins.append(change.origin)
            }
        }

        /// Checks that the model follows the table, and returns the origins reported since the
        /// last call, flat and sectioned.
        func takeOrigins() -> [ChangeOrigin] {
            #expect(rows == table.rows)
            #expect(sections == table.sections)
            defer {
                origins = []
                sectionedOrigins = []
            }
            return origins + sectionedOrigins
        }
    }

    /// One change of each kind an app makes, by name, with the name an Undo menu gives it.
    static let changes: [String: (name: String, make: @Sendable (GestureTable<Mail>) throws -> Void)] = [
        "delete": ("Delete", { try $0.deleteRow(at: 1) }),
        "delete several": ("Delete", { try $0.deleteRows(at: [0, 3]) }),
        "insert": ("Insert", { try $0.insertRow(Mail(id: 9, subject: "New"), at: 2) }),
        "move": ("Move", { try $0.moveRow(at: 0, to: 3) }),
        "update": ("Update", { try $0.updateRow(at: 4, with: Mail(id: 4, subject: "read")) }),
        "batch": ("Changes", { table in
            try table.performBatchUpdates { () throws(GestureTableError) in
                try table.deleteRow(at: 0)
                try table.moveRow(at: 0, to: 2)
                try table.insertRow(Mail(id: 9, subject: "New"), at: 1)
            }
        }),
        "setRows": ("Changes", { table in
            try table.setRows([Mail(id: 4, subject: "Mail 4"), Mail(id: 2, subject: "two"), Mail(id: 7, subject: "Seven")])
        }),
        "insert a section": ("Insert", { table in
            try table.insertSection(TableSection(title: "New", rows: [Mail(id: 9, subject: "Nine")]), at: 0)
        }),
        "delete a section": ("Delete", { try $0.deleteSection(at: 0) }),
        "move a section": ("Move", { try $0.moveSection(at: 0, to: 1) }),
        "retitle a section": ("Update", { try $0.updateSection(at: 1, title: "Later") }),
        "setSections": ("Changes", { table in
            try table.setSections([
                TableSection(title: "Later", rows: [Mail(id: 3, subject: "Mail 3"), Mail(id: 0, subject: "Mail 0")]),
                TableSection(title: "Now", rows: [Mail(id: 1, subject: "one"), Mail(id: 8, subject: "Eight")]),
            ])
        }),
        "drop": ("Move", { table in
            try table.liftRow(at: 1)
            try table.moveLiftedRow(by: 2)
            try table.dropLiftedRow()
        }),
    ]

    @Test("undo then redo of each kind of change: the rows after the change, an app's model in step", arguments: changes.keys.sorted())
    func redoEachKind(kind: String) throws {
        let model = try Model()
        let change = try #require(Self.changes[kind])
        let before = model.table.rows
        try change.make(model.table)
        let after = model.table.rows
        // A lifted row's provisional moves (a drop's hops) are `.lift`; every other change `.edit`.
        #expect(model.takeOrigins().allSatisfy { $0 == .edit || $0 == .lift })
        #expect(model.table.undoActionName == change.name)
        #expect(!model.table.canRedo)

        try model.table.undo()
        #expect(model.table.rows == before)
        #expect(model.takeOrigins().allSatisfy { $0 == .undo })
        #expect(model.table.canRedo)
        #expect(model.table.redoActionName == change.name)

        try model.table.redo()
        #expect(model.table.rows == after)
        let redone = model.takeOrigins()
        #expect(!redone.isEmpty && redone.allSatisfy { $0 == .redo })
        #expect(!model.table.canRedo)
        #expect(model.table.redoActionName == nil)
        #expect(model.table.undoActionName == change.name)

        // And back and forth again: each is the other's inverse.
        try model.table.undo()
        #expect(model.table.rows == before)
        try model.table.redo()
        #expect(model.table.rows == after)
        _ = model.takeOrigins()
    }

    @Test("any new change ends what could be redone", arguments: changes.keys.sorted())
    func newChangeClearsRedo(kind: String) throws {
        let model = try Model()
        try model.table.updateRow(at: 2, with: Mail(id: 2, subject: "first"))
        try model.table.undo()
        #expect(model.table.canRedo)
        try #require(Self.changes[kind]).make(model.table)
        #expect(!model.table.canRedo)
        #expect(throws: GestureTableError.self) { try model.table.redo() }
    }

    @Test("several undos are redone newest-undone first")
    func severalSteps() throws {
        let model = try Model()
        try model.table.deleteRow(at: 0)
        try model.table.moveRow(at: 0, to: 2)
        try model.table.updateRow(at: 0, with: Mail(id: 2, subject: "read"))
        let states = [model.table.rows]
        try model.table.undo()
        try model.table.undo()
        try model.table.undo()
        #expect(model.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(model.table.redoActionName == "Delete")
        try model.table.redo()
        #expect(model.table.redoActionName == "Move")
        try model.table.redo()
        #expect(model.table.redoActionName == "Update")
        try model.table.redo()
        #expect([model.table.rows] == states)
        _ = model.takeOrigins()
    }

    @Test("redo with nothing to redo throws invalidState and changes nothing")
    func nothingToRedo() throws {
        let model = try Model()
        let before = model.table.core.state
        #expect(throws: GestureTableError.self) { try model.table.redo() }
        #expect(model.table.core.state == before)
        try model.table.deleteRow(at: 0)
        #expect(throws: GestureTableError.self) { try model.table.redo() }
        #expect(model.table.canUndo)
    }

    @Test("redo while a row is lifted: the step is done again and the lift goes on")
    func whileLifted() throws {
        let model = try Model()
        try model.table.deleteRow(at: 0)
        try model.table.undo()
        try model.table.liftRow(at: 2)
        try model.table.redo()
        #expect(model.table.liftedRowIndex == 1)
        #expect(model.table.rows.map(\.id) == [1, 2, 3, 4])
        try model.table.cancelLift()
        #expect(model.table.rows.map(\.id) == [1, 2, 3, 4])
        _ = model.takeOrigins()
    }

    @Test("with undo turned off after an undo, redo still does the step again and records nothing",
          arguments: changes.keys.sorted())
    func undoTurnedOffBeforeRedo(change: String) throws {
        let model = try Model()
        let (_, make) = try #require(Self.changes[change])
        try make(model.table)
        let after = model.table.rows.map(\.id)
        try model.table.undo()
        model.table.configuration.undoLimit = 0
        try model.table.redo()
        #expect(model.table.rows.map(\.id) == after)
        #expect(!model.table.canUndo)
        #expect(!model.table.canRedo)
        _ = model.takeOrigins()
    }

    @Test("a redone step counts toward the undo limit")
    func limit() throws {
        var configuration = TableConfiguration()
        configuration.undoLimit = 1
        let fixture = Fixture(count: 3, configuration: configuration)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.undo()
        try fixture.table.redo()
        try fixture.table.undo()
        #expect(!fixture.table.canUndo)
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2"])
    }
}
