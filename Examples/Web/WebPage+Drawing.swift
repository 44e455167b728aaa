import GestureScript
import GestureTable

// What the page draws, as JSON that page.js copies into the document without deciding anything:
// each row and header an item with its element's attributes, class, style and texts.

extension WebPage {
    /// The list as it is now: `items`, every row in order (each deleting row just before the row
    /// that follows it on screen), then the laid-out headers; `placeholder` (title, subtitle)
    /// while it shows; `active`, the element id of the selected row while it is drawn, and
    /// `activeTitle`; `height`, the list's height in pixels a script's table asks for.
    ///
    /// An item: `key` (`r` and the id for a row, `g` for a row being deleted, `h` and the
    /// section for a header); `attributes`; and, while it is laid out, `style`, `class`, `text`
    /// (a row's four texts: the first line and its aside, the second line and its dim rest; a
    /// header's title), `offset` (how far its content moved across, in pixels) and `action` (the
    /// uncovered action's `icon`, `color` and `ink`).
    func frame() -> String {
        let height = table.viewportHeight
        let selected = table.selectedRowIndex
        var laidOut: [Int: LaidOutRow<ScriptRow>] = [:]
        var deletingBefore: [Int: [LaidOutRow<ScriptRow>]] = [:]
        var deleting: [LaidOutRow<ScriptRow>] = []
        for row in table.layout(height: height) {
            guard row.index != nil else {
                deleting.append(row)
                continue
            }
            laidOut[row.row.id] = row
            if !deleting.isEmpty { deletingBefore[row.row.id] = deleting }
            deleting = []
        }
        var items: [String] = []
        var deletingKeys: Set<String> = []
        func addDeleting(_ rows: [LaidOutRow<ScriptRow>]) {
            for row in rows {
                var key = "g\(row.row.id)"
                while deletingKeys.contains(key) { key += "'" }  // a row deleted, put back and deleted again leaves twice
                deletingKeys.insert(key)
                items.append(item(row.row, key: key, index: nil, placed: row, isSelected: false))
            }
        }
        for (index, row) in table.rows.enumerated() {
            addDeleting(deletingBefore[row.id] ?? [])
            items.append(item(row, key: "r\(row.id)", index: index, placed: laidOut[row.id], isSelected: index == selected))
        }
        addDeleting(deleting)
        for header in table.headerLayout(height: height) {
            // Drawn for the eye: a row's label and place say where it is.
            var attributes = JSONObject()
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set("data-header", "")
            var object = JSONObject()
            object.set("key", "h\(header.section)")
            object.set("attributes", json: attributes.json)
            object.set("class", header.isPinned ? "section-header pinned" : "section-header")
            object.set("style", json: style(y: header.y, height: header.height, opacity: 1))
            object.set("text", json: jsonArray([jsonString(header.title)]))
            items.append(object.json)
        }

        var frame = JSONObject()
        frame.set("items", json: jsonArray(items))
        if table.isShowingPlaceholder {
            frame.set("placeholder", json: jsonArray([jsonString(table.placeholder.title), jsonString(table.placeholder.subtitle ?? "")]))
        }
        if let selected, let row = laidOut[table.rows[selected].id]?.row {
            frame.set("active", "row-r\(row.id)")
            frame.set("activeTitle", title(ofRowWithID: row.id))
        }
        if let cells { frame.set("height", Double(cells.lines) * Self.scriptLineHeight) }
        return frame.json
    }

    /// A row's item: a row in the table (`index`) is an option of the listbox; a deleting one is
    /// hidden from assistive technology.
    private func item(_ row: ScriptRow, key: String, index: Int?, placed: LaidOutRow<ScriptRow>?, isSelected: Bool) -> String {
        var attributes = JSONObject()
        if let index {
            attributes.set("id", "row-" + key)
            attributes.set("role", "option")
            attributes.set("data-title", row.title)
            attributes.set("aria-label", label(of: row))
            attributes.set("aria-posinset", String(index + 1))
            attributes.set("aria-setsize", String(table.count))
            attributes.set("aria-selected", isSelected ? "true" : "false")
        } else {
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set("data-deleting", "")
        }
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        guard let placed else { return object.json }
        let presentation = placed.presentation
        var classes: [String] = []
        if isInbox, unreadIDs.contains(row.id) { classes.append("unread") }
        if presentation.phase == .lifted { classes.append("lifted") }
        if isSelected { classes.append("selected") }
        object.set("class", classes.joined(separator: " "))
        object.set("style", json: style(y: placed.y, height: placed.height, opacity: presentation.opacity))
        object.set("text", json: jsonArray(texts(of: row).map(jsonString)))
        object.set("offset", presentation.offset * scaleX)
        if let action = presentation.action, presentation.offset != 0 {
            let color = action.color
            var uncovered = JSONObject()
            uncovered.set("icon", action.icon)
            uncovered.set("color", "rgba(\(color.red),\(color.green),\(color.blue),\(action.isReached ? "1" : "0.45"))")
            // Dark text on a light color (yellow), white on the others.
            let lightness = 299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)
            uncovered.set("ink", lightness > 160_000 ? "#1c2733" : "#fff")
            object.set("action", json: uncovered.json)
        }
        return object.json
    }

    /// The style of an element laid out at `y`, `height` tall, in table units.
    private func style(y: Double, height: Double, opacity: Double) -> String {
        var style = JSONObject()
        style.set("transform", "translateY(\(jsonNumber(y * scaleY))px)")
        style.set("height", jsonNumber(height * scaleY) + "px")
        style.set("opacity", jsonNumber(opacity))
        return style.json
    }

    /// A row's texts: the first line and its aside, the second line and its dim rest.
    private func texts(of row: ScriptRow) -> [String] {
        guard isInbox, let message = InboxMessage.message(withID: row.id) else {
            return [row.title, "", row.subtitle ?? "", ""]
        }
        return [message.sender, message.time, message.subject, message.preview]
    }

    /// What a screen reader says for a row: an inbox message's state, sender, subject and time.
    private func label(of row: ScriptRow) -> String {
        guard isInbox, let message = InboxMessage.message(withID: row.id) else {
            return row.subtitle.map { row.title + ", " + $0 } ?? row.title
        }
        let state = unreadIDs.contains(row.id) ? "Unread, " : ""
        return state + message.sender + ", " + message.subject + ", " + message.time
    }
}
