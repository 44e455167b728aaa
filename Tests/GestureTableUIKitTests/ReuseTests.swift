#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// Views of rows that leave the screen are given back to ``GestureTableView/rowView`` for the
/// rows that come in: a long list costs the views in sight, not one per row.
@Suite("Reusing row views")
@MainActor
struct ReuseTests {
    @Test func scrollingFarMakesNoMoreViewsThanRowsInSight() throws {
        let inbox = try InboxList(rows: 1_000)
        let inSight = 10
        #expect(inbox.list.subviews.count == inSight)
        for _ in 0..<200 {
            try inbox.table.scroll(by: 150)
            inbox.list.setNeedsFrame()
            inbox.ticker.tick()
        }
        #expect(inbox.table.scrollOffset == 30_000)
        #expect(inbox.viewsMade <= inSight + 2)
        #expect(inbox.list.subviews.count <= inSight + 1)
        #expect(inbox.viewOfRow(690) != nil)
        #expect(inbox.viewOfRow(690)?.accessibilityLabel == "Mail 690")
    }

    @Test func aNewRowViewIsGivenTheViewOfARowThatLeft() throws {
        let inbox = try InboxList(rows: 30)
        let first = try #require(inbox.viewOfRow(0))
        try inbox.table.scroll(by: 44)
        inbox.list.setNeedsFrame()
        #expect(inbox.viewOfRow(0) == nil)
        #expect(inbox.viewOfRow(10) === first || inbox.viewOfRow(11) === first)
    }

    @Test func reloadingAsksForTheViewsInSightAgain() throws {
        let inbox = try InboxList(rows: 5)
        inbox.list.rowView = { mail, reused in
            let view = reused ?? UIView(frame: .zero)
            view.accessibilityLabel = "Re: \(mail.subject)"
            return view
        }
        inbox.list.reloadVisibleRows()
        #expect(inbox.viewOfRow(3)?.accessibilityLabel == "Re: Mail 3")
    }
}
#endif
