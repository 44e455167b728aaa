extension GestureTable {
    /// A row lifted for reordering.
    struct Reorder {
        let id: Row.ID
        /// Where the row was when lifted (kept in step with insertions and deletions meanwhile).
        var origin: Int
        /// Where it is now in ``rows``.
        var index: Int
        /// The lifted row's top edge in viewport coordinates, or `nil` when lifted from the
        /// keyboard (then it is drawn in its slot).
        var y: Double?
        /// The distance from the row's top to the pointer.
        var grab: Double
        /// When autoscroll last advanced.
        var scrolledAt: Duration
    }

    /// Whether a row is lifted.
    public var isReordering: Bool { reorder != nil }

    /// The index of the lifted row, if any.
    public var liftedRowIndex: Int? { reorder?.index }

    /// The top edge of the lifted row in viewport coordinates, where a renderer draws it raised.
    public var liftedRowY: Double? {
        guard let reorder else { return nil }
        return reorder.y ?? yOfRow(at: reorder.index)
    }

    // MARK: - Commands

    /// Lifts the row at `index` for reordering, as a long press does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when reordering is off, the row may not move, a
    ///   row is lifted already, or the row is busy (swiped, pending, pushed).
    public func liftRow(at index: Int) throws(GestureTableError) {
        try perform { () throws(GestureTableError) in
            try checkIndex(index)
            try checkLiftable(index)
            // A swipe in progress is interrupted: its row goes back, as on a cancel.
            pointerCancelled()
            lift(index: index, y: nil, grab: 0)
        }
    }

    /// Moves the lifted row one place up (`-1`) or down (`+1`), or by any number of places,
    /// clamped to the list and skipping destinations ``canMoveRowTo`` forbids.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func moveLiftedRow(by places: Int) throws(GestureTableError) {
        try perform { () throws(GestureTableError) in
            guard let current = reorder else {
                throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
            }
            // Clamped before adding, so `Int.max` and `Int.min` places do not overflow.
            let target = current.index + min(max(places, -current.index), rows.count - 1 - current.index)
            moveLifted(toward: target)
            scrollToShowLiftedRow()
        }
    }

    /// Moves the lifted row so that it sits at `index`, as a drag over that position does.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted;
    ///   ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func moveLiftedRow(to index: Int) throws(GestureTableError) {
        try checkIndex(index)
        guard let current = reorder else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
        }
        try moveLiftedRow(by: index - current.index)
    }

    /// Drops the lifted row where it is: one move event and one ``didMoveRow`` call when it
    /// changed place, then a drop event.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func dropLiftedRow() throws(GestureTableError) {
        try perform { () throws(GestureTableError) in
            guard reorder != nil else {
                throw GestureTableError(.invalidState, "no row is lifted: there is nothing to drop")
            }
            if pointer?.phase == .lifting { endPointer() }
            drop()
        }
    }

    /// Puts the lifted row back where it was lifted from: the original order is restored.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func cancelLift() throws(GestureTableError) {
        try perform { () throws(GestureTableError) in
            guard reorder != nil else {
                throw GestureTableError(.invalidState, "no row is lifted: there is nothing to cancel")
            }
            if pointer?.phase == .lifting { endPointer() }
            cancelReorder()
        }
    }

    // MARK: - State machine

    func checkLiftable(_ index: Int) throws(GestureTableError) {
        guard allowsReordering else {
            throw GestureTableError(.invalidState, "reordering is off for this table")
        }
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "a row is lifted already: drop it first")
        }
        let row = rows[index]
        guard states[row.id] == nil else {
            throw GestureTableError(.invalidState, "row \(index) is busy (swiped, open or animating) and cannot be lifted")
        }
        guard canMoveRow(row) else {
            throw GestureTableError(.invalidState, "row \(index) may not be moved")
        }
    }

    func lift(index: Int, y: Double?, grab: Double) {
        let id = rows[index].id
        closeOpenRow()
        states[id] = RowState(phase: .lifted, offset: .constant(0))
        reorder = Reorder(id: id, origin: index, index: index, y: y, grab: grab, scrolledAt: time)
        emit(.lift, id: id, index: index)
    }

    /// The instant a press held still lifts its row, if a press is waiting for it.
    func pointerDeadline() -> Duration? {
        guard allowsReordering, reorder == nil, let tracking = pointer, tracking.phase == .pressed,
            tracking.canLift, pointerRowID != nil
        else { return nil }
        return tracking.downTime + configuration.longPressDuration
    }

    func pointerDeadlineReached() {
        guard let tracking = pointer, tracking.phase == .pressed, let id = pointerRowID,
            let index = index(of: id, hint: tracking.indexHint), states[id] == nil, canMoveRow(rows[index])
        else {
            pointer?.canLift = false
            return
        }
        let point = tracking.last
        let top = yOfRow(at: index)
        pointer?.phase = .lifting
        lift(index: index, y: top, grab: point.y - top)
    }

    /// Follows the pointer with the lifted row.
    func liftedPointerMoved(to point: Point) {
        guard let grab = reorder?.grab else { return }
        reorder?.y = point.y - grab
        followLiftedRow()
    }

    /// Moves the lifted row past every neighbour whose middle its centre has crossed.
    func followLiftedRow() {
        guard let current = reorder, let y = current.y else { return }
        let rowHeight = configuration.rowHeight
        let centre = y + scrollOffset + rowHeight / 2
        var target = current.index
        while target + 1 < rows.count, centre >= (Double(target + 1) + 0.5) * rowHeight { target += 1 }
        while target > 0, centre <= (Double(target) - 0.5) * rowHeight { target -= 1 }
        moveLifted(toward: target)
    }

    /// Moves the lifted row to `target`, or to the allowed destination nearest to it on the
    /// way from where it is.
    func moveLifted(toward target: Int) {
        guard let current = reorder, target != current.index else { return }
        let row = rows[current.index]
        let step = target > current.index ? -1 : 1
        var destination = target
        while destination != current.index, !canMoveRowTo(row, destination) { destination += step }
        guard destination != current.index else { return }
        relocate(from: current.index, to: destination)
        reorder?.index = destination
    }

    func drop() {
        guard let current = reorder else { return }
        reorder = nil
        states[current.id] = nil
        if current.origin != current.index {
            emit(.move(from: current.origin, to: current.index), id: current.id, index: current.index)
            noteMove(of: current.id, from: current.origin, to: current.index)
            if let didMoveRow {
                let (source, destination) = (current.origin, current.index)
                enqueue { didMoveRow(source, destination) }
            }
        }
        emit(.drop, id: current.id, index: current.index)
    }

    func cancelReorder() {
        guard let current = reorder else { return }
        reorder = nil
        states[current.id] = nil
        let origin = min(current.origin, rows.count - 1)
        relocate(from: current.index, to: origin)
        emit(.cancel, id: current.id, index: origin)
    }

    // MARK: - Structural changes while a row is lifted

    /// Keeps the lifted row's indexes in step with a row removed at `index`; a lifted row that
    /// is itself removed ends the reorder.
    func liftedRowNoteRemoval(at index: Int, id: Row.ID) {
        guard let current = reorder else { return }
        if current.id == id {
            reorder = nil
            if pointer?.phase == .lifting { endPointer() }
            return
        }
        if index < current.index { reorder?.index -= 1 }
        if index < current.origin { reorder?.origin -= 1 }
    }

    /// Keeps the lifted row's indexes in step with a row inserted at `index`.
    func liftedRowNoteInsertion(at index: Int) {
        guard let current = reorder else { return }
        if index <= current.index { reorder?.index += 1 }
        if index <= current.origin { reorder?.origin += 1 }
    }

    // MARK: - Autoscroll

    /// The autoscroll speed now, in units per second: negative upwards, zero outside the zones
    /// or when the content ends that way.
    public var autoscrollSpeed: Double {
        guard let current = reorder, let y = current.y else { return 0 }
        let rowHeight = configuration.rowHeight
        let zone = max(rowHeight, viewportHeight * configuration.autoscrollZone)
        let maximum = configuration.maximumAutoscrollSpeed * rowHeight
        let centre = y + rowHeight / 2
        if centre < zone, scrollOffset > 0 {
            let depth = min(1, (zone - centre) / zone)
            return -maximum * depth * depth
        }
        if centre > viewportHeight - zone, scrollOffset < maximumScrollOffset {
            let depth = min(1, (centre - (viewportHeight - zone)) / zone)
            return maximum * depth * depth
        }
        return 0
    }

    /// Whether a lifted row is scrolling the table by itself.
    public var isAutoscrolling: Bool { autoscrollSpeed != 0 }

    /// Scrolls by the autoscroll speed for the time since the last step, then lets the lifted
    /// row follow.
    @inline(never)
    func advanceAutoscroll(to now: Duration) {
        guard let current = reorder else { return }
        let elapsed = (now - current.scrolledAt).seconds
        reorder?.scrolledAt = now
        let speed = autoscrollSpeed
        guard speed != 0, elapsed > 0 else { return }
        scrollOffset += speed * elapsed
        clampScrollOffset()
        followLiftedRow()
    }

    /// Scrolls just enough to show the lifted row (keyboard reorder).
    func scrollToShowLiftedRow() {
        guard let current = reorder else { return }
        let top = Double(current.index) * configuration.rowHeight
        if top < scrollOffset { scrollOffset = top }
        let bottom = top + configuration.rowHeight
        if bottom > scrollOffset + viewportHeight { scrollOffset = bottom - viewportHeight }
        clampScrollOffset()
    }
}
