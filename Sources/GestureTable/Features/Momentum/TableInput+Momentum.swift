// The inputs of momentum (content coasting) as recorded, and the verb each stands for.

extension TableInput {
    /// The inputs of momentum: content let go with a velocity, coasting.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Momentum {
        /// ``GestureTable/scroll(withVelocity:)``.
        case coast(velocity: Double)
    }
}

extension TableInput.Momentum {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .coast(let velocity): try performer.perform(Verb.Coast<Row>(velocity: velocity))
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
        try run(Verb.Coast(velocity: velocity))
    }
}
