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

@Suite("Height sums")
struct HeightSumsTests {
    @Test("sums stay exact through thousands of in-place updates, and a rebuild gives the same")
    func manyUpdates() throws {
        var geometry = TableGeometry(rowCount: 8, rowHeight: 1, headerHeight: 1)
        geometry.setHeights([1, 2, 3, 4, 1, 2, 3, 4])
        #expect(geometry.rowPrefix(8) == 20)
        for step in 0..<5_000 { geometry.swapRows(step % 7, step % 7 + 1) }
        let heights = geometry.heights
        #expect(geometry.rowPrefix(8) == 20)
        for index in 0...8 { #expect(geometry.rowPrefix(index) == heights.prefix(index).reduce(0, +)) }
        #expect(geometry.rowIndex(atRowY: 0) == 0)
        #expect(geometry.rowIndex(atRowY: 19.99) == 7)
        #expect(geometry.rowIndex(atRowY: 20) == 8)
    }

    @Test("a copy keeps its own sums when the original's heights change")
    func copiesAreValues() throws {
        var original = TableGeometry(rowCount: 3, rowHeight: 1, headerHeight: 1)
        original.setHeights([1, 2, 3])
        #expect(original.rowPrefix(3) == 6)
        let copy = original
        original.setHeight(10, ofRowAt: 0)
        #expect(original.rowPrefix(3) == 15)
        #expect(copy.rowPrefix(3) == 6)
        #expect(copy.top(ofRowAt: 2) == 3)
    }
}

@Suite("Height sums at the end")
struct HeightSumsAppendTests {
    @Test("appending and removing at the end keep the sums equal to a rebuild", arguments: 1...3)
    func appendRemove(seed: Int) throws {
        var geometry = TableGeometry(rowCount: 0, rowHeight: 1, headerHeight: 1)
        geometry.setHeights([])
        var reference: [Double] = []
        var state = UInt64(seed)
        for _ in 0..<300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let height = Double(1 + (state >> 33) % 4)
            if (state >> 40) % 3 == 0, !reference.isEmpty {
                geometry.removeRow(at: reference.count - 1)
                reference.removeLast()
            } else {
                geometry.insertRow(at: reference.count, section: 0, height: height)
                reference.append(height)
            }
            // Query every time, so the sums are built and then extended or shortened in place.
            #expect(geometry.rowPrefix(reference.count) == reference.reduce(0, +))
        }
        for index in reference.indices {
            #expect(geometry.rowPrefix(index) == reference.prefix(index).reduce(0, +))
            #expect(geometry.rowIndex(atRowY: reference.prefix(index).reduce(0, +)) == index)
        }
    }
}

@Suite("Edges of sections and layout")
struct SectionEdgeTests {
    @Test("a viewport of no height lays out nothing, even scrolled mid-row")
    func zeroHeight() throws {
        let fixture = try SectionFixture([(0..<20).map { "R\($0)" }], viewport: 5)
        try fixture.table.scroll(by: 2.5)
        #expect(fixture.table.layout(height: 0).isEmpty)
        #expect(fixture.table.headerLayout(height: 0).isEmpty)
        #expect(!fixture.table.layout(height: 0.1).isEmpty)
    }

    @Test("a move within a section to one past its last place throws; across sections, the end is a place")
    func moveRowRoom() throws {
        let fixture = try SectionFixture([["A", "B"], ["C"]])
        #expect(throws: GestureTableError.self) {
            try fixture.table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 0))
        }
        #expect(fixture.sections == [["A", "B"], ["C"]])
        try fixture.table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 0))
        #expect(fixture.sections == [["B", "A"], ["C"]])
        try fixture.table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 1))
        #expect(fixture.sections == [["A"], ["C", "B"]])
        #expect(fixture.modelsFollow)
    }
}

@Suite("Headers at the viewport's top edge")
struct HeaderTopEdgeTests {
    @Test("a header scrolled just out of view is not laid out; every header laid out shows a part")
    func justOutOfView() throws {
        // S0 header at 0, A at 1, S1's header at 2, S2's at 3, B at 4.
        let fixture = try SectionFixture([["A"], [], ["B", "C", "D", "E", "F"]], viewport: 3)
        try fixture.table.scroll(by: 3)
        // A row animating out far below makes the layout start a row earlier: at S1's header,
        // whose bottom is exactly the viewport's top.
        try fixture.table.deleteRow(at: 5)
        let headers = fixture.table.headerLayout(height: 3)
        #expect(headers.allSatisfy { $0.y + $0.height > 0 })
        #expect(headers.map(\.section) == [2])
        #expect(headers.first?.y == 0)
    }
}

@Suite("Autoscroll past the edges")
struct AutoscrollPastEdgeTests {
    @Test("a lifted row dragged beyond the viewport scrolls at the maximum speed, no faster", arguments: [-20.0, 40.0])
    func capped(pointerY: Double) throws {
        let fixture = Fixture(count: 100)
        let table = fixture.table
        try table.scroll(by: 40)
        let y = try table.yOfRow(at: 45) + 0.5
        table.handle(.down(Point(x: 50, y: y)))
        fixture.advance(600)
        #expect(table.isReordering)
        table.handle(.moved(Point(x: 50, y: pointerY)))
        let maximum = table.configuration.maximumAutoscrollSpeed * table.configuration.rowHeight
        #expect(abs(table.autoscrollSpeed) == maximum)
        #expect(table.autoscrollSpeed.sign == (pointerY < 0 ? .minus : .plus))
    }
}

/// Content shorter than the viewport does not scroll; a new table shows 16 rows.
@Suite("Viewport extent")
struct ViewportExtentTests {
    @Test func shortContentDoesNotScroll() throws {
        let fixture = Fixture(count: 5)
        #expect(fixture.table.maximumScrollOffset == 0)
        try fixture.table.scroll(by: 3)
        #expect(fixture.table.scrollOffset == 0)
    }

    @Test func defaultViewport() {
        let table = GestureTable(
            numberedRows: (0..<100).map { Mail(id: $0, subject: "\($0)") }, width: 100, clock: VirtualClock())
        #expect(table.viewportHeight == 16)
        #expect(table.visibleRowIndexes == 0..<16)
    }
}

/// A row with nothing going on is presented whole, in place and opaque, and fills its slot.
@Suite("Resting presentation")
struct RestingPresentationTests {
    @Test func wholeAndInPlace() throws {
        let fixture = Fixture()
        let presentation = try fixture.table.presentation(ofRowAt: 2)
        #expect([presentation.offset, presentation.height, presentation.opacity] == [0, 1, 1])
        #expect(presentation.phase == .rest && presentation.action == nil)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.presentation.height) == Array(repeating: 1, count: 5))
        #expect(laidOut.map(\.y) == [0, 1, 2, 3, 4])
    }
}

/// Every length of the layout scales with the row height; a unit row height hides a length
/// multiplied where it should be divided.
@Suite("Geometry at a row height of two")
struct RowHeightGeometryTests {
    static func fixture() -> Fixture {
        var configuration = TableConfiguration()
        configuration.rowHeight = 2
        return Fixture(count: 20, configuration: configuration)
    }

    @Test func restingRows() throws {
        let fixture = Self.fixture()
        #expect(fixture.table.maximumScrollOffset == 30)
        #expect(try fixture.table.yOfRow(at: 3) == 6)
        // Off screen, by estimate.
        #expect(try fixture.table.yOfRow(at: 15) == 30)
        #expect(fixture.table.indexOfRow(atY: 5.9) == 2)
        try fixture.table.scroll(by: 3)
        #expect(try fixture.table.yOfRow(at: 3) == 3)
        #expect(fixture.table.visibleRowIndexes == 1..<7)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.index) == [1, 2, 3, 4, 5, 6])
        #expect(laidOut.map(\.y) == [-1, 1, 3, 5, 7, 9])
        #expect(laidOut.allSatisfy { $0.height == 2 })
    }

    @Test func collapsingRow() throws {
        let fixture = Self.fixture()
        try fixture.table.deleteRow(at: 1, animation: .fade)
        // Half the time of an ease-in-out collapse: half of the two-unit height is left.
        fixture.advance(125)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.index) == [0, nil, 1, 2, 3, 4])
        #expect(laidOut.map(\.height) == [2, 1, 2, 2, 2, 2])
        #expect(laidOut.map(\.y) == [0, 2, 3, 5, 7, 9])
        #expect(try fixture.table.yOfRow(at: 1) == 3)
    }

    @Test func collapsingRowCutAtTheTop() throws {
        let fixture = Self.fixture()
        try fixture.table.scroll(by: 3)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        let first = try #require(fixture.table.layout(height: 10).first)
        #expect(first.index == nil)
        #expect([first.y, first.height] == [-1, 2])
    }

    @Test func collapsingRowJustAboveTheTop() throws {
        let fixture = Self.fixture()
        try fixture.table.scroll(by: 4)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        let first = try #require(fixture.table.layout(height: 10).first)
        #expect(first.index == 1)
        #expect(first.y == 0)
    }
}

/// A row animating out above the viewport holds its full height at first, however tall it is:
/// the rows in view do not jump when it starts to collapse.
@Suite("Collapsing tall rows above the viewport")
struct TallDeletingRowTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func noJumpOnDelete(height: Double) throws {
        let fixture = Fixture(count: 40)
        let table = fixture.table
        table.heightOfRow = { _ in height }
        try table.scroll(by: 4 * height)
        let before = table.layout(height: 6).map { ($0.row.id, $0.y) }
        try table.deleteRows(at: [1, 2, 3], animation: .fade)
        let after = table.layout(height: 6).filter { $0.index != nil }.map { ($0.row.id, $0.y) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(zip(after, before).allSatisfy { abs($0.1 - $1.1) < 1e-9 })
    }
}

