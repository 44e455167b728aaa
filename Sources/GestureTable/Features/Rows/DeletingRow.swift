/// A row that has left ``GestureTable/rows`` but is still animating out.
struct DeletingRow<Row: Identifiable> {
    let row: Row
    /// Its id, kept from when it was in the rows.
    let id: Row.ID
    /// Where it is drawn: the order label it had among the rows (see `RowIndex`), so it stays
    /// between the same neighbours whatever changes around it.
    var label: UInt64
    var offset: ValueAnimation
    var height: ValueAnimation
    var opacity: ValueAnimation
    var slot: ActionSlot?
    var completion: CompletionToken?
    var serial: Int
    /// The section it was in: it is drawn among that section's rows.
    var section: Int
    /// Its height at rest, in the unit of ``TableConfiguration/rowHeight``; ``height`` is a
    /// fraction of it.
    var fullHeight: Double

    var end: Duration { max(offset.end, height.end, opacity.end) }
}
