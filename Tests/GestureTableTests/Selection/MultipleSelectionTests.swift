import Testing

@testable import GestureTable

extension Fixture {
    /// A fixture in edit mode, several rows allowed.
    static func editing(count: Int = 20, mode: GestureTable<Mail>.SelectionMode = .multiple) -> Fixture {
        let fixture = Fixture(count: count)
        fixture.table.selectionMode = mode
        fixture.table.isEditing = true
        return fixture
    }

    /// Presses row `from` and drags vertically to the middle of row `to`, holding.
    func sweep(from: Int, to: Int, x: Double = 50) {
        let y = Double(from) + 0.5
        table.handle(.down(Point(x: x, y: y)))
        advance(16)
        moveSweep(to: to, x: x)
    }

    /// Moves a held pointer to the middle of row `to` (of the viewport, as the table scrolled).
    func moveSweep(to row: Int, x: Double = 50) {
        advance(16)
        table.handle(.moved(Point(x: x, y: Double(row) + 0.5 - table.scrollOffset)))
    }

    var selected: [Int] { table.selectedRowIndexes }
}

@Suite("Taps in edit mode and with several rows allowed")
struct MultipleSelectionTapTests {
    @Test("in edit mode a tap toggles a row", arguments: [GestureTable<Mail>.SelectionMode.single, .multiple])
    func toggles(mode: GestureTable<Mail>.SelectionMode) {
        let fixture = Fixture.editing(count: 5, mode: mode)
        fixture.tap(row: 1)
        fixture.tap(row: 3)
        #expect(fixture.selected == (mode == .single ? [3] : [1, 3]))
        fixture.tap(row: 3)
        #expect(fixture.selected == (mode == .single ? [] : [1]))
        #expect(fixture.takeEvents() == (mode == .single
            ? ["select row 1", "announce \"1 selected\"", "deselect row 1", "select row 3", "announce \"1 selected\"",
               "deselect row 3", "announce \"0 selected\""]
            : ["select row 1", "announce \"1 selected\"", "select row 3", "announce \"2 selected\"", "deselect row 3",
               "announce \"1 selected\""]))
    }

    @Test("with several rows allowed a tap toggles outside edit mode too")
    func multipleWithoutEditing() {
        let fixture = Fixture(count: 5)
        fixture.table.selectionMode = .multiple
        fixture.tap(row: 0)
        fixture.tap(row: 2)
        fixture.tap(row: 0)
        #expect(fixture.selected == [2])
        #expect(fixture.table.indexPathsForSelectedRows == [TableIndexPath(row: 2, section: 0)])
    }

    @Test("in edit mode swipes are off: a sideways drag moves nothing and fires nothing")
    func noSwipes() throws {
        let fixture = Fixture.editing(count: 5)
        fixture.swipe(row: 1, to: 0.8)
        fixture.advance(1000)
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("entering edit mode closes the open row")
    func closesOpenRow() throws {
        let fixture = Fixture(count: 5, rightStyle: .reveal)
        try fixture.table.openRow(at: 2, side: .right)
        fixture.table.isEditing = true
        #expect(fixture.table.openRowIndex == nil)
        #expect(fixture.events.last?.kind == .close)
    }

    @Test("going back to single mode keeps the first selected row only")
    func backToSingle() throws {
        let fixture = Fixture.editing(count: 6)
        for index in [4, 1, 3] { try fixture.table.selectRow(at: index) }
        _ = fixture.takeEvents()
        fixture.table.selectionMode = .single
        #expect(fixture.selected == [1])
        #expect(fixture.takeEvents() == ["deselect row 3", "deselect row 4"])
    }
}

@Suite("Selecting several rows by verb")
struct MultipleSelectionVerbTests {
    @Test("selectAllRows selects every row once; deselectRow() lets every one go")
    func selectAll() throws {
        let fixture = Fixture.editing(count: 4)
        try fixture.table.selectRow(at: 2)
        try fixture.table.selectAllRows()
        #expect(fixture.selected == [0, 1, 2, 3])
        #expect(fixture.takeEvents() == ["select row 2", "select row 0", "select row 1", "select row 3"])
        fixture.table.deselectRow()
        #expect(fixture.selected.isEmpty)
        #expect(fixture.takeEvents() == ["deselect row 0", "deselect row 1", "deselect row 2", "deselect row 3"])
    }

    @Test("selectAllRows in single mode throws and selects nothing")
    func selectAllSingle() {
        let fixture = Fixture(count: 3)
        #expect(throws: GestureTableError.self) { try fixture.table.selectAllRows() }
        #expect(fixture.selected.isEmpty)
    }

    @Test("selecting every one of 100,000 rows keeps lookups by index and id cheap")
    func large() throws {
        let clock = VirtualClock()
        let table = GestureTable(
            numberedRows: (0..<100_000).map { Mail(id: $0, subject: "") }, width: 100, clock: clock)
        table.selectionMode = .multiple
        try table.selectAllRows()
        #expect(table.selectedRowIDs.count == 100_000)
        #expect(table.selectedRowIndex == 0)
        #expect(table.isRowSelected(at: 99_999))
        try table.deleteRow(at: 0, animation: .none)
        #expect(table.selectedRowIndexes.count == 99_999)
    }

    @Test("deselectRow(at:) lets one row go and throws for a bad index", arguments: [-1, 4, Int.max, Int.min])
    func deselectOne(bad: Int) throws {
        let fixture = Fixture.editing(count: 4)
        try fixture.table.selectAllRows()
        try fixture.table.deselectRow(at: 1)
        #expect(fixture.selected == [0, 2, 3])
        #expect(throws: GestureTableError.self) { try fixture.table.deselectRow(at: bad) }
        #expect(throws: GestureTableError.self) { try fixture.table.deselectRow(at: TableIndexPath(row: bad, section: 0)) }
        #expect(throws: GestureTableError.self) { try fixture.table.selectRow(at: bad) }
        #expect(fixture.selected == [0, 2, 3])
        #expect(!fixture.table.isRowSelected(at: bad))
    }

    @Test("the selection follows its rows by id through moves, undo, redo and refreshes")
    func followsIDs() throws {
        let fixture = Fixture.editing(count: 6)
        try fixture.table.selectRow(at: 1)
        try fixture.table.selectRow(at: 4)
        try fixture.table.moveRow(at: 1, to: 5)
        #expect(fixture.table.selectedRowIDs == [1, 4])
        #expect(fixture.selected == [3, 5])
        try fixture.table.undo()
        #expect(fixture.selected == [1, 4])
        try fixture.table.redo()
        #expect(fixture.selected == [3, 5])
        // A refresh that keeps the rows keeps their selection, in their new places.
        try fixture.table.setRows(fixture.table.rows.reversed(), animation: .none)
        #expect(fixture.selected == [0, 2])
        #expect(fixture.table.selectedRowIDs == [1, 4])
        // One that drops a selected row lets it go; undo brings the row back unselected.
        _ = fixture.takeEvents()
        try fixture.table.setRows(fixture.table.rows.filter { $0.id != 4 }, animation: .none)
        #expect(fixture.table.selectedRowIDs == [1])
        #expect(fixture.takeEvents().contains("deselect row 2"))
        try fixture.table.undo()
        #expect(fixture.table.selectedRowIDs == [1])
        #expect(fixture.table.containsRow(withID: 4))
    }

    @Test("selection changes are not undo steps")
    func notUndoable() throws {
        let fixture = Fixture.editing(count: 4)
        try fixture.table.deleteRow(at: 3, animation: .none)
        try fixture.table.selectAllRows()
        fixture.table.deselectRow()
        try fixture.table.selectRow(at: 0)
        try fixture.table.undo()
        #expect(fixture.table.count == 4)
        #expect(fixture.selected == [0])
        #expect(!fixture.table.canUndo)
    }
}

@Suite("A sweep selects the rows from the press to the pointer")
struct SweepTests {
    @Test("moving down selects each row reached; moving back lets go of the rows it added")
    func downAndBack() {
        let fixture = Fixture.editing()
        fixture.sweep(from: 2, to: 5)
        #expect(fixture.selected == [2, 3, 4, 5])
        fixture.moveSweep(to: 3)
        #expect(fixture.selected == [2, 3])
        fixture.moveSweep(to: 0)
        #expect(fixture.selected == [0, 1, 2])
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected == [0, 1, 2])
        #expect(fixture.takeEvents() == [
            "select row 2", "select row 3", "select row 4", "select row 5",
            "deselect row 4", "deselect row 5",
            "deselect row 3", "select row 1", "select row 0", "announce \"3 selected\"",
        ])
        #expect(fixture.table.scrollOffset == 0)
    }

    @Test("rows selected before the sweep stay selected when it moves back")
    func keepsEarlierSelection() throws {
        let fixture = Fixture.editing()
        try fixture.table.selectRow(at: 4)
        fixture.sweep(from: 2, to: 6)
        fixture.moveSweep(to: 2)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected == [2, 4])
    }

    @Test("a row selected before the sweep stays selected however often the sweep passes it")
    func keepsEarlierSelectionBackAndForth() throws {
        let fixture = Fixture.editing()
        try fixture.table.selectRow(at: 4)
        fixture.sweep(from: 2, to: 6)
        fixture.moveSweep(to: 3)
        fixture.moveSweep(to: 5)
        fixture.moveSweep(to: 2)
        #expect(fixture.selected == [2, 4])
        fixture.table.handle(.cancelled)
        #expect(fixture.selected == [4])
    }

    @Test("a cancelled sweep that began on a selected row keeps that row")
    func cancelKeepsASelectedAnchor() throws {
        let fixture = Fixture.editing()
        try fixture.table.selectRow(at: 3)
        fixture.sweep(from: 3, to: 6)
        #expect(fixture.selected == [3, 4, 5, 6])
        fixture.table.handle(.cancelled)
        #expect(fixture.selected == [3])
    }

    @Test("the sweep follows its anchor when rows are inserted or deleted above it")
    func anchorShifts() throws {
        let fixture = Fixture.editing()
        fixture.sweep(from: 2, to: 5)
        try fixture.table.insertRow(Mail(id: 100, subject: "New"), at: 0, animation: .none)
        #expect(fixture.table.selectedRowIDs == [2, 3, 4, 5])
        fixture.moveSweep(to: 4)
        #expect(fixture.table.selectedRowIDs == [2, 3])
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.deleteRow(at: 0, animation: .none)
        fixture.moveSweep(to: 3)
        #expect(fixture.table.selectedRowIDs == [2, 3, 4])
        fixture.table.handle(.cancelled)
        #expect(fixture.table.selectedRowIDs.isEmpty)
    }

    @Test("a cancelled sweep lets go of what it selected")
    func cancel() throws {
        let fixture = Fixture.editing()
        try fixture.table.selectRow(at: 8)
        fixture.sweep(from: 5, to: 9)
        fixture.table.handle(.cancelled)
        #expect(fixture.selected == [8])
    }

    @Test("outside edit mode, or in single mode, a vertical drag scrolls and selects nothing",
          arguments: [(false, GestureTable<Mail>.SelectionMode.multiple), (true, .single)])
    func scrollsOtherwise(isEditing: Bool, mode: GestureTable<Mail>.SelectionMode) {
        let fixture = Fixture(count: 40)
        fixture.table.selectionMode = mode
        fixture.table.isEditing = isEditing
        fixture.table.handle(.down(Point(x: 50, y: 6.5)))
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 50, y: 2.5)))
        #expect(fixture.selected.isEmpty)
        #expect(fixture.table.scrollOffset == 4)
    }

    @Test("near the bottom edge the content autoscrolls and the sweep follows; leaving edit mode ends it")
    func autoscroll() {
        let fixture = Fixture.editing(count: 100)
        fixture.table.handle(.down(Point(x: 50, y: 3.5)))
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 50, y: 9.9)))
        #expect(fixture.table.isAnimating)
        for _ in 0..<30 { fixture.advance(16) }
        let offset = fixture.table.scrollOffset
        #expect(offset > 3)
        let last = fixture.selected.last ?? 0
        #expect(fixture.selected == Array(3...last))
        #expect(last >= 9 + Int(offset) - 1)
        fixture.table.handle(.up(velocity: nil))
        fixture.advance(500)
        #expect(fixture.table.scrollOffset == offset)
        #expect(!fixture.table.isAnimating)
    }

    @Test("positions that are not numbers move nothing")
    func notNumbers() {
        let fixture = Fixture.editing()
        fixture.sweep(from: 1, to: 3)
        for y in [Double.nan, .infinity, -.infinity] {
            fixture.table.handle(.moved(Point(x: 50, y: y)))
        }
        fixture.table.handle(.moved(Point(x: .nan, y: 6.5)))
        #expect(fixture.selected == [1, 2, 3])
        // Far past either end, the sweep stops at the first or last row shown.
        fixture.table.handle(.moved(Point(x: 50, y: 1e300)))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.selected.first == 1)
    }

    @Test("a selected row deleted mid-sweep leaves the selection; the sweep goes on")
    func deletedDuringSweep() throws {
        let fixture = Fixture.editing()
        fixture.sweep(from: 1, to: 4)
        try fixture.table.deleteRow(at: 3, animation: .none)
        fixture.moveSweep(to: 5)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.table.selectedRowIDs.isSuperset(of: [1, 2, 4]))
        #expect(!fixture.table.selectedRowIDs.contains(3))
    }
}
