// The inputs of assistive technology, and where each goes.

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

extension TableCore {
    /// Applies an input of assistive technology.
    mutating func reduce(_ input: TableInput<Row>.Accessibility) throws(GestureTableError) {
        switch input {
        case .perform(let name, let index): try applyAccessibilityAction(named: name, ofRowAt: index)
        }
    }
}
