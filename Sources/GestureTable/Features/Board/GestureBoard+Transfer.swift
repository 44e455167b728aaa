// A row moved from one column to another: by a drop, a key or assistive technology.

extension GestureBoard {
    /// Moves the row with `id` from column `source` to index `requested` of column
    /// `destination` (clamped to its rows): the source column's change stream hears a `delete`,
    /// then the destination's an `insert`; ``didTransferRow`` is called once; the two are one
    /// undo step of the board's.
    ///
    /// - Returns: Where the row is now.
    @discardableResult
    func transfer(_ id: Row.ID, from source: Int, to destination: Int, at requested: Int) throws(GestureTableError) -> BoardIndexPath {
        let moved = try move([id], from: source, to: destination, at: requested)
        if let row = moved.rows.first, let start = moved.sources.first { didTransferRow?(row, start, moved.end) }
        return moved.end
    }

    /// Moves the rows with `ids` (a lifted group, several selected rows) from column `source`
    /// to index `requested` of column `destination` (clamped), together and in their order
    /// there, as one undo step of the board's; ``didTransferRows`` is called once (or
    /// ``didTransferRow`` for each).
    ///
    /// - Returns: Where the first row is now.
    @discardableResult
    func transferGroup(_ ids: [Row.ID], from source: Int, to destination: Int, at requested: Int) throws(GestureTableError) -> BoardIndexPath {
        let moved = try move(ids, from: source, to: destination, at: requested)
        if let didTransferRows {
            didTransferRows(moved.rows, moved.sources, moved.end)
        } else if let didTransferRow {
            for (offset, row) in moved.rows.enumerated() {
                didTransferRow(row, moved.sources[offset], BoardIndexPath(column: destination, row: moved.end.row + offset))
            }
        }
        return moved.end
    }

    /// Moves the rows with `ids` from column `source` to `requested` of `destination`, in their
    /// order: the source column's change stream hears their deletions (one undo step of its),
    /// then the destination's their insertions (one of its), partnered as one step of the
    /// board's; a `transfer` event for each. A lift in the source column ends first, where its
    /// rows rest: that is where they leave from.
    private func move(
        _ ids: [Row.ID], from source: Int, to destination: Int, at requested: Int
    ) throws(GestureTableError) -> (rows: [Row], sources: [BoardIndexPath], end: BoardIndexPath) {
        let from = tables[source], to = tables[destination]
        for id in ids {
            guard from.containsRow(withID: id) else {
                throw GestureTableError(.rowNotFound, "no row with id \(id) in column \(source): it was deleted or moved")
            }
            guard !to.containsRow(withID: id) else {
                throw GestureTableError(.duplicateRowID, "a row with id \(id) is in column \(destination) already")
            }
        }
        try checkNotAsking()
        let place = min(max(requested, 0), to.count)
        #if DEBUG
        let total = rowCount
        #endif
        if shared.transferDepth == 0 { shared.interleavedInputs = 0 }
        shared.transferDepth += 1
        defer { shared.transferDepth -= 1 }
        // The inputs the board sends itself; any more came from the app's closures.
        var ownInputs = 2
        if let lifted = from.liftedRowIndex, ids.contains(from.rows[lifted].id) {
            ownInputs += 1
            try from.cancelLift()
        }
        let indexes = ids.compactMap { from.index(ofRowWithID: $0) }.sorted()
        guard !indexes.isEmpty else {
            throw GestureTableError(.rowNotFound, "no row of \(ids) in column \(source): they were deleted or moved")
        }
        let rows = indexes.map { from.rows[$0] }
        // Both halves are named alike: an undo menu and a screen reader say what the user did.
        let name = rows.count == 1 ? "Move" : "Move \(rows.count) Rows"
        try from.resolving(as: name) { () throws(GestureTableError) in
            if rows.count == 1 { try from.deleteRow(at: indexes[0], animation: .none) } else { try from.deleteRows(at: indexes, animation: .none) }
        }
        let deletion = from.core.state.history.last?.serial
        do {
            try to.resolving(as: name) { () throws(GestureTableError) in
                if rows.count == 1 { return try to.insertRow(rows[0], at: place, animation: .none) }
                try to.performBatchUpdates { () throws(GestureTableError) in
                    for (offset, row) in rows.enumerated() { try to.insertRow(row, at: place + offset, animation: .none) }
                }
            }
        } catch {
            // Checked above, so not expected: the rows go back where they were all the same.
            try? from.run(.undo)
            throw error
        }
        if let deletion, let insertion = to.core.state.history.last?.serial, deletion != insertion {
            shared.partners[deletion] = insertion
            shared.partners[insertion] = deletion
        }
        #if DEBUG
        for row in rows { checkTransfer(of: row.id, to: destination, total: total, interleaved: shared.interleavedInputs > ownInputs) }
        #endif
        let sources = indexes.map { BoardIndexPath(column: source, row: $0) }
        for (offset, row) in rows.enumerated() {
            emit(.transfer, id: row.id, column: destination, index: place + offset, from: sources[offset])
        }
        return (rows, sources, BoardIndexPath(column: destination, row: place))
    }

    /// Announces where a group moved to another column went: `2 rows moved to Doing, 3 of 7`.
    func announceGroupTransfer(count: Int, firstID: Row.ID, to end: BoardIndexPath) {
        announce("\(count) rows moved to \(titles[end.column]), \(end.row + 1) of \(tables[end.column].count)",
                 id: firstID, column: end.column, index: end.row)
    }

    // MARK: - Keyboard

    /// Moves the lifted row to `column`, as carrying it there does, and keeps it lifted there:
    /// it goes to the index it rests at in its own column (or the new column's end, when that
    /// is shorter), and ``GestureTable/moveLiftedRow(by:)`` on the new column's table moves it
    /// on. The move is one undo step; the announcement says where it went: `“Write tests” moved
    /// to Doing, 3 of 5`. Moving it to its own column does nothing.
    ///
    /// A lifted group of selected rows moves there together, in its order, and lands (it is not
    /// lifted again): one undo step, announced `2 rows moved to Doing, 3 of 7`.
    ///
    /// When ``canTransferRow`` refuses the move (for any row of a group), nothing changes: the row stays lifted where it
    /// is, the board reports ``TableEventName/transferRefused`` and announces
    /// `“Write tests” cannot move to Done`, as a drop over that column would cancel.
    ///
    /// - Returns: Whether the row moved to `column`.
    /// - Throws: ``GestureTableError/Code/invalidState`` when no column has a row lifted (a
    ///   keyboard lift: ``GestureTable/liftRow(at:)``);
    ///   ``GestureTableError/Code/indexOutOfRange`` for a column the board does not have.
    @discardableResult
    public func moveLiftedRow(toColumn column: Int) throws(GestureTableError) -> Bool {
        try checkNotAsking()
        try checkColumn(column)
        followColumns()
        guard let home = tables.firstIndex(where: { $0.isReordering }), let index = tables[home].liftedRowIndex else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it to another column")
        }
        guard column != home else { return false }
        let table = tables[home]
        let row = table.rows[index]
        let group = table.core.state.reorder?.group ?? []
        guard group.count > 1 ? canTransfer(group, from: home, to: column) : askCanTransfer(row, from: home, to: column) else {
            emit(.transferRefused, id: row.id, column: column, index: nil)
            announce("“\(label(of: row, in: home, at: index))” cannot move to \(titles[column])", id: row.id, column: home, index: index)
            return false
        }
        // A pointer that held the lift lets go of it: the keys move the row now.
        if carry != nil { carry = nil; pointerColumn = nil }
        let resting = table.liftedRowRestingIndex ?? index
        if group.count > 1 {
            // A lifted group lands in the other column together, as a drop there would.
            let end = try transferGroup(group, from: home, to: column, at: resting)
            announceGroupTransfer(count: group.count, firstID: group[0], to: end)
            return true
        }
        let end = try transfer(row.id, from: home, to: column, at: resting)
        // Lifted again there, the row moves on by the keys; its drop joins the transfer's step.
        if (try? tables[column].liftRow(at: end.row)) != nil { tables[column].joinDropToLastStep() }
        announceTransfer(of: row, to: end)
        return true
    }

    /// Announces where a row moved to another column went: `“X” moved to Doing, 3 of 5`.
    func announceTransfer(of row: Row, to end: BoardIndexPath) {
        let label = label(of: row, in: end.column, at: end.row)
        announce("“\(label)” moved to \(titles[end.column]), \(end.row + 1) of \(tables[end.column].count)",
                 id: row.id, column: end.column, index: end.row)
    }

    /// What a screen reader calls `row`, at `index` of `column`: that column's label for it.
    func label(of row: Row, in column: Int, at index: Int) -> String {
        tables[column].accessibilityLabel.map { $0(row) } ?? "row \(index + 1)"
    }

    func announce(_ text: String, id: Row.ID, column: Int, index: Int) {
        var event = TableEvent<Row.ID>(kind: .announce, rowID: id, index: index, time: now)
        event.column = column
        event.message = text
        onEvent?(event)
        onAnnouncement?(text)
    }

    // MARK: - Assistive technology

    /// What assistive technology may do to the row at `index` of `column`: what its table
    /// offers (``GestureTable/accessibilityActions(ofRowAt:)``), then `Move to <title>` for
    /// each other column the row may go to (``GestureTable/canMoveRow`` and
    /// ``canTransferRow`` both say yes).
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a column or a row the board
    ///   does not have.
    public func accessibilityActions(ofRowAt index: Int, inColumn column: Int) throws(GestureTableError) -> [String] {
        try checkColumn(column)
        let table = tables[column]
        var actions = try table.accessibilityActions(ofRowAt: index)
        for other in movesToColumns(ofRowAt: index, inColumn: column) { actions.append(Self.moveActionName(to: titles[other])) }
        return actions
    }

    /// Does what the action `name` (one ``accessibilityActions(ofRowAt:inColumn:)`` lists)
    /// does: `Move to <title>` moves the row to that column, at its index there (or the
    /// column's end, when that is shorter), one undo step, and announces `“X” moved to Doing,
    /// 3 of 5`; any other action is its table's
    /// (``GestureTable/performAccessibilityAction(named:ofRowAt:)``).
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a column or a row the board
    ///   does not have; ``GestureTableError/Code/invalidValue`` for an action the row does not
    ///   offer now.
    public func performAccessibilityAction(named name: String, ofRowAt index: Int, inColumn column: Int) throws(GestureTableError) {
        try checkNotAsking()
        try checkColumn(column)
        let table = tables[column]
        guard let other = movesToColumns(ofRowAt: index, inColumn: column).first(where: { Self.moveActionName(to: titles[$0]) == name }) else {
            return try table.performAccessibilityAction(named: name, ofRowAt: index)
        }
        let row = table.rows[index]
        let end = try transfer(row.id, from: column, to: other, at: index)
        announceTransfer(of: row, to: end)
    }

    /// The columns the row at `index` of `column` may move to now.
    func movesToColumns(ofRowAt index: Int, inColumn column: Int) -> [Int] {
        let table = tables[column]
        guard index >= 0, index < table.count, table.liftedRowIndex != index, tables.count > 1 else { return [] }
        let row = table.rows[index]
        guard table.allowsReordering, table.canMoveRow(row) else { return [] }
        return tables.indices.filter { $0 != column && askCanTransfer(row, from: column, to: $0) }
    }

    static func moveActionName(to title: String) -> String { "Move to \(title)" }
}
