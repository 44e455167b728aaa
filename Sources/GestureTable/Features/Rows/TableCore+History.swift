// Undo steps recorded as rows change.

extension TableCore {
    /// A committed change that ``undo()`` can take back.
    enum HistoryEntry {
        /// A row deleted from flat `index` of `section`, with the id it had in the table.
        case deletion(index: Int, section: Int, row: Row, id: Row.ID)
        case insertion(id: Row.ID)
        /// A row moved away from flat `index` of `section`.
        case move(id: Row.ID, from: Int, section: Int)
        /// A row's value before ``GestureTable/updateRow(at:with:registersUndo:)`` replaced it.
        case update(previous: Row, id: Row.ID)
        // Sections
        /// An empty section inserted at `index` (its rows' insertions are entries of their own).
        case sectionInsertion(at: Int)
        /// An empty section removed from `index` (its rows' deletions came first).
        case sectionDeletion(at: Int, id: String, title: String?)
        /// A section moved from `source` to `destination`, rows and all.
        case sectionMove(from: Int, to: Int)
        /// A section's title before it changed.
        case sectionUpdate(at: Int, previousTitle: String?)
        // Outlines
        /// A change of an outline's tree: a depth, or rows shown or hidden under a row.
        case outline(OutlineEntry<Row.ID>)
    }

    /// One step of the user's: the changes of one verb, one drop, or one whole batch, in the
    /// order they were made, and what an Undo menu calls it.
    struct UndoStep: ExpressibleByArrayLiteral {
        var changes: [HistoryEntry]
        /// The name given when the step was made (a redo step keeps the name of the step it
        /// takes back again); `nil` names it by its changes.
        var name: String?
        /// Where the step stands in the history its table shares with others (a board's
        /// columns): given from ``UndoSerials`` as the step is made, and kept by the step that
        /// takes it back or does it again. 0 in a table of its own, which needs no order.
        var serial = 0
        /// When the step was taken back, from the same ``UndoSerials``: a step to redo made
        /// before the shared history's last new step can no longer be redone. 0 otherwise.
        var undoneAt = 0

        init(_ changes: [HistoryEntry], name: String? = nil, serial: Int = 0) {
            self.changes = changes
            self.name = name
            self.serial = serial
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

    /// Opens one undo step for the changes that follow, until ``closeOneStep()``: the moves of
    /// a dropped group are one step, as a batch's changes are.
    mutating func openOneStep() {
        if state.batchDepth == 0 { state.isBatchStepOpen = false }
        state.batchDepth += 1
    }

    /// Closes what ``openOneStep()`` opened.
    mutating func closeOneStep() {
        state.batchDepth -= 1
    }

    // A change made without an undo step (origin `.external`) records nothing: the steps to
    // undo and redo are rebased around it instead, so that they still find their rows and
    // places.

    mutating func noteUpdate(of previous: Row, id: Row.ID) {
        guard state.changeOrigin != .external else { return }
        record(.update(previous: previous, id: id))
    }

    /// A row removed from `index` of `section`, both where it rests (a lifted row, or a row while
    /// another is lifted, rests elsewhere than it is shown).
    mutating func noteRemoval(of row: Row, id: Row.ID, at index: Int, section: Int) {
        guard state.changeOrigin != .external else { return rebaseSteps(.removedRow(id, at: index)) }
        record(.deletion(index: index, section: section, row: row, id: id))
    }

    /// Records removals that ``removeRowOutOfSight(at:removals:)`` gathered, in the order made,
    /// as ``noteRemoval(of:id:at:section:)`` would one by one: in one append to the open step.
    mutating func noteRemovals(_ removals: [HistoryEntry]) {
        guard let first = removals.first else { return }
        record(first)
        guard removals.count > 1 else { return }
        let rest = removals.dropFirst()
        switch state.changeOrigin {
        case .undo: state.redoHistory[state.redoHistory.count - 1].changes.append(contentsOf: rest)
        // The step `first` opened or joined is the newest; a limit of 0 leaves none.
        case .redo, .edit: if !state.history.isEmpty { state.history[state.history.count - 1].changes.append(contentsOf: rest) }
        // A provisional move of the lifted row is never recorded.
        case .external, .lift: return
        }
    }

    /// A row just placed at `index` of the rows.
    mutating func noteInsertion(of id: Row.ID, at index: Int) {
        guard state.changeOrigin != .external else {
            return rebaseSteps(.insertedRow(id, at: restingIndex(ofRowAt: index), section: restingSection(ofRowAt: index)))
        }
        record(.insertion(id: id))
    }

    /// A row just moved from `index` of `section` (where it rested) to where it is now.
    mutating func noteMove(of id: Row.ID, from index: Int, section: Int) {
        guard state.changeOrigin != .external else {
            guard let now = self.index(ofRowWithID: id) else { return }
            return rebaseSteps(.movedRow(from: index, to: restingIndex(ofRowAt: now), section: restingSection(ofRowAt: now)))
        }
        record(.move(id: id, from: index, section: section))
    }

    // Sections

    mutating func noteSectionInsertion(at index: Int) {
        guard state.changeOrigin != .external else { return rebaseSteps(.insertedSection(at: index)) }
        record(.sectionInsertion(at: index))
    }

    mutating func noteSectionDeletion(at index: Int, id: String, title: String?) {
        guard state.changeOrigin != .external else { return rebaseSteps(.removedSection(at: index)) }
        record(.sectionDeletion(at: index, id: id, title: title))
    }

    mutating func noteSectionMove(from source: Int, to destination: Int) {
        guard state.changeOrigin != .external else { return rebaseSteps(.movedSection(from: source, to: destination)) }
        record(.sectionMove(from: source, to: destination))
    }

    mutating func noteSectionUpdate(at index: Int, previousTitle: String?) {
        guard state.changeOrigin != .external else { return }
        record(.sectionUpdate(at: index, previousTitle: previousTitle))
    }

    /// Rebases every step to undo and to redo around a change made without a step; a change
    /// that no longer applies (about a row the change removed, or the deletion of a row it
    /// brought back) is dropped, and a step left with no change with it.
    private mutating func rebaseSteps(_ change: ExternalChange) {
        guard !state.history.isEmpty || !state.redoHistory.isEmpty else { return }
        state.history = Self.rebased(state.history, around: change)
        state.redoHistory = Self.rebased(state.redoHistory, around: change)
    }

    private static func rebased(_ steps: [UndoStep], around change: ExternalChange) -> [UndoStep] {
        steps.compactMap { step in
            var rebased = step
            rebased.changes = step.changes.compactMap { $0.rebased(around: change) }
            return rebased.changes.isEmpty ? nil : rebased
        }
    }

    /// ``record(_:)`` for the features beside the rows (an outline's tree).
    mutating func recordEntry(_ entry: HistoryEntry) {
        record(entry)
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
        case .external, .lift:
            // Rebased by the note functions, or a provisional move of the lifted row: never
            // recorded.
            return
        case .edit:
            state.redoHistory.removeAll()
        }
        if state.batchDepth > 0, state.isBatchStepOpen, !state.history.isEmpty {
            state.history[state.history.count - 1].changes.append(entry)
        } else {
            state.history.append(UndoStep([entry], name: state.nextStepName, serial: (undoSerials ?? stepNumbers)?.takeForEdit() ?? 0))
            state.isBatchStepOpen = state.batchDepth > 0
        }
        trimHistoryToLimit()
    }
}

extension TableCore {
    /// Forgets the oldest steps beyond ``TableConfiguration/undoLimit`` at once, as
    /// `NSUndoManager` does when its `levelsOfUndo` is lowered, rather than at the next change:
    /// undo never reaches further back than the limit says. The steps to redo are kept.
    ///
    /// A column of a board keeps every step: the board forgets whole steps of its own, the two
    /// halves of a move between columns together (``GestureBoard/undoLimit``).
    mutating func trimHistoryToLimit() {
        guard undoSerials == nil else { return }
        let limit = state.configuration.undoLimit
        if state.history.count > limit { state.history.removeFirst(state.history.count - limit) }
    }

    /// Forgets the step with `serial` from the steps to undo, when it is there: the board
    /// forgetting its oldest step. Returns whether it was there.
    mutating func forgetUndoStep(serial: Int) -> Bool {
        guard let index = state.history.firstIndex(where: { $0.serial == serial }) else { return false }
        state.history.remove(at: index)
        return true
    }

    /// Forgets every step to undo and to redo: a new tree names other rows and places.
    mutating func forgetHistory() {
        state.history.removeAll()
        state.redoHistory.removeAll()
    }

    /// Adds `entry` to the newest step of the history (`toRedo`: of the steps to redo), the
    /// step a verb just made: a change that follows from it (an outline kept whole).
    mutating func joinNewestStep(_ entry: HistoryEntry, toRedo: Bool) {
        if toRedo {
            if !state.redoHistory.isEmpty { state.redoHistory[state.redoHistory.count - 1].changes.append(entry) }
        } else if !state.history.isEmpty {
            state.history[state.history.count - 1].changes.append(entry)
        }
    }

    /// Names the undo step the next change makes (`nil`: by its changes).
    mutating func nameNextStep(_ name: String?) {
        state.nextStepName = name
    }
}

extension TableCore {
    /// A change made without an undo step, in the rows as they rest, that the steps to undo and
    /// redo are rebased around.
    enum ExternalChange {
        /// A row placed at `at`, in `section`.
        case insertedRow(Row.ID, at: Int, section: Int)
        case removedRow(Row.ID, at: Int)
        /// A row moved to `to`, in `section`.
        case movedRow(from: Int, to: Int, section: Int)
        case insertedSection(at: Int)
        case removedSection(at: Int)
        case movedSection(from: Int, to: Int)
    }
}

extension TableCore.HistoryEntry {
    /// The entry as it reads after `change`, or `nil` when it no longer applies.
    func rebased(around change: TableCore.ExternalChange) -> Self? {
        switch change {
        case .insertedRow(let id, let at, let section):
            if case .deletion(_, _, _, id) = self { return nil }
            // A section the user added now holds a row the user did not put there: undoing its
            // insertion would take the row too, so that change no longer applies.
            if case .sectionInsertion(section) = self { return nil }
            return mappingRows { $0 > at ? $0 + 1 : $0 }
        case .removedRow(let id, let at):
            if rowID == id { return nil }
            return mappingRows { $0 > at ? $0 - 1 : $0 }
        case .movedRow(let source, let destination, let section):
            if case .sectionInsertion(section) = self { return nil }
            return mappingRows { index in
                let removed = index > source ? index - 1 : index
                return removed > destination ? removed + 1 : removed
            }
        case .insertedSection(let at):
            return mappingSections { $0 >= at ? $0 + 1 : $0 }
        case .removedSection(let at):
            switch self {
            case .sectionInsertion(at), .sectionUpdate(at, _): return nil
            case .sectionMove(let source, let destination) where source == at || destination == at: return nil
            default:
                // A row that was in the removed section comes back in the one before it.
                return mappingSections { $0 > at ? $0 - 1 : $0 == at ? max(0, at - 1) : $0 }
            }
        case .movedSection(let source, let destination):
            return mappingSections { TableCore.section($0, movedFrom: source, to: destination) }
        }
    }

    private func mappingRows(_ map: (Int) -> Int) -> Self {
        switch self {
        case .deletion(let index, let section, let row, let id): .deletion(index: map(index), section: section, row: row, id: id)
        case .move(let id, let from, let section): .move(id: id, from: map(from), section: section)
        default: self
        }
    }

    private func mappingSections(_ map: (Int) -> Int) -> Self {
        switch self {
        case .deletion(let index, let section, let row, let id): .deletion(index: index, section: map(section), row: row, id: id)
        case .move(let id, let from, let section): .move(id: id, from: from, section: map(section))
        case .insertion, .update: self
        case .sectionInsertion(let index): .sectionInsertion(at: map(index))
        case .sectionDeletion(let index, let id, let title): .sectionDeletion(at: map(index), id: id, title: title)
        case .sectionMove(let source, let destination): .sectionMove(from: map(source), to: map(destination))
        case .sectionUpdate(let index, let title): .sectionUpdate(at: map(index), previousTitle: title)
        case .outline: self
        }
    }
}

extension TableCore.HistoryEntry: Equatable where Row: Equatable {}
extension TableCore.UndoStep: Equatable where Row: Equatable {}

extension TableCore.HistoryEntry {
    /// The row the change is about; `nil` for a change of a section.
    var rowID: Row.ID? {
        switch self {
        case .deletion(_, _, _, let id), .insertion(let id), .move(let id, _, _), .update(_, let id): id
        case .outline(let entry): entry.id
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
        // A row's new depth is part of a move.
        case .outline(.depth): 2
        case .outline(.expanded): 4
        case .outline(.collapsed): 5
        }
    }

    var actionName: String {
        switch kind {
        case 0: "Delete"
        case 1: "Insert"
        case 2: "Move"
        case 3: "Update"
        case 4: "Expand"
        default: "Collapse"
        }
    }
}
