// The inputs of reordering, and where each goes.

extension TableInput {
    /// The inputs of reordering: lifting a row, moving it, dropping it or putting it back.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Reorder {
        /// ``GestureTable/liftRow(at:)``.
        case lift(at: Int)
        /// ``GestureTable/moveLiftedRow(by:)``.
        case moveBy(Int)
        /// ``GestureTable/moveLiftedRow(to:)-(Int)``.
        case moveToIndex(Int)
        /// ``GestureTable/moveLiftedRow(to:)-(TableIndexPath)``.
        case moveToIndexPath(TableIndexPath)
        /// ``GestureTable/dropLiftedRow()``.
        case drop
        /// ``GestureTable/cancelLift()``.
        case cancel
        /// ``GestureTable/allowsReordering`` is set.
        case setAllowsReordering(Bool)
    }
}

extension TableCore {
    /// Applies an input of reorder.
    mutating func reduce(_ input: TableInput<Row>.Reorder) throws(GestureTableError) {
        switch input {
        case .lift(let index): try applyLiftRow(at: index)
        case .moveBy(let places): try applyMoveLiftedRow(by: places)
        case .moveToIndex(let index): try applyMoveLiftedRow(to: index)
        case .moveToIndexPath(let indexPath): try applyMoveLiftedRow(to: indexPath)
        case .drop: try applyDropLiftedRow()
        case .cancel: try applyCancelLift()
        case .setAllowsReordering(let allows):
            state.allowsReordering = allows
            // A press held meanwhile may lift again, or no longer: its deadline is looked at anew.
            forgetDeadlineBound()
        }
    }
}
