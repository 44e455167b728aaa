import GestureTable
import GestureTableTerminal

extension InboxDemoModel {
    /// The key help, as wide as it gets; cut at the screen's edge.
    static let help = " ←→ swipe  ⏎ release  ↑↓ select  space move  u undo  q quit · mouse: drag, hold to move"

    /// The width of the sender column.
    static let senderWidth = 19

    /// The screen now: title, table, status and help.
    func frame() -> Frame {
        var frame = Frame(width: columns, height: lines)
        if let titleLine { drawTitle(into: &frame, line: titleLine) }
        let renderer = TableRenderer(usesColor: usesColor, selectedIndex: recognizer.selectedIndex)
        renderer.render(table, into: &frame, top: tableTop, height: tableHeight) { [unreadIDs] message in
            Self.text(of: message, isUnread: unreadIDs.contains(message.id))
        }
        if let statusLine { drawStatus(into: &frame, line: statusLine) }
        if let helpLine {
            frame.put(Self.help, x: 0, y: helpLine, style: CellStyle(isDim: true))
        }
        return frame
    }

    /// The text of a row: the unread dot, the sender padded to a column, the subject.
    static func text(of message: InboxMessage, isUnread: Bool) -> String {
        let sender = message.sender.count > senderWidth - 1
            ? String(message.sender.prefix(senderWidth - 2)) + "…" : message.sender
        let padding = String(repeating: " ", count: max(1, senderWidth - terminalWidth(of: sender)))
        return (isUnread ? "● " : "  ") + sender + padding + message.subject
    }

    /// What the status line says: the action a release would fire; while a row is dragged short
    /// of its first action, how far to go; otherwise the last thing done.
    var statusText: String {
        if let highlight {
            let name = actionName(highlight.slot, rowID: highlight.rowID)
            let subject = table.index(ofRowWithID: highlight.rowID).map { "“\(table.rows[$0].subject)”" } ?? ""
            return "\(name) \(subject) — release to confirm, Esc cancels"
        }
        if let guide = dragGuide { return guide }
        return message
    }

    /// While the mouse holds a row that is not lifted, what dragging it does, so the status line
    /// never shows the outcome of an earlier gesture as if it were this one's.
    var dragGuide: String? {
        guard recognizer.isPointerDown, !table.isReordering, let index = recognizer.selectedIndex,
              table.rows.indices.contains(index)
        else { return nil }
        let row = table.rows[index]
        let percent = { (fraction: Double) in "\(Int((fraction * 100).rounded())) %" }
        let offset = (try? table.offset(ofRowAt: index)) ?? 0
        if offset < 0 {
            return "Drag further left: Archive past \(percent(Self.firstFraction)), Delete past "
                + "\(percent(Self.secondFraction)); release here to put “\(row.subject)” back"
        }
        if offset > 0 {
            return "Drag further right: \(actionName(.firstLeft, rowID: row.id)) past \(percent(Self.firstFraction)), "
                + "Snooze past \(percent(Self.secondFraction)); release here to put “\(row.subject)” back"
        }
        return "Drag “\(row.subject)” left or right, or hold it still to move it"
    }

    private func drawTitle(into frame: inout Frame, line: Int) {
        let style = usesColor
            ? CellStyle(foreground: .rgb(red: 255, green: 255, blue: 255), background: .rgb(red: 45, green: 52, blue: 64), isBold: true)
            : CellStyle(isBold: true, isReversed: true)
        frame.fill(x: 0, y: line, width: columns, height: 1, style: style)
        frame.put(" Inbox", x: 0, y: line, style: style)
        let count = table.count
        let summary = "\(count) message\(count == 1 ? "" : "s") · \(unreadCount) unread "
        let x = columns - terminalWidth(of: summary)
        if x > 7 { frame.put(summary, x: x, y: line, style: style) }
    }

    private func drawStatus(into frame: inout Frame, line: Int) {
        var style = CellStyle()
        if let highlight {
            let color = actionColor(highlight.slot)
            style.isBold = true
            if usesColor { style.foreground = .rgb(red: color.red, green: color.green, blue: color.blue) }
        }
        frame.put(Self.fitted(" " + statusText, width: columns), x: 0, y: line, style: style)
    }

    /// The text cut to `width` columns, ending in "…" when it was cut.
    static func fitted(_ text: String, width: Int) -> String {
        guard terminalWidth(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = terminalWidth(of: character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return width > 0 ? result + "…" : ""
    }
}

/// The demo's loop without a terminal, on a virtual clock: terminal input bytes in, the bytes
/// of each frame out to a string. It does what ``InboxDemo`` does between two system calls
/// (decode the input, hand it to the model, tick the table, draw when the scheduler says so,
/// write the changes), so the benchmark can time the demo's own work per pointer event.
package final class InboxDemoLoop {
    /// The clock the table runs on; advance it between inputs.
    package let clock = VirtualClock()
    let model: InboxDemoModel
    private var decoder = InputDecoder()
    private var writer: FrameWriter
    private var scheduler = FrameScheduler()
    /// The bytes of the last frame drawn (empty when nothing changed or no frame was due).
    package private(set) var output = ""

    /// Creates the inbox at a screen size and draws its first frame.
    package init(columns: Int, lines: Int, colorLevel: ColorLevel) throws(GestureTableError) {
        model = try InboxDemoModel(clock: clock, columns: columns, lines: lines, usesColor: colorLevel != .none)
        writer = FrameWriter(colorLevel: colorLevel)
        drawIfDue()
    }

    /// Takes the bytes one read returned, then draws a frame if one is due.
    ///
    /// - Returns: The number of bytes the frame wrote.
    @discardableResult
    package func feed(_ bytes: [UInt8]) -> Int {
        for event in decoder.feed(bytes) { model.handle(event) }
        scheduler.setNeedsDisplay()
        return drawIfDue()
    }

    /// One turn of the loop without input: the table ticks, and a frame is drawn if due.
    ///
    /// - Returns: The number of bytes the frame wrote.
    @discardableResult
    package func drawIfDue() -> Int {
        output.removeAll(keepingCapacity: true)
        model.table.tick()
        if scheduler.shouldDraw(at: clock.now, isAnimating: model.table.isAnimating) {
            writer.write(model.frame(), to: &output)
        }
        return output.utf8.count
    }

    /// Whether the table is animating.
    package var isAnimating: Bool { model.table.isAnimating }
}
