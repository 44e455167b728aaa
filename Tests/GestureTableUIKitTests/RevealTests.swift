#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// An open row shows its actions' buttons in the area it uncovers, and a tap on one fires its
/// action; a side that reveals content shows it as a label.
@Suite("Buttons and content of open rows")
@MainActor
struct RevealTests {
    /// The inbox with its right side revealing `style`: Archive, then Delete farther out.
    static func revealing(_ style: SideStyle) throws -> (InboxList, deleted: Box) {
        let inbox = try InboxList()
        let deleted = Box()
        let archive = try SwipeAction<Mail>(title: "Archive", icon: "✓", color: .green, fraction: 0.2) { [weak inbox] triggered in
            inbox?.archived.append(triggered.row.id)
            try triggered.pushAndDelete()
        }
        let delete = try SwipeAction<Mail>(title: "Delete", icon: "✕", color: .red, fraction: 0.4) { triggered in
            deleted.ids.append(triggered.row.id)
            try triggered.pushAndDelete()
        }
        let actions = try SwipeActions(firstRight: archive, secondRight: delete, rightStyle: style)
        inbox.table.swipeActions = { _ in actions }
        return (inbox, deleted)
    }

    final class Box { var ids: [Int] = [] }

    /// Drags the row whose middle is at `y` 100 points left and lets go: past Archive's
    /// fraction, it snaps open.
    static func open(_ inbox: InboxList, atY y: Double) {
        inbox.play([
            .began(288, y, moved: (-12, 0), velocity: (-300, 0)),
            .changed(200, y, moved: (-100, 0)),
            .ended(200, y, moved: (-100, 0), velocity: (0, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.settle()
    }

    @Test func anOpenRowShowsItsButtonsWhereTheFramePutsThem() throws {
        let (inbox, _) = try Self.revealing(.reveal)
        Self.open(inbox, atY: 66)
        let buttons = try #require(inbox.list.shownButtons[1])
        let revealed = try inbox.table.revealedButtons(ofRowAt: 1)
        #expect(buttons.count == 2)
        #expect(buttons.map(\.view.text) == revealed.map(\.icon))
        #expect(buttons.map(\.view.frame.origin.x) == revealed.map(\.range.lowerBound))
        let row = try #require(inbox.viewOfRow(1))
        #expect(buttons.allSatisfy { $0.view.frame.origin.y == 44 && $0.view.frame.height == 44 })
        // In the uncovered area, right of the moved row.
        #expect(buttons.allSatisfy { $0.view.frame.origin.x >= row.frame.origin.x + 320 - 0.001 })
        #expect(inbox.list.shownRows.count == 10)
    }

    @Test func aTapOnAButtonRunsItsActionAndNothingElse() throws {
        let (inbox, deleted) = try Self.revealing(.reveal)
        Self.open(inbox, atY: 110)
        let buttons = try #require(inbox.list.shownButtons[2])
        let delete = try #require(buttons.first { $0.view.text == "✕" }).view.frame
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: delete.origin.x + delete.width / 2, y: 110)))
        inbox.settle()
        #expect(deleted.ids == [2])
        #expect(inbox.archived.isEmpty)
        #expect(inbox.selected.isEmpty)
        #expect(!inbox.ids.contains(2))
        #expect(inbox.list.shownButtons.isEmpty)
        #expect(!inbox.list.subviews.contains { $0 is UILabel })
    }

    @Test func aTapBesideTheButtonsClosesTheRow() throws {
        let (inbox, deleted) = try Self.revealing(.reveal)
        Self.open(inbox, atY: 110)
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 20, y: 110)))
        inbox.settle()
        #expect(deleted.ids.isEmpty && inbox.archived.isEmpty)
        #expect(inbox.list.shownButtons.isEmpty)
        #expect(inbox.viewOfRow(2)?.frame.origin.x == 0)
    }

    @Test func revealedContentIsALabelInTheUncoveredArea() throws {
        let (inbox, _) = try Self.revealing(.revealContent("Received 9:41"))
        Self.open(inbox, atY: 66)
        #expect(inbox.list.shownButtons.isEmpty)
        let label = try #require(inbox.list.shownContent[1])
        let row = try #require(inbox.viewOfRow(1))
        #expect(label.text == "Received 9:41")
        #expect(label.frame.origin.x == 320 + row.frame.origin.x)
        #expect(label.frame.width == -row.frame.origin.x)
        try inbox.table.closeRow(at: 1)
        inbox.list.setNeedsFrame()
        inbox.settle()
        #expect(inbox.list.shownContent.isEmpty)
    }
}
#endif
