#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// A long press lifts a row; the carry follows the finger, autoscrolls near an edge, and the
/// drop moves the row once.
@Suite("Reordering with the long-press recognizer")
@MainActor
struct ReorderTests {
    @Test func holdingNearTheBottomEdgeAutoscrollsAndTheRowLandsLower() throws {
        let inbox = try InboxList(rows: 40)
        let press = inbox.list.longPressRecognizer
        let steps = inbox.play([
            RecordedStep(state: .began, location: CGPoint(x: 160, y: 66), after: 0.5),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 250)),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 432)),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 433), after: 1.5),
            RecordedStep(state: .ended, location: CGPoint(x: 160, y: 433)),
        ], on: press)
        #expect(steps == [true, true, true, true, true])
        inbox.settle()
        #expect(inbox.table.viewportHeight == 440)
        #expect(inbox.table.scrollOffset > 0)
        let move = try #require(inbox.moves.first)
        #expect(inbox.moves.count == 1)
        #expect(move.source == 1)
        #expect(move.destination > 9)
        #expect(inbox.ids[move.destination] == 1)
    }

    @Test func theLiftedRowIsDrawnRaised() throws {
        let inbox = try InboxList()
        inbox.play([
            RecordedStep(state: .began, location: CGPoint(x: 160, y: 66), after: 0.5),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 100)),
        ], on: inbox.list.longPressRecognizer)
        inbox.ticker.tick()
        let view = try #require(inbox.viewOfRow(1))
        #expect(view.transform.a > 1)
        #expect(view.layer.shadowOpacity > 0)
        #expect(inbox.list.subviews.last === view)
    }

    @Test func cancellingMidCarryLeavesTheRowsAsTheyWere() throws {
        let inbox = try InboxList()
        inbox.play([
            RecordedStep(state: .began, location: CGPoint(x: 160, y: 66), after: 0.5),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 200)),
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 300)),
            .cancelled(),
        ], on: inbox.list.longPressRecognizer)
        inbox.settle()
        #expect(inbox.ids == Array(0..<20))
        #expect(inbox.moves.isEmpty)
        #expect(inbox.table.scrollOffset == 0)
        #expect(inbox.viewOfRow(1)?.frame.origin.y == 44)
        #expect(inbox.list.activeRecognizer == nil)
    }
}
#endif
