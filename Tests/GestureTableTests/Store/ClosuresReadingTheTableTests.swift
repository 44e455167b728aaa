import Testing
import GestureTable

/// The app's closures that the table asks while a step runs (actions, whether a row may move,
/// heights) may read the table: the state is never locked against them. (They hold the table
/// `unowned`, as an app's closures should: the table keeps its closures.)
@Suite("Closures that read the table while it works")
struct ClosuresReadingTheTableTests {
    @Test("swipeActions, canMoveRow, canMoveRowTo and heightOfRow read the table mid-step")
    func readMidStep() throws {
        let clock = VirtualClock()
        let rows = (0..<6).map { Mail(id: $0, subject: "Mail \($0)") }
        let table = try GestureTable(rows: rows, width: 100, clock: clock)
        table.viewportHeight = 10
        var reads = 0
        let archive = try SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { triggered in
            try triggered.delete()
        }
        table.swipeActions = { [unowned table] row in
            reads += table.rows.count + (table.index(ofRowWithID: row.id) ?? 0)
            return (try? SwipeActions(firstRight: archive)) ?? .none
        }
        table.canMoveRow = { [unowned table] row in
            reads += table.count
            return table.liftedRowIndex == nil || row.id >= 0
        }
        table.canMoveRowTo = { [unowned table] _, destination in
            reads += table.rows.count
            return destination < table.count
        }
        table.heightOfRow = { [unowned table] row in
            reads += table.rows.count
            return row.id == 0 ? 2 : 1
        }
        // A swipe past Archive, then a long press that lifts and moves a row.
        table.handle(.down(Point(x: 80, y: 2.5)))
        for x in stride(from: 78.0, through: 40, by: -2) {
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: x, y: 2.5)))
        }
        table.handle(.up(velocity: .zero))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.count == 5)
        table.handle(.down(Point(x: 50, y: 3.5)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.isReordering)
        for y in stride(from: 3.5, through: 5.5, by: 0.25) {
            clock.advance(by: .milliseconds(16))
            table.handle(.moved(Point(x: 50, y: y)))
        }
        table.handle(.up(velocity: .zero))
        #expect(!table.isReordering)
        #expect(reads > 0)
    }

    @Test("a pointer event a reading closure sends waits for the step to end, then runs as if sent after it")
    func pointerEventFromAClosureWaits() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<6).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.viewportHeight = 10
        var fired: [Int] = []
        let archive = try SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { triggered in
            fired.append(triggered.row.id)
            try triggered.replace()
        }
        var redirected = false
        table.swipeActions = { [unowned table] row in
            if row.id == 0, !redirected {
                // The app moves the press to row 3 (a larger hit area, say): a new press that
                // starts once this one's step is over, with row 3's own actions.
                redirected = true
                table.handle(.down(Point(x: 80, y: 3.5)))
                return .none
            }
            return (try? SwipeActions(firstRight: archive)) ?? .none
        }
        table.handle(.down(Point(x: 80, y: 0.5)))
        for x in stride(from: 78.0, through: 40, by: -2) {
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: x, y: 3.5)))
        }
        table.handle(.up(velocity: .zero))
        #expect(fired == [3])
    }
}
