import GestureTable
import Testing
@testable import GestureTableTerminal

/// A 20-column outline: Work (Report, Budget) expanded, Home (Taxes) collapsed, Errands.
@MainActor
func makeOutlineTable() throws -> (GestureTable<Item>, VirtualClock) {
    let (table, clock) = makeRendererTable(count: 0)
    try table.setOutline([
        OutlineNode(Item(id: 0, title: "Work"), children: [
            OutlineNode(Item(id: 1, title: "Report")), OutlineNode(Item(id: 2, title: "Budget")),
        ]),
        OutlineNode(Item(id: 3, title: "Home"), isExpanded: false, children: [OutlineNode(Item(id: 4, title: "Taxes"))]),
        OutlineNode(Item(id: 5, title: "Errands")),
    ])
    table.viewportHeight = 5
    // The rows the outline brings in grow in first.
    clock.advance(by: .seconds(1))
    table.tick()
    return (table, clock)
}

/// Golden frames of outlines: indented two columns a level, `▾` before an expanded row's
/// title, `▸` before a collapsed one's, the row a carried row would drop into in reverse video;
/// a flat table as before.
@Suite("Outline renderer")
@MainActor
struct OutlineRendererTests {
    @Test("rows are indented by depth, with ▾ on an expanded row and ▸ on a collapsed one")
    func indentedWithMarks() throws {
        let (table, _) = try makeOutlineTable()
        #expect(plainFrame(table, height: 5) == """
              ▾ Work
                  Report
                  Budget
              ▸ Home
                Errands
            """)
    }

    @Test("the selection marker and the disclosure mark both show, in their own columns")
    func selected() throws {
        let (table, _) = try makeOutlineTable()
        #expect(plainFrame(table, height: 5, selected: 3) == """
              ▾ Work
                  Report
                  Budget
            ▸ ▸ Home
                Errands
            """)
    }

    @Test("an expanded row shows its children indented; collapsing hides them again")
    func expandAndCollapse() throws {
        let (table, clock) = try makeOutlineTable()
        try table.expandRow(at: 3)
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(plainFrame(table, height: 6) == """
              ▾ Work
                  Report
                  Budget
              ▾ Home
                  Taxes
                Errands
            """)
        try table.collapseRow(at: 0)
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(plainFrame(table, height: 4) == """
              ▸ Work
              ▾ Home
                  Taxes
                Errands
            """)
    }

    @Test("a row carried over another row's middle shows that row in reverse video: the drop goes into it")
    func dropTarget() throws {
        let (table, clock) = try makeOutlineTable()
        table.handle(.down(Point(x: 6, y: 4.5)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.isReordering)
        // Up to where the lifted row's middle is over Home's lower middle quarter: short of
        // Home's middle, where it would pass Home and take its place.
        var y = 4.5
        while y > 3.75 {
            y -= 0.25
            table.handle(.moved(Point(x: 6, y: y)))
        }
        table.tick()
        let drawing = table.nextFrame(height: 5)
        #expect(drawing.dropTarget == 3, "\(String(describing: drawing.dropTarget))")
        let frame = TableRenderer(usesColor: false).render(table, width: 20, height: 5) { $0.title }
        let target = try #require(drawing.dropTarget)
        let line = try #require(drawing.rows.first { $0.index == target && !$0.isLifted }).y
        let targetLine = Int(line.rounded())
        #expect(frame[x: 19, y: targetLine]?.style.isReversed == true)
        #expect(frame[x: 19, y: 0]?.style.isReversed == false)
        // The lifted row is drawn clear of the row it would go into, right under it, indented
        // as its child would be: both show.
        #expect(FrameWriter.plainText(frame).split(separator: "\n", omittingEmptySubsequences: false)[targetLine...].prefix(2)
            == ["  ▸ Home", "≡     Errands"])
        table.handle(.up(velocity: nil))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(try table.parentIndex(ofRowAt: 4) == 3)
    }

    @Test("the lifted row is drawn at the depth it would take if dropped now")
    func liftedDepth() throws {
        let (table, _) = try makeOutlineTable()
        // Home, collapsed, into Work above it.
        try table.liftRow(at: 3)
        try table.moveLiftedRowIntoRowAbove()
        let drawing = table.nextFrame(height: 5)
        let lifted = try #require(drawing.rows.first { $0.isLifted })
        #expect(lifted.depth == 1)
        let frame = TableRenderer(usesColor: false).render(table, width: 20, height: 5) { $0.title }
        let text = FrameWriter.plainText(frame).split(separator: "\n", omittingEmptySubsequences: false)
        let line = TableRenderer.liftedLines(y: lifted.y, height: lifted.height, top: 0, lines: 5).lowerBound
        #expect(text[line] == "≡   ▸ Home")
    }

    @Test("a render that reuses its last frame draws what a fresh render draws, through collapse, expand and a carry")
    func reuse() throws {
        let (table, clock) = try makeOutlineTable()
        var frame = Frame(width: 20, height: 6)
        var drawn = RenderedLines()
        let renderer = TableRenderer(usesColor: true, selectedIndex: 1)
        func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            renderer.render(table, into: &frame, top: 0, height: 6, reusing: &drawn) { RowText($0.title) }
            let fresh = renderer.render(table, width: 20, height: 6) { RowText($0.title) }
            #expect(frame == fresh, sourceLocation: sourceLocation)
        }
        check()
        try table.collapseRow(at: 0)
        check()
        clock.advance(by: .seconds(1))
        table.tick()
        check()
        try table.expandRow(at: 0)
        clock.advance(by: .seconds(1))
        table.tick()
        check()
        try table.liftRow(at: 3)
        try table.moveLiftedRowIntoRowAbove()
        check()
        try table.dropLiftedRow()
        clock.advance(by: .seconds(1))
        table.tick()
        check()
    }

    @Test("a flat table has no marks and no indent: drawn byte for byte as before")
    func flatUnchanged() {
        let (table, _) = makeRendererTable()
        #expect(!table.isOutline)
        #expect(plainFrame(table) == """
              Item 0
              Item 1
              Item 2
              Item 3
            """)
    }

    @Test("an indent width from the configuration, however strange, draws something sensible")
    func indentWidths() {
        #expect(TableRenderer.OutlineIndent(width: 2).width == 2)
        #expect(TableRenderer.OutlineIndent(width: 16).width == 16)
        #expect(TableRenderer.OutlineIndent(width: -3).width == 0)
        #expect(TableRenderer.OutlineIndent(width: .nan).width == 2)
        #expect(TableRenderer.OutlineIndent(width: .infinity).width == 2)
        #expect(TableRenderer.OutlineIndent(width: 1e300).width == 32)
        #expect(TableRenderer.OutlineIndent(width: 2).indent(ofDepth: Int.max) == 2 * TableRenderer.OutlineIndent.deepestLevel)
        #expect(TableRenderer.OutlineIndent(width: 2).indent(ofDepth: Int.min) == 0)
    }
}
