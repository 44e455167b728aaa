extension GestureTable {
    // MARK: - Push

    /// Slides the row off the edge it was dragged toward (right when it is at rest).
    ///
    /// The row stays in ``rows``, shown pushed, until it is deleted or replaced. PDGestureTableView's
    /// `pushCellForIndexPath:completion:`.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is off the edge (or when a later verb interrupts it).
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func pushRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(.pushRow(at: index, completion: completion))
    }

    func applyPushRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        let id = rows[index].id
        try checkNotLifted(id, index: index)
        releasePointer(from: id, index: index)
        let offset = currentOffset(of: id)
        let target = offset >= 0 ? width : -width
        var state = takeState(of: id)
        state.phase = .pushing
        state.offset = animation(from: offset, to: target, curve: .easeOut)
        state.completion = completion
        store(state, for: id)
        emit(.push, id: id, index: index, slot: state.highlighted)
    }

    /// Pushes the row with `id`; see ``pushRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func pushRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try pushRow(at: checkedIndex(ofRowWithID: id), completion: completion)
    }

    // MARK: - Replace

    /// Slides the row back to rest, with a small bounce unless
    /// ``TableConfiguration/bouncesOnReplace`` is off.
    ///
    /// PDGestureTableView's `replaceCellForIndexPath:completion:`. A settling row can be grabbed
    /// again by the pointer mid-animation; its completion then runs at once.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is at rest (or when it is grabbed or another verb
    ///     interrupts it).
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func replaceRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(.replaceRow(at: index, completion: completion))
    }

    func applyReplaceRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        let id = rows[index].id
        try checkNotLifted(id, index: index)
        releasePointer(from: id, index: index)
        settle(id: id, index: index, emitting: true, completion: completion)
    }

    /// Replaces the row with `id`; see ``replaceRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func replaceRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try replaceRow(at: checkedIndex(ofRowWithID: id), completion: completion)
    }

    /// Starts the animation back to rest (with the bounce) and emits replace.
    func settle(id: Row.ID, index: Int, emitting: Bool, completion: (() -> Void)? = nil) {
        let offset = currentOffset(of: id)
        if emitting { emit(.replace, id: id, index: index) }
        var state = takeState(of: id)
        guard offset != 0 else {
            states[id] = nil
            enqueue(completion)
            return
        }
        let duration = configuration.animationDuration
        if configuration.bouncesOnReplace {
            let overshoot = min(configuration.maximumBounce * width, abs(offset) / 30)
            state.offset = animation(
                from: offset, to: 0, duration: duration + duration / 2, curve: .overshoot(overshoot))
        } else {
            state.offset = animation(from: offset, to: 0, curve: .easeInOut)
        }
        state.phase = .settling
        state.highlighted = nil
        state.completion = completion
        store(state, for: id)
    }

    // MARK: - Delete

    /// Removes the row: it leaves ``rows`` at once, while its height collapses and the rows
    /// below close the gap.
    ///
    /// PDGestureTableView's `deleteCellForIndexPath:animation:completion:`.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - animation: How the row leaves. ``RowAnimation/automatic`` (the default) slides a
    ///     dragged row out on the side it was dragged to and fades a row at rest.
    ///   - completion: Run once the row is gone from the screen.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func deleteRow(
        at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(.deleteRow(at: index, animation: animation, completion: completion))
    }

    func applyDeleteRow(
        at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try checkIndex(index)
        removeRow(at: index, animation: animation, pushingFirst: false, completion: completion)
    }

    /// Deletes the row with `id`; see ``deleteRow(at:animation:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func deleteRow(
        withID id: Row.ID, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try deleteRow(at: checkedIndex(ofRowWithID: id), animation: animation, completion: completion)
    }

    /// Pushes the row off its edge, then deletes it; one completion at the end.
    ///
    /// PDGestureTableView's `pushAndDeleteCellForIndexPath:completion:`. The row leaves ``rows``
    /// at once.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is off the edge and its gap has closed.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func pushAndDeleteRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(.pushAndDeleteRow(at: index, completion: completion))
    }

    func applyPushAndDeleteRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try checkIndex(index)
        removeRow(at: index, animation: .automatic, pushingFirst: true, completion: completion)
    }

    /// Pushes and deletes the row with `id`; see ``pushAndDeleteRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func pushAndDeleteRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try pushAndDeleteRow(at: checkedIndex(ofRowWithID: id), completion: completion)
    }

    /// Deletes several rows at once, as `UITableView.deleteRows(at:with:)`: they leave ``rows``
    /// together and animate out together, as one ``undo()`` step.
    ///
    /// Unlike a batch of ``deleteRow(at:animation:completion:)`` calls, the rows are removed
    /// from the array in one pass, so deleting thousands of rows costs O(*n* + *k* log *k*).
    /// Changes are reported (``onRowChange``) and events emitted from the highest index down,
    /// so each index is valid when its change is applied.
    ///
    /// - Parameters:
    ///   - indexes: The rows' indexes in ``rows``, in any order; repeats count once.
    ///   - animation: How the rows leave.
    ///   - completion: Run once, when every row is gone from the screen.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for any index outside ``rows``; then
    ///   nothing changes.
    public func deleteRows(
        at indexes: [Int], animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(.deleteRows(at: indexes, animation: animation, completion: completion))
    }

    func applyDeleteRows(
        at indexes: [Int], animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        for index in indexes { try checkIndex(index) }
        let descending = Set(indexes).sorted(by: >)
        guard let lowest = descending.last else {
            enqueue(completion)
            return
        }
        asOneUndoStep {
            for index in descending {
                removeRow(
                    at: index, animation: animation, pushingFirst: false,
                    completion: index == lowest ? completion : nil, removesNow: false)
            }
        }
        removeRows(atAscending: descending.reversed())
    }

    /// Removes rows whose removal ``removeRow(at:animation:pushingFirst:completion:removesNow:)``
    /// deferred, in one pass over the arrays.
    func removeRows(atAscending indexes: [Int]) {
        rowIndex.remove(atAscending: indexes, of: rows)
        geometry.removeRows(atAscending: indexes)
        rows = rows.removing(atAscending: indexes)
    }

    /// Runs `body` so that every change it records joins one undo step.
    func asOneUndoStep(_ body: () -> Void) {
        if batchDepth == 0 { isBatchStepOpen = false }
        batchDepth += 1
        body()
        batchDepth -= 1
    }

    /// Takes a row out: its state, the pointer, a lift; reports the deletion and starts its exit
    /// animation. With `removesNow` false the row stays in ``rows`` (and keeps its label) for
    /// the caller to remove with others in one pass; rows are then taken from the highest index
    /// down.
    func removeRow(
        at index: Int, animation kind: RowAnimation, pushingFirst: Bool, completion: (() -> Void)?,
        removesNow: Bool = true
    ) {
        let row = rows[index]
        let id = row.id
        releasePointer(from: id, index: index)
        let offset = currentOffset(of: id)
        let state = states.removeValue(forKey: id)
        enqueue(state?.completion)
        let path = indexPath(at: index)
        let rowHeight = geometry.height(ofRowAt: index)
        let label = removesNow ? takeRow(at: index).label : rowIndex.label(of: id) ?? 0
        report(.delete(at: index), .delete(at: path))
        liftedRowNoteRemoval(at: index, id: id)
        noteRemoval(of: row, at: index, section: path.section)
        let duration = configuration.animationDuration
        let side: Double = offset >= 0 ? 1 : -1
        var resolved = kind
        if kind == .automatic { resolved = offset > 0 ? .right : offset < 0 ? .left : .fade }
        var ghost = DeletingRow(
            row: row, label: label, offset: .constant(offset),
            height: animation(from: 1, to: 0, curve: .easeInOut), opacity: .constant(1),
            slot: state?.highlighted, completion: completion, serial: takeSerial(),
            section: path.section, fullHeight: rowHeight)
        if pushingFirst {
            emit(.push, id: id, index: index, slot: state?.highlighted, indexPath: path)
            ghost.offset = animation(from: offset, to: side * width, curve: .easeOut)
            ghost.height = animation(from: 1, to: 0, start: time + duration, curve: .easeInOut)
        } else {
            switch resolved {
            case .left: ghost.offset = animation(from: offset, to: -width, curve: .easeOut)
            case .right: ghost.offset = animation(from: offset, to: width, curve: .easeOut)
            case .fade, .automatic: ghost.opacity = animation(from: 1, to: 0, curve: .easeOut)
            case .none: ghost.height = .constant(0)
            }
        }
        emit(.delete, id: id, index: index, slot: state?.highlighted, indexPath: path)
        if !pushingFirst && resolved == .none {
            enqueue(completion)
            // The content is shorter at once: a scroll past its new end comes back to it.
            clampScrollOffset()
        } else {
            noteBatch(end: ghost.end)
            deletions[ghost.serial] = ghost
            deletionDeadlines.insert(.init(time: ghost.end, serial: ghost.serial))
            noteDeadline(ghost.end)
        }
    }

    // MARK: - Insert

    /// Inserts a row at `index`, growing into place.
    ///
    /// - Parameters:
    ///   - row: The new row; its id must not be in the table already.
    ///   - index: Where it goes, in `0...count`.
    ///   - animation: How it enters; ``RowAnimation/automatic`` fades it in.
    ///   - completion: Run once it is in place.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside `0...count`;
    ///   ``GestureTableError/Code/duplicateRowID`` when a row with the same id is in the table.
    /// - Complexity: O(log *n*) amortized, plus the array's own memmove.
    public func insertRow(
        _ row: Row, at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(.insertRow(row, at: index, animation: animation, completion: completion))
    }

    func applyInsertRow(
        _ row: Row, at index: Int, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        guard index >= 0, index <= rows.count else {
            throw GestureTableError(
                .indexOutOfRange, "insertion index \(index) is out of range: valid indexes are 0...\(rows.count)")
        }
        guard !rowIndex.contains(row.id) else {
            throw GestureTableError(.duplicateRowID, "a row with id \(row.id) is already in the table")
        }
        insert(row, at: index, animation: animation, completion: completion)
    }

    /// Inserts a row at flat `index` of `section` (by default the section of the row at `index`,
    /// the last section at the end).
    func insert(_ row: Row, at index: Int, section: Int? = nil, animation kind: RowAnimation, completion: (() -> Void)?) {
        placeRow(row, at: index, section: section)
        report(.insert(row, at: index), .insert(row, at: indexPath(at: index)))
        liftedRowNoteInsertion(at: index)
        noteInsertion(of: row, at: index)
        emit(.insert, id: row.id, index: index)
        guard kind != .none else {
            enqueue(completion)
            return
        }
        var state = RowState(phase: .appearing, offset: .constant(0))
        state.height = animation(from: 0, to: 1, curve: .easeInOut)
        switch kind {
        case .left: state.offset = animation(from: -width, to: 0, curve: .easeOut)
        case .right: state.offset = animation(from: width, to: 0, curve: .easeOut)
        case .fade, .automatic, .none: state.opacity = animation(from: 0, to: 1, curve: .easeOut)
        }
        state.completion = completion
        store(state, for: row.id)
    }

    // MARK: - Move and update

    /// Moves a row from one index to another, as `UITableView.moveRow(at:to:)`: after the call
    /// the row sits at `destination` (standard-library `move` semantics). The move can be undone.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` while a row is lifted for reordering.
    public func moveRow(at source: Int, to destination: Int) throws(GestureTableError) {
        try run(.moveRow(at: source, to: destination))
    }

    func applyMoveRow(at source: Int, to destination: Int) throws(GestureTableError) {
        try checkIndex(source)
        try checkIndex(destination)
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "cannot move rows while a row is lifted: drop it first")
        }
        guard source != destination else { return }
        let id = rows[source].id
        let from = relocate(from: source, to: destination)
        noteMove(of: id, from: source, section: from.section)
        emit(.move(from: source, to: destination), id: id, index: destination, source: from)
    }

    /// Replaces the value of the row at `index` with `row`, which must have the same id; its
    /// state (offset, animation, open side) is kept, as `UITableView.reloadRows` keeps identity.
    /// The update can be undone.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` when `row` has another id.
    public func updateRow(at index: Int, with row: Row) throws(GestureTableError) {
        try run(.updateRow(at: index, with: row))
    }

    func applyUpdateRow(at index: Int, with row: Row) throws(GestureTableError) {
        try checkIndex(index)
        guard rows[index].id == row.id else {
            throw GestureTableError(
                .invalidValue, "updateRow keeps a row's identity: row \(index) has id \(rows[index].id), not \(row.id)")
        }
        noteUpdate(of: rows[index])
        replaceValue(at: index, with: row)
    }

    // MARK: - Batch updates

    /// Runs several changes so that their animations start together, with one completion when
    /// all have ended.
    ///
    /// Events are delivered after `updates` returns. If `updates` throws, every change it made
    /// is undone, no event is delivered, and the error is rethrown: nothing is lost.
    ///
    /// The error's type is the one `updates` throws, so a batch of calls that cannot fail needs
    /// no `try`. (In Embedded Swift, which has no `any Error`, a closure that uses `try` names
    /// its error: `{ () throws(GestureTableError) in try table.deleteRow(at: 0) }`.)
    ///
    /// - Parameters:
    ///   - updates: The changes: calls to the table's verbs.
    ///   - completion: Run once every animation started by `updates` has ended.
    /// - Throws: What `updates` throws, after undoing its changes.
    public func performBatchUpdates<Failure: Error>(
        _ updates: () throws(Failure) -> Void, completion: (() -> Void)? = nil
    ) throws(Failure) {
        try perform { () throws(Failure) in
            let saved = state
            let effectCount = effects.count
            let outerEnd = batchEnd
            if batchDepth == 0 { isBatchStepOpen = false }
            batchDepth += 1
            batchEnd = time
            defer { batchDepth -= 1 }
            do throws(Failure) {
                try updates()
            } catch {
                restore(saved, effectCount: effectCount)
                batchEnd = outerEnd
                throw error
            }
            let end = batchEnd
            batchEnd = max(outerEnd, end)
            if let completion {
                if end > time {
                    batchCompletions.append((end, completion))
                    noteDeadline(end)
                } else {
                    enqueue(completion)
                }
            }
        }
    }

    /// Puts back the state saved before a change that failed: the rows, their states, the
    /// gestures, the history and the settings as they were. The nesting depth of batches is the
    /// running transition's own and stays; effects queued since the save are dropped.
    func restore(_ saved: TableState<Row>, effectCount: Int) {
        let depth = batchDepth
        state = saved
        state.batchDepth = depth
        deadlineBound = .unknown
        effects.removeSubrange(effectCount...)
    }

    // MARK: - Helpers

    /// Puts a row into ``rows`` at `index` of `section` (the section of the row at `index` by
    /// default) and labels it.
    func placeRow(_ row: Row, at index: Int, section: Int? = nil) {
        geometry.insertRow(
            at: index, section: section ?? geometry.section(ofRowAt: index), height: heightOfRow.map { _ in clampedHeight(row) })
        insertLabelled(row, at: index)
    }

    /// Puts a row into ``rows`` at `index` and labels it; deleting rows keep their places.
    func insertLabelled(_ row: Row, at index: Int) {
        rows.insert(row, at: index)
        if let relabelling = rowIndex.insert(at: index, of: rows) {
            for serial in deletions.keys {
                if let label = deletions[serial]?.label {
                    deletions[serial]?.label = relabelling.relabelled(label)
                }
            }
        }
    }

    /// Takes the row at `index` out of ``rows``, returning it and the label that marked its place.
    func takeRow(at index: Int) -> (row: Row, label: UInt64) {
        let row = rows.remove(at: index)
        geometry.removeRow(at: index)
        return (row, rowIndex.remove(row.id, at: index))
    }

    /// Moves a row between indexes, into `section` (by default the section of the row at
    /// `destination`): a swap for neighbours (a reorder step, O(1)), a change of section only
    /// at a section boundary, otherwise a removal and an insertion. Deleting rows stay where
    /// they were drawn.
    ///
    /// - Returns: The row's index path before the move.
    @discardableResult
    func relocate(from source: Int, to destination: Int, section: Int? = nil) -> TableIndexPath {
        let from = indexPath(at: source)
        let toSection = section ?? geometry.section(ofRowAt: destination)
        guard source != destination || from.section != toSection else { return from }
        geometry.moveRow(from: source, to: destination, section: toSection)
        report(.move(from: source, to: destination), .move(from: from, to: indexPath(at: destination)))
        if source == destination { return from }
        if abs(source - destination) == 1 {
            // Neighbours trade places, whatever their sections: the same as a removal and an
            // insertion, in O(1).
            rowIndex.swapLabels(of: rows[source].id, and: rows[destination].id)
            rows.swapAt(source, destination)
            return from
        }
        let row = rows.remove(at: source)
        rowIndex.remove(row.id, at: source)
        insertLabelled(row, at: destination)
        return from
    }

    /// Refuses a horizontal verb on the row lifted for reordering: drop or cancel it first.
    func checkNotLifted(_ id: Row.ID, index: Int) throws(GestureTableError) {
        if isLifting, reorder?.id == id {
            throw GestureTableError(.invalidState, "row \(index) is lifted for reordering: drop it or cancel the lift first")
        }
    }

    /// The row's offset now, sampled from its animation.
    func currentOffset(of id: Row.ID) -> Double {
        states[id]?.offset.value(at: time) ?? 0
    }

    /// Removes and returns the row's state, queueing the completion of an animation it interrupts;
    /// a fresh state at rest when it had none.
    func takeState(of id: Row.ID) -> RowState {
        guard var state = states.removeValue(forKey: id) else {
            return RowState(phase: .rest, offset: .constant(0))
        }
        enqueue(state.completion)
        state.completion = nil
        state.height = nil
        state.opacity = nil
        return state
    }

    /// Stores a state with a new serial, noting its end for the current batch.
    func store(_ state: consuming RowState, for id: Row.ID) {
        state.serial = takeSerial()
        if let deadline = state.deadline {
            noteBatch(end: deadline)
            noteDeadline(deadline)
        }
        states[id] = state
    }

    func takeSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    func noteBatch(end: Duration) {
        if batchDepth > 0 { batchEnd = max(batchEnd, end) }
    }

    /// An animation of the table's duration (or `duration`) starting now (or at `start`).
    func animation(
        from: Double, to: Double, start: Duration? = nil, duration: Duration? = nil, curve: AnimationCurve
    ) -> ValueAnimation {
        ValueAnimation(
            from: from, to: to, start: start ?? time,
            duration: duration ?? configuration.animationDuration, curve: curve)
    }
}
