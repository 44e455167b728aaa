// Where the columns are, which one a pointer is over, and how a carried row shows.

extension GestureBoard {
    /// The width of the whole board: its columns and the gutters between them.
    public var contentWidth: Double {
        Double(tables.count) * columnWidth + Double(tables.count - 1) * gutter
    }

    /// The left edge of `column` in the viewport (the board scrolled by
    /// ``horizontalScrollOffset``): right to left, the first column is the rightmost.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a column the board does not have.
    public func xOfColumn(_ column: Int) throws(GestureTableError) -> Double {
        try checkColumn(column)
        return minX(ofColumn: column)
    }

    func minX(ofColumn column: Int) -> Double {
        let slot = layoutDirection == .rightToLeft ? tables.count - 1 - column : column
        return Double(slot) * (columnWidth + gutter) - horizontalScrollOffset
    }

    /// The column whose frame holds `x`, a position in the viewport; `nil` over a gutter,
    /// beyond the board's edges, or for a NaN.
    public func column(atX x: Double) -> Int? {
        let content = x + horizontalScrollOffset
        // Compared before any conversion to Int: NaN and infinities fail here.
        guard content >= 0, content < contentWidth else { return nil }
        let pitch = columnWidth + gutter
        let slot = min(Int((content / pitch).rounded(.down)), tables.count - 1)
        guard content - Double(slot) * pitch < columnWidth else { return nil }
        return layoutDirection == .rightToLeft ? tables.count - 1 - slot : slot
    }

    /// `point`, a position in the board's viewport, in the coordinates of `column`'s table.
    func local(_ point: Point, in column: Int) -> Point {
        Point(x: point.x - minX(ofColumn: column), y: point.y)
    }

    func clampHorizontalOffset() {
        let limit = max(0, contentWidth - viewportWidth)
        horizontalScrollOffset = horizontalScrollOffset.isNaN ? 0 : min(max(horizontalScrollOffset, 0), limit)
    }

    /// Scrolls the board horizontally by `distance` (positive: toward its right edge), clamped
    /// to its content.
    public func scroll(horizontallyBy distance: Double) {
        guard distance.isFinite else { return }
        horizontalScrollOffset += distance
        clampHorizontalOffset()
    }

    // MARK: - Drawing

    /// The visible rows of `column`, as ``GestureTable/layout(height:)`` gives them, with the
    /// carried row's place shown: its gap closed in the column it left, open where it would go.
    /// The carried row itself is drawn by the renderer at ``carriedRowFrame``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a column the board does not have.
    public func layout(ofColumn column: Int, height: Double) throws(GestureTableError) -> [LaidOutRow<Row>] {
        try checkColumn(column)
        var rows = tables[column].layout(height: height)
        showCarry(in: &rows, column: column)
        return rows
    }

    /// Shows a carry in `rows`, laid out in `column`: the carried row taken out of its home
    /// column (and returned), the rows below it moved up, a gap opened where it would go. For
    /// ``layout(ofColumn:height:)`` and a column of ``nextFrame(height:)``.
    @discardableResult
    func showCarry<Placed: PlacedRow>(in rows: inout [Placed], column: Int) -> Placed? where Placed.ID == Row.ID {
        guard let carry, carry.isAway else { return nil }
        var removed: Placed?
        if column == carry.home, let hidden = rows.firstIndex(where: { $0.index != nil && $0.placedID == carry.id }) {
            let gone = rows.remove(at: hidden)
            removed = gone
            for index in hidden..<rows.count { rows[index].y -= gone.height }
        }
        if column == carry.target, let gap = carry.gap {
            for index in rows.indices {
                if let row = rows[index].index, placeIndex(of: row, in: column) >= gap { rows[index].y += carry.height }
            }
        }
        return removed
    }

    /// A row's index among the rows of `column` other than the carried one.
    func placeIndex(of index: Int, in column: Int) -> Int {
        guard let carry, column == carry.home, let carried = tables[column].index(ofRowWithID: carry.id) else { return index }
        return index > carried ? index - 1 : index
    }

    /// Where the carried row is drawn, raised above the columns: its column, its left edge and
    /// its top edge in the board's viewport; `nil` when no row is carried out of its column.
    public var carriedRowFrame: (column: Int, x: Double, y: Double)? {
        guard let carry, carry.isAway else { return nil }
        if let point = carry.point { return (carry.target, minX(ofColumn: carry.target), point.y - carry.grab) }
        // Carried by the keys: in its gap.
        guard let gap = carry.gap else { return nil }
        return (carry.target, minX(ofColumn: carry.target), yOfPlace(gap, in: carry.target))
    }

    /// The row carried out of its column, if one is.
    public var carriedRow: Row? {
        guard let carry, carry.isAway, let index = tables[carry.home].index(ofRowWithID: carry.id) else { return nil }
        return tables[carry.home].rows[index]
    }

    /// Where a carried row would go in `column` now: the place its gap is at (an index among
    /// the column's rows), `nil` when the column refuses it or no row is carried there.
    public var carriedRowDestination: BoardIndexPath? {
        guard let carry, carry.isAway, let gap = carry.gap else { return nil }
        return BoardIndexPath(column: carry.target, row: gap)
    }

    /// The top of place `place` (an index among its rows, up to their count) of `column`, in
    /// the viewport: where a gap opened there begins.
    func yOfPlace(_ place: Int, in column: Int) -> Double {
        tables[column].viewportTop(ofPlace: place)
    }
}

/// A row as a layout places it, whichever form a caller reads (``LaidOutRow``, ``FrameRow``):
/// what showing a board's carry moves.
protocol PlacedRow {
    associatedtype ID: Hashable
    var index: Int? { get }
    var placedID: ID { get }
    var y: Double { get set }
    var height: Double { get }
}

extension LaidOutRow: PlacedRow {
    var placedID: Row.ID { row.id }
}

extension FrameRow: PlacedRow {
    var placedID: Row.ID { row.id }
}
