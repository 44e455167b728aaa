import Testing
@testable import GestureTable

/// Several changes animate together, with one completion, or not at all.
@Suite("Batch updates")
struct BatchUpdateTests {
    @Test("changes in a batch start together and complete once when the last ends")
    func together() throws {
        let fixture = Fixture()
        var completed = 0
        fixture.advance(30)
        try fixture.table.performBatchUpdates({
            try fixture.table.deleteRow(at: 0)
            try fixture.table.pushAndDeleteRow(at: 0)
            try fixture.table.insertRow(Mail(id: 10, subject: "New"), at: 1)
        }, completion: { completed += 1 })
        #expect(fixture.titles == ["Mail 2", "New", "Mail 3", "Mail 4"])
        #expect(fixture.takeEvents() == ["delete row 0", "push row 0", "delete row 0", "insert row 1"])
        fixture.advance(250)
        #expect(completed == 0)
        fixture.advance(250)
        #expect(completed == 1)
    }

    @Test("a batch that throws undoes everything it did and delivers no event")
    func rollback() throws {
        let fixture = Fixture()
        #expect(throws: GestureTableError.self) {
            try fixture.table.performBatchUpdates {
                try fixture.table.deleteRow(at: 0)
                try fixture.table.insertRow(Mail(id: 10, subject: "New"), at: 0)
                try fixture.table.deleteRow(at: 99)
            }
        }
        #expect(fixture.titles == (0..<5).map { "Mail \($0)" })
        #expect(fixture.table.deletingRowCount == 0)
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.events.isEmpty)
        #expect(!fixture.table.canUndo)
    }

    @Test("a batch with no animation completes at once")
    func emptyBatch() throws {
        let fixture = Fixture()
        var completed = false
        fixture.table.performBatchUpdates({}, completion: { completed = true })
        #expect(completed)
    }

    @Test("a batch throws what its closure throws, typed, after undoing it")
    func typedError() throws {
        struct Refused: Error, Equatable {}
        let fixture = Fixture()
        #expect(throws: Refused()) {
            try fixture.table.performBatchUpdates { () throws(Refused) in
                try? fixture.table.deleteRow(at: 0)
                throw Refused()
            }
        }
        #expect(fixture.titles == (0..<5).map { "Mail \($0)" })
        do {
            try fixture.table.performBatchUpdates { () throws(GestureTableError) in try fixture.table.deleteRow(at: 99) }
        } catch {
            let typed: GestureTableError = error
            #expect(typed.code == .indexOutOfRange)
        }
        #expect(fixture.events.isEmpty)
    }
}
