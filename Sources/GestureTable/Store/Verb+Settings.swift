// The table's own inputs as verbs: the passing of time, and its configuration.

extension Verb {
    /// ``GestureTable/tick()``, sent as an input: time only, which every verb brings first.
    struct Tick<Row: Identifiable>: TableVerb {
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) {}
    }

    /// ``GestureTable/configuration`` is set.
    struct Configure<Row: Identifiable>: TableVerb {
        let configuration: TableConfiguration
        var questions: AppQuestion { .nothing }
        var rowsBroughtIn: RowsBroughtIn<Row> { .none }
        var boardRole: ColumnVerbRole { .columnsOwn }
        func apply(to core: inout TableCore<Row>) throws(GestureTableError) { core.configure(configuration) }
    }
}
