// A board's undo window: one for all its columns.

/// A change of one column of a ``GestureBoard``: what ``GestureBoard/pendingCommits`` lists.
public struct BoardRowChange<Row> {
    /// The column whose rows changed.
    public var column: Int
    /// The change, in that column's rows.
    public var change: RowChange<Row>

    /// Creates a change of `column`.
    public init(column: Int, change: RowChange<Row>) {
        self.column = column
        self.change = change
    }
}

extension BoardRowChange: Sendable where Row: Sendable {}
extension BoardRowChange: Equatable where Row: Equatable {}

extension GestureBoard {
    /// How long the user has to undo a change of any column before ``onCommit`` hears it, on
    /// the board's clock; `nil`, the default, commits each change as it is delivered. One
    /// window for all the columns, as ``GestureTable/commitDelay`` is for a table: a move
    /// between columns (its deletion in one column and its insertion in the other) waits,
    /// is committed and is taken out by an undo whole.
    public var commitDelay: Duration? {
        get { commitWindow.delay }
        set {
            commitWindow.setDelay(newValue, now: now) { _, _ in }
            followCommitWindow()
        }
    }

    /// Receives the user's completed changes of every column, with the column, once their
    /// window closes without an undo (see ``GestureTable/onCommit``; each column's own
    /// `onCommit` hears its column's too). When the board goes away with changes waiting, this
    /// does not hear them: read ``pendingCommits`` or call ``commitNow()`` first. Columns the
    /// app still holds keep the window, and their own `onCommit` hears their changes as it
    /// closes.
    public var onCommit: ((_ change: RowChange<Row>, _ column: Int) -> Void)? {
        get { commitWindow.boardListener }
        set {
            commitWindow.boardListener = newValue
            followCommitWindow()
        }
    }

    /// The changes of every column waiting for their window to close, oldest first.
    public var pendingCommits: [BoardRowChange<Row>] {
        commitWindow.pending(inColumn: nil).map { BoardRowChange(column: $0.column, change: $0.change) }
    }

    /// Commits every waiting change of every column now, oldest first.
    public func commitNow() {
        commitWindow.commit(dueBy: nil) { _, _ in }
        followCommitWindow()
    }

    /// Gives every column the board's window; a transfer's two steps are one step of the user's.
    func attachCommitWindow() {
        let shared = shared
        commitWindow.isSameStep = { first, second in
            first == second || shared.partners[first] == second || shared.partners[second] == first
        }
        commitWindow.startNumbering(at: shared.serials.next)
        commitWindow.followers = { for table in shared.tables { table.followOwnCommitWindow() } }
        commitWindow.emitter = { change, column in
            if column < shared.tables.count { shared.tables[column].emitCommitEvent(change) }
        }
        for (column, table) in tables.enumerated() {
            table.commitWindow = commitWindow
            table.commitColumn = column
        }
    }

    /// As the board goes: the columns the app still holds keep the window and what waits in
    /// it, without the board's closures (no app code runs as the board goes).
    func detachCommitWindow() {
        commitWindow.boardListener = nil
        commitWindow.isSameStep = { $0 == $1 }
        commitWindow.followers = nil
        commitWindow.emitter = nil
    }

    /// Brings every column's reporting and deadline in line with the window.
    func followCommitWindow() {
        for table in tables { table.followOwnCommitWindow() }
    }
}
