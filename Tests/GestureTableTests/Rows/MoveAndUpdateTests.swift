import Testing
@testable import GestureTable

/// `moveRow` and `updateRow`: the app's own structural changes.
@Suite("Move and update")
struct MoveAndUpdateTests {
    @Test("moveRow follows the standard library's move semantics and can be undone",
          arguments: [(0, 4), (4, 0), (1, 2), (3, 1)])
    func move(source: Int, destination: Int) throws {
        let fixture = Fixture()
        try fixture.table.moveRow(at: source, to: destination)
        var expected = Array(0..<5)
        expected.insert(expected.remove(at: source), at: destination)
        #expect(fixture.table.rows.map(\.id) == expected)
        #expect(fixture.takeEvents() == ["move \(source)->\(destination) row \(destination)"])
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("moveRow with a bad index or on the lifted row throws and changes nothing")
    func badMove() throws {
        let fixture = Fixture()
        #expect { try fixture.table.moveRow(at: 0, to: 5) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
        try fixture.table.liftRow(at: 2)
        #expect { try fixture.table.moveRow(at: 2, to: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("updateRow replaces the value and keeps the row's state")
    func update() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(at: 1)
        try fixture.table.updateRow(at: 1, with: Mail(id: 1, subject: "Renamed"))
        #expect(fixture.titles[1] == "Renamed")
        #expect(try fixture.table.phase(ofRowAt: 1) == .pushing)
        #expect { try fixture.table.updateRow(at: 1, with: Mail(id: 7, subject: "Other")) } throws: {
            ($0 as? GestureTableError)?.code == .invalidValue
        }
    }
}

/// Rows that cannot be compared are always taken as changed by `setRows`: their new values win.
@Suite("setRows with rows that are not Equatable")
struct NonEquatableSetRowsTests {
    struct Note: Identifiable {
        let id: Int
        var text: String
    }

    @Test func newValuesWin() throws {
        let table = GestureTable(
            numberedRows: [Note(id: 0, text: "old"), Note(id: 1, text: "old")], width: 100, clock: VirtualClock())
        var changes: [String] = []
        table.onRowChange = { changes.append("\($0)") }
        try table.setRows([Note(id: 0, text: "new"), Note(id: 1, text: "new")])
        #expect(table.rows.map(\.text) == ["new", "new"])
        #expect(changes.count == 2)
    }
}
