#if OUTLINE
import GestureScript
import GestureTable

// What the outline view draws, as JSON that outline.js copies into the document without deciding
// anything: the rows in sight from the core's frame (`nextFrame(height:)`: each row's depth and
// disclosure, the row a carried one would drop into), framed as the inbox's list is
// (``DrawnList``): only what changed since the last.

extension WebOutline {
    /// What changed in the tree since the last frame: `items`, `order` and `list` as
    /// ``WebPage/frame()``'s; `list` holds `active` (the selected row's element id) and
    /// `activeTitle`, `canUndo`, `canRedo`, `indent` (a level's indentation, pixels) and
    /// `carrying` (a row is lifted), `into` (it would drop into a row). `say`, the newest of the table's announcements.
    ///
    /// An item: `key` (`r` and the id for a row, `g`… for a row being deleted, `o` for the mark
    /// of a lifted row's home), `attributes` (a row in the table is a `treeitem` with its
    /// `aria-level`, `aria-posinset`, `aria-setsize`, `aria-selected` and, when it has children,
    /// `aria-expanded`), `style`, `class` (`lifted`, `carried`: under the lifted row, which
    /// carries it, `selected`, `drop-target`: the row a carried one would drop into), `text` (its disclosure triangle, ▾ or ▸ or nothing, and its title),
    /// `depth` (its indentation in levels) and `offset`.
    func frame() -> String {
        let margin = WebPage.marginRows * Self.rowHeight
        let drawn = table.nextFrame(height: table.viewportHeight + margin)
        let liftedRow = drawn.rows.first { $0.isLifted }
        liftedDepth = liftedRow?.depth
        dropTarget = drawn.dropTarget
        let tree = OutlinePlaces(of: table, liftedDepth: liftedDepth, into: dropTarget)
        let selected = table.selectedRowIndex
        var keys: [String] = []
        var items: [String] = []
        var active: ScriptRow?
        if let lifted = table.liftedRowIndex, let resting = table.liftedRowRestingIndex,
           let origin = WebPage.origin(in: drawn.rows, lifted: lifted, resting: resting, slotY: try? table.yOfRow(at: lifted), edge: WebPage.originEdge) {
            keys.append("o")
            items.append(WebPage.itemForTheEye(key: "o", marker: "data-origin", class: "origin", style: style(y: origin.y, height: origin.height, opacity: 1)))
        }
        for placed in drawn.rows {
            guard let index = placed.index else {
                let key = "g\(placed.row.id)-\(keys.count)"
                keys.append(key)
                items.append(item(placed, key: key, tree: tree, isSelected: false, isDropTarget: false))
                continue
            }
            if index == selected { active = placed.row }
            keys.append("r\(placed.row.id)")
            items.append(item(placed, key: keys[keys.count - 1], tree: tree, isSelected: index == selected, isDropTarget: index == drawn.dropTarget))
        }
        var list = JSONObject()
        if let active {
            list.set("active", "outline-r\(active.id)")
            list.set("activeTitle", active.title)
        }
        list.set("canUndo", json: table.canUndo ? "true" : "false")
        list.set("canRedo", json: table.canRedo ? "true" : "false")
        list.set("indent", Self.indentWidth)
        list.set("carrying", json: liftedRow == nil ? "false" : "true")
        list.set("into", json: drawn.dropTarget == nil ? "false" : "true")
        return drawing.changes(toKeys: keys, items: items, list: list.json, say: drawn.announcements.last)
    }

    /// A row's item: a row in the table (`index`) is a tree item; a deleting one is hidden from
    /// assistive technology.
    private func item(_ placed: FrameRow<ScriptRow>, key: String, tree: OutlinePlaces, isSelected: Bool, isDropTarget: Bool) -> String {
        let row = placed.row
        var attributes = JSONObject()
        let depth = placed.index.map { tree.depths.indices.contains($0) ? tree.depths[$0] : placed.depth } ?? placed.depth
        if let index = placed.index, tree.depths.indices.contains(index) {
            attributes.set("id", "outline-" + key)
            attributes.set("role", "treeitem")
            attributes.set("data-title", row.title)
            attributes.set("aria-label", row.title)
            attributes.set("aria-level", String(depth + 1))
            attributes.set("aria-posinset", String(tree.positions[index]))
            attributes.set("aria-setsize", String(tree.sizes[index]))
            attributes.set("aria-selected", isSelected ? "true" : "false")
            switch placed.disclosure {
            case .expanded: attributes.set("aria-expanded", "true")
            case .collapsed: attributes.set("aria-expanded", "false")
            case .none: break
            }
        } else {
            attributes.set("role", "none")
            attributes.set("aria-hidden", "true")
            attributes.set("data-deleting", "")
        }
        var classes: [String] = []
        if placed.isLifted { classes.append("lifted") }
        // The rows under a lifted parent stay where they are, carried with it: faded until the drop.
        if placed.isCarried { classes.append("carried") }
        if isSelected, showsSelection { classes.append("selected") }
        if isDropTarget { classes.append("drop-target") }
        let glyph = switch placed.disclosure {
        case .expanded: "▾"
        case .collapsed: "▸"
        case .none: ""
        }
        var object = JSONObject()
        object.set("key", key)
        object.set("attributes", json: attributes.json)
        object.set("class", classes.joined(separator: " "))
        object.set("style", json: style(y: placed.y, height: placed.height, opacity: placed.opacity))
        object.set("text", json: jsonArray([jsonString(glyph), jsonString(row.title)]))
        object.set("depth", Double(depth))
        object.set("offset", placed.offset)
        return object.json
    }

    /// The style of an element laid out at `y`, `height` tall, in pixels.
    private func style(y: Double, height: Double, opacity: Double) -> String {
        "{\"transform\":\"translateY(" + jsonNumber(y) + "px)\",\"height\":\"" + jsonNumber(height) + "px\",\"opacity\":" + jsonNumber(opacity) + "}"
    }
}
#endif
