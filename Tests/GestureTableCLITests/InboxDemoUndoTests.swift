import GestureTable
@testable import GestureTableCLI
import GestureTableTerminal
import Testing
import TestSupport

/// `u` and `U` are the table's own undo and redo, one step a press: a group move, a snooze
/// (a push-and-delete and an insert, one batch) and an archive are each one change that one
/// `u` takes back, and the status line says what the table undid.
@Suite("Inbox demo: undo and redo are the table's")
struct InboxDemoUndoTests {
    /// The screen line of the first line of the row at `index`, on a screen with the table
    /// from line 1.
    static func line(ofRowAt index: Int, in driver: DemoDriver) throws -> Int {
        driver.model.tableTop + Int(try driver.model.table.yOfRow(at: index).rounded())
    }

    /// Enters edit mode and checks the rows at `indexes` (ascending) with the keys, the focus
    /// starting on row 0.
    static func check(_ indexes: [Int], in driver: DemoDriver) {
        driver.key(.character("e"))
        var focus = driver.model.recognizer.selectedIndex ?? 0
        for index in indexes {
            while focus < index {
                driver.key(.down)
                focus += 1
            }
            while focus > index {
                driver.key(.up)
                focus -= 1
            }
            driver.key(.character(" "))
        }
    }

    /// Holds the mouse still on the row at `index` until it lifts, drags it `lines` screen lines
    /// (down when positive, within the screen) one line at a time, and lets go.
    static func longPressDrag(rowAt index: Int, by lines: Int, in driver: DemoDriver, check: (() throws -> Void)? = nil) throws {
        let start = try line(ofRowAt: index, in: driver)
        let end = min(max(start + lines, 0), driver.model.lines - 1)
        driver.mouse(.press, column: 30, line: start)
        driver.advance(600)
        var current = start
        while current != end {
            current += lines > 0 ? 1 : -1
            driver.advance(40)
            driver.mouse(.drag, column: 30, line: current)
        }
        try check?()
        driver.advance(100)
        driver.mouse(.release, column: 30, line: current)
        driver.advance(1000)
    }

    @Test("Two checked rows lifted by a long press move together, say so, and one u takes them back; U moves them again")
    func groupMove() throws {
        let driver = try DemoDriver()
        let before = driver.subjects
        Self.check([0, 2], in: driver)
        #expect(driver.model.table.selectedRowIndexes == [0, 2])
        try Self.longPressDrag(rowAt: 2, by: 6, in: driver) {
            #expect(driver.model.table.liftedGroupRowIDs == [before[0], before[2]].map { subject in
                InboxMessage.samples.first { $0.subject == subject }?.id ?? -1
            })
            #expect(driver.status.hasPrefix(" Moving 2 messages"), "\(driver.status)")
            // The row carried with the lifted one waits in its place, faded and marked.
            #expect(driver.screen[2].hasPrefix("≡✓"), "\(driver.screen[2])")
        }
        let after = driver.subjects
        #expect(after != before)
        let first = try #require(after.firstIndex(of: before[0]))
        #expect(after[first + 1] == before[2], "the group sits together, in its order: \(after)")
        #expect(after.filter { $0 != before[0] && $0 != before[2] } == before.filter { $0 != before[0] && $0 != before[2] })
        #expect(driver.status.hasPrefix(" Moved 2 messages to "), "\(driver.status)")
        #expect(!driver.screen.contains { $0.hasPrefix("≡") }, "nothing is drawn carried after the drop")
        #expect(driver.model.table.undoActionName == "Move 2 Rows")

        driver.key(.character("u"))
        #expect(driver.subjects == before)
        #expect(driver.status == " Undone: Move 2 Rows")
        #expect(!driver.model.table.canUndo)
        driver.key(.character("U"))
        #expect(driver.subjects == after)
        #expect(driver.status == " Redone: Move 2 Rows")
        driver.key(.character("u"))
        driver.key(.character("u"))
        #expect(driver.subjects == before)
        #expect(driver.status == " Nothing to undo")
    }

    @Test("An archive, then a group move: u takes back the move, then the archive")
    func archiveThenGroupMove() throws {
        let driver = try DemoDriver()
        let original = driver.subjects
        driver.keys(.left, .enter)
        driver.advance(1000)
        let archived = driver.subjects
        #expect(archived == Array(original.dropFirst()))
        Self.check([1, 3], in: driver)
        try Self.longPressDrag(rowAt: 1, by: 8, in: driver)
        #expect(driver.subjects != archived)
        #expect(driver.status.hasPrefix(" Moved 2 messages"), "\(driver.status)")
        driver.key(.character("u"))
        #expect(driver.subjects == archived)
        #expect(driver.status == " Undone: Move 2 Rows")
        driver.advance(1000)
        driver.key(.character("u"))
        #expect(driver.subjects == original)
        #expect(driver.status == " Undone: Archive “Notes on the Analytical Engine”")
        driver.key(.character("u"))
        #expect(driver.status == " Nothing to undo")
    }

    @Test("A snooze is one step: one u brings the row back where it was, one U sends it to the end again")
    func snoozeIsOneStep() throws {
        let driver = try DemoDriver()
        let original = driver.subjects
        driver.keys(.right, .right, .enter)
        driver.advance(1000)
        let snoozed = Array(original.dropFirst()) + [original[0]]
        #expect(driver.subjects == snoozed)
        #expect(driver.status == " Snoozed “Notes on the Analytical Engine” · Undo (u), 4 s left")
        #expect(driver.model.table.undoActionName == "Snooze")
        driver.key(.character("u"))
        #expect(driver.subjects == original)
        #expect(driver.status == " Undone: Snooze “Notes on the Analytical Engine”")
        #expect(!driver.model.table.canUndo)
        #expect(driver.model.recognizer.selectedIndex == 0, "the row brought back is selected")
        driver.advance(1000)
        driver.key(.character("U"))
        #expect(driver.subjects == snoozed)
        #expect(driver.status == " Redone: Snooze “Notes on the Analytical Engine”")
    }

    @Test("A random session of swipes, snoozes, lifts, group moves, undo and redo agrees with one step a change",
          arguments: [UInt64](1...6), [3, 64])
    func randomSession(seed: UInt64, limit: Int) throws {
        var random = SplitMix64(seed: seed)
        let driver = try DemoDriver()
        driver.model.table.configuration.undoLimit = limit
        // The rows as a change leaves them: a move across a header keeps the order but changes
        // the row's section.
        func rows() -> [String] {
            driver.model.table.rows.indices.map { index in
                "\((try? driver.model.table.indexPath(forRowAt: index).section) ?? -1) \(driver.model.table.rows[index].subject)"
            }
        }
        let start = rows()
        // The reference: the rows before each change `u` can take back, newest last, and the
        // rows before each change `u` took back, for `U`.
        var undoable: [[String]] = []
        var redoable: [[String]] = []
        var changes = 0
        func noteChange(from before: [String]) {
            undoable.append(before)
            if undoable.count > limit { undoable.removeFirst() }
            redoable.removeAll()
            changes += 1
        }
        for step in 0..<60 {
            let before = rows()
            let context = "seed \(seed), step \(step)"
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                // A swipe by the keys: Archive or Delete, Mark read or Snooze, released.
                let index = Int.random(in: 0..<min(6, driver.model.table.count), using: &random)
                driver.model.recognizer.selectRow(at: index)
                let key: TerminalKey = Bool.random(using: &random) ? .left : .right
                for _ in 0..<Int.random(in: 1...2, using: &random) { driver.key(key) }
                driver.key(.enter)
                driver.advance(1000)
                // Mark read changes no row; a snooze of the last row changes none of the order.
                if rows() != before || driver.status.hasPrefix(" Snoozed") { noteChange(from: before) }
            case 2:
                // A lift by the keys, moved and dropped.
                driver.model.recognizer.selectRow(at: Int.random(in: 0..<min(6, driver.model.table.count), using: &random))
                driver.key(.character(" "))
                for _ in 0..<Int.random(in: 0...3, using: &random) { driver.key(Bool.random(using: &random) ? .down : .up) }
                driver.key(.character(" "))
                driver.advance(500)
                if rows() != before { noteChange(from: before) }
            case 3:
                // A group move: two or three rows checked in edit mode, one long-pressed and dragged.
                guard driver.model.table.count > 4 else { continue }
                driver.model.recognizer.selectRow(at: 0)
                let picked = Set((0..<3).map { _ in Int.random(in: 0..<5, using: &random) }).sorted()
                Self.check(picked, in: driver)
                let lifted = picked[Int.random(in: 0..<picked.count, using: &random)]
                try Self.longPressDrag(rowAt: lifted, by: Int.random(in: -4...8, using: &random), in: driver)
                if rows() != before {
                    noteChange(from: before)
                    if picked.count > 1 {
                        #expect(driver.status.hasPrefix(" Moved \(picked.count) messages"), "\(context): \(driver.status)")
                    }
                }
                driver.key(.character("e"))
            case 4, 5:
                let couldUndo = driver.model.table.canUndo
                #expect(couldUndo == !undoable.isEmpty, "\(context)")
                driver.key(.character("u"))
                driver.advance(1000)
                if couldUndo {
                    #expect(!driver.status.hasPrefix(" Nothing"), "\(context): \(driver.status)")
                    #expect(driver.status.hasPrefix(" Undone: "), "\(context): \(driver.status)")
                } else {
                    #expect(driver.status.hasPrefix(" Nothing"), "\(context): \(driver.status)")
                }
                if let undone = undoable.popLast() {
                    #expect(rows() == undone, "\(context)")
                    redoable.append(before)
                }
            case 6:
                let couldRedo = driver.model.table.canRedo
                #expect(couldRedo == !redoable.isEmpty, "\(context)")
                driver.key(.character("U"))
                driver.advance(1000)
                if let undone = redoable.popLast() {
                    #expect(driver.status.hasPrefix(" Redone: "), "\(context): \(driver.status)")
                    #expect(rows() == undone, "\(context)")
                    undoable.append(before)
                } else {
                    #expect(driver.status == " Nothing to redo", "\(context)")
                }
            default:
                driver.advance(Int.random(in: 0...700, using: &random))
            }
        }
        // Undo all the way: every change the limit holds comes back, and then `u` says why not.
        while let undone = undoable.popLast() {
            #expect(driver.model.table.canUndo)
            driver.key(.character("u"))
            driver.advance(1000)
            #expect(rows() == undone, "seed \(seed)")
        }
        #expect(!driver.model.table.canUndo)
        driver.key(.character("u"))
        #expect(driver.status.hasPrefix(" Nothing"), "seed \(seed): \(driver.status)")
        if changes <= limit { #expect(rows() == start, "seed \(seed)") }
    }
}
