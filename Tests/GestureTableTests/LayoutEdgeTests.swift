import Testing
@testable import GestureTable

/// Exact edges of the layout: what it holds at the viewport's bottom edge, and the defaults of
/// a presentation that has no animation of its own.
@Suite("Layout edges")
struct LayoutEdgeTests {
    @Test("a row whose top is at the viewport's bottom edge is not laid out", arguments: [1.0, 2.0])
    func bottomEdge(rowHeight: Double) throws {
        let fixture = try SectionFixture([(0..<20).map { "R\($0)" }], heights: rowHeight == 1 ? [:] : ["R0": rowHeight], viewport: 10)
        let laidOut = fixture.table.layout(height: 10)
        // The header takes line 0; rows fill lines 1 to 9 and no row starts at 10.
        #expect(laidOut.allSatisfy { $0.y < 10 })
        #expect(laidOut.last.map { $0.y + $0.height } == 10)
    }

    @Test("a dragged row keeps full opacity and height: only its offset moves")
    func draggedPresentation() throws {
        let fixture = Fixture()
        fixture.drag(row: 1, to: -0.3)
        let presentation = try fixture.table.presentation(ofRowAt: 1)
        #expect(presentation.opacity == 1)
        #expect(presentation.height == 1)
        #expect(presentation.offset < 0)
    }
}

@Suite("Heights changed while scrolled")
struct HeightChangeScrollTests {
    @Test("shorter rows or headers bring a scroll past the new end back to it")
    func clampsAfterShrinking() throws {
        let fixture = try SectionFixture([(0..<20).map { "R\($0)" }], viewport: 5)
        let table = fixture.table
        try table.scroll(by: 100)
        #expect(table.scrollOffset == 21 - 5)
        table.configuration.rowHeight = 0.5
        #expect(table.scrollOffset == table.maximumScrollOffset)
        #expect(table.maximumScrollOffset == 11 - 5)
        table.configuration.sectionHeaderHeight = 0
        #expect(table.scrollOffset == 10 - 5)
        table.heightOfRow = { _ in 0.25 }
        #expect(table.scrollOffset == 0)
    }
}
