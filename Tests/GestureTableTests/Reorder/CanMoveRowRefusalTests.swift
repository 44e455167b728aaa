import Testing
@testable import GestureTable

/// A lift that `canMoveRow` refuses says which row and who refused it.
@Suite("canMoveRow's refusal")
struct CanMoveRowRefusalTests {
    @Test("the refusal names the row by its label and says canMoveRow refused it")
    func refusalNamesTheRowAndTheClosure() {
        let fixture = Fixture()
        let id = fixture.table.rows[2].id
        // The closure holds the id, not the fixture: the table keeps its closures.
        fixture.table.canMoveRow = { $0.id != id }
        fixture.table.accessibilityLabel = { "Mail \($0.id)" }
        do {
            try fixture.table.liftRow(at: 2)
            Issue.record("row 2 was lifted")
        } catch {
            #expect(error.message == "row 2 (Mail \(id)) may not be moved: canMoveRow refused it")
        }
        #expect(fixture.table.liftedRowIndex == nil)
    }
}
