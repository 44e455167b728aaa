// The table's members for context menus, over the steps in TableCore+ContextMenu.swift.

extension GestureTable {
    /// The context menu shown, if one is: opened by a press held still on a row with a
    /// ``contextMenu``, or by ``presentContextMenu(forRowAt:)``. A front end draws its items at
    /// its anchor and sends a press on one as ``chooseContextMenuItem(at:)``.
    public var presentedContextMenu: PresentedContextMenu<Row.ID>? {
        guard var menu = core.state.contextMenu else { return nil }
        menu.isHeld = core.state.pointer?.phase == .holdingMenu
        return menu
    }

    /// Opens the context menu of the row at `index`, anchored at the row's leading top corner,
    /// as the menu key (Shift+F10) does; a menu shown for another row closes first.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when ``contextMenu`` gives the row no item, or
    ///   the row is lifted, pending, pushed or animating out.
    public func presentContextMenu(forRowAt index: Int) throws(GestureTableError) {
        try run(Verb.PresentContextMenu(index: index))
    }

    /// Closes the context menu shown without choosing, as Escape or a tap elsewhere does.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no menu is shown.
    public func dismissContextMenu() throws(GestureTableError) {
        try run(Verb.DismissContextMenu())
    }

    /// Chooses the item at `item` of the menu shown: the menu closes (``TableEventName/menuClose``),
    /// then the item runs after the step, as an accessibility action would: the app's handler
    /// with the row, or the row's accessibility action of that name (its events, its undo step,
    /// its announcement).
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no menu is shown;
    ///   ``GestureTableError/Code/invalidValue`` for an item outside the menu's items.
    public func chooseContextMenuItem(at item: Int) throws(GestureTableError) {
        try run(Verb.ChooseContextMenuItem(item: item))
    }
}

extension GestureTable {
    /// Runs a chosen menu item on the row it was chosen for, if the row is still in the table.
    /// A handler that throws, or an accessibility action that no longer applies, is reported as
    /// ``TableEventName/actionFailed``.
    func runMenuItem(_ item: ContextMenuItem<Row>, id: Row.ID, index hint: Int) {
        guard let index = core.index(of: id, hint: hint) else { return }
        do throws(GestureTableError) {
            switch item.action {
            case .handler(let handler): try handler(core.state.rows[index])
            case .accessibilityAction: try performAccessibilityAction(named: item.title, ofRowAt: index)
            }
        } catch {
            // Delivery runs inside the entry point, which delivers what this queues.
            core.menuItemFailed(saying: error.message, id: id, index: index)
        }
    }
}

extension TableCore {
    /// Reports a menu item whose handler threw.
    mutating func menuItemFailed(saying message: String, id: Row.ID, index hint: Int) {
        emit(.actionFailed, id: id, index: index(of: id, hint: hint), message: message)
    }
}
