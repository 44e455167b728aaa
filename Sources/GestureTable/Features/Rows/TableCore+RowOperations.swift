// The row verbs (push, replace, delete, insert, move, update).

extension TableCore {
    // MARK: - Push

    mutating func applyPushRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        let id = self.state.ids[index]
        try checkNotLifted(id, index: index)
        releasePointer(from: id, index: index)
        let offset = currentOffset(of: id)
        let target = offset >= 0 ? self.state.width : -self.state.width
        var state = takeState(of: id)
        state.phase = .pushing
        state.offset = animation(from: offset, to: target, curve: .easeOut)
        store(state, for: id, completion: register(completion))
        emit(.push, id: id, index: index, slot: state.highlighted)
    }

    // MARK: - Replace

    mutating func applyReplaceRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        let id = state.ids[index]
        try checkNotLifted(id, index: index)
        releasePointer(from: id, index: index)
        settle(id: id, index: index, emitting: true, completion: register(completion))
    }

    /// Puts a new value in the row with `id` and slides it back to rest: the update is the
    /// undo step, the replace (as ever) is none. Everything is checked before anything changes.
    mutating func applyUpdateAndReplace(id: Row.ID, with row: Row) throws(GestureTableError) {
        let index = try checkedIndex(ofRowWithID: id)
        try checkNotLifted(id, index: index)
        try applyUpdateRow(at: index, with: row)
        releasePointer(from: id, index: index)
        settle(id: id, index: index, emitting: true, completion: nil)
    }

    // MARK: - Delete

    mutating func applyDeleteRow(
        at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try checkIndex(index)
        removeRow(at: index, animation: animation, pushingFirst: false, completion: register(completion))
    }

    mutating func applyPushAndDeleteRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        removeRow(at: index, animation: .automatic, pushingFirst: true, completion: register(completion))
    }

    mutating func applyDeleteRows(
        at indexes: [Int], animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        for index in indexes { try checkIndex(index) }
        applyDeleteRows(atAscending: Set(indexes).sorted(), animation: animation, completion: completion)
    }

    /// Deletes the rows at `ascending` (ascending, no repeats, each in range) as one undo step,
    /// in one pass over the arrays.
    mutating func applyDeleteRows(
        atAscending ascending: [Int], animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) {
        let descending = ascending.reversed()
        guard let lowest = ascending.first else {
            enqueue(register(completion))
            return
        }
        let completion = register(completion)
        // One undo step, as a batch makes one.
        if state.batchDepth == 0 { state.isBatchStepOpen = false }
        state.batchDepth += 1
        // Rows out of sight leave without an animation: nobody would see it, and deleting many
        // rows at once (a selection of a million) then schedules no deadline for each. The
        // content scrolls up by the height of those above the viewport, so that the rows in
        // view do not move.
        let visible = state.scrollOffset...(state.scrollOffset + state.viewportHeight)
        // A row out of sight with nothing on it (no state, no pointer, no lift) has nothing to
        // let go of: it leaves by the short way, the bulk of a large deletion.
        let hasNothingOnRows = state.reorder == nil && state.pointer == nil && state.states.isEmpty
        // While a row is lifted each row goes at once: where the others rest is read from the
        // rows and their layout as they are.
        let removesNow = state.isLifting
        var heightAbove = 0.0
        var removals: [HistoryEntry] = []
        for index in descending {
            let top = state.geometry.top(ofRowAt: index)
            let height = state.geometry.height(ofRowAt: index)
            let isAbove = top + height < visible.lowerBound
            let isHidden = index != lowest && (isAbove || top > visible.upperBound)
            if isHidden, hasNothingOnRows {
                removeRowOutOfSight(at: index, removals: &removals)
            } else {
                // Recorded in the order the rows go.
                noteRemovals(removals)
                removals.removeAll(keepingCapacity: true)
                removeRow(
                    at: index, animation: isHidden ? .none : animation, pushingFirst: false,
                    completion: index == lowest ? completion : nil, removesNow: removesNow)
            }
            if isHidden, isAbove { heightAbove += height }
        }
        noteRemovals(removals)
        if heightAbove > 0 { scrollContent(by: -heightAbove) }
        state.batchDepth -= 1
        if !removesNow { removeRows(atAscending: ascending) }
    }

    // MARK: - Insert

    mutating func applyInsertRow(
        _ row: Row, at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        guard index >= 0, index <= state.rows.count else {
            throw GestureTableError(
                .indexOutOfRange, "insertion index \(index) is out of range: valid indexes are 0...\(state.rows.count)")
        }
        let id = try arrivingID()
        guard !holdsRow(withID: id) else {
            throw GestureTableError(.duplicateRowID, "a row with id \(id) is already in the table")
        }
        insert(row, id: id, at: index, animation: animation, completion: register(completion))
    }

    // MARK: - Move and update

    mutating func applyMoveRow(at source: Int, to destination: Int) throws(GestureTableError) {
        try checkIndex(source)
        try checkIndex(destination)
        let id = state.ids[source]
        try checkNotLifted(id, index: source)
        guard source != destination else { return }
        let resting = restingIndex(ofRowAt: source)
        let from = relocate(from: source, to: destination)
        noteMove(of: id, from: resting, section: from.section)
        emit(.move, id: id, index: destination, from: source, source: from)
    }

    mutating func applyUpdateRow(at index: Int, with row: Row) throws(GestureTableError) {
        try checkIndex(index)
        let id = try arrivingID()
        guard state.ids[index] == id else {
            throw GestureTableError(
                .invalidValue, "updateRow keeps a row's identity: row \(index) has id \(state.ids[index]), not \(id)")
        }
        noteUpdate(of: state.rows[index], id: id)
        replaceValue(at: index, with: row)
    }

    // MARK: - By index path

    mutating func applyInsertRow(
        _ row: Row, at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try checkSection(indexPath.section)
        let count = state.geometry.rowCount(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row <= count else {
            throw GestureTableError(
                .indexOutOfRange,
                "insertion row \(indexPath.row) is out of range: section \(indexPath.section) takes rows 0...\(count)")
        }
        let id = try arrivingID()
        guard !holdsRow(withID: id) else {
            throw GestureTableError(.duplicateRowID, "a row with id \(id) is already in the table")
        }
        let index = state.geometry.sectionStarts[indexPath.section] + indexPath.row
        insert(row, id: id, at: index, section: indexPath.section, animation: animation, completion: register(completion))
    }

    mutating func applyMoveRow(at source: TableIndexPath, to destination: TableIndexPath) throws(GestureTableError) {
        let from = try index(for: source)
        try checkSection(destination.section)
        let room = state.geometry.rowCount(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
        guard destination.row >= 0, destination.row <= room else {
            throw GestureTableError(
                .indexOutOfRange,
                "destination row \(destination.row) is out of range: section \(destination.section) takes rows 0...\(room)")
        }
        let id = state.ids[from]
        try checkNotLifted(id, index: from)
        guard source != destination else { return }
        let to = flatIndex(ofPlace: destination, leaving: from)
        let resting = restingIndex(ofRowAt: from)
        relocate(from: from, to: to, section: destination.section)
        noteMove(of: id, from: resting, section: source.section)
        emit(.move, id: id, index: to, from: from, source: source)
    }
}

extension TableCore {
    /// The id of the one row the step brings in or gives a new value, which the store read
    /// before the step (``AppAnswers/arrivingIDs``).
    func arrivingID() throws(GestureTableError) -> Row.ID {
        guard let id = answers.arrivingIDs.first else {
            throw GestureTableError(.invalidState, "the ids of the rows a change brings are read before it")
        }
        return id
    }

    /// The ids of the `count` rows the step brings in, in order (see ``arrivingID()``).
    func arrivingIDs(count: Int) throws(GestureTableError) -> [Row.ID] {
        guard answers.arrivingIDs.count == count else {
            throw GestureTableError(.invalidState, "the ids of the rows a change brings are read before it")
        }
        return answers.arrivingIDs
    }
}
