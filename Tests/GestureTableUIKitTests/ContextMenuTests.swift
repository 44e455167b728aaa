#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// The table's context menu, drawn by its row: a tap on an item chooses it, a tap elsewhere
/// closes it, and a menu whose row leaves goes with it.
@Suite("The context menu")
@MainActor
struct ContextMenuTests {
    /// The inbox with a menu of Reply and a destructive Delete; `chosen` hears the items run.
    static func withMenu() throws -> (InboxList, chosen: Log) {
        let inbox = try InboxList()
        let chosen = Log()
        inbox.table.contextMenu = ContextMenu { _ in
            [ContextMenuItem(title: "Reply", icon: "↩") { mail in chosen.entries.append("Reply \(mail.id)") },
             ContextMenuItem(title: "Delete", isDestructive: true) { mail in chosen.entries.append("Delete \(mail.id)") }]
        }
        return (inbox, chosen)
    }

    final class Log { var entries: [String] = [] }

    @Test func theMenuIsDrawnUnderItsRowAboveEverything() throws {
        let (inbox, _) = try Self.withMenu()
        try inbox.table.presentContextMenu(forRowAt: 2)
        inbox.list.setNeedsFrame()
        let menu = try #require(inbox.list.shownMenu)
        #expect(menu.items.map(\.text) == ["↩  Reply", "Delete"])
        #expect(menu.items[1].textColor.red == 1 && menu.items[1].textColor.green < 0.5)
        #expect(menu.items[0].textColor.red == 0)
        #expect(menu.box.frame.origin.y == 132)
        #expect(menu.box.frame.height == 88)
        #expect(inbox.list.subviews.last === menu.box)
    }

    @Test func aMenuNearTheBottomOpensAboveItsRow() throws {
        let (inbox, _) = try Self.withMenu()
        try inbox.table.presentContextMenu(forRowAt: 9)
        inbox.list.setNeedsFrame()
        let y = try #require(inbox.list.shownMenu?.box.frame.origin.y)
        #expect(abs(y - (396 - 88)) < 0.001)
    }

    @Test func aTapOnAnItemRunsItForTheRow() throws {
        let (inbox, chosen) = try Self.withMenu()
        try inbox.table.presentContextMenu(forRowAt: 2)
        inbox.list.setNeedsFrame()
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 40, y: 132 + 44 + 20)))
        inbox.settle()
        #expect(chosen.entries == ["Delete 2"])
        #expect(inbox.table.presentedContextMenu == nil)
        #expect(inbox.list.shownMenu == nil)
        #expect(inbox.selected.isEmpty)
    }

    @Test func aTapElsewhereOnlyClosesTheMenu() throws {
        let (inbox, chosen) = try Self.withMenu()
        try inbox.table.presentContextMenu(forRowAt: 2)
        inbox.list.setNeedsFrame()
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 300, y: 400)))
        inbox.settle()
        #expect(chosen.entries.isEmpty)
        #expect(inbox.selected.isEmpty)
        #expect(inbox.table.presentedContextMenu == nil)
        #expect(inbox.list.shownMenu == nil)
        #expect(!inbox.list.subviews.contains { $0 is UILabel })
    }

    @Test func aLongPressHeldStillOpensItAndLettingGoKeepsItOpen() throws {
        let (inbox, _) = try Self.withMenu()
        inbox.play([
            RecordedStep(state: .began, location: CGPoint(x: 160, y: 66), after: 0.5),
            RecordedStep(state: .ended, location: CGPoint(x: 160, y: 66)),
        ], on: inbox.list.longPressRecognizer)
        inbox.settle()
        #expect(inbox.table.presentedContextMenu?.rowID == 1)
        #expect(inbox.list.shownMenu?.box.frame.origin.y == 88)
        #expect(inbox.moves.isEmpty)
    }

    @Test func aMenuWhoseRowIsDeletedWhileShownGoesWithIt() throws {
        let (inbox, chosen) = try Self.withMenu()
        try inbox.table.presentContextMenu(forRowAt: 2)
        inbox.list.setNeedsFrame()
        let box = try #require(inbox.list.shownMenu?.box)
        try inbox.table.deleteRow(at: 2)
        inbox.list.setNeedsFrame()
        #expect(inbox.list.shownMenu == nil)
        #expect(!inbox.list.subviews.contains { $0 === box })
        inbox.settle()
        // Where its Delete item was is a row now: the tap selects it and runs no item.
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 40, y: 196)))
        #expect(chosen.entries.isEmpty)
        #expect(inbox.ids.count == 19)
        #expect(inbox.selected == [inbox.ids[4]])
    }
}
#endif
