import GestureScript
import GestureTable
import GestureTableTerminal

/// Writes a live demo session as a gesture script that replays it: `gesture-table demo
/// --record FILE.gts`.
///
/// The script starts with the demo's size, rows and actions, then has one command per
/// input, with the real waits between them in milliseconds, and ends with `expect rows …` of
/// the final order. A pointer gesture is written as the hand made it: `drag line L 0` presses
/// screen line L; each move is `drag F` (across, as a fraction of the width from the press)
/// and `move line L` (down or up), the larger of the two first, so that the table decides
/// between a swipe and a scroll as it did live; `release velocity V` lets go with the velocity
/// the table measured (`vertical V` too, in lines per second, for a drag that scrolled the list
/// and lets it coast) (`drop` for a lifted row, `cancel` when the gesture was cancelled). A
/// long press needs no command of its own: the wait before the next move lets the table lift
/// the row, as it did. Keys are written as the verb they ran (`step`, `release`, `cancel`,
/// `lift`, `move-by`, `drop`, `undo`, `scroll`).
///
/// Time is kept exactly: the script says `set pointer-step 0ms`, so the player's pointer moves
/// take no time of their own (they still go in the player's small steps), and before each
/// command the recorder writes the wait that brings the player's clock to the real time of the
/// input (a `longpress` lasts the long-press duration, which the recorder counts), so that a
/// long press, an animation or an autoscroll lasts as long in the replay as it did live.
final class SessionRecorder {
    /// The script so far.
    private(set) var text = ""
    /// The real time the session started at.
    private let start: Duration
    /// Where the player's virtual clock is after the commands written so far, from the start.
    private var playerTime = Duration.zero

    /// The pointer gesture in progress, from its press.
    private var gesture: Gesture?

    /// A pointer gesture being recorded: where it went down and where the script's pointer is.
    private struct Gesture {
        /// The table x of the press.
        var x: Double
        /// The table width when it went down.
        var width: Double
        /// The fraction and the viewport line written last.
        var fraction = 0.0
        var line: Int
    }

    /// Starts a recording of `model` as it is now.
    init(model: InboxDemoModel, now: Duration) {
        start = now
        text += "# A session of 'gesture-table demo', recorded with --record.\n"
        text += "# Replay it with: gesture-table play FILE.gts\n"
        text += "size \(Int(model.table.width))x\(model.tableHeight)\n"
        text += "set pointer-step 0ms\n"
        // The demo's undo window, so that its commits replay too.
        if let delay = model.table.commitDelay { text += "set commit-delay \(delay.components.seconds)s\n" }
        text += Self.rows(of: model.table)
        text += "placeholder \(Self.quoted(model.table.placeholder.title))"
        if let subtitle = model.table.placeholder.subtitle { text += " \(Self.quoted(subtitle))" }
        text += "\n"
        text += Self.actionLines(of: model.unreadRowActions)
        text += "\n"
    }

    /// What each of the demo's actions does to its row, as the script operation that does the
    /// same: Mark read toggles a marker beside the table and settles back; Snooze pushes the
    /// row off, deletes it and brings it back at the end, one undo step as in the demo.
    static let operations: [(slot: ActionSlot, operation: ScriptOperation)] = [
        (.firstLeft, .replace), (.secondLeft, .snooze), (.firstRight, .pushAndDelete), (.secondRight, .delete),
    ]

    /// The `action` lines that declare `actions` in a script, from the actions' own fraction,
    /// color, icon and title, so that a recording shows what the demo showed.
    static func actionLines(of actions: SwipeActions<InboxMessage>) -> String {
        var text = ""
        for (slot, operation) in operations {
            guard let action = actions[slot] else { continue }
            text += "action \(slot.scriptName) fraction \(decimal(action.fraction ?? slot.defaultFraction))"
            if let color = action.color.name { text += " color \(color.scriptName)" }
            text += " icon \(quoted(action.icon)) title \(quoted(action.title)) do \(operation.scriptName)\n"
        }
        return text
    }

    /// The table's rows as a script lists them: `section "Title"` before the rows of each
    /// titled section, then `row "SUBJECT" "SENDER" height N` for each message (the subject is
    /// the title, as `expect rows` and `insert` name rows; the height only when it is not 1).
    static func rows(of table: GestureTable<InboxMessage>) -> String {
        var text = ""
        var index = 0
        for section in 0..<table.numberOfSections {
            if let title = try? table.titleForHeader(inSection: section) { text += "section \(quoted(title))\n" }
            for _ in 0..<((try? table.numberOfRows(inSection: section)) ?? 0) {
                let message = table.rows[index]
                text += "row \(quoted(message.subject)) \(quoted(message.sender))"
                let height = (try? table.height(ofRowAt: index)) ?? 1
                if height != 1 { text += " height \(decimal(height))" }
                text += "\n"
                index += 1
            }
        }
        return text
    }

    // MARK: - Input

    /// Notes an input event before the model handles it. Returns the velocity a release would
    /// have, read before the release ends the gesture.
    func willHandle(_ event: InputEvent, model: InboxDemoModel) -> Velocity? {
        guard case .mouse(let mouse) = event, mouse.kind == .release else { return nil }
        return model.table.pointerVelocity
    }

    /// Writes what an input event did once the model has handled it.
    ///
    /// - Parameters:
    ///   - event: The input event.
    ///   - outcome: What the gesture recognizer did with it (`.ignored` for the demo's own keys).
    ///   - before: The table's state before it was handled.
    ///   - releaseVelocity: The pointer's velocity just before a release.
    ///   - now: The time it was handled.
    ///   - model: The demo.
    func didHandle(
        _ event: InputEvent, outcome: TerminalGestureRecognizer<InboxMessage>.Outcome, before: Snapshot,
        releaseVelocity: Velocity?, at now: Duration, model: InboxDemoModel
    ) {
        let time = now - start
        switch event {
        case .mouse(let mouse):
            recordMouse(mouse, outcome: outcome, before: before, releaseVelocity: releaseVelocity, at: time, model: model)
        case .key(let key, let modifiers):
            guard outcome == .handled else { break }
            recordKey(key, modifiers: modifiers, before: before, at: time, model: model)
        case .paste, .unterminatedPaste:
            break
        }
    }

    /// The table's state before an input, which tells what a key did.
    struct Snapshot {
        var selectedIndex: Int?
        var liftedIndex: Int?
        /// The lifted row's place, counted as `moveLiftedRow(by:)` counts: a section has a place
        /// more than its other rows, so a row moving from a section's end to the next one's start
        /// moves one place with the same flat index.
        var liftedPlace: Int?
        var isReordering: Bool
        var scrollOffset: Double
        var steppedIndex: Int?
        var isPointerDown: Bool
        /// Whether the pointer was scrolling the list, whose release lets it coast.
        var isDragging: Bool

        init(model: InboxDemoModel) {
            let table = model.table
            selectedIndex = model.recognizer.selectedIndex
            liftedIndex = table.liftedRowIndex
            liftedPlace = Self.place(ofLiftedRowIn: table)
            isReordering = table.isReordering
            scrollOffset = table.scrollOffset
            isPointerDown = model.recognizer.isPointerDown
            isDragging = table.isDragging
            steppedIndex = model.recognizer.steppedRowIndex
        }

        /// The lifted row's place in `table` (see ``liftedPlace``), if a row is lifted.
        static func place(ofLiftedRowIn table: GestureTable<InboxMessage>) -> Int? {
            guard let index = table.liftedRowIndex, let path = try? table.indexPath(forRowAt: index) else { return nil }
            return index + path.section
        }
    }

    /// The demo's Enter selected the row at `index`, as a tap on it does.
    func didTap(rowAt index: Int, at now: Duration) {
        write("tap \(index)", at: now - start)
    }

    /// The demo settled the row the keyboard stepped (before its own undo).
    func didSettleStep(at now: Duration) {
        write("cancel", at: now - start)
    }

    /// The demo's `u` took back the table's newest step, as the script's `undo` does.
    func didUndo(at now: Duration) {
        write("undo", at: now - start)
    }

    /// The demo's `U` did the table's newest undone step again, as the script's `redo` does.
    func didRedo(at now: Duration) {
        write("redo", at: now - start)
    }

    /// The demo scrolled by `lines` to show a row (the one its undo brought back).
    func didScroll(by lines: Double, at now: Duration) {
        let written = ScriptPlayback.exactDecimal(lines)
        if written != "0" { write("scroll \(written)", at: now - start) }
    }

    /// The screen was resized: the table is now `columns` wide and `lines` high.
    func didResize(columns: Int, lines: Int, at now: Duration) {
        write("size \(columns)x\(lines)", at: now - start)
    }

    /// Ends the script with the final order of the rows.
    func finish(model: InboxDemoModel, at now: Duration) -> String {
        if gesture != nil {
            text += "# The session ended with the pointer still down.\n"
            gesture = nil
        }
        // The time since the last input, when an undo window may have closed meanwhile: its
        // commits replay too.
        if model.table.commitDelay != nil, now - playerTime >= .milliseconds(1) {
            write("# The session's last moments, as the undo window saw them.", at: now)
        }
        let titles = model.table.rows.map { Self.quoted($0.subject) }
        text += "\nexpect rows" + titles.map { " " + $0 }.joined() + "\n"
        return text
    }

    // MARK: - Pointer

    private func recordMouse(
        _ mouse: MouseEvent, outcome: TerminalGestureRecognizer<InboxMessage>.Outcome, before: Snapshot,
        releaseVelocity: Velocity?, at time: Duration, model: InboxDemoModel
    ) {
        let recognizer = model.recognizer
        let point = recognizer.point(column: mouse.column, line: mouse.row)
        let line = Self.clampedLine(mouse.row - recognizer.areaTop, model: model)
        switch mouse.kind {
        case .press:
            guard outcome == .handled, recognizer.isPointerDown else { return }
            // A press while the last one is still down: its release went missing, nothing fires.
            if gesture != nil { write("cancel", at: time) }
            // The press settles a row the keyboard stepped.
            if before.steppedIndex != nil { write("cancel", at: time) }
            gesture = Gesture(x: point.x, width: model.table.width, line: line)
            write("drag line \(line) 0", at: time)
        case .drag:
            guard var current = gesture, recognizer.isPointerDown else { return }
            let fraction = (point.x - current.x) / current.width
            let across = abs(fraction - current.fraction) * current.width
            let down = Double(abs(line - current.line))
            var commands: [String] = []
            if fraction != current.fraction { commands.append("drag \(Self.decimal(fraction, places: 6))") }
            if line != current.line { commands.append("move line \(line)") }
            // The larger component first: the table decides between swipe and scroll on the
            // first move past the slop, by which way it went farther.
            if down >= across { commands.reverse() }
            current.fraction = fraction
            current.line = line
            gesture = current
            for command in commands { write(command, at: time) }
        case .release:
            guard let current = gesture, before.isPointerDown else { return }
            gesture = nil
            if before.isReordering {
                write("drop", at: time)
                return
            }
            var command = "release"
            if let velocity = releaseVelocity, velocity.dx != 0, abs(velocity.dx) > abs(velocity.dy), current.width > 0 {
                let widths = min(max(velocity.dx / current.width, -ScriptParser.velocityLimit), ScriptParser.velocityLimit)
                command += " velocity \(Self.decimal(widths, places: 6))"
            }
            // A drag that scrolled coasts at the speed the table measured, in lines per second,
            // every digit: the replay's list must come to rest exactly where the demo's did.
            if before.isDragging, let velocity = releaseVelocity, velocity.dy != 0 {
                let limit = ScriptParser.panVelocityLimit
                let lines = min(max(velocity.dy / model.table.configuration.rowHeight, -limit), limit)
                command += " vertical \(ScriptPlayback.exactDecimal(lines))"
            }
            write(command, at: time)
        case .wheelUp, .wheelDown:
            guard outcome == .handled else { return }
            let lines = Int(recognizer.wheelStep.rounded())
            var command = "scroll \(mouse.kind == .wheelUp ? -lines : lines)"
            // A wheel turned fast lets the list coast: every digit, so the replay stops where it did.
            if let velocity = recognizer.wheelVelocity { command += " velocity \(ScriptPlayback.exactDecimal(velocity))" }
            write(command, at: time)
        case .move:
            break
        }
    }

    /// A viewport line the player's `move line` accepts: as far above or below the viewport as
    /// it is tall (the demo's title, status and help lines are well within).
    static func clampedLine(_ line: Int, model: InboxDemoModel) -> Int {
        min(max(line, -model.tableHeight), 2 * model.tableHeight - 1)
    }

    // MARK: - Keys

    /// Writes the verb a key ran, which the recognizer handled.
    private func recordKey(_ key: TerminalKey, modifiers: KeyModifiers, before: Snapshot, at time: Duration, model: InboxDemoModel) {
        let table = model.table
        if key == .escape, before.isPointerDown {
            if gesture != nil {
                gesture = nil
                write("cancel", at: time)
            }
            return
        }
        // Every digit: autoscroll leaves the offset between lines, and a replay that scrolls a
        // hair less stops short of where a later drag needs it (a row's middle, exactly).
        let scrolled = ScriptPlayback.exactDecimal(table.scrollOffset - before.scrollOffset)
        guard let tableKey = TerminalGestureRecognizer<InboxMessage>.tableKey(for: key, modifiers: modifiers) else { return }
        switch TableKeyCommand(tableKey, rowsPerPage: 1, isEditing: table.isEditing) {
        case .move:
            if before.isReordering {
                if let from = before.liftedPlace, let to = Snapshot.place(ofLiftedRowIn: table), from != to {
                    write("move-by \(to - from)", at: time)
                } else if scrolled != "0" {
                    // At an end the row stays, but the list still scrolls to show it.
                    write("scroll \(scrolled)", at: time)
                }
                return
            }
            if before.steppedIndex != nil { write("cancel", at: time) }
            if scrolled != "0" { write("scroll \(scrolled)", at: time) }
        case .step(let side):
            guard let index = before.selectedIndex else { return }
            if scrolled != "0" { write("scroll \(scrolled)", at: time) }
            write("step \(index) \(side.scriptName)", at: time)
        case .release:
            write(before.isReordering ? "drop" : "release", at: time)
        case .cancel:
            write("cancel", at: time)
        case .toggleLift:
            if before.isReordering {
                write("drop", at: time)
            } else if let lifted = table.liftedRowIndex {
                write("lift \(lifted)", at: time)
                if scrolled != "0" { write("scroll \(scrolled)", at: time) }
            }
        case .undo, .redo:
            // The demo takes u and U itself, and records them as it does.
            break
        case .toggleSelection:
            // In edit mode a tap toggles, as Space does.
            if let index = before.selectedIndex { write("tap \(index)", at: time) }
        case .extendSelection:
            // The row reached is selected as a tap in edit mode would (the demo extends in edit mode).
            if let index = model.recognizer.selectedIndex, index != before.selectedIndex, table.isRowSelected(at: index) {
                if scrolled != "0" { write("scroll \(scrolled)", at: time) }
                write("tap \(index)", at: time)
            }
        case .expand, .collapse, .moveIntoRowAbove, .moveOutOfParent:
            // The recorded inbox is flat: TableKeyCommand's own policy never gives these.
            break
        }
    }

    // MARK: - Writing

    /// Writes `command` to happen at `time` (from the start), preceded by the wait that brings
    /// the player's clock there (its pointer moves take no time: `set pointer-step 0ms`).
    private func write(_ command: String, at time: Duration) {
        var gap = time - playerTime
        // One `wait` a day at most: a script's durations stop at 86400s.
        while gap >= .milliseconds(1) {
            let milliseconds = min(Self.milliseconds(gap), Self.longestWait)
            text += "wait \(milliseconds)ms\n"
            playerTime += .milliseconds(milliseconds)
            gap -= .milliseconds(milliseconds)
        }
        text += command + "\n"
    }

    /// The longest wait one command writes, in milliseconds: the script language's limit.
    static let longestWait = Int64(ScriptLiteral.durationLimit.components.seconds) * 1000

    /// A duration in whole milliseconds, rounded down.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// A string in script quotes.
    static func quoted(_ text: String) -> String {
        ScriptPlayback.quoted(text)
    }

    /// A number as a script writes it, with at most `places` decimals.
    static func decimal(_ value: Double, places: Int = 3) -> String {
        ScriptPlayback.decimal(value, places: places)
    }
}
