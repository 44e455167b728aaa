/// One input to a table, as a value: a pointer event, the passing of time, a verb or a setting.
///
/// Every change of a ``GestureTable`` goes through one transition, ``GestureTable/send(_:)``,
/// which applies one input and returns the events it produced. The table's verbs and settings
/// wrap it (`table.pushRow(at: 2)` is `table.send(.pushRow(at: 2, completion: nil))`), so an
/// input can also be built, stored, logged or replayed as data:
///
/// ```swift
/// let inputs: [TableInput<Mail>] = [.pointer(.down(Point(x: 200, y: 0.5))), .pointer(.moved(Point(x: 60, y: 0.5)))]
/// for input in inputs { try table.send(input) }
/// ```
///
/// Each case means what the verb of the same name means; see the verb for its parameters and
/// errors. Cases that address a row by index path end their name with `IndexPath`.
public enum TableInput<Row: Identifiable> {
    // Gestures and time.

    /// A pointer event: ``GestureTable/handle(_:)``.
    case pointer(PointerEvent)
    /// Time passed: ``GestureTable/tick()``. Every input brings the table up to its clock's
    /// time first; this one does only that.
    case tick

    // Settings.

    /// ``GestureTable/configuration`` is set.
    case configure(TableConfiguration)
    /// ``GestureTable/placeholder`` is set.
    case setPlaceholder(Placeholder)
    /// ``GestureTable/layoutDirection`` is set.
    case setLayoutDirection(GestureTable<Row>.LayoutDirection)
    /// ``GestureTable/viewportHeight`` is set.
    case setViewportHeight(Double)
    /// ``GestureTable/allowsReordering`` is set.
    case setAllowsReordering(Bool)
    /// Every row's height is asked of ``GestureTable/heightOfRow`` again (done when it is set).
    case reloadRowHeights
    /// ``GestureTable/setWidth(_:)``.
    case setWidth(Double)
    /// ``GestureTable/scroll(by:)``.
    case scroll(by: Double)

    // Swipes by command.

    /// ``GestureTable/dragRow(at:toOffset:)``.
    case dragRow(at: Int, toOffset: Double)
    /// ``GestureTable/stepRow(at:side:)``.
    case stepRow(at: Int, side: SwipeSide)
    /// ``GestureTable/releaseRow(at:)``.
    case releaseRow(at: Int)
    /// ``GestureTable/triggerAction(in:ofRowAt:)``.
    case triggerAction(in: ActionSlot, ofRowAt: Int)
    /// ``GestureTable/peekRow(at:side:)``.
    case peekRow(at: Int, side: SwipeSide)
    /// ``GestureTable/openRow(at:side:)``.
    case openRow(at: Int, side: SwipeSide)
    /// ``GestureTable/closeRow(at:)``.
    case closeRow(at: Int)
    /// ``GestureTable/activateButton(in:ofRowAt:)``.
    case activateButton(in: ActionSlot, ofRowAt: Int)

    // Row operations.

    /// ``GestureTable/pushRow(at:completion:)``.
    case pushRow(at: Int, completion: (() -> Void)?)
    /// ``GestureTable/replaceRow(at:completion:)``.
    case replaceRow(at: Int, completion: (() -> Void)?)
    /// ``GestureTable/deleteRow(at:animation:completion:)-(Int,_,_)``.
    case deleteRow(at: Int, animation: RowAnimation, completion: (() -> Void)?)
    /// ``GestureTable/pushAndDeleteRow(at:completion:)``.
    case pushAndDeleteRow(at: Int, completion: (() -> Void)?)
    /// ``GestureTable/deleteRows(at:animation:completion:)``.
    case deleteRows(at: [Int], animation: RowAnimation, completion: (() -> Void)?)
    /// ``GestureTable/insertRow(_:at:animation:completion:)-(Row,Int,_,_)``.
    case insertRow(Row, at: Int, animation: RowAnimation, completion: (() -> Void)?)
    /// ``GestureTable/insertRow(_:at:animation:completion:)-(Row,TableIndexPath,_,_)``.
    case insertRowAtIndexPath(Row, at: TableIndexPath, animation: RowAnimation, completion: (() -> Void)?)
    /// ``GestureTable/moveRow(at:to:)-(Int,Int)``.
    case moveRow(at: Int, to: Int)
    /// ``GestureTable/moveRow(at:to:)-(TableIndexPath,TableIndexPath)``.
    case moveRowAtIndexPath(at: TableIndexPath, to: TableIndexPath)
    /// ``GestureTable/updateRow(at:with:)``.
    case updateRow(at: Int, with: Row)
    /// ``GestureTable/setRows(_:animation:)``.
    case setRows([Row], animation: RowAnimation)
    /// ``GestureTable/undo()``.
    case undo

    // Reordering.

    /// ``GestureTable/liftRow(at:)``.
    case liftRow(at: Int)
    /// ``GestureTable/moveLiftedRow(by:)``.
    case moveLiftedRow(by: Int)
    /// ``GestureTable/moveLiftedRow(to:)-(Int)``.
    case moveLiftedRowToIndex(Int)
    /// ``GestureTable/moveLiftedRow(to:)-(TableIndexPath)``.
    case moveLiftedRowToIndexPath(TableIndexPath)
    /// ``GestureTable/dropLiftedRow()``.
    case dropLiftedRow
    /// ``GestureTable/cancelLift()``.
    case cancelLift
}
