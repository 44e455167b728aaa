// The verb of assistive technology as a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/performAccessibilityAction(named:ofRowAt:)``.
    struct PerformAccessibilityAction<Row: Identifiable>: TableVerb {
        let name: String
        let index: Int
        var questions: AppQuestion { .accessibilityAction(ofRowAt: index) }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            try core.applyAccessibilityAction(named: name, ofRowAt: index)
        }
    }
}
