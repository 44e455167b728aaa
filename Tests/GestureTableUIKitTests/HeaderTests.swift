#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// A view per section header in sight, made by `headerView` (a label without it) and reused as
/// row views are; the pinned header drawn above the rows.
@Suite("Section headers")
@MainActor
struct HeaderTests {
    /// A list of `count` sections of `rows` mails each, 320 × 440 points.
    static func sectioned(_ count: Int, rows: Int, ticker: ManualTicker) throws -> GestureTableView<Mail> {
        let sections = (0..<count).map { section in
            TableSection(title: "Day \(section)", rows: (0..<rows).map { Mail(id: section * rows + $0, subject: "Mail") })
        }
        let table = try GestureTable(sections: sections, width: 320, clock: FrameClock(), configuration: .uiKit)
        let list = GestureTableView(table: table, ticker: ticker) { _, reused in reused ?? UIView(frame: .zero) }
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        return list
    }

    @Test func aListWithoutSectionsDrawsNoHeader() throws {
        let inbox = try InboxList()
        inbox.settle()
        #expect(inbox.list.shownHeaders.isEmpty)
        #expect(!inbox.list.subviews.contains { $0 is UILabel })
    }

    @Test func eachHeaderInSightIsALabelOfItsTitle() throws {
        let list = try Self.sectioned(3, rows: 3, ticker: ManualTicker())
        // 3 × (28 + 3 × 44) = 480 points: the third header starts at 320, in sight.
        #expect(list.shownHeaders.keys.sorted() == [0, 1, 2])
        let second = try #require(list.shownHeaders[1]?.view as? UILabel)
        #expect(second.text == "Day 1")
        #expect(second.frame == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(list.shownRows[0]?.view.frame.origin.y == 28)
    }

    @Test func thePinnedHeaderIsDrawnAboveTheRowsScrolledUnderIt() throws {
        let ticker = ManualTicker()
        let list = try Self.sectioned(3, rows: 6, ticker: ticker)
        try list.table.scroll(by: 100)
        list.setNeedsFrame()
        let pinned = try #require(list.shownHeaders[0])
        #expect(pinned.view.frame.origin.y == 0)
        #expect(list.subviews.last === pinned.view)
        let rowViews = list.shownRows.values.map(\.view)
        let pinnedIndex = try #require(list.subviews.firstIndex { $0 === pinned.view })
        #expect(rowViews.allSatisfy { view in (list.subviews.firstIndex { $0 === view } ?? .max) < pinnedIndex })
    }

    @Test func manyHeadersScrolledFarCostTheViewsInSight() throws {
        let ticker = ManualTicker()
        let list = try Self.sectioned(60, rows: 2, ticker: ticker)
        var made = 0
        var asked: [String] = []
        list.headerView = { title, reused in
            asked.append(title)
            if let reused { return reused }
            made += 1
            return UIView(frame: .zero)
        }
        for _ in 0..<40 {
            try list.table.scroll(by: 116)
            list.setNeedsFrame()
            ticker.tick()
        }
        // 116 points a section: at most 5 headers in 440 points.
        #expect(made <= 6)
        #expect(list.shownHeaders.count <= 5)
        #expect(list.shownHeaders.keys.min() == 40)
        #expect(list.shownHeaders[40]?.view.frame.origin.y == 0)
        #expect(asked.contains("Day 43"))
        #expect(list.subviews.count == list.shownHeaders.count + list.shownRows.count)
    }
}
#endif
