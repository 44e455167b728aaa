// The last step taken back.

extension TableCore {
    mutating func applyUndo() throws(GestureTableError) {
        guard let step = state.history.popLast() else {
            throw GestureTableError(.invalidState, "there is nothing to undo")
        }
        state.isUndoing = true
        defer { state.isUndoing = false }
        guard step.count > 1 else {
            // One change checks itself before it changes anything: no saved state to restore.
            if let entry = step.first { try undo(entry) }
            return
        }
        let saved = state
        let effectCount = outbox.count
        do throws(GestureTableError) {
            for entry in step.reversed() { try undo(entry) }
        } catch {
            restore(saved, effectCount: effectCount)
            throw error
        }
    }

    private mutating func undo(_ entry: HistoryEntry) throws(GestureTableError) {
        switch entry {
        case .deletion(let index, let section, let row):
            guard !state.rowIndex.contains(row.id) else {
                throw GestureTableError(.invalidState, "cannot undo the deletion: the row is back in the table already")
            }
            guard section < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the deletion: its section is gone")
            }
            let span = state.geometry.sectionStarts[section]...state.geometry.end(ofSection: section)
            let place = min(max(index, span.lowerBound), span.upperBound)
            state.states[row.id] = nil
            // The row's exit animation is cut short: its completion runs now, once.
            for (serial, ghost) in state.deletions where ghost.row.id == row.id {
                enqueue(ghost.completion)
                state.deletions[serial] = nil
            }
            insert(row, at: place, section: section, animation: .fade, completion: nil)
        case .insertion(let id):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the insertion: the row is gone already")
            }
            removeRow(at: index, animation: .fade, pushingFirst: false, completion: nil)
        case .move(let id, let from, let section):
            guard var index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the move: the row is gone")
            }
            guard section < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the move: the section it came from is gone")
            }
            if state.reorder?.id == id {
                // The lifted row is the one the undo moves: the lift ends first, as a cancel.
                cancelLiftUnderChange()
                guard let rested = self.index(ofRowWithID: id) else { return }
                index = rested
            }
            let span = places(inSection: section, leaving: index)
            let destination = min(max(from, span.lowerBound), span.upperBound)
            guard destination != index || state.geometry.section(ofRowAt: index) != section else { return }
            let source = relocate(from: index, to: destination, section: section)
            liftedRowNoteMove(from: index, to: destination, id: id)
            emit(.move(from: index, to: destination), id: id, index: destination, source: source)
            queue(.didMoveRow(source: index, destination: destination))
        case .update(let previous):
            guard let index = index(ofRowWithID: previous.id) else {
                throw GestureTableError(.invalidState, "cannot undo the update: the row is gone")
            }
            replaceValue(at: index, with: previous)
        // Sections
        case .sectionInsertion(let index):
            guard index < state.geometry.sectionCount, state.geometry.sectionCount > 1,
                state.geometry.rowCount(inSection: index) == 0
            else {
                throw GestureTableError(.invalidState, "cannot undo the section's insertion: it is gone or has rows")
            }
            removeEmptySection(at: index)
        case .sectionDeletion(let index, let id, let title):
            insertEmptySection(id: id, title: title, at: min(index, state.geometry.sectionCount))
        case .sectionMove(let source, let destination):
            guard source < state.geometry.sectionCount, destination < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the section's move: a section is gone")
            }
            moveSectionRows(from: destination, to: source)
        case .sectionUpdate(let index, let previousTitle):
            guard index < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the section's new title: the section is gone")
            }
            retitleSection(at: index, title: previousTitle)
        }
    }
}
