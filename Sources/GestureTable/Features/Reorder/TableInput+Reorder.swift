// The inputs of reordering as recorded, and the verb each stands for.

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

extension TableInput.Reorder {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .lift(let index): try performer.perform(Verb.LiftRow<Row>(index: index))
        case .moveBy(let places): try performer.perform(Verb.MoveLiftedRowBy<Row>(places: places))
        case .moveToIndex(let index): try performer.perform(Verb.MoveLiftedRowToIndex<Row>(index: index))
        case .moveToIndexPath(let indexPath): try performer.perform(Verb.MoveLiftedRowToIndexPath<Row>(indexPath: indexPath))
        case .drop: try performer.perform(Verb.DropLiftedRow<Row>())
        case .cancel: try performer.perform(Verb.CancelLift<Row>())
        case .setAllowsReordering(let allows): try performer.perform(Verb.SetAllowsReordering<Row>(allows: allows))
        }
    }
}

extension TableCore {
    mutating func setAllowsReordering(_ allows: Bool) {
        state.allowsReordering = allows
        // A press held meanwhile may lift again, or no longer: its deadline is looked at anew.
        forgetDeadlineBound()
    }
}
