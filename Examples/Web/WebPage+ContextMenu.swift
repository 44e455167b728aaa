import GestureScript
import GestureTable

// Who owns a press, and a row's context menu, on the page: the core's claim decides what a
// press becomes before the page hands its first move on (to the table, or to what is outside
// it); a still long press, the menu key or the Actions button opens the row's menu, which the
// core keeps and the frame draws.

extension WebPage {
    /// The inbox's menu for each row: its actions and moves, by the names the table gives
    /// assistive technology (``ContextMenu/rowActions``). Not in edit mode, where a long press
    /// lifts the checked rows (the keys still open it: ``presentMenu()``).
    func installContextMenu() {
        offersContextMenu = true
        table.contextMenu = .rowActions
    }

    /// What a press that went down at `pressedAt` becomes, now that it is `sample`: the table's
    /// claim (``GestureTable/claim(_:pressedAt:)``). A row lifted or a menu open already belongs
    /// to the table: its lift, its menu.
    func claim(_ sample: PointerSample, pressedAt: Duration) -> GestureClaim {
        if table.liftedRowIndex != nil { return .lift }
        if table.presentedContextMenu != nil { return .contextMenu }
        return table.claim(sample, pressedAt: pressedAt)
    }

    /// Opens the menu of the row the keys act on, as the menu key does; whether it opened. A
    /// script's table without a menu of its own shows the row's accessibility actions.
    @discardableResult
    func presentMenu() -> Bool {
        guard table.rows.indices.contains(cursor) else { return false }
        settleSteppedRow()
        showsSelection = true
        let hasNoMenu = table.contextMenu == nil
        if hasNoMenu { table.contextMenu = .rowActions }
        defer { if hasNoMenu { table.contextMenu = nil } }
        return attempt { () throws(GestureTableError) in try table.presentContextMenu(forRowAt: cursor) }
    }

    /// Chooses item `item` of the menu shown: the menu closes, and the item runs on its row.
    func chooseMenuItem(_ item: Int) {
        showsSelection = true
        attempt { () throws(GestureTableError) in try table.chooseContextMenuItem(at: item) }
    }

    /// Closes the menu shown, if one is, without choosing.
    func dismissMenu() {
        guard table.presentedContextMenu != nil else { return }
        attempt { () throws(GestureTableError) in try table.dismissContextMenu() }
    }

    /// The menu shown (the table's frame's), as the frame's `menu`, its row's actions drawn in
    /// red destructive; `nil` when its row is gone.
    func menuFrame(_ menu: PresentedContextMenu<Int>) -> String? {
        guard let index = table.index(ofRowWithID: menu.rowID) else { return nil }
        return menuJSON(
            menu, row: "row-r\(menu.rowID)", title: title(ofRowWithID: menu.rowID), x: menu.anchor.x * scaleX,
            destructive: destructiveTitles(of: table.rows[index], in: table))
    }
}

/// The titles of `row`'s swipe actions drawn in red: what a menu of its actions marks destructive.
func destructiveTitles(of row: ScriptRow, in table: GestureTable<ScriptRow>) -> [String] {
    let actions = table.swipeActions(row)
    return ActionSlot.allCases.compactMap { slot in actions[slot].flatMap { $0.color == .red ? $0.title : nil } }
}

/// A presented menu as a frame carries it: `row`, the row's element id; `title`, the row's;
/// `items`, each `{title, destructive}` (an entry marked so, or titled as one of `destructive`);
/// `x`, its anchor across the list, in pixels.
func menuJSON(_ menu: PresentedContextMenu<Int>, row: String, title: String, x: Double, destructive: [String] = []) -> String {
    var object = JSONObject()
    object.set("row", row)
    object.set("title", title)
    object.set("items", json: jsonArray(menu.items.map { entry in
        var item = JSONObject()
        item.set("title", entry.title)
        if entry.isDestructive || destructive.contains(entry.title) { item.set("destructive", json: "true") }
        return item.json
    }))
    object.set("x", x)
    return object.json
}

/// The code `gt_claim` returns for `claim`: its place among `GestureClaim`'s cases.
func claimCode(_ claim: GestureClaim) -> Int32 {
    Int32(GestureClaim.allCases.firstIndex(of: claim) ?? GestureClaim.allCases.count)
}
