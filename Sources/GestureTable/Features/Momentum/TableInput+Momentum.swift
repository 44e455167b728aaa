// The inputs of momentum (content coasting), and where each goes.

extension TableInput {
    /// The inputs of momentum: content let go with a velocity, coasting.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Momentum {
        /// ``GestureTable/scroll(withVelocity:)``.
        case coast(velocity: Double)
    }
}

extension TableCore {
    /// Applies an input of momentum.
    mutating func reduce(_ input: TableInput<Row>.Momentum) throws(GestureTableError) {
        switch input {
        case .coast(let velocity):
            guard velocity.isFinite else {
                throw GestureTableError(.invalidValue, "a scroll velocity must be finite, got \(velocity)")
            }
            coast(velocity: velocity)
        }
    }
}

extension GestureTable {
    /// Lets the content coast from `velocity`, as a vertical drag released at that speed does:
    /// for a wheel or a trackpad that reports no momentum of its own (a terminal's wheel, turned
    /// fast). The speed is multiplied by ``TableConfiguration/decelerationRate`` every
    /// millisecond; the content stops at its ends, or at a press. A velocity slower than a
    /// hundredth of a row a second does not coast; one faster than a million rows a second
    /// coasts as that one. An open row closes, as scrolling closes it.
    ///
    /// - Parameter velocity: In units per second; positive scrolls toward later rows.
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `velocity` is not finite; then
    ///   nothing changes.
    public func scroll(withVelocity velocity: Double) throws(GestureTableError) {
        try run(.scroll(withVelocity: velocity))
    }
}
