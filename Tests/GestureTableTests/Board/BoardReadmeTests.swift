import Foundation
import Testing

@testable import GestureTable

/// The README's board example, compiled and run: if the README's API drifts, this breaks.
@Suite("README board example")
struct BoardReadmeTests {
    struct Task: Identifiable { let id: Int; var isReviewed = false }

    static var readme: String {
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        return (try? String(contentsOfFile: root + "/README.md", encoding: .utf8)) ?? ""
    }

    @Test("the README's board moves a task between columns and takes it back in one step")
    func readmeBoard() throws {
        var todo = [Task(id: 1), Task(id: 2)], doing: [Task] = [], done: [Task] = []
        var saved: [(Int, Int)] = []
        func save(_ task: Task, column: Int) { saved.append((task.id, column)) }

        // From README.md, "Boards".
        let board = try GestureBoard(columns: [
            BoardColumn(title: "Todo", rows: todo),
            BoardColumn(title: "Doing", rows: doing),
            BoardColumn(title: "Done", rows: done),
        ], columnWidth: 320, gutter: 16, clock: ContinuousTableClock())
        board.tables[0].onRowChange = { change in change.apply(to: &todo) }    // each column is a table
        board.tables[1].onRowChange = { change in change.apply(to: &doing) }
        board.tables[2].onRowChange = { change in change.apply(to: &done) }
        board.canTransferRow = { task, from, to in to != 2 || task.isReviewed }   // Done takes reviewed tasks
        board.didTransferRow = { task, from, to in save(task, column: to.column) }
        board.handle(.down(Point(x: 400, y: 3.5)))   // x across the board: the pointer finds its column

        #expect(Self.readme.contains("board.didTransferRow = { task, from, to in save(task, column: to.column) }"))
        board.handle(.cancelled)
        try board.tables[0].liftRow(at: 0)
        #expect(try board.moveLiftedRow(toColumn: 2) == false)
        #expect(try board.moveLiftedRow(toColumn: 1))
        #expect(todo.map(\.id) == [1, 2] && doing.isEmpty)   // carried: nothing moves until the drop
        try board.dropLiftedRow()
        #expect(todo.map(\.id) == [2] && doing.map(\.id) == [1] && done.isEmpty)
        #expect(saved.map { [$0.0, $0.1] } == [[1, 1]])
        try board.undo()                             // one history: a move between columns is one step
        #expect(todo.map(\.id) == [1, 2] && doing.isEmpty)
    }
}
