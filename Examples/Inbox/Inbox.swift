import GestureTable

/// A Mailbox-style inbox: four swipe actions, drag-to-reorder and an empty state, declared
/// with closures on a `GestureTable`, and a few hand-made gestures to drive it.
///
/// A UIKit or SwiftUI view would feed the table real touches and draw it; here a
/// `VirtualClock` and synthetic pointer events play the part of the hand, so the example
/// runs anywhere and prints what happens.
final class Inbox {
    let clock = VirtualClock()
    let table: GestureTable<Mail>
    /// The app's own model, kept in step by the closures.
    private(set) var archived: [Mail] = []
    private(set) var snoozed: [Mail] = []
    private(set) var lists: [String: [Mail]] = [:]

    init(mails: [Mail]) throws {
        table = try GestureTable(rows: mails, width: 320, clock: clock)
        table.placeholder = Placeholder(title: "Inbox zero", subtitle: "Nothing left to do")
        // What announcements (an undo, an accessibility action) call a mail: its subject, not
        // "row 2".
        table.accessibilityLabel = { mail in mail.subject }

        // Drag right: a short swipe archives (the row slides off, then its line closes), a
        // long one deletes. Drag left: a short swipe snoozes, a long one files in a list.
        let archive = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.25) { [unowned self] triggered in
            archived.append(triggered.row)
            try triggered.pushAndDelete { print("    (archive animation done)") }
        }
        let delete = try SwipeAction<Mail>(icon: "✕", color: .red, fraction: 0.6) { triggered in
            try triggered.delete()
        }
        let snooze = try SwipeAction<Mail>(icon: "◷", color: .yellow, fraction: 0.25) { [unowned self] triggered in
            // A real app would ask "until when?" first; the row waits, pending, until it is
            // resolved. Here the answer is immediate: it slides back with a bounce.
            snoozed.append(triggered.row)
            try triggered.replace()
        }
        let file = try SwipeAction<Mail>(icon: "≡", color: .brown, fraction: 0.6) { [unowned self] triggered in
            let mail = triggered.row
            lists["Receipts", default: []].append(mail)
            // Slide it off, then remove it once it is gone from sight.
            try triggered.push {
                try? triggered.table.deleteRow(withID: mail.id, animation: .none)
            }
        }
        let actions = try SwipeActions(firstLeft: archive, secondLeft: delete, firstRight: snooze, secondRight: file)
        table.swipeActions = { _ in actions }

        table.didMoveRow = { source, destination in
            print("    app: moved a mail from \(source) to \(destination)")
        }
        table.onEvent = { event in
            print(Inbox.describe(event))
        }
    }

    // MARK: - A hand on the virtual clock

    /// Presses row `index`, drags it to `fraction` of its width in 8 ms steps, and lets go.
    func swipe(row index: Int, to fraction: Double) {
        guard let top = try? table.yOfRow(at: index) else { return }
        let y = top + 0.5
        let start = table.width / 2
        table.handle(.down(Point(x: start, y: y)))
        let steps = 20
        for step in 1...steps {
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: start + fraction * table.width * Double(step) / Double(steps), y: y)))
        }
        table.handle(.up(velocity: .zero))
    }

    /// Long-presses row `index`, drags it down over row `destination`, and drops it.
    func reorder(row index: Int, to destination: Int) {
        let x = table.width / 2
        guard let top = try? table.yOfRow(at: index) else { return }
        var y = top + 0.5
        table.handle(.down(Point(x: x, y: y)))
        wait(table.configuration.longPressDuration)
        let target = ((try? table.yOfRow(at: destination)) ?? top) + 0.5
        while y < target {
            y = min(target, y + 0.25)
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: x, y: y)))
        }
        table.handle(.up(velocity: .zero))
    }

    /// Lets time pass, frame by frame, so animations end and their completions run.
    func wait(_ duration: Duration) {
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(by: min(.milliseconds(16), end - clock.now))
            table.tick()
        }
    }

    /// An event as one indented line: `    trigger firstLeft row 0 at 160 ms`.
    static func describe(_ event: TableEvent<Int>) -> String {
        let (seconds, attoseconds) = event.time.components
        return "    \(event) at \(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    /// The subjects, top to bottom, or the placeholder when the table shows it.
    var summary: String {
        if table.isShowingPlaceholder {
            return "[\(table.placeholder.title)]"
        }
        return table.rows.map(\.subject).joined(separator: " | ")
    }
}
