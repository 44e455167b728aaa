// What drives the view's frames: a display link on Apple platforms (DisplayLinkTicker.swift),
// a ticker the tests advance by hand on Linux.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))

/// A source of frames and of the time they are stamped with: the display link, behind a
/// protocol so that the one unavoidable selector (`CADisplayLink(target:selector:)`) stays in a
/// file compiled only with the Objective-C runtime, and tests tick by hand.
@MainActor
protocol FrameTicker: AnyObject {
    /// Called once a frame while running, with the frame's timestamp in seconds.
    var onTick: ((Double) -> Void)? { get set }
    /// The time now, in seconds, on the timeline of the frames' timestamps.
    var now: Double { get }
    /// Whether frames are coming.
    var isRunning: Bool { get }
    /// Starts the frames (nothing if running).
    func start()
    /// Stops the frames (nothing if stopped).
    func stop()
}

#if !canImport(UIKit)
/// Over the stub (Linux) there is no display link: frames come only when a test ticks a ticker
/// of its own. This one keeps time and never fires.
@MainActor
final class StillTicker: FrameTicker {
    var onTick: ((Double) -> Void)?
    private let origin = ContinuousClock.now
    private(set) var isRunning = false
    var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    func start() { isRunning = true }
    func stop() { isRunning = false }
}

extension FrameTicker where Self == StillTicker {
    /// The ticker a view makes for itself.
    static func display() -> StillTicker { StillTicker() }
}

/// Registers `handler` for each state a recognizer reports: the stub's closure, where UIKit has
/// its target-action pair (see DisplayLinkTicker.swift).
@MainActor
func connect(_ recognizer: UIGestureRecognizer, to handler: @escaping @MainActor (UIGestureRecognizer) -> Void)
    -> AnyObject
{
    recognizer.addHandler(handler)
    return recognizer
}
#endif

#endif
