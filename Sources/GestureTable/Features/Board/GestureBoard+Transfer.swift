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
        shared.trimHistory()
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
        shared.trimHistory()
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
        #if GESTURE_TABLE_INTERNAL_CHECKS
        let total = rowCount
        #endif
        if shared.transferDepth == 0 { shared.interleavedInputs = 0 }
        shared.transferDepth += 1
        defer { shared.transferDepth -= 1 }
        // The inputs the board sends itself; any more came from the app's closures.
        var ownInputs = 2
        if let lifted = from.liftedRowIndex, ids.contains(from.id(ofRowAt: lifted)) {
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
        let deletion = from.newestUndoStep?.serial
        do {
            try to.resolving(as: name) { () throws(GestureTableError) in
                if rows.count == 1 { return try to.insertRow(rows[0], at: place, animation: .none) }
                try to.performBatchUpdates { () throws(GestureTableError) in
                    for (offset, row) in rows.enumerated() { try to.insertRow(row, at: place + offset, animation: .none) }
                }
            }
        } catch {
            // Checked above, so not expected: the rows go back where they were all the same.
            try? from.run(Verb.Undo())
            throw error
        }
        if let deletion, let insertion = to.newestUndoStep?.serial, deletion != insertion {
            shared.partners[deletion] = insertion
            shared.partners[insertion] = deletion
        }
        #if GESTURE_TABLE_INTERNAL_CHECKS
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

    /// Carries the lifted row to `column`, as the pointer carrying it there does: nothing is
    /// transferred yet. A gap opens in `column` at the index the row rests at in its own column
    /// (or at the column's end, when that is shorter), ``moveLiftedRow(by:)`` moves the gap,
    /// ``dropLiftedRow()`` moves the row there (one transfer, one undo step,
    /// ``didTransferRow`` once, announced `“Write tests” moved to Doing, 3 of 5`), and
    /// ``cancelLift()`` — or a cancel sent to any column — leaves it home, with no change.
    /// Carried on to a third column, it is asked of from its home column; carried back home,
    /// its home column moves it again. Each carry is announced with where the row would go:
    /// `“Write tests” over Doing, 3 of 5`.
    ///
    /// A lifted group of selected rows travels together, in its order, and lands together at
    /// the drop: announced `2 rows moved to Doing, 3 of 7`.
    ///
    /// When ``canTransferRow`` refuses the row (any row of a group) from its home column to
    /// `column`, nothing changes: the row stays where it is shown, the board reports
    /// ``TableEventName/transferRefused`` and announces `“Write tests” cannot move to Done`.
    ///
    /// - Returns: Whether the row is now carried over `column` (or back home, for its own).
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted (a keyboard lift:
    ///   ``GestureTable/liftRow(at:)``); ``GestureTableError/Code/indexOutOfRange`` for a column
    ///   the board does not have.
    @discardableResult
    public func moveLiftedRow(toColumn column: Int) throws(GestureTableError) -> Bool {
        try checkNotAsking()
        try checkColumn(column)
        followColumns()
        let homeColumn: Int
        if let carry {
            homeColumn = carry.home
        } else if let lifting = tables.firstIndex(where: { $0.isReordering }) {
            homeColumn = lifting
        } else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it to another column")
        }
        let home = tables[homeColumn]
        let shownColumn = carry.flatMap { $0.isAway ? $0.target : nil } ?? homeColumn
        guard column != shownColumn else { return false }
        // The keys hold the lift from now on: the pointer's carry, if any, becomes theirs; the
        // home column holds the lift again if the pointer's carry had ended it.
        let pointer = carry
        if let pointer, pointer.isPointers {
            carry = nil
            pointerColumn = nil
            if !home.isReordering, let index = home.index(ofRowWithID: pointer.id) { try home.liftRow(at: index) }
        }
        guard let index = home.liftedRowIndex else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it to another column")
        }
        let row = home.rows[index]
        let id = home.id(ofRowAt: index)
        let group = pointer?.group ?? home.carriedRowIDs
        if column == homeColumn {
            // Back home: the home column's lift goes on where the row rests.
            carry = nil
            if let resting = home.liftedRowRestingIndex { try? home.moveLiftedRow(to: resting) }
            announceCarry(of: row, group: group, over: homeColumn, at: home.liftedRowIndex ?? index, count: home.count)
            return true
        }
        guard canTransfer(group, from: homeColumn, to: column) else {
            emit(.transferRefused, id: id, column: column, index: nil)
            announce("“\(label(of: row, in: homeColumn, at: index))” cannot move to \(titles[column])", id: id, column: homeColumn, index: index)
            return false
        }
        if let previous = carry, let gap = previous.gap { emit(.transferLeave, id: id, column: previous.target, index: gap) }
        let resting = home.liftedRowRestingIndex ?? index
        let gap = min(carry?.gap ?? resting, tables[column].count)
        let height = home.laidOutHeight(ofRowAt: index)
        carry = Carry(
            id: id, group: group, home: homeColumn, target: column, hold: .byKeys, gap: gap, point: nil, grab: 0,
            height: height, scrolledAt: now)
        emit(.transferEnter, id: id, column: column, index: gap)
        announceCarry(of: row, group: group, over: column, at: gap, count: tables[column].count + group.count)
        return true
    }

    /// Where the lifted row is shown: its column and its index there (for a row carried to
    /// another column, the place of its gap); `nil` when no row is lifted. While it is carried,
    /// ``GestureTable/rows`` of each column still hold it in its home column, until the drop.
    public var liftedRow: BoardIndexPath? {
        followColumns()
        if let carry {
            if carry.isAway, let gap = carry.gap { return BoardIndexPath(column: carry.target, row: gap) }
            let home = tables[carry.home]
            guard let index = home.liftedRowIndex ?? home.index(ofRowWithID: carry.id) else { return nil }
            return BoardIndexPath(column: carry.home, row: index)
        }
        for (column, table) in tables.enumerated() {
            if let index = table.liftedRowIndex { return BoardIndexPath(column: column, row: index) }
        }
        return nil
    }

    /// Moves the lifted row by `places` (negative: up), clamped to its column: in its home
    /// column as ``GestureTable/moveLiftedRow(by:)`` does; carried to another column, its gap
    /// moves there, announced `“Write tests” over Doing, 2 of 4`.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func moveLiftedRow(by places: Int) throws(GestureTableError) {
        try checkNotAsking()
        followColumns()
        if let carry, carry.hold == .byKeys, let moved = carry.gap(movedBy: places, among: tables[carry.target].count) {
            let count = tables[carry.target].count
            self.carry?.gap = moved
            let home = tables[carry.home]
            if let index = home.liftedRowIndex {
                announceCarry(of: home.rows[index], group: carry.group, over: carry.target, at: moved, count: count + carry.group.count)
            }
            return
        }
        let column = carry?.home ?? tables.firstIndex(where: { $0.isReordering })
        guard let column, tables[column].isReordering else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
        }
        try tables[column].moveLiftedRow(by: places)
    }

    /// Drops the lifted row where it is shown: carried to another column, it moves there (one
    /// transfer, one undo step, ``didTransferRow`` or ``didTransferRows`` once, announced
    /// `“Write tests” moved to Doing, 3 of 5`); in its own column, as
    /// ``GestureTable/dropLiftedRow()`` drops it. Over a column that refuses it, it goes home.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func dropLiftedRow() throws(GestureTableError) {
        try checkNotAsking()
        followColumns()
        if let carry {
            guard carry.isAway else {
                self.carry = nil
                pointerColumn = nil
                if tables[carry.home].isReordering { try tables[carry.home].dropLiftedRow() }
                return checkInvariants()
            }
            self.carry = nil
            pointerColumn = nil
            guard let gap = carry.gap, carry.target != carry.home else {
                if tables[carry.home].isReordering { try? tables[carry.home].cancelLift() }
                emit(.cancel, id: carry.id, column: carry.home, index: tables[carry.home].index(ofRowWithID: carry.id))
                return checkInvariants()
            }
            try land(carry, at: gap)
            return checkInvariants()
        }
        guard let column = tables.firstIndex(where: { $0.isReordering }) else {
            throw GestureTableError(.invalidState, "no row is lifted: there is nothing to drop")
        }
        try tables[column].dropLiftedRow()
        checkInvariants()
    }

    /// Puts the lifted row back where it rests in its home column, with no change, no undo
    /// step and no transfer, wherever it was carried: as the pointer's cancel, or Escape.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func cancelLift() throws(GestureTableError) {
        try checkNotAsking()
        followColumns()
        if carry != nil {
            cancelCarry()
            pointerColumn = nil
            return checkInvariants()
        }
        guard let column = tables.firstIndex(where: { $0.isReordering }) else {
            throw GestureTableError(.invalidState, "no row is lifted: there is nothing to cancel")
        }
        try tables[column].cancelLift()
        checkInvariants()
    }

    /// Moves a carried row (or group) to `gap` of its target column: the one transfer of the
    /// carry, announced.
    func land(_ carry: Carry, at gap: Int) throws(GestureTableError) {
        let home = tables[carry.home]
        if carry.group.count > 1 {
            let end = try transferGroup(carry.group, from: carry.home, to: carry.target, at: gap)
            return announceGroupTransfer(count: carry.group.count, firstID: carry.group[0], to: end)
        }
        guard let index = home.index(ofRowWithID: carry.id) else { return }
        let row = home.rows[index]
        let end = try transfer(carry.id, from: carry.home, to: carry.target, at: gap)
        announceTransfer(of: row, to: end)
    }

    /// Announces where a carried row would go: `“X” over Doing, 3 of 5`, `2 rows over Doing,
    /// 3 of 7`, counting the rows it brings.
    func announceCarry(of row: Row, group: [Row.ID], over column: Int, at place: Int, count: Int) {
        let what = group.count > 1 ? "\(group.count) rows" : "“\(label(of: row, in: column, at: place))”"
        announce("\(what) over \(titles[column]), \(place + 1) of \(count)", id: row.id, column: column, index: place)
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
        frameMoments?.note(text)
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
        let end = try transfer(table.id(ofRowAt: index), from: column, to: other, at: index)
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
