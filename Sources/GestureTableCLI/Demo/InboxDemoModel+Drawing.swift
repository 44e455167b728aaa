import GestureTable
import GestureTableTerminal

extension InboxDemoModel {
    /// The key help, longest first: the screen shows the longest that fits its width, so a
    /// narrow terminal loses whole hints (the mouse's first, then the least used keys) and never
    /// shows a hint cut in the middle. Made from ``DemoKeys/inbox``, as `?`'s key list is.
    static let helps = DemoKeys.inbox.helps

    /// The key help in edit mode, longest first, as ``helps``.
    static let editingHelps = DemoKeys.editing.helps

    /// The keys of the mode the table is in, for the help line and `?`.
    static func keys(isEditing: Bool) -> DemoKeys {
        isEditing ? .editing : .inbox
    }

    /// The longest help that fits `columns` (the last, shortest, is cut by the screen's edge).
    static func help(columns: Int, isEditing: Bool = false) -> String {
        keys(isEditing: isEditing).help(columns: columns)
    }

    /// ``help(columns:)`` for the screen's width, measured once per width.
    private func fittedHelp() -> String {
        let isEditing = table.isEditing
        if let cached = drawing.help, cached.columns == columns, cached.isEditing == isEditing { return cached.text }
        let text = Self.help(columns: columns, isEditing: isEditing)
        drawing.help = InboxDrawingCache.Help(columns: columns, isEditing: isEditing, text: text)
        return text
    }

    /// The screen now: title, table, status and help.
    ///
    /// Frames are drawn into two buffers in turn, so that the buffer drawn into is the one the
    /// writer has let go of (no copy, no allocation). Each of the title, status and help lines
    /// is drawn again only when what it shows differs from what that buffer holds, and so are
    /// the table's lines (``RenderedLines``); the text of each row is built once per message and
    /// read state.
    func frame() -> Frame {
        if let readingID, let index = table.index(ofRowWithID: readingID) { return readingFrame(table.rows[index]) }
        if isShowingKeys { return Self.keys(isEditing: table.isEditing).page(columns: columns, lines: lines) }
        let status = statusLine == nil ? nil : fittedStatus()
        let chrome = InboxDrawingCache.Chrome(
            columns: columns, lines: lines, usesColor: usesColor, count: table.count, unreadCount: unreadCount,
            statusRevision: status?.revision ?? 0, statusSlot: reply == nil ? highlight?.slot : nil,
            isEditing: table.isEditing)
        var buffer = drawing.takeBuffer(columns: columns, lines: lines)
        var frame = buffer.frame
        buffer.frame = Frame(width: 0, height: 0)
        if let titleLine, chrome.titleDiffers(from: buffer.chrome) { drawTitle(into: &frame, line: titleLine) }
        let renderer = TableRenderer(
            usesColor: usesColor, selectedIndex: recognizer.selectedIndex, highlightedMenuItem: recognizer.highlightedMenuItem)
        renderer.render(table, into: &frame, top: tableTop, height: tableHeight, reusing: &buffer.tableLines) {
            [unreadIDs, unreadRevision, drawing, columns] message in
            drawing.rowText(of: message, columns: columns, unreadRevision: unreadRevision, unreadIDs: unreadIDs)
        }
        if let statusLine, let status, chrome.statusDiffers(from: buffer.chrome) {
            drawStatus(status.text, slot: chrome.statusSlot, into: &frame, line: statusLine)
        }
        if let helpLine, chrome.helpDiffers(from: buffer.chrome) {
            frame.fill(x: 0, y: helpLine, width: columns, height: 1, style: .plain)
            frame.put(fittedHelp(), x: 0, y: helpLine, style: CellStyle(isDim: true))
        }
        drawing.keep(
            frame, chrome: chrome, tableLines: buffer.tableLines,
            chromeLines: InboxDrawingCache.ChromeLines(title: titleLine, status: statusLine, help: helpLine))
        return frame
    }

    /// The two lines of a message's row on a screen `columns` wide: the unread dot, the sender
    /// (bold while unread) and the time at the right; then the subject and a dim preview, cut
    /// to the width.
    static func rowText(of message: InboxMessage, isUnread: Bool, columns: Int) -> RowText {
        // The renderer draws from column 2 (after the selection marker) and ends the time one
        // column before the edge.
        let room = max(0, columns - 3)
        let time = " " + message.time
        let sender = fitted(message.sender, width: max(0, room - 2 - terminalWidth(of: time)))
        let subject = fitted(message.subject, width: max(0, room - 2))
        let preview = fitted("  " + message.preview, width: max(0, room - 2 - terminalWidth(of: subject)))
        return RowText(lines: [
            RowText.Line(
                [RowText.Span(isUnread ? "● " : "  "), RowText.Span(sender, style: CellStyle(isBold: isUnread))],
                trailing: [RowText.Span(time, style: CellStyle(isDim: true))]),
            RowText.Line([RowText.Span("  " + subject), RowText.Span(preview, style: CellStyle(isDim: true))]),
        ])
    }

    /// What the status line says: why the last input was refused; the action a release would
    /// fire; while a row is dragged short of its first action, how far to go; otherwise the
    /// last thing done.
    var statusText: String { Self.statusMessage(statusContent).text }

    /// The values the status line is made of, compared from frame to frame so that its text is
    /// built and fitted only when one of them changes.
    enum StatusContent: Equatable {
        /// A release would fire an action: its name, and the subject of the row if it is there.
        case highlight(name: String, subject: String?)
        /// The mouse holds a row short of its first action (see ``dragGuide``): the row's
        /// subject, the side it is dragged toward (-1 left, 1 right, 0 neither) and the name of
        /// its first left action.
        case dragGuide(subject: String, direction: Int, markName: String)
        /// The keys stepped a row back to rest without releasing it: the row's subject.
        case stepGuide(subject: String)
        /// The last thing done, or why the last input was refused.
        case message(StatusMessage)
    }

    /// What the status line shows now.
    var statusContent: StatusContent {
        if let reply { return .message(reply) }
        if let highlight {
            let subject = table.index(ofRowWithID: highlight.rowID).map { table.rows[$0].subject }
            return .highlight(name: actionName(highlight.slot, rowID: highlight.rowID), subject: subject)
        }
        // While the mouse holds a row that is not lifted, what dragging it does, so the status
        // line never shows the outcome of an earlier gesture as if it were this one's.
        // The mouse that holds a menu open is not dragging a row: the menu's keys are the news.
        if recognizer.isPointerDown, !table.isReordering, table.presentedContextMenu == nil,
           let index = recognizer.selectedIndex,
           table.rows.indices.contains(index) {
            let (subject, id) = table.rows.withUnsafeBufferPointer { ($0[index].subject, $0[index].id) }
            let offset = (try? table.offset(ofRowAt: index)) ?? 0
            return .dragGuide(
                subject: subject, direction: offset < 0 ? -1 : offset > 0 ? 1 : 0,
                markName: actionName(.firstLeft, rowID: id))
        }
        // A row the keys stepped back to rest is still in hand: what the keys do with it, not
        // news from before the step.
        if let index = recognizer.steppedRowIndex {
            return .stepGuide(subject: table.rows[index].subject)
        }
        if let snackbarMessage { return .message(snackbarMessage) }
        return .message(message)
    }

    /// The message of a status line: the action's name or the thresholds, and the row's subject,
    /// are what a narrow screen keeps; the hints go first.
    static func statusMessage(_ content: StatusContent) -> StatusMessage {
        let percent = { (fraction: Double) in "\(Int((fraction * 100).rounded())) %" }
        switch content {
        case .highlight(let name, let subject):
            let message = subject.map { StatusMessage(name + " ").subject($0) } ?? StatusMessage(name)
            return message.detail(" — release to confirm", importance: 2).detail(", Esc cancels", importance: 1)
        case .dragGuide(let subject, let direction, let markName):
            let message = StatusMessage("Drag ").subject(subject)
            if direction < 0 {
                return message
                    .then(" left: Archive past \(percent(firstFraction)), Delete past \(percent(secondFraction))")
                    .detail("; release here to put it back")
            }
            if direction > 0 {
                return message
                    .then(" right: \(markName) past \(percent(firstFraction)), Snooze past \(percent(secondFraction))")
                    .detail("; release here to put it back")
            }
            return message.then(" left or right").detail(", or hold it still to move it")
        case .stepGuide(let subject):
            return StatusMessage("Step ").subject(subject).then(" with ← or →").detail("; Esc puts it back")
        case .message(let message):
            return message
        }
    }

    /// While the mouse holds a row that is not lifted, what dragging it does.
    var dragGuide: String? {
        guard case .dragGuide = statusContent else { return nil }
        return statusText
    }

    /// The status line's text fitted to the screen, built again only when its content or the
    /// width changed.
    private func fittedStatus() -> InboxDrawingCache.FittedStatus {
        let content = statusContent
        if drawing.isStatusFitted(content, columns: columns) { return drawing.status }
        // One column of margin at the left, as the title and the help have.
        let text = " " + Self.statusMessage(content).fitted(width: max(0, columns - 1))
        drawing.keepStatus(text, for: content, columns: columns)
        return drawing.status
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

    /// Draws the status line, bold in the color of the action `slot` when it names one.
    private func drawStatus(_ text: String, slot: ActionSlot?, into frame: inout Frame, line: Int) {
        var style = CellStyle()
        if let slot {
            let color = actionColor(slot)
            style.isBold = true
            if usesColor { style.foreground = .rgb(red: color.red, green: color.green, blue: color.blue) }
        }
        frame.fill(x: 0, y: line, width: columns, height: 1, style: .plain)
        frame.put(text, x: 0, y: line, style: style)
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

/// What the demo's drawing keeps from frame to frame: the text of each row, the fitted status
/// line, and two frame buffers with what their title, status and help lines show.
final class InboxDrawingCache {
    /// What the lines around the table show; a buffer whose lines show the same is not drawn
    /// again there. Plain numbers, so that keeping and comparing it per frame is a copy of a
    /// few words, with nothing to retain.
    struct Chrome: Equatable {
        var columns: Int
        var lines: Int
        var usesColor: Bool
        var count: Int
        var unreadCount: Int
        /// The ``Status/revision`` of the status line's fitted text.
        var statusRevision: Int
        /// The action the status line is colored for.
        var statusSlot: ActionSlot?
        /// Whether the table is in edit mode, which has a help line of its own.
        var isEditing = false

        /// Whether the screen's size or colors differ from `other`'s (`nil`: nothing drawn yet).
        private func screenDiffers(from other: Chrome?) -> Bool {
            guard let other else { return true }
            return columns != other.columns || lines != other.lines || usesColor != other.usesColor
        }

        /// Whether the title line shows something other than under `other`.
        func titleDiffers(from other: Chrome?) -> Bool {
            screenDiffers(from: other) || count != other?.count || unreadCount != other?.unreadCount
        }

        /// Whether the status line shows something other than under `other`.
        func statusDiffers(from other: Chrome?) -> Bool {
            screenDiffers(from: other) || statusRevision != other?.statusRevision || statusSlot != other?.statusSlot
        }

        /// Whether the help line shows something other than under `other`: only when the
        /// screen changed.
        func helpDiffers(from other: Chrome?) -> Bool { screenDiffers(from: other) || isEditing != other?.isEditing }
    }

    /// The lines around the table, where the screen has them.
    struct ChromeLines {
        var title: Int?
        var status: Int?
        var help: Int?
    }

    /// The texts of a message's row, read and unread, as they are asked for, at a width.
    private struct RowTexts {
        var message: InboxMessage
        var columns: Int
        var read: RowText?
        var unread: RowText?
    }

    private var rowTexts: [InboxMessage.ID: RowTexts] = [:]
    /// The status line last fitted: its text, and a number that tells texts apart.
    struct FittedStatus {
        var text = ""
        /// Counts the texts fitted, so that a frame's ``Chrome`` compares a number.
        var revision = 0
    }

    /// The status line last fitted.
    private(set) var status = FittedStatus()
    /// What ``status`` was fitted from, and the width; stored apart and not optional, so that
    /// checking them each frame copies nothing.
    private var statusContent = InboxDemoModel.StatusContent.message(StatusMessage(""))
    private var statusColumns = -1

    /// Whether ``status`` is `content` fitted to `columns`.
    func isStatusFitted(_ content: InboxDemoModel.StatusContent, columns: Int) -> Bool {
        statusColumns == columns && statusContent == content
    }

    /// Keeps `text` as the status line fitted from `content` to `columns`.
    func keepStatus(_ text: String, for content: InboxDemoModel.StatusContent, columns: Int) {
        statusContent = content
        statusColumns = columns
        status = FittedStatus(text: text, revision: status.revision &+ 1)
    }

    /// The help line last fitted, and the width it was fitted to.
    struct Help {
        var columns: Int
        var isEditing: Bool
        var text: String
    }

    /// The help line last fitted.
    var help: Help?

    /// A frame buffer, what its lines around the table show (`nil`: not drawn yet) and what
    /// its table's lines show. A struct rather than a tuple: tuple types are looked up at run
    /// time where they are stored.
    struct Buffer {
        var frame: Frame
        var chrome: Chrome?
        var tableLines = RenderedLines()
    }

    /// The two buffers frames are drawn into in turn.
    private var buffers: [Buffer] = []
    private var nextBuffer = 0

    /// The text a message's row was last drawn with, by id, with what it was made for; a
    /// `columns` of -1 marks an id with none.
    private struct DrawnRowText {
        var message = InboxMessage(id: -1, sender: "", subject: "", isInitiallyRead: true)
        var columns = -1
        var unreadRevision = 0
        var text = RowText(lines: [])
    }

    /// The text each row was last drawn with, at its message's id (ids the demo makes are
    /// small and not negative; others go through ``rowTexts`` every time). Not optional, so
    /// that an entry is checked where it is, without copying it out.
    private var drawnRowTexts: [DrawnRowText] = []
    /// The largest id kept in ``drawnRowTexts``.
    private static let drawnRowTextLimit = 4096

    /// The text of a message's row on a screen `columns` wide, read or unread as `unreadIDs`
    /// says. The row drawn last time with the same message, width and `unreadRevision` is found
    /// by its id at once: no hashing of the id, in the set or among the texts, for each visible
    /// row of each frame.
    func rowText(of message: InboxMessage, columns: Int, unreadRevision: Int, unreadIDs: Set<InboxMessage.ID>) -> RowText {
        let id = message.id
        guard id >= 0, id < Self.drawnRowTextLimit else {
            return rowText(of: message, isUnread: unreadIDs.contains(id), columns: columns)
        }
        if id < drawnRowTexts.count {
            let drawn = drawnRowTexts.withUnsafeBufferPointer { entries in
                entries[id].columns == columns && entries[id].unreadRevision == unreadRevision
                    && entries[id].message == message ? entries[id].text : nil
            }
            if let drawn { return drawn }
        }
        let text = rowText(of: message, isUnread: unreadIDs.contains(id), columns: columns)
        if id >= drawnRowTexts.count {
            drawnRowTexts += repeatElement(DrawnRowText(), count: id + 1 - drawnRowTexts.count)
        }
        drawnRowTexts[id] = DrawnRowText(message: message, columns: columns, unreadRevision: unreadRevision, text: text)
        return text
    }

    /// The text of a message's row, built once for each message, read state and width.
    func rowText(of message: InboxMessage, isUnread: Bool, columns: Int) -> RowText {
        var texts = rowTexts[message.id].flatMap { $0.message == message && $0.columns == columns ? $0 : nil }
            ?? RowTexts(message: message, columns: columns)
        if let text = isUnread ? texts.unread : texts.read { return text }
        let text = InboxDemoModel.rowText(of: message, isUnread: isUnread, columns: columns)
        if isUnread { texts.unread = text } else { texts.read = text }
        rowTexts[message.id] = texts
        return text
    }

    /// Takes the next buffer out (so that drawing into it copies nothing), sized for the screen,
    /// with what its lines around the table show; a new blank frame after a resize.
    func takeBuffer(columns: Int, lines: Int) -> Buffer {
        if buffers.count < 2 { buffers.append(Buffer(frame: Frame(width: 0, height: 0))) }
        nextBuffer = (nextBuffer + 1) % buffers.count
        var taken = Buffer(frame: Frame(width: 0, height: 0))
        swap(&taken, &buffers[nextBuffer])
        guard taken.frame.width == columns, taken.frame.height == lines else {
            return Buffer(frame: Frame(width: columns, height: lines))
        }
        return taken
    }

    /// The lines of the last frame kept that may differ from the frame kept before it, in
    /// increasing order; `nil` when any may (the first frames, after a resize).
    private(set) var changedLines: [Int]?

    /// Puts back the buffer last taken, drawn, with what its lines show, and notes which lines
    /// may differ from the other buffer's: each line around the table (`chromeLines`, above and
    /// below the table's lines) that shows something else, and the table's lines that show
    /// something else.
    func keep(_ frame: Frame, chrome: Chrome, tableLines: RenderedLines, chromeLines: ChromeLines) {
        buffers[nextBuffer] = Buffer(frame: frame, chrome: chrome, tableLines: tableLines)
        // The other buffer is read in place, not copied (its frame, chrome and lines retained).
        let other = (nextBuffer + 1) % buffers.count
        guard buffers.count == 2, buffers[other].frame.width == frame.width, buffers[other].frame.height == frame.height else {
            changedLines = nil
            return
        }
        var lines = changedLines ?? []
        changedLines = nil
        lines.removeAll(keepingCapacity: true)
        let otherChrome = buffers[other].chrome
        if let title = chromeLines.title, chrome.titleDiffers(from: otherChrome) { lines.append(title) }
        tableLines.appendLines(differingFrom: buffers[other].tableLines, to: &lines)
        if let status = chromeLines.status, chrome.statusDiffers(from: otherChrome) { lines.append(status) }
        if let help = chromeLines.help, chrome.helpDiffers(from: otherChrome) { lines.append(help) }
        changedLines = lines
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
            let frame = model.frame()
            writer.write(frame, changedLines: model.drawing.changedLines, to: &output)
        }
        return output.utf8.count
    }

    /// Whether the table is animating.
    package var isAnimating: Bool { model.table.isAnimating }
}
