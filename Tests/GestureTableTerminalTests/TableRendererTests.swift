import GestureTable
import Testing
@testable import GestureTableTerminal

/// A row of the renderer tests.
struct Item: Identifiable, Hashable {
    let id: Int
    let title: String
}

/// A 20-column table of `count` items with archive/delete on the right and read on the left.
@MainActor
func makeRendererTable(count: Int = 4, width: Int = 20) -> (GestureTable<Item>, VirtualClock) {
    let clock = VirtualClock()
    var configuration = TableConfiguration.terminal
    configuration.bouncesOnReplace = false
    let table = GestureTable.numbered(
         (0..<count).map { Item(id: $0, title: "Item \($0)") }, width: Double(width), clock: clock,
        configuration: configuration)
    table.viewportHeight = 4
    table.swipeActions = rendererActions()
    return (table, clock)
}

/// The renderer tests' actions: read on the left (0.25), archive (0.25) and delete (0.7) on the
/// right, none of which does anything.
func rendererActions() -> (Item) -> SwipeActions<Item> {
    let actions = try? SwipeActions<Item>(
        firstLeft: SwipeAction(icon: "R", color: .blue, fraction: 0.25) { _ in },
        firstRight: SwipeAction(icon: "A", color: .green, fraction: 0.25) { _ in },
        secondRight: SwipeAction(icon: "D", color: .red, fraction: 0.7) { _ in })
    return { _ in actions ?? .none }
}

@MainActor
func plainFrame(_ table: GestureTable<Item>, width: Int = 20, height: Int = 4, selected: Int? = nil) -> String {
    let frame = TableRenderer(usesColor: false, selectedIndex: selected).render(table, width: width, height: height) { $0.title }
    return FrameWriter.plainText(frame)
}

/// Golden frames of the table renderer.
@Suite("Table renderer")
@MainActor
struct TableRendererTests {
    @Test("rows at rest, one per line")
    func rest() {
        let (table, _) = makeRendererTable()
        #expect(plainFrame(table) == """
              Item 0
              Item 1
              Item 2
              Item 3
            """)
    }

    @Test("a row dragged left below the fraction shows the first action dimmed, then bright past it")
    func dragLeft() throws {
        let (table, _) = makeRendererTable()
        try table.dragRow(at: 1, toOffset: -4)
        #expect(plainFrame(table) == """
              Item 0
            em 1            ░A░░
              Item 2
              Item 3
            """)
        try table.dragRow(at: 1, toOffset: -8)
        #expect(plainFrame(table) == """
              Item 0
                        ▒A▒▒▒▒▒▒
              Item 2
              Item 3
            """)
        try table.dragRow(at: 1, toOffset: -15)
        #expect(plainFrame(table) == """
              Item 0
                 ▒D▒▒▒▒▒▒▒▒▒▒▒▒▒
              Item 2
              Item 3
            """)
    }

    @Test("a row dragged right shows the left action, its icon following the row's edge")
    func dragRight() throws {
        let (table, _) = makeRendererTable()
        try table.dragRow(at: 0, toOffset: 2)
        #expect(plainFrame(table).split(separator: "\n").first == "░░  Item 0")
        try table.dragRow(at: 0, toOffset: 6)
        #expect(plainFrame(table).split(separator: "\n").first == "▒▒▒▒R▒  Item 0")
    }

    @Test("colors: the uncovered area takes the action color, dimmed until reached")
    func colors() throws {
        let (table, _) = makeRendererTable()
        try table.dragRow(at: 0, toOffset: -3)
        var frame = TableRenderer().render(table, width: 20, height: 4) { $0.title }
        let dim = try #require(frame[x: 19, y: 0]?.style.background)
        try table.dragRow(at: 0, toOffset: -6)
        frame = TableRenderer().render(table, width: 20, height: 4) { $0.title }
        let bright = try #require(frame[x: 19, y: 0]?.style.background)
        #expect(dim == .rgb(red: 34, green: 85, blue: 32))
        #expect(bright == .rgb(red: 85, green: 213, blue: 80))
        #expect(frame[x: 15, y: 0]?.character == "A")
    }

    @Test("the lifted row is drawn raised where the pointer holds it")
    func lifted() throws {
        let (table, _) = makeRendererTable()
        try table.liftRow(at: 1)
        try table.moveLiftedRow(by: 1)
        #expect(plainFrame(table) == """
              Item 0
              Item 2
            ≡ Item 1
              Item 3
            """)
        let frame = TableRenderer(usesColor: false).render(table, width: 20, height: 4) { $0.title }
        #expect(frame[x: 19, y: 2]?.style.isReversed == true)
    }

    @Test("the rows a lifted group carries wait in their places, faded and marked, until the drop")
    func liftedGroup() throws {
        let (table, _) = makeRendererTable()
        table.selectionMode = .multiple
        try table.selectRow(at: 0)
        try table.selectRow(at: 2)
        try table.liftRow(at: 2)
        try table.moveLiftedRow(by: 1)
        #expect(table.liftedGroupRowIDs == [0, 2])
        #expect(plainFrame(table) == """
            ≡✓Item 0
              Item 1
              Item 3
            ≡ Item 2
            """)
        let frame = TableRenderer(usesColor: false).render(table, width: 20, height: 4) { $0.title }
        #expect(frame[x: 2, y: 0]?.style.isDim == true)
        #expect(frame[x: 2, y: 1]?.style.isDim == false)
        // Drawn again only where it changed, the frame is the same; after the drop, nothing is carried.
        var drawn = RenderedLines()
        var incremental = Frame(width: 20, height: 4)
        let renderer = TableRenderer(usesColor: false)
        let text = { (item: Item) in RowText(lines: [RowText.Line([RowText.Span(item.title)])]) }
        renderer.render(table, into: &incremental, reusing: &drawn, rowText: text)
        #expect(incremental == renderer.render(table, width: 20, height: 4, rowText: text))
        try table.dropLiftedRow()
        #expect(table.liftedGroupRowIDs.isEmpty)
        renderer.render(table, into: &incremental, reusing: &drawn, rowText: text)
        #expect(incremental == renderer.render(table, width: 20, height: 4, rowText: text))
        #expect(FrameWriter.plainText(incremental) == """
              Item 1
              Item 3
             ✓Item 0
             ✓Item 2
            """)
    }

    @Test("a deleting row collapses and the rows below close the gap")
    func deleting() throws {
        let (table, clock) = makeRendererTable()
        try table.deleteRow(at: 1, animation: .left)
        clock.advance(by: .milliseconds(100))
        // Sliding left, the row's text is mostly off screen; a row deleted by code shows no action.
        let sliding = plainFrame(table).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(sliding.count == 4)
        #expect(sliding[0] == "  Item 0" && sliding[2] == "  Item 2")
        #expect(!sliding[1].contains("Item 1") && !sliding[1].contains("░"))
        clock.advance(by: .milliseconds(100))
        table.tick()
        // Collapsed below half a line: the gap has closed.
        #expect(plainFrame(table) == "  Item 0\n  Item 2\n  Item 3\n")
        clock.advance(by: .milliseconds(100))
        table.tick()
        #expect(table.deletingRowCount == 0)
    }

    @Test("the placeholder is centred when the table is empty")
    func placeholder() throws {
        let (table, _) = makeRendererTable(count: 1)
        table.placeholder = Placeholder(title: "Inbox zero", subtitle: "All done")
        try table.deleteRow(at: 0, animation: .none)
        #expect(plainFrame(table) == """

                 Inbox zero
                  All done

            """)
    }

    @Test("wide characters take two cells and never shift the line")
    func wideCharacters() throws {
        let (table, _) = makeRendererTable(count: 2)
        let frame = TableRenderer(usesColor: false).render(table, width: 12, height: 2) { $0.id == 0 ? "📬 郵便" : "plain" }
        #expect(FrameWriter.plainText(frame) == """
              📬 郵便
              plain
            """)
        #expect(frame[x: 7, y: 0]?.character == "便")
        #expect(frame[x: 8, y: 0]?.isContinuation == true)
        try table.setWidth(12)
        for offset in -12...12 {
            try table.dragRow(at: 0, toOffset: Double(offset))
            let shifted = TableRenderer(usesColor: false).render(table, width: 12, height: 2) { $0.id == 0 ? "📬 郵便" : "plain" }
            for line in shifted.lines { #expect(terminalWidth(of: line) == 12, "offset \(offset)") }
        }
    }

    @Test("narrow widths clip without breaking", arguments: [1, 2, 3, 5])
    func narrow(width: Int) throws {
        let (table, _) = makeRendererTable(width: width)
        try table.dragRow(at: 0, toOffset: -Double(width) / 2)
        let frame = TableRenderer(usesColor: false).render(table, width: width, height: 4) { $0.title }
        for line in frame.lines { #expect(terminalWidth(of: line) == width) }
    }

    @Test("an icon with a label shows its first word alone while the whole does not fit",
          arguments: [(6, "░░░░✓░  Item 0"), (5, "░░░✓░  Item 0"), (9, "░░✓ Read░  Item 0")] as [(Int, String)])
    func iconFirstWord(offset: Int, expected: String) throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: [Item(id: 0, title: "Item 0")], width: 20, clock: clock)
        let actions = try SwipeActions<Item>(firstLeft: SwipeAction(icon: "✓ Read", color: .blue, fraction: 0.9) { _ in })
        table.swipeActions = { _ in actions }
        table.handle(.down(Point(x: 2, y: 0.5)))
        clock.advance(by: .milliseconds(16))
        table.handle(.moved(Point(x: 2 + Double(offset), y: 0.5)))
        #expect(plainFrame(table, height: 1) == expected)
    }

    @Test("an open row shows its buttons")
    func reveal() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: [Item(id: 0, title: "Item 0")], width: 20, clock: clock)
        let actions = try SwipeActions<Item>(
            firstRight: SwipeAction(icon: "Flag", color: .orange, fraction: 0.25) { _ in },
            secondRight: SwipeAction(icon: "Del", color: .red, fraction: 0.7) { _ in },
            rightStyle: .reveal)
        table.swipeActions = { _ in actions }
        try table.openRow(at: 0, side: .right)
        clock.advance(by: .seconds(1))
        // Two buttons of a quarter each: the row moved half its width, its text off screen.
        #expect(plainFrame(table, height: 1) == "          ▒Del▒Flag▒")
    }

    @Test("only the visible rows are drawn, from the scroll offset")
    func scrolled() throws {
        let (table, _) = makeRendererTable(count: 100)
        try table.scroll(by: 50)
        #expect(plainFrame(table) == """
              Item 50
              Item 51
              Item 52
              Item 53
            """)
    }

    @Test("the selected row carries a marker")
    func selection() {
        let (table, _) = makeRendererTable(count: 2)
        #expect(plainFrame(table, height: 2, selected: 1) == """
              Item 0
            ▸ Item 1
            """)
    }
}

