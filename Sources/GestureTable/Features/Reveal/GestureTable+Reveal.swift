// The table's members for open rows, over the steps in TableCore+Reveal.swift.

extension GestureTable {
    /// The index of the open row (reveal mode), if any. At most one row is open.
    public var openRowIndex: Int? {
        self.core.state.openRowID.flatMap { index(ofRowWithID: $0) }
    }

    /// The side the row at `index` is open on, or `nil`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func openSide(ofRowAt index: Int) throws(GestureTableError) -> SwipeSide? {
        try checkIndex(index)
        if case .open(let side) = self.core.state.states[self.core.state.ids[index]]?.phase { return side }
        return nil
    }

    /// The buttons of the open row at `index`, left to right, or none when it is not open or
    /// its side reveals content rather than buttons.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func revealedButtons(ofRowAt index: Int) throws(GestureTableError) -> [RevealedButton] {
        try checkIndex(index)
        let id = self.core.state.ids[index]
        guard let state = core.state.states[id], case .open(let side) = state.phase else { return [] }
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.buttons(for: id, side: side, offset: state.offset.value(at: now))
    }

    /// The content revealed behind the open row at `index` when its side reveals content
    /// (``SideStyle/revealContent(_:)``) rather than buttons, or `nil`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func revealedContent(ofRowAt index: Int) throws(GestureTableError) -> String? {
        try checkIndex(index)
        guard let state = core.state.states[core.state.ids[index]], case .open(let side) = state.phase,
            case .revealContent(let content) = core.resolvedActions(for: self.core.state.ids[index]).style(of: side)
        else { return nil }
        return content
    }
}
