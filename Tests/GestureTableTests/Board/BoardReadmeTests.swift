import Foundation
import Testing

@testable import GestureTable

/// The README's board example, compiled and run as it stands there: if the README's API drifts,
/// or the snippet throws when pasted, this breaks.
@Suite("README board example")
struct BoardReadmeTests {
    struct Task: Identifiable { let id: Int; var title: String; var isReviewed = false }

    static var readme: String {
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        return (try? String(contentsOfFile: root + "/README.md", encoding: .utf8)) ?? ""
    }

    /// The README's board snippet, as it stands there ("Boards").
    static let snippet = """
        struct Task: Identifiable { let id: Int; var title: String; var isReviewed = false }
        var todo = [Task(id: 1, title: "Write tests"), Task(id: 2, title: "Fix the build")]
        var doing: [Task] = [], done: [Task] = []
        func save(_ task: Task, column: Int) { print(task.title, "is in column", column) }

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
        try board.tables[0].liftRow(at: 0)           // from the keys: lift "Write tests" in Todo,
        try board.moveLiftedRow(toColumn: 1)         // carry it over Doing (nothing moves yet),
        try board.dropLiftedRow()                    // and drop it there: one transfer
        try board.undo()                             // one history: the transfer is one step
        """

    @Test("the README's board carries a task to Doing from the keys and takes it back in one step")
    func readmeBoard() throws {
        #expect(Self.readme.contains(Self.snippet + "\n"), "README.md no longer has this snippet; update both")
        var saved: [(String, Int)] = []
        func save(_ task: Task, column: Int) { saved.append((task.title, column)) }

        // From README.md, "Boards".
        var todo = [Task(id: 1, title: "Write tests"), Task(id: 2, title: "Fix the build")]
        var doing: [Task] = [], done: [Task] = []

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
        try board.tables[0].liftRow(at: 0)           // from the keys: lift "Write tests" in Todo,
        try board.moveLiftedRow(toColumn: 1)         // carry it over Doing (nothing moves yet),
        try board.dropLiftedRow()                    // and drop it there: one transfer
        try board.undo()                             // one history: the transfer is one step

        #expect(todo.map(\.id) == [1, 2] && doing.isEmpty && done.isEmpty)
        #expect(saved.map(\.0) == ["Write tests"] && saved.map(\.1) == [1])
        #expect(board.canUndo == false && board.canRedo)
        try board.redo()
        #expect(todo.map(\.id) == [2] && doing.map(\.id) == [1])
    }
}
