// Rows that come and go together, without being inserted or deleted: an outline's rows shown
// under a row that opens and hidden under one that closes.

extension TableCore {
    /// Puts `rows` (with their `ids`) into the rows at `index`, labelled and laid out in one
    /// pass; rows animating out follow a relabelling. Not reported, recorded or animated: the
    /// caller says what they are.
    mutating func placeBlock(_ rows: [Row], ids: [Row.ID], heights: [Double]?, at index: Int, section: Int) {
        state.rows.insert(contentsOf: rows, at: index)
        state.ids.insert(contentsOf: ids, at: index)
        if let relabelling = state.rowIndex.insert(count: ids.count, at: index, of: state.ids), state.hasDeletions {
            for serial in state.deletions.keys {
                if let label = state.deletions[serial]?.label {
                    state.deletions[serial]?.label = relabelling.relabelled(label)
                }
            }
        }
        layOutInsertedRows(count: ids.count, at: index, section: section, heights: heights)
        // Rows still animating out (a block taken away just before) are rows again instead.
        if state.hasDeletions {
            let placed = Set(ids)
            for (serial, deleting) in state.deletions where placed.contains(deleting.id) {
                enqueue(deleting.completion)
                state.deletions[serial] = nil
            }
        }
    }

    /// Takes the rows in `range` out in one pass, without reporting or recording it: the caller
    /// keeps them. Those between `visible` shrink and fade out where they were drawn.
    mutating func takeBlock(_ range: Range<Int>, animatingWithin visible: ClosedRange<Double>) {
        for id in state.ids[range] where state.states[id] != nil {
            enqueue(state.states.takeCompletion(of: id))
            state.states[id] = nil
        }
        var row = range.lowerBound
        while row < range.upperBound {
            let top = state.geometry.top(ofRowAt: row)
            if top > visible.upperBound { break }
            let height = state.geometry.height(ofRowAt: row)
            let id = state.ids[row]
            if top + height >= visible.lowerBound, let label = state.rowIndex.label(of: id) {
                let leaving = DeletingRow(
                    row: state.rows[row], id: id, label: label, offset: .constant(0),
                    height: animation(from: 1, to: 0, curve: .easeInOut), opacity: animation(from: 1, to: 0, curve: .easeOut),
                    slot: nil, completion: nil, serial: takeSerial(), section: state.geometry.section(ofRowAt: row),
                    fullHeight: height)
                noteBatch(end: leaving.end)
                state.deletions[leaving.serial] = leaving
                scheduleDeletionEnd(leaving.end, serial: leaving.serial)
            }
            row += 1
        }
        removeRows(atAscending: Array(range))
    }
}
