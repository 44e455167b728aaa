// Not UIKit: how a test drives the stub. A test plays a recorded recognizer sequence (began,
// changed…, ended) with the location, translation and velocity UIKit would report, and reads
// back the announcements posted and the impacts played.
//
// What this cannot check, since no UIKit runs: how UIKit arbitrates between recognizers (a
// scroll view's pan, `shouldRecognizeSimultaneouslyWith`), the timing of touches, animation,
// VoiceOver and the haptic engine.

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

extension UIGestureRecognizer {
    /// Registers a handler to call each time the recognizer's state is set to `began`,
    /// `changed`, `ended` or `cancelled`: what `addTarget(_:action:)` registers on Apple
    /// platforms, as a closure, since there is no Objective-C runtime here.
    public func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Plays one step of a gesture at `location` (in the recognizer's view), as UIKit would:
    /// a gesture that is not under way begins only with `began` (or `ended`, for a discrete
    /// recognizer such as a tap), after asking the delegate's `gestureRecognizerShouldBegin(_:)`;
    /// a `false` answer fails it. Other steps of a gesture that is not under way are ignored.
    ///
    /// - Returns: Whether the handlers were called.
    @discardableResult
    public func play(_ newState: State, at location: CGPoint) -> Bool {
        recordedLocation = location
        let isUnderWay = state == .began || state == .changed
        if !isUnderWay {
            guard newState == .began || newState == .ended else { return false }
            state = .possible
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                state = .failed
                return false
            }
        }
        state = newState
        for handler in handlers { handler(self) }
        return true
    }
}

extension UIPanGestureRecognizer {
    /// Plays one step of a pan: ``UIGestureRecognizer/play(_:at:)`` with the translation (from
    /// where the pan began) and the velocity, in points per second, that `translation(in:)` and
    /// `velocity(in:)` then report.
    @discardableResult
    public func play(_ newState: State, at location: CGPoint, translation: CGPoint, velocity: CGPoint = .zero) -> Bool {
        recordedTranslation = translation
        recordedVelocity = velocity
        return play(newState, at: location)
    }
}

extension UIAccessibility {
    /// The arguments of the announcements posted so far, oldest first.
    @MainActor public static var postedAnnouncements: [String] {
        postedNotifications.filter { $0.0 == .announcement }.compactMap { $0.1 }
    }

    /// Forgets what was posted, for a test that counts from its start.
    @MainActor public static func forgetPostedNotifications() {
        postedNotifications.removeAll()
    }
}

extension UIImpactFeedbackGenerator {
    /// How many times `impactOccurred()` was called.
    public var impactCount: Int { impacts }
}

#endif
