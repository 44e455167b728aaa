// The board demo's columns, tasks and rule, apart from the terminal: the web page's board view
// compiles this file too (Examples/Web/build.sh), so that both show the same board.

/// The columns of the board demo (`gesture-table demo --board`) and the tasks they start with.
enum BoardSamples {
    /// The columns' titles, left to right.
    static let titles = ["Todo", "Doing", "Done"]
    /// Each column's tasks, top to bottom; a task's id is its place in this list read column by
    /// column (Todo's first task is 0).
    static let tasks = [
        ["Write the spec", "Sketch the board", "Plan the release", "Answer issues", "Update the README", "Fix the flaky test"],
        ["Review the board", "Benchmark transfers"],
        ["Ship swipe actions", "Ship reordering", "Ship undo"],
    ]

    /// Whether a task may move from column `source` to column `destination`: Done takes only
    /// what went through Doing.
    static func canTransfer(from source: Int, to destination: Int) -> Bool {
        destination != 2 || source == 1
    }

    /// What the demo says when `column` refuses a task.
    static func refusal(byColumn column: Int) -> String {
        "\(titles[column]) takes rows from Doing only"
    }
}
