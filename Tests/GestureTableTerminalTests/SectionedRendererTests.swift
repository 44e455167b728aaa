import GestureTable
import Testing
@testable import GestureTableTerminal

/// A 20-column table in two sections, "Today" (items 0 and 1) and "Earlier" (items 2 to 5), every
/// row two lines tall, in a viewport of 8 lines; actions as ``makeRendererTable(count:width:)``'s.
@MainActor
func makeSectionedTable(width: Int = 20) -> (GestureTable<Item>, VirtualClock) {
    let clock = VirtualClock()
    var configuration = TableConfiguration.terminal
    configuration.bouncesOnReplace = false
    let items = (0..<6).map { Item(id: $0, title: "Item \($0)") }
    let table: GestureTable<Item>
    do {
        table = try GestureTable(
            sections: [TableSection(title: "Today", rows: Array(items[0..<2])), TableSection(title: "Earlier", rows: Array(items[2...]))],
            width: Double(width), clock: clock, configuration: configuration)
    } catch {
        Issue.record("the sectioned table could not be made: \(error)")
        table = GestureTable(width: Double(width), clock: clock, configuration: configuration)
    }
    table.heightOfRow = { _ in 2 }
    table.viewportHeight = 8
    table.swipeActions = rendererActions()
    return (table, clock)
}

/// The two lines of a sectioned item: its title, then "line 2 of N".
func twoLines(_ item: Item) -> String { "\(item.title)\nline 2 of \(item.id)" }

@MainActor
func plainSectionedFrame(_ table: GestureTable<Item>, selected: Int? = nil) -> String {
    let frame = TableRenderer(usesColor: false, selectedIndex: selected).render(table, width: 20, height: 8, text: twoLines)
    return FrameWriter.plainText(frame)
}

/// Golden frames of a table with section headers and rows two lines tall.
@Suite("Table renderer: sections and multi-line rows")
@MainActor
struct SectionedRendererTests {
    @Test("headers are lines of their own; a two-line row draws its text's two lines")
    func rest() {
        let (table, _) = makeSectionedTable()
        #expect(plainSectionedFrame(table, selected: 2) == """
             Today
              Item 0
              line 2 of 0
              Item 1
              line 2 of 1
             Earlier
            ▸ Item 2
              line 2 of 2
            """)
    }

    @Test("a swiped two-line row moves as one block; the action fills both lines, its icon on the first")
    func swipeMidWay() throws {
        let (table, _) = makeSectionedTable()
        try table.dragRow(at: 1, toOffset: -8)
        #expect(plainSectionedFrame(table) == """
             Today
              Item 0
              line 2 of 0
                        ▒A▒▒▒▒▒▒
             of 1       ▒▒▒▒▒▒▒▒
             Earlier
              Item 2
              line 2 of 2
            """)
    }

    @Test("scrolled, the section's header is pinned at the top over the rows, until the next pushes it up")
    func pinnedHeader() throws {
        let (table, _) = makeSectionedTable()
        try table.scroll(by: 2)
        #expect(plainSectionedFrame(table) == """
             Today
              Item 1
              line 2 of 1
             Earlier
              Item 2
              line 2 of 2
              Item 3
              line 2 of 3
            """)
        try table.scroll(by: 2.6)
        // "Earlier", 0.4 lines down, has pushed "Today" up and off the first line.
        #expect(plainSectionedFrame(table) == """
             Earlier
              Item 2
              line 2 of 2
              Item 3
              line 2 of 3
              Item 4
              line 2 of 4
              Item 5
            """)
        let headers = table.headerLayout(height: 8)
        #expect(headers.map(\.title) == ["Today", "Earlier"])
        #expect(headers.first?.isPinned == true)
    }

    @Test("a lifted row is drawn raised at its full height, and moves across a header into the next section")
    func reorderAcrossHeader() throws {
        let (table, _) = makeSectionedTable()
        try table.liftRow(at: 1)
        try table.moveLiftedRow(by: 1)
        #expect(try table.indexPath(forRowAt: 1) == TableIndexPath(row: 0, section: 1))
        let frame = TableRenderer(usesColor: false).render(table, width: 20, height: 8, text: twoLines)
        #expect(FrameWriter.plainText(frame) == """
             Today
              Item 0
              line 2 of 0
             Earlier
            ≡ Item 1
              line 2 of 1
              Item 2
              line 2 of 2
            """)
        #expect(frame[x: 0, y: 5]?.style.isReversed == true, "both lines of the lifted row are raised")
        try table.dropLiftedRow()
        #expect(table.rows.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(try table.numberOfRows(inSection: 1) == 5)
    }

    @Test("a collapsing two-line row draws the lines that fit, its first line last to go")
    func collapsing() throws {
        let (table, clock) = makeSectionedTable()
        try table.deleteRow(at: 0)
        var sawOneLine = false
        for _ in 0..<100 {
            clock.advance(by: .milliseconds(5))
            let lines = plainSectionedFrame(table).split(separator: "\n", omittingEmptySubsequences: false)
            if lines.prefix(3) == [" Today", "  Item 0", "  Item 1"] { sawOneLine = true }
        }
        #expect(sawOneLine, "half collapsed, the row shows its first line only")
        clock.advance(by: .seconds(1))
        #expect(plainSectionedFrame(table).hasPrefix(" Today\n  Item 1\n  line 2 of 1\n Earlier"))
    }

    @Test("headers are a full-width band in their own style; colors of a swiped row fill both its lines")
    func colors() throws {
        let (table, _) = makeSectionedTable()
        try table.dragRow(at: 0, toOffset: -10)
        let frame = TableRenderer(usesColor: true).render(table, width: 20, height: 8, text: twoLines)
        #expect(frame[x: 19, y: 0]?.style.isBold == true)
        #expect(frame[x: 19, y: 0]?.style.background != .default)
        #expect(frame[x: 15, y: 1]?.style.background == frame[x: 15, y: 2]?.style.background)
        #expect(frame[x: 15, y: 1]?.style.background != .default)
    }

    @Test("styled row text: spans in order, trailing spans at the right, the row's look added")
    func styledText() {
        let (table, _) = makeSectionedTable()
        let frame = TableRenderer(usesColor: false, selectedIndex: 0).render(table, width: 20, height: 8) { item in
            RowText(lines: [
                RowText.Line([RowText.Span(item.title)], trailing: [RowText.Span("9:41", style: CellStyle(isDim: true))]),
                RowText.Line([RowText.Span("re: "), RowText.Span("x", style: CellStyle(isItalic: true))]),
            ])
        }
        #expect(frame.lines[1] == "▸ Item 0       9:41 ")
        #expect(frame.lines[2] == "  re: x             ")
        #expect(frame[x: 15, y: 1]?.style == CellStyle(isBold: true, isDim: true), "the selected row is bold, the time keeps its dim")
        #expect(frame[x: 6, y: 2]?.style == CellStyle(isBold: true, isItalic: true))
    }

    @Test("the emulated screen equals the rendered sectioned frame after every random gesture",
          arguments: [ColorLevel.truecolor, .none], [4, 5] as [UInt64])
    func oracle(colorLevel: ColorLevel, seed: UInt64) throws {
        let (table, clock) = makeSectionedTable(width: 24)
        RenderedGestureOracleTests.checkRandomGestures(
            on: table, clock: clock, colorLevel: colorLevel, seed: seed, steps: 300, movesLiftedRow: true
        ) { "\($0.title) 📬\n中 \($0.id)" }
    }
}
