/// Why a ``TerminalGestureRecognizer`` refused a key: a command the table cannot do now.
///
/// Its ``description`` is a short sentence for a status line, such as "Nothing to undo".
public enum GestureRefusal: Hashable, Sendable, CustomStringConvertible {
    /// Undo was asked for with nothing to undo.
    case nothingToUndo
    /// Redo was asked for with nothing to redo.
    case nothingToRedo
    /// A step was asked for past the last action of a side, or toward a side with none.
    case noFurtherAction
    /// A row was asked to move while the mouse holds one.
    case pointerHeld
    /// A row was asked to swipe, or the mouse pressed, while another row is lifted.
    case rowLifted
    /// A row was asked to swipe or lift while it is swiped, pending or animating.
    case rowBusy
    /// Enter was pressed with no row stepped or lifted.
    case nothingToRelease
    /// A command was asked of an empty table.
    case noRows
    /// A row was asked to step sideways in edit mode, where swipes are off.
    case swipesOffInEditMode
    /// The menu key was pressed on a row with no context menu.
    case noContextMenu
    /// → was pressed on a lifted row of an outline with no row above it at its level to go
    /// into, or one that refuses it.
    case noRowToMoveInto
    /// ← was pressed on a lifted row of an outline that is already at the top level.
    case alreadyTopLevel

    /// The reason, as a short sentence for people.
    public var description: String {
        switch self {
        case .nothingToUndo: "Nothing to undo"
        case .nothingToRedo: "Nothing to redo"
        case .noFurtherAction: "No further action that way"
        case .pointerHeld: "Release the mouse first"
        case .rowLifted: "Drop the lifted row first (Space or Enter), or Esc to cancel"
        case .rowBusy: "That row is busy"
        case .nothingToRelease: "Nothing to release: press ← or → first"
        case .noRows: "No rows"
        case .swipesOffInEditMode: "Swipes are off in edit mode"
        case .noContextMenu: "That row has no menu"
        case .noRowToMoveInto: "No row above to move into"
        case .alreadyTopLevel: "Already at the top level"
        }
    }
}
