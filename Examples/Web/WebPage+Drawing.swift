import GestureScript
import GestureTable

// What the page draws, as JSON that page.js copies into the document without deciding anything:
// each row and header in sight an item with its element's attributes, class, style and texts,
// made from the table's frame (`nextFrame(height:)`) and nothing else of the table's drawing.
// A frame carries only what changed since the one before: the items that entered or changed,
// the keys of those that left, the order when it changed, the list's state when it changed.

extension WebPage {
    /// How far below the viewport rows are drawn too, in rows: a fling or a drag shows no gap
    /// before the next frame.
    static let marginRows = 2.0

    /// What changed in the list since the last frame, in sight only: the rows the viewport
    /// shows, a margin below it, and the headers (a page's first frame draws all of them; page.js
    /// clears the list when it shows another page). `items`, the items that entered or changed;
    /// `order`, every drawn item's key top to bottom, when it changed (the items not in it left);
    /// `list`, the list's state, a few fields: `placeholder` (title, subtitle) while it shows,
    /// `active`, the element id of the selected row (in edit mode, the keys' row) while it is
    /// drawn, and `activeTitle`; `canUndo`, `canRedo`; `checked`, in edit mode only, how many rows
    /// are checked; `height`, the list's height in pixels a script's table asks for; `menu`, the
    /// context menu shown (``menuFrame(_:)``). `say`, the newest of the table's announcements
    /// since the last frame, for the live region.
    ///
    /// An item: `key` (`r` and the id for a row, `g`, the id and its place for a row being
    /// deleted, `h` and the section for a header); `attributes`; `style`, `class`, `text` (a row's
    /// four texts: the first line and its aside, the second line and its dim rest; a header's
    /// title), `offset` (how far its content moved across, in pixels) and `action` (the uncovered
    /// action's `icon`, `color` and `ink`).
    ///
    /// - Complexity: O(*v* + *d* + log *n*): the rows in sight and those being deleted, whatever
    ///   the table's length.
    func frame() -> String {
        let isEditing = table.isEditing
        let selected = isEditing ? (table.rows.indices.contains(cursor) ? cursor : nil) : table.selectedRowIndex
        bounce = displayedOverscroll(at: clock.now)
        var keys: [String] = []
        var items: [String] = []
        var active: ScriptRow?
        let margin = Self.marginRows * table.configuration.rowHeight
        let drawn = table.nextFrame(height: table.viewportHeight + margin)
        if let lifted = table.liftedRowIndex, let resting = table.liftedRowRestingIndex,
           let origin = Self.origin(in: drawn.rows, lifted: lifted, resting: resting, slotY: try? table.yOfRow(at: lifted),
                                    edge: Self.originEdge / scaleY) {
            keys.append("o")
            items.append(Self.itemForTheEye(key: "o", marker: "data-origin", class: "origin", style: style(y: origin.y, height: origin.height, opacity: 1)))
        }
        for placed in drawn.rows {
            guard let index = placed.index else {
                // Counted: a row deleted, put back and deleted again leaves twice.
                let key = "g\(placed.row.id)-\(keys.count)"
                keys.append(key)
                items.append(item(placed, key: key, menu: drawn.contextMenu, isSelected: false))
                continue
            }
            if index == selected { active = placed.row }
            keys.append("r\(placed.row.id)")
            items.append(item(placed, key: keys[keys.count - 1], menu: drawn.contextMenu, isSelected: index == selected))
        }
        for header in drawn.headers {
            // Drawn for the eye: a row's label and place say where it is.
            keys.append("h\(header.section)")
            items.append(Self.itemForTheEye(
                key: keys[keys.count - 1], marker: "data-header", class: header.isPinned ? "section-header pinned" : "section-header",
                style: style(y: header.y, height: header.height, opacity: 1), text: [header.title]))
        }

        var list = JSONObject()
        if let placeholder = drawn.placeholder {
            list.set("placeholder", json: jsonArray([jsonString(placeholder.title), jsonString(placeholder.subtitle ?? "")]))
        }
        if let active {
            list.set("active", "row-r\(active.id)")
            list.set("activeTitle", title(of: active))
        }
        list.set("canUndo", json: table.canUndo ? "true" : "false")
        list.set("canRedo", json: table.canRedo ? "true" : "false")
        if isEditing { list.set("checked", json: String(table.selectedRowIDs.count)) }
        if let cells { list.set("height", Double(cells.lines) * Self.scriptLineHeight) }
        if let menu = drawn.contextMenu.flatMap(menuFrame) { list.set("menu", json: menu) }
        return drawing.changes(toKeys: keys, items: items, list: list.json, say: drawn.announcements.last)
    }
    /// A row's item: a row in the table (`index`) is an option of the listbox, selected when it
    /// is the selected row, or in edit mode when it is checked, which says its place in the whole
    /// table (`aria-posinset`, `aria-setsize`); a deleting one is hidden from assistive technology.
    private func item(_ placed: FrameRow<ScriptRow>, key: String, menu: PresentedContextMenu<Int>?, isSelected: Bool) -> String {
        let row = placed.row, index = placed.index
        var attributes = JSONObject()
        let isChecked = table.isEditing && index.map(table.isRowSelected(at:)) == true
        if let index {
            attributes.set("id", "row-" + key)
            attributes.set("role", "option")
            attributes.set("data-title", title(of: row))
            attributes.set("aria-label", label(of: row, at: index))
            attributes.set("aria-posinset", String(index + 1))
            attributes.set("aria-setsize", String(table.count))
            attributes.set("aria-selected", isChecked || isSelected && !table.isEditing ? "true" : "false")
        } else {
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set("data-deleting", "")
        }
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        var classes: [String] = []
        if isInbox, unreadIDs.contains(row.id) { classes.append("unread") }
        if placed.isLifted { classes.append("lifted") }
        if isSelected, showsSelection { classes.append("selected") }
        if isChecked { classes.append("checked") }
        if index != nil, menu?.rowID == row.id { classes.append("menu") }
        object.set("class", classes.joined(separator: " "))
        // The lifted row is where the pointer holds it (or the keys put it), not in the slot it
        // would drop into: it follows the finger continuously, as in the terminal.
        object.set("style", json: style(y: placed.y, height: placed.height, opacity: placed.opacity))
        object.set("text", json: jsonArray(texts(of: row).map(jsonString)))
        object.set("offset", placed.offset * scaleX)
        if let action = placed.action, placed.offset != 0 { object.set("action", json: Self.uncoveredJSON(action)) }
        return object.json
    }

    /// An uncovered action as an item carries it (`icon`, `color`, `ink`): reached, white on
    /// the color, darkened until the text is legible (WCAG's 4.5:1 for text); not yet, the color
    /// itself, darker still, on a pale tint of it.
    static func uncoveredJSON(_ action: UncoveredAction) -> String {
        var uncovered = JSONObject()
        uncovered.set("icon", action.icon)
        let solid = darkened(action.color, toContrastWithWhite: 4.8)
        if action.isReached {
            uncovered.set("color", css(solid))
            uncovered.set("ink", "#fff")
        } else {
            uncovered.set("color", css(solid.map { $0 + (1 - $0) * 0.85 }))
            uncovered.set("ink", css(darkened(action.color, toContrastWithWhite: 6)))
        }
        return uncovered.json
    }

    /// How tall the mark of a lifted row's home is when rows have closed over it, in pixels.
    static let originEdge = 6.0

    /// Where a lifted row came from (its resting place, `resting`; `lifted`, its index now),
    /// among `rows`, its table's frame's: the slot it left while it is held over it (the slot's
    /// top is `slotY`: the row's frame is where the pointer holds it), else a band `edge` tall on
    /// the edge between the rows it rested between (rows that closed over its place when it is
    /// carried out of its table, `rows` then without it); `nil` when that edge is not in sight.
    static func origin(
        in rows: [FrameRow<ScriptRow>], lifted: Int, resting: Int, slotY: Double?, edge band: Double
    ) -> (y: Double, height: Double)? {
        let slot = rows.first { $0.isLifted }.flatMap { row in slotY.map { (y: $0, height: row.height) } }
        if resting == lifted, let slot { return slot }
        // Every row before the edge but the lifted one is before it in `rows` too.
        let next = resting < lifted ? resting : resting + 1
        let edge: Double
        if let row = rows.first(where: { $0.index == next }) {
            edge = row.y
        } else if let row = rows.last(where: { $0.index.map { $0 < next && $0 != lifted } ?? false }) {
            edge = row.y + row.height
        } else if next - 1 == lifted, let slot {
            edge = slot.y + slot.height
        } else {
            return nil
        }
        return (edge - band / 2, band)
    }

    /// An item drawn for the eye only, hidden from assistive technology (a header: a row's label
    /// says its section; the mark of a lifted row's home: the live region says where the row
    /// is): its element has the attribute `marker`, class `class`, style `style` (placed as a
    /// row is) and texts `text`.
    static func itemForTheEye(key: String, marker: String, class name: String, style: String, text: [String] = []) -> String {
        var attributes = JSONObject()
        attributes.set("role", "none")
        attributes.set("aria-hidden", "true")
        attributes.set(marker, "")
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        object.set("class", name)
        object.set("style", json: style)
        object.set("text", json: jsonArray(text.map(jsonString)))
        return object.json
    }

    /// `color`'s components (0 to 1) scaled down until white text on it has at least `ratio`
    /// contrast, by WCAG 2's relative luminance with a gamma of 2 for sRGB's (about 2.2): it
    /// finds mid-tones lighter than they are, so the real contrast is a little higher.
    static func darkened(_ color: ActionColor, toContrastWithWhite ratio: Double) -> [Double] {
        var components = [Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255]
        func luminance() -> Double {
            0.2126 * components[0] * components[0] + 0.7152 * components[1] * components[1] + 0.0722 * components[2] * components[2]
        }
        while 1.05 / (luminance() + 0.05) < ratio {
            components = components.map { $0 * 0.98 }
        }
        return components
    }

    /// A CSS color from components 0 to 1.
    static func css(_ components: [Double]) -> String {
        let bytes = components.map { String(Int(min(max($0, 0), 1) * 255 + 0.5)) }
        return "rgb(" + bytes.joined(separator: ",") + ")"
    }

    /// The style of an element laid out at `y`, `height` tall, in table units.
    private func style(y: Double, height: Double, opacity: Double) -> String {
        "{\"transform\":\"translateY(" + jsonNumber((y + bounce) * scaleY) + "px)\",\"height\":\"" + jsonNumber(height * scaleY)
            + "px\",\"opacity\":" + jsonNumber(opacity) + "}"
    }

    /// A row's texts: the first line and its aside, the second line and its dim rest.
    private func texts(of row: ScriptRow) -> [String] {
        guard isInbox, let message = InboxMessage.message(withID: row.id) else {
            return [title(of: row), "", row.subtitle ?? "", ""]
        }
        return [message.sender, message.time, message.subject, message.preview]
    }

    /// What a screen reader says for a row: an inbox message's state, sender, subject and time,
    /// then its section (the headers are drawn for the eye only), as in "…, 9:14, in Today".
    private func label(of row: ScriptRow, at index: Int) -> String {
        let section = (try? table.indexPath(forRowAt: index)).flatMap { try? table.titleForHeader(inSection: $0.section) }
        let place = section.map { ", in " + $0 } ?? ""
        guard isInbox, let message = InboxMessage.message(withID: row.id) else {
            let title = title(of: row)
            return (row.subtitle.map { title + ", " + $0 } ?? title) + place
        }
        let state = unreadIDs.contains(row.id) ? "Unread, " : ""
        return state + message.sender + ", " + message.subject + ", " + message.time + place
    }
}

/// What page.js has drawn of a page's list: what a frame compares with to send only what changed.
struct DrawnList {
    /// Each drawn item's JSON, top to bottom.
    private var items: [String] = []
    /// The drawn items' keys, as the frame's `order` sent them.
    private var order = ""

    /// The frame that takes the drawing from what it is to the items `items` (their JSON) with
    /// keys `keys`, top to bottom, with the list's state `list`, as ``WebPage/frame()`` describes
    /// it; notes them as drawn. An item is compared with the one drawn at its place: a row that
    /// moves on screen has a new transform anyway.
    ///
    /// - Complexity: O(*d*), where *d* is the number of items drawn: a screenful.
    mutating func changes(toKeys keys: [String], items: [String], list: String, say: String? = nil) -> String {
        var frame = JSONObject()
        var changed: [String] = []
        for index in items.indices where index >= self.items.count || self.items[index] != items[index] {
            changed.append(items[index])
        }
        let order = jsonArray(keys.map(jsonString))
        if !changed.isEmpty { frame.set("items", json: jsonArray(changed)) }
        if order != self.order { frame.set("order", json: order) }
        frame.set("list", json: list)
        if let say { frame.set("say", say) }
        self.items = items
        self.order = order
        return frame.json
    }
}
