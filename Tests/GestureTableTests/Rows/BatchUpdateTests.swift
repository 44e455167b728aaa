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

/// Batches whose animations end at the same instant complete in the order they were made.
@Suite("Batch completions ending together")
struct BatchCompletionOrderTests {
    @Test func startOrder() throws {
        let fixture = Fixture()
        var order: [Int] = []
        for batch in 1...3 {
            try fixture.table.performBatchUpdates({ () throws(GestureTableError) in
                try fixture.table.deleteRow(at: 0, animation: .fade)
            }, completion: { order.append(batch) })
        }
        fixture.advance(1_000)
        #expect(order == [1, 2, 3])
    }
}

/// A batch that begins right after another (nothing recorded between them) is its own undo
/// step: the first batch's step is closed when the second begins.
@Suite("Back-to-back batches")
struct BackToBackBatchTests {
    @Test func eachBatchIsOneStep() throws {
        let fixture = Fixture(count: 4)
        let table = fixture.table
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0) }
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0) }
        #expect(fixture.titles == ["Mail 2", "Mail 3"])
        try table.undo()
        #expect(fixture.titles == ["Mail 1", "Mail 2", "Mail 3"])
        try table.undo()
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3"])
    }
}
