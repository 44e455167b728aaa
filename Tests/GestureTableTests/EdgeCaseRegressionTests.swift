import Testing

@testable import GestureTable

/// A move by index path is one undo step, as a move by index is.
@Suite("Undoing a move by index path")
struct IndexPathMoveUndoTests {
    @Test("moveRow(at:to:) by index path, across sections, is undone whole")
    func undo() throws {
        let clock = VirtualClock()
        let mails = (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }
        let table = try GestureTable(
            sections: [TableSection(title: "A", rows: Array(mails[0..<2])), TableSection(title: "B", rows: Array(mails[2...]))],
            width: 100, clock: clock)
        try table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 1))
        #expect(table.sections.map { $0.rows.map(\.id) } == [[1], [2, 0, 3]])
        #expect(table.undoActionName == "Move")
        try table.undo()
        #expect(table.sections.map { $0.rows.map(\.id) } == [[0, 1], [2, 3]])
        #expect(!table.canUndo)
    }
}

/// A flick out that passes no fraction fires the side's first action, not its second.
@Suite("Flicks fire the first action")
struct FlickFirstActionTests {
    @Test(arguments: [(fraction: 0.1, velocity: 8.0, slot: ActionSlot.firstLeft), (-0.1, -8.0, .firstRight)])
    func firstAction(fraction: Double, velocity: Double, slot: ActionSlot) throws {
        let fixture = Fixture(count: 3)
        fixture.swipe(row: 1, to: fraction, velocity: velocity)
        #expect(fixture.fired.map(\.0) == [slot])
    }
}

/// With no room to stretch (a rubber-band limit of 0), a row without actions does not move and
/// a row dragged past its width stops at the width.
@Suite("A rubber band of no length")
struct ZeroRubberBandTests {
    @Test func noStretch() throws {
        var configuration = TableConfiguration()
        configuration.rubberBandLimit = 0
        let fixture = Fixture(count: 3, configuration: configuration, slots: [.firstLeft])
        fixture.drag(row: 1, to: -0.4)
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        fixture.table.handle(.up(velocity: nil))
        fixture.advance(1000)
        fixture.drag(row: 2, to: 1.5)
        #expect(try fixture.table.offset(ofRowAt: 2) == fixture.table.width)
    }
}

/// A table whose sections are all empty lays its headers out from the top.
@Suite("Headers of empty sections")
struct EmptySectionHeaderTests {
    @Test func fromTheTop() throws {
        let table = try GestureTable<Mail>(
            sections: [TableSection(title: "A", rows: []), TableSection(title: "B", rows: [])], width: 100, clock: VirtualClock())
        table.viewportHeight = 10
        let headers = table.headerLayout(height: 10)
        #expect(headers.map(\.y) == [0, table.configuration.rowHeight])
    }
}

/// Index paths order by section, then row; none comes before itself.
@Suite("Ordering index paths")
struct IndexPathOrderTests {
    @Test func order() {
        let path = TableIndexPath(row: 1, section: 2)
        #expect(!(path < path))
        #expect(TableIndexPath(row: 9, section: 1) < path)
        #expect(TableIndexPath(row: 0, section: 2) < path)
        #expect(!(TableIndexPath(row: 0, section: 3) < path))
    }
}

/// A width that is not a number makes the narrowest table, as every width below 1 does.
@Suite("A table made with a width that is not a number")
struct NaNWidthTests {
    @Test(arguments: [Double.nan, -1, 0, 0.5])
    func narrowest(width: Double) {
        let table = GestureTable<Mail>(width: width, clock: VirtualClock())
        #expect(table.width == 1)
    }
}
