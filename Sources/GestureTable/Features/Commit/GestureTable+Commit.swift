// A table's undo window: settings, what waits, and the store's calls into the window.

extension GestureTable {
    /// How long the user has to undo a change before ``onCommit`` hears it, on the table's
    /// clock. `nil`, the default: ``onCommit`` hears each change as it is delivered.
    ///
    /// Set (Mail's and Gmail's snackbars wait about 5 s), a change is shown and delivered to
    /// ``onRowChange`` at once, as always, and waits in ``pendingCommits``: when its window
    /// closes without an undo, ``onCommit`` hears it; an ``undo()`` inside the window takes it
    /// out, and neither the change nor the undo is ever committed. An undo of a change already
    /// committed is a change of its own, committed when its own window closes.
    ///
    /// Zero commits each change as it is delivered, as `nil` does; a negative delay is taken as
    /// zero, and one longer than 2⁶¹ s as 2⁶¹ s, beyond any instant the table reaches: a window
    /// that never closes by itself, only by ``commitNow()``. Changed while changes wait, the new
    /// delay counts from when each was made: those it has passed are committed at once.
    ///
    /// A table that goes away with changes waiting hands them back rather than commit them:
    /// ``onCommit`` does not hear them (no app code runs as a table goes, when what its closures
    /// captured may be gone already). Read ``pendingCommits`` or call ``commitNow()`` first, as
    /// an app does when it goes to the background.
    ///
    /// A column of a ``GestureBoard`` shares the board's window: setting it here sets the
    /// board's ``GestureBoard/commitDelay``.
    ///
    /// ```swift
    /// table.commitDelay = .seconds(5)
    /// table.onCommit = { change in server.send(change) }
    /// ```
    public var commitDelay: Duration? {
        get { commitWindow?.delay }
        set {
            attachCommitWindow().setDelay(newValue, now: clockNow) { change, _ in emitCommitEvent(change) }
            followCommitWindow()
        }
    }

    /// Receives the user's completed changes once their window (``commitDelay``) closes without
    /// an undo, in the order they were made: the changes of ``onRowChange`` that are neither
    /// ``ChangeOrigin/lift`` nor ``ChangeOrigin/external``, less those an undo took out inside
    /// the window (and that undo's own).
    ///
    /// Apply them, and the changes the server made itself (``ChangeOrigin/external``, as
    /// ``onRowChange`` delivers them), to the server's copy, and it ends equal to the rows as they
    /// rest once nothing waits. A change without an undo step commits what waits first, so the
    /// order holds. When the table goes away with changes waiting, this does not hear them (see
    /// ``commitDelay``).
    ///
    /// Called after the step, as ``onRowChange`` is: it may read the table and call any verb.
    /// On a column of a board it hears that column's changes; ``GestureBoard/onCommit`` hears
    /// every column's.
    public var onCommit: ((RowChange<Row>) -> Void)? {
        get { commitWindow?.columnListeners[commitColumn] }
        set {
            attachCommitWindow().columnListeners[commitColumn] = newValue
            followCommitWindow()
        }
    }

    /// The changes waiting for their window to close, oldest first: what ``onCommit`` would hear
    /// if ``commitNow()`` were called. Empty when ``commitDelay`` is `nil`.
    public var pendingCommits: [RowChange<Row>] {
        commitWindow?.pending(inColumn: commitColumn).map { $0.change } ?? []
    }

    /// Commits every waiting change now, oldest first, as if each window had closed: what an
    /// app does as it goes to the background. On a column of a board, every column's.
    public func commitNow() {
        commitWindow?.commit(dueBy: nil) { change, _ in emitCommitEvent(change) }
        followCommitWindow()
    }

    /// The window, made when first asked for; a table of its own then numbers its undo steps,
    /// which tells the window which step each change belongs to.
    func attachCommitWindow() -> CommitWindow<Row> {
        if let commitWindow { return commitWindow }
        let window = CommitWindow<Row>()
        commitWindow = window
        if core.undoSerials == nil, core.stepNumbers == nil { core.stepNumbers = UndoSerials() }
        if let numbering = core.undoSerials ?? core.stepNumbers { window.startNumbering(at: numbering.next) }
        return window
    }

    /// Brings the table's reporting and its deadline in line with its window (on a board,
    /// every column's).
    func followCommitWindow() {
        if let followers = commitWindow?.followers { return followers() }
        followOwnCommitWindow()
    }

    /// Brings this table's reporting and its deadline in line with its window.
    func followOwnCommitWindow() {
        whenNotAsking { table in
            table.core.answers.reportsRowChanges = table.onRowChange != nil || table.commitWindow?.isListening == true
            table.core.setCommitDeadline(table.commitWindow?.deadline)
        }
    }

    // MARK: - Called by the store as it delivers

    /// Tells the window which steps the effects just taken belong to.
    func noteCommitTake() {
        guard let commitWindow else { return }
        let numbering = core.undoSerials ?? core.stepNumbers
        commitWindow.noteTake(
            editSerial: core.state.history.last?.serial, undoSerial: core.state.redoHistory.last?.serial,
            number: numbering?.next)
    }

    /// Hands a delivered change to the window.
    func commitWindowReceives(_ change: RowChange<Row>) {
        guard let commitWindow else { return }
        commitWindow.receive(change, column: commitColumn, now: core.state.time) { change, _ in emitCommitEvent(change) }
        core.setCommitDeadline(commitWindow.deadline)
    }

    /// The window's deadline came: commits what waited long enough.
    func closeCommitWindow() {
        guard let commitWindow else { return }
        commitWindow.commit(dueBy: core.state.time) { change, _ in emitCommitEvent(change) }
        core.setCommitDeadline(commitWindow.deadline)
    }
}

extension GestureTable {
    /// Tells ``onEvent`` that a change of this table was committed (``TableEventName/commit``),
    /// at the row's index in the change.
    func emitCommitEvent(_ change: RowChange<Row>) {
        guard onEvent != nil || sentEvents != nil else { return }
        let index: Int = switch change {
        case .insert(_, let index, _), .delete(let index, _), .update(_, let index, _): index
        case .move(_, let destination, _): destination
        }
        deliver(.event(TableEvent(kind: .commit, index: index, time: core.state.time)))
    }
}

extension TableCore {
    /// Keeps the window's deadline among the table's own, so that a tick after it closes the
    /// window and ``GestureTable/nextDeadline`` wakes a driver for it.
    mutating func setCommitDeadline(_ deadline: Duration?) {
        guard deadline != commitDeadline else { return }
        commitDeadline = deadline
        if let deadline { noteDeadline(deadline) }
    }
}
