import Testing

@testable import GestureTable

/// What a hostile caller tries on rows in groups: extreme indexes, rows taken away mid-gesture,
/// a second gesture while one is under way, and undo after each kind of change.
@Suite("Rows in groups under attack")
struct SelectionHostileTests {
    @Test("a bad index to any new verb throws and changes nothing", arguments: [-1, 5, Int.max, Int.min])
    func badIndexes(bad: Int) throws {
        let fixture = Fixture.editing(count: 5)
        try fixture.table.selectRow(at: 2)
        _ = fixture.takeEvents()
        #expect(throws: GestureTableError.self) { try fixture.table.toggleRowSelection(at: bad) }
        #expect(throws: GestureTableError.self) { try fixture.table.deselectRow(at: bad) }
        #expect(throws: GestureTableError.self) { try fixture.table.selectRow(at: TableIndexPath(row: bad, section: 0)) }
        #expect(throws: GestureTableError.self) { try fixture.table.deselectRow(at: TableIndexPath(row: 0, section: bad)) }
        #expect(fixture.selected == [2])
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("an empty table: select all, delete the selection and sweep do nothing")
    func empty() throws {
        let fixture = Fixture.editing(count: 0)
        try fixture.table.selectAllRows()
        try fixture.table.deleteSelectedRows()
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.moved(Point(x: 50, y: 5.5)))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected.isEmpty)
        #expect(!fixture.table.canUndo)
    }

    @Test("the rows taken away mid-sweep: the sweep ends, later moves select nothing")
    func rowsGoneMidSweep() throws {
        let fixture = Fixture.editing(count: 10)
        fixture.sweep(from: 2, to: 4)
        try fixture.table.setRows([], animation: .none)
        fixture.moveSweep(to: 6)
        try fixture.table.setRows((0..<10).map { Mail(id: 100 + $0, subject: "New \($0)") }, animation: .none)
        fixture.moveSweep(to: 8)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected.isEmpty)
    }

    @Test("a second press while a sweep is held cancels the sweep first")
    func secondPress() {
        let fixture = Fixture.editing(count: 10)
        fixture.sweep(from: 1, to: 4)
        fixture.table.handle(.down(Point(x: 50, y: 7.5)))
        fixture.advance(50)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected == [7])
    }

    @Test("the lifted group's other rows all deleted mid-lift: the drop moves the lifted row alone")
    func groupEmptiedMidLift() throws {
        let fixture = Fixture.editing(count: 6)
        for index in [1, 3, 5] { try fixture.table.selectRow(at: index) }
        fixture.table.handle(.down(Point(x: 50, y: 3.5)))
        fixture.advance(500)
        #expect(fixture.table.isReordering)
        try fixture.table.deleteRows(at: [1, 5], animation: .none)
        fixture.table.handle(.moved(Point(x: 50, y: 0.2)))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.titles == ["Mail 3", "Mail 0", "Mail 2", "Mail 4"])
        try fixture.table.undo()
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
    }

    @Test("deleting the selection inside a batch that throws puts every row and the selection back")
    func batchRollback() throws {
        let fixture = Fixture.editing(count: 6)
        for index in [0, 2, 4] { try fixture.table.selectRow(at: index) }
        #expect(throws: GestureTableError.self) {
            try fixture.table.performBatchUpdates { () throws(GestureTableError) in
                try fixture.table.deleteSelectedRows()
                try fixture.table.deleteRow(at: Int.max)
            }
        }
        #expect(fixture.table.count == 6)
        #expect(fixture.selected == [0, 2, 4])
        #expect(!fixture.table.canUndo)
    }

    @Test("undo after each kind of change of a selection leaves the selection on the rows still there")
    func undoEach() throws {
        let fixture = Fixture.editing(count: 8)
        fixture.sweep(from: 1, to: 3)
        fixture.table.handle(.up(velocity: nil))
        try fixture.table.moveRow(at: 2, to: 6)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.deleteSelectedRows(animation: .none)
        #expect(fixture.table.count == 4)
        for _ in 0..<3 { try fixture.table.undo() }
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
        #expect(fixture.selected.isEmpty)
        for _ in 0..<3 { try fixture.table.redo() }
        #expect(fixture.table.count == 4)
    }

    @Test("entering edit mode mid-swipe: swipes are off, so the row slides back and its action does not fire")
    func editingMidSwipe() throws {
        let fixture = Fixture(count: 5)
        fixture.drag(row: 1, to: 0.4)
        fixture.table.selectionMode = .multiple
        _ = fixture.takeEvents()
        fixture.table.isEditing = true
        #expect(fixture.takeEvents().contains("cancel row 1"))
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(1000)
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        #expect(fixture.table.count == 5)
        fixture.tap(row: 3)
        #expect(fixture.selected == [3])
    }

    @Test("entering edit mode with a row stepped by the keys: it slides back, and its release finds nothing to do")
    func editingMidStep() throws {
        let fixture = Fixture(count: 5)
        try fixture.table.stepRow(at: 2, side: .left)
        fixture.table.selectionMode = .multiple
        fixture.table.isEditing = true
        fixture.advance(1000)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
        #expect(throws: GestureTableError.self) { try fixture.table.releaseRow(at: 2) }
        #expect(fixture.fired.isEmpty)
    }

    @Test("in edit mode the swipe verbs are refused and assistive technology is offered no swipe action")
    func swipeVerbsOffInEditMode() throws {
        let fixture = Fixture(count: 5)
        let before = try fixture.table.accessibilityActions(ofRowAt: 2)
        fixture.table.selectionMode = .multiple
        fixture.table.isEditing = true
        for verb in [
            { try fixture.table.stepRow(at: 2, side: .left) },
            { try fixture.table.dragRow(at: 2, toOffset: 30) },
            { try fixture.table.triggerAction(in: .firstLeft, ofRowAt: 2) },
        ] as [() throws -> Void] {
            #expect(throws: GestureTableError.self) { try verb() }
        }
        let during = try fixture.table.accessibilityActions(ofRowAt: 2)
        #expect(before.count > during.count)
        #expect(during.allSatisfy { $0.hasPrefix("Move") })
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
        fixture.table.isEditing = false
        try fixture.table.stepRow(at: 2, side: .left)
        #expect(try fixture.table.offset(ofRowAt: 2) != 0)
    }
}
