#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// The table's placeholder, centred while it has no rows and gone while it has some.
@Suite("The empty-state placeholder")
@MainActor
struct PlaceholderTests {
    @Test func itAppearsAndLeavesAsTheRowsGoAndCome() throws {
        let inbox = try InboxList(rows: 2)
        inbox.table.placeholder = Placeholder(title: "Inbox zero", subtitle: "Nothing to read")
        inbox.settle()
        #expect(inbox.list.shownPlaceholder == nil)
        try inbox.table.deleteRow(at: 1)
        try inbox.table.deleteRow(at: 0)
        inbox.list.setNeedsFrame()
        // Not while the last rows are still leaving.
        #expect(inbox.list.shownPlaceholder == nil)
        inbox.settle()
        let label = try #require(inbox.list.shownPlaceholder?.view as? UILabel)
        #expect(label.text == "Inbox zero\nNothing to read")
        #expect(label.frame == CGRect(x: 0, y: 176, width: 320, height: 88))
        #expect(inbox.list.subviews.contains { $0 === label })

        try inbox.table.insertRow(Mail(id: 7, subject: "Mail 7"), at: 0)
        inbox.list.setNeedsFrame()
        inbox.settle()
        #expect(inbox.list.shownPlaceholder == nil)
        #expect(!inbox.list.subviews.contains { $0 === label })
        #expect(inbox.viewOfRow(7) != nil)

        try inbox.table.deleteRow(at: 0)
        inbox.list.setNeedsFrame()
        inbox.settle()
        #expect(inbox.list.shownPlaceholder?.view === label)
    }

    @Test func anEmptyTableShowsTheAppsViewAndItsNewTitle() throws {
        let table = GestureTable<Mail>(width: 320, clock: FrameClock(), configuration: .uiKit)
        let list = GestureTableView(table: table, ticker: ManualTicker()) { _, reused in reused ?? UIView(frame: .zero) }
        var shown: [String] = []
        list.placeholderView = { placeholder, reused in
            shown.append(placeholder.title)
            return reused ?? UIView(frame: .zero)
        }
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let view = try #require(list.shownPlaceholder?.view)
        #expect(view.frame == CGRect(x: 0, y: 56, width: 320, height: 88))
        table.placeholder = Placeholder(title: "No mail")
        list.setNeedsFrame()
        #expect(shown == ["No rows", "No mail"])
        #expect(list.shownPlaceholder?.view === view)
        #expect(list.subviews.count == 1)
    }
}
#endif
