// The inputs of selection, and where each goes.

extension TableInput {
    /// The inputs of selection: choosing a row, as a tap does, and letting it go.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Selection {
        /// ``GestureTable/selectRow(at:)-(TableIndexPath)``.
        case select(at: TableIndexPath)
        /// ``GestureTable/deselectRow()``.
        case deselect
    }
}

extension TableCore {
    /// Applies an input of selection.
    mutating func reduce(_ input: TableInput<Row>.Selection) throws(GestureTableError) {
        switch input {
        case .select(let indexPath): selectRow(at: try index(for: indexPath), byTap: false)
        case .deselect: deselectRow()
        }
    }
}
