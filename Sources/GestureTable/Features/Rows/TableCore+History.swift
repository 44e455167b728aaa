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
    /// order they were made, and what an Undo menu calls it.
    struct UndoStep: ExpressibleByArrayLiteral {
        var changes: [HistoryEntry]
        /// The name given when the step was made (a redo step keeps the name of the step it
        /// takes back again); `nil` names it by its changes.
        var name: String?

        init(_ changes: [HistoryEntry], name: String? = nil) {
            self.changes = changes
            self.name = name
        }

        init(arrayLiteral changes: HistoryEntry...) {
            self.init(changes)
        }

        /// What an Undo or Redo menu calls the step: its name, or the kind of its changes when
        /// they are all of one kind (a drop is a move; `deleteRows` deletes), `Changes` when
        /// they are mixed.
        var actionName: String {
            if let name { return name }
            // Kinds compared as numbers: cheaper than names.
            guard let kind = changes.first?.kind, changes.allSatisfy({ $0.kind == kind }) else { return "Changes" }
            return changes[0].actionName
        }
    }

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

    /// Adds a change to the open step (inside a batch) or as a step of its own. A change made by
    /// an undo or a redo joins the step that takes it back again (the newest of the other
    /// history), which ``applyReplay(_:)`` opened; any other change ends what could be redone.
    private mutating func record(_ entry: HistoryEntry) {
        switch state.changeOrigin {
        case .undo:
            state.redoHistory[state.redoHistory.count - 1].changes.append(entry)
            return
        case .redo:
            // With an undo limit of 0 the redo's step was trimmed away as it opened: undo is
            // off, so what the redo does is not recorded.
            if !state.history.isEmpty { state.history[state.history.count - 1].changes.append(entry) }
            return
        case .edit:
            state.redoHistory.removeAll()
        }
        if state.batchDepth > 0, state.isBatchStepOpen, !state.history.isEmpty {
            state.history[state.history.count - 1].changes.append(entry)
        } else {
            state.history.append(UndoStep([entry], name: state.nextStepName))
            state.isBatchStepOpen = state.batchDepth > 0
        }
        let limit = state.configuration.undoLimit
        if state.history.count > limit { state.history.removeFirst(state.history.count - limit) }
    }
}

extension TableCore {
    /// Forgets the oldest steps beyond ``TableConfiguration/undoLimit`` at once, as
    /// `NSUndoManager` does when its `levelsOfUndo` is lowered, rather than at the next change:
    /// undo never reaches further back than the limit says. The steps to redo are kept.
    mutating func trimHistoryToLimit() {
        let limit = state.configuration.undoLimit
        if state.history.count > limit { state.history.removeFirst(state.history.count - limit) }
    }

    /// Names the undo step the next change makes (`nil`: by its changes).
    mutating func nameNextStep(_ name: String?) {
        state.nextStepName = name
    }
}

extension GestureTable {
    /// Runs `body`, a verb resolving a triggered row, so that the undo step it makes is named
    /// after the action (`Archive` rather than `Delete`).
    func resolving(as name: String, _ body: () throws(GestureTableError) -> Void) throws(GestureTableError) {
        core.nameNextStep(name)
        defer { core.nameNextStep(nil) }
        try body()
    }

    /// Whether there is a committed change to undo.
    public var canUndo: Bool { !core.state.history.isEmpty }

    /// Whether there is a step taken back by ``undo()`` to do again.
    public var canRedo: Bool { !core.state.redoHistory.isEmpty }

    /// What ``undo()`` would take back, for an Undo menu item ("Undo Archive"): the title of the
    /// action whose handler made the change (``TriggeredRow``'s verbs), otherwise `Move`,
    /// `Delete`, `Insert` or `Update` for a step of changes of one kind, `Changes` for a step that
    /// mixes them; `nil` when there is nothing to undo.
    public var undoActionName: String? { core.state.history.last?.actionName }

    /// What ``redo()`` would do again, named as ``undoActionName`` names a step.
    public var redoActionName: String? { core.state.redoHistory.last?.actionName }
}

extension TableCore.HistoryEntry: Equatable where Row: Equatable {}
extension TableCore.UndoStep: Equatable where Row: Equatable {}

extension TableCore.HistoryEntry {
    /// The row the change is about; `nil` for a change of a section.
    var rowID: Row.ID? {
        switch self {
        case .deletion(_, _, let row): row.id
        case .insertion(let id), .move(let id, _, _): id
        case .update(let previous): previous.id
        case .sectionInsertion, .sectionDeletion, .sectionMove, .sectionUpdate: nil
        }
    }

    /// What kind of change the entry is, as a number: a change of a section counts as the same
    /// kind of change of a row, so that deleting a section (its rows, then itself) is a Delete.
    var kind: Int {
        switch self {
        case .deletion, .sectionDeletion: 0
        case .insertion, .sectionInsertion: 1
        case .move, .sectionMove: 2
        case .update, .sectionUpdate: 3
        }
    }

    var actionName: String {
        switch kind {
        case 0: "Delete"
        case 1: "Insert"
        case 2: "Move"
        default: "Update"
        }
    }
}
