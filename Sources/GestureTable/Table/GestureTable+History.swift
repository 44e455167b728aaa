extension GestureTable {
    /// A committed change that ``undo()`` can take back.
    enum HistoryEntry {
        case deletion(index: Int, row: Row)
        case insertion(id: Row.ID)
        case move(id: Row.ID, from: Int, to: Int)
    }

    /// The most changes ``undo()`` remembers.
    static var historyLimit: Int { 32 }

    /// Whether there is a committed change to undo.
    public var canUndo: Bool { !history.isEmpty }

    /// Takes back the last committed change: a deleted (or pushed-and-deleted) row comes back
    /// where it was, with its identity; an inserted row goes; a moved row moves back.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to undo, or when
    ///   the change can no longer be taken back (its row came back by other means, or is gone).
    ///   Then nothing changes, and the entry is dropped.
    public func undo() throws(GestureTableError) {
        try perform { () throws(GestureTableError) in
            guard reorder == nil else {
                throw GestureTableError(.invalidState, "cannot undo while a row is lifted: drop it first")
            }
            guard let entry = history.popLast() else {
                throw GestureTableError(.invalidState, "there is nothing to undo")
            }
            isUndoing = true
            defer { isUndoing = false }
            switch entry {
            case .deletion(let index, let row):
                guard !rowIndex.contains(row.id) else {
                    throw GestureTableError(.invalidState, "cannot undo the deletion: the row is back in the table already")
                }
                let place = min(index, rows.count)
                states[row.id] = nil
                // The row's exit animation is cut short: its completion runs now, once.
                for (serial, ghost) in deletions where ghost.row.id == row.id {
                    enqueue(ghost.completion)
                    deletions[serial] = nil
                }
                insert(row, at: place, animation: .fade, completion: nil)
            case .insertion(let id):
                guard let index = self.index(ofRowWithID: id) else {
                    throw GestureTableError(.invalidState, "cannot undo the insertion: the row is gone already")
                }
                removeRow(at: index, animation: .fade, pushingFirst: false, completion: nil)
            case .move(let id, let from, _):
                guard let index = self.index(ofRowWithID: id) else {
                    throw GestureTableError(.invalidState, "cannot undo the move: the row is gone")
                }
                let destination = min(from, rows.count - 1)
                relocate(from: index, to: destination)
                emit(.move(from: index, to: destination), id: id, index: destination)
            }
        }
    }

    func noteRemoval(of row: Row, at index: Int) {
        record(.deletion(index: index, row: row))
    }

    func noteInsertion(of row: Row, at index: Int) {
        record(.insertion(id: row.id))
    }

    func noteMove(of id: Row.ID, from: Int, to: Int) {
        record(.move(id: id, from: from, to: to))
    }

    private func record(_ entry: HistoryEntry) {
        guard !isUndoing else { return }
        history.append(entry)
        if history.count > Self.historyLimit { history.removeFirst() }
    }
}
