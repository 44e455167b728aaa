#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// What a recognizer may report that a finger never does: numbers that are not finite, a second
/// gesture while the first still animates, timestamps that go back.
@Suite("Hostile recognizer input")
@MainActor
struct HostileInputTests {
    @Test func numbersThatAreNotFiniteMoveNothingAndBreakNothing() throws {
        let inbox = try InboxList()
        let pan = inbox.list.panRecognizer
        #expect(!pan.play(.began, at: CGPoint(x: .nan, y: 66), translation: CGPoint(x: -12, y: 0)))
        inbox.play([
            .began(288, 66, moved: (.nan, 0), velocity: (.infinity, 0)),
            .changed(.infinity, 66, moved: (-.infinity, 0)),
            .changed(250, .nan, moved: (.nan, .nan), velocity: (.nan, .nan)),
            .ended(250, 66, moved: (.nan, 0), velocity: (.nan, -.infinity)),
        ], on: pan)
        inbox.settle()
        #expect(inbox.ids == Array(0..<20))
        #expect(inbox.archived.isEmpty)
        #expect(inbox.list.shownRows.values.allSatisfy { $0.view.frame.origin.x == 0 && $0.view.frame.origin.x.isFinite })
        #expect(inbox.list.activeRecognizer == nil)
        #expect(!inbox.ticker.isRunning)
    }

    @Test func aTickerTimeThatIsNotFiniteIsIgnored() throws {
        let inbox = try InboxList()
        inbox.list.setNeedsFrame()
        inbox.list.frameTick(atSeconds: .nan)
        inbox.list.frameTick(atSeconds: -.infinity)
        inbox.list.frameTick(atSeconds: 1e300)
        #expect(inbox.ids == Array(0..<20))
    }

    @Test func aSecondSwipeWhileTheFirstRowSettles() throws {
        let inbox = try InboxList()
        inbox.play([
            .began(288, 66, moved: (-12, 0), velocity: (-300, 0)),
            .changed(250, 66, moved: (-50, 0)),
            .ended(250, 66, moved: (-50, 0), velocity: (0, 0)),
        ], on: inbox.list.panRecognizer)
        // Row 1 is still settling back when the next pan begins on row 3.
        #expect(inbox.table.isAnimating)
        inbox.play([
            .began(288, 154, moved: (-12, 0), velocity: (-300, 0)),
            .changed(130, 154, moved: (-170, 0)),
            .ended(130, 154, moved: (-170, 0), velocity: (-200, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.settle()
        #expect(inbox.archived == [3])
        #expect(inbox.viewOfRow(1)?.frame.origin.x == 0)
    }

    @Test func aLongPressDuringAPanIsNotTheTables() throws {
        let inbox = try InboxList()
        inbox.play([.began(288, 66, moved: (-12, 0), velocity: (-300, 0))], on: inbox.list.panRecognizer)
        inbox.ticker.run(seconds: 0.5)
        #expect(!inbox.list.longPressRecognizer.play(.began, at: CGPoint(x: 288, y: 66)))
        inbox.play([.ended(288, 66, moved: (-12, 0))], on: inbox.list.panRecognizer)
        inbox.settle()
        #expect(inbox.moves.isEmpty)
    }
}
#endif
