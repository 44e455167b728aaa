// The table's context menu, drawn by the list, and where a tap goes while overlays are shown.
//
// The view draws the core's own menu rather than mapping it to `UIContextMenuInteraction`: the
// core decides when a menu opens (a press held still), when it closes (a tap elsewhere, a
// row that leaves), and when the same press moves on into a lift; UIKit's interaction would
// take the press for itself and decide those on its own. An app wanting the system's menu can
// map `PresentedContextMenu` to one, at the cost of that hand-off.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    /// The menu drawn: a box of item views, one under the other, and what it shows.
    struct ShownMenu {
        var box: UIView
        var items: [UILabel]
        var menu: PresentedContextMenu<Row.ID>
    }

    /// The height of a menu item.
    static var menuItemHeight: CGFloat { 44 }
    /// The widest a menu is.
    static var menuWidth: CGFloat { 220 }

    /// Draws the frame's context menu by its row (below it when it fits, above otherwise; at
    /// its anchor when the row is out of sight), over everything else; takes it away when the
    /// frame has none.
    func placeContextMenu(_ menu: PresentedContextMenu<Row.ID>?, over rows: [FrameRow<Row>]) {
        guard let menu, !menu.items.isEmpty else {
            shownMenu?.box.removeFromSuperview()
            shownMenu = nil
            return
        }
        var shown = shownMenu ?? ShownMenu(box: UIView(frame: .zero), items: [], menu: menu)
        if shown.box.superview !== self { addSubview(shown.box) }
        while shown.items.count > menu.items.count { shown.items.removeLast().removeFromSuperview() }
        while shown.items.count < menu.items.count {
            let item = UILabel(frame: .zero)
            shown.box.addSubview(item)
            shown.items.append(item)
        }
        let width = min(Self.menuWidth, bounds.width)
        for (index, (view, entry)) in zip(shown.items, menu.items).enumerated() {
            view.text = entry.icon.map { "\($0)  \(entry.title)" } ?? entry.title
            view.textColor = entry.isDestructive ? Self.destructiveColor : Self.itemColor
            view.frame = CGRect(x: 0, y: CGFloat(index) * Self.menuItemHeight, width: width, height: Self.menuItemHeight)
        }
        let height = CGFloat(menu.items.count) * Self.menuItemHeight
        let anchor = CGPoint(x: menu.anchor.x.isFinite ? menu.anchor.x : 0, y: menu.anchor.y.isFinite ? menu.anchor.y : 0)
        var y = anchor.y
        if let row = rows.first(where: { $0.id == menu.rowID && $0.index != nil }) {
            let top = CGFloat(row.y), below = CGFloat(row.y + row.height)
            y = below + height <= bounds.height || top - height < 0 ? below : top - height
        }
        let x = max(0, min(anchor.x, bounds.width - width))
        shown.box.frame = CGRect(x: x, y: max(0, min(y, bounds.height - height)), width: width, height: height)
        shown.box.backgroundColor = Self.menuColor
        shown.box.layer.shadowOpacity = 0.3
        shown.box.layer.zPosition = 2
        bringSubviewToFront(shown.box)
        shown.menu = menu
        shownMenu = shown
    }

    /// The index of the menu item under `point`, in the list's coordinates, if any.
    func menuItem(at point: CGPoint) -> Int? {
        guard let shown = shownMenu else { return nil }
        let origin = shown.box.frame.origin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        return shown.items.firstIndex { Self.contains($0.frame, local) }
    }

    /// A tap on what the list draws over its rows: while a menu is shown, an item chooses it
    /// (``GestureTable/chooseContextMenuItem(at:)``) and anywhere else closes it
    /// (``GestureTable/dismissContextMenu()``); otherwise a tap on an open row's button activates
    /// it (``GestureTable/activateButton(in:ofRowAt:)``).
    ///
    /// - Returns: Whether the tap was one of these, and should not reach the table as a press.
    func tapOverlay(at point: CGPoint) -> Bool {
        if shownMenu != nil, table.presentedContextMenu != nil {
            if let item = menuItem(at: point) {
                try? table.chooseContextMenuItem(at: item)
            } else {
                try? table.dismissContextMenu()
            }
            return true
        }
        if let (id, slot) = revealedButton(at: point), let index = table.index(ofRowWithID: id) {
            try? table.activateButton(in: slot, ofRowAt: index)
            return true
        }
        return false
    }

    /// The menu's background, its items' text, and a destructive item's text.
    static var menuColor: UIColor { UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) }
    static var itemColor: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    static var destructiveColor: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
}

#endif
