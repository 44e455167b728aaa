// The recognizers' delegate: a small non-generic object, since UIKit asks its delegate through
// Objective-C and a generic view cannot expose methods there.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))

/// Answers UIKit's questions about the list's recognizers with the view's closures.
@MainActor
final class RecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    private let shouldBegin: @MainActor (UIGestureRecognizer) -> Bool
    private let recognizesTogether: @MainActor (UIGestureRecognizer, UIGestureRecognizer) -> Bool

    init(
        shouldBegin: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        recognizesTogether: @escaping @MainActor (UIGestureRecognizer, UIGestureRecognizer) -> Bool
    ) {
        self.shouldBegin = shouldBegin
        self.recognizesTogether = recognizesTogether
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        recognizesTogether(gestureRecognizer, otherGestureRecognizer)
    }
}

#endif
