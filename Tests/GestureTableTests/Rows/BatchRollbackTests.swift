import Testing
@testable import GestureTable

/// A batch that throws puts back everything it changed, the table's own settings included.
@Suite("Batch rollback of settings")
struct BatchRollbackTests {
    struct Stop: Error {}

    @Test("a batch that changes the width and the layout direction, then throws, keeps neither")
    func widthAndDirection() throws {
        let fixture = Fixture()
        fixture.drag(row: 1, to: -0.3)
        let offset = try fixture.table.offset(ofRowAt: 1)
        #expect(throws: Stop.self) {
            try fixture.table.performBatchUpdates { () throws(Stop) in
                try? fixture.table.setWidth(200)
                fixture.table.layoutDirection = .rightToLeft
                throw Stop()
            }
        }
        #expect(fixture.table.width == 100)
        #expect(fixture.table.layoutDirection == .leftToRight)
        #expect(try fixture.table.offset(ofRowAt: 1) == offset)
    }

    @Test("a nested batch that throws leaves the outer batch's changes one undo step of their own")
    func nestedFailureKeepsStepsApart() throws {
        let fixture = Fixture(count: 5)
        let table = fixture.table
        try table.deleteRow(at: 0)  // a step of its own, before the batch
        try table.performBatchUpdates { () throws(GestureTableError) in
            try? table.performBatchUpdates { () throws(Stop) in
                try? table.deleteRow(at: 0)
                throw Stop()
            }
            try table.deleteRow(at: 0)
        }
        #expect(table.rows.map(\.id) == [2, 3, 4])
        try table.undo()
        #expect(table.rows.map(\.id) == [1, 2, 3, 4])
        try table.undo()
        #expect(table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test("a setting brings the table up to its clock first, as a verb does", arguments: ["viewport", "configuration", "direction", "reordering", "placeholder"])
    func settingAdvancesTime(_ setting: String) throws {
        let fixture = Fixture(count: 3)
        let table = fixture.table
        var completed = false
        try table.deleteRow(at: 0, animation: .fade) { completed = true }
        fixture.clock.advance(by: .seconds(1))
        switch setting {
        case "viewport": table.viewportHeight = 5
        case "configuration": table.configuration.animationDuration = .seconds(2)
        case "direction": table.layoutDirection = .rightToLeft
        case "reordering": table.allowsReordering = false
        default: table.placeholder = Placeholder(title: "None")
        }
        #expect(completed)
        #expect(!table.isAnimating)
    }
}

extension BatchRollbackTests {
    @Test("a failed batch restores the lifted row and the open row")
    func batchRollbackRestoresReorder() throws {
        let fixture = Fixture(rightStyle: .reveal)
        try fixture.table.liftRow(at: 1)
        try fixture.table.openRow(at: 4, side: .right)
        #expect(throws: GestureTableError.self) {
            try fixture.table.performBatchUpdates {
                try fixture.table.deleteRow(at: 0)
                try fixture.table.deleteRow(at: 3)
                try fixture.table.pushRow(at: 99)
            }
        }
        #expect(fixture.table.liftedRowIndex == 1)
        #expect(fixture.table.openRowIndex == 4)
        try fixture.table.dropLiftedRow()
    }
}
