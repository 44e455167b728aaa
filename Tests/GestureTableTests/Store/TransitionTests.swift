import Testing

@testable import GestureTable

/// The one transition: every input is a value, `send(_:)` applies it and returns its events,
/// and an input that fails leaves the whole state as it was.
@Suite("The transition: inputs as values")
struct TransitionTests {
    /// A table in the middle of things: a row dragged, a row settling, a row open, a row
    /// deleting, scrolled, with one step to undo.
    static func busyFixture() -> Fixture {
        let fixture = Fixture(count: 8, rightStyle: .reveal)
        try? fixture.table.deleteRow(at: 7)
        fixture.swipe(row: 2, to: 0.1)  // settles back
        try? fixture.table.openRow(at: 4, side: .left)
        fixture.drag(row: 1, to: 0.3)  // held
        try? fixture.table.scroll(by: 1)
        fixture.clock.advance(by: .milliseconds(20))
        fixture.table.tick()
        return fixture
    }

    struct FailingInput: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () -> TableInput<Mail>
        var testDescription: String { name }
    }

    static let failingInputs: [FailingInput] = [
        .init(name: "dragRow at Int.max") { .swipe(.drag(at: .max, toOffset: 10)) },
        .init(name: "dragRow to NaN") { .swipe(.drag(at: 0, toOffset: .nan)) },
        .init(name: "stepRow at -1") { .swipe(.step(at: -1, side: .left)) },
        .init(name: "releaseRow of a row at rest") { .swipe(.release(at: 0)) },
        .init(name: "triggerAction at Int.min") { .swipe(.trigger(in: .firstLeft, ofRowAt: .min)) },
        .init(name: "peekRow of a moving row") { .swipe(.peek(at: 1, side: .right)) },
        .init(name: "openRow past the end") { .reveal(.open(at: 99, side: .left)) },
        .init(name: "closeRow past the end") { .reveal(.close(at: 99)) },
        .init(name: "activateButton of a closed row") { .reveal(.activateButton(in: .firstRight, ofRowAt: 0)) },
        .init(name: "pushRow at -1") { .rows(.push(at: -1, completion: nil)) },
        .init(name: "replaceRow past the end") { .rows(.replace(at: 7, completion: nil)) },
        .init(name: "deleteRow at Int.max") { .rows(.delete(at: .max, animation: .fade, completion: nil)) },
        .init(name: "pushAndDeleteRow at Int.min") { .rows(.pushAndDelete(at: .min, completion: nil)) },
        .init(name: "deleteRows with one bad index") { .rows(.deleteRows(at: [0, 3, 99], animation: .fade, completion: nil)) },
        .init(name: "insertRow with an id already in") { .rows(.insert(Mail(id: 3, subject: "again"), at: 0, animation: .fade, completion: nil)) },
        .init(name: "insertRow past the end") { .rows(.insert(Mail(id: 50, subject: "new"), at: 9, animation: .fade, completion: nil)) },
        .init(name: "insertRowAtIndexPath in a missing section") {
            .rows(.insertAtIndexPath(Mail(id: 50, subject: "new"), at: TableIndexPath(row: 0, section: 1), animation: .fade, completion: nil))
        },
        .init(name: "moveRow to Int.max") { .rows(.move(at: 0, to: .max)) },
        .init(name: "moveRowAtIndexPath from a missing row") {
            .rows(.moveAtIndexPath(at: TableIndexPath(row: 40, section: 0), to: TableIndexPath(row: 0, section: 0)))
        },
        .init(name: "updateRow past the end") { .rows(.update(at: 9, with: Mail(id: 0, subject: "x"))) },
        .init(name: "updateRow with another id") { .rows(.update(at: 0, with: Mail(id: 5, subject: "x"))) },
        .init(name: "setRows with a repeated id") { .rows(.setRows([Mail(id: 1, subject: "a"), Mail(id: 1, subject: "b")], animation: .fade)) },
        .init(name: "liftRow past the end") { .reorder(.lift(at: 99)) },
        .init(name: "moveLiftedRow with nothing lifted") { .reorder(.moveBy(1)) },
        .init(name: "moveLiftedRowToIndex with nothing lifted") { .reorder(.moveToIndex(0)) },
        .init(name: "moveLiftedRowToIndexPath with nothing lifted") { .reorder(.moveToIndexPath(TableIndexPath(row: 0, section: 0))) },
        .init(name: "dropLiftedRow with nothing lifted") { .reorder(.drop) },
        .init(name: "cancelLift with nothing lifted") { .reorder(.cancel) },
        .init(name: "scroll by NaN") { .layout(.scroll(by: .nan)) },
        .init(name: "scroll by infinity") { .layout(.scroll(by: .infinity)) },
        .init(name: "setWidth NaN") { .layout(.setWidth(.nan)) },
        .init(name: "setWidth 0") { .layout(.setWidth(0)) },
        .init(name: "setWidth 1e308") { .layout(.setWidth(1e308)) },
    ]

    @Test("An input that throws leaves the whole state as it was and delivers nothing", arguments: failingInputs)
    func failingInputChangesNothing(_ input: FailingInput) throws {
        let fixture = Self.busyFixture()
        let table = fixture.table
        let before = table.core.state
        let eventCount = fixture.events.count
        #expect(throws: GestureTableError.self) { try table.send(input.make()) }
        #expect(table.core.state == before)
        #expect(fixture.events.count == eventCount)
    }

    @Test("Undo with nothing to undo throws and changes nothing")
    func undoWithNothingToUndo() throws {
        let fixture = Fixture(count: 3)
        let before = fixture.table.core.state
        #expect(throws: GestureTableError.self) { try fixture.table.send(.rows(.undo)) }
        #expect(fixture.table.core.state == before)
    }

    @Test("send returns the events of the input, in the order onEvent gets them")
    func sendReturnsEvents() throws {
        let fixture = Fixture(count: 4)
        let table = fixture.table
        let deleted = try table.send(.rows(.delete(at: 1, animation: .fade, completion: nil)))
        #expect(deleted.map(\.kind) == [.delete])
        #expect(deleted.map(\.index) == [1])
        #expect(deleted == Array(fixture.events.suffix(1)))

        _ = try table.send(.pointer(.down(Point(x: 50, y: 0.5))))
        let moved = try table.send(.pointer(.moved(Point(x: 80, y: 0.5))))
        #expect(moved.map(\.kind) == [.highlight])
        #expect(moved.map(\.slot) == [.firstLeft])

        // Time is an input too: the deleted row's animation ends, and the placeholder stays.
        fixture.clock.advance(by: .seconds(1))
        #expect(try table.send(.tick).isEmpty)
    }

    @Test("send returns the events of verbs its closures call, after its own")
    func sendReturnsNestedEvents() throws {
        let fixture = Fixture(count: 3)
        let table = fixture.table
        var hasReplied = false
        table.onEvent = { [unowned table] event in
            guard event.kind == .delete, !hasReplied else { return }
            hasReplied = true
            try? table.insertRow(Mail(id: 9, subject: "reply"), at: 0, animation: .none)
        }
        let events = try table.send(.rows(.delete(at: 0, animation: .fade, completion: nil)))
        #expect(events.map(\.kind) == [.delete, .insert])
        #expect(events.map(\.rowID) == [0, 9])
    }

    @Test("Inside a batch, events wait for the batch and send returns none")
    func sendInsideBatch() throws {
        let fixture = Fixture(count: 3)
        var inside: [TableEvent<Int>] = [.init(kind: .cancel, rowID: nil, index: nil, slot: nil, time: .zero)]
        try fixture.table.performBatchUpdates { () throws(GestureTableError) in
            inside = try fixture.table.send(.rows(.delete(at: 0, animation: .fade, completion: nil)))
        }
        #expect(inside.isEmpty)
        #expect(fixture.events.map(\.kind) == [.delete])
    }

    /// One step of a script, by verb and by input.
    struct Step: CustomTestStringConvertible, Sendable {
        let name: String
        let verb: @Sendable (GestureTable<Mail>) throws -> Void
        let input: @Sendable () -> TableInput<Mail>
        var testDescription: String { name }
    }

    static let steps: [Step] = [
        .init(name: "drag", verb: { try $0.dragRow(at: 0, toOffset: 30) }, input: { .swipe(.drag(at: 0, toOffset: 30)) }),
        .init(name: "step", verb: { try $0.stepRow(at: 0, side: .right) }, input: { .swipe(.step(at: 0, side: .right)) }),
        .init(name: "release", verb: { try $0.releaseRow(at: 0) }, input: { .swipe(.release(at: 0)) }),
        .init(name: "trigger", verb: { try $0.triggerAction(in: .secondRight, ofRowAt: 2) }, input: { .swipe(.trigger(in: .secondRight, ofRowAt: 2)) }),
        .init(name: "peek", verb: { try $0.peekRow(at: 3, side: .left) }, input: { .swipe(.peek(at: 3, side: .left)) }),
        .init(name: "open", verb: { try $0.openRow(at: 4, side: .left) }, input: { .reveal(.open(at: 4, side: .left)) }),
        .init(name: "activate", verb: { try $0.activateButton(in: .firstLeft, ofRowAt: 4) }, input: { .reveal(.activateButton(in: .firstLeft, ofRowAt: 4)) }),
        .init(name: "push", verb: { try $0.pushRow(at: 5) }, input: { .rows(.push(at: 5, completion: nil)) }),
        .init(name: "replace", verb: { try $0.replaceRow(at: 5) }, input: { .rows(.replace(at: 5, completion: nil)) }),
        .init(name: "delete", verb: { try $0.deleteRow(at: 1, animation: .left) }, input: { .rows(.delete(at: 1, animation: .left, completion: nil)) }),
        .init(name: "push and delete", verb: { try $0.pushAndDeleteRow(at: 1) }, input: { .rows(.pushAndDelete(at: 1, completion: nil)) }),
        .init(name: "delete rows", verb: { try $0.deleteRows(at: [0, 2]) }, input: { .rows(.deleteRows(at: [0, 2], animation: .automatic, completion: nil)) }),
        .init(name: "insert", verb: { try $0.insertRow(Mail(id: 20, subject: "n"), at: 1, animation: .right) },
              input: { .rows(.insert(Mail(id: 20, subject: "n"), at: 1, animation: .right, completion: nil)) }),
        .init(name: "insert at index path", verb: { try $0.insertRow(Mail(id: 21, subject: "m"), at: TableIndexPath(row: 2, section: 0)) },
              input: { .rows(.insertAtIndexPath(Mail(id: 21, subject: "m"), at: TableIndexPath(row: 2, section: 0), animation: .automatic, completion: nil)) }),
        .init(name: "move", verb: { try $0.moveRow(at: 0, to: 3) }, input: { .rows(.move(at: 0, to: 3)) }),
        .init(name: "move by index path", verb: { try $0.moveRow(at: TableIndexPath(row: 3, section: 0), to: TableIndexPath(row: 1, section: 0)) },
              input: { .rows(.moveAtIndexPath(at: TableIndexPath(row: 3, section: 0), to: TableIndexPath(row: 1, section: 0))) }),
        .init(name: "update", verb: { try $0.updateRow(at: 1, with: Mail(id: 3, subject: "updated")) },
              input: { .rows(.update(at: 1, with: Mail(id: 3, subject: "updated"))) }),
        .init(name: "undo", verb: { try $0.undo() }, input: { .rows(.undo) }),
        .init(name: "lift", verb: { try $0.liftRow(at: 1) }, input: { .reorder(.lift(at: 1)) }),
        .init(name: "move lifted by", verb: { try $0.moveLiftedRow(by: 2) }, input: { .reorder(.moveBy(2)) }),
        .init(name: "move lifted to", verb: { try $0.moveLiftedRow(to: 0) }, input: { .reorder(.moveToIndex(0)) }),
        .init(name: "move lifted to index path", verb: { try $0.moveLiftedRow(to: TableIndexPath(row: 2, section: 0)) },
              input: { .reorder(.moveToIndexPath(TableIndexPath(row: 2, section: 0))) }),
        .init(name: "drop", verb: { try $0.dropLiftedRow() }, input: { .reorder(.drop) }),
        .init(name: "lift again", verb: { try $0.liftRow(at: 0) }, input: { .reorder(.lift(at: 0)) }),
        .init(name: "cancel lift", verb: { try $0.cancelLift() }, input: { .reorder(.cancel) }),
        .init(name: "scroll", verb: { try $0.scroll(by: 2) }, input: { .layout(.scroll(by: 2)) }),
        .init(name: "width", verb: { try $0.setWidth(80) }, input: { .layout(.setWidth(80)) }),
        .init(name: "direction", verb: { $0.layoutDirection = .rightToLeft }, input: { .layout(.setLayoutDirection(.rightToLeft)) }),
        .init(name: "viewport", verb: { $0.viewportHeight = 4 }, input: { .layout(.setViewportHeight(4)) }),
        .init(name: "reordering off", verb: { $0.allowsReordering = false }, input: { .reorder(.setAllowsReordering(false)) }),
        .init(name: "placeholder", verb: { $0.placeholder = Placeholder(title: "Empty") }, input: { .rows(.setPlaceholder(Placeholder(title: "Empty"))) }),
        .init(name: "configuration", verb: { $0.configuration.animationDuration = .milliseconds(100) },
              input: { var configuration = TableConfiguration.default; configuration.touchSlop = 1; configuration.animationDuration = .milliseconds(100); return .configure(configuration) }),
        .init(name: "set rows", verb: { try $0.setRows([Mail(id: 30, subject: "a"), Mail(id: 3, subject: "b")]) },
              input: { .rows(.setRows([Mail(id: 30, subject: "a"), Mail(id: 3, subject: "b")], animation: .automatic)) }),
        .init(name: "tick", verb: { $0.tick() }, input: { .tick }),
    ]

    @Test("Sending each input does exactly what calling its verb does: equal states, equal events")
    func inputsMatchVerbs() throws {
        let byVerb = Fixture(count: 7, leftStyle: .reveal)
        let byInput = Fixture(count: 7, leftStyle: .reveal)
        for step in Self.steps {
            byVerb.clock.advance(by: .milliseconds(130))
            byInput.clock.advance(by: .milliseconds(130))
            let verbError = Result { try step.verb(byVerb.table) }
            let inputError = Result { try byInput.table.send(step.input()) }
            #expect((try? verbError.get()) != nil, "\(step.name) failed by verb")
            #expect((try? inputError.get()) != nil, "\(step.name) failed by input")
            #expect(byVerb.table.core.state == byInput.table.core.state, "\(step.name)")
            #expect(byVerb.events == byInput.events, "\(step.name)")
        }
        #expect(byVerb.events.count > 30)
    }

    @Test("A batch that throws after changing rows, settings and gestures puts back the whole state")
    func failedBatchRestoresWholeState() throws {
        let fixture = Self.busyFixture()
        let table = fixture.table
        let before = table.core.state
        struct Refusal: Error {}
        #expect(throws: Refusal.self) {
            try table.performBatchUpdates { () throws(Refusal) in
                try? table.deleteRow(at: 0)
                try? table.insertRow(Mail(id: 40, subject: "new"), at: 2)
                try? table.moveRow(at: 3, to: 5)
                try? table.setWidth(300)
                table.layoutDirection = .rightToLeft
                table.viewportHeight = 3
                table.configuration.rowHeight = 2
                table.allowsReordering = false
                try? table.liftRow(at: 5)
                try? table.scroll(by: 4)
                throw Refusal()
            }
        }
        #expect(table.core.state == before)
    }
}

/// Settings sent as inputs clamp like their properties, and extreme moves of a lifted row stop
/// at the ends: no value a caller can pass traps.
@Suite("Extreme values through the transition")
struct TransitionExtremeValueTests {
    @Test(arguments: [(Double.nan, 16.0), (1e308, 1e9), (-.infinity, 0.001), (.infinity, 1e9), (0, 0.001)])
    func viewportHeight(value: Double, expected: Double) throws {
        let fixture = Fixture(count: 3)
        try fixture.table.send(.layout(.setViewportHeight(value)))
        #expect(fixture.table.viewportHeight == expected)
    }

    @Test(arguments: [Int.max, Int.min])
    func liftedRowToTheEnds(places: Int) throws {
        let fixture = Fixture(count: 5)
        let table = fixture.table
        try table.send(.reorder(.lift(at: 2)))
        try table.send(.reorder(.moveBy(places)))
        #expect(table.liftedRowIndex == (places > 0 ? 4 : 0))
        try table.send(.reorder(.drop))
        try table.send(.rows(.undo))
        #expect(table.rows.map(\.id) == [0, 1, 2, 3, 4])
    }
}

/// Inputs are grouped by the feature that applies them; a test sends one and states the whole
/// state it leads to and the events it produced, as a reducer's tests do.
@Suite("Inputs by feature")
struct InputsByFeatureTests {
    @Test("a verb's name builds the input of its feature")
    func namesBuildGroupedInputs() {
        if case .rows(.delete(at: 1, animation: .fade, completion: nil)) = TableInput<Mail>.rows(.delete(
            at: 1, animation: .fade, completion: nil)) {} else { Issue.record("deleteRow is not a rows input") }
        if case .reorder(.moveBy(-2)) = TableInput<Mail>.reorder(.moveBy(-2)) {} else { Issue.record("moveLiftedRow") }
        if case .reveal(.close(at: 3)) = TableInput<Mail>.reveal(.close(at: 3)) {} else { Issue.record("closeRow") }
        if case .swipe(.step(at: 0, side: .left)) = TableInput<Mail>.swipe(.step(at: 0, side: .left)) {} else {
            Issue.record("stepRow")
        }
        if case .layout(.scroll(by: 2)) = TableInput<Mail>.layout(.scroll(by: 2)) {} else { Issue.record("scroll") }
    }

    @Test("a lift: the reorder holds the row, its state is lifted, one event; nothing else changes")
    func lift() throws {
        let fixture = Fixture(count: 4)
        var expected = fixture.table.core.state
        let events = try fixture.table.send(.reorder(.lift(at: 1)))
        expected.reorder = .init(id: 1, origin: 1, originSection: 0, index: 1, y: nil, grab: 0, scrolledAt: expected.time)
        expected.states[1] = RowState(phase: .lifted, offset: .constant(0))
        expected.deadlineBound = fixture.table.core.state.deadlineBound
        #expect(fixture.table.core.state == expected)
        #expect(events.map(\.description) == ["lift row 1"])
    }

    @Test("a move of the lifted row: two rows trade places, the reorder follows, no event until the drop")
    func moveLifted() throws {
        let fixture = Fixture(count: 4)
        try fixture.table.send(.reorder(.lift(at: 1)))
        var expected = fixture.table.core.state
        let events = try fixture.table.send(.reorder(.moveBy(1)))
        expected.rows.swapAt(1, 2)
        expected.ids.swapAt(1, 2)
        expected.rowIndex = fixture.table.core.state.rowIndex
        expected.reorder?.index = 2
        expected.reorder?.permitted = [2: true]  // the app was asked about place 2
        #expect(fixture.table.core.state == expected)
        #expect(fixture.table.core.state.rowIndex.index(of: 1) == 2)
        #expect(events.isEmpty)
    }
}
