import GestureTable
import GestureTableTerminal

// Reading a message: a tap, or Enter on a row with nothing in hand, selects the row and shows
// the message in place of the list, as a mail app pushes the message's view; Esc, q, Enter,
// Backspace, ← or a click go back to the list.

extension InboxDemoModel {
    /// The message the table selected: shown, and marked read.
    func rowWasSelected(_ event: TableEvent<InboxMessage.ID>) {
        guard let id = event.rowID, table.containsRow(withID: id) else { return }
        show(id)
    }

    /// Shows the message with `id` in place of the list, and marks it read.
    func show(_ id: InboxMessage.ID) {
        readingID = id
        if unreadIDs.remove(id) != nil { unreadCount -= 1 }
        drawing = InboxDrawingCache()  // the list is drawn whole again on the way back
    }

    /// Handles an input while a message is shown: the keys that go back, and a click; every
    /// other input is ignored, the table untouched.
    func handleReadingInput(_ event: InputEvent) {
        switch event {
        case .key(.escape, _), .key(.enter, _), .key(.backspace, _), .key(.left, _), .key(.character("q"), []),
            .key(.character("h"), []):
            closeMessage()
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
            closeMessage()
        default:
            break
        }
    }

    /// Goes back to the list; the row stays selected, as the row of the message last read.
    func closeMessage() {
        readingID = nil
        drawing = InboxDrawingCache()
        if let index = table.selectedRowIndex {
            message = StatusMessage("Read ").subject(table.rows[index].subject)
        }
    }

    /// Enter with nothing in hand (no row stepped, lifted or held) on a row at rest, drawn, with
    /// no row open and the list still: selects it, as a tap there would. Returns whether it did.
    func selectWithEnter() -> Bool {
        guard !recognizer.isPointerDown, !table.isReordering, recognizer.steppedRowIndex == nil,
            table.openRowIndex == nil, !table.isDecelerating, let index = recognizer.selectedIndex,
            (try? table.phase(ofRowAt: index)) == .rest
        else { return false }
        // The line a tap on the row presses: the middle one (the first of two).
        let height = (try? table.height(ofRowAt: index)) ?? table.configuration.rowHeight
        guard let top = try? table.yOfRow(at: index) else { return false }
        let y = top + min(height / 2, (height / 2).rounded(.up) - 0.5)
        guard y >= 0, y < table.viewportHeight, table.indexOfRow(atY: y) == index else { return false }
        // The selected row is shown again without selecting it again: Enter is a key, not a tap.
        if table.selectedRowIndex == index {
            show(table.rows[index].id)
            return true
        }
        recorder?.didTap(rowAt: index, at: clock.now)
        do {
            try table.selectRow(at: index)
        } catch {
            return false
        }
        return true
    }

    /// The screen while a message is shown: a title line, the sender, time and subject, the
    /// message's text wrapped to the width, and the key to go back.
    func readingFrame(_ shown: InboxMessage) -> Frame {
        var frame = Frame(width: columns, height: lines)
        let bar = usesColor
            ? CellStyle(foreground: .rgb(red: 255, green: 255, blue: 255), background: .rgb(red: 45, green: 52, blue: 64), isBold: true)
            : CellStyle(isBold: true, isReversed: true)
        var line = 0
        if let titleLine {
            frame.fill(x: 0, y: titleLine, width: columns, height: 1, style: bar)
            frame.put(Self.fitted(" ‹ Inbox", width: columns), x: 0, y: titleLine, style: bar)
            line = titleLine + 1
        }
        let last = helpLine ?? lines
        let text = [
            (Self.fitted(" From: \(shown.sender)", width: columns), CellStyle(isBold: true)),
            (Self.fitted(" Time: \(shown.time)", width: columns), CellStyle(isDim: true)),
            (Self.fitted(" Subject: \(shown.subject)", width: columns), CellStyle(isBold: true)),
            ("", CellStyle()),
        ] + Self.wrapped(shown.preview + "…", width: max(1, columns - 2)).map { (" " + $0, CellStyle()) }
        for (content, style) in text where line < last {
            frame.put(content, x: 0, y: line, style: style)
            line += 1
        }
        if let helpLine {
            frame.put(Self.fitted(" Esc or q: back to the inbox", width: columns), x: 0, y: helpLine, style: CellStyle(isDim: true))
        }
        return frame
    }

    /// `text` cut into lines at most `width` columns wide, at spaces where it can be.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if terminalWidth(of: candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = fitted(word, width: width)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
