// The content coasting after a vertical drag is released with a velocity, and stopping.

extension TableCore {
    /// Lets the content coast at `velocity` (units per second, positive toward later rows)
    /// after a vertical drag was released. A velocity that is not finite is none; a huge one is
    /// clamped to ``Momentum/maximumSpeed(rowHeight:)``; one below the stopping speed, or toward
    /// an end the content is already at, coasts not at all.
    mutating func coast(velocity: Double) {
        stopMomentum()
        guard velocity.isFinite else { return }
        let rowHeight = state.configuration.rowHeight
        let limit = Momentum.maximumSpeed(rowHeight: rowHeight)
        let velocity = min(max(velocity, -limit), limit)
        let stoppingSpeed = Momentum.stoppingSpeed(rowHeight: rowHeight)
        let room = velocity.sign == .minus ? state.scrollOffset : maximumScrollOffset - state.scrollOffset
        guard abs(velocity) >= stoppingSpeed, !isAtEnd(toward: velocity) else { return }
        // Scrolling closes the open row, as a drag that scrolls does.
        if state.configuration.closesOpenRowOnScroll { closeOpenRow() }
        var momentum = Momentum(start: state.time, velocity: velocity, rate: state.configuration.decelerationRate.rawValue)
        momentum.planEnd(room: room, stoppingSpeed: stoppingSpeed)
        state.momentum = momentum
        noteDeadline(momentum.end)
    }

    /// Moves the coasting content to where it is at `now` (at most its end), and stops it at an
    /// end of the content.
    mutating func advanceMomentum(to now: Duration) {
        guard var momentum = state.momentum else { return }
        let distance = momentum.distance(after: min(now, momentum.end) - momentum.start)
        let step = distance - momentum.travelled
        momentum.travelled = distance
        state.momentum = momentum
        // No time, no travel: an offset a deletion left past the end stays where it is drawn
        // until the content moves (or a press stops it), so a press aims at what is drawn.
        if step != 0 { scrollContent(by: step) }
        if isAtEnd(toward: momentum.velocity) { state.momentum = nil }
    }

    /// Whether the content is at its end the way `velocity` goes: within a billionth of a row of
    /// it, so an offset a rounding short of the end (one scrolled there by a distance rather than
    /// clamped) counts as there.
    func isAtEnd(toward velocity: Double) -> Bool {
        let slack = state.configuration.rowHeight * 1e-9
        return velocity > 0 ? state.scrollOffset >= maximumScrollOffset - slack : state.scrollOffset <= slack
    }

    /// The coasting content's planned end came: at rest, it is put at the whole distance; at an
    /// end of the content, it stops there, or, when the content has grown since, goes on.
    mutating func momentumDeadlineReached() {
        advanceMomentum(to: state.time)
        guard var momentum = state.momentum, state.time >= momentum.end else { return }
        if momentum.endsAtRest {
            scrollContent(by: momentum.totalDistance - momentum.travelled)
            state.momentum = nil
            return
        }
        let room = momentum.velocity > 0 ? maximumScrollOffset - state.scrollOffset : state.scrollOffset
        momentum.planEnd(room: room, stoppingSpeed: Momentum.stoppingSpeed(rowHeight: state.configuration.rowHeight))
        guard !isAtEnd(toward: momentum.velocity), momentum.end > state.time else {
            // Nothing left to travel by now: the end came within rounding.
            if momentum.endsAtRest { scrollContent(by: momentum.totalDistance - momentum.travelled) }
            state.momentum = nil
            return
        }
        state.momentum = momentum
        noteDeadline(momentum.end)
    }

    /// Stops the coasting content where it is now (a press, or a new drag's release).
    mutating func stopMomentum() {
        guard state.momentum != nil else { return }
        advanceMomentum(to: state.time)
        state.momentum = nil
    }
}
