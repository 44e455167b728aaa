// The section verbs (insert, delete, move, retitle) and the changes they are made of.

extension TableCore {
    // MARK: - Verbs

    mutating func applyInsertSection(
        _ section: TableSection<Row>, at index: Int, animation: RowAnimation = .automatic
    ) throws(GestureTableError) {
        let count = state.geometry.sectionCount
        guard index >= 0, index <= count else {
            throw GestureTableError(
                .indexOutOfRange, "section insertion index \(index) is out of range: valid indexes are 0...\(count)")
        }
        guard !state.geometry.sectionIDs.contains(section.id) else {
            throw GestureTableError(.duplicateSectionID, "a section with id \"\(section.id)\" is already in the table")
        }
        let rowIDs = try arrivingIDs(count: section.rows.count)
        var ids = Set<Row.ID>(minimumCapacity: section.rows.count)
        for (row, id) in rowIDs.enumerated() {
            guard !holdsRow(withID: id) else {
                throw GestureTableError(.duplicateRowID, "row \(row) of the new section has id \(id), which is in the table already")
            }
            guard ids.insert(id).inserted else {
                throw GestureTableError(.duplicateRowID, "row \(row) of the new section has id \(id), which an earlier row has already")
            }
        }
        // One batch: one undo step, the rows growing in together.
        let batch = beginBatch()
        insertEmptySection(id: section.id, title: section.title, at: index)
        let start = state.geometry.sectionStarts[index]
        for (row, value) in section.rows.enumerated() {
            insert(value, id: rowIDs[row], at: start + row, section: index, animation: animation, completion: nil)
        }
        endBatch(batch, completion: nil)
    }

    mutating func applyDeleteSection(at index: Int, animation: RowAnimation = .automatic) throws(GestureTableError) {
        try checkSection(index)
        guard state.geometry.sectionCount > 1 else {
            throw GestureTableError(.invalidState, "section \(index) is the table's only section: a table has at least one")
        }
        let batch = beginBatch()
        removeRows(ofSection: index, animation: animation)
        removeEmptySection(at: index)
        endBatch(batch, completion: nil)
    }

    mutating func applyMoveSection(at source: Int, to destination: Int) throws(GestureTableError) {
        try checkSection(source)
        try checkSection(destination)
        guard source != destination else { return }
        moveSectionRows(from: source, to: destination)
    }

    mutating func applyUpdateSection(at index: Int, title: String?) throws(GestureTableError) {
        try checkSection(index)
        retitleSection(at: index, title: title)
    }

    // MARK: - The changes the verbs, setSections and undo are made of

    /// Removes the rows of `section`, from the last up, each as ``GestureTable/deleteRow(at:animation:registersUndo:completion:)`` would.
    mutating func removeRows(ofSection section: Int, animation: RowAnimation) {
        let start = state.geometry.sectionStarts[section]
        for index in (start..<state.geometry.end(ofSection: section)).reversed() {
            removeRow(at: index, animation: animation, pushingFirst: false, completion: nil)
        }
    }

    /// Inserts an empty section at `index` (in `0...sectionCount`).
    mutating func insertEmptySection(id: String, title: String?, at index: Int) {
        let resting = liftedRowRestingPath().map {
            TableIndexPath(row: $0.row, section: $0.section >= index ? $0.section + 1 : $0.section)
        }
        layOutInsertedSection(at: index, id: id, title: title)
        deletionsFollowSections { $0 >= index ? $0 + 1 : $0 }
        liftedRowFollowSections(restingAt: resting)
        reportSectioned(.insertSection(id: id, title: title, at: index, origin: state.changeOrigin))
        noteSectionInsertion(at: index)
        emit(.sectionInsert, section: index)
    }

    /// Removes the section at `index`, which has no rows (another section remains). A lifted
    /// row that rested in it rests where it is shown.
    mutating func removeEmptySection(at index: Int) {
        if state.isLifting, let current = state.reorder, liftedRowRestingPath()?.section == index {
            // Its move out, recorded and reported before the section's removal, so that undo
            // brings the section back before the row.
            liftedRowRest(at: current.index, section: state.geometry.section(ofRowAt: current.index))
        }
        let id = state.geometry.sectionIDs[index]
        let title = state.geometry.sectionTitles[index]
        let resting = liftedRowRestingPath().flatMap {
            $0.section == index ? nil : TableIndexPath(row: $0.row, section: $0.section > index ? $0.section - 1 : $0.section)
        }
        layOutRemovedSection(at: index)
        // Rows still animating out of it are drawn at the end of the section before (or at
        // the top of the one after, for the first section).
        deletionsFollowSections { $0 > index ? $0 - 1 : $0 == index ? max(0, index - 1) : $0 }
        liftedRowFollowSections(restingAt: resting)
        reportSectioned(.deleteSection(at: index, origin: state.changeOrigin))
        noteSectionDeletion(at: index, id: id, title: title)
        emit(.sectionDelete, section: index)
    }

    /// Moves the section at `source`, rows and all, so that it sits at `destination`
    /// (standard-library `move` semantics). The flat rows move as a block: the fewer of the
    /// block's rows and the rows it passes are moved, each reported to ``onRowChange``.
    mutating func moveSectionRows(from source: Int, to destination: Int) {
        let resting = liftedRowRestingPath().map {
            TableIndexPath(row: $0.row, section: Self.section($0.section, movedFrom: source, to: destination))
        }
        let start = state.geometry.sectionStarts[source]
        let count = state.geometry.rowCount(inSection: source)
        let newStart = destination < source
            ? state.geometry.sectionStarts[destination] : state.geometry.end(ofSection: destination) - count
        if state.isLifting, reportsChanges {
            // Reported in the rows as they rest, where the lifted row may be in another block.
            prepareChangeDuringLift()
            let block = restingBlock(ofSection: source, movingTo: destination)
            Self.forEachShift(start: block.start, count: block.count, newStart: block.newStart) {
                reportFlat(.move(from: $0, to: $1, origin: state.changeOrigin))
            }
            Self.forEachShift(start: start, count: count, newStart: newStart) { shiftRow(from: $0, to: $1, reports: false) }
        } else {
            Self.forEachShift(start: start, count: count, newStart: newStart) { shiftRow(from: $0, to: $1) }
        }
        layOutMovedSection(from: source, to: destination)
        deletionsFollowSections { Self.section($0, movedFrom: source, to: destination) }
        liftedRowFollowSections(restingAt: resting)
        reportSectioned(.moveSection(from: source, to: destination, origin: state.changeOrigin))
        noteSectionMove(from: source, to: destination)
        emit(.sectionMove, section: destination, from: source)
    }

    /// Gives the section at `index` a new title.
    mutating func retitleSection(at index: Int, title: String?) {
        let previous = state.geometry.sectionTitles[index]
        layOutTitle(title, ofSection: index)
        reportSectioned(.updateSection(title: title, at: index, origin: state.changeOrigin))
        noteSectionUpdate(at: index, previousTitle: previous)
        emit(.sectionUpdate, section: index)
    }

    /// Where section `section` is once the section at `source` has moved to `destination`.
    static func section(_ section: Int, movedFrom source: Int, to destination: Int) -> Int {
        if section == source { return destination }
        // A section between the two ends shifts toward the source's place; which way follows
        // from where it lies, so the direction of the move needs no test of its own.
        if section > source, section <= destination { return section - 1 }
        if section >= destination, section < source { return section + 1 }
        return section
    }

    /// Moves one row of ``rows`` (and its label) without touching the sections, which the
    /// caller puts in step once the whole block has moved.
    private mutating func shiftRow(from source: Int, to destination: Int, reports: Bool = true) {
        let row = state.rows.remove(at: source)
        let id = state.ids.remove(at: source)
        state.rowIndex.remove(id, at: source)
        insertLabelled(row, id: id, at: destination)
        if reports { reportFlat(.move(from: source, to: destination, origin: state.changeOrigin)) }
    }

    /// The single-row moves that take a block of `count` rows from `start` to `newStart`: the
    /// fewer of the block's rows and the rows it passes.
    static func forEachShift(start: Int, count: Int, newStart: Int, _ shift: (Int, Int) -> Void) {
        if newStart < start {
            let passed = start - newStart
            if count <= passed {
                for offset in 0..<count { shift(start + offset, newStart + offset) }
            } else {
                for _ in 0..<passed { shift(newStart, start + count - 1) }
            }
        } else if newStart > start {
            let passed = newStart - start
            if count <= passed {
                for _ in 0..<count { shift(start, newStart + count - 1) }
            } else {
                for offset in 0..<passed { shift(start + count + offset, start + offset) }
            }
        }
    }

    /// The flat rows of section `source` in the rows as they rest (the lifted row where it
    /// rests), and where they start once the section has moved to `destination`.
    private func restingBlock(ofSection source: Int, movingTo destination: Int) -> (start: Int, count: Int, newStart: Int) {
        func start(_ section: Int) -> Int { restingStart(ofSection: section) }
        func count(_ section: Int) -> Int { start(section + 1) - start(section) }
        let newStart = destination < source ? start(destination) : start(destination) + count(destination) - count(source)
        return (start(source), count(source), newStart)
    }

    /// Where `section` starts in the flat rows as they rest: a lifted row shown in an earlier
    /// section is not there, one resting in an earlier section is. Past the last section: the
    /// number of rows.
    private func restingStart(ofSection section: Int) -> Int {
        let shownStart = section < state.geometry.sectionCount ? state.geometry.sectionStarts[section] : state.rows.count
        guard let current = state.reorder else { return shownStart }
        let shownIn = state.geometry.section(ofRowAt: current.index)
        let restsIn = current.originSection
        return shownStart - (shownIn < section ? 1 : 0) + (restsIn < section ? 1 : 0)
    }

    /// Gives every row still animating out the index its section has after a change of sections.
    mutating func deletionsFollowSections(_ newIndex: (Int) -> Int) {
        guard state.hasDeletions else { return }
        for serial in state.deletions.keys {
            if let section = state.deletions[serial]?.section { state.deletions[serial]?.section = newIndex(section) }
        }
    }
}
