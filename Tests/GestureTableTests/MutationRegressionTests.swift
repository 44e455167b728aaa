import Testing
@testable import GestureTable

/// The rubber band is iOS's: it follows at 0.55 of the pointer at first and reaches half its
/// limit when the pointer has gone limit / 0.55.
@Suite("Rubber band coefficient")
struct RubberBandCoefficientTests {
    @Test(arguments: [(distance: 100.0, limit: 55.0, expected: 27.5), (distance: 10, limit: 11, expected: 11.0 / 3)])
    func coefficient(distance: Double, limit: Double, expected: Double) {
        let fixture = Fixture()
        #expect(abs(fixture.table.core.rubberBand(distance, limit: limit) - expected) < 1e-9)
    }
}

/// A pointer that has rested 100 ms before going up throws nothing; one that rested less does.
@Suite("Velocity after a rest")
struct VelocityRestTests {
    @Test(arguments: [(rest: 99, fires: true), (rest: 100, fires: false)])
    func restBeforeRelease(rest: Int, fires: Bool) {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.1)
        fixture.clock.advance(by: .milliseconds(rest))
        #expect((fixture.table.pointerVelocity?.dx ?? 0 > 0) == fires)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.fired.map(\.0) == (fires ? [.firstLeft] : []))
    }
}

/// The autoscroll speed is the maximum times the square of the depth into a zone of a sixth of
/// the viewport, at both edges.
@Suite("Autoscroll speed by depth")
struct AutoscrollDepthTests {
    // The viewport is 10 rows high: each zone is 10 / 6 rows; the maximum is 20 rows a second.
    @Test(arguments: [
        (y: 8.2, expected: 0.0), (y: 9.0, expected: 3.2), (y: 9.5, expected: 9.8),
        (y: 1.8, expected: 0), (y: 1.0, expected: -3.2), (y: 0.5, expected: -9.8),
    ])
    func speed(y: Double, expected: Double) throws {
        let fixture = Fixture(count: 100)
        try fixture.table.scroll(by: 30)
        ReorderTests.longPress(fixture, row: 35)
        ReorderTests.movePointer(fixture, toY: y)
        #expect(abs(fixture.table.autoscrollSpeed - expected) < 1e-9)
    }
}

/// The named colors are PDGestureTableView's flat palette, to the unit.
@Suite("Action palette")
struct ActionPaletteTests {
    @Test(arguments: [
        (ActionColor.green, "green", 85, 213, 80), (.red, "red", 232, 61, 14), (.yellow, "yellow", 254, 217, 56),
        (.brown, "brown", 206, 149, 98), (.blue, "blue", 52, 152, 219), (.orange, "orange", 243, 156, 18),
        (.purple, "purple", 155, 89, 182), (.gray, "gray", 149, 165, 166),
    ])
    func components(color: ActionColor, name: String, red: Int, green: Int, blue: Int) {
        #expect([Int(color.red), Int(color.green), Int(color.blue)] == [red, green, blue])
        #expect(color.description == name)
    }

    @Test("a color that is no preset describes itself in hex")
    func hex() {
        #expect(ActionColor(red: 1, green: 171, blue: 255).description == "#01abff")
    }
}

/// Batches whose animations end at the same instant complete in the order they were made.
@Suite("Batch completions ending together")
struct BatchCompletionOrderTests {
    @Test func startOrder() throws {
        let fixture = Fixture()
        var order: [Int] = []
        for batch in 1...3 {
            try fixture.table.performBatchUpdates({ () throws(GestureTableError) in
                try fixture.table.deleteRow(at: 0, animation: .fade)
            }, completion: { order.append(batch) })
        }
        fixture.advance(1_000)
        #expect(order == [1, 2, 3])
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

/// An automatic deletion leaves on the side of any offset, however small; only a row at rest
/// fades.
@Suite("Automatic deletion side at small offsets")
struct AutomaticDeletionSideTests {
    @Test(arguments: [0.5, -0.5])
    func smallOffset(offset: Double) throws {
        let fixture = Fixture()
        try fixture.table.dragRow(at: 0, toOffset: offset)
        try fixture.table.deleteRow(at: 0)
        fixture.advance(100)
        let ghost = try #require(fixture.table.layout(height: 10).first)
        #expect(ghost.presentation.offset * (offset > 0 ? 1 : -1) > 50)
        #expect(ghost.presentation.opacity == 1)
    }
}

/// A press on an open row waits for a tap or a drag: it never arms the long press that lifts.
@Suite("No long press on an open row")
struct OpenRowLongPressTests {
    @Test func noDeadline() throws {
        let fixture = RevealTests.revealing()
        fixture.swipe(row: 1, to: -0.4)
        fixture.advance(1_000)
        #expect(fixture.table.nextDeadline == nil)
        fixture.table.handle(.down(Point(x: 10, y: fixture.table.yOfRow(at: 1) + 0.5)))
        #expect(fixture.table.nextDeadline == nil)
        fixture.advance(600)
        #expect(!fixture.table.isReordering)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
    }
}

/// An open row dragged back to exactly half its open offset stays open, and one thrown back at
/// exactly the flick velocity closes.
@Suite("Open row release boundaries")
struct OpenRowReleaseBoundaryTests {
    // One action of 0.25: open at 25 units, so half is 12.5, well below the highlight.
    @Test(arguments: [(drag: 0.125, open: true), (drag: 0.15, open: false)])
    func halfway(drag: Double, open: Bool) throws {
        let fixture = Fixture(slots: [.firstLeft, .firstRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        fixture.drag(row: 1, to: drag)
        fixture.table.handle(.up(velocity: .zero))
        #expect(try fixture.table.openSide(ofRowAt: 1) == (open ? .right : nil))
    }

    @Test func flickBackAtExactlyTheFlickVelocity() throws {
        let fixture = RevealTests.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        fixture.drag(row: 1, to: 0.05)
        // Two widths a second, toward rest: exactly the configured flick velocity.
        fixture.table.handle(.up(velocity: Velocity(dx: 200, dy: 0)))
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
    }
}

/// Setting a configuration number to NaN restores the very default a new configuration has.
@Suite("Configuration NaN restores the initial default")
struct ConfigurationDefaultTests {
    @Test func nanRestoresInitialValue() {
        let fields: [WritableKeyPath<TableConfiguration, Double>] = [
            \.maximumBounce, \.flickVelocity, \.touchSlop, \.highlightHysteresis, \.rubberBandLimit,
            \.rowHeight, \.maximumAutoscrollSpeed, \.autoscrollZone, \.peekFraction,
        ]
        for field in fields {
            var configuration = TableConfiguration()
            let initial = configuration[keyPath: field]
            configuration[keyPath: field] = .nan
            #expect(configuration[keyPath: field] == initial, "\(field)")
        }
    }
}

/// Content shorter than the viewport does not scroll; a new table shows 16 rows.
@Suite("Viewport extent")
struct ViewportExtentTests {
    @Test func shortContentDoesNotScroll() throws {
        let fixture = Fixture(count: 5)
        #expect(fixture.table.maximumScrollOffset == 0)
        try fixture.table.scroll(by: 3)
        #expect(fixture.table.scrollOffset == 0)
    }

    @Test func defaultViewport() {
        let table = GestureTable(
            numberedRows: (0..<100).map { Mail(id: $0, subject: "\($0)") }, width: 100, clock: VirtualClock())
        #expect(table.viewportHeight == 16)
        #expect(table.visibleRowIndexes == 0..<16)
    }
}

/// A row fading in stays in place: only its height and opacity animate.
@Suite("Fade-in keeps the row in place")
struct FadeInOffsetTests {
    @Test(arguments: [RowAnimation.fade, .automatic])
    func offsetStaysZero(animation: RowAnimation) throws {
        let fixture = Fixture()
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 2, animation: animation)
        fixture.advance(100)
        #expect(try fixture.table.offset(ofRowAt: 2) == 0)
    }
}

/// A row with nothing going on is presented whole, in place and opaque, and fills its slot.
@Suite("Resting presentation")
struct RestingPresentationTests {
    @Test func wholeAndInPlace() throws {
        let fixture = Fixture()
        let presentation = try fixture.table.presentation(ofRowAt: 2)
        #expect([presentation.offset, presentation.height, presentation.opacity] == [0, 1, 1])
        #expect(presentation.phase == .rest && presentation.action == nil)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.presentation.height) == Array(repeating: 1, count: 5))
        #expect(laidOut.map(\.y) == [0, 1, 2, 3, 4])
    }
}

/// A row deleted or inserted above the lifted row shifts where the lift started by one, so the
/// move reported on drop starts from the lifted row's place in the changed table.
@Suite("Lifted row origin follows changes above it")
struct LiftedOriginTests {
    @Test(arguments: [(insert: false, origin: 2), (insert: true, origin: 4)])
    func originShifts(insert: Bool, origin: Int) throws {
        let fixture = Fixture(count: 6)
        var calls: [[Int]] = []
        fixture.table.didMoveRow = { calls.append([$0, $1]) }
        ReorderTests.longPress(fixture, row: 3)
        ReorderTests.movePointer(fixture, toY: 4.5)
        if insert {
            try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 0, animation: .none)
        } else {
            try fixture.table.deleteRow(at: 0, animation: .none)
        }
        fixture.table.handle(.up(velocity: .zero))
        let destination = try #require(fixture.table.rows.firstIndex { $0.id == 3 })
        #expect(destination == origin + 1)
        #expect(calls == [[origin, destination]])
    }
}

/// Every length of the layout scales with the row height; a unit row height hides a length
/// multiplied where it should be divided.
@Suite("Geometry at a row height of two")
struct RowHeightGeometryTests {
    static func fixture() -> Fixture {
        var configuration = TableConfiguration()
        configuration.rowHeight = 2
        return Fixture(count: 20, configuration: configuration)
    }

    @Test func restingRows() throws {
        let fixture = Self.fixture()
        #expect(fixture.table.maximumScrollOffset == 30)
        #expect(fixture.table.yOfRow(at: 3) == 6)
        // Off screen, by estimate.
        #expect(fixture.table.yOfRow(at: 15) == 30)
        #expect(fixture.table.indexOfRow(atY: 5.9) == 2)
        try fixture.table.scroll(by: 3)
        #expect(fixture.table.yOfRow(at: 3) == 3)
        #expect(fixture.table.visibleRowIndexes == 1..<7)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.index) == [1, 2, 3, 4, 5, 6])
        #expect(laidOut.map(\.y) == [-1, 1, 3, 5, 7, 9])
        #expect(laidOut.allSatisfy { $0.height == 2 })
    }

    @Test func collapsingRow() throws {
        let fixture = Self.fixture()
        try fixture.table.deleteRow(at: 1, animation: .fade)
        // Half the time of an ease-in-out collapse: half of the two-unit height is left.
        fixture.advance(125)
        let laidOut = fixture.table.layout(height: 10)
        #expect(laidOut.map(\.index) == [0, nil, 1, 2, 3, 4])
        #expect(laidOut.map(\.height) == [2, 1, 2, 2, 2, 2])
        #expect(laidOut.map(\.y) == [0, 2, 3, 5, 7, 9])
        #expect(fixture.table.yOfRow(at: 1) == 3)
    }

    @Test func collapsingRowCutAtTheTop() throws {
        let fixture = Self.fixture()
        try fixture.table.scroll(by: 3)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        let first = try #require(fixture.table.layout(height: 10).first)
        #expect(first.index == nil)
        #expect([first.y, first.height] == [-1, 2])
    }

    @Test func collapsingRowJustAboveTheTop() throws {
        let fixture = Self.fixture()
        try fixture.table.scroll(by: 4)
        try fixture.table.deleteRow(at: 1, animation: .fade)
        let first = try #require(fixture.table.layout(height: 10).first)
        #expect(first.index == 1)
        #expect(first.y == 0)
    }
}

/// A revealing side with one action opens by that action's fraction, not by two.
@Suite("Reveal with a single action")
struct SingleActionRevealTests {
    @Test func opensByOneFraction() throws {
        let fixture = Fixture(slots: [.firstLeft, .firstRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        #expect(try fixture.table.offset(ofRowAt: 1) == -25)
        #expect(try fixture.table.revealedButtons(ofRowAt: 1).map(\.range) == [75..<100])
    }
}

/// A verb that takes an open row out of the pointer's hands mid-drag leaves no row open.
@Suite("Verb on a dragged open row")
struct DraggedOpenRowVerbTests {
    @Test func replaceClosesIt() throws {
        let fixture = RevealTests.revealing()
        try fixture.table.openRow(at: 1, side: .right)
        fixture.advance(300)
        fixture.drag(row: 1, to: 0.1)
        #expect(fixture.table.openRowIndex == 1)
        try fixture.table.replaceRow(at: 1)
        #expect(fixture.table.openRowIndex == nil)
        fixture.advance(1_000)
        #expect(try fixture.table.openSide(ofRowAt: 1) == nil)
    }
}

/// Rows that cannot be compared are always taken as changed by `setRows`: their new values win.
@Suite("setRows with rows that are not Equatable")
struct NonEquatableSetRowsTests {
    struct Note: Identifiable {
        let id: Int
        var text: String
    }

    @Test func newValuesWin() throws {
        let table = GestureTable(
            numberedRows: [Note(id: 0, text: "old"), Note(id: 1, text: "old")], width: 100, clock: VirtualClock())
        var changes: [String] = []
        table.onRowChange = { changes.append("\($0)") }
        try table.setRows([Note(id: 0, text: "new"), Note(id: 1, text: "new")])
        #expect(table.rows.map(\.text) == ["new", "new"])
        #expect(changes.count == 2)
    }
}

/// A row taken over mid-animation still runs the completion of the animation it interrupts.
@Suite("Interrupted completions run")
struct InterruptedCompletionTests {
    @Test func openingASettlingRow() throws {
        let fixture = RevealTests.revealing()
        try fixture.table.dragRow(at: 1, toOffset: -10)
        var completed = 0
        try fixture.table.replaceRow(at: 1) { completed += 1 }
        fixture.advance(50)
        try fixture.table.openRow(at: 1, side: .right)
        #expect(completed == 1)
        fixture.advance(1_000)
        #expect(completed == 1)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
    }
}

/// Deleting the row lifted under the pointer ends the reorder; the pointer is still down, its
/// velocity still readable, but its moves and release do nothing more.
@Suite("Deleting the lifted row")
struct DeletedLiftedRowTests {
    @Test func pointerStaysDownAndInert() throws {
        let fixture = Fixture()
        ReorderTests.longPress(fixture, row: 2)
        #expect(fixture.table.isReordering)
        try fixture.table.deleteRow(at: 2)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.pointerVelocity == .zero)
        _ = fixture.takeEvents()
        ReorderTests.movePointer(fixture, toY: 4.5)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.pointerVelocity == nil)
        #expect(fixture.takeEvents().isEmpty)
        #expect(fixture.table.scrollOffset == 0)
    }
}

/// An offset of zero uncovers no side: a row brought back to rest and thrown fires nothing.
@Suite("Zero offset uncovers nothing")
struct ZeroOffsetSideTests {
    @Test(arguments: [500.0, -500.0])
    func throwFromRest(velocity: Double) throws {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.1)
        fixture.dragHeld(to: 0)
        #expect(try fixture.table.presentation(ofRowAt: 0).uncoveredSide == nil)
        fixture.table.handle(.up(velocity: Velocity(dx: velocity, dy: 0)))
        #expect(fixture.fired.isEmpty)
        #expect(SwipeSide(offset: 0) == nil)
    }
}

/// A label of a row animating out that lay inside a relabelled window keeps its place among the
/// window's rows; labels on or outside the window's bounds do not move.
@Suite("Relabelled labels keep their place")
struct RelabellingTests {
    @Test(arguments: [
        (label: UInt64(5), expected: UInt64(39)), (15, 49), (25, 59), (35, 61),
        (0, 0), (100, 100), (200, 200),
    ])
    func relabelled(label: UInt64, expected: UInt64) {
        let relabelling = RowIndex<Mail>.Relabelling(lowerBound: 0, upperBound: 100, old: [10, 20, 30], new: [40, 50, 60])
        #expect(relabelling.relabelled(label) == expected)
    }
}

/// The pointer's velocity is smoothed: each move counts 0.6, the velocity before it 0.4.
@Suite("Smoothed pointer velocity")
struct SmoothedVelocityTests {
    @Test("two moves of 10 units, 10 ms apart: 600, then 0.6 × 1000 + 0.4 × 600 = 840 units a second")
    func smoothing() throws {
        let fixture = Fixture()
        let table = fixture.table
        table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.clock.advance(by: .milliseconds(10))
        table.handle(.moved(Point(x: 60, y: 1.5)))
        let first = try #require(table.pointerVelocity)
        #expect(abs(first.dx - 600) < 1e-6)
        #expect(abs(first.dy - 60) < 1e-6)
        fixture.clock.advance(by: .milliseconds(10))
        table.handle(.moved(Point(x: 70, y: 1.5)))
        let second = try #require(table.pointerVelocity)
        #expect(abs(second.dx - 840) < 1e-6)
        #expect(abs(second.dy - 24) < 1e-6)
    }
}

/// Undoing a move reports the move back, as an event and to the model.
@Suite("Undo of a move is reported")
struct UndoMoveEventTests {
    @Test func undoMoveEmitsMove() throws {
        let fixture = Fixture(count: 5)
        try fixture.table.moveRow(at: 0, to: 3)
        #expect(fixture.table.rows.map(\.id) == [1, 2, 3, 0, 4])
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.id) == [0, 1, 2, 3, 4])
        // The undo is announced after the move it made.
        #expect(fixture.events.last?.kind == .announce("Undone: Move “row 4”"))
        let last = try #require(fixture.events.dropLast().last)
        #expect(last.kind == .move(from: 3, to: 0))
        #expect(last.rowID == 0)
        #expect(last.index == 0)
    }
}

/// A row animating out above the viewport holds its full height at first, however tall it is:
/// the rows in view do not jump when it starts to collapse.
@Suite("Collapsing tall rows above the viewport")
struct TallGhostTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func noJumpOnDelete(height: Double) throws {
        let fixture = Fixture(count: 40)
        let table = fixture.table
        table.heightOfRow = { _ in height }
        try table.scroll(by: 4 * height)
        let before = table.layout(height: 6).map { ($0.row.id, $0.y) }
        try table.deleteRows(at: [1, 2, 3], animation: .fade)
        let after = table.layout(height: 6).filter { $0.index != nil }.map { ($0.row.id, $0.y) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(zip(after, before).allSatisfy { abs($0.1 - $1.1) < 1e-9 })
    }
}

/// Drawing finds each moving row's state however many rows above the viewport also move.
@Suite("States of rows above and in the viewport")
struct PositionedStateTests {
    @Test("rows 0 and 2 pushed, scrolled past row 0: row 2 is drawn pushed")
    func pushedRowsAcrossTheTop() throws {
        let fixture = Fixture(count: 10)
        let table = fixture.table
        try table.pushRow(at: 0)
        try table.pushRow(at: 2)
        fixture.advance(1000)
        try table.scroll(by: 1)
        let laid = table.layout(height: 5)
        let second = try #require(laid.first { $0.row.id == 2 })
        #expect(second.presentation.offset == table.width)
        let first = try #require(laid.first { $0.row.id == 1 })
        #expect(first.presentation.offset == 0)
    }
}

/// Whether an animation changes its value at all.
@Suite("Constant animations")
struct ConstantAnimationTests {
    @Test func constancy() {
        #expect(ValueAnimation.constant(3).isConstant)
        #expect(ValueAnimation(from: 5, to: 5, start: .zero, duration: .seconds(1), curve: .linear).isConstant)
        #expect(!ValueAnimation(from: 0, to: 10, start: .zero, duration: .seconds(1), curve: .linear).isConstant)
        #expect(!ValueAnimation(from: 5, to: 5, start: .zero, duration: .seconds(1), curve: .overshoot(2)).isConstant)
        #expect(ValueAnimation(from: 0, to: 10, start: .zero, duration: .zero, curve: .easeOut).isConstant)
    }
}

/// A press on no row closes the open row; a press on a row that is leaving does nothing.
@Suite("Presses beside the rows and the open row")
struct PressBesideRowsTests {
    @Test func pressOnNothingCloses() throws {
        let fixture = Fixture(count: 3, leftStyle: .reveal)
        let table = fixture.table
        try table.openRow(at: 0, side: .left)
        fixture.advance(1000)
        table.handle(.down(Point(x: 50, y: 7.5)))  // below the last row
        table.handle(.up(velocity: nil))
        #expect(table.openRowIndex == nil)
    }

    @Test func pressOnLeavingRowKeepsOpenRow() throws {
        let fixture = Fixture(count: 3, leftStyle: .reveal)
        let table = fixture.table
        try table.openRow(at: 0, side: .left)
        fixture.advance(1000)
        try table.deleteRow(at: 2, animation: .fade)
        table.handle(.down(Point(x: 50, y: 2.5)))  // on the row animating out
        table.handle(.up(velocity: nil))
        #expect(table.openRowIndex == 0)
    }
}

/// A row's actions are empty only with no action on either side.
@Suite("Empty actions")
struct EmptyActionsTests {
    @Test func emptiness() throws {
        let action = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.3) { _ in }
        #expect(SwipeActions<Mail>.none.isEmpty)
        #expect(!(try SwipeActions(firstLeft: action)).isEmpty)
        #expect(!(try SwipeActions(firstRight: action)).isEmpty)
        #expect(!(try SwipeActions(firstLeft: action, firstRight: action)).isEmpty)
    }
}

/// The table and the virtual clock agree on the latest instant there is: 2⁶⁰ seconds.
@Suite("The latest instant")
struct LatestInstantTests {
    @Test func agreesWithTheClock() {
        #expect(GestureTable<Mail>.latestInstant == VirtualClock.latestInstant)
        #expect(GestureTable<Mail>.latestInstant == .seconds(Int64(1) << 60))
    }
}

/// A batch that begins right after another (nothing recorded between them) is its own undo
/// step: the first batch's step is closed when the second begins.
@Suite("Back-to-back batches")
struct BackToBackBatchTests {
    @Test func eachBatchIsOneStep() throws {
        let fixture = Fixture(count: 4)
        let table = fixture.table
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0) }
        try table.performBatchUpdates { () throws(GestureTableError) in try table.deleteRow(at: 0) }
        #expect(fixture.titles == ["Mail 2", "Mail 3"])
        try table.undo()
        #expect(fixture.titles == ["Mail 1", "Mail 2", "Mail 3"])
        try table.undo()
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2", "Mail 3"])
    }
}

/// Whole-state equality, which the transition tests rely on, tells apart rows that leave in
/// different ways even when the row, its place and its timing are the same.
@Suite("State equality of leaving rows")
struct LeavingRowEqualityTests {
    @Test(arguments: [(RowAnimation.fade, RowAnimation.left), (.right, .left), (.none, .fade)])
    func differentAnimations(first: RowAnimation, second: RowAnimation) throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.deleteRow(at: 1, animation: first)
        try other.table.deleteRow(at: 1, animation: second)
        #expect(one.table.core.state != other.table.core.state)
    }

    @Test("rows in the same phase at different offsets differ")
    func movingRows() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.dragRow(at: 1, toOffset: 10)
        try other.table.dragRow(at: 1, toOffset: 20)
        #expect(try one.table.phase(ofRowAt: 1) == other.table.phase(ofRowAt: 1))
        #expect(one.table.core.state != other.table.core.state)
        try other.table.dragRow(at: 1, toOffset: 10)
        #expect(one.table.core.state == other.table.core.state)
    }

    @Test("states at the same instant differ when only the open batch does")
    func anOpenBatchCounts() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        #expect(one.table.core.state == other.table.core.state)
        var inside: TableState<Mail>?
        one.table.performBatchUpdates { inside = one.table.core.state }
        #expect(inside?.time == other.table.core.state.time)
        #expect(inside != other.table.core.state)
        #expect(one.table.core.state == other.table.core.state)
    }

    @Test func aCompletionCounts() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.deleteRow(at: 1, animation: .fade)
        try other.table.deleteRow(at: 1, animation: .fade, completion: {})
        #expect(one.table.core.state != other.table.core.state)
        let same = Fixture(count: 3)
        try same.table.deleteRow(at: 1, animation: .fade)
        #expect(one.table.core.state == same.table.core.state)
    }
}

/// A virtual clock moved to an instant ahead goes exactly there, up to the latest instant.
@Suite("Virtual clock moved to an instant")
struct VirtualClockAdvanceTests {
    @Test func movesToTheInstant() {
        let clock = VirtualClock()
        clock.advance(to: .seconds(5))
        #expect(clock.now == .seconds(5))
        clock.advance(to: .seconds(2))
        #expect(clock.now == .seconds(5))
        clock.advance(to: VirtualClock.latestInstant + .seconds(1))
        #expect(clock.now == VirtualClock.latestInstant)
    }
}

/// A row index outside the table is placed as if every row were one row tall, scrolled with
/// the content.
@Suite("The top of a row outside the table")
struct OutsideRowTopTests {
    @Test(arguments: [-1, 5, 8])
    func scrolledWithTheContent(index: Int) throws {
        let fixture = Fixture(count: 5)
        fixture.table.viewportHeight = 2
        try fixture.table.scroll(by: 2)
        #expect(fixture.table.yOfRow(at: index) == Double(index) - 2)
    }
}

/// A row at rest that is pushed and deleted leaves to the right, as one swiped right would.
@Suite("Push and delete from rest")
struct PushAndDeleteFromRestTests {
    @Test func leavesToTheRight() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.pushAndDeleteRow(at: 1)
        fixture.advance(250)
        let ghost = fixture.table.layout(height: 10).first { $0.index == nil }
        #expect(ghost?.presentation.offset == 100)
    }
}
