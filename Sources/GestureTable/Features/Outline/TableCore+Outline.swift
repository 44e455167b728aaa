// An outline's tree over the flat rows: depths, parents, rows shown and hidden under a row.

extension TableCore {
    // MARK: - Reading the tree

    /// Whether the table holds a row with `id`, shown or waiting under a collapsed row.
    func holdsRow(withID id: Row.ID) -> Bool {
        state.rowIndex.contains(id) || state.isOutline && state.outline.hiddenIDs.contains(id)
    }

    /// The depth of the row at `index` (0: the top level).
    func depth(ofRowAt index: Int) -> Int {
        state.outline.depth(of: state.ids[index])
    }

    /// The end (exclusive) of the rows shown under the row at `index`: the first row after it
    /// that is not deeper.
    ///
    /// - Complexity: O(*k*) in the rows shown under it.
    func subtreeEnd(ofRowAt index: Int) -> Int {
        let depth = depth(ofRowAt: index)
        var end = index + 1
        while end < state.ids.count, self.depth(ofRowAt: end) > depth { end += 1 }
        return end
    }

    /// The index of the parent of the row at `index`: the nearest row above it one level up;
    /// `nil` at the top level.
    func parentIndex(ofRowAt index: Int) -> Int? {
        let depth = depth(ofRowAt: index)
        guard depth > 0 else { return nil }
        var above = index - 1
        while above >= 0 {
            if self.depth(ofRowAt: above) < depth { return above }
            above -= 1
        }
        return nil
    }

    /// Whether the row at `index` has children, and whether they are shown.
    func disclosure(ofRowAt index: Int) -> OutlineDisclosure {
        let id = state.ids[index]
        if state.outline.isCollapsed(id) { return .collapsed }
        if let lifted = state.reorder, lifted.index == index {
            // A lifted row carries the rows shown under it (or none) wherever it is drawn.
            return lifted.group.count > 1 ? .expanded : .none
        }
        var next = index + 1
        // A lifted row drawn between a row and its first child is not that child.
        if let lifted = state.reorder, lifted.index == next { next += 1 }
        guard next < state.ids.count, depth(ofRowAt: next) > depth(ofRowAt: index) else { return .none }
        return .expanded
    }

    /// Where the row at `index` is among its parent's children: its position (0-based) and how
    /// many children the parent shows.
    func childPosition(ofRowAt index: Int) -> (parent: Int?, position: Int, count: Int) {
        let parent = parentIndex(ofRowAt: index)
        let depth = depth(ofRowAt: index)
        var position = 0
        var count = 0
        var row = (parent ?? -1) + 1
        while row < state.ids.count {
            let rowDepth = self.depth(ofRowAt: row)
            if rowDepth < depth { break }
            if rowDepth == depth {
                if row < index { position += 1 }
                count += 1
            }
            row += 1
        }
        return (parent, position, count)
    }

    /// The previous sibling of the row at `index`: the nearest row above it at its depth, with
    /// no row of a lower depth between.
    func previousSibling(ofRowAt index: Int) -> Int? {
        let depth = depth(ofRowAt: index)
        var above = index - 1
        while above >= 0 {
            let aboveDepth = self.depth(ofRowAt: above)
            if aboveDepth == depth { return above }
            if aboveDepth < depth { return nil }
            above -= 1
        }
        return nil
    }

    /// The whole tree, the rows hidden under collapsed rows included.
    func outlineNodes() -> [OutlineNode<Row>] {
        var flat: [(row: Row, id: Row.ID, depth: Int, collapsed: Bool)] = []
        flat.reserveCapacity(state.rows.count)
        func append(_ row: Row, _ id: Row.ID, depth: Int) {
            let collapsed = state.outline.isCollapsed(id)
            flat.append((row, id, depth, collapsed))
            guard let hidden = state.outline.hidden[id] else { return }
            for row in hidden { append(row.row, row.id, depth: depth + row.depth) }
        }
        for index in state.rows.indices { append(state.rows[index], state.ids[index], depth: depth(ofRowAt: index)) }
        // Built from the bottom up: each row's children are the nodes one level deeper that
        // follow it, collected on a stack.
        var stack: [(depth: Int, node: OutlineNode<Row>)] = []
        var roots: [OutlineNode<Row>] = []
        func close(above depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if let parent = stack.indices.last, stack[parent].depth == last.depth - 1 {
                    stack[parent].node.children.append(last.node)
                } else {
                    roots.append(last.node)
                }
            }
        }
        for entry in flat {
            close(above: entry.depth)
            stack.append((entry.depth, OutlineNode(entry.row, isExpanded: !entry.collapsed)))
        }
        close(above: 0)
        return roots
    }

    // MARK: - Setting the tree

    /// Flattens `nodes` into the rows shown and what waits under collapsed rows.
    static func flatten(_ nodes: [OutlineNode<Row>], ids: [Row.ID]) -> (
        rows: [Row], ids: [Row.ID], depths: [Row.ID: Int], hidden: [Row.ID: [OutlineState<Row>.HiddenRow]]
    ) {
        var rows: [Row] = []
        var shownIDs: [Row.ID] = []
        var depths: [Row.ID: Int] = [:]
        var hidden: [Row.ID: [OutlineState<Row>.HiddenRow]] = [:]
        var next = 0
        // Walked with an explicit stack: an outline as deep as it is long (a chain of a million
        // rows) must not run out of the call stack.
        typealias Frame = OutlineWalkFrame<Row>
        var stack = [Frame(nodes: nodes, position: 0, depth: 0, owner: nil, ownerDepth: 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].position < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            let node = stack[top].nodes[stack[top].position]
            stack[top].position += 1
            let depth = stack[top].depth
            let owner = stack[top].owner.map { ($0, stack[top].ownerDepth) }
            let id = ids[next]
            next += 1
            if let owner {
                hidden[owner.0, default: []].append(.init(row: node.row, id: id, depth: depth - owner.1))
            } else {
                rows.append(node.row)
                shownIDs.append(id)
                if depth > 0 { depths[id] = depth }
            }
            guard !node.children.isEmpty else { continue }
            // The children of a collapsed row wait under it; deeper collapsed rows keep their own.
            // A collapsed row keeps its own children, inside a hidden part too.
            let childOwner = node.isExpanded ? owner : (id, depth)
            stack.append(
                Frame(nodes: node.children, position: 0, depth: depth + 1, owner: childOwner?.0, ownerDepth: childOwner?.1 ?? 0))
        }
        return (rows, shownIDs, depths, hidden)
    }

    /// The rows of `nodes` in the order ``GestureTable/setOutline(_:)`` reads their ids:
    /// preorder, hidden rows included.
    static func preorder(_ nodes: [OutlineNode<Row>]) -> [Row] {
        var rows: [Row] = []
        var stack: [(nodes: [OutlineNode<Row>], position: Int)] = [(nodes, 0)]
        while let top = stack.indices.last {
            guard stack[top].position < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            let node = stack[top].nodes[stack[top].position]
            stack[top].position += 1
            rows.append(node.row)
            if !node.children.isEmpty { stack.append((node.children, 0)) }
        }
        return rows
    }

    /// Makes the table the outline `nodes`: its shown rows by a diff (as ``GestureTable/setRows(_:animation:)``),
    /// the rest under their collapsed rows; a new history.
    mutating func applySetOutline(_ nodes: [OutlineNode<Row>]) throws(GestureTableError) {
        // A board carries single rows between its columns: a column's tree would lose children
        // on the way.
        guard undoSerials == nil else {
            throw GestureTableError(.invalidState, "a board's column is a flat list: it cannot be an outline")
        }
        let all = Self.preorder(nodes)
        let ids = try arrivingIDs(count: all.count)
        var seen = Set<Row.ID>(minimumCapacity: ids.count)
        for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
            throw GestureTableError(.duplicateRowID, "row \(index) of the outline (in preorder) has id \(id), which an earlier row has already")
        }
        if state.isLifting { cancelLiftUnderChange() }
        let flat = Self.flatten(nodes, ids: ids)
        // The shown rows by the diff setRows makes, with their ids as the store read them.
        let saved = answers.arrivingIDs
        answers.arrivingIDs = flat.ids
        defer { answers.arrivingIDs = saved }
        state.outline = OutlineState()
        // A first outline appears at once (a million rows each growing in would be a million
        // animations); a new one over rows already shown moves them as setRows does.
        try applySetRows(flat.rows, animation: state.rows.isEmpty ? .none : .automatic)
        var outline = OutlineState<Row>()
        outline.isActive = true
        outline.depths = flat.depths
        outline.hidden = flat.hidden
        for rows in flat.hidden.values { outline.hiddenIDs.formUnion(rows.map { $0.id }) }
        // Hidden rows keep the heights the app gave, for when they are shown.
        if state.geometry.usesHeights {
            for key in outline.hidden.keys {
                guard let rows = outline.hidden[key] else { continue }
                outline.hidden[key] = rows.map { row in
                    var row = row
                    row.height = answers.heights[row.id]
                    return row
                }
            }
        }
        state.outline = outline
        outlineParts = .live
        // A new tree is a new history: the steps before it name rows and places of another.
        forgetHistory()
    }

    // MARK: - Showing and hiding

    /// Shows the rows hidden under the row at `index`, right under it, the rows in sight
    /// growing in; returns how many came. Recorded by the caller; reported to the change
    /// streams as `.external` (what is shown changed, not the app's data).
    @discardableResult
    mutating func showRows(underRowAt index: Int) -> Int {
        let id = state.ids[index]
        guard let stash = state.outline.hidden.removeValue(forKey: id) else { return 0 }
        guard !stash.isEmpty else { return 0 }
        prepareChangeDuringLift()
        // Where the lifted row rests and where the row that opens does, among the rows at rest.
        let restingBefore = state.isLifting ? liftedRowRestingIndex.map { (rests: $0, opened: restingIndex(ofRowAt: index)) } : nil
        let base = depth(ofRowAt: index)
        let at = index + 1
        let section = state.geometry.section(ofRowAt: index)
        let count = stash.count
        let newIDs = stash.map { $0.id }
        let heights: [Double]? =
            state.geometry.usesHeights ? stash.map { $0.height ?? state.configuration.rowHeight } : nil
        placeBlock(stash.map { $0.row }, ids: newIDs, heights: heights, at: at, section: section)
        // Into a dictionary taken out of the state and put back: a write through the state
        // for each row would look the row type's metadata up each time.
        var depths = state.outline.depths
        state.outline.depths = [:]
        for row in stash { depths[row.id] = base + row.depth }
        state.outline.depths = depths
        state.outline.hiddenIDs.subtract(newIDs)
        if state.isLifting {
            for offset in 0..<count { liftedRowNoteInsertion(at: at + offset) }
            // The lifted row's resting place right after the row that opens is after its
            // children: it was the row's next sibling, and does not become its child.
            if let restingBefore, restingBefore.rests == restingBefore.opened + 1 {
                liftedRowRestNoEarlier(than: restingBefore.opened + 1 + count, section: section)
            }
        }
        if reportsChanges {
            for offset in 0..<count {
                let row = state.rows[at + offset]
                report(.insert(row, at: restingIndex(ofRowAt: at + offset), origin: .external)) {
                    .insert(row, at: $0.restingIndexPath(ofRowAt: at + offset), origin: .external)
                }
            }
        }
        // The rows in sight grow in, as inserted rows do.
        let visible = state.scrollOffset...(state.scrollOffset + state.viewportHeight)
        var offset = 0
        while offset < count {
            let top = state.geometry.top(ofRowAt: at + offset)
            if top > visible.upperBound { break }
            if top + state.geometry.height(ofRowAt: at + offset) >= visible.lowerBound {
                var rowState = RowState(phase: .appearing)
                rowState.height = animation(from: 0, to: 1, curve: .easeInOut)
                rowState.opacity = animation(from: 0, to: 1, curve: .easeOut)
                store(rowState, for: newIDs[offset])
            }
            offset += 1
        }
        return count
    }

    /// Hides the rows shown under the row at `index`, which wait under it; the rows in sight
    /// shrink out. Returns how many went. A lifted row among them must have been put down first.
    @discardableResult
    mutating func hideRows(underRowAt index: Int) -> Int {
        let end = subtreeEnd(ofRowAt: index)
        guard end > index + 1 else { return 0 }
        prepareChangeDuringLift()
        let id = state.ids[index]
        let base = depth(ofRowAt: index)
        let range = (index + 1)..<end
        let usesHeights = state.geometry.usesHeights
        let ids = Array(state.ids[range])
        // What the rows under it hold is let go of first: few rows have any.
        if state.pointer != nil || state.openRowID != nil || state.contextMenu != nil || !state.states.isEmpty {
            let held = Set(ids)
            if let pointerRow = state.pointerRowID, held.contains(pointerRow), let row = self.index(ofRowWithID: pointerRow) {
                releasePointer(from: pointerRow, index: row)
            }
            if let open = state.openRowID, held.contains(open) { forgetOpenRow(open) }
            if let menu = state.contextMenu?.rowID, held.contains(menu) { dismissMenu() }
        }
        // The rows wait with their depth below it (in bulk: a generic call per row looks the
        // row type's metadata up each time).
        let rowDepths = ids.map { state.outline.depths[$0] ?? 0 }
        var stash: [OutlineState<Row>.HiddenRow] = []
        stash.reserveCapacity(range.count)
        for offset in ids.indices {
            let row = range.lowerBound + offset
            stash.append(
                .init(
                    row: state.rows[row], id: ids[offset], depth: rowDepths[offset] - base,
                    height: usesHeights ? state.geometry.height(ofRowAt: row) : nil))
        }
        var depths = state.outline.depths
        state.outline.depths = [:]
        for id in ids { depths.removeValue(forKey: id) }
        state.outline.depths = depths
        if !state.selectedRowIDs.isEmpty || reportsChanges || state.isLifting {
            for row in range.reversed() {
                deselectRow(leaving: state.ids[row], at: row, indexPath: indexPath(at: row))
                if reportsChanges {
                    let resting = restingIndex(ofRowAt: row)
                    report(.delete(at: resting, origin: .external)) { .delete(at: $0.restingIndexPath(ofRowAt: row), origin: .external) }
                }
                if state.isLifting { liftedRowNoteRemoval(at: row, id: state.ids[row]) }
            }
        }
        takeBlock(range, animatingWithin: state.scrollOffset...(state.scrollOffset + state.viewportHeight))
        state.outline.hiddenIDs.formUnion(ids)
        state.outline.hidden[id] = stash
        clampScrollOffset()
        return range.count
    }

    // MARK: - Keeping the tree whole

    /// Gives a row the app just inserted at `index` the depth of the row it goes before (a
    /// sibling before it, or the first child of the row above), the top level at a section's
    /// end. A row an undo or a redo brings back keeps the depth it had.
    mutating func placeInOutline(_ id: Row.ID, at index: Int) {
        guard state.changeOrigin != .undo, state.changeOrigin != .redo else { return }
        let next = index + 1
        let section = state.geometry.section(ofRowAt: index)
        let depth = next < state.ids.count && state.geometry.section(ofRowAt: next) == section ? depth(ofRowAt: next) : 0
        state.outline.setDepth(depth, of: id)
    }

    /// Puts every row back where the tree allows after a change of the flat rows that the tree
    /// did not make (a flat move, a deletion of a row with children shown): a row is at most one
    /// level deeper than the row above it, and not deeper than a collapsed row above it; the
    /// first row of a section is at the top level. A row that must come up takes the rows after
    /// it at its level and below along (a deleted row's children take its place, its
    /// grandchildren stay their children). Each change is recorded in the step the change of the
    /// rows made, if it made one (`fixes`), and the app told where those rows now are.
    ///
    /// - Complexity: O(*n*); called only after a step that changed the rows of an outline.
    mutating func keepOutlineWhole(recordingIn fixes: OutlineFixHistory?) {
        var previous = -1
        var previousCollapsed = false
        var section = 0
        var nextSectionStart = state.geometry.sectionCount > 1 ? state.geometry.sectionStarts[1] : Int.max
        // The runs of rows brought up: from a row at `threshold` (as it was), every row after it
        // at that depth or deeper comes up by `delta`.
        var runs: [(threshold: Int, delta: Int)] = []
        var changes: [(Row.ID, Int, Int)] = []
        for index in state.ids.indices {
            while index >= nextSectionStart {
                section += 1
                previous = -1
                previousCollapsed = false
                runs = []
                nextSectionStart = section + 1 < state.geometry.sectionCount ? state.geometry.sectionStarts[section + 1] : Int.max
            }
            let id = state.ids[index]
            let depth = state.outline.depth(of: id)
            while let last = runs.last, depth < last.threshold { runs.removeLast() }
            let delta = runs.last?.delta ?? 0
            var kept = max(depth - delta, 0)
            let limit = max(previousCollapsed ? previous : previous + 1, 0)
            if kept > limit {
                runs.append((depth, delta + kept - limit))
                kept = limit
            }
            if kept != depth { changes.append((id, depth, kept)) }
            previous = kept
            previousCollapsed = state.outline.isCollapsed(id)
        }
        guard !changes.isEmpty else { return }
        defer {
            // Each row the fix moved to another parent, parents first.
            for index in changes.compactMap({ self.index(ofRowWithID: $0.0) }).sorted() {
                tellOutlineMove(ofRowAt: index, announcing: false)
            }
        }
        for (id, old, new) in changes {
            state.outline.setDepth(new, of: id)
            if let fixes { joinNewestStep(.outline(.depth(id, previous: old)), toRedo: fixes == .redoHistory) }
        }
    }

    /// Records a change of the outline in the step being made (or one of its own).
    mutating func noteOutline(_ entry: OutlineEntry<Row.ID>) {
        // A change made without a step is not recorded (an undo step names rows by identity,
        // so nothing needs rebasing around it).
        guard state.changeOrigin != .external else { return }
        recordEntry(.outline(entry))
    }

    /// Takes back a change of the outline, recording what takes it back again.
    mutating func undoOutline(_ entry: OutlineEntry<Row.ID>) throws(GestureTableError) {
        switch entry {
        case .depth(let id, let previous):
            guard state.rowIndex.contains(id) else {
                throw GestureTableError(.invalidState, "cannot undo the change of depth: the row is not shown")
            }
            let now = state.outline.depth(of: id)
            state.outline.setDepth(previous, of: id)
            noteOutline(.depth(id, previous: now))
        case .expanded(let id):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the expansion: the row is not shown")
            }
            try putDownLiftedRow(inSubtreeOfRowAt: index)
            guard let index = self.index(ofRowWithID: id) else { return }
            hideRows(underRowAt: index)
            emit(.collapse, id: id, index: index)
            noteOutline(.collapsed(id))
        case .collapsed(let id):
            guard let index = index(ofRowWithID: id) else {
                throw GestureTableError(.invalidState, "cannot undo the collapse: the row is not shown")
            }
            showRows(underRowAt: index)
            emit(.expand, id: id, index: index)
            noteOutline(.expanded(id))
        }
    }

    /// Ends a lift (as a cancel) whose row is shown under the row at `index`, before those rows
    /// are hidden.
    mutating func putDownLiftedRow(inSubtreeOfRowAt index: Int) throws(GestureTableError) {
        guard let lifted = state.reorder else { return }
        let end = subtreeEnd(ofRowAt: index)
        let carried = Set(lifted.group + [lifted.id])
        if (index + 1..<end).contains(where: { carried.contains(state.ids[$0]) }) { cancelLiftUnderChange() }
    }

    // MARK: - Moving a row with the rows under it

    /// Moves the row at `index` and the rows shown under it (or the `count` rows from `index`)
    /// so that they come before the row now at `before` (the end of the rows when it is the
    /// count), the first at `depth` and the others as deep below it as they were, recording each
    /// move and change of depth in the open step.
    mutating func moveSubtree(at index: Int, before: Int, depth newDepth: Int, count given: Int? = nil) {
        let count = given ?? (subtreeEnd(ofRowAt: index) - index)
        let end = index + count
        let shift = newDepth - depth(ofRowAt: index)
        let members = Array(state.ids[index..<end])
        // The insertion point among the rows without the block.
        let target = before > index ? before - count : before
        if target > index {
            for _ in 0..<count { moveOneRow(from: index, to: target + count - 1) }
        } else if target < index {
            for offset in 0..<count { moveOneRow(from: index + offset, to: target + offset) }
        }
        guard shift != 0 else { return }
        for id in members {
            let old = state.outline.depth(of: id)
            state.outline.setDepth(old + shift, of: id)
            noteOutline(.depth(id, previous: old))
        }
    }

    /// Moves one row, recorded and reported as any move.
    private mutating func moveOneRow(from source: Int, to destination: Int) {
        guard source != destination else { return }
        let id = state.ids[source]
        let from = relocate(from: source, to: destination, section: state.geometry.section(ofRowAt: destination))
        noteMove(of: id, from: source, section: from.section)
        emit(.move, id: id, index: destination, from: source, source: from)
    }

    /// Tells the app where the row at `index` now is in the tree (``GestureTable/didMoveRowToParent``)
    /// and announces it: `“A” moved into Work, 2 of 3`.
    mutating func tellOutlineMove(ofRowAt index: Int, announcing: Bool = true) {
        let place = childPosition(ofRowAt: index)
        let parent = place.parent.map { (state.rows[$0], $0) }
        queue(.didMoveRowToParent(row: state.rows[index], parent: parent?.0, childIndex: place.position))
        guard announcing, answers.reportsEvents else { return }
        var event = TableEvent<Row.ID>(kind: .announce, rowID: state.ids[index], index: index, slot: nil, time: state.time)
        event.indexPath = indexPath(at: index)
        queue(
            .outlineAnnouncement(
                event, row: state.rows[index], rowIndex: index, parent: parent?.0, parentIndex: parent?.1,
                position: place.position + 1, count: place.count))
    }
}

/// A level of an outline being flattened: its nodes, how far through them, their depth, and the
/// collapsed row (and its depth) they wait under, if they are hidden.
struct OutlineWalkFrame<Row: Identifiable> {
    var nodes: [OutlineNode<Row>]
    var position: Int
    var depth: Int
    var owner: Row.ID?
    var ownerDepth: Int
}

/// What a verb's step looked like before it ran, so that the outline's tree can be kept whole
/// after it (``TableCore/keepOutlineWhole(recordingIn:)``), its fixes recorded in the step the
/// verb made, and the app told where the rows an undo or a redo moved went.
struct OutlineStepMark<ID: Hashable> {
    let rowsRevision: Int
    let historyCount: Int
    let lastChangeCount: Int
    let lastSerial: Int
    let role: ColumnVerbRole
    /// The rows the step an undo or a redo replays moves or takes to another depth.
    let replayed: Set<ID>

    init<Row>(_ core: TableCore<Row>, role: ColumnVerbRole) where Row.ID == ID {
        rowsRevision = core.state.rowsRevision
        historyCount = core.state.history.count
        lastChangeCount = core.state.history.last?.changes.count ?? 0
        lastSerial = core.state.history.last?.serial ?? 0
        self.role = role
        let step: TableCore<Row>.UndoStep? =
            switch role {
            case .undo: core.state.history.last
            case .redo: core.state.redoHistory.last
            default: nil
            }
        var replayed = Set<ID>()
        for entry in step?.changes ?? [] {
            switch entry {
            case .move(let id, _, _), .outline(.depth(let id, _)): replayed.insert(id)
            default: break
            }
        }
        self.replayed = replayed
    }

}

extension TableCore {
    /// Keeps the tree whole if the step `mark` began changed the rows and no row is lifted (a
    /// carry keeps it whole at its drop), and tells the app where the rows a replay moved went,
    /// parents first.
    mutating func keepOutlineWhole(after mark: OutlineStepMark<Row.ID>) {
        guard state.isOutline, !state.isLifting else { return }
        let isKnownWhole = state.outline.isKnownWhole
        if isKnownWhole { state.outline.isKnownWhole = false }
        if state.rowsRevision != mark.rowsRevision, !isKnownWhole {
            let history = state.history
            let madeStep =
                history.count != mark.historyCount || history.last?.changes.count != mark.lastChangeCount
                || history.last?.serial != mark.lastSerial
            switch mark.role {
            case .undo: keepOutlineWhole(recordingIn: .redoHistory)
            case .redo: keepOutlineWhole(recordingIn: .history)
            default: keepOutlineWhole(recordingIn: madeStep ? .history : nil)
            }
        }
        guard !mark.replayed.isEmpty else { return }
        let indexes = mark.replayed.compactMap { index(ofRowWithID: $0) }.sorted()
        for index in indexes { tellOutlineMove(ofRowAt: index, announcing: false) }
    }
}

/// Which history a fix of the outline joins the newest step of.
enum OutlineFixHistory {
    case history
    case redoHistory
}
