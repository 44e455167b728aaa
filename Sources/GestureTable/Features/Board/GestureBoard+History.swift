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

    /// How many steps the board's undo keeps, 0...10,000 (clamped): by default the columns'
    /// ``TableConfiguration/undoLimit``. A move between columns, of one row or of a group, is one
    /// step; the oldest whole steps are forgotten first. The columns' own
    /// ``TableConfiguration/undoLimit`` does not apply on a board.
    public var undoLimit: Int {
        get { shared.undoLimit }
        set {
            shared.undoLimit = min(max(newValue, 0), 10_000)
            shared.trimHistory()
        }
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
    /// Forgets the oldest steps of the columns beyond ``undoLimit``, a move between columns
    /// whole: its two halves count as one step and go together, so that no undo takes a row out
    /// of one column without putting it back in the other.
    func trimHistory() {
        // Each column step counts half when it is one of a transfer's two.
        func halves() -> Int {
            var total = 0
            for table in tables {
                table.forEachUndoSerial { total += partners[$0] == nil ? 2 : 1 }
            }
            return total
        }
        // A transfer's halves are partnered once both are made: it is counted then.
        guard transferDepth == 0 else { return }
        // Cheap first: fewer column steps than the limit are fewer board steps too.
        guard tables.reduce(0, { $0 + $1.undoStepCount }) > undoLimit else { return }
        var count = halves()
        while count > 2 * undoLimit {
            guard let oldest = oldestStep() else { return }
            var forgotten = [oldest]
            if let partner = partners.removeValue(forKey: oldest) {
                partners[partner] = nil
                forgotten.append(partner)
            }
            for serial in forgotten {
                for table in tables where table.forgetUndoStep(serial: serial) {
                    count -= forgotten.count == 1 ? 2 : 1
                }
            }
        }
    }

    /// The serial of the oldest step any column keeps.
    private func oldestStep() -> Int? {
        tables.compactMap { $0.oldestUndoStep?.serial }.min()
    }

    func undo() throws(GestureTableError) {
        try checkNotAsking()
        trimHistory()
        guard let (column, serial) = newestStep(toRedo: false) else {
            throw GestureTableError(.invalidState, "there is nothing to undo")
        }
        isReplaying = true
        defer { isReplaying = false }
        try tables[column].run(Verb.Undo())
        if let partner = partners[serial], let other = tables.firstIndex(where: { $0.newestUndoStep?.serial == partner }) {
            // One announcement for the move, the first half's.
            try? tables[other].replayWithoutAnnouncing(.undo)
        }
    }

    func redo() throws(GestureTableError) {
        try checkNotAsking()
        trimHistory()
        guard let (column, serial) = newestStep(toRedo: true) else {
            throw GestureTableError(.invalidState, "there is nothing to redo")
        }
        isReplaying = true
        defer { isReplaying = false }
        try tables[column].run(Verb.Redo())
        if let partner = partners[serial], let other = tables.firstIndex(where: { isLive($0.newestRedoStep, partner) }) {
            try? tables[other].replayWithoutAnnouncing(.redo)
        }
    }

    var canUndo: Bool {
        trimHistory()
        return newestStep(toRedo: false) != nil
    }
    var canRedo: Bool { newestStep(toRedo: true) != nil }
    var undoActionName: String? { actionName(toRedo: false) }
    var redoActionName: String? { actionName(toRedo: true) }

    func actionName(toRedo: Bool) -> String? {
        if !toRedo { trimHistory() }
        guard let (column, serial) = newestStep(toRedo: toRedo) else { return nil }
        if partners[serial] != nil { return "Move" }
        let table = tables[column]
        return (toRedo ? table.newestRedoStep : table.newestUndoStep)?.actionName
    }

    /// The column whose step comes next, and that step's serial: to undo, the newest step of
    /// all columns; to redo, the step taken back last, if no new step was made since.
    func newestStep(toRedo: Bool) -> (column: Int, serial: Int)? {
        var best: (column: Int, serial: Int)?
        for (column, table) in tables.enumerated() {
            if toRedo {
                guard let step = table.newestRedoStep, step.undoneAt > serials.lastEdit else { continue }
                if best.map({ step.serial < $0.serial }) ?? true { best = (column, step.serial) }
            } else {
                guard let step = table.newestUndoStep else { continue }
                if best.map({ step.serial > $0.serial }) ?? true { best = (column, step.serial) }
            }
        }
        return best
    }

    func isLive(_ step: GestureTable<Row>.StepMark?, _ serial: Int) -> Bool {
        guard let step else { return false }
        return step.serial == serial && step.undoneAt > serials.lastEdit
    }
}
