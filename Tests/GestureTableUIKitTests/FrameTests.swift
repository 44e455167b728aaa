#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// The display link runs while anything moves or a gesture is under way, and no longer.
@Suite("The display link")
@MainActor
struct FrameTests {
    @Test func itRunsOnlyWhileSomethingMoves() throws {
        let inbox = try InboxList()
        #expect(!inbox.ticker.isRunning)
        inbox.play([.began(288, 66, moved: (-12, 0), velocity: (-300, 0))], on: inbox.list.panRecognizer)
        #expect(inbox.ticker.isRunning)
        inbox.play([.ended(250, 66, moved: (-50, 0))], on: inbox.list.panRecognizer)
        #expect(inbox.ticker.isRunning)
        inbox.settle()
        #expect(!inbox.ticker.isRunning)
        let fired = inbox.ticker.framesFired
        inbox.settle()
        #expect(inbox.ticker.framesFired == fired)
    }

    @Test func offScreenItStops() throws {
        let inbox = try InboxList()
        inbox.play([.began(288, 66, moved: (-12, 0), velocity: (-300, 0))], on: inbox.list.panRecognizer)
        inbox.list.didMoveToWindow()
        #expect(inbox.list.window == nil)
        #expect(!inbox.ticker.isRunning)
    }

    @Test func aVerbIsDrawnAfterSetNeedsFrame() throws {
        let inbox = try InboxList()
        try inbox.table.deleteRow(at: 0)
        inbox.list.setNeedsFrame()
        #expect(inbox.ticker.isRunning)
        inbox.settle()
        #expect(inbox.viewOfRow(0) == nil)
        #expect(inbox.viewOfRow(1)?.frame.origin.y == 0)
    }
}
#endif
