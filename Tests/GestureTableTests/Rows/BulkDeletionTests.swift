import Testing
@testable import GestureTable

/// A deletion of many rows: those in sight animate, those out of sight leave at once by a short
/// way (nothing on them to let go of) — and the two ways together must report, record and
/// scroll exactly as one row at a time would.
@Suite("Deleting many rows, in sight and out of it")
struct BulkDeletionTests {
    /// 100 rows, 10 in sight, scrolled to row 40; every third row deleted (rows above, in and
    /// below the viewport).
    static let deleted = Array(stride(from: 1, to: 100, by: 3))

    @Test("the app's model, the events, the scroll and undo agree, heard or not", arguments: [true, false])
    func agrees(listens: Bool) throws {
        let fixture = Fixture(count: 100)
        if !listens { fixture.table.onEvent = nil }
        var model = fixture.table.rows
        if listens { fixture.table.onRowChange = { $0.apply(to: &model) } }
        try fixture.table.scroll(by: 40)
        let shownBefore = try shownTitles(fixture.table)
        _ = fixture.takeEvents()

        try fixture.table.deleteRows(at: Self.deleted)
        let kept = (0..<100).filter { !Self.deleted.contains($0) }.map { "Mail \($0)" }
        #expect(fixture.titles == kept)
        // Rows wholly above the viewport (index + 1 < 40) came off the offset, so that what is
        // in sight stays put; but the lowest, which animates (it carries the completion).
        let above = Self.deleted.filter { $0 + 1 < 40 && $0 != Self.deleted.first }.count
        #expect(fixture.table.scrollOffset == Double(40 - above))
        if listens {
            #expect(model == fixture.table.rows)
            let deletions = fixture.events.filter { $0.kind == .delete }.compactMap(\.index)
            #expect(deletions == Self.deleted.reversed())
        }
        fixture.advance(1000)
        #expect(!fixture.table.isAnimating)
        #expect(try shownTitles(fixture.table).allSatisfy { kept.contains($0) })
        #expect(try shownTitles(fixture.table).first.map { shownBefore.contains($0) } == true)

        try fixture.table.undo()
        #expect(fixture.titles == (0..<100).map { "Mail \($0)" })
        if listens { #expect(model == fixture.table.rows) }
        try fixture.table.redo()
        #expect(fixture.titles == kept)
        if listens { #expect(model == fixture.table.rows) }
        #expect(!fixture.table.canRedo)
        try fixture.table.undo()
        #expect(!fixture.table.canUndo, "one undo step for the whole deletion")
    }

    @Test("a row out of sight that is open or under a finger still leaves by the long way")
    func rowsWithStateOutOfSight() throws {
        let fixture = Fixture(count: 100, rightStyle: .reveal)
        fixture.swipe(row: 2, to: -0.5)
        fixture.advance(1000)
        #expect(fixture.table.openRowIndex == 2)
        try fixture.table.scroll(by: 40)
        _ = fixture.takeEvents()
        try fixture.table.deleteRows(at: [2, 5, 45, 80])
        #expect(fixture.table.openRowIndex == nil)
        #expect(fixture.titles.count == 96)
        #expect(!fixture.titles.contains("Mail 2"))
        try fixture.table.undo()
        #expect(fixture.titles == (0..<100).map { "Mail \($0)" })
    }

    @Test("deleting the selection lets go of each row, with a deselect event when heard", arguments: [true, false])
    func selection(listens: Bool) throws {
        let fixture = Fixture(count: 60)
        if !listens { fixture.table.onEvent = nil }
        fixture.table.selectionMode = .multiple
        try fixture.table.scroll(by: 20)
        try fixture.table.selectAllRows()
        _ = fixture.takeEvents()
        try fixture.table.deleteSelectedRows()
        #expect(fixture.table.selectedRowIDs.isEmpty)
        #expect(fixture.table.count == 0)
        if listens {
            #expect(fixture.events.filter { $0.kind == .deselect }.count == 60)
            #expect(fixture.events.filter { $0.kind == .delete }.count == 60)
        }
        try fixture.table.undo()
        #expect(fixture.table.count == 60)
        #expect(fixture.table.selectedRowIDs.isEmpty, "rows come back unselected")
    }

    @Test("a deletion undone is redone exactly when rows out of sight leave by the short way", arguments: [0, 1, 2])
    func undoOfUndo(undoLimit: Int) throws {
        var configuration = TableConfiguration.default
        configuration.undoLimit = undoLimit
        let fixture = Fixture(count: 40, configuration: configuration)
        try fixture.table.scroll(by: 15)
        try fixture.table.deleteRows(at: [0, 3, 16, 30, 39])
        let after = fixture.titles
        #expect(fixture.table.canUndo == (undoLimit > 0))
        guard undoLimit > 0 else { return }
        try fixture.table.undo()
        #expect(fixture.titles.count == 40)
        try fixture.table.redo()
        #expect(fixture.titles == after)
    }

    /// The titles of the rows whose top is in the viewport.
    func shownTitles(_ table: GestureTable<Mail>) throws -> [String] {
        try (0..<table.count).filter { index in
            let y = try table.yOfRow(at: index)
            return y >= 0 && y < table.viewportHeight
        }.map { table.rows[$0].subject }
    }
}
