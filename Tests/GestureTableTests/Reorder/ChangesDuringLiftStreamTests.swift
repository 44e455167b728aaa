import Testing

@testable import GestureTable

/// SPEC 13.3: a change made while a row is lifted and shown away from where it rests is
/// reported in the rows as they rest, between `.lift` moves of the lifted row: an app applying
/// every change keeps the rows as shown, one applying all but `.lift` the rows as they rest.
@Suite("Changes of other rows during a lift keep both arrays exact")
struct ChangesDuringLiftStreamTests {
    struct Change: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (GestureTable<Letter>) throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "insert between the shown and the resting place") { try $0.insertRow(Letter(id: "X"), at: 2) },
        Change(name: "insert at the top") { try $0.insertRow(Letter(id: "X"), at: 0) },
        Change(name: "insert at the end, without a step") { try $0.insertRow(Letter(id: "X"), at: 5, registersUndo: false) },
        Change(name: "delete a row the lifted one passed") { try $0.deleteRow(at: 1, animation: .none) },
        Change(name: "delete several") { try $0.deleteRows(at: [0, 2, 4], animation: .none) },
        Change(name: "update a row") { try $0.updateRow(at: 0, with: Letter(id: "B")) },
        Change(name: "move another row across both places") { try $0.moveRow(at: 0, to: 4) },
        Change(name: "move another row, without a step") { try $0.moveRow(at: 4, to: 1, registersUndo: false) },
        Change(name: "a batch") { table in
            try table.performBatchUpdates {
                try table.deleteRow(at: 0, animation: .none)
                try table.insertRow(Letter(id: "X"), at: 2)
                try table.moveRow(at: 4, to: 0)
            }
        },
        Change(name: "setRows with a step") { try $0.setRows(letters("E X A C B")) },
        Change(name: "setRows without a step") { try $0.setRows(letters("C E A B"), registersUndo: false) },
        Change(name: "setRows that removes the lifted row") { try $0.setRows(letters("E B C"), registersUndo: false) },
        Change(name: "delete the lifted row") { try $0.deleteRow(at: 3, animation: .none) },
    ]

    /// A B C D E; A lifted and shown three places down: B C D A E, resting at 0.
    static func lifted() throws -> StreamedApp<Letter> {
        let app = StreamedApp(try GestureTable(rows: letters("A B C D E"), width: 100, clock: VirtualClock()))
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 3)
        return app
    }

    @Test("both arrays exact after the change, after the drop, and after undoing the lift", arguments: changes)
    func change(_ change: Change) throws {
        let app = try Self.lifted()
        _ = app.take()
        try change.make(app.table)
        app.check()
        if app.table.isReordering {
            // Among the changes to sync, the lifted row does not move from where it rests,
            // except when a refresh says where it rests.
            #expect(app.resting.firstIndex(of: Letter(id: "A")) == app.table.liftedRowRestingIndex)
            try app.table.dropLiftedRow()
            app.check()
        }
        while app.table.canUndo {
            try app.table.undo()
            app.check()
        }
    }

    @Test("the example: shown B C A, A resting at 0; insert X at shown 2: resting A B C X")
    func insertExample() throws {
        let app = StreamedApp(try GestureTable(rows: letters("A B C"), width: 100, clock: VirtualClock()))
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 2)
        _ = app.take()
        try app.table.insertRow(Letter(id: "X"), at: 2)
        #expect(
            app.take() == [
                .move(from: 2, to: 0, origin: .lift), .insert(Letter(id: "X"), at: 3), .move(from: 0, to: 3, origin: .lift),
            ])
        #expect(app.resting == letters("A B C X"))
        #expect(app.shown == letters("B C X A"))
        app.check()
    }

    @Test("a refresh without a step that removes the lifted row ends the lift; the streams follow")
    func refreshRemovesLiftedRow() throws {
        let app = try Self.lifted()
        _ = app.take()
        try app.table.setRows(letters("B C D E"), registersUndo: false)
        #expect(!app.table.isReordering)
        #expect(app.takeSynced() == [.delete(at: 0, origin: .external)])
        app.check()
    }
}

@Suite("Section changes during a lift keep both arrays exact, flat and by section")
struct SectionChangesDuringLiftStreamTests {
    struct Change: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (GestureTable<Letter>) throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "insert a row into the resting section") { try $0.insertRow(Letter(id: "X"), at: TableIndexPath(row: 0, section: 0)) },
        Change(name: "move a section") { try $0.moveSection(at: 0, to: 2) },
        Change(name: "move a section up") { try $0.moveSection(at: 2, to: 0) },
        Change(name: "insert a section") { try $0.insertSection(TableSection(title: "New", rows: letters("X")), at: 1) },
        Change(name: "delete the resting section") { try $0.deleteSection(at: 0) },
        Change(name: "delete the shown section") { try $0.deleteSection(at: 1) },
        Change(name: "retitle a section") { try $0.updateSection(at: 0, title: "Zero") },
        Change(name: "setSections") { table in
            try table.setSections([
                TableSection(title: "T", rows: letters("E D")), TableSection(title: "S", rows: letters("B A")),
                TableSection(title: "U", rows: letters("C F")),
            ])
        },
        Change(name: "setSections without a step, moving the lifted row's section") { table in
            try table.setSections(
                [
                    TableSection(title: "U", rows: letters("F")), TableSection(title: "S", rows: letters("A B")),
                    TableSection(title: "T", rows: letters("C D E")),
                ], registersUndo: false)
        },
    ]

    /// S: A B | T: C D | U: E F; A lifted and shown in T, after C.
    static func lifted() throws -> StreamedApp<Letter> {
        let table = try GestureTable(
            sections: [
                TableSection(title: "S", rows: letters("A B")), TableSection(title: "T", rows: letters("C D")),
                TableSection(title: "U", rows: letters("E F")),
            ], width: 100, clock: VirtualClock())
        let app = StreamedApp(table)
        try table.liftRow(at: 0)
        try table.moveLiftedRow(to: TableIndexPath(row: 1, section: 1))
        return app
    }

    @Test("both arrays exact after the change, after the drop, and after undoing the lift", arguments: changes)
    func change(_ change: Change) throws {
        let app = try Self.lifted()
        app.check()
        try change.make(app.table)
        app.check()
        if app.table.isReordering {
            try app.table.dropLiftedRow()
            app.check()
        }
        while app.table.canUndo {
            try app.table.undo()
            app.check()
        }
    }
}
