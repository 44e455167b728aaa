// One undo history for all the columns: the newest step of any column first, a transfer whole.

extension GestureBoard {
    /// Takes back the newest step of any column (each column's ``GestureTable/undo()`` does
    /// this too): a move between columns whole, the row deleted from the column it went to and
    /// put back where it was, both with origin ``ChangeOrigin/undo``.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to undo, or when
    ///   the step can no longer be taken back (nothing changes then).
    public func undo() throws(GestureTableError) {
        try shared.undo()
        // A carry follows what the step changed under it (its row taken back, its column shorter).
        followColumns()
        checkInvariants()
    }

    /// Does again the step ``undo()`` took back last, in any column, with origin
    /// ``ChangeOrigin/redo``: a move between columns whole, in the order it was made.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to redo, or when
    ///   the step can no longer be done again.
    public func redo() throws(GestureTableError) {
        try shared.redo()
        followColumns()
        checkInvariants()
    }

    /// Whether any column has a step to undo.
    public var canUndo: Bool { shared.canUndo }
    /// Whether a step taken back can be done again.
    public var canRedo: Bool { shared.canRedo }
    /// What ``undo()`` would take back, for an Undo menu: `Move` for a move between columns,
    /// otherwise as ``GestureTable/undoActionName`` names a step.
    public var undoActionName: String? { shared.actionName(toRedo: false) }
    /// What ``redo()`` would do again.
    public var redoActionName: String? { shared.actionName(toRedo: true) }
}

extension BoardShared {
    func undo() throws(GestureTableError) {
        try checkNotAsking()
        guard let (column, serial) = newestStep(toRedo: false) else {
            throw GestureTableError(.invalidState, "there is nothing to undo")
        }
        isReplaying = true
        defer { isReplaying = false }
        try tables[column].run(.rows(.undo))
        if let partner = partners[serial], let other = tables.firstIndex(where: { $0.core.state.history.last?.serial == partner }) {
            // One announcement for the move, the first half's.
            tables[other].core.announcesReplays = false
            defer { tables[other].core.announcesReplays = true }
            try? tables[other].run(.rows(.undo))
        }
    }

    func redo() throws(GestureTableError) {
        try checkNotAsking()
        guard let (column, serial) = newestStep(toRedo: true) else {
            throw GestureTableError(.invalidState, "there is nothing to redo")
        }
        isReplaying = true
        defer { isReplaying = false }
        try tables[column].run(.rows(.redo))
        if let partner = partners[serial], let other = tables.firstIndex(where: { isLive($0.core.state.redoHistory.last, partner) }) {
            tables[other].core.announcesReplays = false
            defer { tables[other].core.announcesReplays = true }
            try? tables[other].run(.rows(.redo))
        }
    }

    var canUndo: Bool { newestStep(toRedo: false) != nil }
    var canRedo: Bool { newestStep(toRedo: true) != nil }
    var undoActionName: String? { actionName(toRedo: false) }
    var redoActionName: String? { actionName(toRedo: true) }

    func actionName(toRedo: Bool) -> String? {
        guard let (column, serial) = newestStep(toRedo: toRedo) else { return nil }
        if partners[serial] != nil { return "Move" }
        let core = tables[column].core
        return (toRedo ? core.state.redoHistory.last : core.state.history.last)?.actionName
    }

    /// The column whose step comes next, and that step's serial: to undo, the newest step of
    /// all columns; to redo, the step taken back last, if no new step was made since.
    func newestStep(toRedo: Bool) -> (column: Int, serial: Int)? {
        var best: (column: Int, serial: Int)?
        for (column, table) in tables.enumerated() {
            let state = table.core.state
            if toRedo {
                guard let step = state.redoHistory.last, step.undoneAt > serials.lastEdit else { continue }
                if best.map({ step.serial < $0.serial }) ?? true { best = (column, step.serial) }
            } else {
                guard let step = state.history.last else { continue }
                if best.map({ step.serial > $0.serial }) ?? true { best = (column, step.serial) }
            }
        }
        return best
    }

    func isLive(_ step: TableCore<Row>.UndoStep?, _ serial: Int) -> Bool {
        guard let step else { return false }
        return step.serial == serial && step.undoneAt > serials.lastEdit
    }
}
