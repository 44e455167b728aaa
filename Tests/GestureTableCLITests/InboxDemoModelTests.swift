import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// The demo's model on a virtual clock at 80x24: input events in, frames out.
final class DemoDriver {
    let clock = VirtualClock()
    let model: InboxDemoModel

    init(columns: Int = 80, lines: Int = 24, usesColor: Bool = false, messages: [InboxMessage] = InboxMessage.samples) throws {
        model = try InboxDemoModel(clock: clock, columns: columns, lines: lines, usesColor: usesColor, messages: messages)
    }

    /// The screen as plain text, one string per line, trailing spaces removed.
    var screen: [String] {
        FrameWriter.plainText(model.frame()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var status: String { screen[22] }
    var subjects: [String] { model.table.rows.map(\.subject) }

    func send(_ event: InputEvent) {
        model.handle(event)
        model.table.tick()
    }

    func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) {
        send(.key(key, modifiers: modifiers))
    }

    /// Presses keys one after another, without modifiers.
    func keys(_ keys: TerminalKey...) {
        for key in keys { send(.key(key, modifiers: [])) }
    }

    func mouse(_ kind: MouseEvent.Kind, column: Int, line: Int) {
        send(.mouse(MouseEvent(kind: kind, button: .left, column: column, row: line)))
    }

    /// Presses on a screen line and drags horizontally one cell at a time, holding.
    func drag(line: Int, from start: Int, to end: Int) {
        mouse(.press, column: start, line: line)
        for column in stride(from: start, through: end, by: end < start ? -1 : 1) where column != start {
            mouse(.drag, column: column, line: line)
        }
    }

    func release(line: Int, column: Int) {
        advance(200)
        mouse(.release, column: column, line: line)
    }

    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        model.table.tick()
    }
}

@Suite("Inbox demo: screen")
struct InboxDemoScreenTests {
    @Test("at 80x24 the screen shows the title, the Today header and two-line messages, the status and the help")
    func firstScreen() throws {
        let driver = try DemoDriver()
        let screen = driver.screen
        #expect(screen.count == 24)
        #expect(screen[0] == " Inbox                                                  30 messages · 20 unread")
        #expect(screen[1] == " Today")
        #expect(screen[2] == "▸ ● Ada Lovelace                                                          17:42")
        #expect(screen[3] == "    Notes on the Analytical Engine  The engine weaves algebraic patterns")
        #expect(screen[6] == "    Alan Turing                                                           15:42")
        #expect(screen[18] == " Yesterday")
        #expect(screen[21] == "  ● Edsger Dijkstra                                                       17:15")
        #expect(screen[22] == " Drag a row left or right, or hold it to reorder.")
        #expect(screen[23].hasPrefix(" ←→ swipe  ⏎ open/release  ↑↓ select  space move  u/U undo/redo  e edit  q quit"))
        #expect(driver.model.table.viewportHeight == 21)
        #expect(driver.model.table.width == 80)
    }

    @Test("the help line shows whole hints only: the longest that fits the width", arguments: [
        (columns: 120, ends: "hold to move"), (columns: 100, ends: "mouse: drag, hold"), (columns: 80, ends: "q quit"),
        (columns: 60, ends: "u undo  q quit"), (columns: 40, ends: "u undo  q quit"), (columns: 20, ends: "q quit"),
    ])
    func helpFitsTheWidth(columns: Int, ends: String) throws {
        let driver = try DemoDriver(columns: columns, lines: 24)
        let help = driver.screen[23].trimmingCharacters(in: .whitespaces)
        #expect(help.hasSuffix(ends))
        #expect(InboxDemoModel.helps.contains(" " + help))
        #expect(terminalWidth(of: " " + help) <= columns)
    }

    @Test("mid-swipe, the row slides left over the green area with the icon at its edge")
    func midSwipeFrame() throws {
        let driver = try DemoDriver()
        driver.drag(line: 4, from: 60, to: 45)
        #expect(driver.screen[4].hasSuffix("16:05 ▒✓ Archive▒▒▒▒▒"))
        #expect(driver.screen[5].hasSuffix("first actual bug      ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒"), "both lines move as one")
        #expect(driver.status == " Archive “Found a moth in relay 70” — release to confirm, Esc cancels")
        driver.model.usesColor = true
        let cell = driver.model.frame()[x: 70, y: 5]
        #expect(cell?.style.background == .rgb(red: 85, green: 213, blue: 80))
    }

    @Test("below the first fraction the area is dim with the icon, and the status says how far to go")
    func belowFraction() throws {
        let driver = try DemoDriver()
        driver.drag(line: 5, from: 60, to: 53)
        #expect(driver.screen[4].hasSuffix("16:05 ░✓░░░░░"))
        #expect(driver.status == " Drag “Found a moth in relay 70” left: Archive past 12 %, Delete past 30 %")
    }

    @Test("a long status loses its middle, not its end, on a narrow screen")
    func longStatus() throws {
        let driver = try DemoDriver()
        driver.key(.down)
        driver.key(.down)
        driver.key(.left)
        #expect(driver.status == " Archive “Can machines think? Draft attached” — release to confirm, Esc cancels")
        driver.key(.left)
        #expect(driver.status == " Delete “Can machines think? Draft attached” — release to confirm, Esc cancels")
        driver.model.resize(columns: 30, lines: 10)
        #expect(driver.screen[8] == " Delete “Can machin…attached”")
        #expect(InboxDemoModel.fitted("abc", width: 0) == "")
        #expect(InboxDemoModel.fitted("漢字漢字", width: 4) == "漢…")
    }

    @Test("a narrow, short screen lays out again and never traps")
    func resize() throws {
        let driver = try DemoDriver()
        driver.model.resize(columns: 40, lines: 10)
        #expect(driver.model.table.width == 40)
        #expect(driver.model.table.viewportHeight == 7)
        #expect(driver.model.recognizer.areaHeight == 7)
        #expect(driver.screen.count == 10)
        #expect(driver.screen[0] == " Inbox          30 messages · 20 unread")
        for (columns, lines) in [(1, 1), (3, 2), (80, 3), (0, 0), (200, 60)] {
            driver.model.resize(columns: columns, lines: lines)
            driver.key(.down)
            driver.mouse(.press, column: 0, line: 0)
            driver.mouse(.release, column: 0, line: 0)
            #expect(driver.model.frame().height == max(1, lines))
        }
    }
}

@Suite("Inbox demo: actions")
struct InboxDemoActionTests {
    @Test("a drag far left deletes the message and says so; u brings it back where it was")
    func deleteAndUndo() throws {
        let driver = try DemoDriver()
        driver.drag(line: 7, from: 70, to: 5)
        #expect(driver.status.hasPrefix(" Delete “Can machines think? Draft attached”"))
        driver.release(line: 7, column: 5)
        driver.advance(1000)
        #expect(!driver.subjects.contains("Can machines think? Draft attached"))
        #expect(driver.status == " Deleted “Can machines think? Draft attached” · Undo (u), 4 s left")
        #expect(driver.screen[0].hasSuffix("29 messages · 20 unread"))
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects[2] == "Can machines think? Draft attached")
        #expect(driver.status == " Undone: Delete “Can machines think? Draft attached”")
        #expect(driver.model.recognizer.selectedIndex == 2)
        #expect(driver.screen[6] == "▸   Alan Turing                                                           15:42")
    }

    @Test("a drag past the first fraction archives; the unread count follows")
    func archive() throws {
        let driver = try DemoDriver()
        driver.drag(line: 2, from: 60, to: 45)
        driver.release(line: 2, column: 45)
        driver.advance(1000)
        #expect(driver.subjects.first == "Found a moth in relay 70")
        #expect(driver.status == " Archived “Notes on the Analytical Engine” · Undo (u), 4 s left")
        #expect(driver.screen[0].hasSuffix("29 messages · 19 unread"))
    }

    @Test("a drag right past the first fraction and back below fires nothing")
    func pastAndBack() throws {
        let driver = try DemoDriver()
        driver.drag(line: 3, from: 10, to: 30)
        #expect(driver.status.hasPrefix(" Mark read “Notes on the Analytical Engine”"))
        for column in stride(from: 29, through: 17, by: -1) { driver.mouse(.drag, column: column, line: 3) }
        #expect(driver.status == " Drag “Notes on the…lytical Engine” right: Mark read past 12 %, Snooze past 30 %")
        driver.release(line: 3, column: 17)
        driver.advance(1000)
        #expect(driver.subjects.count == 30)
        #expect(driver.screen[2] == "▸ ● Ada Lovelace                                                          17:42")
        #expect(!driver.model.table.canUndo)
    }

    @Test("mark read toggles the dot, and mark unread puts it back")
    func markRead() throws {
        let driver = try DemoDriver()
        driver.key(.right)
        driver.key(.enter)
        driver.advance(1000)
        #expect(driver.screen[2] == "▸   Ada Lovelace                                                          17:42")
        #expect(driver.status == " Marked “Notes on the Analytical Engine” as read")
        #expect(driver.screen[0].hasSuffix("30 messages · 19 unread"))
        driver.key(.right)
        #expect(driver.status.hasPrefix(" Mark unread"))
        driver.key(.enter)
        driver.advance(1000)
        #expect(driver.screen[2] == "▸ ● Ada Lovelace                                                          17:42")
    }

    @Test("snooze moves the message to the end; one u puts it back")
    func snooze() throws {
        let driver = try DemoDriver()
        driver.key(.right)
        driver.key(.right)
        #expect(driver.status.hasPrefix(" Snooze “Notes on the Analytical Engine”"))
        driver.key(.enter)
        driver.advance(1000)
        #expect(driver.subjects.count == 30)
        #expect(driver.subjects.last == "Notes on the Analytical Engine")
        #expect(driver.subjects.first == "Found a moth in relay 70")
        #expect(driver.model.recognizer.selectedIndex == 0)
        #expect(driver.screen[0].hasSuffix("30 messages · 20 unread"))
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects == InboxMessage.samples.map(\.subject))
        #expect(driver.status == " Undone: Snooze “Notes on the Analytical Engine”")
    }

    @Test("U does again what u took back, a snooze as one change; a new change ends what U can do")
    func redo() throws {
        let driver = try DemoDriver()
        driver.key(.character("U"), [.shift])
        #expect(driver.status == " Nothing to redo")
        driver.keys(.right, .right, .enter)
        driver.advance(1000)
        let snoozed = driver.subjects
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects == InboxMessage.samples.map(\.subject))
        driver.key(.character("U"), [.shift])
        driver.advance(1000)
        #expect(driver.subjects == snoozed)
        #expect(driver.status == " Redone: Snooze “Notes on the Analytical Engine”")
        #expect(driver.screen[0].hasSuffix("30 messages · 20 unread"))
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects == InboxMessage.samples.map(\.subject))
        // Deleting another message is a new change: nothing is left to redo.
        driver.drag(line: 7, from: 70, to: 5)
        driver.release(line: 7, column: 5)
        driver.advance(1000)
        driver.key(.character("U"))
        #expect(driver.status == " Nothing to redo")
    }

    @Test("a long press then a drag reorders; u moves it back")
    func reorder() throws {
        let driver = try DemoDriver()
        driver.mouse(.press, column: 30, line: 2)
        driver.advance(500)
        // Held still, the row's menu opens; a drag past a cell closes it and lifts the row.
        #expect(driver.model.table.presentedContextMenu != nil)
        driver.mouse(.drag, column: 30, line: 4)
        #expect(driver.screen[4].hasPrefix("≡ ● Ada Lovelace"))
        #expect(driver.screen[5].hasPrefix("    Notes on the Analytical Engine"))
        #expect(driver.status.hasPrefix(" Moving “Notes on the Analytical Engine”"))
        for line in 5...8 { driver.mouse(.drag, column: 30, line: line) }
        driver.mouse(.release, column: 30, line: 8)
        #expect(driver.subjects[3] == "Notes on the Analytical Engine")
        #expect(driver.status == " Moved “Notes on the Analytical Engine” to Today, position 4 — u to undo")
        driver.key(.character("u"))
        #expect(driver.subjects[0] == "Notes on the Analytical Engine")
        #expect(driver.status == " Undone: Move “Notes on the Analytical Engine”")
    }

    @Test("a lift dropped in place or cancelled says so")
    func liftWithoutMove() throws {
        let driver = try DemoDriver()
        driver.key(.character(" "))
        driver.key(.character(" "))
        #expect(driver.status == " Left in place")
        driver.key(.character(" "))
        driver.key(.down)
        driver.key(.escape)
        #expect(driver.status == " Move cancelled")
        #expect(driver.subjects == InboxMessage.samples.map(\.subject))
    }

    @Test("after every message is gone the placeholder shows; u brings the last one back")
    func inboxZero() throws {
        let driver = try DemoDriver()
        for _ in 0..<30 {
            driver.key(.left)
            driver.key(.left)
            driver.key(.enter)
            driver.advance(1000)
        }
        #expect(driver.model.table.count == 0)
        let screen = driver.screen
        #expect(screen[10] == "                                   Inbox zero")
        #expect(screen[11] == "                                Press u to undo")
        #expect(screen[0].hasSuffix("0 messages · 0 unread"))
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects == ["Hints for computer system design"])
        #expect(driver.screen[1...3] == [" Today", " Yesterday", " Earlier"], "empty sections keep their headers")
        #expect(driver.screen[4] == "▸   Butler Lampson                                                          Mon")
    }

    @Test("u with nothing to undo says so")
    func nothingToUndo() throws {
        let driver = try DemoDriver()
        driver.key(.character("u"))
        #expect(driver.status == " Nothing to undo")
    }

    @Test("Enter with nothing in hand shows the selected message; Esc goes back to the list")
    func enterOpensMessage() throws {
        let driver = try DemoDriver()
        driver.key(.down)
        driver.key(.enter)
        #expect(driver.model.table.selectedRowIndex == 1)
        #expect(driver.screen[1].contains("From: Grace Hopper"))
        #expect(driver.screen.contains { $0.contains("Subject: Found a moth in relay 70") })
        #expect(driver.screen.last?.contains("Esc or q: back to the inbox") == true)
        driver.key(.character("q"))
        #expect(driver.model.exitStatus == nil)
        #expect(driver.model.readingID == nil)
        #expect(driver.screen[0].hasPrefix(" Inbox"))
        #expect(driver.model.table.selectedRowIndex == 1)
    }

    @Test("A click on a row at rest shows its message; a click goes back")
    func clickOpensMessage() throws {
        let driver = try DemoDriver()
        let line = driver.screen.firstIndex { $0.contains("Alan Turing") } ?? 0
        driver.send(.mouse(MouseEvent(kind: .press, button: .left, column: 30, row: line)))
        driver.advance(60)
        driver.send(.mouse(MouseEvent(kind: .release, button: .left, column: 30, row: line)))
        #expect(driver.screen[1].contains("From: Alan Turing"))
        driver.send(.mouse(MouseEvent(kind: .press, button: .left, column: 30, row: 5)))
        #expect(driver.model.readingID == nil)
    }

    @Test("q quits with 0, Ctrl-C with 130")
    func quit() throws {
        let driver = try DemoDriver()
        #expect(driver.model.exitStatus == nil)
        driver.key(.character("q"))
        #expect(driver.model.exitStatus == 0)
        let other = try DemoDriver()
        other.key(.control("c"))
        #expect(other.model.exitStatus == 130)
    }
}

@Suite("Inbox demo: command line")
struct InboxDemoCommandLineTests {
    @Test("--help, --no-color, --reduced-motion, and usage errors for anything else")
    func parse() {
        #expect(InboxDemo.parse([]) == .run(InboxDemo.Options()))
        #expect(InboxDemo.parse(["--no-color"]) == .run(InboxDemo.Options(usesColor: false)))
        #expect(InboxDemo.parse(["--reduced-motion"]) == .run(InboxDemo.Options(reducesMotion: true)))
        #expect(InboxDemo.parse(["--reduced-motion", "--no-color"]) == .run(InboxDemo.Options(usesColor: false, reducesMotion: true)))
        #expect(InboxDemo.parse(["--record", "s.gts"]) == .run(InboxDemo.Options(recordPath: "s.gts")))
        #expect(InboxDemo.parse(["--force", "--record", "s.gts"])
            == .run(InboxDemo.Options(recordPath: "s.gts", replacesRecording: true)))
        #expect(InboxDemo.parse(["--record"]) == .usageError("--record needs a file name, such as --record session.gts"))
        #expect(InboxDemo.parse(["--force"]) == .usageError("--force only applies to --record FILE"))
        #expect(InboxDemo.parse(["--record", "a", "--record", "b"]) == .usageError("--record is given twice"))
        #expect(InboxDemo.parse(["--help"]) == .help)
        #expect(InboxDemo.parse(["-h", "--bogus"]) == .help)
        #expect(InboxDemo.parse(["--bogus"]) == .usageError("unknown option '--bogus'"))
        #expect(InboxDemo.parse(["inbox"]) == .usageError("unexpected argument 'inbox'"))
    }

    @Test("--reduced-motion gives the demo's table reduced motion: a deletion is over at once")
    func reducedMotion() throws {
        for reducesMotion in [false, true] {
            let clock = VirtualClock()
            let model = try InboxDemo.makeModel(clock: clock, columns: 60, lines: 20, colorLevel: .none, reducesMotion: reducesMotion)
            #expect(model.table.configuration.reducesMotion == reducesMotion)
            try model.table.deleteRow(at: 0)
            clock.advance(by: .milliseconds(1))
            model.table.tick()
            #expect(model.table.isAnimating == !reducesMotion)
        }
    }

    @Test("an unknown option returns exit status 2 before touching the terminal")
    func unknownOption() throws {
        #expect(try InboxDemo.run(arguments: ["--frobnicate"]) == 2)
    }

    @Test("the usage names every binding and the exit statuses")
    func usage() {
        for word in [
            "Archive", "Delete", "Mark read", "Snooze", "Space", "u undo", "U redo", "q quit", "130", "143", "--no-color",
            "[--reduced-motion]", "--reduced-motion   Leave motion out",
        ] {
            #expect(InboxDemo.usage.contains(word), "missing \(word)")
        }
    }
}
