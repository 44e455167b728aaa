// The only Objective-C in the module: CADisplayLink has no initializer but
// `init(target:selector:)`, and UIGestureRecognizer delivers its states only to target-action
// pairs (`addTarget(_:action:)`); neither takes a closure. One small NSObject holds a closure
// and exposes it as the one `@objc` method both call; nothing else in the module uses a
// selector. Compiled only where the Objective-C runtime is: on Linux the stub delivers to
// closures and the tests tick by hand.

#if canImport(UIKit) && canImport(ObjectiveC)
import QuartzCore
import UIKit

/// A closure as an Objective-C target: what a display link and a recognizer call.
@MainActor
final class SelectorTarget: NSObject {
    private let action: @MainActor (AnyObject) -> Void

    /// - Parameter action: Called with the sender (the display link, the recognizer).
    init(_ action: @escaping @MainActor (AnyObject) -> Void) {
        self.action = action
    }

    @objc func fire(_ sender: AnyObject) { action(sender) }
}

/// The display link: one tick a screen refresh while running, stamped with the link's
/// `timestamp` (the timeline of `CACurrentMediaTime()`).
@MainActor
final class DisplayLinkTicker: FrameTicker {
    var onTick: ((Double) -> Void)?
    private var link: CADisplayLink?

    var now: Double { CACurrentMediaTime() }
    var isRunning: Bool { link != nil }

    func start() {
        guard link == nil else { return }
        // The run loop retains the link and the link its target; the target holds the ticker
        // weakly, and stops a link whose ticker is gone.
        let target = SelectorTarget { [weak self] sender in
            guard let self else {
                (sender as? CADisplayLink)?.invalidate()
                return
            }
            fire()
        }
        let link = CADisplayLink(target: target, selector: #selector(SelectorTarget.fire(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    private func fire() {
        guard let link else { return }
        onTick?(link.timestamp)
    }
}

extension FrameTicker where Self == DisplayLinkTicker {
    /// The ticker a view makes for itself.
    static func display() -> DisplayLinkTicker { DisplayLinkTicker() }
}

/// Registers `handler` for each state a recognizer reports, through one target-action pair.
/// A recognizer does not retain its targets: the caller keeps the returned object.
@MainActor
func connect(_ recognizer: UIGestureRecognizer, to handler: @escaping @MainActor (UIGestureRecognizer) -> Void)
    -> AnyObject
{
    let target = SelectorTarget { sender in
        if let recognizer = sender as? UIGestureRecognizer { handler(recognizer) }
    }
    recognizer.addTarget(target, action: #selector(SelectorTarget.fire(_:)))
    return target
}
#endif
