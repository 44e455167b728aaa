import GestureTable
import Testing
@testable import GestureTableTerminal

/// The context menu a table shows, drawn by the renderer: a box under its row (above near the
/// bottom), the same frame from the render that reuses the last one's lines.
@Suite("Rendering a context menu")
struct ContextMenuRendererTests {
    /// Six one-line rows with Archive (destructive in the app's menu) and Reply.
    static func makeTable() throws -> GestureTable<Item> {
        let table = try GestureTable(
            rows: (0..<6).map { Item(id: $0, title: "Row \($0)") }, width: 30, clock: VirtualClock(), configuration: .terminal)
        table.viewportHeight = 6
        table.contextMenu = ContextMenu { _ in
            [ContextMenuItem(title: "Reply", icon: "↩") { _ in }, ContextMenuItem(title: "Delete", isDestructive: true) { _ in }]
        }
        return table
    }

    static func lines(_ frame: Frame) -> [String] {
        FrameWriter.plainText(frame).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Under its row, from the anchor across; the row stays in sight")
    func below() throws {
        let table = try Self.makeTable()
        try table.presentContextMenu(forRowAt: 1)
        let frame = TableRenderer(usesColor: false).render(table, width: 30, height: 6) { $0.title }
        #expect(Self.lines(frame) == [
            "  Row 0", "  Row 1", "┌─────────┐", "│ ↩ Reply │", "│ Delete  │", "└─────────┘",
        ])
    }

    @Test("Above its row when it does not fit below")
    func above() throws {
        let table = try Self.makeTable()
        try table.presentContextMenu(forRowAt: 4)
        let frame = TableRenderer(usesColor: false).render(table, width: 30, height: 6) { $0.title }
        #expect(Self.lines(frame) == [
            "┌─────────┐", "│ ↩ Reply │", "│ Delete  │", "└─────────┘", "  Row 4", "  Row 5",
        ])
    }

    @Test("In color: the destructive item in the delete red, the current one highlighted")
    func colors() throws {
        let table = try Self.makeTable()
        try table.presentContextMenu(forRowAt: 0)
        let frame = TableRenderer(usesColor: true, highlightedMenuItem: 0).render(table, width: 30, height: 6) { $0.title }
        let red = ActionColor(.red)
        #expect(frame[x: 2, y: 3]?.style.foreground == .rgb(red: red.red, green: red.green, blue: red.blue))
        #expect(frame[x: 2, y: 2]?.style.isBold == true)
        #expect(frame[x: 2, y: 3]?.style.isBold == false)
    }

    @Test("The render that reuses lines draws what a fresh render draws, as the menu opens, moves and closes")
    func reusedLines() throws {
        let table = try Self.makeTable()
        var frame = Frame(width: 30, height: 6)
        var drawn = RenderedLines()
        let renderer = TableRenderer(usesColor: true, highlightedMenuItem: 1)
        func check(_ step: String) {
            renderer.render(table, into: &frame, reusing: &drawn) { RowText($0.title) }
            let fresh = renderer.render(table, width: 30, height: 6) { RowText($0.title) }
            #expect(frame == fresh, "\(step)")
        }
        check("no menu")
        try table.presentContextMenu(forRowAt: 1)
        check("open under row 1")
        try table.presentContextMenu(forRowAt: 4)
        check("open above row 4")
        try table.dismissContextMenu()
        check("closed")
    }

    @Test("Wider than the screen: clipped at its edge, the border last")
    func narrow() throws {
        let table = try Self.makeTable()
        try table.setWidth(8)
        try table.presentContextMenu(forRowAt: 0)
        let frame = TableRenderer(usesColor: false).render(table, width: 8, height: 6) { $0.title }
        #expect(Array(Self.lines(frame)[1...4]) == ["┌──────┐", "│ ↩ Rep│", "│ Delet│", "└──────┘"])
    }
}
