import GestureTable
import GestureTableTerminal

/// Writes a live demo session as a gesture script that replays it: `gesture-table demo
/// --record FILE.gts`.
///
/// The script starts with the demo's size, rows and actions, then has one command per
/// gesture or key, with the real waits between them rounded to milliseconds, and ends with
/// `expect rows …` of the final order. Pointer gestures are written by screen line (`drag
/// line L 0` then `drag F`…, `longpress line L` then `move line L`…, `pan line L N`, `tap line
/// L`), so a replay presses what the hand pressed; keys are written as the verb they ran
/// (`step`, `release`, `cancel`, `lift`, `move-by`, `drop`, `undo`, `scroll`).
///
/// Time is kept in step with the player: the recorder knows how long the player takes to
/// replay each command (a drag moves one cell every 8 ms, a long press lasts the long-press
/// duration), and writes before each command the wait that brings the player's clock to the
/// real time of the input, so that a long press, an animation or an autoscroll lasts as long
/// in the replay as it did live.
final class SessionRecorder {
    /// The script so far.
    private(set) var text = ""
    /// The real time the session started at.
    private let start: Duration
    /// Where the player's virtual clock will be after the commands written so far, from the start.
    private var playerTime = Duration.zero
    /// The table's long-press duration, which `longpress` lasts in the player.
    private let longPressDuration: Duration
    /// The table's touch slop, in cells.
    private let touchSlop: Double

    /// The pointer gesture in progress, from its press.
    private var gesture: Gesture?
    /// Commands an action's closure caused during the input being handled (the snooze's
    /// re-insertion), written after that input's own commands.
    private var appCommands: [String] = []

    /// A pointer gesture being recorded.
    private struct Gesture {
        enum Kind {
            /// Not decided: no move past the slop, no lift.
            case pressed
            /// A horizontal drag: `drag line L 0` was written, then `drag F` per move.
            case swipe
            /// A vertical drag: written as `pan line L N` at the release.
            case pan
            /// A long press lifted the row: `longpress line L` was written, then `move line L`.
            case lift
        }
        var kind = Kind.pressed
        /// Where it went down: the time, the viewport line and the column's table x.
        var time: Duration
        var line: Int
        var x: Double
        /// The last viewport line the pointer was on.
        var lastLine: Int
        /// Where the player's pointer is, in table coordinates, for the step count of the next move.
        var playerX: Double
        var playerY: Double
        /// The table width when it went down.
        var width: Double
    }

    /// Starts a recording of `model` as it is now.
    init(model: InboxDemoModel, now: Duration) {
        start = now
        longPressDuration = model.table.configuration.longPressDuration
        touchSlop = model.table.configuration.touchSlop
        text += "# A session of 'gesture-table demo', recorded with --record.\n"
        text += "# Replay it with: gesture-table play FILE.gts\n"
        text += "size \(Int(model.table.width))x\(model.tableHeight)\n"
        for message in model.table.rows {
            text += "row \(Self.quoted(message.subject)) \(Self.quoted(message.sender))\n"
        }
        text += "placeholder \(Self.quoted(model.table.placeholder.title))"
        if let subtitle = model.table.placeholder.subtitle { text += " \(Self.quoted(subtitle))" }
        text += "\n"
        let first = Self.decimal(InboxDemoModel.firstFraction)
        let second = Self.decimal(InboxDemoModel.secondFraction)
        text += "action first-left fraction \(first) color blue icon \"● Mark read\" do replace\n"
        text += "action second-left fraction \(second) color yellow icon \"◷ Snooze\" do push-and-delete\n"
        text += "action first-right fraction \(first) color green icon \"✓ Archive\" do push-and-delete\n"
        text += "action second-right fraction \(second) color red icon \"✗ Delete\" do delete\n"
        text += "\n"
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
        case .key(let key, _):
            guard outcome == .handled else { break }
            recordKey(key, before: before, at: time, model: model)
        case .paste, .unterminatedPaste:
            break
        }
        for command in appCommands { write(command, at: time) }
        appCommands.removeAll()
    }

    /// The table's state before an input, which tells what a key did.
    struct Snapshot {
        var selectedIndex: Int?
        var liftedIndex: Int?
        var isReordering: Bool
        var scrollOffset: Double
        var steppedIndex: Int?
        var isPointerDown: Bool

        init(model: InboxDemoModel) {
            let table = model.table
            selectedIndex = model.recognizer.selectedIndex
            liftedIndex = table.liftedRowIndex
            isReordering = table.isReordering
            scrollOffset = table.scrollOffset
            isPointerDown = model.recognizer.isPointerDown
            steppedIndex = selectedIndex.flatMap { index in
                (try? table.phase(ofRowAt: index)) == .dragging && !isPointerDown ? index : nil
            }
        }
    }

    /// An action's closure inserted a row (the snooze brings its message back at the end).
    func appDidInsert(_ message: InboxMessage, at index: Int) {
        appCommands.append("insert \(index) \(Self.quoted(message.subject))")
    }

    /// The demo's `u` took back `steps` table changes.
    func didUndo(steps: Int, at now: Duration) {
        for _ in 0..<steps { write("undo", at: now - start) }
    }

    /// The screen was resized: the table is now `columns` wide and `lines` high.
    func didResize(columns: Int, lines: Int, at now: Duration) {
        write("size \(columns)x\(lines)", at: now - start)
    }

    /// Ends the script with the final order of the rows.
    func finish(model: InboxDemoModel, at now: Duration) -> String {
        if gesture != nil {
            text += "# The session ended with the pointer down; its gesture is left out.\n"
            gesture = nil
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
        let line = mouse.row - recognizer.areaTop
        switch mouse.kind {
        case .press:
            guard outcome == .handled, recognizer.isPointerDown else { return }
            // A press while the last one is still down: its release went missing, nothing fires.
            if gesture != nil { endGesture(cancelled: true, velocity: nil, at: time) }
            // The press settles a row the keyboard stepped.
            if before.steppedIndex != nil { write("cancel", at: time) }
            gesture = Gesture(
                time: time, line: line, x: point.x, lastLine: line,
                playerX: model.table.width / 2, playerY: Double(line) + 0.5, width: model.table.width)
        case .drag:
            guard var current = gesture, recognizer.isPointerDown else { return }
            if current.kind == .pressed, model.table.isReordering {
                becomeLift()
                current = gesture ?? current
            }
            switch current.kind {
            case .pressed:
                let dx = point.x - current.x
                let dy = Double(line - current.line)
                guard max(abs(dx), abs(dy)) > touchSlop else { return }
                if abs(dx) > abs(dy) {
                    current.kind = .swipe
                    gesture = current
                    write("drag line \(current.line) 0", at: current.time)
                    moveHorizontally(to: dx / current.width, at: time)
                } else {
                    current.kind = .pan
                    current.lastLine = line
                    gesture = current
                }
            case .swipe:
                moveHorizontally(to: (point.x - current.x) / current.width, at: time)
            case .pan:
                current.lastLine = line
                gesture = current
            case .lift:
                let target = min(max(line, -1), model.tableHeight)
                guard target != current.lastLine else { return }
                let steps = Self.steps(fromY: current.playerY, toY: Double(target) + 0.5)
                current.lastLine = target
                current.playerY = Double(target) + 0.5
                gesture = current
                write("move line \(target)", at: time, lasting: steps)
            }
        case .release:
            guard gesture != nil, before.isPointerDown else { return }
            if gesture?.kind == .pressed, before.isReordering { becomeLift() }
            endGesture(cancelled: false, velocity: releaseVelocity, at: time)
        case .wheelUp, .wheelDown:
            guard outcome == .handled else { return }
            let lines = Int(recognizer.wheelStep.rounded())
            write("scroll \(mouse.kind == .wheelUp ? -lines : lines)", at: time)
        case .move:
            break
        }
    }

    /// The press turned out to be a long press: `longpress line L`, written at the press.
    private func becomeLift() {
        guard var current = gesture, current.kind == .pressed else { return }
        current.kind = .lift
        gesture = current
        write("longpress line \(current.line)", at: current.time, lasting: longPressDuration)
    }

    /// `drag F` for a swipe's move, with the steps the player takes to get there.
    private func moveHorizontally(to fraction: Double, at time: Duration) {
        guard var current = gesture else { return }
        let written = Self.decimal(fraction, places: 6)
        let replayed = (try? ScriptLiteral.decimal(written).get()) ?? fraction
        let targetX = current.width / 2 + replayed * current.width
        let steps = Self.steps(fromX: current.playerX, toX: targetX)
        current.playerX = targetX
        gesture = current
        write("drag \(written)", at: time, lasting: steps)
    }

    /// Writes the end of the gesture in progress.
    private func endGesture(cancelled: Bool, velocity: Velocity?, at time: Duration) {
        guard let current = gesture else { return }
        gesture = nil
        switch current.kind {
        case .pressed:
            if cancelled {
                write("drag line \(current.line) 0", at: current.time)
                write("cancel", at: time)
            } else {
                write("swipe line \(current.line) 0", at: current.time)
            }
        case .swipe:
            if cancelled {
                write("cancel", at: time)
                return
            }
            var command = "release"
            if let velocity, velocity.dx != 0, abs(velocity.dx) > abs(velocity.dy), current.width > 0 {
                let widths = min(max(velocity.dx / current.width, -ScriptParser.velocityLimit), ScriptParser.velocityLimit)
                command += " velocity \(Self.decimal(widths, places: 6))"
            }
            write(command, at: time)
        case .pan:
            let lines = current.lastLine - current.line
            let steps = Self.steps(fromY: 0, toY: Double(lines))
            write("pan line \(current.line) \(lines)", at: current.time, lasting: steps)
        case .lift:
            write(cancelled ? "cancel" : "drop", at: time)
        }
    }

    // MARK: - Keys

    /// Writes the verb a key ran, which the recognizer handled.
    private func recordKey(_ key: TerminalKey, before: Snapshot, at time: Duration, model: InboxDemoModel) {
        let table = model.table
        if key == .escape, before.isPointerDown {
            if gesture != nil { endGesture(cancelled: true, velocity: nil, at: time) }
            return
        }
        let scrolled = Int((table.scrollOffset - before.scrollOffset).rounded())
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end, .character("k"), .character("j"):
            if before.isReordering {
                if let from = before.liftedIndex, let to = table.liftedRowIndex, from != to {
                    write("move-by \(to - from)", at: time)
                }
                return
            }
            if before.steppedIndex != nil { write("cancel", at: time) }
            if scrolled != 0 { write("scroll \(scrolled)", at: time) }
        case .left, .character("h"), .right, .character("l"):
            guard let index = before.selectedIndex else { return }
            if scrolled != 0 { write("scroll \(scrolled)", at: time) }
            write("step \(index) \(key == .left || key == .character("h") ? "right" : "left")", at: time)
        case .enter:
            write(before.isReordering ? "drop" : "release", at: time)
        case .escape:
            write("cancel", at: time)
        case .character(" "), .character("m"):
            if before.isReordering {
                write("drop", at: time)
            } else if let lifted = table.liftedRowIndex {
                write("lift \(lifted)", at: time)
                if scrolled != 0 { write("scroll \(scrolled)", at: time) }
            }
        default:
            break
        }
    }

    // MARK: - Writing

    /// Writes `command` to happen at `time` (from the start), preceded by the wait that brings
    /// the player's clock there, and notes that the player takes `duration` to play it.
    private func write(_ command: String, at time: Duration, lasting duration: Duration = .zero) {
        var gap = time - playerTime
        // One `wait` a day at most: a script's durations stop at 86400s.
        while gap >= .milliseconds(1) {
            let milliseconds = min(Self.milliseconds(gap), Self.longestWait)
            text += "wait \(milliseconds)ms\n"
            playerTime += .milliseconds(milliseconds)
            gap -= .milliseconds(milliseconds)
        }
        text += command + "\n"
        playerTime += duration
    }

    /// The longest wait one command writes, in milliseconds: the script language's limit.
    static let longestWait = Int64(ScriptLiteral.durationLimit.components.seconds) * 1000

    /// A duration in whole milliseconds, rounded down.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// How long the player takes to move its pointer across from `fromX` to `toX`.
    static func steps(fromX: Double, toX: Double) -> Duration {
        steps(from: fromX, to: toX, by: ScriptPlayback.horizontalStep)
    }

    /// How long the player takes to move its pointer down or up from `fromY` to `toY`.
    static func steps(fromY: Double, toY: Double) -> Duration {
        steps(from: fromY, to: toY, by: ScriptPlayback.verticalStep)
    }

    /// How long the player takes to move one coordinate from `start` to `end`, `step` a move,
    /// one move every ``ScriptPlayback/pointerStep``, computed as the player computes it.
    static func steps(from start: Double, to end: Double, by step: Double) -> Duration {
        var value = start
        var count = 0
        while value != end, count < 1_000_000 {
            value = ScriptPlayback.approach(value, end, by: step)
            count += 1
        }
        return ScriptPlayback.pointerStep * count
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
