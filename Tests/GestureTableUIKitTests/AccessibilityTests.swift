#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// Each row view carries the table's accessibility actions as `UIAccessibilityCustomAction`s,
/// and what they do is announced with `UIAccessibility.post(notification: .announcement, …)`.
@Suite("Custom accessibility actions and announcements")
@MainActor
struct AccessibilityTests {
    @Test func eachRowViewHasTheRowsActions() throws {
        let inbox = try InboxList()
        let view = try #require(inbox.viewOfRow(1))
        let names = (view.accessibilityCustomActions ?? []).map(\.name)
        #expect(names.contains("Archive"))
        #expect(names.contains("Flag"))
        #expect(names.contains("Move up"))
        #expect(names.contains("Move down"))
        #expect(view.isAccessibilityElement)
    }

    @Test func performingArchiveArchivesTheRow() throws {
        let inbox = try InboxList()
        let view = try #require(inbox.viewOfRow(4))
        let archive = try #require(view.accessibilityCustomActions?.first { $0.name == "Archive" })
        #expect(archive.actionHandler?(archive) == true)
        inbox.settle()
        #expect(inbox.archived == [4])
        #expect(!inbox.ids.contains(4))
    }

    @Test func aMoveIsAnnouncedAndTheActionsFollowTheRow() throws {
        UIAccessibility.forgetPostedNotifications()
        let inbox = try InboxList()
        let view = try #require(inbox.viewOfRow(0))
        #expect(!(view.accessibilityCustomActions ?? []).contains { $0.name == "Move up" })
        let down = try #require(view.accessibilityCustomActions?.first { $0.name == "Move down" })
        #expect(down.actionHandler?(down) == true)
        inbox.settle()
        #expect(inbox.ids.prefix(2) == [1, 0])
        #expect(UIAccessibility.postedAnnouncements.contains { $0.contains("moved") })
        // At index 1 it can move up now.
        #expect((inbox.viewOfRow(0)?.accessibilityCustomActions ?? []).contains { $0.name == "Move up" })
    }

    @Test func anActionOfARowThatIsGoneDoesNothing() throws {
        let inbox = try InboxList()
        let view = try #require(inbox.viewOfRow(2))
        let archive = try #require(view.accessibilityCustomActions?.first { $0.name == "Archive" })
        try inbox.table.deleteRow(at: 2)
        #expect(archive.actionHandler?(archive) == false)
        #expect(inbox.archived.isEmpty)
    }
}
#endif
