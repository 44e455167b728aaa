import Testing
@testable import GestureTable

/// The empty-state placeholder shows exactly while no rows remain and no deletion animates.
@Suite("Placeholder")
struct PlaceholderTests {
    @Test("shown only once the last deletion has finished animating")
    func afterLastDeletion() throws {
        let fixture = Fixture(count: 2)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.deleteRow(at: 0)
        #expect(!fixture.table.isShowingPlaceholder)
        fixture.advance(249)
        #expect(!fixture.table.isShowingPlaceholder)
        fixture.advance(1)
        #expect(fixture.table.isShowingPlaceholder)
        #expect(fixture.takeEvents() == ["delete row 0", "delete row 0", "empty-shown"])
    }

    @Test("shown as soon as the last deletion ends, before the completion of a batch that ends with it")
    func beforeLaterSteps() throws {
        let fixture = Fixture(count: 1)
        var log: [String] = []
        fixture.table.onEvent = { event in log.append(event.description) }
        try fixture.table.performBatchUpdates({ () throws(GestureTableError) in try fixture.table.deleteRow(at: 0) }) {
            log.append("batch done")
        }
        fixture.clock.advance(by: .milliseconds(300))
        fixture.table.tick()
        #expect(log == ["delete row 0", "empty-shown", "batch done"])
    }

    @Test("deletions without animation show it at once")
    func immediate() throws {
        let fixture = Fixture(count: 1)
        try fixture.table.deleteRow(at: 0, animation: .none)
        #expect(fixture.table.isShowingPlaceholder)
    }

    @Test("an insert hides it")
    func insertHides() throws {
        let fixture = Fixture(count: 0)
        #expect(fixture.table.isShowingPlaceholder)
        try fixture.table.insertRow(Mail(id: 1, subject: "Hello"), at: 0)
        #expect(!fixture.table.isShowingPlaceholder)
        #expect(fixture.takeEvents() == ["insert row 0", "empty-hidden"])
    }

    @Test("an insert during the last deletion's animation keeps it hidden")
    func insertDuringDeletion() throws {
        let fixture = Fixture(count: 1)
        try fixture.table.deleteRow(at: 0)
        fixture.advance(100)
        try fixture.table.insertRow(Mail(id: 7, subject: "New"), at: 0)
        fixture.advance(500)
        #expect(!fixture.table.isShowingPlaceholder)
        #expect(!fixture.events.contains { $0.kind == .emptyShown })
    }

    @Test("undoing the last deletion hides it again")
    func undoHides() throws {
        let fixture = Fixture(count: 1)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.undo()
        #expect(!fixture.table.isShowingPlaceholder)
        #expect(fixture.takeEvents() == ["delete row 0", "empty-shown", "insert row 0", "announce \"Undone: Delete “row 1”\" row 0", "empty-hidden"])
    }
}
