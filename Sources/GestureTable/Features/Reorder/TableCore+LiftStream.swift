// What the change streams say while a row is lifted.
//
// An app keeps two arrays from a stream: the rows as shown (every change) and the rows as they
// rest (every change but `.lift`), the one it syncs. Within a step, the lifted row's own moves
// are reported with origin `.lift` until the first change the app syncs; from there the streams
// hold the lifted row where it rests (one `.lift` move puts it there), each change is reported in
// the rows as they rest, and one `.lift` move shows the row again as the step's effects are taken
// (``showLiftedRowInStreams()``). The state itself changes as it always does, in the rows as
// shown: only what is reported differs, at O(log n) a change.

extension TableCore {
    /// Whether the app listens for changes of the rows, flat or by section.
    var reportsChanges: Bool { answers.reportsRowChanges || answers.reportsSectionedRowChanges }

    /// The index path the row now at `index` has in the rows as they rest, the lifted row at its
    /// resting place rather than where it is shown; its index path with no row lifted.
    func restingIndexPath(ofRowAt index: Int) -> TableIndexPath {
        guard state.isLifting, let current = state.reorder, let resting = liftedRowRestingIndex else { return indexPath(at: index) }
        let restingPath = indexPath(ofPlace: resting, section: current.originSection, without: current.index)
        if index == current.index { return restingPath }
        var path = indexPath(at: index)
        // Its row among the other rows of its section, then among them and the row at rest.
        if current.index < index, state.geometry.section(ofRowAt: current.index) == path.section { path.row -= 1 }
        if restingPath.section == path.section, restingPath.row <= path.row { path.row += 1 }
        return path
    }

    /// Before a change of the rows that the app syncs, made while a row is lifted: forgets where
    /// the row was shown before an undo (unless an undo or a redo makes the change), and brings
    /// the change streams to the rows as they rest, so that the change can be reported there.
    mutating func prepareChangeDuringLift() {
        guard state.isLifting, let current = state.reorder else { return }
        if !current.shownBeforeUndos.isEmpty, state.changeOrigin != .undo, state.changeOrigin != .redo {
            state.reorder?.shownBeforeUndos = []
        }
        restLiftedRowInStreams()
    }

    /// Puts the lifted row where it rests in the change streams (a `.lift` move), until the
    /// step's effects are taken; nothing when nobody listens.
    mutating func restLiftedRowInStreams() {
        guard state.isLifting, reportsChanges, let current = state.reorder, !current.streamsRest,
            let resting = liftedRowRestingIndex
        else { return }
        state.reorder?.streamsRest = true
        // The effects are taken even when this step reports nothing else: taking them shows the
        // row again.
        hasEffects = true
        reportMove(
            from: current.index, indexPath(at: current.index), to: resting, restingIndexPath(ofRowAt: current.index),
            origin: .lift)
    }

    /// Shows the lifted row again in the change streams where it is shown (a `.lift` move), when
    /// a change of the step put it where it rests there.
    mutating func showLiftedRowInStreams() {
        guard let current = state.reorder, current.streamsRest, let resting = liftedRowRestingIndex else { return }
        state.reorder?.streamsRest = false
        reportMove(
            from: resting, restingIndexPath(ofRowAt: current.index), to: current.index, indexPath(at: current.index),
            origin: .lift)
    }

    /// Reports a move of one row, to each stream where it moves.
    mutating func reportMove(
        from source: Int, _ sourcePath: TableIndexPath, to destination: Int, _ destinationPath: TableIndexPath,
        origin: ChangeOrigin
    ) {
        if source != destination { reportFlat(.move(from: source, to: destination, origin: origin)) }
        if sourcePath != destinationPath { reportSectioned(.move(from: sourcePath, to: destinationPath, origin: origin)) }
    }

    /// Moves a row between indexes while a row is lifted: the lifted row's own move is reported
    /// as `.lift` (unless the streams hold it at rest, where it does not move); another row's in
    /// the rows as they rest, the lifted row's indexes kept in step.
    mutating func relocateDuringLift(from source: Int, _ from: TableIndexPath, to destination: Int, section: Int) {
        guard let current = state.reorder else { return }
        if current.index == source {
            moveRowAndLayout(from: source, to: destination, section: section)
            state.reorder?.index = destination
            guard !current.streamsRest else { return }
            reportMove(from: source, from, to: destination, indexPath(at: destination), origin: .lift)
            return
        }
        let id = state.ids[source]
        prepareChangeDuringLift()
        let listening = reportsChanges
        let restingSource = listening ? restingIndex(ofRowAt: source) : 0
        let restingSourcePath = listening ? restingIndexPath(ofRowAt: source) : from
        moveRowAndLayout(from: source, to: destination, section: section)
        liftedRowNoteMove(from: source, to: destination, id: id)
        guard listening else { return }
        report(.move(from: restingSource, to: restingIndex(ofRowAt: destination), origin: state.changeOrigin)) {
            .move(from: restingSourcePath, to: $0.restingIndexPath(ofRowAt: destination), origin: $0.state.changeOrigin)
        }
    }

    /// Reports the move a drop makes: the row back where it rests (`.lift`, unless the streams
    /// hold it there), then from there to where it was dropped, with the step's origin.
    mutating func reportDrop(of current: Reorder, restingAt resting: Int) {
        guard reportsChanges else { return }
        restLiftedRowInStreams()
        reportMove(
            from: resting, restingIndexPath(ofRowAt: current.index), to: current.index, indexPath(at: current.index),
            origin: state.changeOrigin)
    }
}
