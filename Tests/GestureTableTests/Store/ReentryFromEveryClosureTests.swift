import Testing

@testable import GestureTable

/// Every closure the table calls may read the table and call any verb, at any moment, and the
/// table stays sound: the runtime's exclusivity checks are on, so a closure run while the
/// table's state is borrowed would trap here (and under AddressSanitizer, read freed memory).
/// A closure the table asks a question (actions, permissions, heights, a label) gets
/// `invalidState` for a verb; one that hears something (events, changes, handlers,
/// completions) changes the table as it likes.
@Suite("Re-entry from every closure")
struct ReentryFromEveryClosureTests {
    /// A closure the table calls.
    enum Hook: String, CaseIterable, CustomTestStringConvertible {
        case swipeActions, canMoveRow, canMoveRowTo, canMoveRowIntoSection, heightOfRow, accessibilityLabel
        case actionHandler, onEvent, onRowChange, onSectionedRowChange, completion, onAnnouncement, didMoveRow
        case didSelectRow

        var testDescription: String { rawValue }

        /// Whether the table asks this closure a question for a step it is about to take.
        var answersAQuestion: Bool {
            switch self {
            case .swipeActions, .canMoveRow, .canMoveRowTo, .canMoveRowIntoSection, .heightOfRow, .accessibilityLabel: true
            default: false
            }
        }
    }

    /// What the closure does to the table.
    enum Reentry: String, CaseIterable, CustomTestStringConvertible {
        case replaceSwipeActions, replaceCanMoveRowTo, setRows, deleteRow, undo, readIndex, pointerEvent, readLayout

        var testDescription: String { rawValue }
    }

    /// A table of two titled sections with every closure set, and a model of the app's rows kept
    /// by `onRowChange`; `hook` does `reentry` the first time it is called.
    final class Session {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var model: [Mail]
        var nextID = 100
        let hook: Hook
        let reentry: Reentry
        var reentered = false
        /// What the re-entering verb threw, if anything.
        var thrown: GestureTableError?

        init(hook: Hook, reentry: Reentry) throws {
            self.hook = hook
            self.reentry = reentry
            let mails = (0..<8).map { Mail(id: $0, subject: "Mail \($0)") }
            model = mails
            table = try GestureTable(
                sections: [TableSection(title: "Today", rows: Array(mails[0..<4])), TableSection(title: "Older", rows: Array(mails[4...]))],
                width: 100, clock: clock)
            table.viewportHeight = 12
            install()
        }

        /// Runs the re-entry once, from inside the hook.
        func reenterOnce(_ hookCalled: Hook) {
            guard hookCalled == hook, !reentered else { return }
            reentered = true
            do throws(GestureTableError) {
                switch reentry {
                case .replaceSwipeActions:
                    table.swipeActions = { _ in .none }
                case .replaceCanMoveRowTo:
                    table.canMoveRowTo = { _, destination in destination != 1 }
                case .setRows:
                    var rows = table.rows.filter { $0.id % 3 != 0 }
                    rows.insert(Mail(id: nextID, subject: "new"), at: 0)
                    nextID += 1
                    try table.setRows(rows)
                case .deleteRow:
                    if table.count > 0 { try table.deleteRow(at: 0) }
                case .undo:
                    if table.canUndo { try table.undo() }
                case .readIndex:
                    _ = table.rows.compactMap { table.index(ofRowWithID: $0.id) }
                    _ = table.liftedRowIndex
                case .pointerEvent:
                    table.handle(.cancelled)
                case .readLayout:
                    _ = table.layout(height: 12)
                    _ = try table.accessibilityActions(ofRowAt: 0)
                }
            } catch {
                thrown = error
            }
        }

        func install() {
            let archive = try? SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { [unowned self] triggered in
                reenterOnce(.actionHandler)
                guard table.containsRow(withID: triggered.row.id) else { return }
                try triggered.delete()
            }
            table.swipeActions = { [unowned self] _ in
                reenterOnce(.swipeActions)
                return archive.flatMap { try? SwipeActions(firstRight: $0) } ?? .none
            }
            table.canMoveRow = { [unowned self] _ in
                reenterOnce(.canMoveRow)
                return true
            }
            table.canMoveRowTo = { [unowned self] _, _ in
                reenterOnce(.canMoveRowTo)
                return true
            }
            table.canMoveRowIntoSection = { [unowned self] _, _ in
                reenterOnce(.canMoveRowIntoSection)
                return true
            }
            table.heightOfRow = { [unowned self] row in
                reenterOnce(.heightOfRow)
                return row.id % 2 == 0 ? 1 : 2
            }
            table.accessibilityLabel = { [unowned self] row in
                reenterOnce(.accessibilityLabel)
                return row.subject
            }
            table.onEvent = { [unowned self] _ in reenterOnce(.onEvent) }
            table.onRowChange = { [unowned self] change in
                change.apply(to: &model)
                reenterOnce(.onRowChange)
            }
            table.onSectionedRowChange = { [unowned self] _ in reenterOnce(.onSectionedRowChange) }
            table.onAnnouncement = { [unowned self] _ in reenterOnce(.onAnnouncement) }
            table.didMoveRow = { [unowned self] _, _ in reenterOnce(.didMoveRow) }
            table.didSelectRow = { [unowned self] _, _ in reenterOnce(.didSelectRow) }
        }

        /// Lets `seconds` pass, one frame at a time, reading the layout each frame as a view does.
        func frames(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                clock.advance(by: .milliseconds(16))
                table.tick()
                _ = table.layout(height: 12)
            }
        }

        /// Touches every closure: an insert (height, completion), a tap (selection), a swipe past
        /// Archive (actions, handler, events, changes), a long press, a move across the header
        /// and a drop (permissions, move), an accessibility move (label, announcement), an undo.
        func play() throws {
            try? table.insertRow(Mail(id: 50, subject: "inserted"), at: 1, animation: .automatic) { [unowned self] in
                reenterOnce(.completion)
            }
            frames(0.5)
            // The first section's header is at 0..<1: row 0 below it, then the inserted row.
            table.handle(.down(Point(x: 50, y: 1.5)))
            clock.advance(by: .milliseconds(50))
            table.handle(.up(velocity: .zero))
            frames(0.1)
            table.handle(.down(Point(x: 90, y: 2.5)))
            for x in stride(from: 88.0, through: 30, by: -4) {
                clock.advance(by: .milliseconds(8))
                table.handle(.moved(Point(x: x, y: 2.5)))
                _ = table.layout(height: 12)
                if table.count > 0 { _ = try? table.presentation(ofRowAt: 0) }
            }
            table.handle(.up(velocity: .zero))
            frames(1)
            table.handle(.down(Point(x: 50, y: 3.5)))
            frames(0.7)
            for y in stride(from: 3.5, through: 10.5, by: 0.5) {
                clock.advance(by: .milliseconds(16))
                table.handle(.moved(Point(x: 50, y: y)))
                _ = table.layout(height: 12)
            }
            table.handle(.up(velocity: .zero))
            frames(0.5)
            if table.count > 1 {
                let names = (try? table.accessibilityActions(ofRowAt: 1)) ?? []
                if names.contains("Move down") { try? table.performAccessibilityAction(named: "Move down", ofRowAt: 1) }
            }
            frames(0.5)
            if table.canUndo { try? table.undo() }
            frames(1)
        }

        /// The table is whole: ids unique, the index agrees with the rows, the app's model equals
        /// the rows, and a frame lays out only rows the table holds.
        func checkSound() {
            let ids = table.rows.map(\.id)
            #expect(Set(ids).count == ids.count)
            for (index, row) in table.rows.enumerated() { #expect(table.index(ofRowWithID: row.id) == index) }
            #expect(model.map(\.id) == ids)
            for laidOut in table.layout(height: 12) {
                if let index = laidOut.index { #expect(table.rows[index].id == laidOut.row.id) }
            }
        }
    }

    @Test("each closure re-enters the table in each way and the table stays whole", arguments: Hook.allCases, Reentry.allCases)
    func reentry(hook: Hook, reentry: Reentry) throws {
        let session = try Session(hook: hook, reentry: reentry)
        try session.play()
        #expect(session.reentered, "the session never called \(hook)")
        session.checkSound()
        let changes: Set<Reentry> = [.setRows, .deleteRow, .undo]
        if let thrown = session.thrown {
            // Only a verb sent while the table asks a question is refused, and it says why.
            #expect(hook.answersAQuestion && changes.contains(reentry), "\(thrown)")
            #expect(thrown.code == .invalidState)
        }
        if hook.answersAQuestion, changes.contains(reentry), reentry != .undo {
            #expect(session.thrown?.code == .invalidState)
        }
    }

    @Test("drawing never calls the app: layout, presentation and revealed buttons read what was asked")
    func drawingAsksNothing() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<6).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.viewportHeight = 6
        var asked = 0
        let archive = try SwipeAction<Mail>(icon: "A", color: .green, fraction: 0.25) { _ in }
        table.swipeActions = { _ in
            asked += 1
            return (try? SwipeActions(firstRight: archive)) ?? .none
        }
        table.handle(.down(Point(x: 90, y: 0.5)))
        table.handle(.moved(Point(x: 40, y: 0.5)))
        let askedByTheGesture = asked
        for _ in 0..<10 {
            _ = table.layout(height: 6)
            _ = try table.presentation(ofRowAt: 0)
            _ = try table.revealedButtons(ofRowAt: 0)
        }
        #expect(asked == askedByTheGesture)
        #expect(try table.presentation(ofRowAt: 0).action != nil, "the uncovered action is drawn from the answer")
    }

    @Test("replacing swipeActions from inside swipeActions takes effect at the next gesture")
    func replacedActionsApplyNextTime() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        var fired: [String] = []
        let first = try SwipeAction<Mail>(icon: "1", color: .green, fraction: 0.25) { _ in fired.append("first") }
        let second = try SwipeAction<Mail>(icon: "2", color: .red, fraction: 0.25) { _ in fired.append("second") }
        table.swipeActions = { [unowned table] _ in
            table.swipeActions = { _ in (try? SwipeActions(firstRight: second)) ?? .none }
            return (try? SwipeActions(firstRight: first)) ?? .none
        }
        try table.triggerAction(in: .firstRight, ofRowAt: 0)
        clock.advance(by: .seconds(1))
        table.tick()
        try table.triggerAction(in: .firstRight, ofRowAt: 1)
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(fired == ["first", "second"])
    }
}

/// What the table keeps of the app's answers, and how often it asks.
@Suite("Answers the table keeps")
struct AnswersKeptTests {
    @Test("actions asked for rows now at rest are forgotten: a thousand swipes keep a bounded few")
    func actionsOfRowsAtRestAreForgotten() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<300).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        let bounce = try SwipeAction<Mail>(icon: "B", color: .blue, fraction: 0.25) { triggered in try triggered.replace() }
        table.swipeActions = { _ in (try? SwipeActions(firstLeft: bounce)) ?? .none }
        for round in 0..<1000 {
            try table.triggerAction(in: .firstLeft, ofRowAt: (round * 7) % 300)
            clock.advance(by: .seconds(1))
            table.tick()
        }
        #expect(table.core.answers.actions.count <= 2 * table.answerCounts.actionsLimit)
        #expect(table.core.answers.actions.count < 40)
    }

    @Test("canMoveRowTo is asked once per place during a lift, and again after the other rows change")
    func placesAskedOnce() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<8).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        var asked: [Int] = []
        table.canMoveRowTo = { _, destination in
            asked.append(destination)
            return destination != 3
        }
        try table.liftRow(at: 0)
        for _ in 0..<3 { try table.moveLiftedRow(by: 1) }
        for _ in 0..<3 { try table.moveLiftedRow(by: -1) }
        for _ in 0..<3 { try table.moveLiftedRow(by: 1) }
        #expect(table.liftedRowIndex == 2, "place 3 is refused: a move toward it stops at the nearest allowed place")
        #expect(asked.sorted() == [0, 1, 2, 3], "each place once: \(asked)")
        try table.insertRow(Mail(id: 99, subject: "new"), at: 7)
        asked = []
        try table.moveLiftedRow(by: 1)
        #expect(asked == [3], "answers are asked again once another row arrived")
        try table.dropLiftedRow()
    }

    @Test("a lift step that waits for an answer finishes before the next event: a drop lands where the answer put it")
    func dropAfterAQuestion() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<6).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.viewportHeight = 6
        table.canMoveRowTo = { _, destination in destination != 2 }
        var moves: [(Int, Int)] = []
        table.didMoveRow = { moves.append(($0, $1)) }
        table.handle(.down(Point(x: 50, y: 0.5)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.isReordering)
        table.handle(.moved(Point(x: 50, y: 2.6)))
        #expect(table.liftedRowIndex == 1, "place 2 is refused: the row stops at the nearest allowed place on its way")
        table.handle(.moved(Point(x: 50, y: 3.6)))
        #expect(table.liftedRowIndex == 3)
        table.handle(.up(velocity: .zero))
        #expect(moves.count == 1 && moves[0] == (0, 3))
        #expect(table.rows.map(\.id) == [1, 2, 3, 0, 4, 5])
    }
}

/// Heights are asked before every change that brings rows, whether it registers an undo step.
@Suite("Heights asked before the change")
struct HeightsAskedBeforeTheChangeTests {
    @Test("a row inserted, updated or refreshed without an undo step gets the height heightOfRow gives", arguments: [true, false])
    func heightsWithAndWithoutUndo(registersUndo: Bool) throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.heightOfRow = { $0.id >= 10 ? 3 : 1 }
        try table.insertRow(Mail(id: 10, subject: "tall"), at: 1, animation: .none, registersUndo: registersUndo)
        #expect(try table.yOfRow(at: 2) == 4)
        try table.setRows(table.rows + [Mail(id: 11, subject: "tall too")], animation: .none, registersUndo: registersUndo)
        #expect(try table.yOfRow(at: 4) - table.yOfRow(at: 3) == 1)
        #expect(try table.height(ofRowAt: 4) == 3)
        try table.updateRow(at: 0, with: Mail(id: 0, subject: "still short"), registersUndo: registersUndo)
        #expect(try table.height(ofRowAt: 0) == 1)
    }

    @Test("the heights asked for a change are forgotten once it is made", arguments: [true, false])
    func answersForgotten(registersUndo: Bool) throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
        table.heightOfRow = { $0.id >= 10 ? 3 : 1 }
        try table.setRows(table.rows + [Mail(id: 10, subject: "tall")], animation: .none, registersUndo: registersUndo)
        #expect(table.core.answers.heights.isEmpty)
        try table.insertRow(Mail(id: 11, subject: "tall too"), at: 0, animation: .none, registersUndo: registersUndo)
        #expect(table.core.answers.heights.isEmpty)
        #expect(try table.height(ofRowAt: 0) == 3)
    }
}
