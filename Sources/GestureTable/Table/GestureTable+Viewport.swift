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
        let first = min(rows.count, max(0, Int(scrollOffset / rowHeight)))
        let last = min(rows.count, max(first, Int(((scrollOffset + viewportHeight) / rowHeight).rounded(.up))))
        return first..<last
    }

    /// The top of the row at `index` in viewport coordinates (ignoring rows still animating).
    public func yOfRow(at index: Int) -> Double {
        Double(index) * configuration.rowHeight - scrollOffset
    }

    func clampScrollOffset() {
        scrollOffset = min(max(scrollOffset, 0), maximumScrollOffset)
    }
}
