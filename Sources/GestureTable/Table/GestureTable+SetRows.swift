extension GestureTable {
    /// Replaces the rows with `newRows`, diffed by id, as one animated batch: rows whose id is
    /// gone are deleted, new ids are inserted, kept rows move to their new places and take their
    /// new values (keeping their state: offset, open side, animation).
    ///
    /// Each change is reported through ``onRowChange`` and as an event, and the whole
    /// replacement is one ``undo()`` step. An app that keeps its own array can hand it over
    /// after any change instead of calling the verbs one by one.
    ///
    /// On a table with sections, `newRows` is the flat order: a row that moves or arrives joins
    /// the section of the place it goes to (the last section at the end).
    ///
    /// - Parameters:
    ///   - newRows: The new rows, in display order; their ids must be unique.
    ///   - animation: How deleted rows leave and new rows enter.
    /// - Throws: ``GestureTableError/Code/duplicateRowID`` when two new rows have the same id;
    ///   ``GestureTableError/Code/invalidState`` while a row is lifted. Then nothing changes.
    /// - Complexity: O(*n* log *n*) plus one memmove per row that moves.
    public func setRows(_ newRows: [Row], animation: RowAnimation = .automatic) throws(GestureTableError) {
        try run(.setRows(newRows, animation: animation))
    }

    func applySetRows(_ newRows: [Row], animation: RowAnimation = .automatic) throws(GestureTableError) {
        var newIDs = Set<Row.ID>(minimumCapacity: newRows.count)
        for (index, row) in newRows.enumerated() where !newIDs.insert(row.id).inserted {
            throw GestureTableError(.duplicateRowID, "new row \(index) has id \(row.id), which an earlier new row has already")
        }
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "cannot replace the rows while a row is lifted: drop it first")
        }
        performBatchUpdates {
            for index in rows.indices.reversed() where !newIDs.contains(rows[index].id) {
                removeRow(at: index, animation: animation, pushingFirst: false, completion: nil)
            }
            var position = 0
            for row in newRows {
                guard let current = index(ofRowWithID: row.id) else { continue }
                if current != position {
                    let from = relocate(from: current, to: position)
                    noteMove(of: row.id, from: current, section: from.section)
                    emit(.move(from: current, to: position), id: row.id, index: position, source: from)
                }
                if !isSameValue(rows[position], row) {
                    noteUpdate(of: rows[position])
                    replaceValue(at: position, with: row)
                }
                position += 1
            }
            for (index, row) in newRows.enumerated() where !rowIndex.contains(row.id) {
                insert(row, at: index, animation: animation, completion: nil)
            }
        }
    }

    /// Whether two values of a row are known to be equal (only rows that are `Equatable` can be).
    ///
    /// Embedded Swift cannot ask at run time whether a row is `Equatable`, so there every kept row
    /// is reported as updated.
    private func isSameValue(_ old: Row, _ new: Row) -> Bool {
        #if hasFeature(Embedded)
        return false
        #else
        guard let old = old as? any Equatable else { return false }
        return old.isEqual(to: new)
        #endif
    }
}

#if !hasFeature(Embedded)
extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
#endif
