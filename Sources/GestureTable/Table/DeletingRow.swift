/// A row that has left ``GestureTable/rows`` but is still animating out.
struct DeletingRow<Row: Identifiable> {
    let row: Row
    /// Where it is drawn: just before the row now at this index (or after the last row).
    var position: Int
    var offset: ValueAnimation
    var height: ValueAnimation
    var opacity: ValueAnimation
    var slot: ActionSlot?
    var completion: (() -> Void)?
    var serial: Int

    var end: Duration { max(offset.end, height.end, opacity.end) }
}
