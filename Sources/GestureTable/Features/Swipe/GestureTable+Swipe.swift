// The table's members for swiping, over the steps in TableCore+Swipe.swift.

extension GestureTable {

    /// The velocity a release of the pointer would have now, if it went up with
    /// `.up(velocity: nil)`: smoothed over its last moves, zero once it has rested for 100 ms;
    /// `nil` while no pointer is down.
    ///
    /// A recorder reads it just before the release, to replay the gesture with the same velocity.
    public var pointerVelocity: Velocity? {
        guard let gesture = core.state.pointer else { return nil }
        return clockNow - gesture.lastTime < .milliseconds(100) ? gesture.velocity : .zero
    }
}
