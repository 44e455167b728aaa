// The selected rows: chosen by a tap, a sweep or a verb, followed by id, let go when they leave.

/// A press moved vertically in edit mode, selecting the rows from the one it went down on
/// (the anchor) to the one under the pointer; committed when the pointer goes up. The anchor's
/// id and the rows it found selected are in the state beside it (`sweepAnchorID`,
/// `sweepKeptRowIDs`): this part is read and written on every move, and is not generic, so
/// that a move copies no value through its type's metadata.
struct SelectionSweep: Equatable {
    /// Where the anchor and the far end of the swept range were at the last step.
    var anchorIndex: Int
    var extent: Int
    /// The pointer's `y` in the viewport, for autoscroll near an edge.
    var pointerY: Double
    /// When autoscroll last advanced.
    var scrolledAt: Duration
    /// The rows' revision when the anchor was last found at `anchorIndex`: while it holds, the
    /// anchor is still there.
    var rowsRevision: Int
}

extension TableCore {
    /// Selects the row at `index`, deselecting the others in single mode.
    ///
    /// A tap reports itself to ``GestureTable/didSelectRow`` even on the row already selected,
    /// as UIKit calls `tableView(_:didSelectRowAt:)` for each tap; a verb on a selected row
    /// changes nothing and reports nothing.
    mutating func selectRow(at index: Int, byTap: Bool) {
        let id = state.ids[index]
        let isSelected = state.selectedRowIDs.contains(id)
        if isSelected, !byTap { return }
        if state.selectionMode == .single { deselectRows(except: id) }
        state.selectedRowIDs.insert(id)
        emit(.select, id: id, index: index)
        if byTap { queue(.didSelectRow(id: id, index: index)) }
    }

    /// Lets the row at `index` go, if it is selected.
    mutating func deselectRow(at index: Int) {
        let id = state.ids[index]
        guard state.selectedRowIDs.remove(id) != nil else { return }
        emit(.deselect, id: id, index: index)
    }

    /// Lets every selected row go (but `kept`), in the order of the rows.
    mutating func deselectRows(except kept: Row.ID? = nil) {
        guard !state.selectedRowIDs.isEmpty else { return }
        var leaving = selectedIndexes()
        if let kept, let index = index(ofRowWithID: kept) { leaving.removeAll { $0 == index } }
        for index in leaving { deselectRow(at: index) }
    }

    /// Selects every row (multiple mode), in the order of the rows: O(*n*), one event a row
    /// newly selected.
    mutating func selectAllRows() throws(GestureTableError) {
        guard state.selectionMode == .multiple else {
            throw GestureTableError(.invalidState, "selecting every row needs selectionMode .multiple")
        }
        state.selectedRowIDs.reserveCapacity(state.rows.count)
        let reportsEvents = answers.reportsEvents
        for index in 0..<state.rows.count where state.selectedRowIDs.insert(state.ids[index]).inserted && reportsEvents {
            emit(.select, id: state.ids[index], index: index)
        }
    }

    /// Lets a selected row go as it is deleted, at the index it had: at once, so a row put back
    /// in the same step (with the same id) comes back unselected, as a new row would.
    mutating func deselectRow(leaving id: Row.ID, at index: Int, indexPath: TableIndexPath) {
        guard !state.selectedRowIDs.isEmpty, state.selectedRowIDs.remove(id) != nil else { return }
        if !state.sweepKeptRowIDs.isEmpty { state.sweepKeptRowIDs.remove(id) }
        emit(.deselect, id: id, index: index, indexPath: indexPath)
    }

    /// The indexes of the selected rows, ascending: from the ids when they are few, by a walk
    /// over the rows when they are many (each way O(*n*) at worst, never O(*n* log *n*) per row).
    func selectedIndexes() -> [Int] {
        let selected = state.selectedRowIDs
        if selected.isEmpty { return [] }
        // Only rows in the table are selected (a row that leaves is let go): all of them, here.
        if selected.count == state.rows.count { return Array(0..<selected.count) }
        if selected.count > state.rows.count / 16 {
            var indexes: [Int] = []
            indexes.reserveCapacity(selected.count)
            for index in state.rows.indices where selected.contains(state.ids[index]) { indexes.append(index) }
            return indexes
        }
        return selected.compactMap { index(ofRowWithID: $0) }.sorted()
    }

    /// The lowest index of a selected row, if any.
    func firstSelectedIndex() -> Int? {
        let selected = state.selectedRowIDs
        if selected.isEmpty { return nil }
        if selected.count > state.rows.count / 16 {
            return state.rows.indices.first { selected.contains(state.ids[$0]) }
        }
        return selected.compactMap { index(ofRowWithID: $0) }.min()
    }

    /// A press released on the row at `index` as a tap, before the long-press duration and
    /// within the slop: it selects the row when nothing was uncovered or coasting as it went down
    /// (a press then only closes the open row or stops the scrolling) and the row is at rest. In
    /// edit mode, or with several rows allowed, the tap toggles the row instead.
    mutating func tapRow(at index: Int, pressedAt downTime: Duration, canSelect: Bool) {
        let id = state.ids[index]
        guard canSelect, state.openRowID == nil, state.time - downTime < state.configuration.longPressDuration
        else { return }
        if let rowState = state.states[id], rowState.phase != .rest { return }
        guard state.isEditing || state.selectionMode == .multiple else { return selectRow(at: index, byTap: true) }
        toggleRow(at: index)
        announceSelectionCount()
    }

    /// Selects the row at `index`, or lets it go if it is selected, as a tap in edit mode does.
    mutating func toggleRow(at index: Int) {
        if state.selectedRowIDs.contains(state.ids[index]) {
            deselectRow(at: index)
        } else {
            selectRow(at: index, byTap: true)
        }
    }

    /// Says how many rows are selected, after the user changed the selection: `3 selected`.
    mutating func announceSelectionCount() {
        announce("\(state.selectedRowIDs.count) selected", id: nil, index: nil)
    }

    // MARK: - Modes

    mutating func setSelectionMode(_ mode: GestureTable<Row>.SelectionMode) {
        guard mode != state.selectionMode else { return }
        state.selectionMode = mode
        // One row stays selected, the first: the single mode allows no more.
        if mode == .single, state.selectedRowIDs.count > 1, let first = firstSelectedIndex() {
            deselectRows(except: state.ids[first])
        }
        if mode == .single { forgetSweep() }
    }

    mutating func setEditing(_ isEditing: Bool) {
        guard isEditing != state.isEditing else { return }
        state.isEditing = isEditing
        // Swipes are off in edit mode: the open row closes, and a row being swiped (by the
        // pointer or by commands) slides back without its action. The selection stays either way.
        if isEditing {
            closeOpenRow()
            settleSwipedRows()
        } else {
            forgetSweep()
        }
    }

    /// Lets every row being dragged sideways go back to rest, as a cancelled swipe does.
    private mutating func settleSwipedRows() {
        if state.pointer?.phase == .swiping { cancelSwipe() }
        var dragged: [Row.ID] = []
        state.states.forEachState { id, rowState in if rowState.phase == .dragging { dragged.append(id) } }
        for id in dragged {
            if let index = index(ofRowWithID: id) { cancelDrag(of: id, at: index) }
        }
    }

    // MARK: - A sweep

    /// The row under viewport `y`, clamped to the rows: where a sweep reaches.
    func sweptIndex(atY y: Double) -> Int {
        let count = state.geometry.rowCount  // the rows' count, without a generic call
        guard count > 0 else { return 0 }
        let contentY = state.scrollOffset + min(max(y, 0), state.viewportHeight)
        return min(max(firstRow(atOrBelow: contentY), 0), count - 1)
    }

    /// Starts a sweep on the row `id` at `index`, the pointer at viewport `y`: the row is
    /// selected, then the rows to the pointer.
    mutating func beginSweep(anchor id: Row.ID, at index: Int, pointerY y: Double) {
        state.sweep = SelectionSweep(
            anchorIndex: index, extent: index, pointerY: y, scrolledAt: state.time, rowsRevision: state.rowsRevision)
        state.isSweeping = true
        state.sweepAnchorID = id
        state.sweepKeptRowIDs = []
        selectSweptRows(from: index, through: index)
        extendSweep()
    }

    /// The pointer of a sweep moved to viewport `y`.
    mutating func sweepMoved(toY y: Double) {
        guard y.isFinite else { return }
        state.sweep?.pointerY = y
        extendSweep()
    }

    /// Brings the swept range to the row under the pointer: rows entering it are selected, rows
    /// it selected that leave it are let go, rows it found selected stay so. O(rows entering or
    /// leaving), not O(range); a move within the same row changes nothing.
    mutating func extendSweep() {
        guard var sweep = state.sweep else { return }
        let count = state.geometry.rowCount
        var anchor = sweep.anchorIndex
        if state.rowsRevision != sweep.rowsRevision {
            // Rows changed since the last step: the anchor is found again by its id.
            guard let found = sweepAnchorIndex(hint: anchor) else {
                // The anchor's row is gone (its removal ends the pointer, so this is a safeguard).
                return endSweep()
            }
            anchor = found
            sweep.rowsRevision = state.rowsRevision
            state.sweep = sweep
        }
        let target = sweptIndex(atY: sweep.pointerY)
        if anchor == sweep.anchorIndex, target == sweep.extent { return }
        let oldExtent = min(max(sweep.extent + anchor - sweep.anchorIndex, 0), count - 1)
        sweep.anchorIndex = anchor
        sweep.extent = target
        state.sweep = sweep
        let old = min(anchor, oldExtent)...max(anchor, oldExtent)
        let new = min(anchor, target)...max(anchor, target)
        // Both ranges hold the anchor: what leaves and what enters lie at their two ends.
        if old.lowerBound < new.lowerBound { letGoOfSweptRows(old.lowerBound..<new.lowerBound) }
        if old.upperBound > new.upperBound { letGoOfSweptRows((new.upperBound + 1)..<(old.upperBound + 1)) }
        // Entering, nearest the anchor first: in the order the pointer passes them.
        if new.lowerBound < old.lowerBound { selectSweptRows(from: old.lowerBound - 1, through: new.lowerBound) }
        if new.upperBound > old.upperBound { selectSweptRows(from: old.upperBound + 1, through: new.upperBound) }
    }

    /// Where the sweep's anchor is now, looked up by its id. Apart, so that a move that finds
    /// the rows unchanged sets up no value of the row's types.
    @inline(never)
    func sweepAnchorIndex(hint: Int) -> Int? {
        guard let id = state.sweepAnchorID else { return nil }
        return index(of: id, hint: hint)
    }

    /// Selects the rows from `start` through `end` (either way) as the sweep reaches them,
    /// noting those it found selected.
    private mutating func selectSweptRows(from start: Int, through end: Int) {
        for index in stride(from: start, through: end, by: start <= end ? 1 : -1) {
            let id = state.ids[index]
            guard state.selectedRowIDs.insert(id).inserted else {
                state.sweepKeptRowIDs.insert(id)
                continue
            }
            if answers.reportsEvents { emit(.select, id: id, index: index) }
        }
    }

    /// Lets go of the rows at `indexes` as the sweep leaves them, but those it found selected.
    private mutating func letGoOfSweptRows(_ indexes: Range<Int>) {
        for index in indexes {
            let id = state.ids[index]
            if !state.sweepKeptRowIDs.isEmpty, state.sweepKeptRowIDs.remove(id) != nil { continue }
            guard state.selectedRowIDs.remove(id) != nil else { continue }
            if answers.reportsEvents { emit(.deselect, id: id, index: index) }
        }
    }

    /// Ends the sweep as the pointer goes up: what it selected stays selected.
    mutating func endSweep() {
        guard state.sweep != nil else { return }
        forgetSweep()
        announceSelectionCount()
    }

    /// Ends the sweep as the pointer is cancelled: what it selected is let go, top to bottom.
    mutating func cancelSweep() {
        guard let sweep = state.sweep else { return }
        let kept = state.sweepKeptRowIDs
        let anchor = sweepAnchorIndex(hint: sweep.anchorIndex)
        forgetSweep()
        guard let anchor, !state.rows.isEmpty else { return }
        let extent = min(max(sweep.extent + anchor - sweep.anchorIndex, 0), state.rows.count - 1)
        for index in min(anchor, extent)...max(anchor, extent) where !kept.contains(state.ids[index]) {
            deselectRow(at: index)
        }
    }

    /// Forgets the sweep, selecting and letting go of nothing.
    mutating func forgetSweep() {
        state.sweep = nil
        state.isSweeping = false
        state.sweepAnchorID = nil
        if !state.sweepKeptRowIDs.isEmpty { state.sweepKeptRowIDs = [] }
    }

    /// The autoscroll speed of a sweep now, in units per second, as a lifted row's: negative
    /// upwards, zero outside the edge zones or when the content ends that way.
    var sweepAutoscrollSpeed: Double {
        guard let sweep = state.sweep else { return 0 }
        return autoscrollSpeed(atY: sweep.pointerY)
    }

    /// Scrolls a sweep near an edge by its speed for the time since its last step, and extends
    /// it to the row now under the pointer.
    @inline(never)
    mutating func advanceSweepAutoscroll(to now: Duration) {
        guard let sweep = state.sweep else { return }
        let speed = autoscrollSpeed(atY: sweep.pointerY)
        state.sweep?.scrolledAt = now
        // Away from the edges (most moves) no time is reckoned.
        guard speed != 0 else { return }
        let elapsed = (now - sweep.scrolledAt).seconds
        guard elapsed > 0 else { return }
        scrollContent(by: speed * elapsed)
        extendSweep()
    }
}
