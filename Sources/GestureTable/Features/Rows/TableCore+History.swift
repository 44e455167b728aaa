// Undo steps recorded as rows change.

extension TableCore {
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

    mutating func noteUpdate(of previous: Row) {
        record(.update(previous: previous))
    }

    mutating func noteRemoval(of row: Row, at index: Int, section: Int) {
        record(.deletion(index: index, section: section, row: row))
    }

    mutating func noteInsertion(of row: Row, at index: Int) {
        record(.insertion(id: row.id))
    }

    mutating func noteMove(of id: Row.ID, from index: Int, section: Int) {
        record(.move(id: id, from: index, section: section))
    }

    /// Adds a change to the open step (inside a batch) or as a step of its own.
    private mutating func record(_ entry: HistoryEntry) {
        guard !state.isUndoing else { return }
        if state.batchDepth > 0, state.isBatchStepOpen, !state.history.isEmpty {
            state.history[state.history.count - 1].append(entry)
        } else {
            state.history.append([entry])
            state.isBatchStepOpen = state.batchDepth > 0
        }
        let limit = state.configuration.undoLimit
        if state.history.count > limit { state.history.removeFirst(state.history.count - limit) }
    }
}

extension GestureTable {

    /// Whether there is a committed change to undo.
    public var canUndo: Bool { !core.state.history.isEmpty }
}

extension TableCore.HistoryEntry: Equatable where Row: Equatable {}
