// The table's members for reordering, over the steps in TableCore+Reorder.swift.

extension GestureTable {

    // A renderer asks these every frame, mostly with no row lifted: `isLifting` answers that
    // from a plain field, without the generic reorder value (whose type is looked up at run time).

    /// Whether a row is lifted.
    public var isReordering: Bool { core.state.isLifting }

    /// The index of the lifted row, if any.
    public var liftedRowIndex: Int? {
        guard core.state.isLifting else { return nil }
        return liftedRow?.index
    }

    /// The top edge of the lifted row in viewport coordinates, where a renderer draws it raised.
    public var liftedRowY: Double? {
        guard core.state.isLifting, let (index, y) = liftedRow else { return nil }
        return y ?? (try? yOfRow(at: index))
    }

    /// Where the lifted row is: its index, and its top edge unless it is drawn in its slot.
    @inline(never)
    private var liftedRow: (index: Int, y: Double?)? {
        guard let reorder = core.state.reorder else { return nil }
        return (reorder.index, reorder.y)
    }
}
