extension GestureTable {
    /// The largest scroll offset: the content's height minus the viewport's, or zero.
    public var maximumScrollOffset: Double {
        max(0, Double(rows.count) * configuration.rowHeight - viewportHeight)
    }

    /// Scrolls the content by `distance` (positive: toward later rows), clamped to the content.
    ///
    /// Closes an open row when ``TableConfiguration/closesOpenRowOnScroll`` is on, as scrolling
    /// a UIKit table closes its swiped cell.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `distance` is not finite.
    public func scroll(by distance: Double) throws(GestureTableError) {
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
        let rowHeight = configuration.rowHeight
        let count = Double(rows.count)
        // Clamped as doubles before converting, so no size can overflow an `Int`.
        let first = Int(min(count, max(0, scrollOffset / rowHeight)))
        let last = Int(min(count, max(Double(first), ((scrollOffset + viewportHeight) / rowHeight).rounded(.up))))
        return first..<last
    }

    /// The top of the row at `index` in viewport coordinates, where it is drawn now: rows above
    /// it that are still collapsing or growing in count with their current height. A row
    /// outside the viewport is placed as if every row had its full height.
    ///
    /// - Complexity: O(*v* + *d*) for a visible row (*v* visible rows, *d* rows being deleted),
    ///   O(1) otherwise.
    public func yOfRow(at index: Int) -> Double {
        let estimate = Double(index) * configuration.rowHeight - scrollOffset
        guard estimate > -configuration.rowHeight, estimate < viewportHeight + configuration.rowHeight else { return estimate }
        return layout(height: viewportHeight, at: clockNow).first { $0.index == index }?.y ?? estimate
    }

    func clampScrollOffset() {
        scrollOffset = min(max(scrollOffset, 0), maximumScrollOffset)
    }
}
