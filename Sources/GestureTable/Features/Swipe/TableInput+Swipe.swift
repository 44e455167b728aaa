// The inputs of swiping by command, and where each goes.

extension TableInput {
    /// The inputs of swiping by command: what a keyboard or an accessibility action does to a row.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Swipe {
        /// ``GestureTable/dragRow(at:toOffset:)``.
        case drag(at: Int, toOffset: Double)
        /// ``GestureTable/stepRow(at:side:)``.
        case step(at: Int, side: SwipeSide)
        /// ``GestureTable/releaseRow(at:)``.
        case release(at: Int)
        /// ``GestureTable/triggerAction(in:ofRowAt:)``.
        case trigger(in: ActionSlot, ofRowAt: Int)
        /// ``GestureTable/peekRow(at:side:)``.
        case peek(at: Int, side: SwipeSide)
    }
}

extension TableCore {
    /// Applies an input of swipe.
    mutating func reduce(_ input: TableInput<Row>.Swipe) throws(GestureTableError) {
        switch input {
        case .drag(let index, let offset): try applyDragRow(at: index, toOffset: offset)
        case .step(let index, let side): try applyStepRow(at: index, side: side)
        case .release(let index): try applyReleaseRow(at: index)
        case .trigger(let slot, let index): try applyTriggerAction(in: slot, ofRowAt: index)
        case .peek(let index, let side): try applyPeekRow(at: index, side: side)
        }
    }
}
