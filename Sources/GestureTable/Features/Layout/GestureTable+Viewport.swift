// The table's members for the viewport and scrolling, over the steps in TableCore+Viewport.swift.

extension GestureTable {
    /// The largest scroll offset: the content's height minus the viewport's, or zero.
    public var maximumScrollOffset: Double { core.maximumScrollOffset }

    /// The range of row indexes at least partly visible at the current scroll offset.
    public var visibleRowIndexes: Range<Int> {
        let first = core.firstRow(atOrBelow: core.state.scrollOffset)
        let end = core.firstRow(atOrBelow: core.state.scrollOffset + core.state.viewportHeight, exclusive: true)
        return first..<max(first, end)
    }

    /// The top edge of the row at `index` in viewport coordinates once every animation has
    /// ended: where a lifted row is measured against it.
    package func restingYOfRow(at index: Int) -> Double { core.restingYOfRow(at: index) }

    /// The top of the row at `index` in viewport coordinates, where it is drawn now: rows above
    /// it that are still collapsing or growing in count with their current height. A row
    /// outside the viewport is placed as if every row had its full height.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    /// - Complexity: O(*v* + *d*), where *v* is the number of visible rows and *d* the number of
    ///   rows being deleted.
    public func yOfRow(at index: Int) throws(GestureTableError) -> Double {
        try core.checkIndex(index)
        let now = clockNow  // read first: reading the clock while the core is borrowed would copy the core
        return core.yOfRow(at: index, now: now)
    }

    /// The autoscroll speed now, in units per second: negative upwards, zero outside the zones
    /// or when the content ends that way.
    public var autoscrollSpeed: Double { core.autoscrollSpeed }

    /// Whether a lifted row is scrolling the table by itself.
    public var isAutoscrolling: Bool { core.autoscrollSpeed != 0 }
}
