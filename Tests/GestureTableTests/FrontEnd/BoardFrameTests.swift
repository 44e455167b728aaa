import Testing
@testable import GestureTable

/// A board's frame: its columns where they are, a carried row raised with its gap shown, the
/// board's own moments.
@Suite("The board's frame")
struct BoardFrameTests {
    @Test("A carry to another column: the gap, the raised row, one drop haptic and the board's announcement")
    func carryAcrossColumns() throws {
        let fixture = try BoardFixture()
        let board = fixture.board
        for table in board.tables { table.accessibilityLabel = { $0.subject } }
        _ = board.nextFrame(height: 10)
        fixture.lift(column: 0, row: 1)
        fixture.move(toColumn: 1, row: 0)
        var frame = board.nextFrame(height: 10)
        #expect(frame.columns.map(\.title) == ["Todo", "Doing", "Done"])
        #expect(frame.columns.map(\.x) == [0, 22, 44])
        #expect(frame.columns[0].frame.rows.map(\.id) == [0, 2])  // the carried row out of its home
        #expect(frame.columns[0].frame.rows.map(\.y) == [0, 1])
        #expect(frame.columns[1].frame.rows.map(\.y) == [1, 2])  // a gap at the top of Doing
        let carried = try #require(frame.carried)
        #expect(carried.column == 1 && carried.x == 22 && carried.row.id == 1 && carried.row.liftScale == 1.1)
        #expect(frame.columns[0].frame.haptics == [.lift])
        fixture.release()
        fixture.advance(1_000)
        frame = board.nextFrame(height: 10)
        #expect(frame.carried == nil)
        #expect(frame.haptics == [.drop])
        #expect(frame.announcements == ["“Mail 1” moved to Doing, 1 of 3"])
        #expect(frame.columns[1].frame.rows.map(\.id) == [1, 10, 11])
        #expect(board.nextFrame(height: 10).haptics.isEmpty)
    }

    @Test("Samples drive a board as they drive a table; the claim asks the column under the press")
    func samplesOnABoard() throws {
        let fixture = try BoardFixture()
        let board = fixture.board
        let gutter = PointerSample(.began, location: Point(x: 21, y: 0.5), translation: Point(x: 0, y: 0), timestamp: .zero)
        #expect(board.claim(gutter, pressedAt: .zero) == .declined)
        board.handle(PointerSample(.began, location: Point(x: 10, y: 0.5), timestamp: .milliseconds(10)))
        board.tick(at: .milliseconds(700))
        board.handle(PointerSample(.changed, location: Point(x: 54, y: 0.5), translation: Point(x: 44, y: 0), timestamp: .milliseconds(800)))
        board.handle(PointerSample(.ended, location: Point(x: 54, y: 0.5), translation: Point(x: 44, y: 0), timestamp: .milliseconds(816)))
        board.tick(at: .seconds(2))
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
        #expect(fixture.modelsFollow)
    }

    @Test("Undo and redo of a transfer at undo limit 1, a frame between each; hostile heights draw nothing wrong")
    func undoBetweenFrames() throws {
        let fixture = try BoardFixture()
        let board = fixture.board
        board.undoLimit = 1
        _ = board.nextFrame(height: 10)
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 2, row: 0)
        fixture.release()
        fixture.advance(1_000)
        #expect(board.nextFrame(height: 10).columns[2].frame.rows.map(\.id) == [0])
        try board.undo()
        fixture.advance(1_000)
        var frame = board.nextFrame(height: 10)
        #expect(frame.columns.map { $0.frame.rows.map(\.id) } == [[0, 1, 2], [10, 11], []])
        #expect(frame.carried == nil && fixture.modelsFollow)
        try board.redo()
        fixture.advance(1_000)
        frame = board.nextFrame(height: 10)
        #expect(frame.columns.map { $0.frame.rows.map(\.id) } == [[1, 2], [10, 11], [0]])
        for height in [Double.nan, .infinity, -.infinity, -1, 0, 1e308] {
            let drawn = board.nextFrame(height: height)
            #expect(drawn.columns.count == 3)
            for column in drawn.columns {
                let rows = board.tables[column.column].rows
                #expect(column.frame.rows.allSatisfy { $0.index.map { rows[$0].id } == $0.id })
            }
        }
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
    }
}
