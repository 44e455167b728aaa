// The inputs of reveal mode as recorded, and the verb each stands for.

extension TableInput {
    /// The inputs of reveal mode: opening and closing a row, activating a revealed button.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Reveal {
        /// ``GestureTable/openRow(at:side:)``.
        case open(at: Int, side: SwipeSide)
        /// ``GestureTable/closeRow(at:)``.
        case close(at: Int)
        /// ``GestureTable/activateButton(in:ofRowAt:)``.
        case activateButton(in: ActionSlot, ofRowAt: Int)
    }
}

extension TableInput.Reveal {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .open(let index, let side): try performer.perform(Verb.OpenRow<Row>(index: index, side: side))
        case .close(let index): try performer.perform(Verb.CloseRow<Row>(index: index))
        case .activateButton(let slot, let index): try performer.perform(Verb.ActivateButton<Row>(slot: slot, index: index))
        }
    }
}
