// The table's members for the lifted row's resting place, over the steps in TableCore+RestingPlace.swift.

extension GestureTable {
    /// Where the lifted row rests, as an index of ``rows`` once the lift ends with a cancel:
    /// the index it had when it was lifted, kept in step with every change made since
    /// (``setRows(_:animation:registersUndo:)`` and ``setSections(_:animation:registersUndo:)``
    /// say where it rests). `nil` when no row is lifted.
    ///
    /// While a row is lifted, ``rows`` shows it where the user holds it
    /// (``liftedRowIndex``); an app that keeps its model in the order the rows rest in reads
    /// this to know where the lifted row is in it.
    public var liftedRowRestingIndex: Int? {
        guard core.state.isLifting else { return nil }
        return core.liftedRowRestingIndex
    }

    /// Where the lifted row rests, as an index path once the lift ends with a cancel: its
    /// section and its row there; see ``liftedRowRestingIndex``. `nil` when no row is lifted.
    public var liftedRowRestingIndexPath: TableIndexPath? {
        guard core.state.isLifting, let current = core.state.reorder, let resting = core.liftedRowRestingIndex else { return nil }
        return core.indexPath(ofPlace: resting, section: current.originSection, without: current.index)
    }
}
