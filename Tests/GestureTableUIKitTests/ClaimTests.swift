#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// `gestureRecognizerShouldBegin(_:)` answers with the table's claim: a drag toward a side with
/// nothing for the row is declined, and the pan never begins.
@Suite("Who owns the gesture")
@MainActor
struct ClaimTests {
    @Test func aDragTowardAnEmptySideIsDeclinedAndNothingMoves() throws {
        let inbox = try InboxList(leading: false)
        let steps = inbox.play([
            .began(52, 66, moved: (12, 0), velocity: (300, 0)),
            .changed(160, 66, moved: (120, 0)),
            .ended(200, 66, moved: (160, 0), velocity: (300, 0)),
        ], on: inbox.list.panRecognizer)
        #expect(steps == [false, false, false])
        #expect(inbox.list.panRecognizer.state == .failed)
        inbox.settle()
        #expect(inbox.flagged.isEmpty && inbox.archived.isEmpty)
        #expect(inbox.list.shownRows.values.allSatisfy { $0.view.frame.origin.x == 0 })
        #expect(inbox.list.activeRecognizer == nil)
    }

    @Test func aDragFromTheLeadingEdgeIsLeftToTheBackGesture() throws {
        let inbox = try InboxList()
        let began = inbox.list.panRecognizer.play(.began, at: CGPoint(x: 22, y: 66), translation: CGPoint(x: 12, y: 0))
        #expect(!began)
    }

    @Test func aVerticalDragScrollsTheList() throws {
        let inbox = try InboxList(rows: 40)
        inbox.play([
            .began(160, 300, moved: (0, -12), velocity: (0, -300)),
            .changed(160, 100, moved: (0, -212)),
            .ended(160, 100, moved: (0, -212), velocity: (0, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.settle()
        #expect(inbox.table.scrollOffset > 150)
        #expect(inbox.viewOfRow(0) == nil)
    }

    @Test func theLongPressBeginsOnlyForALift() throws {
        let inbox = try InboxList()
        inbox.table.canMoveRow = { $0.id != 3 }
        inbox.ticker.run(seconds: 0.5)
        #expect(!inbox.list.longPressRecognizer.play(.began, at: CGPoint(x: 160, y: 154)))
        #expect(inbox.list.longPressRecognizer.play(.began, at: CGPoint(x: 160, y: 110)))
    }
}
#endif
