#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import Testing
import UIKitStub

/// A tap on a row selects it, as `tableView(_:didSelectRowAt:)`.
@Suite("Selecting a row with a tap")
@MainActor
struct TapTests {
    @Test func aTapSelectsTheRowUnderIt() throws {
        let inbox = try InboxList()
        #expect(inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 160, y: 110)))
        #expect(inbox.selected == [2])
    }

    @Test func aTapDuringAPanIsNotTheTables() throws {
        let inbox = try InboxList()
        inbox.play([.began(288, 66, moved: (-12, 0), velocity: (-300, 0))], on: inbox.list.panRecognizer)
        #expect(!inbox.list.tapRecognizer.play(.ended, at: CGPoint(x: 160, y: 110)))
        #expect(inbox.selected.isEmpty)
    }
}
#endif
