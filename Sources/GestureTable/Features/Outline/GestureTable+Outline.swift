// Outlines as the table's methods: rows inside rows, opened and closed, carried into a row.

extension GestureTable {
    /// Makes the table an outline: the rows of `nodes` and their children, shown under them
    /// while they are expanded. The table's ``rows`` are then the rows shown, in order (a row,
    /// then the rows shown under it), and every index of every verb is an index of them; the
    /// rows under a collapsed row wait under it until it opens.
    ///
    /// The shown rows change as ``setRows(_:animation:registersUndo:)`` changes them (a diff by id). A new tree
    /// starts a new history: the steps before it cannot be undone. ``setRows(_:animation:registersUndo:)``
    /// makes the table flat again.
    ///
    /// - Throws: ``GestureTableError/Code/duplicateRowID`` when two rows of the tree, shown or
    ///   not, have the same id; nothing changes.
    public func setOutline(_ nodes: [OutlineNode<Row>]) throws(GestureTableError) {
        try run(Verb.SetOutline(nodes: nodes))
    }

    /// The whole tree, the rows under collapsed rows included, as ``setOutline(_:)`` takes it.
    /// A flat table's rows, each without children.
    ///
    /// - Complexity: O(*n*) in every row of the tree.
    public var outline: [OutlineNode<Row>] {
        readingInPlace { $0.outlineNodes() }
    }

    /// Whether the table is an outline (``setOutline(_:)``).
    public var isOutline: Bool { core.state.isOutline }

    /// The depth of the row at `index`: 0 at the top level, 1 for a child of a top-level row.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func depth(ofRowAt index: Int) throws(GestureTableError) -> Int {
        try checkIndex(index)
        return readingInPlace { $0.depth(ofRowAt: index) }
    }

    /// The index of the parent of the row at `index` (a parent is always shown above its
    /// shown children); `nil` at the top level.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func parentIndex(ofRowAt index: Int) throws(GestureTableError) -> Int? {
        try checkIndex(index)
        return readingInPlace { $0.parentIndex(ofRowAt: index) }
    }

    /// The row's place in the tree as an index path: its position among the top-level rows,
    /// then among its parent's children, down to it (`[1, 0]`: the first child of the second
    /// top-level row), counting the rows shown.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func outlinePath(ofRowAt index: Int) throws(GestureTableError) -> [Int] {
        try checkIndex(index)
        return readingInPlace { core in
            var path: [Int] = []
            var row: Int? = index
            while let current = row {
                let place = core.childPosition(ofRowAt: current)
                path.append(place.position)
                row = place.parent
            }
            return path.reversed()
        }
    }

    /// Whether the row at `index` has children, and whether they are shown.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func disclosure(ofRowAt index: Int) throws(GestureTableError) -> OutlineDisclosure {
        try checkIndex(index)
        return readingInPlace { $0.disclosure(ofRowAt: index) }
    }

    /// Shows the children of the collapsed row at `index` under it, growing in: an undo step
    /// (`Expand`) and an ``TableEventName/expand`` event. Nothing for a row whose children are
    /// shown or that has none. The change streams report the rows shown as `.external`
    /// insertions: what is shown changed, not the app's data.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the table is not an outline.
    public func expandRow(at index: Int) throws(GestureTableError) {
        try run(Verb.ExpandRow(index: index))
    }

    /// Hides the children of the row at `index`: they are no longer rows of the table until it
    /// opens again. An undo step (`Collapse`) and a ``TableEventName/collapse`` event; nothing
    /// for a row with no children shown. A row lifted among them goes home first.
    ///
    /// Expanding and collapsing are undo steps so that undo stays exact: the indexes the other
    /// steps name are of the rows shown.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the table is not an outline.
    public func collapseRow(at index: Int) throws(GestureTableError) {
        try run(Verb.CollapseRow(index: index))
    }

    /// Moves the row at `index`, with the rows under it, into the row at `parent` as its last
    /// child, opening `parent` if it is collapsed: one undo step, ``didMoveRowToParent`` and an
    /// announcement (`“A” moved into Work, 2 of 3`). What assistive technology's
    /// `Move into “X”` does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the table is not an outline, a row is
    ///   lifted, or `parent` is the row or under it.
    public func moveRow(at index: Int, intoRowAt parent: Int) throws(GestureTableError) {
        try run(Verb.MoveRowIntoRow(index: index, parent: parent))
    }

    /// Moves the row at `index`, with the rows under it, out of its parent: it becomes the
    /// parent's next sibling. One undo step; what assistive technology's `Move out of “X”` does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the table is not an outline, a row is
    ///   lifted, or the row is at the top level.
    public func moveRowOutOfParent(at index: Int) throws(GestureTableError) {
        try run(Verb.MoveRowOutOfParent(index: index))
    }

    /// Takes the lifted row of an outline one level deeper where it is, into the row above it
    /// at its level (the → key): it will drop as that row's last child there. As deep as the
    /// row above allows.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted or the table is
    ///   not an outline.
    public func moveLiftedRowIntoRowAbove() throws(GestureTableError) {
        try run(Verb.MoveLiftedRowIntoRowAbove())
    }

    /// Takes the lifted row of an outline out to its parent's level (the ← key), moving it
    /// below its parent's other children when they would otherwise become its own.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted or the table is
    ///   not an outline.
    public func moveLiftedRowOutOfParent() throws(GestureTableError) {
        try run(Verb.MoveLiftedRowOutOfParent())
    }

    /// Where the lifted row of an outline would land if dropped now: into a row (its index), or
    /// between rows at a depth. `nil` when no row of an outline is lifted.
    public var outlineDropTarget: (intoRowAt: Int?, depth: Int)? {
        readingInPlace { core in
            guard core.state.isOutline, let carry = core.state.outline.carry else { return nil }
            if let into = carry.into, let index = core.index(ofRowWithID: into) {
                return (index, core.depth(ofRowAt: index) + 1)
            }
            return (nil, carry.depth)
        }
    }

    /// The outline-aware key policy: in an outline, → on a collapsed row (at `index`) expands
    /// it and ← on an expanded one collapses it, and while a row is lifted → and ← move it into
    /// the row above and out of its parent; every other key, and these elsewhere, as
    /// ``TableKeyCommand/init(_:rowsPerPage:isEditing:)`` says.
    public func keyCommand(for key: TableKey, at index: Int?, rowsPerPage: Int) -> TableKeyCommand {
        let plain = TableKeyCommand(key, rowsPerPage: rowsPerPage, isEditing: isEditing)
        guard isOutline, key == .left || key == .right else { return plain }
        if core.state.isLifting { return key == .right ? .moveIntoRowAbove : .moveOutOfParent }
        guard let index, index >= 0, index < core.state.rows.count else { return plain }
        switch (key, readingInPlace { $0.disclosure(ofRowAt: index) }) {
        case (.right, .collapsed): return .expand
        case (.left, .expanded): return .collapse
        default: return plain
        }
    }
}

extension GestureTable {
    // MARK: - Asking the app

    /// Asks ``canDropRow`` about the parent an outline verb would give the row at `index`.
    func askWhetherDropAllowed(rowAt index: Int, into question: OutlineParentQuestion) {
        guard let canDropRow, core.state.isOutline, index >= 0, index < core.state.rows.count else { return }
        let parent: Int?
        switch question {
        case .row(let at):
            guard at >= 0, at < core.state.rows.count else { return }
            parent = at
        case .parentOfParent:
            guard let first = readingInPlace({ $0.parentIndex(ofRowAt: index) }) else { return }
            parent = readingInPlace { $0.parentIndex(ofRowAt: first) }
        }
        let row = core.state.rows[index]
        let parentRow = parent.map { core.state.rows[$0] }
        let allowed = askingApp { canDropRow(row, parentRow) }
        core.answers.dropAllowed = allowed
        answerCounts.hasStepAnswers = true
    }

    /// Asks ``canDropRow`` about the parent the carried row would have now, once per parent
    /// per carry.
    @inline(never)
    func answerOutlineDropQuestion() {
        guard let canDropRow else { return }
        while let question = readingInPlace({ core in core.outlineParts?.dropQuestion(core) }) {
            let allowed = askingApp { canDropRow(question.row, question.parent) }
            core.answerOutlineDrop(allowed, for: question.key)
            guard core.state.isLifting else { return }
        }
    }
}
