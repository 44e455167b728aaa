// What each row looks like now, and where rows and headers are drawn.

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
    /// Whether the row is past the full-swipe point of its side
    /// (``SideStyle/reveal(fullSwipe:)``): released now, it fires this action, the side's
    /// outermost button, which is drawn stretched across the whole uncovered area.
    public var isFullSwipe: Bool

    /// Creates a description of an uncovered area.
    public init(slot: ActionSlot, icon: String, color: ActionColor, isReached: Bool, isFullSwipe: Bool = false) {
        self.slot = slot
        self.icon = icon
        self.color = color
        self.isReached = isReached
        self.isFullSwipe = isFullSwipe
    }
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

/// What ``GestureTable/walk(height:at:)`` places: rows (deleting ones among them) and section
/// headers, as ``GestureTable/viewportLayout(height:)`` reports them to renderers.
package struct ViewportWalk: Sendable {
    /// The rows, top to bottom, as ``GestureTable/placements(height:)`` gives them.
    package var rows: [RowPlacement] = []
    /// The headers, as ``GestureTable/headerLayout(height:)`` gives them.
    package var headers: [LaidOutHeader] = []
}

/// Where an item of the content sits in order: its section, its flat position, and its rank
/// there (a header before a deleting row before a row).
struct ContentKey: Comparable {
    var section: Int
    var position: Int
    var rank: Int

    static func < (lhs: ContentKey, rhs: ContentKey) -> Bool {
        (lhs.section, lhs.position, lhs.rank) < (rhs.section, rhs.position, rhs.rank)
    }
}

/// A per-row state and the index of its row, for laying rows out. Neither a tuple nor a type
/// nested in the generic table: either would have its type looked up at run time.
struct PositionedRowState {
    var index: Int
    /// Where the row's state is kept: ``RowStates/state(at:)``.
    var position: Int
}

/// A deleting row and where it is drawn, for laying rows out: its animations and where it sits,
/// without the row (read from the table's deletions by ``serial`` when its action is drawn), so
/// the walk needs no type looked up at run time.
struct PlacedDeletingRow {
    var key: ContentKey
    /// Its key in the table's deletions.
    var serial: Int
    var section: Int
    var fullHeight: Double
    var offset: ValueAnimation
    var height: ValueAnimation
    var opacity: ValueAnimation
    /// The action it was deleted from, if a swipe deleted it.
    var slot: ActionSlot?
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

extension TableCore {

    /// How the row at `index`, whose per-row state is `state`, looks at `now`. The row value is
    /// not read at all: its actions are kept by its id.
    func presentation(of state: RowState, rowAt index: Int, at now: Duration) -> RowPresentation {
        let offset = state.offset.value(at: now)
        var action: UncoveredAction?
        if offset != 0 {
            let id = self.state.ids[index]
            action = uncoveredAction(for: id, offset: offset, highlighted: state.highlighted)
            if mayStretch(state.phase) { action = stretchedAction(for: id, offset: offset) ?? action }
        }
        return RowPresentation(
            phase: logical(state.phase), offset: offset,
            height: state.height?.value(at: now) ?? 1,
            opacity: state.opacity?.value(at: now) ?? 1,
            action: action)
    }

    /// Whether a row in `phase` draws its outermost button stretched when past the full-swipe
    /// point: while dragged there, and while the action it fired is pending.
    func mayStretch(_ phase: RowPhase) -> Bool {
        switch phase {
        case .dragging, .pending(_): true
        default: false
        }
    }

    /// The outermost button of the uncovered side of the row with `id` stretched across it, when `offset` is past
    /// the side's full-swipe point; `nil` otherwise.
    @inline(never)  // kept out of the walk: only a row dragged past half its width gets here
    func stretchedAction(for id: Row.ID, offset: Double) -> UncoveredAction? {
        guard abs(offset) / state.width > SideStyle.fullSwipeFraction, let declared = answers.actions[id] else {
            return nil
        }
        let actions = state.layoutDirection == .rightToLeft ? declared.mirrored : declared
        guard let slot = fullSwipeSlot(offset: offset, actions: actions), let action = actions[slot] else { return nil }
        return UncoveredAction(slot: logical(slot), icon: action.icon, color: action.color, isReached: true, isFullSwipe: true)
    }

    /// What to draw in the area `offset` uncovers on the row with `id`, `highlighted` its current action (on
    /// screen). The row's actions are those the app answered when its gesture began, their
    /// faces read as plain values: drawing never calls the app.
    func uncoveredAction(for id: Row.ID, offset: Double, highlighted: ActionSlot?) -> UncoveredAction? {
        guard let side = SwipeSide(offset: offset), let faces = answers.actions[id]?.faces else { return nil }
        return faces.uncoveredAction(on: side, highlighted: highlighted, mirrored: state.layoutDirection == .rightToLeft)
    }

    /// The row laid out under `y`, deleting rows included.
    func laidOutRow(atY y: Double, at now: Duration) -> RowPlacement? {
        var contentHeight = self.state.geometry.contentHeight()
        for deletingRow in self.state.deletions.values { contentHeight += deletingRow.fullHeight }
        // Only an early exit: past the content's end the walk below finds no row either.
        guard y >= 0, y + self.state.scrollOffset < contentHeight else { return nil }
        let walk = walk(height: y.nextUp, at: now)
        // A header (the pinned one is drawn over the rows) takes the press.
        if walk.headers.contains(where: { $0.y <= y && y < $0.y + $0.height }) { return nil }
        return walk.rows.last { $0.y <= y && y < $0.y + $0.height }
    }

    /// The row a placement shows, if the table still has it.
    func row(of placement: RowPlacement) -> Row? {
        if let index = placement.index { return index >= 0 && index < state.rows.count ? state.rows[index] : nil }
        return state.deletions[placement.deletionSerial]?.row
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
        let count = self.state.states.slots.count
        guard count <= Self.positionedStateLimit else { return nil }
        var positioned: [PositionedRowState] = []
        positioned.reserveCapacity(count)
        let rowIndex = self.state.rowIndex
        self.state.states.forEachPosition { id, position in
            if let index = rowIndex.index(of: id) { positioned.append(PositionedRowState(index: index, position: position)) }
        }
        positioned.sort { $0.index < $1.index }
        return positioned
    }

    func placements(height: Double, at now: Duration) -> [RowPlacement] {
        walk(height: height, at: now).rows
    }

    /// The deleting rows in the order they are drawn, each with where it is drawn.
    @inline(never)  // kept out of the walk, which then needs no deleting row's type while there are none
    func placedDeletingRows() -> [PlacedDeletingRow] {
        self.state.deletions.values
            .map { deletingRow in
                PlacedDeletingRow(
                    key: ContentKey(section: deletingRow.section, position: self.state.rowIndex.position(of: deletingRow.label), rank: 1),
                    serial: deletingRow.serial, section: deletingRow.section, fullHeight: deletingRow.fullHeight,
                    offset: deletingRow.offset, height: deletingRow.height, opacity: deletingRow.opacity, slot: deletingRow.slot)
            }
            .sorted { ($0.key, $0.serial) < ($1.key, $1.serial) }
    }

    /// The action drawn in the area a deleting row's offset uncovers.
    @inline(never)  // kept out of the walk: only a row deleted from a swipe has one
    func uncoveredAction(ofDeletion serial: Int, offset: Double, highlighted: ActionSlot) -> UncoveredAction? {
        guard let deletingRow = self.state.deletions[serial] else { return nil }
        return uncoveredAction(for: deletingRow.id, offset: offset, highlighted: highlighted)
    }

    /// Lays out the viewport from its top: headers, rows and deleting rows, each with the height
    /// it has at `now`, starting at the row the static layout puts at the top (moved up by the
    /// height of every deleting row, which only pushes rows down).
    func walk(height: Double, at now: Duration) -> ViewportWalk {
        var result = ViewportWalk()
        guard height > 0, height.isFinite else { return result }
        // One copy for the whole walk: no access to the stored property per row.
        let geometry = self.state.geometry
        let deletingRows = self.state.hasDeletions ? placedDeletingRows() : []
        var deletingTotal: Double = 0
        for deletingRow in deletingRows { deletingTotal += deletingRow.height.value(at: now) * deletingRow.fullHeight }
        // Where the walk starts, and that item's top at rest.
        var section: Int
        var index: Int
        var headerPending: Bool
        var y: Double
        switch geometry.item(atContentY: max(0, self.state.scrollOffset - deletingTotal)) {
        case .header(let first):
            (section, index, headerPending) = (first, geometry.sectionStarts[first], true)
            y = geometry.headerTop(ofSection: first)
        case .row(let first):
            (section, index, headerPending) = (geometry.section(ofRowAt: first), first, false)
            y = geometry.top(ofRowAt: first)
        case nil where self.state.rows.isEmpty:
            (section, index, headerPending) = (0, 0, true)
            y = 0
        case nil:
            index = self.state.rows.count - 1
            (section, headerPending) = (geometry.section(ofRowAt: index), false)
            y = geometry.top(ofRowAt: index)
        }
        y -= self.state.scrollOffset
        // Deleting rows just above the first row are walked too: they may reach into view.
        let startKey = ContentKey(section: section, position: index, rank: headerPending ? 0 : 1)
        var deletingCursor = 0
        while deletingCursor < deletingRows.count, deletingRows[deletingCursor].key < startKey {
            y += deletingRows[deletingCursor].height.value(at: now) * deletingRows[deletingCursor].fullHeight
            deletingCursor += 1
        }
        // Room for the rows that fit at the configured height, at most all of them: one
        // allocation, not one per doubling (a frame wakes with cold caches, and each growth
        // runs the allocator and copies).
        let expected = min(Double(self.state.rows.count + deletingRows.count), (height / state.configuration.rowHeight).rounded(.up) + 1)
        if expected >= 1 { result.rows.reserveCapacity(Int(expected)) }
        // Rows with state are found by position when they are few: no lookup by id per row.
        let positionedStates = self.state.states.slots.isEmpty ? [] : statesByIndex()
        var stateCursor = 0
        let sectionCount = geometry.sectionCount
        var topSection: Int?
        while y < height {
            while !headerPending, index >= geometry.end(ofSection: section), section + 1 < sectionCount {
                section += 1
                headerPending = true
            }
            let hasItem = headerPending || index < geometry.end(ofSection: section)
            let itemKey = ContentKey(section: section, position: index, rank: headerPending ? 0 : 2)
            // A deleting row's key never equals an item's (ranks 0 and 2 for items, 1 for deleting rows), so `<`
            // and `<=` order them alike.
            if deletingCursor < deletingRows.count, !hasItem || deletingRows[deletingCursor].key < itemKey {
                let deletingRow = deletingRows[deletingCursor]
                deletingCursor += 1
                let rowFraction = deletingRow.height.value(at: now)
                let rowSize = rowFraction * deletingRow.fullHeight
                let offset = deletingRow.offset.value(at: now)
                if y + rowSize > 0, rowFraction > 0 {
                    let presentation = RowPresentation(
                        phase: .deleting, offset: offset, height: rowFraction,
                        opacity: deletingRow.opacity.value(at: now),
                        // A row deleted from a swipe keeps its action's color; one deleted by code does not.
                        action: deletingRow.slot.flatMap { uncoveredAction(ofDeletion: deletingRow.serial, offset: offset, highlighted: $0) })
                    result.rows.append(RowPlacement(
                        index: nil, deletionSerial: deletingRow.serial, y: y, height: rowSize, presentation: presentation))
                    if topSection == nil { topSection = deletingRow.section }
                }
                y += rowSize
                continue
            }
            guard hasItem else { break }
            if headerPending {
                headerPending = false
                let headerHeight = geometry.headerHeight(ofSection: section)
                if headerHeight > 0, let title = geometry.sectionTitles[section] {
                    if y + headerHeight > 0 {
                        result.headers.append(LaidOutHeader(
                            section: section, title: title, y: y, height: headerHeight, isPinned: false))
                        if topSection == nil { topSection = section }
                    }
                    y += headerHeight
                }
                continue
            }
            // A row at rest, most of them, is not looked at further.
            let presentation: RowPresentation
            if let positionedStates {
                while stateCursor < positionedStates.count, positionedStates[stateCursor].index < index { stateCursor += 1 }
                if stateCursor < positionedStates.count, positionedStates[stateCursor].index == index {
                    presentation = self.presentation(
                        of: self.state.states.slots.state(at: positionedStates[stateCursor].position), rowAt: index, at: now)
                } else {
                    presentation = .rest
                }
            } else if let state = self.state.states[self.state.ids[index]] {
                presentation = self.presentation(of: state, rowAt: index, at: now)
            } else {
                presentation = .rest
            }
            let rowSize = presentation.height * geometry.height(ofRowAt: index)
            if y + rowSize > 0 {
                result.rows.append(RowPlacement(index: index, deletionSerial: 0, y: y, height: rowSize, presentation: presentation))
                if topSection == nil { topSection = section }
            }
            y += rowSize
            index += 1
        }
        pinHeader(of: topSection, in: &result.headers)
        return result
    }

    /// Holds the header of the section at the top of the viewport at the top, as a plain
    /// `UITableView` does, until the next header pushes it up.
    private func pinHeader(of section: Int?, in headers: inout [LaidOutHeader]) {
        guard let section, let title = self.state.geometry.sectionTitles[section] else { return }
        let height = self.state.geometry.headerHeight(ofSection: section)
        guard height > 0 else { return }
        if let first = headers.first, first.section == section {
            guard first.y < 0 else { return }
            headers.removeFirst()
        }
        let next = headers.first?.y ?? .infinity
        headers.insert(LaidOutHeader(section: section, title: title, y: min(0, next - height), height: height, isPinned: true), at: 0)
    }
}
