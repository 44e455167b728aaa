// UIResponder, UIView and the CALayer properties GestureTableUIKit sets. Signatures from Apple's
// documentation, named beside each; the behaviour is the least the module's tests need: a
// view tree, frames, and the properties read back as set.

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

// UIKit: `@MainActor class UIResponder` (documentation/UIKit/UIResponder).
@MainActor open class UIResponder: NSObject {
    override public init() { super.init() }
}

// QuartzCore: `class CALayer` (documentation/QuartzCore/CALayer).
@MainActor open class CALayer: NSObject {
    // documentation/QuartzCore/CALayer/shadowOpacity: `var shadowOpacity: Float { get set }`
    open var shadowOpacity: Float = 0
    // documentation/QuartzCore/CALayer/zPosition: `var zPosition: CGFloat { get set }`
    open var zPosition: CGFloat = 0
    override public init() { super.init() }
}

// UIKit: `@MainActor class UIView` (documentation/UIKit/UIView).
@MainActor open class UIView: UIResponder {
    // documentation/UIKit/UIView/init(frame:): `init(frame: CGRect)`
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    // documentation/UIKit/UIView/init(coder:): `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }
    // documentation/UIKit/UIView/frame: `var frame: CGRect { get set }`
    // (a new size lays the view out at once, as UIKit's next layout pass would)
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutSubviews() } }
    }
    // documentation/UIKit/UIView/bounds: `var bounds: CGRect { get set }` (origin kept at zero here)
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    // documentation/UIKit/UIView/superview: `var superview: UIView? { get }`
    open private(set) weak var superview: UIView?
    // documentation/UIKit/UIView/subviews: `var subviews: [UIView] { get }`
    open private(set) var subviews: [UIView] = []
    // documentation/UIKit/UIView/alpha: `var alpha: CGFloat { get set }`
    open var alpha: CGFloat = 1
    // documentation/UIKit/UIView/backgroundColor: `@NSCopying var backgroundColor: UIColor? { get set }`
    open var backgroundColor: UIColor?
    // documentation/UIKit/UIView/transform: `var transform: CGAffineTransform { get set }`
    open var transform: CGAffineTransform = .identity
    // documentation/UIKit/UIView/layer: `var layer: CALayer { get }`
    open private(set) var layer = CALayer()

    // documentation/UIKit/UIView/addSubview(_:): `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    // documentation/UIKit/UIView/removeFromSuperview(): `func removeFromSuperview()`
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
    // documentation/UIKit/UIView/insertSubview(_:at:): `func insertSubview(_ view: UIView, at index: Int)`
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    // documentation/UIKit/UIView/bringSubviewToFront(_:): `func bringSubviewToFront(_ view: UIView)`
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    // documentation/UIKit/UIView/addGestureRecognizer(_:):
    // `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.append(gestureRecognizer)
    }
    private var recognizers: [UIGestureRecognizer] = []
    // documentation/UIKit/UIView/layoutSubviews(): `func layoutSubviews()`
    open func layoutSubviews() {}
    // documentation/UIKit/UIView/didMoveToWindow(): `func didMoveToWindow()`
    open func didMoveToWindow() {}
    // documentation/UIKit/UIView/window: `var window: UIWindow? { get }`
    open var window: UIWindow? { nil }

    // Accessibility, declared on NSObject by UIKit (the UIAccessibility informal protocol), here
    // on UIView, the only class the module sets them on.
    // documentation/ObjectiveC/NSObject-swift.class/isAccessibilityElement: `var isAccessibilityElement: Bool { get set }`
    open var isAccessibilityElement = false
    // documentation/ObjectiveC/NSObject-swift.class/accessibilityLabel: `var accessibilityLabel: String? { get set }`
    open var accessibilityLabel: String?
    // documentation/ObjectiveC/NSObject-swift.class/accessibilityCustomActions:
    // `var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }`
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
}

// UIKit: `@MainActor class UIWindow` (documentation/UIKit/UIWindow). The stub's views are
// never in one: `window` is always `nil`.
@MainActor open class UIWindow: UIView {}

// UIKit: `class UIColor` (documentation/UIKit/UIColor); `Sendable` there since iOS 17.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The components it was made with, for the tests; not UIKit's.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    // documentation/UIKit/UIColor/init(red:green:blue:alpha:):
    // `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }
}

#endif
