import Testing

@testable import GestureTable

/// The app's closures run between a transfer's deletion and its insertion, and may change
/// other columns meanwhile: the transfer still lands whole, and the board's checks allow it.
@Suite("A transfer with the app's changes in between")
struct BoardTransferInterleavingTests {
    @Test("a row the home column's listener inserts elsewhere during a drop stays, and the carried row lands")
    func insertionDuringTheDrop() throws {
        let fixture = try BoardFixture()
        let done = fixture.board.tables[2]
        var inserted = false
        let home = fixture.board.tables[0]
        let listener = home.onRowChange
        home.onRowChange = { change in
            listener?(change)
            // The deletion half of the transfer: the app files a new row in Done meanwhile.
            if !inserted, case .delete = change {
                inserted = true
                try? done.insertRow(Mail(id: 99, subject: "Filed"), at: 0, animation: .none)
            }
        }
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        fixture.release()
        #expect(inserted)
        #expect(fixture.ids == [[0, 2], [1, 10, 11], [99]])
        try fixture.board.undo()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], [99]])
    }
}
