#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// The feedback generator plays once at each haptic moment a frame reports: an action's
/// threshold crossed, a lift, a drop.
@Suite("Haptics")
@MainActor
struct HapticTests {
    @Test func crossingTheThresholdPlaysOnce() throws {
        let inbox = try InboxList()
        inbox.play([
            .began(288, 66, moved: (-12, 0), velocity: (-300, 0)),
            .changed(250, 66, moved: (-50, 0)),
        ], on: inbox.list.panRecognizer)
        inbox.ticker.tick()
        #expect(inbox.list.feedbackGenerator.impactCount == 0)
        inbox.play([.changed(150, 66, moved: (-150, 0))], on: inbox.list.panRecognizer)
        inbox.ticker.tick()
        #expect(inbox.list.feedbackGenerator.impactCount == 1)
    }

    @Test func aLiftAndADropPlayOnceEach() throws {
        let inbox = try InboxList()
        inbox.play([RecordedStep(state: .began, location: CGPoint(x: 160, y: 66), after: 0.5)], on: inbox.list.longPressRecognizer)
        inbox.ticker.tick()
        #expect(inbox.list.feedbackGenerator.impactCount == 1)
        inbox.play([
            RecordedStep(state: .changed, location: CGPoint(x: 160, y: 200)),
            RecordedStep(state: .ended, location: CGPoint(x: 160, y: 200)),
        ], on: inbox.list.longPressRecognizer)
        inbox.settle()
        #expect(inbox.list.feedbackGenerator.impactCount == 2)
        #expect(inbox.moves.count == 1)
    }
}
#endif
