public import GestureTable

/// Draws a ``GestureTable`` into a ``Frame``: one line per row, each shifted by its offset, the
/// uncovered area in the exposed action's color with its icon, the lifted row raised, deleting
/// rows collapsing, and the empty-state placeholder centred.
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

    /// Creates a renderer.
    public init(usesColor: Bool = true, selectedIndex: Int? = nil) {
        self.usesColor = usesColor
        self.selectedIndex = selectedIndex
    }

    /// Renders the table's viewport into lines `top..<top + height` of `frame`.
    ///
    /// - Parameters:
    ///   - table: The table to draw; its ``GestureTable/width`` should be the frame's width.
    ///   - frame: The frame to draw into; other lines are left alone.
    ///   - top: The first line of the table's area.
    ///   - height: The number of lines of the table's area.
    ///   - text: The text of a row.
    public func render<Row>(
        _ table: GestureTable<Row>, into frame: inout Frame, top: Int = 0, height: Int? = nil,
        text: (Row) -> String
    ) {
        // Clamped first, so no `top` or `height` overflows the arithmetic below.
        let top = min(max(top, 0), frame.height)
        let lines = max(0, min(height ?? frame.height - top, frame.height - top))
        guard lines > 0 else { return }
        frame.fill(x: 0, y: top, width: frame.width, height: lines, style: .plain)
        if table.isShowingPlaceholder {
            drawPlaceholder(table.placeholder, into: &frame, top: top, height: lines)
            return
        }
        let liftedIndex = table.liftedRowIndex
        // Placements name rows by index, and rows are read in place from the array's buffer: a
        // generic row value copied out per row costs a retain and release of everything it
        // holds, and generic arrays of generic structs their metadata on every access.
        let placements = table.placements(height: Double(lines))
        let rows = table.rows
        rows.withUnsafeBufferPointer { rows in
            for placement in placements {
                // A line shows the row that covers its middle, the point where a press on that line
                // lands (`GestureTable.indexOfRow(atY:)`), so a press acts on the row drawn there.
                let y = placement.y
                let middle = (y - 0.5).rounded(.up)
                guard middle + 0.5 < y + placement.height, middle >= 0, middle < Double(lines) else { continue }
                let line = top + Int(middle)
                let index = placement.index
                if let index, index == liftedIndex { continue }
                let rowText: String
                if let index {
                    rowText = text(rows[index])
                } else if let row = table.row(of: placement) {
                    rowText = text(row)
                } else {
                    continue
                }
                drawRow(placement.presentation, index: index, table: table, text: rowText, line: line, into: &frame)
            }
        }
        if let index = liftedIndex, let y = table.liftedRowY {
            let line = top + min(max(Int(y.rounded()), 0), lines - 1)
            drawLifted(text(table.rows[index]), line: line, into: &frame)
        }
    }

    /// Renders the whole frame: the table on every line.
    public func render<Row>(_ table: GestureTable<Row>, width: Int, height: Int, text: (Row) -> String) -> Frame {
        var frame = Frame(width: width, height: height)
        render(table, into: &frame, top: 0, height: height, text: text)
        return frame
    }

    // MARK: - Rows

    /// Draws one row. It takes the row's presentation and index rather than its `LaidOutRow`, whose
    /// fields a generic function would find through the type's metadata on every call.
    func drawRow<Row>(
        _ presentation: RowPresentation, index: Int?, table: GestureTable<Row>, text: String, line: Int,
        into frame: inout Frame
    ) {
        let width = frame.width
        let offset = Int(presentation.offset.rounded())
        var style = CellStyle.plain
        if presentation.phase == .deleting, presentation.opacity < 0.6 { style.isDim = true }
        let isSelected = index != nil && index == selectedIndex
        if isSelected { style.isBold = true }
        // The marker, then the text: two puts rather than a concatenated string per row. A blank
        // marker in the plain style over two plain blanks (the area was filled plain) changes nothing.
        if isSelected || style != .plain || frame[x: offset, y: line] != .blank || frame[x: offset + 1, y: line] != .blank {
            frame.put(isSelected ? "▸ " : "  ", x: offset, y: line, style: style)
        }
        frame.put(text, x: Frame.saturatingSum(offset, 2), y: line, style: style)
        guard offset != 0 else { return }
        let area = offset > 0 ? 0..<min(offset, width) : max(0, width + offset)..<width
        guard !area.isEmpty else { return }
        if case .open = presentation.phase, let index {
            if let buttons = try? table.revealedButtons(ofRowAt: index), !buttons.isEmpty {
                drawButtons(buttons, line: line, into: &frame)
                return
            }
            if let content = try? table.revealedContent(ofRowAt: index) {
                fillArea(area, line: line, color: .gray, isReached: true, into: &frame)
                drawLabel(content, in: area, alignedLeft: offset > 0, line: line, color: .gray, into: &frame)
                return
            }
        }
        guard let action = presentation.action else {
            frame.fill(x: area.lowerBound, y: line, width: area.count, height: 1, style: .plain)
            return
        }
        fillArea(area, line: line, color: action.color, isReached: action.isReached, into: &frame)
        drawIcon(action, area: area, uncoversLeft: offset > 0, line: line, into: &frame)
    }

    /// The icon appears once the area is wide enough to frame it with a cell on each side (the
    /// terminal's fade-in), then follows the row's edge one cell inside it, as
    /// PDGestureTableView's icons do. An icon with a label (`"✓ Archive"`) shows its first word
    /// alone while the whole does not fit, so a narrow strip shows more than its color.
    func drawIcon(_ action: UncoveredAction, area: Range<Int>, uncoversLeft: Bool, line: Int, into frame: inout Frame) {
        if drawIconText(action.icon, of: action, area: area, uncoversLeft: uncoversLeft, line: line, into: &frame) { return }
        // The first word is looked for only when the whole icon does not fit.
        let glyph = action.icon.split(separator: " ", maxSplits: 1).first.map(String.init) ?? action.icon
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

    func drawButtons(_ buttons: [RevealedButton], line: Int, into frame: inout Frame) {
        for button in buttons {
            let start = Int(button.range.lowerBound.rounded())
            let end = Int(button.range.upperBound.rounded())
            guard end > start else { continue }
            fillArea(start..<end, line: line, color: button.color, isReached: true, into: &frame)
            drawLabel(button.icon, in: start..<end, alignedLeft: nil, line: line, color: button.color, into: &frame)
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

    func fillArea(_ area: Range<Int>, line: Int, color: ActionColor, isReached: Bool, into frame: inout Frame) {
        let style = areaStyle(color, isReached: isReached, isText: false)
        if usesColor {
            frame.fill(x: area.lowerBound, y: line, width: area.count, height: 1, style: style)
        } else {
            frame.put(String(repeating: isReached ? "▒" : "░", count: area.count), x: area.lowerBound, y: line, style: style)
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
    /// (with a gamma of 2 for sRGB's 2.4): true on yellow or light green, false on red, blue or
    /// any dimmed color.
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

    func drawLifted(_ text: String, line: Int, into frame: inout Frame) {
        let style = usesColor
            ? CellStyle(foreground: .rgb(red: 0, green: 0, blue: 0), background: .rgb(red: 230, green: 230, blue: 230), isBold: true)
            : CellStyle(isBold: true, isReversed: true)
        frame.fill(x: 0, y: line, width: frame.width, height: 1, style: style)
        frame.put(text, x: frame.put("≡ ", x: 0, y: line, style: style), y: line, style: style)
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
