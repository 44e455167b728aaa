#if BOARD
import GestureScript
import GestureTable

// What the board view draws, as JSON that board.js copies into the document without deciding
// anything: each column's rows as the board lays them out (a carried row's gap closed where it
// left, open where it would go), and the carried row over the column under the pointer. Each
// column's list is framed as the inbox's is (``DrawnList``): only what changed since the last.

extension WebBoard {
    /// The board as it is now: `scroll` (the board's horizontal offset, pixels), `columnWidth`,
    /// `gutter`, `selectedColumn`, `canUndo`, `canRedo`; `columns`, each a list's frame of
    /// changes as ``WebPage/frame()``'s (`items`, `order`), its `list` `{title, count, active,
    /// activeTitle, target, refuses}` (`target`: a carried row's gap is open there; `refuses`:
    /// the column under a carried row refuses it); `menu`, the context menu shown
    /// (``menuJSON(_:row:title:x:destructive:)``); `say`, the newest of the board's announcements
    /// since the last frame (the board's own first, then its columns'), for the live region. The
    /// row carried out of its column is an item of the column it is over.
    ///
    /// An item: `key` (`r` and the row's id, `g` for a row being deleted, `o` and the column for
    /// the mark of a lifted row's home); `attributes`; `style`, `class`, `text` (the title),
    /// `offset` (how far its content moved across) and `action` (the uncovered action's `icon`,
    /// `color` and `ink`).
    func frame() -> String {
        let drawn = board.nextFrame(height: board.viewportHeight)
        let destination = board.carriedRowDestination
        let carried = drawn.carried.map { ($0.column, $0.row) }
        let carriedHome = carried.flatMap { _, row in board.tables.firstIndex { $0.containsRow(withID: row.id) } }
        var columns: [String] = []
        var said = drawn.announcements.last
        var menuShown: String?
        if drawing.count != drawn.columns.count { drawing = Array(repeating: DrawnList(), count: drawn.columns.count) }
        for (column, shown) in drawn.columns.enumerated() {
            let table = board.tables[column]
            let cursor = cursors[column]
            let menu = shown.frame.contextMenu
            if said == nil { said = shown.frame.announcements.last }
            var items: [String] = []
            var keys: [String] = []
            var deleting = 0
            if let origin = origin(in: shown.frame.rows, ofColumn: column, carried: carriedHome == column ? carried?.1 : nil) {
                let style = "{\"transform\":\"translateY(" + jsonNumber(origin.y) + "px)\",\"height\":\"" + jsonNumber(origin.height) + "px\"}"
                keys.append("o\(column)")
                items.append(WebPage.itemForTheEye(key: keys[0], marker: "data-origin", class: "origin", style: style))
            }
            for row in shown.frame.rows {
                if row.index != nil {
                    keys.append("r\(row.id)")
                } else {
                    deleting += 1
                    keys.append("g\(row.id)-\(deleting)")
                }
                let isSelected = column == selectedColumn && row.index == cursor
                items.append(item(row, key: keys[keys.count - 1], in: table, menu: menu, isSelected: isSelected))
            }
            if let (over, row) = carried, over == column {
                keys.append("r\(row.id)")
                items.append(item(row, key: keys[keys.count - 1], in: table, menu: nil, isSelected: false, isCarriedAway: true))
            }
            var object = JSONObject()
            object.set("title", shown.title)
            // What the column shows: the row carried out of it is not among its tasks.
            let count = table.count - (carriedHome == column ? 1 : 0)
            object.set("count", count == 1 ? "1 task" : "\(count) tasks")
            // The row carried out of this column is not drawn in it: no active row to point at.
            if table.rows.indices.contains(cursor), table.rows[cursor].id != carried?.1.id {
                object.set("active", "board-r\(table.rows[cursor].id)")
                object.set("activeTitle", table.rows[cursor].title)
            }
            object.set("target", json: destination?.column == column ? "true" : "false")
            object.set("refuses", json: refusingColumn == column && board.isCarryingRow ? "true" : "false")
            columns.append(drawing[column].changes(toKeys: keys, items: items, list: object.json))
            if let menu {
                menuShown = menuJSON(menu, row: "board-r\(menu.rowID)", title: title(ofRowWithID: menu.rowID), x: menu.anchor.x + shown.x)
            }
        }
        var frame = JSONObject()
        frame.set("scroll", drawn.horizontalScrollOffset)
        frame.set("columnWidth", board.columnWidth)
        frame.set("gutter", board.gutter)
        frame.set("selectedColumn", Double(selectedColumn))
        frame.set("canUndo", json: board.canUndo ? "true" : "false")
        frame.set("canRedo", json: board.canRedo ? "true" : "false")
        frame.set("columns", json: jsonArray(columns))
        if let menuShown { frame.set("menu", json: menuShown) }
        if let said { frame.set("say", said) }
        return frame.json
    }

    /// Where the lifted row came from in `column`, among the rows of its frame (`rows`): in its
    /// own column, the slot while it is held there, else the edge it rested on
    /// (``WebPage/origin(in:lifted:resting:slotY:edge:)``); `carried`, the row carried out of
    /// this column, if one is.
    private func origin(in rows: [FrameRow<ScriptRow>], ofColumn column: Int, carried: FrameRow<ScriptRow>?) -> (y: Double, height: Double)? {
        let table = board.tables[column]
        if let carried {
            // Carried out of its home, whose rows closed over its place.
            guard let lifted = table.index(ofRowWithID: carried.id) else { return nil }
            let resting = table.liftedRowRestingIndex ?? lifted
            return WebPage.origin(in: rows, lifted: lifted, resting: resting, slotY: nil, edge: WebPage.originEdge)
        }
        guard let lifted = table.liftedRowIndex, let resting = table.liftedRowRestingIndex else { return nil }
        return WebPage.origin(in: rows, lifted: lifted, resting: resting, slotY: try? table.yOfRow(at: lifted), edge: WebPage.originEdge)
    }

    /// A row's item: a row in its column (an index) is an option of the column's listbox; a
    /// deleting one, and the one carried away from its column (its place is said by the live
    /// region), are hidden from assistive technology.
    private func item(
        _ row: FrameRow<ScriptRow>, key: String, in table: GestureTable<ScriptRow>, menu: PresentedContextMenu<Int>?,
        isSelected: Bool, isCarriedAway: Bool = false
    ) -> String {
        var attributes = JSONObject()
        let title = row.row.title
        if let index = row.index, !isCarriedAway {
            attributes.set("id", "board-" + key)
            attributes.set("role", "option")
            attributes.set("data-title", title)
            attributes.set("aria-label", title)
            attributes.set("aria-posinset", String(index + 1))
            attributes.set("aria-setsize", String(table.count))
            attributes.set("aria-selected", isSelected ? "true" : "false")
        } else {
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set(isCarriedAway ? "data-carried" : "data-deleting", title)
        }
        var classes: [String] = []
        if row.isLifted || isCarriedAway { classes.append("lifted") }
        if isSelected, showsSelection { classes.append("selected") }
        if row.index != nil, menu?.rowID == row.id { classes.append("menu") }
        var style = JSONObject()
        style.set("transform", "translateY(\(jsonNumber(row.y))px)")
        style.set("height", jsonNumber(isCarriedAway ? Self.rowHeight : row.height) + "px")
        style.set("opacity", jsonNumber(isCarriedAway ? 1 : row.opacity))
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        object.set("class", classes.joined(separator: " "))
        object.set("style", json: style.json)
        object.set("text", json: jsonArray([jsonString(title)]))
        object.set("offset", isCarriedAway ? 0 : row.offset)
        if let action = row.action, row.offset != 0, !isCarriedAway { object.set("action", json: WebPage.uncoveredJSON(action)) }
        return object.json
    }
}
#endif
