import Testing
@testable import GestureTable

@Suite("Outline: carrying a row into another")
struct OutlineCarryTests {
    static let tree = ["Work", "  Report", "  Slides", "Home+", "  Groceries", "Garden", "Shed"]
    // Shown: Work 0, Report 1, Slides 1, Home 0 (collapsed), Garden 0, Shed 0; rows 1 tall.

    @Test("over the middle half of a row the carried row drops into it, as its last child")
    func dropInto() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Shed")  // row 5, y 5.5
        // Up over Garden (row 4, 4...5): its middle half is 4.25...4.75.
        fixture.drag(toX: 50, y: 4.5)
        #expect(fixture.table.outlineDropTarget?.intoRowAt == fixture.index("Garden"))
        #expect(fixture.table.nextFrame(height: 20).dropTarget == fixture.index("Garden"))
        fixture.release()
        #expect(fixture.shown == ["Work 0", "Report 1", "Slides 1", "Home 0", "Garden 0", "Shed 1"])
        #expect(fixture.moves.map { "\($0.0) \($0.1 ?? "-") \($0.2)" } == ["Shed Garden 0"])
        #expect(fixture.announcements.last == "“Shed” moved into Garden, 1 of 1")
        #expect(fixture.modelTree == fixture.tree)
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        #expect(fixture.modelTree == Self.tree)
        try fixture.table.redo()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home+", "  Groceries", "Garden", "  Shed"])
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test(
        "the top quarter of a row is above it, the bottom quarter below it",
        arguments: [(4.1, ["Work 0", "Report 1", "Slides 1", "Home 0", "Shed 0", "Garden 0"]), (4.9, ["Work 0", "Report 1", "Slides 1", "Home 0", "Garden 0", "Shed 0"])])
    func quarters(y: Double, expected: [String]) throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Shed")
        fixture.drag(toX: 50, y: y)
        #expect(fixture.table.outlineDropTarget?.intoRowAt == nil)
        fixture.release()
        #expect(fixture.shown == expected)
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("a collapsed row opens when the carried row rests over it for springLoadDelay, and takes it in")
    func springLoad() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Shed")
        fixture.drag(toX: 50, y: 5.0)
        fixture.drag(toX: 50, y: 3.5)  // Home's middle (row 3)
        #expect(fixture.table.outlineDropTarget?.intoRowAt == fixture.index("Home"))
        #expect(try fixture.table.disclosure(ofRowAt: fixture.index("Home")) == .collapsed)
        fixture.advance(300)
        #expect(try fixture.table.disclosure(ofRowAt: fixture.index("Home")) == .collapsed)
        fixture.advance(300)
        #expect(try fixture.table.disclosure(ofRowAt: fixture.index("Home")) == .expanded)
        #expect(fixture.eventNames.contains("expand"))
        fixture.release()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home", "  Groceries", "  Shed", "Garden"])
        #expect(fixture.modelTree == fixture.tree)
        // The drop is one step, the opening another.
        try fixture.table.undo()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home", "  Groceries", "Garden", "Shed"])
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        #expect(fixture.modelTree == Self.tree)
    }

    @Test("a drop into a collapsed row opens it")
    func dropIntoCollapsed() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Shed")
        fixture.drag(toX: 50, y: 5.0)
        fixture.drag(toX: 50, y: 3.5)
        fixture.release()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home", "  Groceries", "  Shed", "Garden"])
        #expect(fixture.modelTree == fixture.tree)
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        #expect(!fixture.table.canUndo)
    }

    @Test("between rows the pointer's x picks the depth, as deep as the row above allows")
    func depthByX() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Garden")  // row 4, under collapsed Home
        fixture.drag(toX: 50 + 16, y: 4.5)
        // Home is collapsed: Garden cannot go under it between rows.
        #expect(fixture.table.outlineDropTarget?.depth == 0)
        fixture.drag(toX: 50, y: 3.9)
        fixture.drag(toX: 50, y: 3.0)  // between Slides and Home, Home below
        fixture.drag(toX: 50 + 16, y: 3.0)
        #expect(fixture.table.outlineDropTarget?.intoRowAt == nil)
        #expect(fixture.table.outlineDropTarget?.depth == 1)
        fixture.drag(toX: 50 + 160, y: 3.0)
        #expect(fixture.table.outlineDropTarget?.depth == 2)
        #expect(fixture.table.nextFrame(height: 20).rows.first { $0.isLifted }?.depth == 2)
        fixture.release()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "    Garden", "Home+", "  Groceries", "Shed"])
        #expect(fixture.moves.map { "\($0.0) \($0.1 ?? "-") \($0.2)" } == ["Garden Slides 0"])
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("lifting a parent carries its children; it never drops into its own subtree")
    func parentCarriesChildren() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Work")
        #expect(fixture.table.liftedGroupRowIDs == ["Work", "Report", "Slides"])
        // Down over its own children: none is a target.
        for y in stride(from: 0.6, through: 2.9, by: 0.3) {
            fixture.drag(toX: 50, y: y)
            #expect(fixture.table.outlineDropTarget?.intoRowAt == nil)
        }
        // On into Garden's middle (row 4 before the lift).
        fixture.drag(toX: 50, y: 3.5)
        fixture.drag(toX: 50, y: 4.5)
        let target = fixture.table.outlineDropTarget?.intoRowAt
        #expect(target.map { fixture.table.rows[$0].title } == "Garden")
        let frame = fixture.table.nextFrame(height: 20)
        #expect(frame.rows.filter(\.isCarried).map { $0.depth } == [2, 2])
        fixture.release()
        #expect(fixture.tree == ["Home+", "  Groceries", "Garden", "  Work", "    Report", "    Slides", "Shed"])
        #expect(fixture.modelTree == fixture.tree)
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        #expect(fixture.modelTree == Self.tree)
    }

    @Test("canDropRow refuses a parent: drop-refused, and the row goes home")
    func refused() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.refusedParents = ["Garden"]
        fixture.lift("Shed")
        fixture.drag(toX: 50, y: 4.5)
        fixture.release()
        #expect(fixture.eventNames.contains("drop-refused"))
        #expect(fixture.eventNames.last == "cancel")
        #expect(fixture.tree == Self.tree)
        #expect(!fixture.table.canUndo)
    }

    @Test("a cancel puts everything back; a drop where it was lifted is no step")
    func cancelAndNoMove() throws {
        let fixture = try OutlineFixture(Self.tree)
        fixture.lift("Work")
        fixture.drag(toX: 50, y: 4.5)
        try fixture.table.cancelLift()
        #expect(fixture.tree == Self.tree)
        fixture.lift("Report")
        fixture.release()
        #expect(fixture.tree == Self.tree)
        #expect(!fixture.table.canUndo)
        #expect(fixture.moves.isEmpty)
    }

    @Test("the keys: → into the row above, ← out of the parent, ↑ ↓ between, Enter drops")
    func keys() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.liftRow(at: fixture.index("Shed"))
        try fixture.table.moveLiftedRowIntoRowAbove()
        #expect(fixture.table.outlineDropTarget?.depth == 1)
        try fixture.table.moveLiftedRowIntoRowAbove()
        #expect(fixture.table.outlineDropTarget?.depth == 1)  // Garden has no children to go deeper
        try fixture.table.dropLiftedRow()
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home+", "  Groceries", "Garden", "  Shed"])
        #expect(fixture.announcements.last == "“Shed” moved into Garden, 1 of 1")
        // Report out of Work, past Slides.
        try fixture.table.liftRow(at: fixture.index("Report"))
        try fixture.table.moveLiftedRowOutOfParent()
        try fixture.table.dropLiftedRow()
        #expect(fixture.tree == ["Work", "  Slides", "Report", "Home+", "  Groceries", "Garden", "  Shed"])
        #expect(fixture.modelTree == fixture.tree)
        #expect(throws: GestureTableError.self) { try fixture.table.moveLiftedRowIntoRowAbove() }
        #expect(throws: GestureTableError.self) { try fixture.table.moveLiftedRowOutOfParent() }
    }

    @Test("the key policy: → opens, ← closes at rest; while lifted they move in and out")
    func keyPolicy() throws {
        let fixture = try OutlineFixture(Self.tree)
        let table = fixture.table
        #expect(table.keyCommand(for: .right, at: 3, rowsPerPage: 5) == .expand)
        #expect(table.keyCommand(for: .left, at: 0, rowsPerPage: 5) == .collapse)
        #expect(table.keyCommand(for: .left, at: 1, rowsPerPage: 5) == .step(uncovering: .right))
        #expect(table.keyCommand(for: .right, at: nil, rowsPerPage: 5) == .step(uncovering: .left))
        #expect(table.keyCommand(for: .right, at: Int.max, rowsPerPage: 5) == .step(uncovering: .left))
        #expect(table.keyCommand(for: .down, at: 0, rowsPerPage: 5) == .move(.by(1)))
        try table.liftRow(at: 1)
        #expect(table.keyCommand(for: .right, at: 1, rowsPerPage: 5) == .moveIntoRowAbove)
        #expect(table.keyCommand(for: .left, at: 1, rowsPerPage: 5) == .moveOutOfParent)
    }

    @Test("NaN, infinite and huge pointer positions and indent widths pick a depth the neighbours allow")
    func hostilePositions() throws {
        for width in [Double.nan, .infinity, -1, 0, 1e308] {
            var configuration = TableConfiguration.default
            configuration.indentWidth = width
            #expect(configuration.indentWidth.isFinite && configuration.indentWidth > 0)
            let fixture = try OutlineFixture(Self.tree, configuration: configuration)
            fixture.lift("Shed")
            for x in [Double.nan, .infinity, -.infinity, 1e308, -1e308, 0] {
                fixture.drag(toX: x, y: 5.5)
                let depth = fixture.table.outlineDropTarget?.depth ?? -1
                #expect(depth >= 0 && depth <= 1)
            }
            fixture.release()
            #expect(Set(fixture.tree.map { $0.trimmingPrefix(" ") }).count == Self.tree.count)
            #expect(fixture.modelTree == fixture.tree)
        }
    }

    @Test("moveRow(at:intoRowAt:) and moveRowOutOfParent(at:): one step each, exact undo")
    func verbsAtRest() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.moveRow(at: fixture.index("Work"), intoRowAt: fixture.index("Home"))
        #expect(fixture.tree == ["Home", "  Groceries", "  Work", "    Report", "    Slides", "Garden", "Shed"])
        #expect(fixture.announcements.last == "“Work” moved into Home, 2 of 2")
        try fixture.table.moveRowOutOfParent(at: fixture.index("Report"))
        #expect(fixture.tree == ["Home", "  Groceries", "  Work", "    Slides", "  Report", "Garden", "Shed"])
        #expect(fixture.modelTree == fixture.tree)
        #expect(throws: GestureTableError.self) { try fixture.table.moveRow(at: fixture.index("Home"), intoRowAt: fixture.index("Slides")) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRow(at: 0, intoRowAt: 0) }
        #expect(throws: GestureTableError.self) { try fixture.table.moveRowOutOfParent(at: 0) }
        try fixture.table.undo()
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        #expect(fixture.modelTree == Self.tree)
        fixture.refusedParents = [""]
        try fixture.table.moveRowOutOfParent(at: fixture.index("Report"))
        #expect(fixture.eventNames.last == "drop-refused")
        #expect(fixture.tree == Self.tree)
    }

    @Test("accessibility: Expand, Collapse, Move into “X”, Move out of “X”")
    func accessibility() throws {
        let fixture = try OutlineFixture(Self.tree)
        let table = fixture.table
        #expect(try table.accessibilityActions(ofRowAt: 0).contains("Collapse"))
        #expect(try table.accessibilityActions(ofRowAt: 3).contains("Expand"))
        #expect(try table.accessibilityActions(ofRowAt: 2).contains("Move into “Report”"))
        #expect(try table.accessibilityActions(ofRowAt: 2).contains("Move out of “Work”"))
        #expect(try !table.accessibilityActions(ofRowAt: 1).contains { $0.hasPrefix("Move into") })
        try table.performAccessibilityAction(named: "Move into “Garden”", ofRowAt: fixture.index("Shed"))
        #expect(fixture.tree == ["Work", "  Report", "  Slides", "Home+", "  Groceries", "Garden", "  Shed"])
        #expect(fixture.announcements.last == "“Shed” moved into Garden, 1 of 1")
        try table.performAccessibilityAction(named: "Expand", ofRowAt: fixture.index("Home"))
        #expect(fixture.announcements.last == "Expanded “Home”")
        fixture.refusedParents = ["Report"]
        #expect(try !table.accessibilityActions(ofRowAt: fixture.index("Slides")).contains("Move into “Report”"))
        #expect(fixture.modelTree == fixture.tree)
    }

    @Test("a flat change that leaves rows under the wrong row is mended in its step, and undone with it")
    func flatChangesMended() throws {
        let fixture = try OutlineFixture(Self.tree)
        try fixture.table.deleteRow(at: fixture.index("Work"))
        #expect(fixture.shown == ["Report 0", "Slides 0", "Home 0", "Garden 0", "Shed 0"])
        // The app, which deleted Work itself, hears where its children went.
        #expect(fixture.moves.map { "\($0.0) \($0.1 ?? "-") \($0.2)" } == ["Report - 0", "Slides - 1"])
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        try fixture.table.redo()
        #expect(fixture.shown == ["Report 0", "Slides 0", "Home 0", "Garden 0", "Shed 0"])
        try fixture.table.undo()
        // A flat move of a child to the top keeps it at the top level.
        try fixture.table.moveRow(at: fixture.index("Slides"), to: 0)
        #expect(fixture.shown == ["Slides 0", "Work 0", "Report 1", "Home 0", "Garden 0", "Shed 0"])
        try fixture.table.undo()
        #expect(fixture.tree == Self.tree)
        // An inserted row takes the depth of the row it goes before.
        try fixture.table.insertRow(Item(title: "Memo"), at: fixture.index("Slides"))
        #expect(fixture.shown == ["Work 0", "Report 1", "Memo 1", "Slides 1", "Home 0", "Garden 0", "Shed 0"])
    }
}

@Suite("Outline: a carry across a row that opens under it")
struct OutlineSpringCancelTests {
    @Test("a cancel after a collapsed row opened under the carried row puts it back below that row's children")
    func cancelAfterSpringLoad() throws {
        let fixture = try OutlineFixture(["Work+", "  A", "  B", "C"])
        fixture.lift("C")  // row 1
        fixture.drag(toX: 50, y: 1.2)
        fixture.drag(toX: 50, y: 0.5)  // Work's middle
        fixture.advance(600)
        #expect(fixture.shown.first == "Work 0")
        fixture.drag(toX: 50, y: 1.2)
        fixture.table.handle(.cancelled)
        fixture.advance(500)
        #expect(fixture.tree == ["Work", "  A", "  B", "C"])
        #expect(fixture.modelTree == fixture.tree)
    }
}

extension OutlineSpringCancelTests {
    @Test("a row carried above a collapsed row that opens under it still rests after that row's children")
    func cancelAfterSpringLoadFromAbove() throws {
        let fixture = try OutlineFixture(["Work+", "  A", "  B", "C"])
        fixture.lift("C")  // row 1, grabbed at 0.5
        fixture.drag(toX: 50, y: -0.4)  // above Work
        fixture.drag(toX: 50, y: 1.3)  // Work's upper middle, below the carried row
        #expect(fixture.table.outlineDropTarget?.intoRowAt == fixture.index("Work"))
        fixture.advance(600)
        #expect(try fixture.table.disclosure(ofRowAt: fixture.index("Work")) == .expanded)
        fixture.table.handle(.cancelled)
        fixture.advance(500)
        #expect(fixture.tree == ["Work", "  A", "  B", "C"])
        #expect(fixture.modelTree == fixture.tree)
    }
}
