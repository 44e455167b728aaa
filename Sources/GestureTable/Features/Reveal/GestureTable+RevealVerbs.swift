// The verbs of open rows (reveal mode) as the table's methods, each one verb run as a step.

extension GestureTable {
    /// Snaps the row open on `side`, closing any other open row, as releasing past the side's
    /// first fraction does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the side has no action, does not reveal,
    ///   or the row is busy.
    public func openRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(Verb.OpenRow(index: index, side: side))
    }

    /// Closes the row at `index` if it is open; does nothing otherwise.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func closeRow(at index: Int) throws(GestureTableError) {
        try run(Verb.CloseRow(index: index))
    }

    /// Activates the button of the action in `slot` on the open row at `index`: the action fires
    /// as if the row had been released on it. A button's slot is ``RevealedButton/slot``.
    ///
    /// - Parameters:
    ///   - declaredSlot: The action's slot as declared (mirrored on screen in a right-to-left
    ///     layout, as everywhere).
    ///   - index: The open row's index.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the row is not open or shows no button for
    ///   `slot`.
    public func activateButton(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try run(Verb.ActivateButton(slot: declaredSlot, index: index))
    }
}
