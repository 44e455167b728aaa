import Testing

@testable import GestureTable

extension Fixture {
    /// Presses the middle of row `index` and lets go 50 ms later without moving: a tap.
    func tap(row index: Int, x: Double = 50) {
        table.handle(.down(Point(x: x, y: ((try? table.yOfRow(at: index)) ?? .nan) + 0.5)))
        advance(50)
        table.handle(.up(velocity: nil))
    }

    /// The rows `didSelectRow` reported, as (id, index path), in order.
    func recordSelections() -> () -> [(Int, TableIndexPath)] {
        var selections: [(Int, TableIndexPath)] = []
        table.didSelectRow = { row, indexPath in selections.append((row.id, indexPath)) }
        return { selections }
    }
}

@Suite("A tap selects the row at rest under it")
struct TapSelectsTests {
    @Test("a tap on a row at rest selects it", arguments: 0..<5)
    func tapSelects(row: Int) {
        let fixture = Fixture()
        let selections = fixture.recordSelections()
        fixture.tap(row: row)
        #expect(fixture.takeEvents() == ["select row \(row)"])
        #expect(fixture.table.indexPathForSelectedRow == TableIndexPath(row: row, section: 0))
        #expect(fixture.table.selectedRowIndex == row)
        #expect(selections().map(\.0) == [row])
        #expect(selections().map(\.1) == [TableIndexPath(row: row, section: 0)])
    }

    @Test("the index path is the row's place in its section")
    func indexPathInSections() throws {
        let clock = VirtualClock()
        let table = try GestureTable(
            sections: [
                TableSection(title: "A", rows: [Mail(id: 0, subject: "a")]),
                TableSection(title: "B", rows: [Mail(id: 1, subject: "b"), Mail(id: 2, subject: "c")]),
            ], width: 100, clock: clock)
        var selected: [TableIndexPath] = []
        table.didSelectRow = { _, indexPath in selected.append(indexPath) }
        table.handle(.down(Point(x: 50, y: try table.yOfRow(at: 2) + 0.5)))
        table.handle(.up(velocity: nil))
        #expect(selected == [TableIndexPath(row: 1, section: 1)])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 1))
    }

    @Test("a tap on a row still growing in selects it: the press finishes its appearing")
    func tapOnAppearingRow() throws {
        let fixture = Fixture()
        try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 5)
        fixture.advance(200)
        _ = fixture.takeEvents()
        fixture.tap(row: 5)
        #expect(fixture.takeEvents() == ["select row 5"])
    }
}

@Suite("Selecting another row first deselects the one selected")
struct ReselectTests {
    @Test("a tap on another row deselects the old one, then selects")
    func tapAnother() {
        let fixture = Fixture()
        fixture.tap(row: 1)
        fixture.tap(row: 3)
        #expect(fixture.takeEvents() == ["select row 1", "deselect row 1", "select row 3"])
        #expect(fixture.table.selectedRowIndex == 3)
    }

    @Test("a tap on the selected row selects it again, as UIKit calls didSelectRowAt for each tap")
    func tapSameRow() {
        let fixture = Fixture()
        let selections = fixture.recordSelections()
        fixture.tap(row: 2)
        fixture.tap(row: 2)
        #expect(fixture.takeEvents() == ["select row 2", "select row 2"])
        #expect(selections().map(\.0) == [2, 2])
    }

    @Test("selectRow(at:) on another row deselects the old one")
    func verbAnother() throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: TableIndexPath(row: 0, section: 0))
        try fixture.table.selectRow(at: 4)
        #expect(fixture.takeEvents() == ["select row 0", "deselect row 0", "select row 4"])
    }
}

@Suite("Deleting the selected row deselects it; a move or an update keeps it")
struct DeleteDeselectsTests {
    /// Ways the app removes row 2, the selected one.
    enum Removal: String, CaseIterable, CustomTestStringConvertible {
        case deleteRow, deleteRows, pushAndDelete, setRows, batch, undoInsert
        var testDescription: String { rawValue }
    }

    @Test("removing the selected row deselects it", arguments: Removal.allCases)
    func removal(_ removal: Removal) throws {
        let fixture = Fixture()
        let table = fixture.table
        if removal == .undoInsert {
            try table.insertRow(Mail(id: 9, subject: "New"), at: 2)
            fixture.advance(300)
        }
        try table.selectRow(at: 2)
        _ = fixture.takeEvents()
        switch removal {
        case .deleteRow: try table.deleteRow(at: 2)
        case .deleteRows: try table.deleteRows(at: [1, 2])
        case .pushAndDelete: try table.pushAndDeleteRow(at: 2)
        case .setRows: try table.setRows(table.rows.filter { $0.id != 2 })
        case .batch:
            try table.performBatchUpdates { () throws(GestureTableError) in
                try table.deleteRow(at: 2)
                try table.insertRow(Mail(id: 7, subject: "Other"), at: 0)
            }
        case .undoInsert: try table.undo()
        }
        fixture.advance(1000)
        #expect(fixture.takeEvents().contains { $0.hasPrefix("deselect") })
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("the deselect event follows the delete event, with the index the row had")
    func order() throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: 3)
        _ = fixture.takeEvents()
        try fixture.table.deleteRow(at: 3, animation: .fade)
        #expect(fixture.takeEvents() == ["delete row 3", "deselect row 3"])
    }

    @Test("a row deleted and put back with its id in one step comes back unselected")
    func putBack() throws {
        let fixture = Fixture()
        let table = fixture.table
        try table.selectRow(at: 1)
        try table.performBatchUpdates { () throws(GestureTableError) in
            try table.deleteRow(at: 1)
            try table.insertRow(Mail(id: 1, subject: "Back"), at: 4)
        }
        #expect(table.selectedRowIndex == nil)
    }

    @Test("deleting another row keeps the selection, which follows its row")
    func deleteOther() throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: 3)
        try fixture.table.deleteRow(at: 0)
        fixture.advance(1000)
        #expect(!fixture.takeEvents().contains { $0.hasPrefix("deselect") })
        #expect(fixture.table.selectedRowIndex == 2)
    }

    @Test("a move or an update keeps the selection on the same row")
    func moveAndUpdate() throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: 1)
        try fixture.table.moveRow(at: 1, to: 4)
        #expect(fixture.table.selectedRowIndex == 4)
        try fixture.table.updateRow(at: 4, with: Mail(id: 1, subject: "Changed"))
        #expect(fixture.table.selectedRowIndex == 4)
        #expect(!fixture.takeEvents().contains { $0.hasPrefix("deselect") })
    }

    @Test("a batch that deletes the selected row and fails leaves it selected")
    func failedBatch() throws {
        let fixture = Fixture()
        let table = fixture.table
        try table.selectRow(at: 2)
        _ = fixture.takeEvents()
        #expect(throws: GestureTableError.self) {
            try table.performBatchUpdates { () throws(GestureTableError) in
                try table.deleteRow(at: 2)
                try table.deleteRow(at: 99)
            }
        }
        #expect(table.selectedRowIndex == 2)
        #expect(fixture.takeEvents().isEmpty)
    }
}

@Suite("A tap while a row is open only closes that row")
struct TapOnOpenRowTests {
    @Test("a tap on another row, or on the open row's content, closes it and selects nothing", arguments: [0, 2])
    func tapCloses(row: Int) throws {
        let fixture = Fixture(leftStyle: .reveal, rightStyle: .reveal)
        let selections = fixture.recordSelections()
        try fixture.table.openRow(at: 2, side: .left)
        fixture.advance(500)
        _ = fixture.takeEvents()
        // The open row's content is drawn right of its buttons.
        fixture.tap(row: row, x: 95)
        #expect(fixture.takeEvents() == ["close row 2"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(selections().isEmpty)
        fixture.advance(500)
        fixture.tap(row: row)
        #expect(fixture.takeEvents() == ["select row \(row)"])
    }
}

@Suite("A long press, a move past the slop or a cancel does not select")
struct NoTapTests {
    enum Gesture: String, CaseIterable, CustomTestStringConvertible {
        case longPress, longPressWithoutReordering, scroll, swipe, cancel
        var testDescription: String { rawValue }
    }

    @Test("the gesture selects nothing", arguments: Gesture.allCases)
    func noSelect(_ gesture: Gesture) {
        let fixture = Fixture(count: 30)
        let table = fixture.table
        let selections = fixture.recordSelections()
        let y = ((try? table.yOfRow(at: 2)) ?? .nan) + 0.5
        table.handle(.down(Point(x: 50, y: y)))
        switch gesture {
        case .longPress:
            fixture.advance(600)
        case .longPressWithoutReordering:
            table.allowsReordering = false
            fixture.advance(600)
        case .scroll:
            fixture.advance(8)
            table.handle(.moved(Point(x: 50, y: y - 3)))
        case .swipe:
            fixture.advance(8)
            table.handle(.moved(Point(x: 60, y: y)))
        case .cancel:
            table.handle(.cancelled)
        }
        fixture.advance(8)
        table.handle(.up(velocity: .zero))
        fixture.advance(1000)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!fixture.takeEvents().contains { $0.hasPrefix("select") })
        #expect(selections().isEmpty)
    }

    @Test("a press held just under the long-press duration is still a tap")
    func justUnder() {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 1.5)))
        fixture.advance(499)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.takeEvents() == ["select row 1"])
    }

    @Test("a move within the slop is still a tap")
    func withinSlop() {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 1.5)))
        fixture.advance(8)
        fixture.table.handle(.moved(Point(x: 50.5, y: 1.9)))
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.takeEvents() == ["select row 1"])
    }
}

@Suite("selectRow(at:) and deselectRow()")
struct SelectionVerbTests {
    @Test("selectRow reports a select event, not didSelectRow, as UIKit's selectRow does not call its delegate")
    func verbSelects() throws {
        let fixture = Fixture()
        let selections = fixture.recordSelections()
        let events = try fixture.table.send(.selection(.select(at: TableIndexPath(row: 3, section: 0))))
        #expect(events.map(\.description) == ["select row 3"])
        #expect(selections().isEmpty)
        #expect(fixture.table.indexPathForSelectedRow == TableIndexPath(row: 3, section: 0))
    }

    @Test("selecting the selected row changes nothing")
    func selectSelected() throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: 3)
        _ = fixture.takeEvents()
        try fixture.table.selectRow(at: 3)
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test(
        "a bad index path throws and changes nothing",
        arguments: [
            TableIndexPath(row: 5, section: 0), TableIndexPath(row: -1, section: 0),
            TableIndexPath(row: 0, section: 1), TableIndexPath(row: 0, section: -1),
            TableIndexPath(row: Int.max, section: Int.min),
        ])
    func badIndexPath(_ indexPath: TableIndexPath) throws {
        let fixture = Fixture()
        try fixture.table.selectRow(at: 1)
        _ = fixture.takeEvents()
        let before = fixture.table.core.state
        #expect(throws: GestureTableError.self) { try fixture.table.selectRow(at: indexPath) }
        #expect(fixture.table.core.state == before)
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("a bad flat index throws indexOutOfRange", arguments: [-1, 5, Int.max, Int.min])
    func badIndex(_ index: Int) {
        let fixture = Fixture()
        #expect {
            try fixture.table.selectRow(at: index)
        } throws: { error in
            (error as? GestureTableError)?.code == .indexOutOfRange
        }
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("deselectRow lets the selected row go, and does nothing when none is selected")
    func deselect() throws {
        let fixture = Fixture()
        fixture.table.deselectRow()
        #expect(fixture.takeEvents().isEmpty)
        try fixture.table.selectRow(at: 2)
        fixture.table.deselectRow()
        #expect(fixture.takeEvents() == ["select row 2", "deselect row 2"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("selection is not an undo step: undo takes back the change of the rows before it")
    func notUndoable() throws {
        let fixture = Fixture()
        try fixture.table.deleteRow(at: 4)
        try fixture.table.selectRow(at: 1)
        try fixture.table.undo()
        #expect(fixture.table.count == 5)
        #expect(fixture.table.selectedRowIndex == 1)
    }
}

extension TapSelectsTests {
    @Test("a press on a row still sliding back to rest grabs it: its release selects nothing")
    func tapOnSettlingRow() throws {
        let fixture = Fixture()
        let selections = fixture.recordSelections()
        try fixture.table.dragRow(at: 2, toOffset: 20)
        try fixture.table.releaseRow(at: 2)
        fixture.advance(16)
        #expect(fixture.table.isAnimating)
        fixture.tap(row: 2)
        #expect(selections().isEmpty)
        #expect(fixture.table.selectedRowIndex == nil)
    }

    @Test("a press released on a row that began to move meanwhile (a peek by the app) selects nothing")
    func tapOnRowMovedDuringThePress() throws {
        for peeks in [false, true] {
            let fixture = Fixture()
            let selections = fixture.recordSelections()
            fixture.table.handle(.down(Point(x: 50, y: 2.5)))
            if peeks { try fixture.table.peekRow(at: 2, side: .left) }
            fixture.advance(50)
            fixture.table.handle(.up(velocity: nil))
            #expect(selections().map(\.0) == (peeks ? [] : [2]))
        }
    }
}
