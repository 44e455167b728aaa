import Testing

@testable import GestureTable

/// The core as a reducer: one input sent to a `TableCore` value, and the whole state and the
/// effects it results in, stated in full. The expected state is the state before with exactly
/// the changes the input should make, so a change anywhere else fails the test.
@Suite("The core's transition: whole state and effects")
struct CoreTransitionTests {
    /// What an effect says, in a form tests can compare (an action's handler is a closure).
    enum Record: Equatable {
        case event(TableEvent<Int>)
        case rowChange(RowChange<Mail>)
        case sectionedRowChange(SectionedRowChange<Mail>)
        case action(slot: ActionSlot, id: Int, index: Int)
        case complete(CompletionToken)
        case didMoveRow(source: Int, destination: Int)
        case didMoveRows(sources: [Int], destination: Int)
        case didSelectRow(id: Int, index: Int)
        case commitWindowDue
        case menuItem(title: String, id: Int, index: Int)
        case didMoveRowToParent(id: Int, parent: Int?, childIndex: Int)

        init(_ effect: Effect<Mail>) {
            switch effect {
            case .event(let event): self = .event(event)
            case .announcement(var event, let before, _, let rowIndex, let after):
                event.message = before + "“row \(rowIndex + 1)”" + after
                self = .event(event)
            case .rowChange(let change): self = .rowChange(change)
            case .sectionedRowChange(let change): self = .sectionedRowChange(change)
            case .action(_, let slot, let id, let index): self = .action(slot: slot, id: id, index: index)
            case .complete(let token): self = .complete(token)
            case .didMoveRow(let source, let destination): self = .didMoveRow(source: source, destination: destination)
            case .didMoveRows(let sources, let destination): self = .didMoveRows(sources: sources, destination: destination)
            case .didSelectRow(let id, let index): self = .didSelectRow(id: id, index: index)
            case .commitWindowDue: self = .commitWindowDue
            case .menuItem(let item, let id, let index): self = .menuItem(title: item.title, id: id, index: index)
            case .didMoveRowToParent(let row, let parent, let childIndex):
                self = .didMoveRowToParent(id: row.id, parent: parent?.id, childIndex: childIndex)
            case .outlineAnnouncement(var event, _, let rowIndex, _, let parentIndex, let position, let count):
                event.message = "“row \(rowIndex + 1)” moved into row \((parentIndex ?? -1) + 1), \(position) of \(count)"
                self = .event(event)
            }
        }
    }

    static func mails(_ count: Int) -> [Mail] { (0..<count).map { Mail(id: $0, subject: "Mail \($0)") } }

    /// A core of `count` mails, 100 wide, at time 0, that reports row changes, with the app's
    /// answers a store would have asked: every row has `actions` and may move.
    static func core(_ count: Int = 5, actions: SwipeActions<Mail> = .none) throws -> TableCore<Mail> {
        let rows = mails(count)
        var core = TableCore(
            state: TableState(rows: rows, ids: rows.map(\.id), rowIndex: try RowIndex(rows.map(\.id)), width: 100, configuration: .default, time: .zero))
        core.answers.reportsRowChanges = true
        for row in rows {
            core.answers.actions[row.id] = actions
            core.answers.movable[row.id] = true
        }
        return core
    }

    /// Sends `input` as the store does after asking the app, answering each question the step
    /// leaves as an app that lets the lifted row go anywhere.
    static func send(_ input: TableInput<Mail>, to core: inout TableCore<Mail>) throws -> [Record] {
        try input.perform(with: &core)
        while core.liftQuestion != nil { core.answerLiftQuestion(true) }
        core.updatePlaceholder()
        return core.takeEffects().map(Record.init)
    }

    @Test("updating a row changes that row and records the old value for undo; a change and an event go out")
    func update() throws {
        var core = try Self.core()
        var expected = core.state
        let new = Mail(id: 2, subject: "read")
        let effects = try Self.send(.rows(.update(at: 2, with: new)), to: &core)
        expected.rows[2] = new
        expected.history = [[.update(previous: Mail(id: 2, subject: "Mail 2"), id: 2)]]
        expected.needsPlaceholderCheck = false  // the step asked and the placeholder stays hidden
        #expect(core.state == expected)
        #expect(effects == [
            .rowChange(.update(new, at: 2)),
            .event(Self.event(.update, id: 2, index: 2)),
        ])
    }

    @Test("lifting a row gives it the lifted phase and starts a reorder resting where it is")
    func lift() throws {
        var core = try Self.core()
        var expected = core.state
        let effects = try Self.send(.reorder(.lift(at: 3)), to: &core)
        expected.states[3] = RowState(phase: .lifted, offset: .constant(0))
        expected.reorder = .init(id: 3, origin: 3, originSection: 0, index: 3, y: nil, grab: 0, scrolledAt: .zero)
        #expect(core.state == expected)
        #expect(effects == [.event(Self.event(.lift, id: 3, index: 3))])
    }

    @Test("moving the lifted row moves it in the rows at once, provisionally; the drop reports it back, then the whole move")
    func moveLifted() throws {
        var core = try Self.core()
        _ = try Self.send(.reorder(.lift(at: 0)), to: &core)
        var expected = core.state
        let effects = try Self.send(.reorder(.moveBy(2)), to: &core)
        expected.rows = [1, 2, 0, 3, 4].map { Mail(id: $0, subject: "Mail \($0)") }
        expected.ids = [1, 2, 0, 3, 4]
        expected.rowIndex = core.state.rowIndex  // order labels are the index's own business
        expected.reorder?.index = 2
        expected.reorder?.permitted = [2: true]  // the app was asked about place 2
        expected.needsPlaceholderCheck = false
        #expect(core.state == expected)
        #expect(core.state.rowIndex.index(of: 0) == 2)
        #expect(effects == [.rowChange(.move(from: 0, to: 2, origin: .lift))])
        let dropped = try Self.send(.reorder(.drop), to: &core)
        var move = Self.event(.move, id: 0, index: 2)
        move.sourceIndex = 0
        move.sourceIndexPath = TableIndexPath(row: 0, section: 0)
        #expect(
            dropped == [
                .rowChange(.move(from: 2, to: 0, origin: .lift)), .rowChange(.move(from: 0, to: 2)), .event(move),
                .didMoveRow(source: 0, destination: 2), .event(Self.event(.drop, id: 0, index: 2)),
            ])
        #expect(core.state.reorder == nil)
        #expect(core.state.history == [[.move(id: 0, from: 0, section: 0)]])
    }

    @Test("scrolling changes the scroll offset only, and says nothing")
    func scroll() throws {
        var core = try Self.core(40)
        var expected = core.state
        let effects = try Self.send(.layout(.scroll(by: 3)), to: &core)
        expected.scrollOffset = 3
        #expect(core.state == expected)
        #expect(effects.isEmpty)
    }

    @Test("a new placeholder is a setting: the state holds it, and nothing is said")
    func placeholder() throws {
        var core = try Self.core()
        var expected = core.state
        let placeholder = Placeholder(title: "Inbox zero", subtitle: "Nothing to read")
        let effects = try Self.send(.rows(.setPlaceholder(placeholder)), to: &core)
        expected.placeholder = placeholder
        #expect(core.state == expected)
        #expect(effects.isEmpty)
    }

    @Test("deleting the last row without animation empties the rows and shows the placeholder at once")
    func deleteLast() throws {
        var core = try Self.core(1)
        let effects = try Self.send(.rows(.delete(at: 0, animation: .none, completion: nil)), to: &core)
        #expect(core.state.rows.isEmpty)
        #expect(effects.first == .rowChange(.delete(at: 0)))
        #expect(effects.contains(.event(Self.event(.delete, id: 0, index: 0))))
        #expect(core.state.history == [[.deletion(index: 0, section: 0, row: Mail(id: 0, subject: "Mail 0"), id: 0)]])
        #expect(core.state.isShowingPlaceholder)
        #expect(effects.last == .event(TableEvent(kind: .emptyShown, time: .zero)))
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let name: String
        let input: @Sendable () -> TableInput<Mail>
        var testDescription: String { name }
    }

    @Test("a refused input leaves the whole state as it was and produces nothing", arguments: [
        Refused(name: "delete past the end") { .rows(.delete(at: 5, animation: .fade, completion: nil)) },
        Refused(name: "move to Int.min") { .rows(.move(at: 0, to: .min)) },
        Refused(name: "update with another id") { .rows(.update(at: 0, with: Mail(id: 9, subject: "x"))) },
        Refused(name: "drop with nothing lifted") { .reorder(.drop) },
        Refused(name: "drag to infinity") { .swipe(.drag(at: 0, toOffset: .infinity)) },
        Refused(name: "scroll by NaN") { .layout(.scroll(by: .nan)) },
        Refused(name: "undo with nothing to undo") { .rows(.undo) },
        Refused(name: "width 0") { .layout(.setWidth(0)) },
    ])
    func refused(_ case: Refused) throws {
        var core = try Self.core()
        let before = core.state
        #expect(throws: GestureTableError.self) { try core.send(`case`.input()) }
        #expect(core.state == before)
        #expect(core.takeEffects().isEmpty)
    }

    @Test("a completion becomes a token in the state; the closure waits in the core's registry")
    func completionToken() throws {
        var core = try Self.core()
        nonisolated(unsafe) var ran = false
        _ = try Self.send(.rows(.push(at: 1, completion: { ran = true })), to: &core)
        #expect(core.completions.count == 1)
        #expect(core.state.nextCompletionToken == 1)
        #expect(core.state.states.completion(of: 1) == CompletionToken(value: 0))
        #expect(!ran)  // the core never runs the app's closures: the store does, after the step
    }

    @Test("a copy of the core is a snapshot: sending to one leaves the other as it was")
    func snapshot() throws {
        var core = try Self.core()
        let copy = core
        _ = try Self.send(.rows(.delete(at: 0, animation: .fade, completion: nil)), to: &core)
        #expect(copy.state.rows.count == 5)
        #expect(core.state.rows.count == 4)
        #expect(copy.state != core.state)
    }

    @Test("a core whose app listens to no row changes builds none")
    func noListenerNoRowChanges() throws {
        let rows = Self.mails(3)
        var core = TableCore(
            state: TableState(rows: rows, ids: rows.map(\.id), rowIndex: try RowIndex(rows.map(\.id)), width: 100, configuration: .default, time: .zero))
        let effects = try Self.send(.rows(.delete(at: 0, animation: .none, completion: nil)), to: &core)
        #expect(!effects.contains { if case .rowChange = $0 { true } else if case .sectionedRowChange = $0 { true } else { false } })
        #expect(effects.contains(.event(Self.event(.delete, id: 0, index: 0))))
    }

    @Test("a pointer event with nothing due is one step: done when it says nothing, timeDue when a step is due first")
    func stepOutcome() throws {
        var core = try Self.core()
        #expect(core.step(nil, at: .zero) == .timeDue)  // nothing is known of deadlines yet
        core.endAdvance(to: .zero)
        #expect(core.step(nil, at: .milliseconds(1)) == .done)
        #expect(core.step(.down(Point(x: 50, y: 0.5)), at: .milliseconds(2)) == .done)
        #expect(core.takeEffects().isEmpty)
        #expect(core.step(nil, at: .seconds(2)) == .timeDue)  // the long press lifts first
    }

    static func event(_ kind: TableEvent<Int>.Kind, id: Int, index: Int) -> TableEvent<Int> {
        var event = TableEvent(kind: kind, rowID: id, index: index, time: .zero)
        event.indexPath = TableIndexPath(row: index, section: 0)
        return event
    }
}
