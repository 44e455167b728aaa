// The small changes of rows and row states every input is made of.

extension TableCore {
    // MARK: - A pointer or a lift on a row that changes

    // MARK: - Adding, removing and moving rows

    /// Inserts a row, whose id is `id`, at flat `index` of `section` (by default the section of
    /// the row at `index`, the last section at the end).
    mutating func insert(
        _ row: Row, id: Row.ID, at index: Int, section: Int? = nil, animation kind: RowAnimation,
        completion: CompletionToken?
    ) {
        prepareChangeDuringLift()
        placeRow(row, id: id, at: index, section: section)
        if state.isOutline { placeInOutline(id, at: index) }
        liftedRowNoteInsertion(at: index)
        // Where it rests, which is where it is shown with no row lifted.
        if reportsChanges {
            report(.insert(row, at: restingIndex(ofRowAt: index), origin: state.changeOrigin)) {
                .insert(row, at: $0.restingIndexPath(ofRowAt: index), origin: $0.state.changeOrigin)
            }
        }
        noteInsertion(of: id, at: index)
        emit(.insert, id: id, index: index)
        guard kind != .none else {
            enqueue(completion)
            return
        }
        var state = RowState(phase: .appearing)
        state.height = animation(from: 0, to: 1, curve: .easeInOut)
        switch kind {
        case .left: state.offset = animation(from: -self.state.width, to: 0, curve: .easeOut)
        case .right: state.offset = animation(from: self.state.width, to: 0, curve: .easeOut)
        case .fade, .automatic, .none: state.opacity = animation(from: 0, to: 1, curve: .easeOut)
        }
        store(state, for: id, completion: completion)
    }

    /// Takes a row out: its state, the pointer, a lift; reports the deletion and starts its exit
    /// animation. With `removesNow` false the row stays in ``rows`` (and keeps its label) for
    /// the caller to remove with others in one pass; rows are then taken from the highest index
    /// down.
    mutating func removeRow(
        at index: Int, animation kind: RowAnimation, pushingFirst: Bool, completion: CompletionToken?,
        removesNow: Bool = true
    ) {
        let row = self.state.rows[index]
        let id = self.state.ids[index]
        prepareChangeDuringLift()
        // Recorded and reported where it rests: a row lifted, or one while another is lifted,
        // comes back there.
        let resting = TableIndexPath(row: restingIndex(ofRowAt: index), section: restingSection(ofRowAt: index))
        let restingPath = reportsChanges ? restingIndexPath(ofRowAt: index) : resting
        releasePointer(from: id, index: index)
        let offset = currentOffset(of: id)
        enqueue(self.state.states.takeCompletion(of: id))
        let state = self.state.states.removeValue(forKey: id)
        let path = indexPath(at: index)
        let rowHeight = self.state.geometry.height(ofRowAt: index)
        let label = removesNow ? takeRow(at: index).label : self.state.rowIndex.label(of: id) ?? 0
        report(.delete(at: resting.row, origin: self.state.changeOrigin)) { .delete(at: restingPath, origin: $0.state.changeOrigin) }
        liftedRowNoteRemoval(at: index, id: id)
        noteRemoval(of: row, id: id, at: resting.row, section: resting.section)
        let duration = self.state.configuration.motionDuration
        let side: Double = offset >= 0 ? 1 : -1
        var resolved = kind
        if kind == .automatic { resolved = offset > 0 ? .right : offset < 0 ? .left : .fade }
        var deletingRow = DeletingRow(
            row: row, id: id, label: label, offset: .constant(offset),
            height: animation(from: 1, to: 0, curve: .easeInOut), opacity: .constant(1),
            slot: state?.highlighted, completion: completion, serial: takeSerial(),
            section: path.section, fullHeight: rowHeight)
        if pushingFirst {
            emit(.push, id: id, index: index, slot: state?.highlighted, indexPath: path)
            deletingRow.offset = animation(from: offset, to: side * self.state.width, curve: .easeOut)
            deletingRow.height = animation(from: 1, to: 0, start: self.state.time + duration, curve: .easeInOut)
        } else {
            switch resolved {
            case .left: deletingRow.offset = animation(from: offset, to: -self.state.width, curve: .easeOut)
            case .right: deletingRow.offset = animation(from: offset, to: self.state.width, curve: .easeOut)
            case .fade, .automatic: deletingRow.opacity = animation(from: 1, to: 0, curve: .easeOut)
            case .none: deletingRow.height = .constant(0)
            }
        }
        emit(.delete, id: id, index: index, slot: state?.highlighted, indexPath: path)
        deselectRow(leaving: id, at: index, indexPath: path)  // Selection
        if !pushingFirst && resolved == .none {
            enqueue(completion)
            // The content is shorter at once: a scroll past its new end comes back to it.
            clampScrollOffset()
        } else {
            noteBatch(end: deletingRow.end)
            self.state.deletions[deletingRow.serial] = deletingRow
            scheduleDeletionEnd(deletingRow.end, serial: deletingRow.serial)
        }
    }

    /// Takes out a row out of sight that has no state, is not under the pointer and while no
    /// row is lifted, as ``removeRow(at:animation:pushingFirst:completion:removesNow:)`` does with
    /// no animation, leaving it in ``rows`` for ``removeRows(atAscending:)``: the deletion is
    /// reported and recorded, and the row deselected; there is nothing to let go of or animate.
    /// Each generic call costs a look-up of its types at run time, so only what is needed is
    /// called, and the undo record is gathered in `removals` for ``noteRemovals(_:)``, which
    /// appends them at once (rebased at once when the change is external).
    mutating func removeRowOutOfSight(at index: Int, removals: inout [HistoryEntry]) {
        let row = state.rows[index]
        let id = state.ids[index]
        let section = state.geometry.section(ofRowAt: index)
        let path = TableIndexPath(row: index - state.geometry.sectionStarts[section], section: section)
        if answers.reportsRowChanges || answers.reportsSectionedRowChanges {
            report(.delete(at: index, origin: state.changeOrigin)) { .delete(at: path, origin: $0.state.changeOrigin) }
        }
        if state.changeOrigin == .external {
            noteRemoval(of: row, id: id, at: index, section: section)
        } else {
            removals.append(.deletion(index: index, section: section, row: row, id: id))
        }
        if answers.reportsEvents { emit(.delete, id: id, index: index, indexPath: path) }
        deselectRow(leaving: id, at: index, indexPath: path)  // Selection
    }

    /// Removes rows whose removal ``removeRow(at:animation:pushingFirst:completion:removesNow:)``
    /// deferred, in one pass over the arrays.
    mutating func removeRows(atAscending indexes: [Int]) {
        state.rowIndex.remove(atAscending: indexes, of: state.ids)
        layOutRemovedRows(atAscending: indexes)
        state.rows = state.rows.removing(atAscending: indexes)
        state.ids = state.ids.removing(atAscending: indexes)
    }

    /// Puts a row into ``rows`` at `index` of `section` (the section of the row at `index` by
    /// default) and labels it.
    mutating func placeRow(_ row: Row, id: Row.ID, at index: Int, section: Int? = nil) {
        layOutInsertedRow(
            at: index, section: section ?? state.geometry.section(ofRowAt: index),
            height: answers.hasRowHeights ? clampedHeight(id) : nil)
        insertLabelled(row, id: id, at: index)
    }

    /// Puts a row and its id into ``rows`` and ``ids`` at `index` and labels it; deleting rows
    /// keep their places.
    mutating func insertLabelled(_ row: Row, id: Row.ID, at index: Int) {
        state.rows.insert(row, at: index)
        state.ids.insert(id, at: index)
        if let relabelling = state.rowIndex.insert(at: index, of: state.ids) {
            for serial in state.deletions.keys {
                if let label = state.deletions[serial]?.label {
                    state.deletions[serial]?.label = relabelling.relabelled(label)
                }
            }
        }
    }

    /// Takes the row at `index` out of ``rows``, returning it, its id and the label that marked
    /// its place.
    mutating func takeRow(at index: Int) -> (row: Row, id: Row.ID, label: UInt64) {
        let row = state.rows.remove(at: index)
        let id = state.ids.remove(at: index)
        layOutRemovedRow(at: index)
        return (row, id, state.rowIndex.remove(id, at: index))
    }

    /// Moves a row between indexes, into `section` (by default the section of the row at
    /// `destination`), and reports it: a swap for neighbours (a reorder step, O(1)), a change of
    /// section only at a section boundary, otherwise a removal and an insertion. Deleting rows
    /// stay where they were drawn. While a row is lifted, the lifted row's indexes follow (see
    /// ``relocateDuringLift(from:_:to:section:)``).
    ///
    /// - Returns: The row's index path before the move.
    @discardableResult
    mutating func relocate(from source: Int, to destination: Int, section: Int? = nil) -> TableIndexPath {
        let from = indexPath(at: source)
        let toSection = section ?? state.geometry.section(ofRowAt: destination)
        guard source != destination || from.section != toSection else { return from }
        if state.isLifting {
            relocateDuringLift(from: source, from, to: destination, section: toSection)
            return from
        }
        moveRowAndLayout(from: source, to: destination, section: toSection)
        report(.move(from: source, to: destination, origin: state.changeOrigin)) {
            .move(from: from, to: $0.indexPath(at: destination), origin: $0.state.changeOrigin)
        }
        return from
    }

    /// Moves a row between indexes, into `section`, in the rows, their labels and the layout.
    mutating func moveRowAndLayout(from source: Int, to destination: Int, section: Int) {
        layOutMovedRow(from: source, to: destination, section: section)
        if source == destination { return }
        if abs(source - destination) == 1 {
            // Neighbours trade places, whatever their sections: the same as a removal and an
            // insertion, in O(1).
            state.rowIndex.swapLabels(of: state.ids[source], and: state.ids[destination])
            state.rows.swapAt(source, destination)
            state.ids.swapAt(source, destination)
            return
        }
        let row = state.rows.remove(at: source)
        let id = state.ids.remove(at: source)
        state.rowIndex.remove(id, at: source)
        insertLabelled(row, id: id, at: destination)
    }

    // MARK: - Row states

    /// Refuses a horizontal verb on the row lifted for reordering: drop or cancel it first.
    func checkNotLifted(_ id: Row.ID, index: Int) throws(GestureTableError) {
        if state.isLifting, state.reorder?.id == id {
            throw GestureTableError(.invalidState, "row \(index) is lifted for reordering: drop it or cancel the lift first")
        }
    }

    /// The row's offset now, sampled from its animation.
    func currentOffset(of id: Row.ID) -> Double {
        state.states[id]?.offset.value(at: state.time) ?? 0
    }

    /// Removes and returns the row's state, queueing the completion of an animation it interrupts;
    /// a fresh state at rest when it had none.
    mutating func takeState(of id: Row.ID) -> RowState {
        enqueue(self.state.states.takeCompletion(of: id))
        guard var state = self.state.states.removeValue(forKey: id) else {
            return RowState(phase: .rest)
        }
        state.height = nil
        state.opacity = nil
        return state
    }

    /// Stores a state with a new serial and the completion of its animation (replacing any it
    /// had), noting its end for the current batch.
    mutating func store(_ state: consuming RowState, for id: Row.ID, completion: CompletionToken? = nil) {
        state.serial = takeSerial()
        if let deadline = state.deadline {
            noteBatch(end: deadline)
            noteDeadline(deadline)
        }
        self.state.states[id] = state
        self.state.states.setCompletion(completion, for: id)
    }

    mutating func noteBatch(end: Duration) {
        if state.batchDepth > 0 { state.batchEnd = max(state.batchEnd, end) }
    }

    /// An animation of the table's duration (or `duration`) starting now (or at `start`).
    func animation(
        from: Double, to: Double, start: Duration? = nil, duration: Duration? = nil, curve: AnimationCurve
    ) -> ValueAnimation {
        ValueAnimation(
            from: from, to: to, start: start ?? state.time,
            duration: duration ?? state.configuration.motionDuration, curve: curve)
    }

    /// Starts the animation back to rest (with the bounce) and emits replace.
    mutating func settle(id: Row.ID, index: Int, emitting: Bool, completion: CompletionToken? = nil) {
        let offset = currentOffset(of: id)
        if emitting { emit(.replace, id: id, index: index) }
        var state = takeState(of: id)
        guard offset != 0 else {
            self.state.states[id] = nil
            enqueue(completion)
            return
        }
        let duration = self.state.configuration.motionDuration
        if self.state.configuration.bouncesOnReplace {
            let overshoot = min(self.state.configuration.maximumBounce * self.state.width, abs(offset) / 30)
            state.offset = animation(
                from: offset, to: 0, duration: duration + duration / 2, curve: .overshoot(overshoot))
        } else {
            state.offset = animation(from: offset, to: 0, curve: .easeInOut)
        }
        state.phase = .settling
        state.highlighted = nil
        store(state, for: id, completion: completion)
    }

    /// Gives the row at `index` a new height, growing or shrinking into it when it is at rest.
    mutating func resize(rowAt index: Int, to height: Double) {
        let old = self.state.geometry.height(ofRowAt: index)
        guard old != height else { return }
        layOutHeight(height, ofRowAt: index)
        let id = self.state.ids[index]
        guard self.state.states[id] == nil, self.state.reorder?.id != id else { return }
        var state = RowState(phase: .appearing)
        state.height = animation(from: old / height, to: 1, curve: .easeInOut)
        store(state, for: id)
    }

    /// Gives the row at `index` a new value with the same id (the id kept in ``ids``), reporting
    /// it.
    mutating func replaceValue(at index: Int, with row: Row) {
        prepareChangeDuringLift()
        state.rows[index] = row
        let id = state.ids[index]
        if answers.hasRowHeights { resize(rowAt: index, to: clampedHeight(id)) }
        if reportsChanges {
            report(.update(row, at: restingIndex(ofRowAt: index), origin: state.changeOrigin)) {
                .update(row, at: $0.restingIndexPath(ofRowAt: index), origin: $0.state.changeOrigin)
            }
        }
        emit(.update, id: id, index: index)
    }

    // MARK: - Batches

    /// Opens a batch: the changes until ``endBatch(_:completion:)`` are one undo step, their
    /// animations end together, and ``rollBack(_:)`` puts back what the returned value saved.
    mutating func beginBatch() -> OpenBatch<Row> {
        let batch = OpenBatch(saved: state, outboxCount: outbox.count, outerEnd: state.batchEnd)
        if state.batchDepth == 0 { state.isBatchStepOpen = false }
        state.batchDepth += 1
        state.batchEnd = state.time
        return batch
    }

    /// Closes a batch whose changes stand; `completion` runs once all its animations have ended.
    mutating func endBatch(_ batch: OpenBatch<Row>, completion: (() -> Void)?) {
        state.batchDepth -= 1
        let end = state.batchEnd
        state.batchEnd = max(batch.outerEnd, end)
        if let completion = register(completion) {
            if end > state.time {
                state.batchCompletions.append((end, completion))
                noteDeadline(end)
            } else {
                enqueue(completion)
            }
        }
    }

    /// Closes a batch that failed: the state is put back as it was when it began.
    mutating func rollBack(_ batch: OpenBatch<Row>) {
        state.batchDepth -= 1
        restore(batch.saved, effectCount: batch.outboxCount)
        state.batchEnd = batch.outerEnd
    }
}

/// A batch in progress: what ``TableCore/rollBack(_:)`` puts back if it fails.
struct OpenBatch<Row: Identifiable> {
    let saved: TableState<Row>
    let outboxCount: Int
    /// The end of the animations of the batch around this one.
    let outerEnd: Duration
}

extension TableCore {
    // MARK: - Rows that leave, as other features change them

    /// Takes out the deleting row with `serial`, once its animation has ended.
    mutating func takeDeletion(serial: Int) -> DeletingRow<Row>? {
        state.deletions.removeValue(forKey: serial)
    }

    /// Takes out the batch completion at `index`, once its batch's animations have ended.
    mutating func takeBatchCompletion(at index: Int) -> CompletionToken {
        state.batchCompletions.remove(at: index).completion
    }

    /// Mirrors the rows still animating out, for a change of layout direction.
    mutating func mirrorDeletions() {
        for serial in state.deletions.keys {
            guard var deletingRow = state.deletions[serial] else { continue }
            deletingRow.offset.from.negate()
            deletingRow.offset.to.negate()
            deletingRow.slot = deletingRow.slot?.mirrored
            state.deletions[serial] = deletingRow
        }
    }

    /// Scales the offsets of the rows still animating out, for a change of width.
    mutating func scaleDeletions(by scale: Double) {
        for serial in state.deletions.keys {
            state.deletions[serial]?.offset.from *= scale
            state.deletions[serial]?.offset.to *= scale
        }
    }
}

extension TableCore {
    /// Mirrors the state of every moving row, for a change of layout direction.
    mutating func mirrorRowStates() {
        state.states.updateEach { $0.mirror() }
    }

    /// Scales the offsets of every moving row, for a change of width.
    mutating func scaleRowStates(by scale: Double) {
        state.states.updateEach { state in
            state.offset.from *= scale
            state.offset.to *= scale
        }
    }
}

extension TableCore {
    // MARK: - Rollback

    /// Puts back the state saved before a change that failed: the rows, their states, the
    /// gestures, the history and the settings as they were. The nesting depth of batches is the
    /// running transition's own and stays; effects queued since the save are dropped.
    mutating func restore(_ saved: TableState<Row>, effectCount: Int) {
        let depth = state.batchDepth
        // Completions registered since the save belong to changes that are being undone.
        if state.nextCompletionToken > saved.nextCompletionToken {
            let dropped = completions
            completions = dropped.filter { $0.key.value < saved.nextCompletionToken }
            release(.completions(dropped))
        }
        state = saved
        state.batchDepth = depth
        forgetDeadlineBound()
        if effectCount < outbox.count { release(.effects(Array(outbox[effectCount...]))) }
        outbox.removeSubrange(effectCount...)
        hasEffects = !outbox.isEmpty || state.reorder?.streamsRest == true
    }
}
