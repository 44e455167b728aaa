// Layer 5, features: new rows diffed by id against the old.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    func applySetRows(_ newRows: [Row], animation: RowAnimation = .automatic) throws(GestureTableError) {
        var newIDs = Set<Row.ID>(minimumCapacity: newRows.count)
        for (index, row) in newRows.enumerated() where !newIDs.insert(row.id).inserted {
            throw GestureTableError(.duplicateRowID, "new row \(index) has id \(row.id), which an earlier new row has already")
        }
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "cannot replace the rows while a row is lifted: drop it first")
        }
        batch(completion: nil) {
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
