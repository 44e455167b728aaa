// A row of an outline carried by the pointer or the keys: where it would land (into a row, or
// between rows at a depth), a collapsed row opening under it, and the drop.

extension TableCore {
    // MARK: - The lift

    /// Starts the carry of the row lifted at `index` of an outline: its depth, and where a
    /// pointer that lifted it was (its horizontal travel picks the depth).
    mutating func beginOutlineCarry(at index: Int, byPointer: Bool) {
        guard state.outline.isActive else { return }
        let depth = depth(ofRowAt: index)
        state.outline.carry = OutlineCarry(
            originalDepth: depth, pressX: byPointer ? state.pointer?.last.x : nil, keyDepth: depth, into: nil, depth: depth)
    }

    /// The rows carried with the row at `index` of an outline: it and the rows shown under it;
    /// empty when none is shown under it.
    func outlineGroup(ofRowAt index: Int) -> [Row.ID] {
        let end = subtreeEnd(ofRowAt: index)
        guard end > index + 1 else { return [] }
        return Array(state.ids[index..<end])
    }

    // MARK: - Where it would land

    /// The nearest rows above and below the lifted row (at `lifted`) that it does not carry,
    /// in its section.
    private func carryNeighbours(of lifted: Int, carried: Set<Row.ID>) -> (above: Int?, below: Int?) {
        let section = state.geometry.section(ofRowAt: lifted)
        let start = state.geometry.sectionStarts[section]
        let end = state.geometry.end(ofSection: section)
        var above = lifted - 1
        while above >= start, carried.contains(state.ids[above]) { above -= 1 }
        var below = lifted + 1
        while below < end, carried.contains(state.ids[below]) { below += 1 }
        return (above >= start ? above : nil, below < end ? below : nil)
    }

    /// The depths the lifted row may take where it is: deep enough not to take the row below
    /// from its parent, at most one level under the row above (at its level when that row is
    /// collapsed).
    private func allowedDepths(above: Int?, below: Int?) -> ClosedRange<Int> {
        let lowest = below.map { depth(ofRowAt: $0) } ?? 0
        guard let above else { return 0...0 }
        let deepest = depth(ofRowAt: above) + (state.outline.isCollapsed(state.ids[above]) ? 0 : 1)
        return min(lowest, deepest)...deepest
    }

    /// Works out where the lifted row would land now: into the row under the pointer's middle
    /// half, or between its neighbours at the depth the pointer's x (or the keys) pick; and
    /// starts or stops a collapsed row's spring-load.
    mutating func updateOutlineCarry(pointerX: Double? = nil) {
        guard state.outline.isActive, let current = state.reorder, var carry = state.outline.carry else { return }
        let lifted = current.index
        let carried = Set(current.group.isEmpty ? [current.id] : current.group)
        let (above, below) = carryNeighbours(of: lifted, carried: carried)
        var into: Row.ID?
        // The zones of the lifted row's centre over its neighbours: the top and bottom quarters
        // of a row are beside it, its middle half is into it. In an outline the lifted row
        // passes a neighbour only when its centre reaches the neighbour's far quarter
        // (``followLiftedRow()``), so the middle half of the row above or below is still there.
        if let y = current.y, carry.pressX != nil {
            let height = state.geometry.height(ofRowAt: lifted)
            let centre = y + state.scrollOffset + height / 2
            let top = state.geometry.top(ofRowAt: lifted)
            if let above, above == lifted - 1, centre < top {
                let rowTop = state.geometry.top(ofRowAt: above)
                let fraction = (centre - rowTop) / state.geometry.height(ofRowAt: above)
                if fraction >= 0.25, fraction <= 0.75 { into = state.ids[above] }
            } else if let below, below == lifted + 1, centre > top + height {
                let rowTop = state.geometry.top(ofRowAt: below)
                let fraction = (centre - rowTop) / state.geometry.height(ofRowAt: below)
                if fraction >= 0.25, fraction <= 0.75 { into = state.ids[below] }
            }
        }
        let allowed = allowedDepths(above: above, below: below)
        var wanted = carry.keyDepth
        if let pressX = carry.pressX, let x = pointerX ?? state.pointer?.last.x {
            let indent = state.configuration.indentWidth
            let levels = ((x - pressX) / indent).rounded()
            // A travel too far to count in levels is as far as the outline goes.
            let travel = levels.isFinite ? Int(max(-1_000_000, min(1_000_000, levels))) : 0
            wanted = carry.originalDepth + travel
        }
        carry.depth = min(max(wanted, allowed.lowerBound), allowed.upperBound)
        carry.into = into
        // A collapsed row under the pointer opens after a while.
        if let into, state.outline.isCollapsed(into) {
            if carry.springTarget != into {
                carry.springTarget = into
                carry.springSince = state.time
                noteDeadline(state.time + state.configuration.springLoadDelay)
            }
        } else {
            carry.springTarget = nil
        }
        state.outline.carry = carry
    }

    /// When the collapsed row the carried row rests over opens, if one does.
    var springLoadDeadline: Duration? {
        guard let carry = state.outline.carry, carry.springTarget != nil else { return nil }
        return carry.springSince + state.configuration.springLoadDelay
    }

    /// The carried row has rested over a collapsed row long enough: it opens, a step of its own
    /// (as the user opening it), and the carry can go on among its children.
    mutating func springLoadReached() {
        guard let target = state.outline.carry?.springTarget else { return }
        state.outline.carry?.springTarget = nil
        guard state.isLifting, let index = index(ofRowWithID: target), state.outline.isCollapsed(target) else { return }
        showRows(underRowAt: index)
        emit(.expand, id: target, index: index)
        noteOutline(.expanded(target))
        // The rows under the pointer changed: the lifted row follows it again among them.
        if state.reorder?.y != nil { followLiftedRow() } else { updateOutlineCarry() }
    }

    /// The parent the carried row would have if dropped now (`.top` at the top level), for
    /// ``GestureTable/canDropRow``; `nil` with no carry.
    func outlineCarryParent() -> OutlineCarry<Row.ID>.ParentKey? {
        guard let current = state.reorder, let carry = state.outline.carry else { return nil }
        if let into = carry.into { return .row(into) }
        guard carry.depth > 0 else { return .top }
        // The nearest row above, not carried, one level up.
        let carried = Set(current.group.isEmpty ? [current.id] : current.group)
        var above = current.index - 1
        while above >= 0 {
            if !carried.contains(state.ids[above]), depth(ofRowAt: above) == carry.depth - 1 { return .row(state.ids[above]) }
            above -= 1
        }
        return .top
    }

    /// The question ``GestureTable/canDropRow`` must answer for the carry, if its answer for the
    /// parent the row would have now is not known: the carried row and that parent.
    var outlineDropQuestion: (row: Row, parent: Row?, key: OutlineCarry<Row.ID>.ParentKey)? {
        guard answers.asksDropParents, let current = state.reorder, let carry = state.outline.carry,
            let key = outlineCarryParent(), carry.answers[key] == nil
        else { return nil }
        let parent: Row?
        switch key {
        case .top: parent = nil
        case .row(let id):
            guard let index = index(ofRowWithID: id) else { return nil }
            parent = state.rows[index]
        }
        return (state.rows[current.index], parent, key)
    }

    /// Keeps the app's answer about dropping the carried row under `key`.
    mutating func answerOutlineDrop(_ allowed: Bool, for key: OutlineCarry<Row.ID>.ParentKey) {
        state.outline.carry?.answers[key] = allowed
    }

    // MARK: - The keys

    /// → on a lifted row: one level deeper where it is (into the row above at its level).
    mutating func applyMoveLiftedRowIntoRowAbove() throws(GestureTableError) {
        guard state.isLifting, state.outline.carry != nil else {
            throw GestureTableError(.invalidState, state.isLifting ? "the table is not an outline" : "no row is lifted")
        }
        stopFollowingPointer()
        guard let current = state.outline.carry else { return }
        state.outline.carry?.keyDepth = current.depth + 1
        updateOutlineCarry()
    }

    /// ← on a lifted row: out to its parent's level, below the parent's other children when
    /// they would otherwise become its own.
    mutating func applyMoveLiftedRowOutOfParent() throws(GestureTableError) {
        guard state.isLifting, let lifted = state.reorder, state.outline.carry != nil else {
            throw GestureTableError(.invalidState, state.isLifting ? "the table is not an outline" : "no row is lifted")
        }
        stopFollowingPointer()
        guard let carry = state.outline.carry, carry.depth > 0 else { return }
        let wanted = carry.depth - 1
        state.outline.carry?.keyDepth = wanted
        let carried = Set(lifted.group.isEmpty ? [lifted.id] : lifted.group)
        let below = carryNeighbours(of: lifted.index, carried: carried).below
        if let below, depth(ofRowAt: below) > wanted {
            // Past the rows that would become its children: right before the first row at the
            // new level or above it.
            let section = state.geometry.section(ofRowAt: lifted.index)
            let end = state.geometry.end(ofSection: section)
            var next = below
            while next < end, carried.contains(state.ids[next]) || depth(ofRowAt: next) > wanted { next += 1 }
            moveLifted(toward: LiftPlace(index: next - 1, section: section))
        }
        updateOutlineCarry()
    }

    /// The keys take the carry over from a pointer: the depth no longer follows its x.
    private mutating func stopFollowingPointer() {
        guard let carry = state.outline.carry, carry.pressX != nil else { return }
        state.outline.carry?.pressX = nil
        state.outline.carry?.keyDepth = carry.depth
        state.outline.carry?.into = nil
    }

    // MARK: - The drop

    /// Drops the lifted row of an outline where the carry says: between its neighbours at the
    /// chosen depth, or into a row as its last child (opening it). The rows carried with it
    /// join it. One undo step; ``GestureTable/didMoveRowToParent`` and an announcement when it
    /// moved. A parent ``GestureTable/canDropRow`` refused sends it home (`drop-refused`).
    mutating func dropInOutline(_ current: Reorder, carry: OutlineCarry<Row.ID>) {
        if let key = outlineCarryParent(), carry.answers[key] == false {
            state.outline.carry = nil
            emit(.dropRefused, id: current.id, index: current.index)
            cancelReorder()
            return
        }
        state.outline.carry = nil
        openOneStep()
        nameNextStep("Move")
        var current = current
        if let into = carry.into, state.outline.isCollapsed(into), let target = index(ofRowWithID: into) {
            // A collapsed row opens first, in the step, so that its undo comes last: the rows
            // the drop moved are back where they were before it closes.
            showRows(underRowAt: target)
            emit(.expand, id: into, index: target)
            noteOutline(.expanded(into))
            current = state.reorder ?? current
        }
        let resting = liftedRowRestingIndex ?? current.origin
        let originalParent = outlineParentAtRest(of: current, restingAt: resting, depth: carry.originalDepth)
        reportDrop(of: current, restingAt: resting)
        endLiftForDrop(of: current.id)
        _ = noteDroppedMove(of: current, restingAt: resting)
        // The rows it carries join it, in their order, right under it.
        var neighbour = current.id
        for id in current.group.dropFirst() {
            guard let here = index(ofRowWithID: neighbour), let source = index(ofRowWithID: id) else { continue }
            joinGroup(id, from: source, to: source > here ? here + 1 : here)
            neighbour = id
        }
        guard let index = index(ofRowWithID: current.id) else {
            closeOneStep()
            nameNextStep(nil)
            return
        }
        let count = max(current.group.count, 1)
        if let into = carry.into, let target = self.index(ofRowWithID: into) {
            // After the target's last row, not counting the carried rows among them.
            let block = (self.index(ofRowWithID: current.id) ?? index)..<((self.index(ofRowWithID: current.id) ?? index) + count)
            let targetDepth = depth(ofRowAt: target)
            var end = target + 1
            while end < state.ids.count, block.contains(end) || depth(ofRowAt: end) > targetDepth { end += 1 }
            if block.contains(end - 1), block.upperBound == end {
                // The carried rows are the target's last rows already: only their depth changes.
                moveSubtree(at: block.lowerBound, before: block.lowerBound, depth: targetDepth + 1, count: count)
            } else {
                moveSubtree(at: block.lowerBound, before: end, depth: targetDepth + 1, count: count)
            }
        } else {
            moveSubtree(at: index, before: index, depth: carry.depth, count: count)
        }
        closeOneStep()
        nameNextStep(nil)
        let final = self.index(ofRowWithID: current.id) ?? index
        let parentNow = parentIndex(ofRowAt: final).map { state.ids[$0] }
        if final != resting || depth(ofRowAt: final) != carry.originalDepth || parentNow != originalParent {
            tellOutlineMove(ofRowAt: final)
        }
        emit(.drop, id: current.id, index: final)
    }

    /// The parent the lifted row had where it rests (before the drop): the nearest row above its
    /// resting place one level up.
    private func outlineParentAtRest(of current: Reorder, restingAt resting: Int, depth: Int) -> Row.ID? {
        guard depth > 0 else { return nil }
        // The places above its resting place, in the rows without it.
        var place = resting - 1
        while place >= 0 {
            let row = place >= current.index ? place + 1 : place
            if self.depth(ofRowAt: row) < depth { return state.ids[row] }
            place -= 1
        }
        return nil
    }
}
