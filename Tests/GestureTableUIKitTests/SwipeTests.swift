#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// A pan across a row swipes it, and releasing past its first action's fraction fires it.
@Suite("Swiping a row with the pan recognizer")
@MainActor
struct SwipeTests {
    @Test func aSwipeToTheLeftPastTheFractionArchivesTheRow() throws {
        let inbox = try InboxList()
        let steps = inbox.play([
            .began(288, 66, moved: (-12, 0), velocity: (-300, 0)),
            .changed(200, 66, moved: (-100, 0), velocity: (-400, 0)),
            .changed(130, 66, moved: (-170, 0), velocity: (-300, 0)),
            .ended(130, 66, moved: (-170, 0), velocity: (-200, 0)),
        ], on: inbox.list.panRecognizer)
        #expect(steps == [true, true, true, true])
        inbox.settle()
        #expect(inbox.archived == [1])
        #expect(!inbox.ids.contains(1))
        #expect(inbox.viewOfRow(1) == nil)
        #expect(!inbox.ticker.isRunning)
    }

    @Test func theRowsViewFollowsThePan() throws {
        let inbox = try InboxList()
        inbox.play([
            .began(288, 66, moved: (-12, 0), velocity: (-300, 0)),
            .changed(238, 66, moved: (-62, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.ticker.tick()
        let view = try #require(inbox.viewOfRow(1))
        #expect(view.frame.origin.x < -40)
        #expect(view.frame.origin.y == 44)
        #expect(inbox.ticker.isRunning)
    }

    @Test func theUncoveredAreaTakesTheActionsColorOnceItIsCurrent() throws {
        let inbox = try InboxList()
        var decorated: [String] = []
        inbox.list.decorateUncoveredAction = { _, action, _ in decorated.append(action.icon) }
        inbox.play([
            .began(288, 66, moved: (-12, 0), velocity: (-300, 0)),
            .changed(258, 66, moved: (-42, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.ticker.tick()
        let row = try #require(inbox.viewOfRow(1))
        let early = try #require(inbox.list.shownBackdrops[1])
        #expect(early.frame.origin.x == 320 + row.frame.origin.x)
        #expect(early.frame.width == -row.frame.origin.x)
        #expect(early.backgroundColor?.green != 1)
        inbox.play([.changed(150, 66, moved: (-150, 0))], on: inbox.list.panRecognizer)
        inbox.ticker.tick()
        let reached = try #require(inbox.list.shownBackdrops[1]?.backgroundColor)
        #expect(reached.green > reached.red)
        #expect(decorated.last == "✓")
        #expect(inbox.list.subviews.first === inbox.list.shownBackdrops[1])
        inbox.play([.ended(150, 66, moved: (-150, 0), velocity: (-100, 0))], on: inbox.list.panRecognizer)
        inbox.settle()
        #expect(inbox.list.shownBackdrops.isEmpty)
    }

    @Test func aSwipeToTheRightFlagsTheRowAndPutsItBack() throws {
        let inbox = try InboxList(flagUpdatesTheRow: true)
        inbox.play([
            .began(52, 110, moved: (12, 0), velocity: (300, 0)),
            .changed(200, 110, moved: (160, 0)),
            .ended(200, 110, moved: (160, 0), velocity: (100, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.settle()
        #expect(inbox.flagged == [2])
        #expect(inbox.ids == Array(0..<20))
        #expect(inbox.viewOfRow(2)?.frame.origin.x == 0)
        // The row's new value reached its view: Mail is Equatable.
        #expect(inbox.viewOfRow(2)?.accessibilityLabel == "⚑ Mail 2")
    }
}
#endif
