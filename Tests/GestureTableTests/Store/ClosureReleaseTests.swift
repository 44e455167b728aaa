import Testing

@testable import GestureTable

/// A closure the table keeps (an action's handler, the actions of a row, a completion) may
/// capture an object whose `deinit` touches the table. The table lets go of such closures after
/// the step, with no access to its state held: the runtime's exclusivity checks are on in these
/// tests, so a closure released while the state is borrowed would trap ("Simultaneous accesses").
@Suite("Closures released after the step")
struct ClosureReleaseTests {
    /// What the captured object's `deinit` does to the table.
    enum Touch: String, CaseIterable, CustomTestStringConvertible {
        /// Sets `onEvent` to `nil`.
        case clearOnEvent
        /// Reads the rows and an index.
        case readRows
        /// Inserts a row at the end: a verb, which works (or throws) and never traps.
        case insertRow

        var testDescription: String { rawValue }
    }

    /// What the captured objects did as they went.
    final class Log {
        var released = 0
        var inserted = 0
        var thrown: [GestureTableError] = []
        var nextID = 1000
    }

    /// Touches the table as it goes: the object a kept closure captures.
    final class Canary {
        weak var table: GestureTable<Mail>?
        let touch: Touch
        let log: Log

        init(_ table: GestureTable<Mail>, _ touch: Touch, _ log: Log) {
            self.table = table
            self.touch = touch
            self.log = log
        }

        deinit {
            log.released += 1
            guard let table else { return }
            switch touch {
            case .clearOnEvent:
                table.onEvent = nil
            case .readRows:
                _ = table.rows.count + (table.rows.first.flatMap { table.index(ofRowWithID: $0.id) } ?? 0)
            case .insertRow:
                log.nextID += 1
                do throws(GestureTableError) {
                    try table.insertRow(Mail(id: log.nextID, subject: "new"), at: table.count, animation: .none)
                    log.inserted += 1
                } catch {
                    log.thrown.append(error)
                }
            }
        }
    }

    /// A table of `count` rows whose event listener stays set until a canary clears it.
    static func makeTable(count: Int = 24, clock: VirtualClock) -> GestureTable<Mail> {
        let table = GestureTable(
            numberedRows: (0..<count).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.viewportHeight = 30
        table.onEvent = { _ in }
        return table
    }

    /// Actions of a row whose one handler (on the right) captures a new canary.
    static func actions(capturing canary: Canary, handler: @escaping (TriggeredRow<Mail>) throws -> Void = { _ in })
        -> SwipeActions<Mail>
    {
        let action = try? SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { triggered in
            withExtendedLifetime(canary) {}
            try handler(triggered)
        }
        return (try? SwipeActions(firstRight: action)) ?? .none
    }

    /// A completion that captures `canary` (made in the call, so the completion holds the only
    /// reference to it).
    static func completion(capturing canary: Canary) -> () -> Void {
        { withExtendedLifetime(canary) {} }
    }

    /// Checks that every canary went and that a verb from one of them did what a verb does
    /// between steps: it worked.
    static func expectReleased(_ log: Log, atLeast count: Int, _ touch: Touch, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(log.released >= count, "canaries released", sourceLocation: sourceLocation)
        #expect(log.thrown.isEmpty, "\(log.thrown)", sourceLocation: sourceLocation)
        if touch == .insertRow {
            #expect(log.inserted == log.released, sourceLocation: sourceLocation)
        }
    }

    @Test("the actions kept for a swipe, let go of once the rows are at rest", arguments: Touch.allCases)
    func keptActionsAfterSwipesEnd(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        table.swipeActions = { [unowned table] _ in Self.actions(capturing: Canary(table, touch, log)) }
        // Each row is dragged a little and let go: it settles back, and its actions are kept
        // until enough rows are at rest to forget them.
        for index in 0..<20 {
            try table.dragRow(at: index, toOffset: -10)
            try table.releaseRow(at: index)
            clock.advance(by: .seconds(1))
            table.tick()
        }
        try table.dragRow(at: 0, toOffset: -10)
        Self.expectReleased(log, atLeast: 19, touch)
    }

    @Test("the actions a press kept for the row under the pointer", arguments: Touch.allCases)
    func pointerActions(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        table.swipeActions = { [unowned table] _ in Self.actions(capturing: Canary(table, touch, log)) }
        // Taps on one row after another, each followed by a swipe of the last row by command,
        // which asks for its actions too: when the table forgets the answers of rows at rest at
        // such a step, the actions of the row last tapped are kept for the pointer alone, and
        // the next press lets go of them.
        let last = table.count - 1
        for index in 0..<20 {
            table.handle(.down(Point(x: 50, y: try table.yOfRow(at: index) + 0.5)))
            table.handle(.up(velocity: .zero))
            try table.dragRow(at: last, toOffset: -10)
            try table.releaseRow(at: last)
            clock.advance(by: .seconds(1))
            table.tick()
        }
        Self.expectReleased(log, atLeast: 10, touch)
    }

    @Test("the actions asked again, after swipeActions is set anew", arguments: Touch.allCases)
    func swipeActionsSetAnew(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        table.swipeActions = { [canary = Canary(table, touch, log)] _ in Self.actions(capturing: canary) }
        try table.dragRow(at: 0, toOffset: -10)
        // The closure itself goes at once (no step runs); the actions it gave go when the row's
        // actions are asked again.
        table.swipeActions = { [unowned table] _ in Self.actions(capturing: Canary(table, touch, log)) }
        try table.dragRow(at: 0, toOffset: -12)
        table.swipeActions = { _ in .none }
        try table.releaseRow(at: 0)
        clock.advance(by: .seconds(1))
        table.tick()
        Self.expectReleased(log, atLeast: 1, touch)
    }

    @Test("a completion whose animation was cut short: run at once, or dropped unrun", arguments: Touch.allCases)
    func completionCutShort(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        // A bounce cut short by deleting its row: its completion runs with the deletion.
        for round in 0..<10 {
            try table.insertRow(Mail(id: -1 - round, subject: "short"), at: 0, animation: .none)
            try table.replaceRow(at: 0, completion: Self.completion(capturing: Canary(table, touch, log)))
            try table.deleteRow(at: 0, animation: .none)
        }
        Self.expectReleased(log, atLeast: 10, touch)
        // A state taken away without its animation ending (as no verb does): its completion
        // never runs, and is forgotten once enough have piled up, as effects are delivered
        // (events, heard by a listener a canary does not clear).
        table.onAnnouncement = { _ in }
        for round in 0..<80 {
            try table.pushRow(at: round % 5, completion: Self.completion(capturing: Canary(table, touch, log)))
            table.core.state.states.removeValue(forKey: table.rows[round % 5].id)
        }
        clock.advance(by: .seconds(1))
        table.tick()
        Self.expectReleased(log, atLeast: 70, touch)
    }

    @Test("a completion that ran", arguments: Touch.allCases)
    func completionRun(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        var ran = 0
        for index in 0..<3 {
            let canary = Canary(table, touch, log)
            try table.replaceRow(at: index) {
                withExtendedLifetime(canary) {}
                ran += 1
            }
        }
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(ran == 3)
        Self.expectReleased(log, atLeast: 3, touch)
    }

    @Test("an action's handler, run, then its actions let go of", arguments: Touch.allCases)
    func handlerRun(_ touch: Touch) throws {
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        var fired = 0
        table.swipeActions = { [unowned table] _ in
            Self.actions(capturing: Canary(table, touch, log)) { triggered in
                fired += 1
                try triggered.delete(animation: .none)
            }
        }
        for _ in 0..<20 {
            try table.triggerAction(in: .firstRight, ofRowAt: 0)
            clock.advance(by: .seconds(1))
            table.tick()
        }
        #expect(fired == 20)
        Self.expectReleased(log, atLeast: 10, touch)
    }

    @Test("a handler and a completion queued in a batch that fails, dropped with it", arguments: Touch.allCases)
    func failedBatch(_ touch: Touch) throws {
        struct Failure: Error {}
        let clock = VirtualClock()
        let table = Self.makeTable(clock: clock)
        let log = Log()
        var fired = 0
        table.swipeActions = { [unowned table] _ in
            Self.actions(capturing: Canary(table, touch, log)) { _ in fired += 1 }
        }
        #expect(throws: Failure.self) {
            try table.performBatchUpdates({
                try table.triggerAction(in: .firstRight, ofRowAt: 1)
                try table.replaceRow(at: 2, completion: Self.completion(capturing: Canary(table, touch, log)))
                throw Failure()
            })
        }
        clock.advance(by: .seconds(1))
        table.tick()
        // The actions asked for the row are kept while it moves; a swipe on another row ends
        // with them forgotten.
        table.swipeActions = { _ in .none }
        for index in 3..<23 {
            try? table.dragRow(at: index, toOffset: -10)
            try? table.releaseRow(at: index)
        }
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(fired == 0)
        Self.expectReleased(log, atLeast: 1, touch)
    }

    @Test("the table's own end, with closures still kept", arguments: Touch.allCases)
    func tableDeinit(_ touch: Touch) throws {
        let clock = VirtualClock()
        let log = Log()
        do {
            let table = Self.makeTable(clock: clock)
            table.swipeActions = { [unowned table] _ in Self.actions(capturing: Canary(table, touch, log)) }
            let completed = Canary(table, touch, log)
            try table.dragRow(at: 0, toOffset: -10)
            try table.replaceRow(at: 1) { withExtendedLifetime(completed) {} }
            let heard = Canary(table, touch, log)
            table.onRowChange = { _ in withExtendedLifetime(heard) {} }
        }
        // The canaries' table is gone by then: they find nothing to touch.
        #expect(log.released == 3)
        #expect(log.thrown.isEmpty)
    }
}
