extension GestureTable {
    /// The largest scroll offset: the content's height minus the viewport's, or zero.
    public var maximumScrollOffset: Double {
        max(0, geometry.contentHeight() - viewportHeight)
    }

    /// Scrolls the content by `distance` (positive: toward later rows), clamped to the content.
    ///
    /// Closes an open row when ``TableConfiguration/closesOpenRowOnScroll`` is on, as scrolling
    /// a UIKit table closes its swiped cell.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `distance` is not finite.
    public func scroll(by distance: Double) throws(GestureTableError) {
        try run(.scroll(by: distance))
    }

    func applyScroll(by distance: Double) throws(GestureTableError) {
        guard distance.isFinite else {
            throw GestureTableError(.invalidValue, "scroll distance must be finite, got \(distance)")
        }
        perform {
            if distance != 0, configuration.closesOpenRowOnScroll { closeOpenRow() }
            scrollOffset += distance
            clampScrollOffset()
            if reorder != nil { followLiftedRow() }
        }
    }

    /// The range of row indexes at least partly visible at the current scroll offset.
    public var visibleRowIndexes: Range<Int> {
        let first = firstRow(atOrBelow: scrollOffset)
        let end = firstRow(atOrBelow: scrollOffset + viewportHeight, exclusive: true)
        return first..<max(first, end)
    }

    /// The first row reaching below content `y` (or, `exclusive`, the first row starting at
    /// or below it), at rest.
    private func firstRow(atOrBelow y: Double, exclusive: Bool = false) -> Int {
        switch geometry.item(atContentY: y) {
        case .row(let index):
            return exclusive && geometry.top(ofRowAt: index) < y ? index + 1 : index
        case .header(let section):
            return geometry.sectionStarts[section]
        case nil:
            return y < 0 ? 0 : rows.count
        }
    }

    /// The top of the row at `index` in viewport coordinates, where it is drawn now: rows above
    /// it that are still collapsing or growing in count with their current height. A row
    /// outside the viewport is placed as if every row had its full height.
    ///
    /// - Complexity: O(*v* + *d*) for a visible row (*v* visible rows, *d* rows being deleted),
    ///   O(1) otherwise.
    public func yOfRow(at index: Int) -> Double {
        guard index >= 0, index < rows.count else { return Double(index) * configuration.rowHeight - scrollOffset }
        let estimate = geometry.top(ofRowAt: index) - scrollOffset
        let height = geometry.height(ofRowAt: index)
        guard estimate > -height, estimate < viewportHeight + height else { return estimate }
        return layout(height: viewportHeight, at: clockNow).first { $0.index == index }?.y ?? estimate
    }

    func clampScrollOffset() {
        scrollOffset = min(max(scrollOffset, 0), maximumScrollOffset)
    }
}
