import Testing
@testable import GestureTable

/// Long-press reorder: lift, follow, drop, cancel, forbidden moves.
@Suite("Reorder")
struct ReorderTests {
    /// Presses row `index` and holds still for the long-press duration.
    static func longPress(_ fixture: Fixture, row index: Int) {
        fixture.table.handle(.down(Point(x: 50, y: ((try? fixture.table.yOfRow(at: index)) ?? .nan) + 0.5)))
        fixture.advance(500)
    }

    static func movePointer(_ fixture: Fixture, toY y: Double) {
        fixture.clock.advance(by: .milliseconds(16))
        fixture.table.handle(.moved(Point(x: 50, y: y)))
    }

    @Test("a press held still for the long-press duration lifts the row")
    func liftTiming() throws {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 2.5)))
        fixture.advance(499)
        #expect(!fixture.table.isReordering)
        fixture.advance(1)
        #expect(fixture.table.liftedRowIndex == 2)
        #expect(try fixture.table.phase(ofRowAt: 2) == .lifted)
        #expect(fixture.takeEvents() == ["lift row 2"])
    }

    @Test("a press that moves before the duration does not lift")
    func movedBeforeLift() {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: 50, y: 2.5)))
        fixture.advance(200)
        fixture.table.handle(.moved(Point(x: 55, y: 2.5)))
        fixture.advance(500)
        #expect(!fixture.table.isReordering)
    }

    @Test("the long-press duration is configurable")
    func configurableDuration() {
        var configuration = TableConfiguration()
        configuration.longPressDuration = .milliseconds(175)
        let fixture = Fixture(configuration: configuration)
        fixture.table.handle(.down(Point(x: 50, y: 1.5)))
        fixture.advance(175)
        #expect(fixture.table.isReordering)
    }

    struct Move: CustomTestStringConvertible, Sendable {
        let from: Int
        let to: Int
        var testDescription: String { "\(from) → \(to)" }
    }

    @Test("dragging the lifted row moves it; the move closure is called once on drop",
          arguments: (0..<5).flatMap { from in (0..<5).map { Move(from: from, to: $0) } })
    func everyMove(move: Move) throws {
        let fixture = Fixture()
        var calls: [(Int, Int)] = []
        fixture.table.didMoveRow = { calls.append(($0, $1)) }
        Self.longPress(fixture, row: move.from)
        // Walk the pointer one line at a time to the destination's middle.
        let step = move.to > move.from ? 1 : -1
        var position = move.from
        while position != move.to {
            position += step
            Self.movePointer(fixture, toY: Double(position) + 0.5)
        }
        #expect(fixture.table.liftedRowIndex == move.to)
        fixture.table.handle(.up(velocity: .zero))
        var expected = Array(0..<5)
        expected.insert(expected.remove(at: move.from), at: move.to)
        #expect(fixture.table.rows.map(\.id) == expected)
        if move.from == move.to {
            #expect(calls.isEmpty)
            #expect(fixture.takeEvents() == ["lift row \(move.from)", "drop row \(move.to)"])
        } else {
            #expect(calls.count == 1)
            #expect(calls.first.map { [$0.0, $0.1] } == [move.from, move.to])
            #expect(fixture.takeEvents() == ["lift row \(move.from)", "move \(move.from)->\(move.to) row \(move.to)", "drop row \(move.to)"])
        }
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("a neighbour slides only once the lifted row's centre crosses its middle")
    func crossesMiddle() {
        let fixture = Fixture()
        Self.longPress(fixture, row: 1)
        Self.movePointer(fixture, toY: 2.4)
        #expect(fixture.table.liftedRowIndex == 1)
        Self.movePointer(fixture, toY: 2.5)
        #expect(fixture.table.liftedRowIndex == 2)
        Self.movePointer(fixture, toY: 1.6)
        #expect(fixture.table.liftedRowIndex == 2)
        Self.movePointer(fixture, toY: 1.4)
        #expect(fixture.table.liftedRowIndex == 1)
    }

    @Test("dragging past the ends of the list stops at the ends")
    func ends() {
        let fixture = Fixture()
        Self.longPress(fixture, row: 2)
        Self.movePointer(fixture, toY: -5)
        #expect(fixture.table.liftedRowIndex == 0)
        Self.movePointer(fixture, toY: 40)
        #expect(fixture.table.liftedRowIndex == 4)
    }

    @Test("cancel restores the original order and calls no closure")
    func cancel() {
        let fixture = Fixture()
        var called = false
        fixture.table.didMoveRow = { _, _ in called = true }
        Self.longPress(fixture, row: 0)
        Self.movePointer(fixture, toY: 3.5)
        fixture.table.handle(.cancelled)
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        #expect(!called)
        #expect(fixture.takeEvents() == ["lift row 0", "cancel row 0"])
    }

    @Test("a row that may not move is not lifted")
    func forbiddenRow() {
        let fixture = Fixture()
        fixture.table.canMoveRow = { $0.id != 2 }
        Self.longPress(fixture, row: 2)
        #expect(!fixture.table.isReordering)
        #expect { try fixture.table.liftRow(at: 2) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
    }

    @Test("a forbidden destination is skipped: the row stops short of it or jumps over it")
    func forbiddenDestination() {
        let fixture = Fixture()
        fixture.table.canMoveRowTo = { _, destination in destination != 2 }
        Self.longPress(fixture, row: 0)
        Self.movePointer(fixture, toY: 1.5)
        Self.movePointer(fixture, toY: 2.5)
        #expect(fixture.table.liftedRowIndex == 1)
        Self.movePointer(fixture, toY: 3.5)
        #expect(fixture.table.liftedRowIndex == 3)
    }

    @Test("a lifted row cannot be swiped, and a swiping row cannot be lifted")
    func exclusive() throws {
        let fixture = Fixture()
        Self.longPress(fixture, row: 1)
        fixture.table.handle(.moved(Point(x: 95, y: 1.5)))
        #expect(try fixture.table.offset(ofRowAt: 1) == 0)
        fixture.table.handle(.up(velocity: .zero))
        fixture.drag(row: 3, to: 0.2)
        fixture.advance(1000)
        #expect(!fixture.table.isReordering)
        #expect { try fixture.table.liftRow(at: 3) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
    }

    @Test("with reordering off a long press does nothing")
    func reorderingOff() {
        let fixture = Fixture()
        fixture.table.allowsReordering = false
        Self.longPress(fixture, row: 1)
        #expect(!fixture.table.isReordering)
    }

    @Test("deleting the row a pointer lifted, or undoing its move, leaves the pointer down, driving nothing",
          arguments: [true, false])
    func changedUnderThePointer(deletes: Bool) throws {
        let fixture = Fixture(count: 8)
        try fixture.table.moveRow(at: 0, to: 2)
        Self.longPress(fixture, row: 2)
        #expect(fixture.table.liftedRowIndex == 2)
        if deletes { try fixture.table.deleteRow(at: 2, animation: .none) } else { try fixture.table.undo() }
        #expect(fixture.table.core.state.pointer?.phase == .ignored)
        #expect(fixture.table.core.state.pointerRowID == nil)
        #expect(fixture.table.core.state.reorder == nil)
    }

    @Test("a row lifted at the top of the content asks for no autoscroll upward")
    func noAutoscrollAboveTheTop() throws {
        let fixture = Fixture(count: 30)
        Self.longPress(fixture, row: 0)
        #expect(fixture.table.isReordering)
        #expect(fixture.table.scrollOffset == 0)
        #expect(fixture.table.autoscrollSpeed == 0)
    }

    @Test("cancelLift from code while the pointer holds the lifted row lets the pointer go")
    func cancelFromCodeEndsThePointer() throws {
        let fixture = Fixture(count: 8)
        Self.longPress(fixture, row: 2)
        #expect(fixture.table.liftedRowIndex == 2)
        try fixture.table.cancelLift()
        #expect(fixture.table.core.state.pointer == nil)
        // The hand goes on moving and lets go: nothing is lifted, swiped or scrolled.
        fixture.table.handle(.moved(Point(x: 20, y: 6.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.scrollOffset == 0)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
    }
}

/// A row lifted upward skips a forbidden destination the same way as downward: it stops at the
/// nearest allowed one on its way, or jumps over it.
@Suite("Forbidden destination upward")
struct ForbiddenDestinationUpwardTests {
    @Test func stopsShortThenJumps() {
        let fixture = Fixture()
        fixture.table.canMoveRowTo = { _, destination in destination != 2 }
        ReorderTests.longPress(fixture, row: 4)
        ReorderTests.movePointer(fixture, toY: 2.5)
        #expect(fixture.table.liftedRowIndex == 3)
        ReorderTests.movePointer(fixture, toY: 1.5)
        #expect(fixture.table.liftedRowIndex == 1)
    }
}

extension ReorderTests {
    @Test("grabbing a row dragged by a command keeps its highlight balanced")
    func grabCommandDraggedRow() throws {
        let fixture = Fixture()
        try fixture.table.stepRow(at: 0, side: .left)
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.moved(Point(x: 30, y: 0.5)))
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.takeEvents() == ["highlight firstLeft row 0", "unhighlight firstLeft row 0", "replace row 0"])
    }
}
