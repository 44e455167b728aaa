// The last step taken back, or done again.

extension TableCore {
    /// Takes back the newest step of the history (`.undo`) or does again the newest step taken
    /// back (`.redo`).
    ///
    /// Doing a step again is taking back its taking back: an undo records the changes it makes,
    /// as a step of the redo history under the name of the step it undid, and a redo records
    /// its own as a step of the history. So one function serves both, and every kind of change
    /// that can be undone can be redone.
    mutating func applyReplay(_ origin: ChangeOrigin) throws(GestureTableError) {
        let isUndo = origin == .undo
        guard let step = isUndo ? state.history.popLast() : state.redoHistory.popLast() else {
            throw GestureTableError(.invalidState, isUndo ? "there is nothing to undo" : "there is nothing to redo")
        }
        // In an outline an undo or a redo first ends a carry, as a cancel: the carried rows go
        // home, so that the app hears where the replay puts every row.
        if state.isOutline, state.isLifting { cancelLiftUnderChange() }
        // A step that cannot be replayed stays where it was, and the rows stay as they were.
        let namedRow = theRow(of: step)
        // One change checks itself before it changes anything, so it needs no saved state to
        // restore (saving one would copy all the rows on the first change); a lifted row is put
        // where it rests first, which a refusal must take back.
        let saved = step.changes.count > 1 || state.isLifting ? state : nil
        let effectCount = outbox.count
        // A redo that does again what an undo made during this lift took back shows the lifted
        // row where it was shown before that undo: the rows around it are then as they were.
        let shownBeforeUndo = isUndo ? nil : takeShownPlaceBeforeUndo()
        // The steps are recorded in the rows as they rest: they are replayed there.
        let shown = putLiftedRowAtRest()
        openReplayStep(origin, of: step)
        do throws(GestureTableError) {
            for entry in step.changes.reversed() { try undo(entry) }
        } catch {
            state.changeOrigin = .edit
            if let saved {
                restore(saved, effectCount: effectCount)
            } else {
                _ = isUndo ? state.redoHistory.popLast() : state.history.popLast()
            }
            if isUndo { state.history.append(step) } else { state.redoHistory.append(step) }
            throw error
        }
        state.changeOrigin = .edit
        if let shown {
            showLiftedRow(at: shownBeforeUndo ?? shown)
            if isUndo { rememberShownPlaceBeforeUndo(shown) }
        }
        if announcesReplays { announceReplay(origin, of: step, namedRow: namedRow) }
    }

    /// The row a step changed, as it is and where, when it changed one row and the row is in
    /// the table now (before an undo of its insertion, after an undo of its deletion).
    private func theRow(of step: UndoStep) -> (row: Row, index: Int)? {
        guard let id = step.changes.first?.rowID, step.changes.allSatisfy({ $0.rowID == id }),
            let index = index(ofRowWithID: id)
        else { return nil }
        return (state.rows[index], index)
    }

    /// Announces a replayed step: `Undone: Archive “Ada Lovelace”`, `Redone: Changes`. The row's
    /// label is asked as the announcement is delivered.
    private mutating func announceReplay(_ origin: ChangeOrigin, of step: UndoStep, namedRow: (row: Row, index: Int)?) {
        let id = step.changes.first?.rowID
        let isOneRow = step.changes.allSatisfy { $0.rowID == id }
        let index = isOneRow ? id.flatMap(index(ofRowWithID:)) : nil
        let text = "\(origin == .undo ? "Undone" : "Redone"): \(step.actionName)"
        if let named = namedRow ?? index.map({ (state.rows[$0], $0) }) {
            announce(text + " ", naming: named.row, at: named.index, "", id: isOneRow ? id : nil, index: index)
        } else {
            announce(text, id: isOneRow ? id : nil, index: index)
        }
    }

    /// Opens the step that records the changes of an undo (in the redo history) or of a redo
    /// (in the history), and makes the changes that follow count as the replay's.
    private mutating func openReplayStep(_ origin: ChangeOrigin, of step: UndoStep) {
        // The replay keeps the step's place in a shared history (see ``UndoStep/serial``).
        var replay = UndoStep([], name: step.actionName, serial: step.serial)
        if origin == .undo {
            replay.undoneAt = undoSerials?.take() ?? 0
            // Counted for an undo window, which tells steps apart by their numbers.
            if undoSerials == nil { _ = stepNumbers?.take() }
            state.redoHistory.append(replay)
        } else {
            state.history.append(replay)
            trimHistoryToLimit()
        }
        state.changeOrigin = origin
    }

    private mutating func undo(_ entry: HistoryEntry) throws(GestureTableError) {
        switch entry {
        case .deletion(let index, let section, let row, let id):
            guard !state.rowIndex.contains(id) else {
                throw GestureTableError(.invalidState, "cannot undo the deletion: the row is back in the table already")
            }
            guard section < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the deletion: its section is gone")
            }
            let span = state.geometry.sectionStarts[section]...state.geometry.end(ofSection: section)
            let place = min(max(index, span.lowerBound), span.upperBound)
            state.states[id] = nil
            // The row's exit animation is cut short: its completion runs now, once.
            for (serial, deletingRow) in state.deletions where deletingRow.id == id {
                enqueue(deletingRow.completion)
                state.deletions[serial] = nil
            }
            insert(row, id: id, at: place, section: section, animation: .fade, completion: nil)
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
            noteMove(of: id, from: index, section: source.section)
            emit(.move, id: id, index: destination, from: index, source: source)
            // An outline tells the app where its rows went once the replay is done.
            if !state.isOutline { queue(.didMoveRow(source: index, destination: destination)) }
        case .update(let previous, let id):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the update: the row is gone")
            }
            noteUpdate(of: state.rows[index], id: id)
            replaceValue(at: index, with: previous)
        // Sections
        case .sectionInsertion(let index):
            guard index < state.geometry.sectionCount else {
                throw GestureTableError(.invalidState, "cannot undo the section's insertion: it is gone")
            }
            // Rows put there by changes without a step (a sync), or the table's last section: the
            // section stays, and the rest of the step is taken back.
            guard state.geometry.sectionCount > 1, state.geometry.rowCount(inSection: index) == 0 else { return }
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
        case .outline(let entry):
            try undoOutlineEntry(entry)
        }
    }
}
