// The table's members for momentum, over the steps in TableCore+Momentum.swift.

extension GestureTable {
    /// Whether the content is coasting after a vertical drag was released with a velocity
    /// (`UIScrollView.isDecelerating`). A press stops it.
    public var isDecelerating: Bool { core.state.momentum != nil }

    /// Whether the pointer is scrolling the content (`UIScrollView.isDragging`): a press moved
    /// past the slop, mostly vertically. Its release coasts at the pointer's velocity.
    public var isDragging: Bool { core.state.pointer?.phase == .scrolling }
}

extension GestureTable {
    /// Lets the content coast from `velocity`, as a vertical drag released at that speed does:
    /// for a wheel or a trackpad that reports no momentum of its own (a terminal's wheel, turned
    /// fast). The speed is multiplied by ``TableConfiguration/decelerationRate`` every
    /// millisecond; the content stops at its ends, or at a press. A velocity slower than a
    /// hundredth of a row a second does not coast; one faster than a million rows a second
    /// coasts as that one. An open row closes, as scrolling closes it.
    ///
    /// - Parameter velocity: In units per second; positive scrolls toward later rows.
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `velocity` is not finite; then
    ///   nothing changes.
    public func scroll(withVelocity velocity: Double) throws(GestureTableError) {
        try run(Verb.Coast(velocity: velocity))
    }
}
