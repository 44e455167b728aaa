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
}
