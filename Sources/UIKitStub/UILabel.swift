// The label GestureTableUIKit draws its default headers, placeholder, revealed buttons and
// context-menu items with. Signatures from Apple's documentation, named beside each.

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

// UIKit: `@MainActor class UILabel : UIView` (documentation/UIKit/UILabel).
@MainActor open class UILabel: UIView {
    // documentation/UIKit/UILabel/text: `var text: String? { get set }`
    open var text: String?
    // documentation/UIKit/UILabel/textColor: `var textColor: UIColor! { get set }`
    open var textColor: UIColor!
    // documentation/UIKit/UILabel/numberOfLines: `var numberOfLines: Int { get set }` (1 by default)
    open var numberOfLines = 1
}

#endif
