// What a board reads and sets of a column's history, as the column's own API: the marks of its
// steps, their names, a replay without its announcement, the numbering the columns share. The
// board reaches a column's history through these only (.ci/ownership checks it).

extension GestureTable {
    /// A step of the table's history as a board sees it: its number among the board's steps,
    /// when it was taken back (for a step to redo), and its name.
    struct StepMark {
        let serial: Int
        let undoneAt: Int
        let actionName: String
    }

    /// The mark of the oldest step to undo.
    var oldestUndoStep: StepMark? { core.state.history.first.map { mark($0) } }
    /// The mark of the newest step to undo.
    var newestUndoStep: StepMark? { core.state.history.last.map { mark($0) } }
    /// The mark of the step ``redo()`` would do again.
    var newestRedoStep: StepMark? { core.state.redoHistory.last.map { mark($0) } }
    /// How many steps there are to undo.
    var undoStepCount: Int { core.state.history.count }

    /// Calls `body` with the serial of each step to undo, oldest first.
    func forEachUndoSerial(_ body: (Int) -> Void) {
        for step in core.state.history { body(step.serial) }
    }

    private func mark(_ step: TableCore<Row>.UndoStep) -> StepMark {
        StepMark(serial: step.serial, undoneAt: step.undoneAt, actionName: step.actionName)
    }

    /// Takes back (`.undo`) or does again (`.redo`) the newest step without announcing it: the
    /// second half of a board's move, whose first half was announced.
    func replayWithoutAnnouncing(_ origin: ChangeOrigin) throws(GestureTableError) {
        core.announcesReplays = false
        defer { core.announcesReplays = true }
        if origin == .redo { try run(Verb.Redo()) } else { try run(Verb.Undo()) }
    }

    /// Numbers the table's steps from `serials`, shared with the other columns of a board
    /// (`nil`: its own numbering).
    func shareUndoSerials(_ serials: UndoSerials?) {
        core.undoSerials = serials
    }
}
