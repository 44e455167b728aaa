extension GestureTable {
    /// A committed change that ``undo()`` can take back.
    enum HistoryEntry {
        case deletion(index: Int, section: Int, row: Row)
        case insertion(id: Row.ID)
        /// A row moved away from flat `index` of `section`.
        case move(id: Row.ID, from: Int, section: Int)
        /// A row's value before ``GestureTable/updateRow(at:with:)`` replaced it.
        case update(previous: Row)
    }

    /// One step of the user's: the changes of one verb, one drop, or one whole batch, in the
    /// order they were made.
    typealias UndoStep = [HistoryEntry]

    /// Whether there is a committed change to undo.
    public var canUndo: Bool { !history.isEmpty }

    /// Takes back the last step: a deleted (or pushed-and-deleted) row comes back where it was,
    /// with its identity; an inserted row goes; a moved row moves back (and ``didMoveRow`` is
    /// called for it); an updated row gets its previous value. A batch (``performBatchUpdates(_:completion:)``, ``setRows(_:animation:)``)
    /// is one step, taken back whole. Every change is reported through ``onRowChange``, so an
    /// app's model follows.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to undo, when a
    ///   row is lifted, or when the step can no longer be taken back (a row of it came back by
    ///   other means, or is gone). Then nothing changes, and the step is dropped.
    /// - Complexity: O(log *n*) per change of the step, plus the array's own memmove.
    public func undo() throws(GestureTableError) {
        try run(.undo)
    }

    func applyUndo() throws(GestureTableError) {
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "cannot undo while a row is lifted: drop it first")
        }
        guard let step = history.popLast() else {
            throw GestureTableError(.invalidState, "there is nothing to undo")
        }
        isUndoing = true
        defer { isUndoing = false }
        guard step.count > 1 else {
            // One change checks itself before it changes anything: no saved state to restore.
            if let entry = step.first { try undo(entry) }
            return
        }
        let saved = state
        let effectCount = effects.count
        do throws(GestureTableError) {
            for entry in step.reversed() { try undo(entry) }
        } catch {
            restore(saved, effectCount: effectCount)
            throw error
        }
    }

    private func undo(_ entry: HistoryEntry) throws(GestureTableError) {
        switch entry {
        case .deletion(let index, let section, let row):
            guard !rowIndex.contains(row.id) else {
                throw GestureTableError(.invalidState, "cannot undo the deletion: the row is back in the table already")
            }
            let span = geometry.sectionStarts[section]...geometry.end(ofSection: section)
            let place = min(max(index, span.lowerBound), span.upperBound)
            states[row.id] = nil
            // The row's exit animation is cut short: its completion runs now, once.
            for (serial, ghost) in deletions where ghost.row.id == row.id {
                enqueue(ghost.completion)
                deletions[serial] = nil
            }
            insert(row, at: place, section: section, animation: .fade, completion: nil)
        case .insertion(let id):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the insertion: the row is gone already")
            }
            removeRow(at: index, animation: .fade, pushingFirst: false, completion: nil)
        case .move(let id, let from, let section):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the move: the row is gone")
            }
            let span = places(inSection: section, leaving: index)
            let destination = min(max(from, span.lowerBound), span.upperBound)
            guard destination != index || geometry.section(ofRowAt: index) != section else { return }
            let source = relocate(from: index, to: destination, section: section)
            emit(.move(from: index, to: destination), id: id, index: destination, source: source)
            if let didMoveRow { enqueue { didMoveRow(index, destination) } }
        case .update(let previous):
            guard let index = index(ofRowWithID: previous.id) else {
                throw GestureTableError(.invalidState, "cannot undo the update: the row is gone")
            }
            replaceValue(at: index, with: previous)
        }
    }

    func noteUpdate(of previous: Row) {
        record(.update(previous: previous))
    }

    /// Gives the row at `index` a new value with the same id, reporting it.
    func replaceValue(at index: Int, with row: Row) {
        rows[index] = row
        if heightOfRow != nil { resize(rowAt: index, to: clampedHeight(row)) }
        report(.update(row, at: index), .update(row, at: indexPath(at: index)))
        emit(.update, id: row.id, index: index)
    }

    func noteRemoval(of row: Row, at index: Int, section: Int) {
        record(.deletion(index: index, section: section, row: row))
    }

    func noteInsertion(of row: Row, at index: Int) {
        record(.insertion(id: row.id))
    }

    func noteMove(of id: Row.ID, from index: Int, section: Int) {
        record(.move(id: id, from: index, section: section))
    }

    /// The flat indexes a row now at `source` can take in `section` once it has left its place.
    func places(inSection section: Int, leaving source: Int) -> ClosedRange<Int> {
        let sourceSection = geometry.section(ofRowAt: source)
        let start = geometry.sectionStarts[section] - (sourceSection < section ? 1 : 0)
        let end = geometry.end(ofSection: section) - (sourceSection <= section ? 1 : 0)
        return start...max(start, end)
    }

    /// Adds a change to the open step (inside a batch) or as a step of its own.
    private func record(_ entry: HistoryEntry) {
        guard !isUndoing else { return }
        if batchDepth > 0, isBatchStepOpen, !history.isEmpty {
            history[history.count - 1].append(entry)
        } else {
            history.append([entry])
            isBatchStepOpen = batchDepth > 0
        }
        let limit = configuration.undoLimit
        if history.count > limit { history.removeFirst(history.count - limit) }
    }
}

extension GestureTable.HistoryEntry: Equatable where Row: Equatable {}
