public import GestureTable

/// Draws a `GestureTable` into a ``Frame``: each row on as many lines as it is tall, shifted by
/// its offset as one block, the uncovered area in the exposed action's color with its icon on
/// the row's middle line, section headers as full-width bands (the pinned one over the rows),
/// the lifted row raised at its full height, deleting rows collapsing line by line, the
/// empty-state placeholder centred, and the context menu shown in a box by its row.
///
/// Only the rows visible in the viewport are laid out, so a frame costs the same for a table of
/// a hundred rows and of a million.
///
/// ```swift
/// var frame = Frame(width: 80, height: 24)
/// TableRenderer().render(table, into: &frame, top: 0, height: 22) { mail in mail.subject }
/// ```
public struct TableRenderer: Sendable {
    /// Whether to draw with colors. Without, uncovered areas are shaded with block characters
    /// so plain text still shows them.
    public var usesColor: Bool
    /// The index of the row the keyboard has selected, drawn with a marker.
    public var selectedIndex: Int?
    /// The item of the context menu shown that the keyboard has made current, drawn
    /// highlighted (`GestureTable.presentedContextMenu`).
    public var highlightedMenuItem: Int?

    /// Creates a renderer.
    public init(usesColor: Bool = true, selectedIndex: Int? = nil, highlightedMenuItem: Int? = nil) {
        self.usesColor = usesColor
        self.selectedIndex = selectedIndex
        self.highlightedMenuItem = highlightedMenuItem
    }

    /// Renders the table's viewport into lines `top..<top + height` of `frame`.
    ///
    /// A row as tall as several lines draws one line of `text` on each (the text is split at
    /// newlines); a row one line tall draws the first.
    ///
    /// - Parameters:
    ///   - table: The table to draw; its `width` should be the frame's width.
    ///   - frame: The frame to draw into; other lines are left alone.
    ///   - top: The first line of the table's area.
    ///   - height: The number of lines of the table's area.
    ///   - text: The text of a row.
    public func render<Row>(
        _ table: GestureTable<Row>, into frame: inout Frame, top: Int = 0, height: Int? = nil,
        text: (Row) -> String
    ) {
        render(
            { table.nextFrame(height: $0) }, outline: OutlineIndent(table), into: &frame, top: top, height: height, content: text
        ) { text, line, x, y, style, frame in
            guard let line = Self.line(line, of: text) else { return }
            frame.put(line, x: x, y: y, style: style)
        }
    }

    /// Renders a frame of a table (`GestureTable.nextFrame(height:)`, or a column of a board's
    /// `GestureBoard.nextFrame(height:)`) into lines `top..<top + height` of `frame`: what a
    /// render of the table whose frame it is draws, for a caller that took the frame itself.
    ///
    /// A frame does not say whether its table is an outline, so it is drawn as one (indented,
    /// with disclosure marks, two columns a level) when a row of it is nested or has children.
    ///
    /// - Parameters:
    ///   - drawing: The table's frame, taken for the area's height.
    ///   - frame: The frame to draw into; other lines are left alone.
    ///   - top: The first line of the table's area.
    ///   - height: The number of lines of the table's area.
    ///   - text: The text of a row.
    public func render<Row>(
        _ drawing: TableFrame<Row>, into frame: inout Frame, top: Int = 0, height: Int? = nil, text: (Row) -> String
    ) {
        render({ _ in drawing }, outline: OutlineIndent(drawing), into: &frame, top: top, height: height, content: text) {
            text, line, x, y, style, frame in
            guard let line = Self.line(line, of: text) else { return }
            frame.put(line, x: x, y: y, style: style)
        }
    }

    /// Renders the table's viewport into lines `top..<top + height` of `frame`, each row from
    /// styled lines: ``RowText``.
    ///
    /// - Parameters:
    ///   - table: The table to draw; its `width` should be the frame's width.
    ///   - frame: The frame to draw into; other lines are left alone.
    ///   - top: The first line of the table's area.
    ///   - height: The number of lines of the table's area.
    ///   - rowText: The lines of a row.
    public func render<Row>(
        _ table: GestureTable<Row>, into frame: inout Frame, top: Int = 0, height: Int? = nil,
        rowText: (Row) -> RowText
    ) {
        var drawn = RenderedLines()
        render(table, into: &frame, top: top, height: height, reusing: &drawn, rowText: rowText)
    }

    /// Draws line `line` of a row's text from column `x` of frame line `y`, in the row's style;
    /// its trailing spans end one column before the frame's right edge.
    static func drawLine(_ line: Int, of text: RowText, x: Int, y: Int, style: CellStyle, into frame: inout Frame) {
        guard line < text.lines.count else { return }
        let spans = text.lines[line]
        var column = x
        for span in spans.spans {
            column = frame.put(span.text, x: column, y: y, style: merged(span.style, into: style))
        }
        guard !spans.trailing.isEmpty else { return }
        var trailingWidth = 0
        for span in spans.trailing { trailingWidth += terminalWidth(of: span.text) }
        column = Frame.saturatingSum(x, frame.width - 3 - trailingWidth)
        for span in spans.trailing {
            column = frame.put(span.text, x: column, y: y, style: merged(span.style, into: style))
        }
    }

    /// Renders the whole frame: the table on every line.
    public func render<Row>(_ table: GestureTable<Row>, width: Int, height: Int, text: (Row) -> String) -> Frame {
        var frame = Frame(width: width, height: height)
        render(table, into: &frame, top: 0, height: height, text: text)
        return frame
    }

    /// Renders the whole frame from styled row lines: the table on every line.
    public func render<Row>(_ table: GestureTable<Row>, width: Int, height: Int, rowText: (Row) -> RowText) -> Frame {
        var frame = Frame(width: width, height: height)
        render(table, into: &frame, top: 0, height: height, rowText: rowText)
        return frame
    }

    /// What the public renders do, given the table's frame for a height, a row's content and
    /// how to draw line `line` of it at column `x` of frame line `y` in the row's style.
    func render<Row, Content>(
        _ frameOfHeight: (Double) -> TableFrame<Row>, outline: OutlineIndent?, into frame: inout Frame, top: Int, height: Int?,
        content: (Row) -> Content,
        drawLine: (Content, _ line: Int, _ x: Int, _ y: Int, CellStyle, inout Frame) -> Void
    ) {
        // Clamped first, so no `top` or `height` overflows the arithmetic below.
        let top = min(max(top, 0), frame.height)
        let lines = max(0, min(height ?? frame.height - top, frame.height - top))
        guard lines > 0 else { return }
        frame.fill(x: 0, y: top, width: frame.width, height: lines, style: .plain)
        // Everything drawn comes from the table's frame, the contract every front end draws from.
        let drawing = frameOfHeight(Double(lines))
        if let placeholder = drawing.placeholder {
            drawPlaceholder(placeholder, into: &frame, top: top, height: lines)
            return
        }
        defer { drawContextMenu(drawing.contextMenu, over: drawing.rows, into: &frame, top: top, lines: lines) }
        var liftedPosition: Int?
        let dropTarget = drawing.dropTarget
        var targetLines: Range<Int>?
        // Read in place, field by field: a generic frame row copied out costs the retains of
        // everything it holds and a look-up of its type, for every row of every frame.
        drawing.rows.withUnsafeBufferPointer { rows in
            for position in rows.indices {
                if rows[position].isLifted {
                    liftedPosition = position
                    continue
                }
                let span = Self.lines(from: rows[position].y, height: rows[position].height)
                let visible = max(span.lowerBound, 0)..<min(span.upperBound, lines)
                guard !visible.isEmpty else { continue }
                let rowContent = content(rows[position].row)
                let place = RowPlace(first: top + span.lowerBound, visible: (top + visible.lowerBound)..<(top + visible.upperBound))
                let presentation = RowPresentation(
                    phase: rows[position].phase, offset: rows[position].offset, opacity: rows[position].opacity,
                    action: rows[position].action)
                let revealed = rows[position].phase.isOpen
                    ? RevealedSide(buttons: rows[position].buttons, content: rows[position].revealedContent) : RevealedSide()
                let look = outline.map { outline in
                    OutlineLook(
                        indent: outline.indent(ofDepth: rows[position].depth), disclosure: rows[position].disclosure,
                        isDropTarget: rows[position].index != nil && rows[position].index == dropTarget)
                }
                if look?.isDropTarget == true { targetLines = place.visible }
                drawRow(
                    presentation, index: rows[position].index, isChecked: rows[position].isSelected,
                    isCarried: rows[position].isCarried, revealed: revealed, place: place, outline: look, into: &frame
                ) { line, x, y, style, frame in
                    drawLine(rowContent, line, x, y, style, &frame)
                }
            }
        }
        let lifted = liftedPosition.map { drawing.rows[$0] }
        for header in drawing.headers {
            drawHeader(header, top: top, lines: lines, into: &frame)
        }
        if let lifted {
            let rowContent = content(lifted.row)
            let look = outline.map { OutlineLook(indent: $0.indent(ofDepth: lifted.depth), disclosure: lifted.disclosure) }
            let liftedLines = Self.liftedLines(
                Self.liftedLines(y: lifted.y, height: lifted.height, top: top, lines: lines), clearOf: targetLines, top: top,
                lines: lines)
            drawLifted(lines: liftedLines, outline: look, into: &frame) { line, x, y, style, frame in
                drawLine(rowContent, line, x, y, style, &frame)
            }
        }
    }

    /// The frame lines the lifted row, `height` tall with its top at `y`, is drawn on, its
    /// whole height, inside the area of `lines` lines from `top`.
    static func liftedLines(y: Double, height: Double, top: Int, lines: Int) -> Range<Int> {
        let rowLines = max(1, min(Int(min(max(height, 0), 1e6).rounded()), lines))
        let first = top + min(max(Int(min(max(y, -1e9), 1e9).rounded()), 0), lines - rowLines)
        return first..<(first + rowLines)
    }

    /// Line `index` of `text` (split at newlines), or `nil` past its last line.
    static func line(_ index: Int, of text: String) -> String? {
        // Most rows are one line of text: no split. A native string's bytes are contiguous, so
        // the search for a newline is a scan of raw bytes, not the generic `contains`.
        let hasNewline = text.utf8.withContiguousStorageIfAvailable { $0.contains(10) } ?? text.utf8.contains(10)
        guard hasNewline else { return index == 0 ? text : nil }
        let lines = text.split(separator: "\n", maxSplits: index + 1, omittingEmptySubsequences: false)
        return index < lines.count ? String(lines[index]) : nil
    }

    /// A span's style with the row's look added: bold for the selected row, dim for a fading one,
    /// and the lifted row's colors (or its reverse video) wherever the span leaves the default,
    /// so that the raised row is one band, its text included.
    static func merged(_ style: CellStyle, into rowStyle: CellStyle) -> CellStyle {
        // Most rows are drawn plain: one comparison of packed bits.
        guard rowStyle != .plain else { return style }
        var merged = style
        if rowStyle.isBold { merged.isBold = true }
        if rowStyle.isDim { merged.isDim = true }
        if rowStyle.isReversed { merged.isReversed = true }
        if merged.foreground == .default { merged.foreground = rowStyle.foreground }
        if merged.background == .default { merged.background = rowStyle.background }
        return merged
    }

    /// The lines an item `height` tall at `y` covers: each line whose middle it covers, the point
    /// where a press on that line lands (`GestureTable.indexOfRow(atY:)`), so a press acts on
    /// the row drawn there. Relative to the table's first line, possibly negative.
    static func lines(from y: Double, height: Double) -> Range<Int> {
        // Clamped, so that no height converts to an integer out of range.
        let top = min(max(y, -2e6), 2e6)
        let bottom = min(max(y + height, -2e6), 2e6)
        let first = Int((top - 0.5).rounded(.up))
        let end = Int((bottom - 0.5).rounded(.up))
        return first..<max(first, end)
    }

    /// The lines of an area `lines` tall that an item `height` tall at `y` covers: ``lines(from:height:)``
    /// clipped to the area, possibly empty.
    static func visibleLines(from y: Double, height: Double, lines: Int) -> Range<Int> {
        let span = Self.lines(from: y, height: height)
        return max(span.lowerBound, 0)..<max(max(span.lowerBound, 0), min(span.upperBound, lines))
    }

    /// Whether the table has a titled section, whose headers are then laid out and drawn.
    static func hasHeaders<Row>(_ table: GestureTable<Row>) -> Bool {
        table.numberOfSections > 1 || (try? table.titleForHeader(inSection: 0)) != nil
    }

    // MARK: - Rows

    /// What an open row's side shows, as its frame row says: its buttons, or its content.
    struct RevealedSide {
        var buttons: [RevealedButton] = []
        var content: String?

        init() {}

        init<Row>(_ row: FrameRow<Row>) {
            buttons = row.buttons
            content = row.revealedContent
        }

        init(buttons: [RevealedButton], content: String?) {
            self.buttons = buttons
            self.content = content
        }
    }

    /// Where a row is drawn: the frame line of its first line (possibly above the area), and
    /// the frame lines of it that are drawn.
    struct RowPlace {
        var first: Int
        var visible: Range<Int>

        /// The line an action's icon or label goes on: the row's middle line (the first of two),
        /// or the visible line nearest to it.
        var labelLine: Int {
            let middle = first + (visible.upperBound - first - 1) / 2
            return min(max(middle, visible.lowerBound), visible.upperBound - 1)
        }
    }

    /// Draws one row on its visible lines, all shifted by its offset. It takes the row's
    /// presentation and index rather than its `LaidOutRow`, whose fields a generic function
    /// would find through the type's metadata on every call.
    ///
    /// A row a lifted group carries (`isCarried`) is drawn faded with `≡` for a marker: it
    /// waits in its place to join the lifted row at the drop.
    ///
    /// A row of an outline (`outline` not `nil`) is indented by its depth, its disclosure mark
    /// before its text; the row a carried row would drop into is drawn in reverse video across
    /// the width, so that a drop into it looks unlike a drop beside it.
    func drawRow(
        _ presentation: RowPresentation, index: Int?, isChecked: Bool, isCarried: Bool = false, revealed: RevealedSide,
        place: RowPlace, outline: OutlineLook? = nil, into frame: inout Frame,
        drawLine: (_ line: Int, _ x: Int, _ y: Int, CellStyle, inout Frame) -> Void
    ) {
        let width = frame.width
        let offset = Int(presentation.offset.rounded())
        var style = CellStyle.plain
        if presentation.phase == .deleting, presentation.opacity < 0.6 { style.isDim = true }
        if isCarried { style.isDim = true }
        let isSelected = index != nil && index == selectedIndex
        if isSelected { style.isBold = true }
        if let outline, outline.isDropTarget {
            style.isReversed = true
            let start = max(offset, 0)
            frame.fill(
                x: start, y: place.visible.lowerBound, width: max(0, width - start), height: place.visible.count, style: style)
        }
        let textX = Frame.saturatingSum(offset, 2 + (outline?.textShift ?? 0))
        for line in place.visible {
            let isFirst = line == place.first
            // The marker, then the text: two puts rather than a concatenated string per row. A
            // blank marker in the plain style over two plain blanks (the area was filled plain)
            // changes nothing.
            if ((isSelected || isChecked) && isFirst) || style != .plain || frame[x: offset, y: line] != .blank
                || frame[x: offset + 1, y: line] != .blank {
                let marker = isFirst ? (isSelected ? "▸" : isCarried ? "≡" : " ") + (isChecked ? "✓" : " ") : "  "
                frame.put(marker, x: offset, y: line, style: style)
            }
            if let outline, isFirst, let mark = outline.mark {
                frame.put(mark, x: Frame.saturatingSum(offset, 2 + outline.indent), y: line, style: style)
            }
            drawLine(line - place.first, textX, line, style, &frame)
        }
        guard offset != 0 else { return }
        let area = offset > 0 ? 0..<min(offset, width) : max(0, width + offset)..<width
        guard !area.isEmpty else { return }
        let lines = place.visible
        let labelLine = place.labelLine
        if case .open = presentation.phase, index != nil {
            if !revealed.buttons.isEmpty {
                drawButtons(revealed.buttons, lines: lines, labelLine: labelLine, into: &frame)
                return
            }
            if let content = revealed.content {
                fillArea(area, lines: lines, color: .gray, isReached: true, into: &frame)
                drawLabel(content, in: area, alignedLeft: offset > 0, line: labelLine, color: .gray, into: &frame)
                return
            }
        }
        guard let action = presentation.action else {
            frame.fill(x: area.lowerBound, y: lines.lowerBound, width: area.count, height: lines.count, style: .plain)
            return
        }
        fillArea(area, lines: lines, color: action.color, isReached: action.isReached, into: &frame)
        if action.isFullSwipe {
            // Past the full-swipe point the outermost button fills the uncovered area, its label
            // in the middle as a button's is: released now, it is the button that fires.
            drawLabel(action.icon, in: area, alignedLeft: nil, line: labelLine, color: action.color, into: &frame)
            return
        }
        drawIcon(action, area: area, uncoversLeft: offset > 0, line: labelLine, into: &frame)
    }

    /// The icon appears once the area is wide enough to frame it with a cell on each side (the
    /// terminal's fade-in), then follows the row's edge one cell inside it, as
    /// PDGestureTableView's icons do. An icon with a label (`"✓ Archive"`) shows its first word
    /// alone while the whole does not fit, so a narrow strip shows more than its color.
    func drawIcon(_ action: UncoveredAction, area: Range<Int>, uncoversLeft: Bool, line: Int, into frame: inout Frame) {
        if drawIconText(action.icon, of: action, area: area, uncoversLeft: uncoversLeft, line: line, into: &frame) { return }
        // The first word is looked for only when the whole icon does not fit; a space is one
        // UTF-8 byte and never inside a grapheme's bytes, so it is found among the bytes.
        let icon = action.icon
        let start = icon.utf8.firstIndex { $0 != 0x20 } ?? icon.utf8.endIndex
        let end = icon.utf8[start...].firstIndex(of: 0x20) ?? icon.utf8.endIndex
        let isWhole = start == icon.utf8.endIndex || (start == icon.utf8.startIndex && end == icon.utf8.endIndex)
        let glyph = isWhole ? icon : String(icon[start..<end])
        drawIconText(glyph, of: action, area: area, uncoversLeft: uncoversLeft, line: line, into: &frame)
    }

    /// Draws `text` as the icon if the area frames it with a cell on each side; whether it did.
    @discardableResult
    func drawIconText(
        _ text: String, of action: UncoveredAction, area: Range<Int>, uncoversLeft: Bool, line: Int, into frame: inout Frame
    ) -> Bool {
        let width = terminalWidth(of: text)
        guard width > 0, area.count >= width + 2 else { return false }
        let x = uncoversLeft ? area.upperBound - 1 - width : area.lowerBound + 1
        frame.put(text, x: x, y: line, style: areaStyle(action.color, isReached: action.isReached, isText: true))
        return true
    }

    func drawButtons(_ buttons: [RevealedButton], lines: Range<Int>, labelLine: Int, into frame: inout Frame) {
        for button in buttons {
            let start = Int(button.range.lowerBound.rounded())
            let end = Int(button.range.upperBound.rounded())
            guard end > start else { continue }
            fillArea(start..<end, lines: lines, color: button.color, isReached: true, into: &frame)
            drawLabel(button.icon, in: start..<end, alignedLeft: nil, line: labelLine, color: button.color, into: &frame)
        }
    }

    func drawLabel(_ label: String, in area: Range<Int>, alignedLeft: Bool?, line: Int, color: ActionColor, into frame: inout Frame) {
        let labelWidth = terminalWidth(of: label)
        guard labelWidth <= area.count else { return }
        let x: Int
        switch alignedLeft {
        case .some(true): x = area.lowerBound + min(1, area.count - labelWidth)
        case .some(false): x = area.upperBound - labelWidth - min(1, area.count - labelWidth)
        case .none: x = area.lowerBound + (area.count - labelWidth) / 2
        }
        frame.put(label, x: x, y: line, style: areaStyle(color, isReached: true, isText: true))
    }

    func fillArea(_ area: Range<Int>, lines: Range<Int>, color: ActionColor, isReached: Bool, into frame: inout Frame) {
        let style = areaStyle(color, isReached: isReached, isText: false)
        if usesColor {
            frame.fill(x: area.lowerBound, y: lines.lowerBound, width: area.count, height: lines.count, style: style)
        } else {
            let shade = String(repeating: isReached ? "▒" : "░", count: area.count)
            for line in lines { frame.put(shade, x: area.lowerBound, y: line, style: style) }
        }
    }

    func areaStyle(_ color: ActionColor, isReached: Bool, isText: Bool) -> CellStyle {
        guard usesColor else { return CellStyle(isBold: isText && isReached) }
        let background = isReached ? color : dimmed(color)
        let foreground: TerminalColor
        if !isText {
            foreground = .default
        } else if Self.prefersDarkText(on: background) {
            foreground = isReached ? .rgb(red: 0, green: 0, blue: 0) : .rgb(red: 48, green: 48, blue: 48)
        } else {
            foreground = isReached ? .rgb(red: 255, green: 255, blue: 255) : .rgb(red: 200, green: 200, blue: 200)
        }
        return CellStyle(
            foreground: foreground,
            background: .rgb(red: background.red, green: background.green, blue: background.blue),
            isBold: isText && isReached)
    }

    /// Whether black text contrasts more than white with `color`, by WCAG 2 relative luminance
    /// (with a gamma of 2 for sRGB's 2.4): true on every preset at full brightness, the red and
    /// the blue included (black on red (232, 61, 14) is about 5:1, white about 4:1), false on
    /// dark colors such as every preset dimmed.
    static func prefersDarkText(on color: ActionColor) -> Bool {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value * value
        }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        // Contrast with black, (L + 0.05) / 0.05, beats contrast with white, 1.05 / (L + 0.05).
        return (luminance + 0.05) * (luminance + 0.05) > 0.0525
    }

    /// The color at 40 % brightness: an action not yet reached.
    func dimmed(_ color: ActionColor) -> ActionColor {
        ActionColor(
            red: UInt8(Double(color.red) * 0.4), green: UInt8(Double(color.green) * 0.4),
            blue: UInt8(Double(color.blue) * 0.4))
    }

    /// Draws the lifted row raised on `lines`, its whole height, over everything else; in an
    /// outline, indented to the depth it would take if dropped now.
    func drawLifted(
        lines: Range<Int>, outline: OutlineLook? = nil, into frame: inout Frame,
        drawLine: (_ line: Int, _ x: Int, _ y: Int, CellStyle, inout Frame) -> Void
    ) {
        let style = usesColor
            ? CellStyle(foreground: .rgb(red: 0, green: 0, blue: 0), background: .rgb(red: 230, green: 230, blue: 230), isBold: true)
            : CellStyle(isBold: true, isReversed: true)
        frame.fill(x: 0, y: lines.lowerBound, width: frame.width, height: lines.count, style: style)
        for line in lines {
            frame.put(line == lines.lowerBound ? "≡ " : "  ", x: 0, y: line, style: style)
            if let outline, line == lines.lowerBound, let mark = outline.mark {
                frame.put(mark, x: 2 + outline.indent, y: line, style: style)
            }
            drawLine(line - lines.lowerBound, 2 + (outline?.textShift ?? 0), line, style, &frame)
        }
    }

    // MARK: - Headers

    /// The look of a section header: a full-width band, its title bold.
    var headerStyle: CellStyle {
        usesColor
            ? CellStyle(foreground: .rgb(red: 200, green: 208, blue: 220), background: .rgb(red: 40, green: 44, blue: 52), isBold: true)
            : CellStyle(isBold: true, isUnderlined: true)
    }

    /// Draws a section header across the width, its title on its first visible line, over the
    /// rows (a pinned header covers the row scrolled under it).
    func drawHeader(_ header: LaidOutHeader, top: Int, lines: Int, into frame: inout Frame) {
        let visible = Self.visibleLines(from: header.y, height: header.height, lines: lines)
        guard !visible.isEmpty else { return }
        drawHeader(header.title, lines: (top + visible.lowerBound)..<(top + visible.upperBound), into: &frame)
    }

    /// Draws a header's band on frame lines `lines`, its title on the first.
    func drawHeader(_ title: String, lines: Range<Int>, into frame: inout Frame) {
        let style = headerStyle
        frame.fill(x: 0, y: lines.lowerBound, width: frame.width, height: lines.count, style: style)
        frame.put(title, x: 1, y: lines.lowerBound, style: style)
    }

    // MARK: - Placeholder

    func drawPlaceholder(_ placeholder: Placeholder, into frame: inout Frame, top: Int, height: Int) {
        let lines = placeholder.subtitle == nil ? [placeholder.title] : [placeholder.title, placeholder.subtitle ?? ""]
        let first = top + max(0, (height - lines.count) / 2)
        for (offset, text) in lines.enumerated() where first + offset < top + height {
            let x = max(0, (frame.width - terminalWidth(of: text)) / 2)
            frame.put(text, x: x, y: first + offset, style: offset == 0 ? CellStyle(isBold: true) : CellStyle(isDim: true))
        }
    }
}

extension RowPhase {
    /// Whether a row in this phase is open on its buttons or content.
    var isOpen: Bool {
        if case .open = self { return true }
        return false
    }
}

extension RowPresentation {
    /// How a frame's row looks, for the drawing of a row: its phase, offset, opacity and
    /// uncovered action (the row's height is drawn from the frame row's own, in lines).
    init<Row>(_ row: FrameRow<Row>) {
        self.init(phase: row.phase, offset: row.offset, opacity: row.opacity, action: row.action)
    }

    init(phase: RowPhase, offset: Double, opacity: Double, action: UncoveredAction?) {
        self = .rest
        self.phase = phase
        self.offset = offset
        self.opacity = opacity
        self.action = action
    }
}
