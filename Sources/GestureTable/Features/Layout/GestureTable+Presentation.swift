// The table's members for what is drawn, over the steps in TableCore+Presentation.swift.

extension GestureTable {
    /// The number of rows holding per-row state (moving, open, pending or animating), not
    /// counting rows being deleted. Rows at rest hold none. For tests and the benchmark.
    package var statefulRowCount: Int { core.state.states.count }

    /// The number of deleted rows still animating out. For tests and the benchmark.
    package var deletingRowCount: Int { core.state.deletions.count }

    /// The rows of ``layout(height:)`` as placements: the same rows, places and presentations,
    /// each row named by its index (or, being deleted, read with ``row(of:)``).
    ///
    /// - Complexity: O(*v* + *d* + *s* log *n*), where *s* is the number of rows holding per-row
    ///   state when there are few of them, 0 otherwise.
    package func placements(height: Double) -> [RowPlacement] {
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.placements(height: height, at: now)
    }

    /// The rows and the headers of a viewport `height` units tall, from one pass over it: what
    /// ``placements(height:)`` and ``headerLayout(height:)`` give separately.
    package func viewportLayout(height: Double) -> ViewportWalk {
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return readingInPlace { $0.walk(height: height, at: now) }
    }

    /// The row a placement of ``placements(height:)`` shows, if the table still has it.
    package func row(of placement: RowPlacement) -> Row? { core.row(of: placement) }

    /// How the row at `index` looks now.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    /// - Complexity: O(1).
    public func presentation(ofRowAt index: Int) throws(GestureTableError) -> RowPresentation {
        try checkIndex(index)
        guard let state = self.core.state.states[self.core.state.ids[index]] else { return .rest }
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.presentation(of: state, rowAt: index, at: now)
    }

    /// The offset of the row at `index` now; positive when moved right.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func offset(ofRowAt index: Int) throws(GestureTableError) -> Double {
        try checkIndex(index)
        // The offset alone: the rest of the presentation (the uncovered action) is not needed.
        return self.core.state.states[self.core.state.ids[index]]?.offset.value(at: clockNow) ?? 0
    }

    /// The action current on the row being dragged, pending or pushed at `index`, if any.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func highlightedSlot(ofRowAt index: Int) throws(GestureTableError) -> ActionSlot? {
        try checkIndex(index)
        guard let slot = core.state.states[core.state.ids[index]]?.highlighted else { return nil }
        return core.logical(slot)
    }

    /// The phase of the row at `index`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func phase(ofRowAt index: Int) throws(GestureTableError) -> RowPhase {
        try checkIndex(index)
        return core.logical(self.core.state.states[self.core.state.ids[index]]?.phase ?? .rest)
    }

    /// The action being highlighted by the pointer right now, if any.
    public var highlightedSlot: ActionSlot? {
        guard let id = core.state.pointerRowID, let state = core.state.states[id], state.phase == .dragging else { return nil }
        guard let slot = state.highlighted else { return nil }
        return core.logical(slot)
    }

    /// The rows laid out in a viewport `height` units tall at the current scroll offset,
    /// including rows still animating out, top to bottom. Only visible rows are touched.
    ///
    /// - Complexity: O(*v* + *d*), where *v* is the number of visible rows and *d* the number of
    ///   rows being deleted; independent of the number of rows.
    public func layout(height: Double) -> [LaidOutRow<Row>] {
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.layout(height: height, at: now)
    }

    /// The index of the row drawn under `y` (viewport coordinates) at this instant, as
    /// ``layout(height:)`` places it: rows still collapsing or growing in count with their
    /// current height. `nil` over no row, and over a row that is being deleted: a press there
    /// acts on nothing rather than on a neighbour.
    ///
    /// - Complexity: O(*v* + *d*), where *v* is the number of rows above `y` in the viewport and
    ///   *d* the number of rows being deleted.
    public func indexOfRow(atY y: Double) -> Int? {
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.laidOutRow(atY: y, at: now)?.index
    }

    /// The sections' headers laid out in a viewport `height` units tall at the current scroll
    /// offset, top to bottom, the header of the section at the top pinned there as a plain
    /// `UITableView` does. Empty for a table without titled sections.
    ///
    /// - Complexity: O(*v* + *d* + log *n*), as ``layout(height:)``.
    public func headerLayout(height: Double) -> [LaidOutHeader] {
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.walk(height: height, at: now).headers
    }
}
