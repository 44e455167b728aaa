// The inputs of context menus as recorded, and the verb each stands for.

extension TableInput {
    /// The inputs of context menus: presenting, dismissing, choosing an item.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum ContextMenu {
        /// ``GestureTable/presentContextMenu(forRowAt:)``.
        case present(forRowAt: Int)
        /// ``GestureTable/dismissContextMenu()``.
        case dismiss
        /// ``GestureTable/chooseContextMenuItem(at:)``.
        case choose(at: Int)
    }
}

extension TableInput.ContextMenu {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .present(let index): try performer.perform(Verb.PresentContextMenu<Row>(index: index))
        case .dismiss: try performer.perform(Verb.DismissContextMenu<Row>())
        case .choose(let item): try performer.perform(Verb.ChooseContextMenuItem<Row>(item: item))
        }
    }
}
