public import GestureTable

extension TableRenderer {
    /// Renders the table's viewport into lines `top..<top + height` of `frame`, each row from
    /// styled lines, drawing again only the lines that differ from what `drawn` says the frame
    /// shows there.
    ///
    /// The frame that comes out is the one ``render(_:into:top:height:rowText:)`` makes; what
    /// it saves is the work of drawing the rows that did not change (during a swipe, all but
    /// one). A line is left as it is when it shows one row, alone, with the same text (by
    /// equality, at once when it is the same ``RowText`` value as last time), place, whole-cell
    /// offset, phase, selection and whether a lifted group carries it, or one header with the
    /// same title and place, or nothing; everything else is drawn again: rows under a header or
    /// under the lifted row, open rows, the placeholder.
    ///
    /// - Parameters:
    ///   - table: The table to draw; its `width` should be the frame's width.
    ///   - frame: The frame to draw into, holding what the last render with `drawn` left in
    ///     the area; other lines are left alone.
    ///   - top: The first line of the table's area.
    ///   - height: The number of lines of the table's area.
    ///   - drawn: What the area of `frame` shows; updated to what it shows after this render.
    ///   - rowText: The lines of a row; called for every visible row.
    public func render<Row>(
        _ table: GestureTable<Row>, into frame: inout Frame, top: Int = 0, height: Int? = nil,
        reusing drawn: inout RenderedLines, rowText: (Row) -> RowText
    ) {
        let top = min(max(top, 0), frame.height)
        let lines = max(0, min(height ?? frame.height - top, frame.height - top))
        guard lines > 0 else { return }
        var next = RenderedLines.Drawing()
        swap(&next, &drawn.next)
        defer { swap(&next, &drawn.next) }
        next.reset(area: RenderedLines.Area(width: frame.width, height: frame.height, top: top, lines: lines, usesColor: usesColor))
        // Everything drawn comes from the table's frame, the contract every front end draws from.
        let drawing = table.nextFrame(height: Double(lines))
        if let placeholder = drawing.placeholder {
            frame.fill(x: 0, y: top, width: frame.width, height: lines, style: .plain)
            drawPlaceholder(placeholder, into: &frame, top: top, height: lines)
            next.cover(0..<lines, with: .several)
            swap(&next, &drawn.drawn)
            return
        }
        var lifted: (row: FrameRow<Row>, lines: Range<Int>)?
        var targetLines: Range<Int>?
        let outline = OutlineIndent(table)
        for row in drawing.rows {
            if row.isLifted {
                lifted = (row, Self.liftedLines(y: row.y, height: row.height, top: top, lines: lines))
                continue
            }
            let span = Self.lines(from: row.y, height: row.height)
            let visible = Self.visibleLines(from: row.y, height: row.height, lines: lines)
            guard !visible.isEmpty else { continue }
            let drawnRow = RenderedLines.Row(
                text: rowText(row.row), presentation: RowPresentation(row), index: row.index,
                isSelected: row.index != nil && row.index == selectedIndex, isChecked: row.isSelected,
                isCarried: row.isCarried, revealed: RevealedSide(row),
                place: RowPlace(first: top + span.lowerBound, visible: (top + visible.lowerBound)..<(top + visible.upperBound)),
                outline: outline.map { outline in
                    OutlineLook(
                        indent: outline.indent(ofDepth: row.depth), disclosure: row.disclosure,
                        isDropTarget: row.index != nil && row.index == drawing.dropTarget)
                })
            if drawnRow.look.outline?.isDropTarget == true { targetLines = drawnRow.place.visible }
            next.append(drawnRow, covering: visible)
        }
        for header in drawing.headers {
            let visible = Self.visibleLines(from: header.y, height: header.height, lines: lines)
            guard !visible.isEmpty else { continue }
            next.cover(visible, with: .header(next.headers.count))
            next.headers.append(RenderedLines.Header(title: header.title, lines: (top + visible.lowerBound)..<(top + visible.upperBound)))
        }
        if let current = lifted {
            lifted?.lines = Self.liftedLines(current.lines, clearOf: targetLines, top: top, lines: lines)
        }
        if let lifted { next.cover((lifted.lines.lowerBound - top)..<(lifted.lines.upperBound - top), with: .several) }
        // The menu's lines are drawn again each frame, as the lifted row's are: nothing of the
        // rows under it is left as it was.
        let menuLines = contextMenuLines(of: drawing.contextMenu, over: drawing.rows, width: frame.width, top: top, lines: lines)
        if !menuLines.isEmpty { next.cover(menuLines, with: .several) }
        draw(next, over: &drawn, top: top, into: &frame)
        if let lifted {
            let text = rowText(lifted.row.row)
            let look = outline.map { OutlineLook(indent: $0.indent(ofDepth: lifted.row.depth), disclosure: lifted.row.disclosure) }
            drawLifted(lines: lifted.lines, outline: look, into: &frame) { line, x, y, style, frame in
                Self.drawLine(line, of: text, x: x, y: y, style: style, into: &frame)
            }
        }
        if !menuLines.isEmpty { drawContextMenu(drawing.contextMenu, over: drawing.rows, into: &frame, top: top, lines: lines) }
        swap(&next, &drawn.drawn)
    }

    /// Draws the lines of `next` that differ from what `drawn` says the frame shows, and every
    /// line of an item that has one of them, each from a plain blank line; the lifted row,
    /// drawn over everything, is left to the caller.
    func draw(_ next: RenderedLines.Drawing, over drawn: inout RenderedLines, top: Int, into frame: inout Frame) {
        var isDirty: [Bool] = []
        swap(&isDirty, &drawn.isDirty)
        defer { swap(&isDirty, &drawn.isDirty) }
        isDirty.removeAll(keepingCapacity: true)
        next.compareLines(with: drawn.drawn) { _, isChanged in isDirty.append(isChanged) }
        // An item with a line to draw is drawn whole, so each of its lines is drawn again from
        // blank. A line left as it is shows one item alone, so this reaches no other item, and
        // afterwards an item is drawn exactly when one of its lines is.
        func spreads(over lines: Range<Int>) {
            guard lines.contains(where: { isDirty[$0] }) else { return }
            for line in lines { isDirty[line] = true }
        }
        // A row's lines are read from its plain look: a row copied out of the array costs a
        // retain and release of its text and presentation, for every row of every frame.
        for look in next.looks { spreads(over: (look.visibleStart - top)..<(look.visibleEnd - top)) }
        for header in next.headers { spreads(over: (header.lines.lowerBound - top)..<(header.lines.upperBound - top)) }
        var line = 0
        while line < isDirty.count {
            guard isDirty[line] else {
                line += 1
                continue
            }
            var end = line + 1
            while end < isDirty.count, isDirty[end] { end += 1 }
            frame.fill(x: 0, y: top + line, width: frame.width, height: end - line, style: .plain)
            line = end
        }
        // Only the rows drawn again are read out of the array (see above).
        for (index, look) in next.looks.enumerated() where isDirty[look.visibleStart - top] {
            let row = next.rows[index]
            drawRow(
                row.presentation, index: row.index, isChecked: look.isChecked, isCarried: look.isCarried, revealed: row.revealed,
                place: row.place, outline: look.outline, into: &frame
            ) { line, x, y, style, frame in
                Self.drawLine(line, of: row.text, x: x, y: y, style: style, into: &frame)
            }
        }
        for header in next.headers where isDirty[header.lines.lowerBound - top] {
            drawHeader(header.title, lines: header.lines, into: &frame)
        }
    }
}
