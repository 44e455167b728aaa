import GestureTable

// The context menu from the terminal: the menu key opens it for the selected row, the keys and
// the mouse move among its items and choose one, Escape or a click elsewhere closes it.

extension TerminalGestureRecognizer {
    /// Whether `key` with `modifiers` is the menu key: Shift+F10 or the Menu key.
    public static func isMenuKey(_ key: TerminalKey, modifiers: KeyModifiers) -> Bool {
        switch key {
        case .menu: true
        case .function(10): modifiers.contains(.shift)
        default: false
        }
    }

    /// Opens the selected row's context menu, anchored at its top leading corner, its first
    /// item current; the row is scrolled into view first.
    func openContextMenu() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard !table.isReordering else { return .refused(.rowLifted) }
        guard let index = selectedIndex else { return .refused(.noRows) }
        guard table.contextMenu != nil else { return .refused(.noContextMenu) }
        settleKeyboardDrag()
        scrollToShowRow(at: index)
        do {
            try table.presentContextMenu(forRowAt: index)
        } catch {
            return .refused((try? table.phase(ofRowAt: index)) == .rest ? .noContextMenu : .rowBusy)
        }
        highlightedMenuItem = 0
        return .handled
    }

    /// A key while a menu is shown and no press holds it: ↑ ↓ (`k` `j`) Home End move among
    /// its items, Enter chooses, Escape and the menu key close it; other keys do nothing.
    func handleMenuKey(_ key: TerminalKey, of menu: PresentedContextMenu<Row.ID>) -> Outcome {
        let last = menu.items.count - 1
        let current = highlightedMenuItem
        switch key {
        case .up, .character("k"): highlightedMenuItem = max(0, min(last, (current ?? 1) - 1))
        case .down, .character("j"): highlightedMenuItem = min(last, (current ?? -1) + 1)
        case .home, .pageUp: highlightedMenuItem = 0
        case .end, .pageDown: highlightedMenuItem = last
        case .enter: return chooseMenuItem(current ?? 0)
        case .escape, .menu, .function(10): return closeContextMenu()
        default: return .ignored
        }
        return .handled
    }

    /// A left press while a menu is shown: on an item it chooses the item; on the box's border
    /// it does nothing; anywhere else it only closes the menu, as a tap outside one does.
    func pressWithMenuShown(_ menu: PresentedContextMenu<Row.ID>, at mouse: MouseEvent) -> Outcome {
        if isPointerDown {
            // The release of the press that opened it went missing: that press is over.
            isPointerDown = false
            table.handle(.up(velocity: nil))
        }
        // The row as the renderer's frame places it (the same walk over the viewport).
        let row = table.layout(height: Double(areaHeight)).first { $0.index != nil && $0.row.id == menu.rowID }
        if let box = TableRenderer.menuBox(
            of: menu, rowY: row?.y, rowHeight: row?.height ?? 1, width: Int(table.width), top: areaTop, lines: areaHeight),
            box.lines.contains(mouse.row), mouse.column >= box.x, mouse.column < box.x + box.width
        {
            let item = mouse.row - box.top - 1
            guard menu.items.indices.contains(item), mouse.column > box.x, mouse.column < box.x + box.width - 1 else {
                return .handled
            }
            return chooseMenuItem(item)
        }
        return closeContextMenu()
    }

    /// Chooses item `item` of the menu shown: it closes, then the item runs.
    func chooseMenuItem(_ item: Int) -> Outcome {
        highlightedMenuItem = nil
        do {
            try table.chooseContextMenuItem(at: item)
            return .handled
        } catch {
            return .refused(.rowBusy)
        }
    }

    /// Closes the menu shown without choosing.
    func closeContextMenu() -> Outcome {
        highlightedMenuItem = nil
        try? table.dismissContextMenu()
        return .handled
    }
}
