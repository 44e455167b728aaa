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
        // Sections
        /// An empty section inserted at `index` (its rows' insertions are entries of their own).
        case sectionInsertion(at: Int)
        /// An empty section removed from `index` (its rows' deletions came first).
        case sectionDeletion(at: Int, id: String, title: String?)
        /// A section moved from `source` to `destination`, rows and all.
        case sectionMove(from: Int, to: Int)
        /// A section's title before it changed.
        case sectionUpdate(at: Int, previousTitle: String?)
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

    // Sections

    mutating func noteSectionInsertion(at index: Int) {
        record(.sectionInsertion(at: index))
    }

    mutating func noteSectionDeletion(at index: Int, id: String, title: String?) {
        record(.sectionDeletion(at: index, id: id, title: title))
    }

    mutating func noteSectionMove(from source: Int, to destination: Int) {
        record(.sectionMove(from: source, to: destination))
    }

    mutating func noteSectionUpdate(at index: Int, previousTitle: String?) {
        record(.sectionUpdate(at: index, previousTitle: previousTitle))
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
