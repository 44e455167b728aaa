import GestureTable

// The context menu a table shows, drawn over its rows: a bordered box of its items at the row
// it is for, below the row where the box fits, above it otherwise.

extension TableRenderer {
    /// Where a context menu's box goes in a table's area: its frame lines and columns.
    struct MenuBox: Equatable {
        /// The box's first frame line (its top border), possibly outside the area when the
        /// area has no room for the whole box.
        var top: Int
        /// The box's height, its borders included.
        var height: Int
        /// The box's first column.
        var x: Int
        /// The box's width, its borders included.
        var width: Int

        /// The frame lines the box covers.
        var lines: Range<Int> { top..<(top + height) }
    }

    /// The text of an item: its icon, if it has one, then its title.
    static func menuLabel(_ item: ContextMenuEntry) -> String {
        guard let icon = item.icon, !icon.isEmpty else { return item.title }
        return icon + " " + item.title
    }

    /// Where the box of `menu` goes in the area of `lines` lines from `top` of a frame `width`
    /// wide, its row drawn `rowY` and `rowHeight` (`nil`: not in sight): from the menu's anchor
    /// across, and below the row it is for when it fits there, else above it; where it fits
    /// neither way, on the side with more room, clipped by the area's edge, so that it never
    /// hides its row. `nil` when it has no item.
    static func menuBox<ID>(
        of menu: PresentedContextMenu<ID>, rowY: Double?, rowHeight: Double, width: Int, top: Int, lines: Int
    ) -> MenuBox? {
        guard width > 0, lines > 0, !menu.items.isEmpty else { return nil }
        var labelWidth = 0
        for item in menu.items { labelWidth = max(labelWidth, terminalWidth(of: menuLabel(item))) }
        // A cell of padding each side of the labels, inside the borders.
        let boxWidth = min(labelWidth + 4, width)
        let boxHeight = menu.items.count + 2
        // The row's lines, relative to the area; the anchor's line when the row is gone.
        let rowLines: Range<Int>
        if let rowY {
            rowLines = Self.lines(from: rowY, height: rowHeight)
        } else {
            let line = Int(min(max(menu.anchor.y, -1e6), 1e6).rounded(.down))
            rowLines = line..<(line + 1)
        }
        let first: Int
        if rowLines.upperBound + boxHeight <= lines {
            first = max(rowLines.upperBound, 0)
        } else if rowLines.lowerBound - boxHeight >= 0 || rowLines.lowerBound > lines - rowLines.upperBound {
            first = rowLines.lowerBound - boxHeight
        } else {
            first = rowLines.upperBound
        }
        let anchorX = Int(min(max(menu.anchor.x, 0), Double(width)).rounded(.down))
        let x = max(0, min(anchorX, width - boxWidth))
        return MenuBox(top: top + first, height: boxHeight, x: x, width: boxWidth)
    }

    /// Where the box of `menu` goes, its row found among a frame's `rows` (the anchor's line
    /// when the row is not in sight).
    static func menuBox<Row>(
        of menu: PresentedContextMenu<Row.ID>, over rows: [FrameRow<Row>], width: Int, top: Int, lines: Int
    ) -> MenuBox? {
        let row = rows.first { $0.index != nil && $0.id == menu.rowID }
        return menuBox(of: menu, rowY: row?.y, rowHeight: row?.height ?? 1, width: width, top: top, lines: lines)
    }

    /// Draws `menu`, if any, over lines `top..<top + lines` of `frame`, its row among `rows`:
    /// a bordered box, an item a line, a destructive one in the delete red, the item
    /// ``highlightedMenuItem`` highlighted; clipped to the area.
    func drawContextMenu<Row>(
        _ menu: PresentedContextMenu<Row.ID>?, over rows: [FrameRow<Row>], into frame: inout Frame, top: Int, lines: Int
    ) {
        guard let menu, let box = Self.menuBox(of: menu, over: rows, width: frame.width, top: top, lines: lines) else { return }
        drawMenu(menu.items, in: box, area: top..<(top + lines), into: &frame)
    }

    /// The frame lines `menu` covers inside the area, relative to its first line; empty
    /// without a menu.
    func contextMenuLines<Row>(
        of menu: PresentedContextMenu<Row.ID>?, over rows: [FrameRow<Row>], width: Int, top: Int, lines: Int
    ) -> Range<Int> {
        guard let menu, let box = Self.menuBox(of: menu, over: rows, width: width, top: top, lines: lines) else { return 0..<0 }
        let start = min(max(box.top - top, 0), lines)
        return start..<max(start, min(box.top + box.height - top, lines))
    }

    /// The look of the menu's box and of its items.
    var menuStyle: (box: CellStyle, destructive: CellStyle, highlighted: CellStyle) {
        guard usesColor else {
            return (CellStyle.plain, CellStyle.plain, CellStyle(isBold: true, isReversed: true))
        }
        let background = TerminalColor.rgb(red: 40, green: 44, blue: 52)
        let red = ActionColor(.red)
        return (
            CellStyle(foreground: .rgb(red: 220, green: 224, blue: 230), background: background),
            CellStyle(foreground: .rgb(red: red.red, green: red.green, blue: red.blue), background: background),
            CellStyle(foreground: .rgb(red: 255, green: 255, blue: 255), background: .rgb(red: 60, green: 110, blue: 200), isBold: true))
    }

    /// Draws the box of `items` at `box`, only on the lines of `area`.
    func drawMenu(_ items: [ContextMenuEntry], in box: MenuBox, area: Range<Int>, into frame: inout Frame) {
        let styles = menuStyle
        let inner = max(0, box.width - 2)
        for line in box.lines where area.contains(line) {
            let row = line - box.top
            if row == 0 || row == box.height - 1 {
                let (left, right) = row == 0 ? ("┌", "┐") : ("└", "┘")
                let border = box.width < 2 ? left : left + String(repeating: "─", count: inner) + right
                frame.put(border, x: box.x, y: line, style: styles.box)
                continue
            }
            let number = row - 1
            let item = items[number]
            let isHighlighted = number == highlightedMenuItem
            let style = isHighlighted ? styles.highlighted : item.isDestructive ? styles.destructive : styles.box
            frame.put("│", x: box.x, y: line, style: styles.box)
            frame.fill(x: box.x + 1, y: line, width: inner, height: 1, style: style)
            frame.put(Self.menuLabel(item), x: box.x + 2, y: line, style: style)
            // Drawn last, so that a label wider than the box ends at the border.
            if box.width >= 2 { frame.put("│", x: box.x + box.width - 1, y: line, style: styles.box) }
        }
    }
}
