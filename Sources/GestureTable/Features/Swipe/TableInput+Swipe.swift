// The inputs of swiping by command as recorded, and the verb each stands for.

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

extension TableInput.Swipe {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .drag(let index, let offset): try performer.perform(Verb.DragRow<Row>(index: index, offset: offset))
        case .step(let index, let side): try performer.perform(Verb.StepRow<Row>(index: index, side: side))
        case .release(let index): try performer.perform(Verb.ReleaseRow<Row>(index: index))
        case .trigger(let slot, let index): try performer.perform(Verb.TriggerAction<Row>(slot: slot, index: index))
        case .peek(let index, let side): try performer.perform(Verb.PeekRow<Row>(index: index, side: side))
        }
    }
}
