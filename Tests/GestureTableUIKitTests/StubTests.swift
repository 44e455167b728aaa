#if os(Linux) && canImport(UIKitStub)
import Testing
import UIKitStub

/// The stub's recognizers play a sequence as UIKit reports it: a delegate's `false` fails the
/// gesture, and its later steps reach no handler.
@Suite("The stub's recognizers")
@MainActor
struct StubRecognizerTests {
    final class Refusing: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func aRefusedGestureReachesNoHandler() {
        let pan = UIPanGestureRecognizer()
        let delegate = Refusing()
        pan.delegate = delegate
        var heard: [UIGestureRecognizer.State] = []
        pan.addHandler { heard.append($0.state) }
        #expect(!pan.play(.began, at: CGPoint(x: 10, y: 10), translation: CGPoint(x: -20, y: 0)))
        #expect(!pan.play(.changed, at: CGPoint(x: 5, y: 10), translation: CGPoint(x: -25, y: 0)))
        #expect(pan.state == .failed)
        #expect(heard.isEmpty)
    }

    @Test func anAcceptedGestureReportsEachState() {
        let pan = UIPanGestureRecognizer()
        var heard: [UIGestureRecognizer.State] = []
        pan.addHandler { heard.append($0.state) }
        pan.play(.began, at: CGPoint(x: 10, y: 10), translation: CGPoint(x: 12, y: 0))
        pan.play(.changed, at: CGPoint(x: 40, y: 10), translation: CGPoint(x: 42, y: 0), velocity: CGPoint(x: 300, y: 0))
        pan.play(.ended, at: CGPoint(x: 40, y: 10), translation: CGPoint(x: 42, y: 0))
        #expect(heard == [.began, .changed, .ended])
        #expect(pan.translation(in: nil) == CGPoint(x: 42, y: 0))
    }
}
#endif
