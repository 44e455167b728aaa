// What assistive technology may do to a row of an outline: open or close it, move it into the
// row above at its level or out of its parent.

/// What the store asked the app for a row's outline actions: the labels they name and whether
/// ``GestureTable/canDropRow`` allows the moves.
struct OutlineAccessibility: Equatable {
    /// The label of the row's previous sibling, which `Move into` names; `nil` without one.
    var siblingLabel: String?
    /// The label of the row's parent, which `Move out of` names; `nil` at the top level.
    var parentLabel: String?
    var mayMoveInto = false
    var mayMoveOut = false
}

extension TableCore {
    /// `Expand` or `Collapse` for a row with children; `Move into “X”` and `Move out of “X”`
    /// for a row that may move, where there is a sibling above or a parent, and the app allows
    /// it.
    func outlineAccessibilityActions(
        ofRowAt index: Int, mayMove: Bool, _ outline: OutlineAccessibility
    ) -> [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        switch disclosure(ofRowAt: index) {
        case .collapsed: actions.append(.expand)
        case .expanded: actions.append(.collapse)
        case .none: break
        }
        guard mayMove, !state.isLifting else { return actions }
        if let title = outline.siblingLabel, outline.mayMoveInto { actions.append(.moveInto(title: title)) }
        if let title = outline.parentLabel, outline.mayMoveOut { actions.append(.moveOutOf(title: title)) }
        return actions
    }
}

extension GestureTable {
    /// Asks what a row's outline actions name and whether the app allows them.
    func askOutlineAccessibility(ofRowAt index: Int, mayMove: Bool) -> OutlineAccessibility {
        var outline = OutlineAccessibility()
        guard mayMove else { return outline }
        let (sibling, parent) = readingInPlace { core in
            (core.previousSibling(ofRowAt: index), core.parentIndex(ofRowAt: index))
        }
        let grandparent = parent.flatMap { parent in readingInPlace { $0.parentIndex(ofRowAt: parent) } }
        let rows = core.state.rows
        if let sibling {
            outline.siblingLabel = askAccessibilityLabel(of: rows[sibling], at: sibling)
            outline.mayMoveInto = askingApp { canDropRow?(rows[index], rows[sibling]) ?? true }
        }
        if let parent {
            outline.parentLabel = askAccessibilityLabel(of: rows[parent], at: parent)
            outline.mayMoveOut = askingApp { canDropRow?(rows[index], grandparent.map { rows[$0] }) ?? true }
        }
        return outline
    }
}

extension TableCore {
    /// Performs an outline's accessibility action on the row at `index`, announcing an opening
    /// or a closing (a move announces itself).
    mutating func applyOutlineAccessibilityAction(_ action: AccessibilityAction, ofRowAt index: Int) throws(GestureTableError) {
        let row = state.rows[index]
        let id = state.ids[index]
        switch action {
        case .expand:
            try applyExpandRow(at: index)
            announce("Expanded ", naming: row, at: index, "", id: id, index: index)
        case .collapse:
            try applyCollapseRow(at: index)
            announce("Collapsed ", naming: row, at: index, "", id: id, index: index)
        case .moveInto:
            guard let sibling = previousSibling(ofRowAt: index) else { return }
            try applyMoveRow(at: index, intoRowAt: sibling)
        case .moveOutOf:
            try applyMoveRowOutOfParent(at: index)
        case .swipe, .moveBy, .moveToTop, .moveToBottom, .moveToSection:
            return
        }
    }
}
