// The list's recognizers: their states become pointer samples, and the table's claim decides
// whether each may begin.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    func installRecognizers() {
        let delegate = RecognizerDelegate(
            shouldBegin: { [weak self] recognizer in self?.shouldBegin(recognizer) ?? false },
            recognizesTogether: { [weak self] first, second in
                guard let self else { return false }
                // A held context menu's press moves on into a lift: the long press and the pan
                // may both recognize; the view follows one of them at a time.
                let ours: [UIGestureRecognizer] = [panRecognizer, longPressRecognizer]
                return ours.contains { $0 === first } && ours.contains { $0 === second }
            })
        recognizerDelegate = delegate
        longPressRecognizer.minimumPressDuration = Self.seconds(table.configuration.longPressDuration)
        longPressRecognizer.allowableMovement = CGFloat(table.configuration.touchSlop)
        panRecognizer.maximumNumberOfTouches = 1
        for recognizer in [panRecognizer, longPressRecognizer, tapRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = delegate
            addGestureRecognizer(recognizer)
            recognizerTargets.append(connect(recognizer) { [weak self] recognizer in self?.follow(recognizer) })
        }
    }

    /// What `gestureRecognizerShouldBegin(_:)` answers: the table's claim of the press.
    ///
    /// The pan begins for a swipe, a scroll or a sweep (the table scrolls itself) and for a
    /// press not yet decided; it is declined (`false`) so that an enclosing recognizer (a
    /// pager's, the back gesture's) takes the drag. The long press begins for a lift or a
    /// context menu. The tap begins when no other gesture is under way.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard activeRecognizer == nil, let sample = sample(of: recognizer, phase: .began) else { return false }
        if recognizer === tapRecognizer { return true }
        let pressedAt: Duration
        if recognizer === longPressRecognizer {
            let held = Self.duration(seconds: longPressRecognizer.minimumPressDuration) ?? .zero
            pressedAt = sample.timestamp > held ? sample.timestamp - held : .zero
        } else {
            pressedAt = sample.timestamp
        }
        switch table.claim(sample, pressedAt: pressedAt) {
        case .swipe, .scroll, .sweep, .undecided: return recognizer === panRecognizer
        case .lift, .contextMenu: return recognizer === longPressRecognizer
        case .declined: return false
        }
    }

    /// A recognizer's new state, fed to the table.
    func follow(_ recognizer: UIGestureRecognizer) {
        if recognizer === tapRecognizer {
            followTap()
            return
        }
        let phase: PointerSample.Phase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        if phase == .began {
            guard activeRecognizer == nil else { return }
            activeRecognizer = recognizer
            feedbackGenerator.prepare()
        } else if activeRecognizer !== recognizer {
            return
        }
        guard var sample = sample(of: recognizer, phase: phase) else {
            // No usable location: the gesture goes on without this sample, or ends as cancelled.
            if phase == .ended || phase == .cancelled { finish(PointerSample(.cancelled, location: lastLocation, timestamp: now)) }
            return
        }
        if recognizer === longPressRecognizer, phase == .began {
            // UIKit reports a long press once it has been held: the press went down
            // `minimumPressDuration` ago, and the table lifts the row as it catches up.
            let held = Self.duration(seconds: longPressRecognizer.minimumPressDuration) ?? .zero
            let now = sample.timestamp
            sample.timestamp = now > held ? now - held : .zero
            table.handle(sample)
            table.tick(at: now)
        } else if phase == .ended || phase == .cancelled {
            finish(sample)
            return
        } else {
            table.handle(sample)
        }
        ticker.start()
        drawFrame()
    }

    /// The last sample of a gesture: the table lets go, and frames run until it is at rest.
    private func finish(_ sample: PointerSample) {
        activeRecognizer = nil
        table.handle(sample)
        ticker.start()
        drawFrame()
    }

    /// A tap: a press and a release where it landed.
    private func followTap() {
        guard activeRecognizer == nil, tapRecognizer.state == .ended,
            let sample = sample(of: tapRecognizer, phase: .began)
        else { return }
        if tapOverlay(at: CGPoint(x: sample.location.x, y: sample.location.y)) {
            ticker.start()
            drawFrame()
            return
        }
        table.handle(sample)
        table.handle(PointerSample(.ended, location: sample.location, timestamp: sample.timestamp))
        ticker.start()
        drawFrame()
    }

    /// A recognizer's state as a sample in the table's coordinates (the view's points), or
    /// `nil` when its location is not a finite point. A translation that is not finite counts
    /// as none; a velocity that is not finite lets the table estimate it.
    func sample(of recognizer: UIGestureRecognizer, phase: PointerSample.Phase) -> PointerSample? {
        let location = recognizer.location(in: self)
        guard location.x.isFinite, location.y.isFinite else { return nil }
        var translation = Point(x: 0, y: 0)
        var velocity = Velocity.zero
        if let pan = recognizer as? UIPanGestureRecognizer {
            let moved = pan.translation(in: self)
            if moved.x.isFinite, moved.y.isFinite { translation = Point(x: Double(moved.x), y: Double(moved.y)) }
            let speed = pan.velocity(in: self)
            velocity = Velocity(dx: Double(speed.x), dy: Double(speed.y))
            if phase != .ended, !(velocity.dx.isFinite && velocity.dy.isFinite) { velocity = .zero }
        }
        let point = Point(x: Double(location.x), y: Double(location.y))
        lastLocation = point
        return PointerSample(phase, location: point, translation: translation, velocity: velocity, timestamp: now)
    }

    /// The time now on the ticker's timeline, which the table's `FrameClock` follows.
    var now: Duration { Self.duration(seconds: ticker.now) ?? .zero }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

#endif
