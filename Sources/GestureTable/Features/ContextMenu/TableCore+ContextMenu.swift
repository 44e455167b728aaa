// A row's context menu: opened by a press held still or by a verb, closed by a choice, a move
// that lifts the row, a press elsewhere, a verb, or its row leaving the table.

extension TableCore {
    /// Opens the context menu of the row at `index`, anchored at `anchor` (the row's leading top
    /// corner when `nil`), with the items the store asked for it (``AppAnswers/menu``).
    mutating func presentMenu(forRowAt index: Int, anchor: Point?) throws(GestureTableError) {
        try checkIndex(index)
        let id = state.ids[index]
        guard let asked = answers.menu, asked.id == id, !asked.items.isEmpty else {
            throw GestureTableError(
                .invalidState, "row \(index) has no context menu: set contextMenu, with at least one item for the row")
        }
        guard acceptsGestures(id), !state.isLifting else {
            throw GestureTableError(
                .invalidState, "row \(index) cannot show its menu while it is lifted, pending, pushed or animating out")
        }
        if state.contextMenu != nil { dismissMenu() }
        let corner = Point(x: state.layoutDirection == .rightToLeft ? state.width : 0, y: yOfRow(at: index, now: state.time))
        state.contextMenu = PresentedContextMenu(
            rowID: id, items: asked.items.map { $0.entry }, anchor: anchor ?? corner, isHeld: false)
        menuItems = asked.items
        emit(.menuOpen, id: id, index: index)
    }

    /// Closes the context menu shown, if one is; a pointer holding it then does nothing more.
    mutating func dismissMenu() {
        guard let menu = state.contextMenu else { return }
        state.contextMenu = nil
        release(.menuItems(menuItems))
        menuItems = []
        if state.pointer?.phase == .holdingMenu { state.pointer?.phase = .ignored }
        emit(.menuClose, id: menu.rowID, index: index(ofRowWithID: menu.rowID))
    }

    /// Closes the menu and queues its item `item` to run after the step.
    mutating func chooseMenuItem(at item: Int) throws(GestureTableError) {
        guard let menu = state.contextMenu else {
            throw GestureTableError(.invalidState, "no context menu is shown: a long press on a row, or presentContextMenu(forRowAt:), opens one")
        }
        guard item >= 0, item < menuItems.count else {
            throw GestureTableError(
                .invalidValue, "the menu has \(menuItems.count) items: item \(item) is out of range 0..<\(menuItems.count)")
        }
        let chosen = menuItems[item]
        dismissMenu()
        guard let index = index(ofRowWithID: menu.rowID) else { return }
        queue(.menuItem(chosen, id: menu.rowID, index: index))
    }

    /// Keeps the menu items the store asked for the row a press or a verb is about to act on,
    /// letting go of the ones asked before.
    mutating func keepMenu(_ items: [ContextMenuItem<Row>], of id: Row.ID) {
        if let replaced = answers.menu { release(.menuItems(replaced.items)) }
        answers.menu = items.isEmpty ? nil : (id, items)
    }

    /// Closes the menu when its row left the table (deleted, replaced by a reload, undone).
    mutating func closeMenuIfItsRowLeft() {
        guard let menu = state.contextMenu, index(ofRowWithID: menu.rowID) == nil else { return }
        dismissMenu()
    }

    // MARK: - The pointer on a menu

    /// A press held still on a row with a menu: the menu opens where the press began, and the
    /// pointer holds it.
    mutating func openMenuOfHeldPress(rowAt index: Int, at point: Point) {
        guard (try? presentMenu(forRowAt: index, anchor: point)) != nil else {
            state.pointer?.canLift = false
            return
        }
        state.pointer?.phase = .holdingMenu
    }

    /// The pointer holding a menu moved: past the tolerance, the menu closes and the row is
    /// lifted, drawn under the pointer at once and moved among the others at the next step or
    /// tick (so the lift's event names the index it was lifted at). A row that may not move
    /// keeps its menu open.
    mutating func menuPointerMoved(to point: Point) {
        guard let gesture = state.pointer, let id = state.pointerRowID else { return }
        let distance = max(abs(point.x - gesture.origin.x), abs(point.y - gesture.origin.y))
        guard distance > state.configuration.menuDragTolerance else { return }
        // Lifted only from rest, as a press held still lifts: not while a verb drags or opens it.
        guard gesture.rowMayMove, state.allowsReordering, state.states[id] == nil,
            let index = index(of: id, hint: gesture.indexHint)
        else { return }
        dismissMenu()
        let top = yOfRow(at: index, now: state.time)
        state.pointer?.phase = .lifting
        liftUnderPointer(index: index, grab: gesture.origin.y - top, pointerY: point.y)
    }
}
