import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// The status line answers the last input: what `u` took back, what Esc put back, a refusal the
/// moment it happens and never after; and a message wider than the screen keeps its outcome
/// and the row's subject, losing its hints first.
@Suite("Inbox demo: status line")
struct InboxDemoStatusTests {
    static let initialStatus = " Drag a row left or right, or hold it to reorder."

    @Test("After u takes a move back, the next u takes back the change before it and says so")
    func undoAfterUndoneMove() throws {
        let driver = try DemoDriver()
        driver.keys(.left, .enter)
        driver.advance(1000)
        #expect(driver.status == " Archived “Notes on the Analytical Engine” · Undo (u), 4 s left")
        driver.keys(.character(" "), .down, .character(" "))
        #expect(driver.status == " Moved “Found a moth in relay 70” to Today, position 2 — u to undo")
        driver.key(.character("u"))
        #expect(driver.status == " Undone: Move “Found a moth in relay 70”")
        #expect(driver.model.table.undoActionName == "Archive", "taking the move back is not a change to undo")
        driver.key(.character("u"))
        driver.advance(1000)
        #expect(driver.subjects == InboxMessage.samples.map(\.subject))
        #expect(driver.status == " Undone: Archive “Notes on the Analytical Engine”")
        #expect(driver.model.recognizer.selectedIndex == 0, "the row brought back is selected")
        driver.key(.character("u"))
        #expect(driver.status == " Nothing to undo")
    }

    @Test("Esc says what it put back, and clears the status line when there was nothing to cancel")
    func escapeSaysWhatItDid() throws {
        let driver = try DemoDriver()
        driver.key(.left)
        driver.key(.escape)
        #expect(driver.status == " Put “Notes on the Analytical Engine” back")
        driver.key(.escape)
        #expect(driver.status == "")
        driver.key(.character("u"))
        #expect(driver.status == " Nothing to undo")
        driver.key(.escape)
        #expect(driver.status == "")
        driver.drag(line: 4, from: 60, to: 50)
        driver.key(.escape)
        #expect(driver.status == " Put “Found a moth in relay 70” back")
        driver.advance(1000)
        driver.key(.character(" "))
        driver.key(.escape)
        #expect(driver.status == " Move cancelled")
    }

    @Test("No further action that way shows at once, over the highlighted action, and goes with the next key")
    func refusalAtOnce() throws {
        let driver = try DemoDriver(usesColor: true)
        driver.keys(.right, .right)
        #expect(driver.status.hasPrefix(" Snooze “Notes on the Analytical Engine”"))
        driver.key(.right)
        #expect(driver.status == " No further action that way")
        #expect(driver.model.frame()[x: 1, y: 22]?.style == CellStyle(), "a refusal is not drawn in Snooze's color")
        driver.key(.left)
        #expect(driver.status == " Mark read “Notes on the Analytical Engine” — release to confirm, Esc cancels")
        driver.key(.left)
        #expect(driver.status == " Step “Notes on the Analytical Engine” with ← or →; Esc puts it back")
        driver.key(.right)
        driver.key(.escape)
        #expect(driver.status == " Put “Notes on the Analytical Engine” back")
    }

    @Test("A key refused while the mouse holds a row is answered at once, not after the release")
    func refusalUnderTheMouse() throws {
        let driver = try DemoDriver()
        driver.drag(line: 4, from: 30, to: 28)
        driver.key(.character("u"))
        #expect(driver.status == " Release the mouse first")
        driver.mouse(.drag, column: 27, line: 4)
        #expect(driver.status == " Drag “Found a moth in relay 70” left: Archive past 12 %, Delete past 30 %")
        driver.release(line: 4, column: 27)
        #expect(driver.status == Self.initialStatus)
    }

    @Test("At 80 columns a long status keeps its outcome and the row's subject; the hints go first")
    func longStatusAt80Columns() throws {
        let driver = try DemoDriver()
        driver.key(.character(" "))
        #expect(driver.status == " Moving “Notes on the Analytical Engine” — release or Space drops, Esc cancels")
        driver.key(.escape)
        driver.drag(line: 4, from: 60, to: 55)
        #expect(driver.status == " Drag “Found a moth in relay 70” left: Archive past 12 %, Delete past 30 %")
        driver.release(line: 4, column: 55)
        driver.drag(line: 10, from: 60, to: 55)
        #expect(driver.status == " Drag “Re: [PATCH] fix…cheduler again” left: Archive past 12 %, Delete past 30 %")
    }

    @Test("On a narrow screen the subject's middle gives way to …, its start and end stay")
    func narrowStatus() throws {
        let driver = try DemoDriver(columns: 30, lines: 10)
        driver.keys(.down, .down, .left, .left)
        #expect(driver.screen[8] == " Delete “Can machin…attached”")
        driver.model.resize(columns: 12, lines: 10)
        #expect(driver.screen[8] == " Delete “Ca…", "past the subject's shortest, the end is cut")
    }

    @Test("A subject of wide glyphs is elided between glyphs, never through one", arguments: 14...44)
    func wideGlyphs(columns: Int) throws {
        let subject = String(repeating: "漢字", count: 12) + " end"
        let messages = [InboxMessage(id: 0, sender: "李白", subject: subject, isInitiallyRead: false)]
        let driver = try DemoDriver(columns: columns, lines: 10, messages: messages)
        driver.key(.left)
        let status = driver.screen[8]
        #expect(terminalWidth(of: status) <= columns)
        #expect(status.hasPrefix(" Archive “漢"), "\(status)")
        // Drawn whole: no half of a glyph turned into a space at the screen's edge.
        let expected = " " + InboxDemoModel.statusMessage(driver.model.statusContent).fitted(width: columns - 1)
        #expect(status == expected)
        #expect(!status.contains("  "), "no gap where a glyph was halved: \(status)")
    }

    @Test("A message loses its details first, then its subject's middle, then its end; the outcome stays")
    func fittingOrder() {
        let message = StatusMessage("Moved ").subject("Notes on the Analytical Engine").then(" to Today, position 3")
            .detail(" — u to undo")
        #expect(message.fitted(width: 71) == "Moved “Notes on the Analytical Engine” to Today, position 3 — u to undo")
        #expect(message.fitted(width: 70) == "Moved “Notes on the Analytical Engine” to Today, position 3")
        #expect(message.fitted(width: 41) == "Moved “Notes…Engine” to Today, position 3")
        #expect(message.fitted(width: 20) == "Moved “Notes…Engine…")
    }

    @Test("Eliding the middle keeps as much of the start as of the end, in whole characters")
    func elidingMiddle() {
        #expect(StatusMessage.elidingMiddle(of: "Notes on the Analytical Engine", width: 17) == "Notes on…l Engine")
        #expect(StatusMessage.elidingMiddle(of: "漢字漢字漢字漢字", width: 7) == "漢…漢字")
        #expect(StatusMessage.elidingMiddle(of: "漢字漢字漢字漢字", width: 8) == "漢字…字")
        #expect(StatusMessage.elidingMiddle(of: "short", width: 5) == "short")
        #expect(StatusMessage.elidingMiddle(of: "abcdef", width: 2) == "a…")
    }
}
