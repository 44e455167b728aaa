import GestureTable

/// Outlines in scripts: rows declared `under` others, `expand`, `collapse`, `move-into`,
/// `move-out`, and the expectations `depth`, `parent` and `expanded`.
extension ScriptPlayback {
    /// The deepest a row may be declared: a script's outline nests at most this many levels
    /// below the top, so that building and dropping the tree stays shallow however long the
    /// script (a line a level would otherwise nest hundreds of thousands deep).
    static let deepestOutlineLevel = 100

    // MARK: - Declaring

    /// `row "T" under "P"`: `row` as the last child of the row titled P that is the row
    /// declared just before or one of its parents, the nearest such.
    ///
    /// Rows are declared in the order the outline shows them, as an outline is written down:
    /// a row's children right after it. So each row is appended, ``declaredRows`` is already in
    /// the outline's order (an index before the table is built, `pin I` or `action … only I`,
    /// means what it will mean after), and a declaration costs at most the outline's depth
    /// however long the script.
    func appendChild(_ row: ScriptRow, under parent: Located<String>) throws(PlaybackStop) {
        guard declaredSections.isEmpty else {
            throw error("a script declares an outline ('row … under') or sections, not both", at: parent.location)
        }
        guard declaredColumns.isEmpty else {
            throw error("a board's columns hold flat lists: 'under' cannot be used with 'column'", at: parent.location)
        }
        // The row above and its parents, nearest first: at most the deepest level's steps.
        guard let level = declaredPath.lastIndex(where: { declaredRows[$0].title == parent.value }) else {
            let isElsewhere = declaredRows.contains { $0.title == parent.value }
            throw error(
                isElsewhere
                    ? "the row titled \(Self.quoted(parent.value)) is not the row above nor one of its parents; "
                        + "declare a row's children right after it, in the order the outline shows them"
                    : "no row titled \(Self.quoted(parent.value)) is declared before this one; "
                        + "'under' names a row declared above it",
                at: parent.location)
        }
        let parentID = declaredRows[declaredPath[level]].id
        let depth = level + 1
        guard depth <= Self.deepestOutlineLevel else {
            throw error(
                "the outline is too deep: rows nest at most \(Self.deepestOutlineLevel) levels below the top",
                at: parent.location)
        }
        declaredPath.removeSubrange((level + 1)...)
        declaredPath.append(declaredRows.count)
        declaredRows.append(row)
        declaredParents[row.id] = parentID
        declaredDepths[row.id] = depth
    }

    /// The declared rows as the outline's nodes, every one expanded (a row declared with
    /// children starts expanded).
    ///
    /// - Complexity: O(*n*): one pass over the rows, which are in the order the outline shows.
    func declaredOutline() -> [OutlineNode<ScriptRow>] {
        // The nodes being filled, from the top level down to the row last seen: a row at depth
        // d closes the nodes deeper than d - 1, each becoming the last child of the one above.
        var roots: [OutlineNode<ScriptRow>] = []
        var open: [OutlineNode<ScriptRow>] = []
        func close(downTo depth: Int) {
            while open.count > depth, let node = open.popLast() {
                if open.isEmpty { roots.append(node) } else { open[open.count - 1].children.append(node) }
            }
        }
        for row in declaredRows {
            let depth = declaredDepths[row.id] ?? 0
            close(downTo: depth)
            open.append(OutlineNode(row))
        }
        close(downTo: 0)
        return roots
    }

    // MARK: - Inputs

    /// `expand I` or `collapse I`: row I shows or hides its children.
    func setExpanded(_ isExpanded: Bool, _ index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let name = isExpanded ? "expand" : "collapse"
        guard table.isOutline else {
            throw error(
                "'\(name)' needs an outline: declare rows with 'row \"T\" under \"P\"'", at: location)
        }
        try send(at: location, prefix: "cannot \(name) row \(row): ") { (table) throws(GestureTableError) in
            if isExpanded { try table.expandRow(at: row) } else { try table.collapseRow(at: row) }
        }
    }

    /// `move-into` or `move-out`: what → or ← does to the row the keys lifted in an outline.
    func moveLiftedRow(into: Bool, at location: SourceLocation) throws(PlaybackStop) {
        let name = into ? "move-into" : "move-out"
        guard table.isOutline else {
            throw error("'\(name)' needs an outline: declare rows with 'row \"T\" under \"P\"'", at: location)
        }
        guard pointer == nil, table.liftedRowIndex != nil else {
            let reason = pointer != nil
                ? "the pointer holds the lifted row: move it with 'move I'"
                : "no row is lifted: lift one with 'lift I'"
            throw error("'\(name)' needs a row lifted by 'lift I'; \(reason)", at: location)
        }
        try send(at: location, prefix: "cannot \(name): ") { (table) throws(GestureTableError) in
            if into { try table.moveLiftedRowIntoRowAbove() } else { try table.moveLiftedRowOutOfParent() }
        }
    }

    // MARK: - Expectations

    /// `expect depth I N`: how deep row I is nested.
    func expectDepth(_ expected: Int, of index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let actual: Int
        do {
            actual = try table.depth(ofRowAt: row)
        } catch {
            throw self.error(error, at: index.location)
        }
        guard actual != expected else { return }
        throw failure(expected: "depth \(row) \(expected)", actual: "depth \(row) \(actual)", at: location)
    }

    /// `expect parent I "P"|none`: the title of row I's parent.
    func expectParent(_ expected: String?, of index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let parent: Int?
        do {
            parent = try table.parentIndex(ofRowAt: row)
        } catch {
            throw self.error(error, at: index.location)
        }
        let rows = table.rows
        let actual = parent.flatMap { $0 >= 0 && $0 < rows.count ? rows[$0].title : nil }
        guard actual != expected else { return }
        func describe(_ title: String?) -> String { "parent \(row) \(title.map(Self.quoted) ?? "none")" }
        throw failure(expected: describe(expected), actual: describe(actual), at: location)
    }

    /// `expect expanded I yes|no`: whether row I shows its children; a row without children
    /// does not.
    func expectExpanded(_ expected: Bool, of index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let disclosure: OutlineDisclosure
        do {
            disclosure = try table.disclosure(ofRowAt: row)
        } catch {
            throw self.error(error, at: index.location)
        }
        let actual = disclosure == .expanded
        guard actual != expected else { return }
        let reason = disclosure == .none ? " (it has no children)" : ""
        throw failure(
            expected: "expanded \(row) \(expected ? "yes" : "no")",
            actual: "expanded \(row) \(actual ? "yes" : "no")\(reason)", at: location)
    }
}

extension ScriptPlayback {
    /// `move I into`: drags the lifted row of an outline over the middle half of row I, short
    /// of its middle (where it would pass row I and take its place): a drop there goes into
    /// row I, as its last child. `location` is where `into` is.
    func moveLiftedRow(into target: Located<ScriptTarget>, at location: SourceLocation) throws(PlaybackStop) {
        guard case .row(let row) = target.value else {
            throw error("'move line L' takes no 'into': name the row to drop into, 'move I into'", at: location)
        }
        guard table.isOutline else {
            throw error("'move I into' needs an outline: declare rows with 'row \"T\" under \"P\"'", at: location)
        }
        try requireLiftedRow("move", at: location)
        guard let current = pointer, let lifted = table.liftedRowIndex else { return }
        let destination = try checkedIndex(Located(row, at: target.location))
        guard destination != lifted else {
            throw error("row \(destination) is the lifted row: a row cannot go into itself", at: target.location)
        }
        let grab = current.y - (table.liftedRowY ?? current.y)
        // The lifted row's middle over row I's middle half, an eighth short of its middle on
        // the side it comes from.
        movePointer(to: Point(x: current.x, y: pointerY(over: destination, at: destination < lifted ? 5 / 8 : 3 / 8, grab: grab)))
    }

    /// Where a pointer holding the lifted row `grab` below its top is when the lifted row's
    /// middle is `fraction` of the way down row `destination` as it rests; just outside the
    /// viewport when that is above or below it.
    func pointerY(over destination: Int, at fraction: Double, grab: Double) -> Double {
        let height = (try? table.height(ofRowAt: destination)) ?? table.configuration.rowHeight
        let liftedHeight = table.liftedRowIndex.flatMap { try? table.height(ofRowAt: $0) } ?? table.configuration.rowHeight
        let y = table.restingYOfRow(at: destination) + height * fraction - liftedHeight / 2 + grab
        return min(max(y, -0.5), table.viewportHeight + 0.5)
    }
}
