import Testing

@testable import GestureTable

@Suite("Deleting the selected rows")
struct DeleteSelectedRowsTests {
    @Test("the selected rows leave as one undo step; undo puts them all back, redo deletes them again")
    func oneStep() throws {
        let fixture = Fixture.editing(count: 8)
        var changes: [RowChange<Mail>] = []
        fixture.table.onRowChange = { changes.append($0) }
        for index in [6, 1, 3] { try fixture.table.selectRow(at: index) }
        var completed = 0
        try fixture.table.deleteSelectedRows(animation: .fade) { completed += 1 }
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 4", "Mail 5", "Mail 7"])
        #expect(fixture.table.selectedRowIDs.isEmpty)
        #expect(changes.map(\.origin) == [.edit, .edit, .edit])
        fixture.advance(1000)
        #expect(completed == 1)
        #expect(fixture.table.undoActionName == "Delete")
        changes.removeAll()
        try fixture.table.undo()
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
        #expect(changes.count == 3 && changes.allSatisfy { $0.origin == .undo })
        #expect(!fixture.table.canUndo)
        // The rows come back as rows, not as a selection.
        #expect(fixture.table.selectedRowIDs.isEmpty)
        try fixture.table.redo()
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 4", "Mail 5", "Mail 7"])
        try fixture.table.undo()
        fixture.advance(1000)
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
    }

    @Test("the app's copy of the rows follows, undo and redo included")
    func appModel() throws {
        let fixture = Fixture.editing(count: 30)
        var model = fixture.table.rows
        fixture.table.onRowChange = { $0.apply(to: &model) }
        fixture.sweep(from: 2, to: 7)
        fixture.table.handle(.up(velocity: nil))
        try fixture.table.selectRow(at: 20)
        try fixture.table.deleteSelectedRows()
        #expect(model == fixture.table.rows)
        try fixture.table.undo()
        #expect(model == fixture.table.rows)
        try fixture.table.redo()
        #expect(model == fixture.table.rows)
        #expect(fixture.table.count == 23)
    }

    @Test("with nothing selected nothing changes and the completion runs at once")
    func nothingSelected() throws {
        let fixture = Fixture.editing(count: 3)
        var completed = false
        try fixture.table.deleteSelectedRows { completed = true }
        #expect(completed)
        #expect(fixture.table.count == 3)
        #expect(!fixture.table.canUndo)
    }

    @Test("every one of 2,000 selected rows leaves in one pass, and the table settles empty")
    func all() throws {
        let clock = VirtualClock()
        let table = GestureTable(numberedRows: (0..<2_000).map { Mail(id: $0, subject: "") }, width: 100, clock: clock)
        table.selectionMode = .multiple
        try table.selectAllRows()
        try table.deleteSelectedRows()
        #expect(table.count == 0)
        clock.advance(by: .seconds(2))
        table.tick()
        #expect(!table.isAnimating)
        #expect(table.isShowingPlaceholder)
    }

    @Test("a selected row being lifted is deleted too; the lift ends")
    func duringLift() throws {
        let fixture = Fixture.editing(count: 6)
        try fixture.table.selectRow(at: 2)
        try fixture.table.liftRow(at: 2)
        try fixture.table.deleteSelectedRows()
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.count == 5)
        try fixture.table.undo()
        #expect(fixture.titles == (0..<6).map { "Mail \($0)" })
    }
}
