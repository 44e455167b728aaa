// The outline's code as the rest of the table reaches it: installed by setOutline, so that a
// program whose tables are flat (the web page's inbox) links none of it.

/// What the table's general paths (a step's end, a carry, a drop, an undo, a frame, assistive
/// technology) call of an outline, as values: ``GestureTable/setOutline(_:)`` installs them in
/// the core (``TableCore/outlineParts``); a flat table has none, and its program does not link
/// the code they reach.
struct OutlineParts<Row: Identifiable> {
    typealias Core = TableCore<Row>
    /// Keeps the tree whole after a step, and tells the app where a replay's rows went.
    let keepWhole: (inout Core, OutlineStepMark<Row.ID>) -> Void
    /// Works out where the carried row would land (a pointer's x, when it moved).
    let followCarry: (inout Core, Double?) -> Void
    /// Drops the carried row where the carry says.
    let drop: (inout Core, Core.Reorder, OutlineCarry<Row.ID>) -> Void
    /// Opens the collapsed row the carried row has rested over.
    let springLoad: (inout Core) -> Void
    /// Takes back a change of the tree.
    let undo: (inout Core, OutlineEntry<Row.ID>) throws(GestureTableError) -> Void
    /// The outline's accessibility actions of a row.
    let accessibilityActions: (Core, Int, Bool, OutlineAccessibility) -> [Core.AccessibilityAction]
    /// Performs one of them.
    let performAccessibilityAction: (inout Core, Core.AccessibilityAction, Int) throws(GestureTableError) -> Void
    /// What ``GestureTable/canDropRow`` must answer for the carry, if anything.
    let dropQuestion: (Core) -> (row: Row, parent: Row?, key: OutlineCarry<Row.ID>.ParentKey)?
    /// Fills in a frame's depths, disclosures and drop target.
    let describeFrame: (Core, inout TableFrame<Row>) -> Void

    /// The outline's own code.
    static var live: Self {
        OutlineParts(
            keepWhole: { core, mark in core.keepOutlineWhole(after: mark) },
            followCarry: { core, x in core.updateOutlineCarry(pointerX: x) },
            drop: { core, current, carry in core.dropInOutline(current, carry: carry) },
            springLoad: { core in core.springLoadReached() },
            undo: { (core: inout Core, entry: OutlineEntry<Row.ID>) throws(GestureTableError) in try core.undoOutline(entry) },
            accessibilityActions: { core, index, mayMove, outline in
                core.outlineAccessibilityActions(ofRowAt: index, mayMove: mayMove, outline)
            },
            performAccessibilityAction: { (core: inout Core, action: Core.AccessibilityAction, index: Int) throws(GestureTableError) in
                try core.applyOutlineAccessibilityAction(action, ofRowAt: index)
            },
            dropQuestion: { core in core.outlineDropQuestion },
            describeFrame: { core, frame in core.describeOutline(of: &frame) })
    }
}
