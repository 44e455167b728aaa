// The verb of momentum as a type: what it asks, what it brings, its step.

extension Verb {
    /// ``GestureTable/scroll(withVelocity:)``.
    struct Coast<Row: Identifiable>: TableVerb {
        let velocity: Double
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {
            guard velocity.isFinite else {
                throw GestureTableError(.invalidValue, "a scroll velocity must be finite, got \(velocity)")
            }
            core.coast(velocity: velocity)
        }
    }
}
