// The gesture recognizers GestureTableUIKit puts on its list, and their delegate. Signatures
// from Apple's documentation, named beside each. What a test sets (the state, the location, the
// translation, the velocity) and how it fires the module's handlers is in Driving.swift, apart,
// since none of it is UIKit's.

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

// UIKit: `@MainActor class UIGestureRecognizer` (documentation/UIKit/UIGestureRecognizer).
@MainActor open class UIGestureRecognizer: NSObject {
    // documentation/UIKit/UIGestureRecognizer/State-swift.enum: `enum State : Int, @unchecked Sendable`
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    // documentation/UIKit/UIGestureRecognizer/init(target:action:) is the designated initializer,
    // taking a selector; the module creates its recognizers with `init()`
    // (documentation/ObjectiveC/NSObject-swift.class/init()) and adds its one target in the
    // Objective-C file of its own, so the stub declares `init()` only.
    override public init() { super.init() }

    // documentation/UIKit/UIGestureRecognizer/state-swift.property: `var state: UIGestureRecognizer.State { get }`
    open internal(set) var state: State = .possible
    // documentation/UIKit/UIGestureRecognizer/delegate: `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    // documentation/UIKit/UIGestureRecognizer/location(in:): `func location(in view: UIView?) -> CGPoint`
    // (the stub has one coordinate space: the recognizer's view's)
    open func location(in view: UIView?) -> CGPoint { recordedLocation }

    // What Driving.swift sets and fires; not UIKit's.
    var recordedLocation = CGPoint.zero
    var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
}

// UIKit: `@MainActor class UIPanGestureRecognizer` (documentation/UIKit/UIPanGestureRecognizer).
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // documentation/UIKit/UIPanGestureRecognizer/maximumNumberOfTouches: `var maximumNumberOfTouches: Int { get set }`
    open var maximumNumberOfTouches = Int.max
    // documentation/UIKit/UIPanGestureRecognizer/translation(in:): `func translation(in view: UIView?) -> CGPoint`
    open func translation(in view: UIView?) -> CGPoint { recordedTranslation }
    // documentation/UIKit/UIPanGestureRecognizer/velocity(in:): `func velocity(in view: UIView?) -> CGPoint`
    open func velocity(in view: UIView?) -> CGPoint { recordedVelocity }

    var recordedTranslation = CGPoint.zero
    var recordedVelocity = CGPoint.zero
}

// UIKit: `@MainActor class UILongPressGestureRecognizer` (documentation/UIKit/UILongPressGestureRecognizer).
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    // documentation/UIKit/UILongPressGestureRecognizer/minimumPressDuration: `var minimumPressDuration: TimeInterval { get set }`
    open var minimumPressDuration: TimeInterval = 0.5
    // documentation/UIKit/UILongPressGestureRecognizer/allowableMovement: `var allowableMovement: CGFloat { get set }`
    open var allowableMovement: CGFloat = 10
}

// UIKit: `@MainActor class UITapGestureRecognizer` (documentation/UIKit/UITapGestureRecognizer).
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// UIKit: `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`
// (documentation/UIKit/UIGestureRecognizerDelegate). Its methods are `optional` there; here
// the extension below gives each UIKit's default.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    // documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:):
    // `optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    // documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:):
    // `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool`
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    // UIKit's defaults when the delegate does not implement them: begin; recognize alone.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

#endif
