// The inputs of assistive technology as recorded, and the verb each stands for.

extension TableInput {
    /// The inputs of assistive technology.
    public enum Accessibility {
        /// ``GestureTable/performAccessibilityAction(named:ofRowAt:)``.
        case perform(named: String, ofRowAt: Int)
    }

    /// ``GestureTable/performAccessibilityAction(named:ofRowAt:)``.
    public static func performAccessibilityAction(named name: String, ofRowAt index: Int) -> Self {
        .accessibility(.perform(named: name, ofRowAt: index))
    }
}

extension TableInput.Accessibility {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .perform(let name, let index): try performer.perform(Verb.PerformAccessibilityAction<Row>(name: name, index: index))
        }
    }
}
