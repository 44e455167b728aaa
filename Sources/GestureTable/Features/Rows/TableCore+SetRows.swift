// New rows diffed by id against the old.

extension TableCore {
    /// Diffs `newRows` by id against the rows: deletes what is gone, moves what stays into the
    /// new order, updates changed values, inserts what is new, as one batch.
    ///
    /// A lifted row stays lifted at the index it is shown at: the others take the new order
    /// around it, and its place in `newRows` becomes the place it rests at (its origin), a move
    /// of the batch's that undo takes back. A lifted row missing from `newRows` is deleted, which
    /// ends the lift with `cancel`.
    mutating func applySetRows(_ newRows: [Row], animation: RowAnimation = .automatic) throws(GestureTableError) {
        let ids = try arrivingIDs(count: newRows.count)
        // New rows make a flat table (an outline is given with setOutline, which comes here with
        // its tree put aside).
        if state.isOutline { state.outline = OutlineState() }
        var newIDs = Set<Row.ID>(minimumCapacity: newRows.count)
        for (index, id) in ids.enumerated() where !newIDs.insert(id).inserted {
            throw GestureTableError(.duplicateRowID, "new row \(index) has id \(id), which an earlier new row has already")
        }
        // One batch: one undo step, animations that end together.
        let batch = beginBatch()
        // Where the user holds the lifted row, before rows above it go.
        let shownIndex = state.reorder?.index
        for index in state.ids.indices.reversed() where !newIDs.contains(state.ids[index]) {
            removeRow(at: index, animation: animation, pushingFirst: false, completion: nil)
        }
        var order = newRows
        var orderIDs = ids
        var restingPlace: Int?
        if let lifted = state.reorder, let shownIndex, let place = ids.firstIndex(of: lifted.id) {
            restingPlace = place
            let row = order.remove(at: place)
            let id = orderIDs.remove(at: place)
            order.insert(row, at: min(shownIndex, order.count))
            orderIDs.insert(id, at: min(shownIndex, orderIDs.count))
        }
        var position = 0
        for (row, id) in zip(order, orderIDs) {
            guard let current = index(ofRowWithID: id) else { continue }
            if current != position {
                let resting = restingIndex(ofRowAt: current)
                let from = relocate(from: current, to: position)
                noteDiffedMove(of: id, from: current, resting: resting, source: from, to: position)
            }
            updateIfChanged(at: position, to: row)
            position += 1
        }
        for (index, id) in orderIDs.enumerated() where !state.rowIndex.contains(id) {
            insert(order[index], id: id, at: index, animation: animation, completion: nil)
        }
        if let restingPlace { restLiftedRow(at: restingPlace) }
        endBatch(batch, completion: nil)
    }

    /// Records a row a diff has just moved from `current` (at `source`) to `index` (``relocate(from:to:section:)``
    /// reported it); the lifted row is only shown there, its move is the drop's. The move is
    /// recorded from `resting`, the row's index before it in the rows as they rest.
    mutating func noteDiffedMove(of id: Row.ID, from current: Int, resting: Int, source: TableIndexPath, to index: Int) {
        guard state.reorder?.id != id else { return }
        noteMove(of: id, from: resting, section: source.section)
        emit(.move, id: id, index: index, from: current, source: source)
    }

    /// Gives the row at `index` a diff's new value, when it is not known to be the same.
    mutating func updateIfChanged(at index: Int, to row: Row) {
        guard !isSameValue(state.rows[index], row) else { return }
        noteUpdate(of: state.rows[index], id: state.ids[index])
        replaceValue(at: index, with: row)
    }

    /// Whether two values of a row are known to be equal (only rows that are `Equatable` can be).
    ///
    /// Embedded Swift cannot ask at run time whether a row is `Equatable`, so there every kept row
    /// is reported as updated.
    func isSameValue(_ old: Row, _ new: Row) -> Bool {
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
