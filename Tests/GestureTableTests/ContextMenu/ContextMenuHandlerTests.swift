import Testing

@testable import GestureTable

/// A context menu item's handler written as an embedded build needs it (throwing a
/// `GestureTableError`, as an action's handler does there): a chosen item runs with its row, and
/// a handler that throws is reported as `action-failed` with the error's message.
@Suite("Context menu handlers")
struct ContextMenuHandlerTests {
    @Test("a chosen item runs its handler with the row, after the menu closes")
    func handlerRuns() throws {
        let table = try GestureTable(rows: [Mail(id: 0, subject: "A"), Mail(id: 1, subject: "B")], width: 100, clock: VirtualClock())
        var ran: [Int] = []
        var events: [TableEventName] = []
        table.onEvent = { events.append($0.kind) }
        table.contextMenu = ContextMenu { _ in
            [ContextMenuItem(title: "Flag", icon: "⚑") { (mail: Mail) throws(GestureTableError) in ran.append(mail.id) }]
        }
        try table.presentContextMenu(forRowAt: 1)
        #expect(table.presentedContextMenu?.items == [ContextMenuEntry(title: "Flag", icon: "⚑")])
        try table.chooseContextMenuItem(at: 0)
        #expect(ran == [1])
        #expect(table.presentedContextMenu == nil)
        #expect(events == [.menuOpen, .menuClose])
    }

    @Test("a handler that throws is reported as action-failed with the error's message")
    func handlerThrows() throws {
        let table = try GestureTable(rows: [Mail(id: 0, subject: "A")], width: 100, clock: VirtualClock())
        var failures: [String] = []
        table.onEvent = { event in if event.kind == .actionFailed { failures.append(event.message ?? "") } }
        table.contextMenu = ContextMenu { _ in
            [ContextMenuItem(title: "Send", isDestructive: true) { (_: Mail) throws(GestureTableError) in
                throw GestureTableError(.invalidState, "offline")
            }]
        }
        try table.presentContextMenu(forRowAt: 0)
        try table.chooseContextMenuItem(at: 0)
        #expect(failures == [GestureTableError(.invalidState, "offline").message])
        #expect(table.rows.map(\.id) == [0])
    }
}
