// Where the rows rest while one is lifted: the order the undo history is kept in.
//
// While a row is lifted it is shown where the user holds it and rests where it came from (or
// where a refresh put it). A step made during the lift is recorded in the rows as they rest, so
// that once the lift ends (a drop records the lifted row's move from its resting place, a cancel
// puts it there) undoing the steps in turn gives back the rows as they were before it.

extension TableCore {
    /// The flat index the lifted row rests at, where a cancel puts it; `nil` with no row lifted.
    var liftedRowRestingIndex: Int? {
        guard let current = state.reorder else { return nil }
        let span = places(inSection: current.originSection, leaving: current.index)
        return min(max(current.origin, span.lowerBound), span.upperBound)
    }

    /// The index the row now at `index` has in the rows as they rest, the lifted row at its
    /// resting place rather than where it is shown; `index` itself with no row lifted.
    func restingIndex(ofRowAt index: Int) -> Int {
        guard state.isLifting, let current = state.reorder, let resting = liftedRowRestingIndex else { return index }
        if index == current.index { return resting }
        let place = index > current.index ? index - 1 : index
        return place >= resting ? place + 1 : place
    }

    /// The section the row now at `index` rests in: the lifted row's resting section, or the
    /// section it is shown in.
    func restingSection(ofRowAt index: Int) -> Int {
        if let current = state.reorder, current.index == index { return current.originSection }
        return state.geometry.section(ofRowAt: index)
    }

    /// Makes the lifted row rest at `place` (a flat index in the table without it) of `section`,
    /// recording the change as a move of the row's, so that undo puts it back where it rested,
    /// and reporting it as a move in the rows as they rest.
    mutating func liftedRowRest(at place: Int, section: Int) {
        guard let current = state.reorder, let before = liftedRowRestingIndex else { return }
        let span = places(inSection: section, leaving: current.index)
        let after = min(max(place, span.lowerBound), span.upperBound)
        // Where it rests changes: a change of the rows as they rest.
        if after != before || section != current.originSection { prepareChangeDuringLift() }
        let beforePath = restingIndexPath(ofRowAt: current.index)
        state.reorder?.origin = place
        state.reorder?.originSection = section
        guard after != before || section != current.originSection else { return }
        noteMove(of: current.id, from: before, section: current.originSection)
        if reportsChanges {
            reportMove(from: before, beforePath, to: after, restingIndexPath(ofRowAt: current.index), origin: state.changeOrigin)
        }
    }

    // MARK: - A replay while a row is lifted

    /// Where the lifted row is shown, to show it there again after a change made with the row at
    /// rest: just below the row it was shown below, or just above the row it was shown above, or
    /// at the same row of its section.
    struct ShownPlace: Equatable {
        var above: Row.ID?
        var below: Row.ID?
        var sectionID: String
        var row: Int
        var index: Int
    }

    /// Remembers where the lifted row was shown before an undo during the lift, for the redo
    /// that does the step again to show it there.
    mutating func rememberShownPlaceBeforeUndo(_ shown: ShownPlace) {
        state.reorder?.shownBeforeUndos.append(shown)
    }

    /// Where the lifted row was shown before the newest undo during the lift, taken for the
    /// redo that does that step again.
    mutating func takeShownPlaceBeforeUndo() -> ShownPlace? {
        state.reorder?.shownBeforeUndos.popLast()
    }

    /// Puts the lifted row where it rests, still lifted, so that a change recorded in the rows
    /// as they rest (an undo, a redo) is made in them; returns where it was shown.
    mutating func putLiftedRowAtRest() -> ShownPlace? {
        guard let current = state.reorder, let resting = liftedRowRestingIndex else { return nil }
        // The streams hold it where it rests too, so that the change is reported there.
        restLiftedRowInStreams()
        let path = indexPath(at: current.index)
        let shown = ShownPlace(
            above: current.index > 0 ? state.ids[current.index - 1] : nil,
            below: current.index + 1 < state.rows.count ? state.ids[current.index + 1] : nil,
            sectionID: state.geometry.sectionIDs[path.section], row: path.row, index: current.index)
        relocate(from: current.index, to: resting, section: current.originSection)
        state.reorder?.index = resting
        state.reorder?.origin = resting
        return shown
    }

    /// Shows the lifted row again where ``putLiftedRowAtRest()`` found it, among the rows as
    /// they are now; where it rests does not change.
    mutating func showLiftedRow(at shown: ShownPlace) {
        guard let current = state.reorder else { return }
        let path: TableIndexPath
        func anchor(_ id: Row.ID?) -> TableIndexPath? {
            guard let id, let index = index(ofRowWithID: id) else { return nil }
            let path = indexPath(at: index)
            guard state.geometry.sectionIDs[path.section] == shown.sectionID else { return nil }
            // Its row among the rows of its section other than the lifted one.
            let own = index > current.index && state.geometry.section(ofRowAt: current.index) == path.section ? 1 : 0
            return TableIndexPath(row: path.row - own, section: path.section)
        }
        if let above = anchor(shown.above) {
            path = TableIndexPath(row: above.row + 1, section: above.section)
        } else if let below = anchor(shown.below) {
            path = below
        } else if let section = state.geometry.sectionIDs.firstIndex(of: shown.sectionID) {
            let own = state.geometry.section(ofRowAt: current.index) == section ? 1 : 0
            path = TableIndexPath(row: min(shown.row, state.geometry.rowCount(inSection: section) - own), section: section)
        } else {
            let index = min(shown.index, state.rows.count - 1)
            moveLiftedRowShown(to: index, section: state.geometry.section(ofRowAt: index))
            return
        }
        moveLiftedRowShown(to: flatIndex(ofPlace: path, leaving: current.index), section: path.section)
    }

    /// Moves the lifted row, shown, to `destination` of `section`, keeping where it rests.
    private mutating func moveLiftedRowShown(to destination: Int, section: Int) {
        guard let current = state.reorder else { return }
        relocate(from: current.index, to: destination, section: section)
        state.reorder?.index = destination
    }
}
