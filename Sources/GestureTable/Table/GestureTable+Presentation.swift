/// What to draw in the area a dragged row uncovers.
public struct UncoveredAction: Hashable, Sendable {
    /// The slot of the action drawn.
    public var slot: ActionSlot
    /// Its icon.
    public var icon: String
    /// Its color.
    public var color: ActionColor
    /// Whether the action is current (drawn bright) or only hinted (the first action, dimmed,
    /// while the row is below its fraction).
    public var isReached: Bool
}

/// How a row looks at an instant: everything a renderer needs, sampled from its animations.
public struct RowPresentation: Hashable, Sendable {
    /// What the row is doing.
    public var phase: RowPhase
    /// The horizontal offset: positive when moved right.
    public var offset: Double
    /// The height, as a fraction of the row height (below 1 while collapsing or growing).
    public var height: Double
    /// The opacity, 0 to 1.
    public var opacity: Double
    /// The action drawn in the uncovered area, if any.
    public var action: UncoveredAction?

    /// The side the offset uncovers, if any.
    public var uncoveredSide: SwipeSide? { SwipeSide(offset: offset) }

    /// A row at rest.
    public static let rest = RowPresentation(phase: .rest, offset: 0, height: 1, opacity: 1, action: nil)
}

/// A row placed in the viewport, named by its index rather than carrying the row: what
/// ``GestureTable/layout(height:)`` reports, in the form renderers of this package read without
/// copying a generic row value for every row of every frame.
package struct RowPlacement: Sendable {
    /// Its index in ``GestureTable/rows``, or `nil` for a row that is being deleted.
    package var index: Int?
    /// The serial of a row being deleted (its key in the table's deletions); unused otherwise.
    var deletionSerial: Int
    /// The top edge, in viewport coordinates (may be negative for a row cut at the top).
    package var y: Double
    /// The height, in the unit of ``TableConfiguration/rowHeight``.
    package var height: Double
    /// How to draw it.
    package var presentation: RowPresentation
}

/// A per-row state and the index of its row, for laying rows out. Neither a tuple nor a type
/// nested in the generic table: either would have its type looked up at run time.
struct PositionedRowState {
    var index: Int
    var state: RowState
}

/// A row placed in the viewport by ``GestureTable/layout(height:)``.
public struct LaidOutRow<Row: Identifiable> {
    /// The row.
    public var row: Row
    /// Its index in ``GestureTable/rows``, or `nil` for a row that is being deleted.
    public var index: Int?
    /// The top edge, in viewport coordinates (may be negative for a row cut at the top).
    public var y: Double
    /// The height, in the unit of ``TableConfiguration/rowHeight``.
    public var height: Double
    /// How to draw it.
    public var presentation: RowPresentation
}

extension GestureTable {
    /// How the row at `index` looks now.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    /// - Complexity: O(1).
    public func presentation(ofRowAt index: Int) throws(GestureTableError) -> RowPresentation {
        try checkIndex(index)
        return presentation(of: states[rows[index].id], rowAt: index, at: clockNow)
    }

    /// The offset of the row at `index` now; positive when moved right.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func offset(ofRowAt index: Int) throws(GestureTableError) -> Double {
        try checkIndex(index)
        // The offset alone: the rest of the presentation (the uncovered action) is not needed.
        return states[rows[index].id]?.offset.value(at: clockNow) ?? 0
    }

    /// The action current on the row being dragged, pending or pushed at `index`, if any.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func highlightedSlot(ofRowAt index: Int) throws(GestureTableError) -> ActionSlot? {
        try checkIndex(index)
        return states[rows[index].id]?.highlighted.map(logical)
    }

    /// The phase of the row at `index`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func phase(ofRowAt index: Int) throws(GestureTableError) -> RowPhase {
        try checkIndex(index)
        return logical(states[rows[index].id]?.phase ?? .rest)
    }

    /// The action being highlighted by the pointer right now, if any.
    public var highlightedSlot: ActionSlot? {
        guard let id = pointerRowID, let state = states[id], state.phase == .dragging else { return nil }
        return state.highlighted.map(logical)
    }

    /// The number of rows holding per-row state (moving, open, pending or animating), not
    /// counting rows being deleted. Rows at rest hold none. For tests and the benchmark.
    package var statefulRowCount: Int { states.count }

    /// The number of deleted rows still animating out. For tests and the benchmark.
    package var deletingRowCount: Int { deletions.count }

    /// How the row at `index`, whose per-row state is `state`, looks at `now`. The row value is
    /// read only when its offset uncovers an action.
    func presentation(of state: RowState?, rowAt index: Int, at now: Duration) -> RowPresentation {
        guard let state else { return .rest }
        let offset = state.offset.value(at: now)
        return RowPresentation(
            phase: logical(state.phase), offset: offset,
            height: state.height?.value(at: now) ?? 1,
            opacity: state.opacity?.value(at: now) ?? 1,
            action: offset == 0 ? nil : uncoveredAction(for: rows[index], offset: offset, highlighted: state.highlighted))
    }

    func uncoveredAction(for row: Row, offset: Double, highlighted: ActionSlot?) -> UncoveredAction? {
        guard let side = SwipeSide(offset: offset) else { return nil }
        let actions = resolvedActions(for: row)
        let reached = highlighted.flatMap { $0.side == side ? $0 : nil }
        let slot = reached ?? ActionSlot(side: side, isFirst: true)
        guard let action = actions[slot] else { return nil }
        return UncoveredAction(slot: logical(slot), icon: action.icon, color: action.color, isReached: reached != nil)
    }

    /// The rows laid out in a viewport `height` units tall at the current scroll offset,
    /// including rows still animating out, top to bottom. Only visible rows are touched.
    ///
    /// - Complexity: O(*v* + *d*), where *v* is the number of visible rows and *d* the number of
    ///   rows being deleted; independent of the number of rows.
    public func layout(height: Double) -> [LaidOutRow<Row>] {
        layout(height: height, at: clockNow)
    }

    /// The rows of ``layout(height:)`` as placements: the same rows, places and presentations,
    /// each row named by its index (or, being deleted, read with ``row(of:)``).
    ///
    /// - Complexity: O(*v* + *d* + *s* log *n*), where *s* is the number of rows holding per-row
    ///   state when there are few of them, 0 otherwise.
    package func placements(height: Double) -> [RowPlacement] {
        placements(height: height, at: clockNow)
    }

    /// The row a placement of ``placements(height:)`` shows, if the table still has it.
    package func row(of placement: RowPlacement) -> Row? {
        if let index = placement.index { return rows.indices.contains(index) ? rows[index] : nil }
        return deletions[placement.deletionSerial]?.row
    }

    /// The index of the row drawn under `y` (viewport coordinates) at this instant, as
    /// ``layout(height:)`` places it: rows still collapsing or growing in count with their
    /// current height. `nil` over no row, and over a row that is being deleted: a press there
    /// acts on nothing rather than on a neighbour.
    ///
    /// - Complexity: O(*v* + *d*), where *v* is the number of rows above `y` in the viewport and
    ///   *d* the number of rows being deleted.
    public func indexOfRow(atY y: Double) -> Int? {
        laidOutRow(atY: y, at: clockNow)?.index
    }

    /// The row laid out under `y`, deleting rows included.
    func laidOutRow(atY y: Double, at now: Duration) -> RowPlacement? {
        let contentHeight = Double(rows.count + deletions.count) * configuration.rowHeight
        guard y >= 0, y + scrollOffset < contentHeight else { return nil }
        return placements(height: y.nextUp, at: now).last { $0.y <= y && y < $0.y + $0.height }
    }

    func layout(height: Double, at now: Duration) -> [LaidOutRow<Row>] {
        placements(height: height, at: now).compactMap { placement in
            row(of: placement).map {
                LaidOutRow(row: $0, index: placement.index, y: placement.y, height: placement.height, presentation: placement.presentation)
            }
        }
    }

    /// The most rows holding state for which ``placements(height:at:)`` finds each one's index
    /// (a binary search) rather than looking every visible row up by id.
    static var positionedStateLimit: Int { 16 }

    /// The per-row states with the indexes of their rows, by index; `nil` when there are too many
    /// to be worth it (visible rows are then looked up by id).
    func statesByIndex() -> [PositionedRowState]? {
        guard states.count <= Self.positionedStateLimit else { return nil }
        var positioned: [PositionedRowState] = []
        positioned.reserveCapacity(states.count)
        for (id, state) in states {
            if let index = rowIndex.index(of: id) { positioned.append(PositionedRowState(index: index, state: state)) }
        }
        positioned.sort { $0.index < $1.index }
        return positioned
    }

    func placements(height: Double, at now: Duration) -> [RowPlacement] {
        let rowHeight = configuration.rowHeight
        guard height > 0, height.isFinite else { return [] }
        let ghosts = deletions.isEmpty ? [] : deletions.values
            .map { (position: rowIndex.position(of: $0.label), ghost: $0) }
            .sorted { ($0.position, $0.ghost.serial) < ($1.position, $1.ghost.serial) }
        var ghostCursor = 0
        // Top of row `index` before any appearing rows shrink it: every ghost placed before it
        // adds its current height.
        let scrolledRows = min(scrollOffset / rowHeight, Double(rows.count))
        let first = max(0, min(Int(scrolledRows) - ghosts.count, rows.count))
        var y = Double(first) * rowHeight - scrollOffset
        while ghostCursor < ghosts.count, ghosts[ghostCursor].position < first {
            y += ghosts[ghostCursor].ghost.height.value(at: now) * rowHeight
            ghostCursor += 1
        }
        // Rows with state are found by position when they are few: no lookup by id per row.
        let positionedStates = states.isEmpty ? [] : statesByIndex()
        var stateCursor = 0
        var placed: [RowPlacement] = []
        placed.reserveCapacity(Int(max(0, min(Double(rows.count - first + ghosts.count), height / rowHeight + 2))))
        var index = first
        while y < height, index < rows.count || ghostCursor < ghosts.count {
            if ghostCursor < ghosts.count, ghosts[ghostCursor].position <= index {
                let ghost = ghosts[ghostCursor].ghost
                ghostCursor += 1
                let rowFraction = ghost.height.value(at: now)
                let offset = ghost.offset.value(at: now)
                let presentation = RowPresentation(
                    phase: .deleting, offset: offset, height: rowFraction,
                    opacity: ghost.opacity.value(at: now),
                    // A row deleted from a swipe keeps its action's color; one deleted by code does not.
                    action: ghost.slot.flatMap { uncoveredAction(for: ghost.row, offset: offset, highlighted: $0) })
                if y + rowFraction * rowHeight > 0, rowFraction > 0 {
                    placed.append(RowPlacement(
                        index: nil, deletionSerial: ghost.serial, y: y, height: rowFraction * rowHeight, presentation: presentation))
                }
                y += rowFraction * rowHeight
                continue
            }
            guard index < rows.count else { break }
            let state: RowState?
            if let positionedStates {
                while stateCursor < positionedStates.count, positionedStates[stateCursor].index < index { stateCursor += 1 }
                state = stateCursor < positionedStates.count && positionedStates[stateCursor].index == index
                    ? positionedStates[stateCursor].state : nil
            } else {
                state = states[rows[index].id]
            }
            let presentation = presentation(of: state, rowAt: index, at: now)
            let rowSize = presentation.height * rowHeight
            if y + rowSize > 0 {
                placed.append(RowPlacement(index: index, deletionSerial: 0, y: y, height: rowSize, presentation: presentation))
            }
            y += rowSize
            index += 1
        }
        return placed
    }
}
