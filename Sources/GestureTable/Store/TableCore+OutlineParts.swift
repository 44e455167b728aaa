// The store lends the core to an outline's parts (OutlineParts, installed by setOutline): the
// general paths call these, which a flat table's program links without the outline's code.

extension TableCore {
    /// Works out where a carried row of an outline would land (``OutlineParts/followCarry``).
    mutating func followOutlineCarry(pointerX: Double?) {
        if let parts = outlineParts { parts.followCarry(&self, pointerX) }
    }

    /// Drops a carried row of an outline (``OutlineParts/drop``); returns whether it did.
    mutating func dropInOutlineParts(_ current: Reorder, carry: OutlineCarry<Row.ID>) -> Bool {
        guard let parts = outlineParts else { return false }
        parts.drop(&self, current, carry)
        return true
    }

    /// Opens the collapsed row a carried row has rested over (``OutlineParts/springLoad``).
    mutating func reachSpringLoad() {
        if let parts = outlineParts { parts.springLoad(&self) }
    }

    /// Takes back a change of an outline (``OutlineParts/undo``).
    mutating func undoOutlineEntry(_ entry: OutlineEntry<Row.ID>) throws(GestureTableError) {
        guard let parts = outlineParts else {
            throw GestureTableError(.invalidState, "cannot undo a change of an outline in a table that has none")
        }
        try parts.undo(&self, entry)
    }

    /// Performs an outline's accessibility action (``OutlineParts/performAccessibilityAction``).
    mutating func performOutlineAccessibilityAction(_ action: AccessibilityAction, ofRowAt index: Int) throws(GestureTableError) {
        if let parts = outlineParts { try parts.performAccessibilityAction(&self, action, index) }
    }
}
