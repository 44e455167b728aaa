// The inputs of reveal mode, and where each goes.

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

extension TableCore {
    /// Applies an input of reveal.
    mutating func reduce(_ input: TableInput<Row>.Reveal) throws(GestureTableError) {
        switch input {
        case .open(let index, let side): try applyOpenRow(at: index, side: side)
        case .close(let index): try applyCloseRow(at: index)
        case .activateButton(let slot, let index): try applyActivateButton(in: slot, ofRowAt: index)
        }
    }
}
