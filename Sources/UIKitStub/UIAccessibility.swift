// Custom accessibility actions, announcements and impact feedback: the UIKit calls the module
// makes for assistive technology and haptics. Signatures from Apple's documentation, named
// beside each; each records what it was asked, for the tests (Driving.swift reads it).

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

// UIKit: `@MainActor class UIAccessibilityCustomAction` (documentation/UIKit/UIAccessibilityCustomAction).
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // documentation/UIKit/UIAccessibilityCustomAction/Handler: `typealias Handler = (UIAccessibilityCustomAction) -> Bool`
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    // documentation/UIKit/UIAccessibilityCustomAction/name: `var name: String { get set }`
    open var name: String
    // documentation/UIKit/UIAccessibilityCustomAction/actionHandler: `var actionHandler: UIAccessibilityCustomAction.Handler? { get set }`
    open var actionHandler: Handler?

    // documentation/UIKit/UIAccessibilityCustomAction/init(name:actionHandler:):
    // `convenience init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler)`
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}

// UIKit: `struct UIAccessibility` (documentation/UIKit/UIAccessibility), a namespace.
public struct UIAccessibility {
    // documentation/UIKit/UIAccessibility/Notification: `struct Notification`
    public struct Notification: Hashable, Sendable {
        let name: String
        // documentation/UIKit/UIAccessibility/Notification/announcement:
        // `nonisolated static let announcement: UIAccessibility.Notification`
        public static let announcement = Notification(name: "announcement")
    }

    // documentation/UIKit/UIAccessibility/post(notification:argument:):
    // `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        postedNotifications.append((notification, argument.map { "\($0)" }))
    }

    // What was posted, in order: read by Driving.swift.
    @MainActor static var postedNotifications: [(Notification, String?)] = []
}

// UIKit: `@MainActor class UIFeedbackGenerator` (documentation/UIKit/UIFeedbackGenerator).
@MainActor open class UIFeedbackGenerator: NSObject {
    // documentation/UIKit/UIFeedbackGenerator/prepare(): `func prepare()`
    open func prepare() {}
}

// UIKit: `@MainActor class UIImpactFeedbackGenerator` (documentation/UIKit/UIImpactFeedbackGenerator).
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    // documentation/UIKit/UIImpactFeedbackGenerator/FeedbackStyle: `enum FeedbackStyle : Int, @unchecked Sendable`
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    let style: FeedbackStyle
    // Impacts played, read by Driving.swift.
    var impacts = 0

    // documentation/UIKit/UIImpactFeedbackGenerator/init(style:): `init(style: UIImpactFeedbackGenerator.FeedbackStyle)`
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    // documentation/UIKit/UIImpactFeedbackGenerator/impactOccurred(): `func impactOccurred()`
    open func impactOccurred() { impacts += 1 }
}

#endif
