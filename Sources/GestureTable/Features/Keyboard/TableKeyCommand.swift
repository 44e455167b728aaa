/// A key a list answers, named for what it is rather than by a platform's code.
public enum TableKey: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// The space bar.
    case space
    /// The key a driver gives to undo (`u` in the terminal and on the web page).
    case undo
    /// The key a driver gives to redo (`U`).
    case redo
    /// Shift and the up arrow.
    case extendUp
    /// Shift and the down arrow.
    case extendDown
}

/// What a key does to a table: the one keyboard policy of its drivers (the terminal demo, the
/// web page, and the script a recorded session becomes), so that a key does the same wherever
/// the table is shown.
///
/// ↑ ↓ Page Up, Page Down, Home and End move the selection, or the lifted row while one is
/// lifted. ← and → step the selected row toward its next action as a finger moving that way
/// would: ← uncovers the right side's actions. Enter releases the stepped row (its current action
/// fires) or drops the lifted row; Escape cancels; Space lifts the selected row or drops the
/// lifted one, and in edit mode toggles the focused row's selection instead. Shift+↑ and Shift+↓
/// extend the selection to the row above or below.
public enum TableKeyCommand: Hashable, Sendable {
    /// Moves the selection, or the lifted row, to ``TableMove/destination(from:count:)``.
    case move(TableMove)
    /// Steps the selected row toward its next action on `side` (``GestureTable/stepRow(at:side:)``).
    case step(uncovering: SwipeSide)
    /// Releases the stepped row (``GestureTable/releaseRow(at:)``) or drops the lifted row.
    case release
    /// Cancels what is in progress: the lift, or the stepped row.
    case cancel
    /// Lifts the selected row, or drops the lifted one.
    case toggleLift
    /// ``GestureTable/undo()``.
    case undo
    /// ``GestureTable/redo()``.
    case redo
    /// Toggles the focused row's selection (``GestureTable/toggleRowSelection(at:)``), in edit mode.
    case toggleSelection
    /// Moves the focus by a number of rows (-1 or 1) and selects the row it reaches, keeping the
    /// rows selected on the way (one in single mode).
    case extendSelection(by: Int)
    // Outlines (``GestureTable/keyCommand(for:at:rowsPerPage:)``)
    /// Shows the children of the selected row (``GestureTable/expandRow(at:)``).
    case expand
    /// Hides the children of the selected row (``GestureTable/collapseRow(at:)``).
    case collapse
    /// Takes the lifted row into the row above it (``GestureTable/moveLiftedRowIntoRowAbove()``).
    case moveIntoRowAbove
    /// Takes the lifted row out of its parent (``GestureTable/moveLiftedRowOutOfParent()``).
    case moveOutOfParent

    /// What `key` does; `rowsPerPage` is how far Page Up and Page Down go; `isEditing`, whether
    /// the table is in edit mode (``GestureTable/isEditing``), where Space selects.
    public init(_ key: TableKey, rowsPerPage: Int, isEditing: Bool = false) {
        let page = max(rowsPerPage, 1)
        switch key {
        case .up: self = .move(.by(-1))
        case .down: self = .move(.by(1))
        case .pageUp: self = .move(.by(-page))
        case .pageDown: self = .move(.by(page))
        case .home: self = .move(.toFirst)
        case .end: self = .move(.toLast)
        case .left: self = .step(uncovering: .right)
        case .right: self = .step(uncovering: .left)
        case .enter: self = .release
        case .escape: self = .cancel
        case .space: self = isEditing ? .toggleSelection : .toggleLift
        case .undo: self = .undo
        case .redo: self = .redo
        case .extendUp: self = .extendSelection(by: -1)
        case .extendDown: self = .extendSelection(by: 1)
        }
    }
}

/// Where a key moves the selection or the lifted row.
public enum TableMove: Hashable, Sendable {
    /// By a number of places (negative: toward the first row).
    case by(Int)
    /// To the first row.
    case toFirst
    /// To the last row.
    case toLast

    /// The index the move reaches from `index` in a table of `count` rows, clamped to the rows;
    /// `nil` for an empty table.
    public func destination(from index: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        switch self {
        case .toFirst: return 0
        case .toLast: return count - 1
        case .by(let places):
            let (target, overflow) = index.addingReportingOverflow(places)
            if overflow { return places > 0 ? count - 1 : 0 }
            return min(max(target, 0), count - 1)
        }
    }
}
