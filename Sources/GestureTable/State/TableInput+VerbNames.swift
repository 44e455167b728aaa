/// The inputs by the names of the verbs they stand for, so that `.deleteRow(at: 0, animation: .fade,
/// completion: nil)` reads as the verb does.
extension TableInput {
    /// ``GestureTable/viewportHeight`` is set.
    public static func setViewportHeight(_ height: Double) -> Self { .layout(.setViewportHeight(height)) }
    /// ``GestureTable/layoutDirection`` is set.
    public static func setLayoutDirection(_ direction: GestureTable<Row>.LayoutDirection) -> Self { .layout(.setLayoutDirection(direction)) }
    /// Every row's height is asked of ``GestureTable/heightOfRow`` again (done when it is set).
    public static var reloadRowHeights: Self { .layout(.reloadRowHeights) }
    /// ``GestureTable/setWidth(_:)``.
    public static func setWidth(_ width: Double) -> Self { .layout(.setWidth(width)) }
    /// ``GestureTable/scroll(by:)``.
    public static func scroll(by distance: Double) -> Self { .layout(.scroll(by: distance)) }
    /// ``GestureTable/dragRow(at:toOffset:)``.
    public static func dragRow(at index: Int, toOffset offset: Double) -> Self { .swipe(.drag(at: index, toOffset: offset)) }
    /// ``GestureTable/stepRow(at:side:)``.
    public static func stepRow(at index: Int, side: SwipeSide) -> Self { .swipe(.step(at: index, side: side)) }
    /// ``GestureTable/releaseRow(at:)``.
    public static func releaseRow(at index: Int) -> Self { .swipe(.release(at: index)) }
    /// ``GestureTable/triggerAction(in:ofRowAt:)``.
    public static func triggerAction(in slot: ActionSlot, ofRowAt index: Int) -> Self { .swipe(.trigger(in: slot, ofRowAt: index)) }
    /// ``GestureTable/peekRow(at:side:)``.
    public static func peekRow(at index: Int, side: SwipeSide) -> Self { .swipe(.peek(at: index, side: side)) }
    /// ``GestureTable/openRow(at:side:)``.
    public static func openRow(at index: Int, side: SwipeSide) -> Self { .reveal(.open(at: index, side: side)) }
    /// ``GestureTable/closeRow(at:)``.
    public static func closeRow(at index: Int) -> Self { .reveal(.close(at: index)) }
    /// ``GestureTable/activateButton(in:ofRowAt:)``.
    public static func activateButton(in slot: ActionSlot, ofRowAt index: Int) -> Self { .reveal(.activateButton(in: slot, ofRowAt: index)) }
    /// ``GestureTable/pushRow(at:completion:)``.
    public static func pushRow(at index: Int, completion: (() -> Void)?) -> Self { .rows(.push(at: index, completion: completion)) }
    /// ``GestureTable/replaceRow(at:completion:)``.
    public static func replaceRow(at index: Int, completion: (() -> Void)?) -> Self { .rows(.replace(at: index, completion: completion)) }
    /// ``GestureTable/deleteRow(at:animation:registersUndo:completion:)``.
    public static func deleteRow(at index: Int, animation: RowAnimation, completion: (() -> Void)?) -> Self { .rows(.delete(at: index, animation: animation, completion: completion)) }
    /// ``GestureTable/pushAndDeleteRow(at:completion:)``.
    public static func pushAndDeleteRow(at index: Int, completion: (() -> Void)?) -> Self { .rows(.pushAndDelete(at: index, completion: completion)) }
    /// ``GestureTable/deleteRows(at:animation:completion:)``.
    public static func deleteRows(at indexes: [Int], animation: RowAnimation, completion: (() -> Void)?) -> Self { .rows(.deleteRows(at: indexes, animation: animation, completion: completion)) }
    /// ``GestureTable/insertRow(_:at:animation:registersUndo:completion:)``.
    public static func insertRow(_ row: Row, at index: Int, animation: RowAnimation, completion: (() -> Void)?) -> Self { .rows(.insert(row, at: index, animation: animation, completion: completion)) }
    /// ``GestureTable/insertRow(_:at:animation:completion:)-(Row,TableIndexPath,_,_)``.
    public static func insertRowAtIndexPath(_ row: Row, at indexPath: TableIndexPath, animation: RowAnimation, completion: (() -> Void)?) -> Self { .rows(.insertAtIndexPath(row, at: indexPath, animation: animation, completion: completion)) }
    /// ``GestureTable/moveRow(at:to:registersUndo:)``.
    public static func moveRow(at source: Int, to destination: Int) -> Self { .rows(.move(at: source, to: destination)) }
    /// ``GestureTable/moveRow(at:to:)-(TableIndexPath,TableIndexPath)``.
    public static func moveRowAtIndexPath(at source: TableIndexPath, to destination: TableIndexPath) -> Self { .rows(.moveAtIndexPath(at: source, to: destination)) }
    /// ``GestureTable/updateRow(at:with:registersUndo:)``.
    public static func updateRow(at index: Int, with row: Row) -> Self { .rows(.update(at: index, with: row)) }
    /// ``GestureTable/setRows(_:animation:registersUndo:)``.
    public static func setRows(_ rows: [Row], animation: RowAnimation) -> Self { .rows(.setRows(rows, animation: animation)) }
    /// ``GestureTable/undo()``.
    public static var undo: Self { .rows(.undo) }
    /// ``GestureTable/redo()``.
    public static var redo: Self { .rows(.redo) }
    /// ``TriggeredRow/update(_:)``.
    public static func updateTriggeredRow(withID id: Row.ID, with row: Row) -> Self { .rows(.updateAndReplace(id: id, with: row)) }
    /// ``GestureTable/placeholder`` is set.
    public static func setPlaceholder(_ placeholder: Placeholder) -> Self { .rows(.setPlaceholder(placeholder)) }
    /// ``GestureTable/liftRow(at:)``.
    public static func liftRow(at index: Int) -> Self { .reorder(.lift(at: index)) }
    /// ``GestureTable/moveLiftedRow(by:)``.
    public static func moveLiftedRow(by places: Int) -> Self { .reorder(.moveBy(places)) }
    /// ``GestureTable/moveLiftedRow(to:)-(Int)``.
    public static func moveLiftedRowToIndex(_ index: Int) -> Self { .reorder(.moveToIndex(index)) }
    /// ``GestureTable/moveLiftedRow(to:)-(TableIndexPath)``.
    public static func moveLiftedRowToIndexPath(_ indexPath: TableIndexPath) -> Self { .reorder(.moveToIndexPath(indexPath)) }
    /// ``GestureTable/dropLiftedRow()``.
    public static var dropLiftedRow: Self { .reorder(.drop) }
    /// ``GestureTable/cancelLift()``.
    public static var cancelLift: Self { .reorder(.cancel) }
    /// ``GestureTable/allowsReordering`` is set.
    public static func setAllowsReordering(_ allows: Bool) -> Self { .reorder(.setAllowsReordering(allows)) }
    // Selection
    /// ``GestureTable/selectRow(at:)-(TableIndexPath)``.
    public static func selectRow(at indexPath: TableIndexPath) -> Self { .selection(.select(at: indexPath)) }
    /// ``GestureTable/deselectRow()``.
    public static var deselectRow: Self { .selection(.deselect) }
    // Momentum
    /// ``GestureTable/scroll(withVelocity:)``.
    public static func scroll(withVelocity velocity: Double) -> Self { .momentum(.coast(velocity: velocity)) }
    // Sections
    /// ``GestureTable/insertSection(_:at:animation:)``.
    public static func insertSection(_ section: TableSection<Row>, at index: Int, animation: RowAnimation) -> Self { .sections(.insert(section, at: index, animation: animation)) }
    /// ``GestureTable/deleteSection(at:animation:)``.
    public static func deleteSection(at index: Int, animation: RowAnimation) -> Self { .sections(.delete(at: index, animation: animation)) }
    /// ``GestureTable/moveSection(at:to:)``.
    public static func moveSection(at source: Int, to destination: Int) -> Self { .sections(.move(at: source, to: destination)) }
    /// ``GestureTable/updateSection(at:title:registersUndo:)``.
    public static func updateSection(at index: Int, title: String?) -> Self { .sections(.update(at: index, title: title)) }
    /// ``GestureTable/setSections(_:animation:registersUndo:)``.
    public static func setSections(_ sections: [TableSection<Row>], animation: RowAnimation) -> Self { .sections(.setSections(sections, animation: animation)) }
}
