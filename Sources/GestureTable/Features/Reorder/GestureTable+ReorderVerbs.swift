// The verbs of reordering as the table's methods, each one verb run as a step.

extension GestureTable {
    /// Whether a long press lifts a row for reordering. Default `true`.
    public var allowsReordering: Bool {
        get { core.state.allowsReordering }
        set { runUnfailing(Verb.SetAllowsReordering(allows: newValue)) }
    }
}

extension GestureTable {
    /// Lifts the row at `index` for reordering, as a long press does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when reordering is off, the row may not move, a
    ///   row is lifted already, or the row is busy (swiped, pending, pushed).
    public func liftRow(at index: Int) throws(GestureTableError) {
        try run(Verb.LiftRow(index: index))
    }

    /// Moves the lifted row one place up (`-1`) or down (`+1`), or by any number of places,
    /// clamped to the list and skipping destinations ``canMoveRowTo`` forbids.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func moveLiftedRow(by places: Int) throws(GestureTableError) {
        try run(Verb.MoveLiftedRowBy(places: places))
    }

    /// Moves the lifted row so that it sits at `index`, in the section of the row there now,
    /// as a drag over that position does (or to the allowed place nearest to it on the way).
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted;
    ///   ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func moveLiftedRow(to index: Int) throws(GestureTableError) {
        try run(Verb.MoveLiftedRowToIndex(index: index))
    }

    /// Moves the lifted row to `indexPath`: a section, and a row in the table as it would be
    /// without the lifted row (`0...numberOfRows(inSection:)`, one less in the row's own section).
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted;
    ///   ``GestureTableError/Code/indexOutOfRange`` for a place the table does not have.
    public func moveLiftedRow(to indexPath: TableIndexPath) throws(GestureTableError) {
        try run(Verb.MoveLiftedRowToIndexPath(indexPath: indexPath))
    }

    /// Drops the lifted row where it is: one move event and one ``didMoveRow`` call when it
    /// changed place, then a drop event. The move's source is the row's index before the lift in
    /// the rows as they are now: rows inserted, deleted or moved during the lift are counted.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func dropLiftedRow() throws(GestureTableError) {
        try run(Verb.DropLiftedRow())
    }

    /// Puts the lifted row back where it was lifted from, between the neighbours it had: the
    /// original order is restored, with any rows inserted, deleted or moved during the lift.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func cancelLift() throws(GestureTableError) {
        try run(Verb.CancelLift())
    }
}
