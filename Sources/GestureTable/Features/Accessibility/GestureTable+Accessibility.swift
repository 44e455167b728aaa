// The table's members for assistive technology, over the steps in TableCore+Accessibility.swift.

extension GestureTable {
    /// The names of what assistive technology can do to the row at `index`, in order, as
    /// `accessibilityCustomActions` lists them: the row's declared actions by title
    /// (first-left, second-left, first-right, second-right), then, when the row can be lifted,
    /// `Move up`, `Move down` (one place, crossing a header), `Move to top`, `Move to bottom`
    /// (of the whole table), each only where it would move the row, and `Move to <title>` (that
    /// section's top) for each other titled section the row may enter, in section order.
    ///
    /// It lists only what ``performAccessibilityAction(named:ofRowAt:)`` would do now: a row
    /// that is pushed, pending, leaving or lifted has no action, and a row that cannot be lifted
    /// now (growing in, settling, open, or while another row is lifted) has no move.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func accessibilityActions(ofRowAt index: Int) throws(GestureTableError) -> [String] {
        try askAccessibilityActions(ofRowAt: index).actions.map { action in action.name }
    }

    /// Does what the named action does, exactly as the gesture would: a declared action fires
    /// (same events, same handler, same undo step); a move is a lift, a move and a drop (one
    /// undo step, ``didMoveRow`` called). Then announces the outcome (``onAnnouncement``):
    /// `Archive “Ada Lovelace”`, `“Ada Lovelace” moved to 3 of 8`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` for a name ``accessibilityActions(ofRowAt:)``
    ///   does not list; ``GestureTableError/Code/invalidState`` when the row is not at rest.
    ///   Then nothing changes.
    public func performAccessibilityAction(named name: String, ofRowAt index: Int) throws(GestureTableError) {
        try run(Verb.PerformAccessibilityAction(name: name, index: index))
    }
}
