import Testing
@testable import GestureTable

/// `pushAndDeleteRow` pushes, then deletes, with one completion at the end.
@Suite("Push and delete")
struct PushAndDeleteTests {
    @Test("the row slides off, then its gap closes, then the completion runs once")
    func pushThenDelete() throws {
        let fixture = Fixture()
        var completed = 0
        fixture.resolution[.firstRight] = { table, index in
            try table.pushAndDeleteRow(at: index) { completed += 1 }
        }
        fixture.swipe(row: 2, to: -0.4)
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 3", "Mail 4"])
        #expect(fixture.takeEvents().suffix(3) == ["trigger firstRight row 2", "push firstRight row 2", "delete firstRight row 2"])
        fixture.advance(250)
        let pushed = try #require(fixture.table.layout(height: 10).first { $0.index == nil })
        #expect(pushed.presentation.offset == -100)
        #expect(pushed.height == 1)
        #expect(completed == 0)
        fixture.advance(125)
        let collapsing = try #require(fixture.table.layout(height: 10).first { $0.index == nil })
        #expect(collapsing.height > 0 && collapsing.height < 1)
        fixture.advance(125)
        #expect(completed == 1)
        #expect(fixture.table.deletingRowCount == 0)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("by id, a row that is gone throws rowNotFound")
    func byIDGone() throws {
        let fixture = Fixture()
        try fixture.table.pushAndDeleteRow(withID: 4)
        #expect(throws: GestureTableError.self) { try fixture.table.pushAndDeleteRow(withID: 4) }
        do {
            try fixture.table.pushAndDeleteRow(withID: 4)
        } catch {
            #expect(error.code == .rowNotFound)
        }
    }
}

/// A row at rest that is pushed and deleted leaves to the right, as one swiped right would.
@Suite("Push and delete from rest")
struct PushAndDeleteFromRestTests {
    @Test func leavesToTheRight() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.pushAndDeleteRow(at: 1)
        fixture.advance(250)
        let deletingRow = fixture.table.layout(height: 10).first { $0.index == nil }
        #expect(deletingRow?.presentation.offset == 100)
    }
}

extension PushAndDeleteFromRestTests {
    @Test("a row pushed and deleted from rest slides exactly one width to the right, then collapses")
    func pushFromRestSlidesOneWidth() throws {
        let fixture = Fixture()
        try fixture.table.pushAndDeleteRow(at: 1)
        fixture.advance(125)
        let halfway = try #require(fixture.table.layout(height: 10).first { $0.index == nil })
        #expect(halfway.presentation.offset > 0 && halfway.presentation.offset < 100)
        fixture.advance(125)
        let slid = try #require(fixture.table.layout(height: 10).first { $0.index == nil })
        #expect(slid.presentation.offset == 100)
    }
}
