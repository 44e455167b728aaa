@testable import GestureTableCLI
import GestureTable
import Testing

/// The demo's undo window: a snackbar on the status line for the newest change waiting to be
/// committed, counting down its 5 s; `u` takes the change back; it goes when the window closes.
@Suite("The demo's snackbar")
struct InboxDemoSnackbarTests {
    @Test("An archive shows the snackbar with the time left, which counts down and goes after 5 s")
    func countsDown() throws {
        let driver = try DemoDriver()
        var committed: [RowChange<InboxMessage>] = []
        driver.model.table.onCommit = { committed.append($0) }
        driver.drag(line: 2, from: 60, to: 45)
        driver.release(line: 2, column: 45)
        driver.advance(100)
        #expect(driver.status == " Archived “Notes on the Analytical Engine” · Undo (u), 5 s left")
        #expect(driver.model.nextDeadline.map { $0 <= driver.clock.now + .seconds(1) } == true, "the loop wakes for the next second")
        driver.advance(3_000)
        #expect(driver.status == " Archived “Notes on the Analytical Engine” · Undo (u), 2 s left")
        #expect(committed.isEmpty)
        driver.advance(2_000)
        #expect(committed.count == 1, "committed once the window closed")
        #expect(driver.status == " Archived “Notes on the Analytical Engine” — u to undo")
        #expect(driver.model.nextSnackbarDeadline == nil)
    }

    @Test("u inside the window takes the archive back: nothing is committed")
    func undoTakesItBack() throws {
        let driver = try DemoDriver()
        var committed: [RowChange<InboxMessage>] = []
        driver.model.table.onCommit = { committed.append($0) }
        driver.drag(line: 2, from: 60, to: 45)
        driver.release(line: 2, column: 45)
        driver.advance(1_000)
        driver.key(.character("u"))
        driver.advance(10_000)
        #expect(driver.subjects.first == "Notes on the Analytical Engine")
        #expect(driver.status == " Undone: Archive “Notes on the Analytical Engine”")
        #expect(committed.isEmpty)
        #expect(driver.model.table.pendingCommits.isEmpty)
    }
}
