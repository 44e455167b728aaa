// The verbs of an outline at rest: open and close a row, move a row into another or out of its
// parent.

extension TableCore {
    /// Throws unless the table is an outline.
    func checkOutline() throws(GestureTableError) {
        guard state.isOutline else {
            throw GestureTableError(.invalidState, "the table is not an outline: give it one with setOutline")
        }
    }

    mutating func applyExpandRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try checkOutline()
        let id = state.ids[index]
        guard state.outline.isCollapsed(id) else { return }
        showRows(underRowAt: index)
        emit(.expand, id: id, index: index)
        noteOutline(.expanded(id))
    }

    mutating func applyCollapseRow(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try checkOutline()
        guard disclosure(ofRowAt: index) == .expanded else { return }
        let id = state.ids[index]
        // A carry ends first, as a cancel: its row may rest among the rows hidden.
        if state.isLifting { cancelLiftUnderChange() }
        guard let index = self.index(ofRowWithID: id), disclosure(ofRowAt: index) == .expanded else { return }
        hideRows(underRowAt: index)
        emit(.collapse, id: id, index: index)
        noteOutline(.collapsed(id))
    }

    /// Refuses an outline move while a row is lifted: the carry owns the rows' places.
    private func checkNotCarrying() throws(GestureTableError) {
        if state.isLifting {
            throw GestureTableError(.invalidState, "a row is lifted: drop it or cancel the lift before moving rows of the outline")
        }
    }

    mutating func applyMoveRow(at index: Int, intoRowAt parent: Int) throws(GestureTableError) {
        try checkIndex(index)
        try checkIndex(parent)
        try checkOutline()
        try checkNotCarrying()
        let end = subtreeEnd(ofRowAt: index)
        guard parent < index || parent >= end else {
            throw GestureTableError(.invalidState, "row \(parent) is the row \(index) or under it: a row cannot go into itself")
        }
        let id = state.ids[index]
        let parentID = state.ids[parent]
        guard answers.dropAllowed else {
            emit(.dropRefused, id: id, index: index)
            return
        }
        openOneStep()
        nameNextStep("Move")
        if state.outline.isCollapsed(parentID) {
            showRows(underRowAt: parent)
            emit(.expand, id: parentID, index: parent)
            noteOutline(.expanded(parentID))
        }
        guard let from = self.index(ofRowWithID: id), let into = self.index(ofRowWithID: parentID) else {
            closeOneStep()
            nameNextStep(nil)
            return
        }
        let count = subtreeEnd(ofRowAt: from) - from
        // After the parent's last row, not counting the moved rows.
        let parentDepth = depth(ofRowAt: into)
        var before = into + 1
        while before < state.ids.count, (from..<(from + count)).contains(before) || depth(ofRowAt: before) > parentDepth { before += 1 }
        let isInPlace = before == from + count && depth(ofRowAt: from) == parentDepth + 1
        if !isInPlace {
            moveSubtree(at: from, before: before == from + count ? from : before, depth: parentDepth + 1, count: count)
        }
        closeOneStep()
        nameNextStep(nil)
        if !isInPlace, let final = self.index(ofRowWithID: id) { tellOutlineMove(ofRowAt: final) }
    }

    mutating func applyMoveRowOutOfParent(at index: Int) throws(GestureTableError) {
        try checkIndex(index)
        try checkOutline()
        try checkNotCarrying()
        guard let parent = parentIndex(ofRowAt: index) else {
            throw GestureTableError(.invalidState, "row \(index) is at the top level: it has no parent to move out of")
        }
        let id = state.ids[index]
        guard answers.dropAllowed else {
            emit(.dropRefused, id: id, index: index)
            return
        }
        let parentEnd = subtreeEnd(ofRowAt: parent)
        openOneStep()
        nameNextStep("Move")
        moveSubtree(at: index, before: parentEnd, depth: depth(ofRowAt: parent))
        closeOneStep()
        nameNextStep(nil)
        if let final = self.index(ofRowWithID: id) { tellOutlineMove(ofRowAt: final) }
    }
}
