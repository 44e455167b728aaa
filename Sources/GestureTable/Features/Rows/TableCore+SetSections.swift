// New sections diffed by id against the old, their rows by id across them.

extension TableCore {
    /// Diffs `newSections` against the table, as one batch: rows whose id is gone are deleted,
    /// kept sections move into the new order (the fewest that can), new sections are inserted,
    /// every row goes to its new section and place (a move, across sections too) and takes its
    /// new value, new rows are inserted, sections whose id is gone are deleted (empty by then),
    /// and kept sections take their new titles.
    ///
    /// A lifted row stays lifted: it rests at its place in `newSections`, and is shown in the
    /// section it was shown in, at the same row when there is one, while that section stays.
    /// A lifted row missing from `newSections` is deleted, which ends the lift with `cancel`.
    mutating func applySetSections(_ newSections: [TableSection<Row>], animation: RowAnimation = .automatic) throws(GestureTableError) {
        guard !newSections.isEmpty else {
            throw GestureTableError(.invalidValue, "a table has at least one section")
        }
        // New sections of rows make a flat table (an outline is given with setOutline).
        if state.isOutline { state.outline = OutlineState() }
        var sectionIDs = Set<String>(minimumCapacity: newSections.count)
        for (index, section) in newSections.enumerated() where !sectionIDs.insert(section.id).inserted {
            throw GestureTableError(
                .duplicateSectionID, "new section \(index) has id \"\(section.id)\", which an earlier new section has already")
        }
        // The ids of the new rows, section after section, as the store read them.
        let newRowIDs = try arrivingIDs(count: newSections.reduce(0) { $0 + $1.rows.count })
        var rowIDs = Set<Row.ID>()
        var next = 0
        for (index, section) in newSections.enumerated() {
            for row in section.rows.indices {
                let id = newRowIDs[next]
                next += 1
                guard rowIDs.insert(id).inserted else {
                    throw GestureTableError(
                        .duplicateRowID, "new row \(row) of section \(index) has id \(id), which an earlier new row has already")
                }
            }
        }
        var newIndexOfID: [String: Int] = [:]
        for (index, section) in newSections.enumerated() { newIndexOfID[section.id] = index }
        // Where the lifted row is shown: its section by id, and its row there.
        var shown: (id: String, row: Int)?
        if let lifted = state.reorder {
            let path = indexPath(at: lifted.index)
            shown = (state.geometry.sectionIDs[path.section], path.row)
        }

        let batch = beginBatch()
        for index in state.ids.indices.reversed() where !rowIDs.contains(state.ids[index]) {
            removeRow(at: index, animation: animation, pushingFirst: false, completion: nil)
        }
        // The sections as they are, by the index each has among the new ones (nil: gone). Of
        // sections sharing an id, the first is kept.
        var order: [Int?] = []
        var matched = Set<Int>()
        for id in state.geometry.sectionIDs {
            if let new = newIndexOfID[id], matched.insert(new).inserted { order.append(new) } else { order.append(nil) }
        }
        moveKeptSections(&order)
        insertNewSections(newSections, into: &order, matched: matched)
        placeRows(of: newSections, ids: newRowIDs, order: order, animation: animation)
        for position in order.indices.reversed() where order[position] == nil {
            removeRows(ofSection: position, animation: animation)
            removeEmptySection(at: position)
        }
        for (index, section) in newSections.enumerated() where state.geometry.sectionTitles[index] != section.title {
            retitleSection(at: index, title: section.title)
        }
        if state.reorder != nil {
            // It rests where the new sections put it, and is shown where it was.
            liftedRowRestWhereShown()
            if let shown, let section = state.geometry.sectionIDs.firstIndex(of: shown.id), let index = state.reorder?.index {
                let own = state.geometry.section(ofRowAt: index) == section ? 1 : 0
                let row = min(shown.row, state.geometry.rowCount(inSection: section) - own)
                let destination = flatIndex(ofPlace: TableIndexPath(row: row, section: section), leaving: index)
                relocate(from: index, to: destination, section: section)
            }
        }
        endBatch(batch, completion: nil)
    }

    /// Moves the kept sections (`order`'s non-nil entries, by new index) into their new order:
    /// those of a longest run already in order stay, each other one moves just after the kept
    /// section that comes before it in the new order.
    private mutating func moveKeptSections(_ order: inout [Int?]) {
        let kept = order.compactMap { $0 }
        let staying = Set(Self.longestIncreasingSubsequence(kept))
        for new in kept.sorted() where !staying.contains(new) {
            guard let source = order.firstIndex(of: new) else { continue }
            order.remove(at: source)
            var destination = 0
            if let before = order.lastIndex(where: { $0.map { $0 < new } ?? false }) {
                destination = before + 1
            } else if let first = order.firstIndex(where: { $0 != nil }) {
                destination = first
            }
            order.insert(new, at: destination)
            if source != destination { moveSectionRows(from: source, to: destination) }
        }
    }

    /// Inserts the sections whose id the table did not have, each just after the one before it
    /// in the new order.
    private mutating func insertNewSections(_ newSections: [TableSection<Row>], into order: inout [Int?], matched: Set<Int>) {
        for (new, section) in newSections.enumerated() where !matched.contains(new) {
            let position = new == 0 ? 0 : (order.firstIndex(of: new - 1) ?? order.count - 1) + 1
            order.insert(new, at: position)
            insertEmptySection(id: section.id, title: section.title, at: position)
        }
    }

    /// Puts every row of the new sections in its place, section by section, top to bottom: kept
    /// rows move there (and take their new value), new rows are inserted there. `ids` are the
    /// new rows' ids, section after section.
    private mutating func placeRows(
        of newSections: [TableSection<Row>], ids: [Row.ID], order: [Int?], animation: RowAnimation
    ) {
        var positions = Array(repeating: 0, count: newSections.count)
        for (position, new) in order.enumerated() { if let new { positions[new] = position } }
        var next = 0
        for (new, section) in newSections.enumerated() {
            let target = positions[new]
            for (row, value) in section.rows.enumerated() {
                let id = ids[next]
                next += 1
                let place = TableIndexPath(row: row, section: target)
                guard let current = index(ofRowWithID: id) else {
                    insert(value, id: id, at: state.geometry.sectionStarts[target] + row, section: target, animation: animation, completion: nil)
                    continue
                }
                let from = indexPath(at: current)
                var index = current
                if from != place {
                    index = flatIndex(ofPlace: place, leaving: current)
                    let resting = restingIndex(ofRowAt: current)
                    relocate(from: current, to: index, section: target)
                    noteDiffedMove(of: id, from: current, resting: resting, source: from, to: index)
                }
                updateIfChanged(at: index, to: value)
            }
        }
    }

    /// The values of a longest strictly increasing run (not necessarily contiguous) of `values`.
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        // Patience sorting: `tails[k]` is the index of the smallest last value of a run of k + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            let low = partitionPoint(in: tails.indices) { values[tails[$0]] < value }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(values[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
