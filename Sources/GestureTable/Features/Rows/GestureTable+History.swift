// The table's members for undo and redo, over the steps in TableCore+History.swift.

extension GestureTable {
    /// Runs `body`, a verb resolving a triggered row, so that the undo step it makes is named
    /// after the action (`Archive` rather than `Delete`).
    func resolving(as name: String, _ body: () throws(GestureTableError) -> Void) throws(GestureTableError) {
        core.nameNextStep(name)
        defer { core.nameNextStep(nil) }
        try body()
    }

    /// Forgets the undo step with `serial` (see ``TableCore/forgetUndoStep(serial:)``).
    func forgetUndoStep(serial: Int) -> Bool {
        core.forgetUndoStep(serial: serial)
    }

    /// Whether there is a committed change to undo.
    public var canUndo: Bool { board?.history().canUndo ?? !core.state.history.isEmpty }

    /// Whether there is a step taken back by ``undo()`` to do again.
    public var canRedo: Bool { board?.history().canRedo ?? !core.state.redoHistory.isEmpty }

    /// What ``undo()`` would take back, for an Undo menu item ("Undo Archive"): the title of the
    /// action whose handler made the change (``TriggeredRow``'s verbs), otherwise `Move`,
    /// `Delete`, `Insert` or `Update` for a step of changes of one kind, `Changes` for a step that
    /// mixes them; `nil` when there is nothing to undo.
    public var undoActionName: String? {
        if let board { return board.history().undoActionName }
        return core.state.history.last?.actionName
    }

    /// What ``redo()`` would do again, named as ``undoActionName`` names a step.
    public var redoActionName: String? {
        if let board { return board.history().redoActionName }
        return core.state.redoHistory.last?.actionName
    }
}
