import Testing
@testable import GestureTable

@Suite("Outline: rows inside rows")
struct OutlineTreeTests {
    static let tree = ["Work", "  Report", "  Slides", "    Draft", "Home+", "  Groceries", "  Taxes", "Garden"]

    @Test("the rows shown are a preorder of the expanded rows; collapsed children are not rows")
    func shownRows() throws {
        let fixture = try OutlineFixture(Self.tree)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Draft 2", "Home 0", "Garden 0"])
        #expect(fixture.table.count == 6)
        #expect(fixture.tree == Self.tree)
        #expect(fixture.table.isOutline)
        #expect(try fixture.table.disclosure(ofRowAt: 0) == .expanded)
        #expect(try fixture.table.disclosure(ofRowAt: 1) == .none)
        #expect(try fixture.table.disclosure(ofRowAt: 4) == .collapsed)
        #expect(try fixture.table.parentIndex(ofRowAt: 3) == 2)
        #expect(try fixture.table.parentIndex(ofRowAt: 4) == nil)
        #expect(try fixture.table.outlinePath(ofRowAt: 3) == [0, 1, 0])
        #expect(try fixture.table.outlinePath(ofRowAt: 5) == [2])
    }

    @Test("a collapsed row inside a collapsed row keeps its own children")
    func nestedCollapsed() throws {
        let tree = ["A+", "  B+", "    C", "  D", "E"]
        let fixture = try OutlineFixture(tree)
        #expect(fixture.shown == ["A 0", "E 0"])
        #expect(fixture.tree == tree)
        try fixture.table.expandRow(at: 0)
        #expect(fixture.shown == ["A 0", "B 1", "D 1", "E 0"])
        try fixture.table.expandRow(at: 1)
        #expect(fixture.shown == ["A 0", "B 1", "C 2", "D 1", "E 0"])
        #expect(fixture.tree == ["A", "  B", "    C", "  D", "E"])
    }

    @Test("expand and collapse: events, undo steps, rows in and out, undo exact")
    func expandCollapse() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.expandRow(at: 4)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Draft 2", "Home 0", "Groceries 1", "Taxes 1", "Garden 0"])
        #expect(fixture.eventNames.contains("expand"))
        try fixture.table.collapseRow(at: 0)
        #expect(fixture.shown == ["Work 0", "Home 0", "Groceries 1", "Taxes 1", "Garden 0"])
        #expect(fixture.table.undoActionName == "Collapse")
        try fixture.table.undo()
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Draft 2", "Home 0", "Groceries 1", "Taxes 1", "Garden 0"])
        #expect(fixture.table.undoActionName == "Expand")
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        try fixture.table.redo()
        try fixture.table.redo()
        #expect(fixture.shown == ["Work 0", "Home 0", "Groceries 1", "Taxes 1", "Garden 0"])
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("expanding an expanded row or a leaf, collapsing a leaf: nothing, no step")
    func noOps() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.expandRow(at: 0)
        try fixture.table.collapseRow(at: 1)
        try fixture.table.expandRow(at: 1)
        #expect(!fixture.table.canUndo)
        #expect(fixture.events.isEmpty)
    }

    @Test("the change stream reports what is shown as .external changes")
    func changeStream() throws {
        let fixture = try OutlineFixture(Self.tree)
        var copy = fixture.table.rows
        var origins: [ChangeOrigin] = []
        fixture.table.onRowChange = { change in
            change.apply(to: &copy)
            origins.append(change.origin)
        }
        try fixture.table.expandRow(at: 4)
        try fixture.table.collapseRow(at: 0)
        #expect(copy == fixture.table.rows)
        try fixture.table.undo()
        try fixture.table.undo()
        #expect(copy == fixture.table.rows)
        #expect(origins.allSatisfy { $0 == .external })
    }

    @Test(
        "an index outside the rows throws and changes nothing",
        arguments: [Int.min, -1, 6, Int.max])
    func badIndexes(index: Int) throws {
        let fixture = try OutlineFixture(Self.tree)
        let before = fixture.tree
        #expect(throws: GestureTableError.self) { try fixture.table.expandRow(at: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.collapseRow(at: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.depth(ofRowAt: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.parentIndex(ofRowAt: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRow(at: index, intoRowAt: 0) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRow(at: 1, intoRowAt: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRowOutOfParent(at: index) }
        #expect(fixture.tree == before)
    }

    @Test("a flat table refuses the outline verbs")
    func flatTable() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.setRows([Item(title: "a"), Item(title: "b")])
        #expect(!fixture.table.isOutline)
        #expect(throws: GestureTableError.self) { try fixture.table.expandRow(at: 0) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRow(at: 1, intoRowAt: 0) }
        #expect(try fixture.table.depth(ofRowAt: 1) == 0)
        #expect(fixture.tree == ["a", "b"])
    }

    @Test("duplicate ids throw, hidden ones too, and a new row cannot take a hidden row's id")
    func duplicates() throws {
        let fixture = try OutlineFixture(Self.tree)
        #expect(throws: GestureTableError.self) { try fixture.table.setOutline(outline(["A", "  B", "B"])) }
        #expect(throws: GestureTableError.self) { try fixture.table.setOutline(outline(["A+", "  B", "C", "  B"])) }
        #expect(fixture.tree == Self.tree)
        #expect(throws: GestureTableError.self) { try fixture.table.insertRow(Item(title: "Taxes"), at: 0) }
        #expect(fixture.tree == Self.tree)
    }

    @Test("a new outline is a new history")
    func newHistory() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.collapseRow(at: 0)
        try fixture.table.setOutline(outline(["X", "  Y"]))
        #expect(!fixture.table.canUndo)
        #expect(fixture.shown == ["X 0", "Y 1"])
    }

    @Test("an outline two thousand levels deep is set and read without running out of stack")
    func deepChain() throws {
        var node = OutlineNode(Item(title: "leaf"))
        for level in 0..<2_000 { node = OutlineNode(Item(title: "n\(level)"), children: [node]) }
        let fixture = try OutlineFixture([])
        try fixture.table.setOutline([node])
        #expect(fixture.table.count == 2_001)
        #expect(try fixture.table.depth(ofRowAt: 2_000) == 2_000)
        try fixture.table.collapseRow(at: 0)
        #expect(fixture.table.count == 1)
        try fixture.table.expandRow(at: 0)
        #expect(fixture.table.count == 2_001)
    }
}

@Suite("Outline: where an outline is not")
struct OutlineElsewhereTests {
    @Test("a board's column refuses to be an outline, and stays as it was")
    func boardColumn() throws {
        let board = try GestureBoard(
            columns: [BoardColumn(title: "A", rows: [Item(title: "a")]), BoardColumn(title: "B", rows: [Item(title: "b")])],
            columnWidth: 40, gutter: 1, clock: VirtualClock())
        #expect(throws: GestureTableError.self) { try board.tables[0].setOutline(outline(["x", "  y"])) }
        #expect(board.tables[0].rows == [Item(title: "a")])
        #expect(!board.tables[0].isOutline)
    }
}

@Suite("Outline: a second change while the first still animates")
struct OutlineInterruptionTests {
    static let tree = ["Work", "  Report", "  Slides", "Home+", "  Groceries", "Garden"]

    @Test("collapse while the rows still grow in, expand while they still shrink out")
    func interruptAnimations() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.expandRow(at: 3)
        fixture.advance(50)
        try fixture.table.collapseRow(at: 3)
        fixture.advance(50)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Home 0", "Garden 0"])
        try fixture.table.collapseRow(at: 0)
        fixture.advance(50)
        try fixture.table.expandRow(at: 0)
        // Work's rows that were shrinking out are rows again, drawn once each; Home's still
        // shrink out.
        let frame = fixture.table.nextFrame(height: 20)
        #expect(frame.rows.filter { $0.index == nil }.map(\.row.title) == ["Groceries"])
        #expect(frame.rows.filter { $0.index != nil }.map(\.row.title) == ["Work", "Report", "Slides", "Home", "Garden"])
        fixture.advance(1000)
        #expect(fixture.table.nextFrame(height: 20).rows.map(\.depth) == [0, 1, 1, 0, 0])
        #expect(!fixture.table.nextFrame(height: 20).isAnimating)
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("collapsing a row whose child is swiped open, under the pointer or selected lets the child go")
    func collapseBusyChild() throws {
        let fixture = try OutlineFixture(Self.tree)
        let table = fixture.table
        table.swipeActions = { _ in (try? SwipeActions(firstLeft: SwipeAction(icon: "✓", color: .green, fraction: 0.25) { _ in })) ?? .none }
        try table.selectRow(at: 2)
        table.handle(.down(Point(x: 50, y: 1.5)))
        table.handle(.moved(Point(x: 70, y: 1.5)))
        try table.collapseRow(at: 0)
        #expect(fixture.shown == ["Work 0", "Home 0", "Garden 0"])
        #expect(table.selectedRowIndexes.isEmpty)
        table.handle(.moved(Point(x: 90, y: 1.5)))
        table.handle(.up(velocity: .zero))
        fixture.advance(1000)
        #expect(fixture.shown == ["Work 0", "Home 0", "Garden 0"])
        try table.undo()
        #expect(fixture.tree == Self.tree)
        fixture.advance(1000)
        #expect(try table.phase(ofRowAt: 1) == .rest)
    }

    @Test("a row growing in cannot be lifted until it rests; a row lifted elsewhere stays lifted while another opens")
    func liftWhileAnimating() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.expandRow(at: 3)
        #expect(throws: GestureTableError.self) { try fixture.table.liftRow(at: 4) }
        fixture.advance(1000)
        try fixture.table.liftRow(at: 5)
        try fixture.table.collapseRow(at: 3)  // ends the carry first, as a cancel
        #expect(!fixture.table.isReordering)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Home 0", "Garden 0"])
        try fixture.table.liftRow(at: 4)
        try fixture.table.expandRow(at: 3)
        #expect(fixture.table.isReordering)
        try fixture.table.dropLiftedRow()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home", "  Groceries", "Garden"])
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("deleting a collapsed row keeps its hidden rows for the undo")
    func deleteCollapsed() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.deleteRow(at: 3)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Garden 0"])
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Garden"])
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        try fixture.table.expandRow(at: 3)
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Home 0", "Groceries 1", "Garden 0"])
    }

    @Test("an empty outline, and an outline of one row")
    func smallest() throws {
        let fixture = try OutlineFixture([])
        #expect(fixture.table.count == 0)
        #expect(fixture.tree.isEmpty)
        #expect(fixture.table.isOutline)
        try fixture.table.setOutline(outline(["Only"]))
        fixture.advance(1000)
        fixture.lift("Only")
        fixture.drag(toX: 500, y: 0.5)
        #expect(fixture.table.outlineDropTarget?.depth == 0)
        fixture.release()
        #expect(fixture.tree == ["Only"])
        #expect(!fixture.table.canUndo)
    }
}

@Suite("Outline: undo at the smallest limits")
struct OutlineUndoLimitTests {
    @Test("at an undo limit of 0 and 1, opening, dropping into and moving out keep the tree and the app's copy", arguments: [0, 1])
    func smallLimits(limit: Int) throws {
        var configuration = TableConfiguration.default
        configuration.undoLimit = limit
        let fixture = try OutlineFixture(["Work", "  Report", "Home+", "  Taxes", "Shed"], configuration: configuration)
        try fixture.table.expandRow(at: 2)
        try fixture.table.moveRow(at: fixture.index("Shed"), intoRowAt: fixture.index("Work"))
        try fixture.table.moveRowOutOfParent(at: fixture.index("Report"))
        #expect(fixture.tree == ["Work", "  Shed", "Report", "Home", "  Taxes"])
        #expect(fixture.table.canUndo == (limit > 0))
        while fixture.table.canUndo { try fixture.table.undo() }
        #expect(fixture.tree == (limit == 0 ? ["Work", "  Shed", "Report", "Home", "  Taxes"] : ["Work", "  Report", "  Shed", "Home", "  Taxes"]))
        #expect(fixture.modelTree == fixture.tree)
    }
}
