import Testing
@testable import GestureTable

/// `deleteRow` removes the row at once and animates it out.
@Suite("Delete")
struct DeleteTests {
    @Test("the row leaves the data at once and its gap closes over the duration",
          arguments: [RowAnimation.left, .right, .fade, .automatic])
    func deleteAnimates(animation: RowAnimation) throws {
        let fixture = Fixture()
        var completed = 0
        try fixture.table.deleteRow(at: 1, animation: animation) { completed += 1 }
        #expect(fixture.titles == ["Mail 0", "Mail 2", "Mail 3", "Mail 4"])
        #expect(fixture.takeEvents() == ["delete row 1"])
        fixture.advance(125)
        let deletingRow = try #require(fixture.table.layout(height: 10).first { $0.index == nil })
        #expect(deletingRow.row.id == 1)
        #expect(deletingRow.height > 0 && deletingRow.height < 1)
        switch animation {
        case .left: #expect(deletingRow.presentation.offset < 0)
        case .right: #expect(deletingRow.presentation.offset > 0)
        default: #expect(deletingRow.presentation.opacity < 1)
        }
        #expect(completed == 0)
        fixture.advance(125)
        #expect(completed == 1)
        #expect(fixture.table.deletingRowCount == 0)
        #expect(fixture.table.layout(height: 10).map(\.y) == [0, 1, 2, 3])
    }

    @Test("delete with no animation completes at once")
    func deleteNone() throws {
        let fixture = Fixture()
        var completed = false
        try fixture.table.deleteRow(at: 0, animation: .none) { completed = true }
        #expect(completed)
        #expect(fixture.table.deletingRowCount == 0)
    }

    @Test("a row dragged to one side leaves on that side", arguments: [0.5, -0.5])
    func automaticSide(fraction: Double) throws {
        let fixture = Fixture()
        let slot: ActionSlot = fraction > 0 ? .firstLeft : .firstRight
        fixture.resolution[slot] = { table, index in try table.deleteRow(at: index) }
        fixture.swipe(row: 0, to: fraction)
        fixture.advance(100)
        let deletingRow = try #require(fixture.table.layout(height: 10).first)
        #expect(deletingRow.presentation.offset * fraction > 50 * abs(fraction))
        #expect(deletingRow.presentation.action?.slot == slot)
    }

    @Test("deleting the row being dragged balances its highlight")
    func deleteWhileDragging() throws {
        let fixture = Fixture()
        fixture.drag(row: 2, to: 0.5)
        _ = fixture.takeEvents()
        try fixture.table.deleteRow(at: 2)
        #expect(fixture.takeEvents() == ["unhighlight firstLeft row 2", "delete row 2"])
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.isEmpty)
    }

    @Test("a row's state goes with it: a new row at its index starts at rest")
    func stateIsKeyedByID() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(at: 1)
        fixture.advance(300)
        try fixture.table.deleteRow(at: 1)
        #expect(try fixture.table.phase(ofRowAt: 1) == .rest)
        fixture.advance(300)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("deleteRows with no indexes changes nothing and runs its completion once, at once")
    func deleteNothing() throws {
        let fixture = Fixture()
        var runs = 0
        try fixture.table.deleteRows(at: [], completion: { runs += 1 })
        #expect(runs == 1)
        #expect(fixture.table.count == 5)
        #expect(!fixture.table.canUndo)
    }
}

/// Deleting rows while scrolled to the end: once the lines have collapsed, the scroll offset
/// comes back within the shorter content, rather than leave blank lines at the bottom (and make
/// the next scroll start from past the end).
@Suite("Scroll after delete")
struct ScrollAfterDeleteTests {
    @Test("the scroll offset is clamped when the deletion finishes", arguments: [RowAnimation.automatic, .fade, .left])
    func clampedAfterCollapse(animation: RowAnimation) throws {
        let fixture = Fixture(count: 15)
        try fixture.table.scroll(by: 5)
        #expect(fixture.table.scrollOffset == 5)
        try fixture.table.deleteRow(at: 14, animation: animation)
        try fixture.table.deleteRow(at: 13, animation: animation)
        #expect(fixture.table.scrollOffset == 5, "kept while the lines collapse")
        fixture.advance(1000)
        #expect(fixture.table.maximumScrollOffset == 3)
        #expect(fixture.table.scrollOffset == 3)
        #expect(fixture.table.layout(height: 10).last.map { $0.y + $0.height } == 10)
    }

    @Test("a deletion without animation clamps at once")
    func clampedAtOnce() throws {
        let fixture = Fixture(count: 12)
        try fixture.table.scroll(by: 2)
        try fixture.table.deleteRow(at: 0, animation: .none)
        #expect(fixture.table.scrollOffset == 1)
    }

    @Test("a deletion that leaves the content longer than the viewport keeps the offset")
    func keptWhenStillLongEnough() throws {
        let fixture = Fixture(count: 20)
        try fixture.table.scroll(by: 3)
        try fixture.table.deleteRow(at: 0)
        fixture.advance(1000)
        #expect(fixture.table.scrollOffset == 3)
    }
}

/// An automatic deletion leaves on the side of any offset, however small; only a row at rest
/// fades.
@Suite("Automatic deletion side at small offsets")
struct AutomaticDeletionSideTests {
    @Test(arguments: [0.5, -0.5])
    func smallOffset(offset: Double) throws {
        let fixture = Fixture()
        try fixture.table.dragRow(at: 0, toOffset: offset)
        try fixture.table.deleteRow(at: 0)
        fixture.advance(100)
        let deletingRow = try #require(fixture.table.layout(height: 10).first)
        #expect(deletingRow.presentation.offset * (offset > 0 ? 1 : -1) > 50)
        #expect(deletingRow.presentation.opacity == 1)
    }
}

extension DeleteTests {
    @Test("a deleted row fading out keeps the table animating until it has gone")
    func deletionAnimates() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        #expect(fixture.table.isAnimating)
        fixture.clock.advance(by: .seconds(2))
        fixture.table.tick()
        #expect(!fixture.table.isAnimating)
    }
}

extension DeleteTests {
    @Test("deleting a row that slides back with a completion runs that completion once, at once")
    func deleteRunsPendingCompletion() throws {
        let fixture = Fixture()
        var ran = 0
        try fixture.table.dragRow(at: 1, toOffset: 20)
        try fixture.table.replaceRow(at: 1) { ran += 1 }
        #expect(ran == 0)
        try fixture.table.deleteRow(at: 1)
        #expect(ran == 1)
        fixture.advance(2000)
        #expect(ran == 1)
    }
}
