import GestureTable
import Testing
@testable import GestureTableTerminal

/// Function keys and the Menu key, as xterm and the Linux console send them, and the menu key
/// (Shift+F10 or Menu) opening the selected row's context menu.
@Suite("Function keys and the menu key")
struct InputDecoderFunctionKeyTests {
    static let esc = "\u{1B}"

    static let cases: [DecoderCase] = [
        DecoderCase("CSI 21;2~ is Shift+F10", "\(esc)[21;2~", [.key(.function(10), modifiers: [.shift])]),
        DecoderCase("CSI 21~ is F10", "\(esc)[21~", [.key(.function(10), modifiers: [])]),
        DecoderCase("CSI 29~ is the Menu key", "\(esc)[29~", [.key(.menu, modifiers: [])]),
        DecoderCase("CSI 11~ to 15~ are F1 to F5", "\(esc)[11~\(esc)[15~", [
            .key(.function(1), modifiers: []), .key(.function(5), modifiers: []),
        ]),
        DecoderCase("CSI 17~ is F6, 24~ is F12", "\(esc)[17~\(esc)[24~", [
            .key(.function(6), modifiers: []), .key(.function(12), modifiers: []),
        ]),
        DecoderCase("SS3 P to S are F1 to F4", "\(esc)OP\(esc)OS", [
            .key(.function(1), modifiers: []), .key(.function(4), modifiers: []),
        ]),
        DecoderCase("CSI 16~ and 22~ are no key", "\(esc)[16~\(esc)[22~x", [.key(.character("x"), modifiers: [])]),
        DecoderCase("CSI 99999999999~ is no key", "\(esc)[99999999999~x", [.key(.character("x"), modifiers: [])]),
    ]

    @Test("Function keys decode", arguments: cases)
    func decodes(_ testCase: DecoderCase) {
        var decoder = InputDecoder()
        #expect(decoder.feed(testCase.bytes) + decoder.flush() == testCase.events)
    }

    /// Three one-line rows with an action each, a recognizer over all ten lines, and the
    /// rows' actions as their menu.
    static func makeTable() throws -> (GestureTable<Item>, TerminalGestureRecognizer<Item>) {
        let table = try GestureTable(
            rows: [Item(id: 0, title: "A"), Item(id: 1, title: "B"), Item(id: 2, title: "C")], width: 40,
            clock: VirtualClock(), configuration: .terminal)
        table.viewportHeight = 10
        let archive = try SwipeAction<Item>(title: "Archive", icon: "✓", color: .green, fraction: 0.3) { _ in }
        let actions = try SwipeActions<Item>(firstLeft: archive)
        table.swipeActions = { _ in actions }
        table.contextMenu = .rowActions
        let recognizer = TerminalGestureRecognizer(table: table, areaHeight: 10)
        table.onEvent = { [weak recognizer] event in recognizer?.handleTableEvent(event) }
        return (table, recognizer)
    }

    @Test("Shift+F10 opens the selected row's menu; the renderer draws it under the row, its first item current")
    func shiftF10Opens() throws {
        let (table, recognizer) = try Self.makeTable()
        recognizer.selectRow(at: 1)
        #expect(recognizer.handle(.key(.function(10), modifiers: [.shift])) == .handled)
        #expect(table.presentedContextMenu?.rowID == 1)
        #expect(recognizer.highlightedMenuItem == 0)
        let renderer = TableRenderer(usesColor: false, selectedIndex: recognizer.selectedIndex, highlightedMenuItem: 0)
        let text = FrameWriter.plainText(renderer.render(table, width: 40, height: 8) { $0.title })
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init) == [
            "  A",
            "▸ B",
            "┌────────────────┐",
            "│ Archive        │",
            "│ Move up        │",
            "│ Move down      │",
            "│ Move to top    │",
            "│ Move to bottom │",
        ])
        #expect(recognizer.handle(.key(.escape, modifiers: [])) == .handled)
        #expect(table.presentedContextMenu == nil)
        #expect(recognizer.highlightedMenuItem == nil)
    }

    @Test("The menu key on a table without a menu is refused")
    func noMenu() throws {
        let (table, recognizer) = try Self.makeTable()
        table.contextMenu = nil
        #expect(recognizer.handle(.key(.menu, modifiers: [])) == .refused(.noContextMenu))
    }

    @Test("Near the bottom the menu opens above its row; a click on its border keeps it open")
    func above() throws {
        let (table, recognizer) = try Self.makeTable()
        table.viewportHeight = 4
        recognizer.areaHeight = 4
        recognizer.selectRow(at: 2)
        _ = recognizer.handle(.key(.menu, modifiers: []))
        let renderer = TableRenderer(usesColor: false)
        let lines = FrameWriter.plainText(renderer.render(table, width: 40, height: 4) { $0.title })
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Five lines of box fit neither below row 2 nor above it in four lines: above, where
        // there is more room, clipped at the top; the row stays in sight.
        #expect(lines == ["│ Move to top │", "└─────────────┘", "  C", ""], "\(lines)")
        _ = recognizer.handle(.mouse(MouseEvent(kind: .press, button: .left, column: 0, row: 1)))
        #expect(table.presentedContextMenu != nil)
        _ = recognizer.handle(.mouse(MouseEvent(kind: .press, button: .left, column: 30, row: 1)))
        #expect(table.presentedContextMenu == nil)
    }
}
