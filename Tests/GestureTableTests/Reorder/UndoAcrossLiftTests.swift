import Testing

@testable import GestureTable

/// A flat table of lettered rows and an app's array kept through the change stream.
private final class Letters {
    let table: GestureTable<Letter>
    var model: [Letter]

    init(_ names: String) throws {
        model = letters(names)
        table = try GestureTable(rows: model, width: 100, clock: VirtualClock())
        table.onRowChange = { [unowned self] in $0.apply(to: &model) }
    }

    var names: String { table.rows.map(\.id).joined(separator: " ") }

    /// Ends the lift as `ending` says.
    func end(_ ending: LiftEnding) throws {
        switch ending {
        case .drop: try table.dropLiftedRow()
        case .cancel: try table.cancelLift()
        }
    }

    /// Undoes every step there is, checking the app's array after each.
    func undoAll() throws {
        while table.canUndo {
            try table.undo()
            #expect(model == table.rows)
        }
    }
}

enum LiftEnding: String, CaseIterable, CustomTestStringConvertible {
    case drop, cancel
    var testDescription: String { rawValue }
}

/// SPEC 11.7: once a lift ends, undoing every step made since it began gives back the rows as
/// they were before it. A step made during the lift is recorded where its rows rest, not where
/// the lifted row happens to be shown.
@Suite("Undo across a lift: a row deleted during it comes back where it rested")
struct RowDeletedDuringLiftTests {
    @Test("A, B, C; lift C, up two places; delete A; end; undo all: A, B, C", arguments: LiftEnding.allCases)
    func deletedRowComesBack(ending: LiftEnding) throws {
        let fixture = try Letters("A B C")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        #expect(fixture.names == "C A B")
        try fixture.table.deleteRow(at: 1, animation: .none)
        try fixture.end(ending)
        try fixture.undoAll()
        #expect(fixture.names == "A B C")
    }

    @Test("a row moved by the app during a lift moves back where it rested", arguments: LiftEnding.allCases)
    func movedRowGoesBack(ending: LiftEnding) throws {
        let fixture = try Letters("A B C D")
        try fixture.table.liftRow(at: 3)
        try fixture.table.moveLiftedRow(by: -3)
        try fixture.table.moveRow(at: 1, to: 3)
        try fixture.end(ending)
        try fixture.undoAll()
        #expect(fixture.names == "A B C D")
    }
}

@Suite("Undo across a lift: the lifted row deleted comes back where it rested")
struct LiftedRowDeletedTests {
    @Test("A, B, C; lift C, up two places; delete it; undo: A, B, C")
    func byDeleteRow() throws {
        let fixture = try Letters("A B C")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.undo()
        #expect(fixture.names == "A B C")
        #expect(fixture.model == fixture.table.rows)
    }

    @Test("the same when setSections leaves it out")
    func bySetSections() throws {
        let table = try GestureTable(
            sections: [TableSection(id: "s", title: "S", rows: letters("A B C"))], width: 100, clock: VirtualClock())
        var model = table.rows
        table.onRowChange = { $0.apply(to: &model) }
        try table.liftRow(at: 2)
        try table.moveLiftedRow(by: -2)
        try table.setSections([TableSection(id: "s", title: "S", rows: letters("A B"))], animation: .none)
        #expect(!table.isReordering)
        try table.undo()
        #expect(table.rows.map(\.id) == ["A", "B", "C"])
        #expect(model == table.rows)
    }
}

@Suite("Undo across a lift: a refresh during it is a step of its own")
struct RefreshDuringLiftTests {
    @Test("A, B, C, D; lift D; setRows A, D, B, C; end; undo all: A, B, C, D", arguments: LiftEnding.allCases)
    func refreshIsUndone(ending: LiftEnding) throws {
        let fixture = try Letters("A B C D")
        try fixture.table.liftRow(at: 3)
        try fixture.table.setRows(letters("A D B C"), animation: .none)
        try fixture.end(ending)
        // A drop leaves it where it is held; a cancel puts it where the new rows say.
        let after = ending == .drop ? "A B C D" : "A D B C"
        #expect(fixture.names == after)
        #expect(fixture.table.canUndo)
        try fixture.undoAll()
        #expect(fixture.names == "A B C D")
        while fixture.table.canRedo { try fixture.table.redo() }
        #expect(fixture.names == after)
        #expect(fixture.model == fixture.table.rows)
    }

    @Test("the lifted row stays at the index the user holds it at; cancel puts it where the data does")
    func liftedRowStaysWhereHeld() throws {
        let fixture = try Letters("X A B C D E F")
        try fixture.table.liftRow(at: 6)
        try fixture.table.setRows(letters("A N B C F D E"), animation: .none)
        #expect(fixture.table.liftedRowIndex == 6)
        #expect(fixture.table.liftedRowRestingIndex == 4)
        try fixture.table.cancelLift()
        #expect(fixture.names == "A N B C F D E")
        try fixture.undoAll()
        #expect(fixture.names == "X A B C D E F")
    }

    @Test("setSections that moves the lifted row's resting place is undone with the rest", arguments: LiftEnding.allCases)
    func sectionsRefreshIsUndone(ending: LiftEnding) throws {
        let table = try GestureTable(
            sections: [
                TableSection(id: "t", title: "Today", rows: letters("A B")), TableSection(id: "e", title: "Earlier", rows: letters("C D")),
            ], width: 100, clock: VirtualClock())
        let before = table.sections
        try table.liftRow(at: 0)
        try table.moveLiftedRow(by: 3)
        try table.setSections(
            [TableSection(id: "e", title: "Earlier", rows: letters("D A")), TableSection(id: "n", title: "New", rows: letters("B C"))],
            animation: .none)
        switch ending {
        case .drop: try table.dropLiftedRow()
        case .cancel: try table.cancelLift()
        }
        while table.canUndo { try table.undo() }
        #expect(table.sections == before)
    }
}

@Suite("Where the lifted row rests, in the app's terms")
struct LiftedRowRestingIndexTests {
    @Test("nil without a lift; the index a cancel puts it at, following changes made during the lift")
    func followsChanges() throws {
        let fixture = try Letters("A B C D")
        #expect(fixture.table.liftedRowRestingIndex == nil)
        #expect(fixture.table.liftedRowRestingIndexPath == nil)
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        #expect(fixture.table.liftedRowRestingIndex == 2)
        try fixture.table.deleteRow(at: 1, animation: .none)
        #expect(fixture.table.liftedRowRestingIndex == 1)
        #expect(fixture.table.liftedRowRestingIndexPath == TableIndexPath(row: 1, section: 0))
        try fixture.table.cancelLift()
        #expect(fixture.table.index(ofRowWithID: "C") == 1)
    }

    @Test("an index path in its section")
    func indexPath() throws {
        let table = try GestureTable(
            sections: [
                TableSection(id: "t", title: "Today", rows: letters("A B")), TableSection(id: "e", title: "Earlier", rows: letters("C D")),
            ], width: 100, clock: VirtualClock())
        try table.liftRow(at: 3)
        try table.moveLiftedRow(to: TableIndexPath(row: 0, section: 0))
        #expect(table.liftedRowRestingIndexPath == TableIndexPath(row: 1, section: 1))
        #expect(table.liftedRowRestingIndex == 3)
    }
}

@Suite("Undo and redo during a lift replay where the rows rest")
struct ReplayDuringLiftTests {
    @Test("a deletion undone during a lift comes back where it rested; the lift goes on")
    func undoDeletionDuringLift() throws {
        let fixture = try Letters("A B C D")
        try fixture.table.liftRow(at: 3)
        try fixture.table.moveLiftedRow(by: -3)
        try fixture.table.deleteRow(at: 1, animation: .none)
        try fixture.table.dropLiftedRow()
        #expect(fixture.names == "D B C")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 1)
        // Takes back the drop of D; B stays lifted, shown below C.
        try fixture.table.undo()
        #expect(fixture.table.isReordering)
        #expect(fixture.names == "C B D")
        try fixture.table.cancelLift()
        #expect(fixture.names == "B C D")
        try fixture.table.undo()
        #expect(fixture.names == "A B C D")
        #expect(fixture.model == fixture.table.rows)
    }
}

@Suite("A refused undo keeps its step")
struct RefusedUndoTests {
    @Test("a step the table cannot take back stays to undo, and the rows do not change", arguments: [false, true])
    func refusedStepStays(lifted: Bool) throws {
        let fixture = try Letters("A B C")
        try fixture.table.deleteRow(at: 2, animation: .none)
        // A step about a row that is not in the table: taking it back is refused.
        fixture.table.core.state.history.append([.insertion(id: "Z")])
        if lifted { try fixture.table.liftRow(at: 1) }
        let names = fixture.names
        #expect(throws: GestureTableError.self) { try fixture.table.undo() }
        #expect(fixture.names == names)
        #expect(fixture.model == fixture.table.rows)
        #expect(fixture.table.undoActionName == "Insert")
        #expect(fixture.table.core.state.history.count == 2)
        #expect(!fixture.table.canRedo)
    }
}
