import Testing
import GestureTable

/// The closures a step asks (swipeActions, canMoveRow, canMoveRowTo, canMoveRowIntoSection,
/// heightOfRow) may read the table but not change it while the step runs: a verb they call
/// throws `invalidState` and changes nothing, and a setting or a pointer event they send waits
/// for the step to end, then applies.
@Suite("Changes sent while a step runs")
struct ChangesDuringAStepTests {
    static func table(_ count: Int = 4) throws -> (GestureTable<Mail>, VirtualClock) {
        let clock = VirtualClock()
        let rows = (0..<count).map { Mail(id: $0, subject: "Mail \($0)") }
        return (try GestureTable(rows: rows, width: 100, clock: clock), clock)
    }

    /// A row's actions: Archive on the right.
    static func actions() -> SwipeActions<Mail> {
        let archive = try? SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { triggered in
            try triggered.replace()
        }
        return archive.flatMap { try? SwipeActions(firstRight: $0) } ?? .none
    }

    @Test("a verb called from swipeActions throws invalidState and changes nothing; the swipe goes on")
    func verbFromSwipeActions() throws {
        let (table, clock) = try Self.table()
        nonisolated(unsafe) var thrown: GestureTableError?
        table.swipeActions = { [unowned table] _ in
            do throws(GestureTableError) { try table.deleteRow(at: 3) } catch { thrown = error }
            return Self.actions()
        }
        table.handle(.down(Point(x: 80, y: 0.5)))
        clock.advance(by: .milliseconds(8))
        table.handle(.moved(Point(x: 50, y: 0.5)))
        #expect(thrown?.code == .invalidState)
        #expect(table.count == 4)
        #expect(try table.phase(ofRowAt: 0) == .dragging)
    }

    @Test("a batch from canMoveRow changes nothing: each verb in it throws")
    func batchFromCanMoveRow() throws {
        let (table, _) = try Self.table()
        nonisolated(unsafe) var failures = 0
        table.canMoveRow = { [unowned table] _ in
            do {
                try table.performBatchUpdates { () throws(GestureTableError) in
                    try table.deleteRow(at: 0)
                }
            } catch {
                failures += 1
            }
            return true
        }
        try table.liftRow(at: 1)
        #expect(failures == 1)
        #expect(table.count == 4)
        #expect(table.liftedRowIndex == 1)
    }

    @Test("a setting changed from canMoveRow applies once the step has ended")
    func settingFromCanMoveRow() throws {
        let (table, _) = try Self.table(40)
        nonisolated(unsafe) var seenDuringStep: Double?
        table.canMoveRow = { [unowned table] _ in
            table.viewportHeight = 5
            seenDuringStep = table.viewportHeight
            return true
        }
        try table.liftRow(at: 1)
        #expect(seenDuringStep == 16)  // not yet: the step was running
        #expect(table.viewportHeight == 5)
        #expect(table.isReordering)
    }

    @Test("closures replaced from inside a step take effect for the next gesture", arguments: [false, true])
    func closuresReplacedDuringStep(fromHeights: Bool) throws {
        let (table, clock) = try Self.table()
        nonisolated(unsafe) var asked = 0
        let replace = { [unowned table] in
            table.swipeActions = { _ in
                asked += 1
                return Self.actions()
            }
        }
        if fromHeights {
            table.heightOfRow = { _ in replace(); return 1 }
            try table.insertRow(Mail(id: 9, subject: "new"), at: 0, animation: .none)
        } else {
            table.swipeActions = { _ in replace(); return .none }
            table.handle(.down(Point(x: 80, y: 0.5)))
            table.handle(.up(velocity: .zero))
        }
        #expect(asked == 0)
        clock.advance(by: .milliseconds(8))
        table.handle(.down(Point(x: 80, y: 1.5)))
        table.handle(.moved(Point(x: 50, y: 1.5)))
        #expect(asked == 1)
    }

    @Test("a pointer event sent from heightOfRow is handled after the insertion")
    func pointerEventFromHeights() throws {
        let (table, _) = try Self.table()
        nonisolated(unsafe) var sent = false
        table.heightOfRow = { [unowned table] row in
            if row.id == 9, !sent {
                sent = true
                table.handle(.down(Point(x: 50, y: 0.5)))
                #expect(!table.isReordering && table.pointerVelocity == nil)  // not yet down
            }
            return 1
        }
        try table.insertRow(Mail(id: 9, subject: "new"), at: 0, animation: .none)
        #expect(sent)
        #expect(table.pointerVelocity != nil)  // down now
        #expect(table.count == 5)
    }

    @Test("reading nextDeadline from a closure mid-step changes nothing")
    func deadlineReadMidStep() throws {
        let (table, clock) = try Self.table()
        try table.deleteRow(at: 3, animation: .fade)
        nonisolated(unsafe) var seen: Duration?
        table.swipeActions = { [unowned table] _ in
            seen = table.nextDeadline
            return .none
        }
        table.handle(.down(Point(x: 80, y: 0.5)))
        table.handle(.moved(Point(x: 50, y: 0.5)))
        #expect(seen != nil)
        #expect(table.nextDeadline == seen)
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.nextDeadline == nil)
    }
}
