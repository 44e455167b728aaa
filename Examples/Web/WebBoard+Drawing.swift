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
    /// (``menuFrame()``). The row carried out of its column is an item of the column it is over.
    ///
    /// An item: `key` (`r` and the row's id, `g` for a row being deleted, `o` and the column for
    /// the mark of a lifted row's home); `attributes`; `style`, `class`, `text` (the title),
    /// `offset` (how far its content moved across) and `action` (the uncovered action's `icon`,
    /// `color` and `ink`).
    func frame() -> String {
        let height = board.viewportHeight
        let destination = board.carriedRowDestination
        let carriedHome = board.carriedRow.flatMap { row in board.tables.firstIndex { $0.containsRow(withID: row.id) } }
        var columns: [String] = []
        if drawing.count != board.columnCount { drawing = Array(repeating: DrawnList(), count: board.columnCount) }
        for column in 0..<board.columnCount {
            let table = board.tables[column]
            let cursor = cursors[column]
            var items: [String] = []
            var keys: [String] = []
            var deleting = 0
            let laidOut = (try? board.layout(ofColumn: column, height: height)) ?? []
            if let origin = origin(in: laidOut, ofColumn: column) {
                let style = "{\"transform\":\"translateY(" + jsonNumber(origin.y) + "px)\",\"height\":\"" + jsonNumber(origin.height) + "px\"}"
                items.append(WebPage.originItem(key: "o\(column)", style: style))
                keys.append("o\(column)")
            }
            for row in laidOut {
                if let index = row.index {
                    let isSelected = column == selectedColumn && index == cursor
                    let y = row.presentation.phase == .lifted ? table.liftedRowY ?? row.y : row.y
                    keys.append("r\(row.row.id)")
                    items.append(item(row.row, key: keys[keys.count - 1], index: index, in: table, y: y, height: row.height,
                                      presentation: row.presentation, isSelected: isSelected))
                } else {
                    deleting += 1
                    keys.append("g\(row.row.id)-\(deleting)")
                    items.append(item(row.row, key: keys[keys.count - 1], index: nil, in: table, y: row.y, height: row.height,
                                      presentation: row.presentation, isSelected: false))
                }
            }
            if let row = board.carriedRow, let place = board.carriedRowFrame, place.column == column {
                keys.append("r\(row.id)")
                items.append(item(row, key: keys[keys.count - 1], index: nil, in: table, y: place.y,
                                  height: Self.rowHeight, presentation: .rest, isSelected: false, isCarried: true))
            }
            var object = JSONObject()
            object.set("title", board.titles[column])
            // What the column shows: the row carried out of it is not among its tasks.
            let shown = table.count - (carriedHome == column ? 1 : 0)
            object.set("count", shown == 1 ? "1 task" : "\(shown) tasks")
            // The row carried out of this column is not drawn in it: no active row to point at.
            if table.rows.indices.contains(cursor), table.rows[cursor].id != board.carriedRow?.id {
                object.set("active", "board-r\(table.rows[cursor].id)")
                object.set("activeTitle", table.rows[cursor].title)
            }
            object.set("target", json: destination?.column == column ? "true" : "false")
            object.set("refuses", json: refusingColumn == column && board.isCarryingRow ? "true" : "false")
            columns.append(drawing[column].changes(toKeys: keys, items: items, list: object.json))
        }
        var frame = JSONObject()
        frame.set("scroll", board.horizontalScrollOffset)
        frame.set("columnWidth", board.columnWidth)
        frame.set("gutter", board.gutter)
        frame.set("selectedColumn", Double(selectedColumn))
        frame.set("canUndo", json: board.canUndo ? "true" : "false")
        frame.set("canRedo", json: board.canRedo ? "true" : "false")
        frame.set("columns", json: jsonArray(columns))
        if let menu = menuFrame() { frame.set("menu", json: menu) }
        return frame.json
    }

    /// Where the lifted row came from in `column`, among its rows as laid out (`rows`): in its
    /// own column, the gap while it is held there, else the edge it rested on
    /// (``WebPage/origin(in:lifted:resting:isGapOpen:edge:)``); `nil` in any other column.
    private func origin(in rows: [LaidOutRow<ScriptRow>], ofColumn column: Int) -> (y: Double, height: Double)? {
        let table = board.tables[column]
        if let away = board.carriedRow {
            // Carried out of its home, whose rows closed over its place.
            guard let lifted = table.index(ofRowWithID: away.id) else { return nil }
            return WebPage.origin(in: rows, lifted: lifted, resting: table.liftedRowRestingIndex ?? lifted, isGapOpen: false, edge: WebPage.originEdge)
        }
        guard let lifted = table.liftedRowIndex, let resting = table.liftedRowRestingIndex else { return nil }
        return WebPage.origin(in: rows, lifted: lifted, resting: resting, isGapOpen: true, edge: WebPage.originEdge)
    }

    /// A row's item: a row in its column (`index`) is an option of the column's listbox; a
    /// deleting one, and the carried one (its place is said by the live region), are hidden
    /// from assistive technology.
    private func item(
        _ row: ScriptRow, key: String, index: Int?, in table: GestureTable<ScriptRow>, y: Double, height: Double,
        presentation: RowPresentation, isSelected: Bool, isCarried: Bool = false
    ) -> String {
        var attributes = JSONObject()
        if let index {
            attributes.set("id", "board-" + key)
            attributes.set("role", "option")
            attributes.set("data-title", row.title)
            attributes.set("aria-label", row.title)
            attributes.set("aria-posinset", String(index + 1))
            attributes.set("aria-setsize", String(table.count))
            attributes.set("aria-selected", isSelected ? "true" : "false")
        } else {
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set(isCarried ? "data-carried" : "data-deleting", row.title)
        }
        var classes: [String] = []
        if presentation.phase == .lifted || isCarried { classes.append("lifted") }
        if isSelected, showsSelection { classes.append("selected") }
        if index != nil, table.presentedContextMenu?.rowID == row.id { classes.append("menu") }
        var style = JSONObject()
        style.set("transform", "translateY(\(jsonNumber(y))px)")
        style.set("height", jsonNumber(height) + "px")
        style.set("opacity", jsonNumber(presentation.opacity))
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        object.set("class", classes.joined(separator: " "))
        object.set("style", json: style.json)
        object.set("text", json: jsonArray([jsonString(row.title)]))
        object.set("offset", presentation.offset)
        if let action = presentation.action, presentation.offset != 0 {
            // As the inbox draws it (WebPage+Drawing.swift): white on the darkened color once
            // reached, the color darker still on a pale tint of it before.
            var uncovered = JSONObject()
            uncovered.set("icon", action.icon)
            let solid = WebPage.darkened(action.color, toContrastWithWhite: 4.8)
            if action.isReached {
                uncovered.set("color", WebPage.css(solid))
                uncovered.set("ink", "#fff")
            } else {
                uncovered.set("color", WebPage.css(solid.map { $0 + (1 - $0) * 0.85 }))
                uncovered.set("ink", WebPage.css(WebPage.darkened(action.color, toContrastWithWhite: 6)))
            }
            object.set("action", json: uncovered.json)
        }
        return object.json
    }
}
#endif
