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
