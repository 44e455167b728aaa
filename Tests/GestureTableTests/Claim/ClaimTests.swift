import Testing
@testable import GestureTable

/// The claim: what a press and its first movement become (SPEC 13.7), asked as a query and
/// acted on by the table's own pointer handling, which must agree.
@Suite("The claim")
struct ClaimTests {
    /// The middle of row `index`.
    static func middle(of index: Int, in fixture: Fixture, x: Double = 50) -> Point {
        Point(x: x, y: ((try? fixture.table.yOfRow(at: index)) ?? 0) + 0.5)
    }

    /// Presses at `point`, moves by (`dx`, `dy`) in one step, and says what the table did with
    /// it: the row's offset, the scroll offset, whether a row was lifted.
    static func play(_ fixture: Fixture, at point: Point, dx: Double, dy: Double) -> (offset: Double, scrolled: Double) {
        fixture.table.handle(.down(point))
        fixture.clock.advance(by: .milliseconds(8))
        fixture.table.handle(.moved(Point(x: point.x + dx, y: point.y + dy)))
        let index = fixture.table.indexOfRow(atY: point.y) ?? 0
        return ((try? fixture.table.offset(ofRowAt: index)) ?? 0, fixture.table.scrollOffset)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let slots: Set<ActionSlot>
        let dx: Double
        let dy: Double
        let expected: GestureClaim
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "right drag, left action", slots: [.firstLeft], dx: 20, dy: 0, expected: .swipe),
        Case(name: "left drag, right action", slots: [.firstRight], dx: -20, dy: 0, expected: .swipe),
        Case(name: "right drag, no left action", slots: [.firstRight], dx: 20, dy: 0, expected: .declined),
        Case(name: "left drag, no right action", slots: [.firstLeft], dx: -20, dy: 0, expected: .declined),
        Case(name: "no actions at all", slots: [], dx: -20, dy: 0, expected: .declined),
        Case(name: "29° from horizontal", slots: [.firstLeft], dx: 20, dy: 11, expected: .swipe),
        Case(name: "31° from horizontal scrolls", slots: [.firstLeft], dx: 20, dy: 12.1, expected: .scroll),
        Case(name: "straight down", slots: [.firstLeft], dx: 0, dy: 3, expected: .scroll),
        Case(name: "straight up", slots: [.firstLeft], dx: 0, dy: -3, expected: .scroll),
    ]

    @Test("A drag's direction and the row's sides decide; the table does what the query said", arguments: cases)
    func directionAndSides(_ testCase: Case) {
        let fixture = Fixture(count: 30, slots: testCase.slots)
        let point = Self.middle(of: 2, in: fixture)
        let claim = fixture.table.claim(pressAt: point, translation: Point(x: testCase.dx, y: testCase.dy))
        #expect(claim == testCase.expected)
        let (offset, _) = Self.play(fixture, at: point, dx: testCase.dx, dy: testCase.dy)
        let phase = fixture.table.core.state.pointer?.phase
        switch testCase.expected {
        case .swipe: #expect(offset != 0 && phase == .swiping)
        case .scroll: #expect(offset == 0 && phase == .scrolling)
        default: #expect(offset == 0 && phase == .ignored)
        }
    }

    @Test("A declined drag is left alone to its end: no swipe, no tap, no lift")
    func declinedDragStaysDeclined() {
        let fixture = Fixture(slots: [.firstRight])
        fixture.drag(row: 1, to: 0.6, step: 5)
        #expect((try? fixture.table.offset(ofRowAt: 1)) == 0)
        fixture.advance(2_000)  // held long past the long press
        #expect(fixture.table.liftedRowIndex == nil)
        fixture.table.handle(.up(velocity: Velocity(dx: 50, dy: 0)))
        #expect(fixture.fired.isEmpty)
        #expect(fixture.table.selectedRowIndex == nil)
        #expect(!fixture.takeEvents().contains { ["highlight", "trigger", "select", "lift"].contains($0) })
    }

    @Test("An open row takes a drag either way: it moves back toward rest")
    func openRowTakesEitherWay() throws {
        let fixture = Fixture(slots: [.firstRight], rightStyle: .reveal)
        try fixture.table.openRow(at: 0, side: .right)
        fixture.advance(500)
        let point = Self.middle(of: 0, in: fixture, x: 10)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 20, y: 0)) == .swipe)
    }

    @Test("edgeExclusion: a press that begins that close to the leading edge never swipes", arguments: [
        (x: 5.0, rightToLeft: false, expected: GestureClaim.declined),
        (x: 19.9, rightToLeft: false, expected: .declined),
        (x: 20.1, rightToLeft: false, expected: .swipe),
        (x: 95.0, rightToLeft: true, expected: .declined),
        (x: 5.0, rightToLeft: true, expected: .swipe),
    ])
    func edgeExclusion(x: Double, rightToLeft: Bool, expected: GestureClaim) {
        var configuration = TableConfiguration()
        configuration.edgeExclusion = 20
        let fixture = Fixture(configuration: configuration)
        if rightToLeft { fixture.table.layoutDirection = .rightToLeft }
        let point = Self.middle(of: 1, in: fixture, x: x)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: -3, y: 0)) == expected)
        let (offset, _) = Self.play(fixture, at: point, dx: -3, dy: 0)
        #expect((offset != 0) == (expected == .swipe))
        // A vertical drag from the edge still scrolls: only swipes are excluded.
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 0, y: 5)) == .scroll)
    }

    @Test("canBeginSwipe is asked with the point in the row, before the press's step; false declines")
    func canBeginSwipe() {
        let fixture = Fixture(count: 30)
        var asked: [Point] = []
        // A slider in the row's right half.
        fixture.table.canBeginSwipe = { _, point in
            asked.append(point)
            return point.x < 50
        }
        let inSlider = Self.middle(of: 3, in: fixture, x: 70)
        let outside = Self.middle(of: 3, in: fixture, x: 30)
        #expect(fixture.table.claim(pressAt: inSlider, translation: Point(x: -10, y: 0)) == .declined)
        #expect(fixture.table.claim(pressAt: outside, translation: Point(x: -10, y: 0)) == .swipe)
        #expect(asked == [Point(x: 70, y: 0.5), Point(x: 30, y: 0.5)])
        let (offset, _) = Self.play(fixture, at: inSlider, dx: -10, dy: 0)
        #expect(offset == 0)
        #expect(asked.last == Point(x: 70, y: 0.5))
        fixture.table.handle(.up(velocity: nil))
        let (moved, _) = Self.play(fixture, at: outside, dx: -10, dy: 0)
        #expect(moved != 0)
    }

    @Test("canBeginSwipe that calls a verb gets invalidState, and the press goes on")
    func canBeginSwipeCallingAVerb() {
        let fixture = Fixture()
        var thrown: GestureTableError?
        fixture.table.canBeginSwipe = { [unowned fixture] _, _ in
            do throws(GestureTableError) { try fixture.table.deleteRow(at: 0) } catch { thrown = error }
            return true
        }
        let (offset, _) = Self.play(fixture, at: Self.middle(of: 1, in: fixture), dx: -10, dy: 0)
        #expect(thrown?.code == .invalidState)
        #expect(offset != 0)
        #expect(fixture.table.rows.count == 5)
    }

    @Test("The claim asked from a closure the table is asking, and from an event, answers and changes nothing")
    func claimFromTheAppsClosures() {
        let fixture = Fixture(count: 30, slots: [.firstRight])
        let declared = fixture.table.swipeActions
        var fromQuestion: [GestureClaim] = []
        var fromEvent: [GestureClaim] = []
        var depth = 0
        fixture.table.swipeActions = { [unowned fixture] mail in
            // The claim asks swipeActions too: one level down it answers plainly.
            if depth == 0, fromQuestion.count < 3 {
                depth += 1
                fromQuestion.append(fixture.table.claim(pressAt: Point(x: 50, y: 5.5), translation: Point(x: -9, y: 0)))
                depth -= 1
            }
            return declared(mail)
        }
        fixture.table.onEvent = { [unowned fixture] event in
            guard event.kind == .highlight else { return }
            fromEvent.append(fixture.table.claim(pressAt: Point(x: 50, y: 6.5), translation: Point(x: 9, y: 0)))
        }
        fixture.drag(row: 1, to: -0.4)
        #expect(fromQuestion.allSatisfy { $0 == .swipe } && !fromQuestion.isEmpty)
        #expect(fromEvent == [.declined])
        #expect((try? fixture.table.offset(ofRowAt: 1)) == -40)
    }

    @Test("swipeAngle: 0 never swipes, 90 swipes any drag that moves sideways at all", arguments: [
        (angle: 0.0, dx: 20.0, dy: 0.0, expected: GestureClaim.scroll),
        (angle: 90.0, dx: 0.5, dy: 20.0, expected: .swipe),
        (angle: 45.0, dx: 20.0, dy: 19.0, expected: .swipe),
        (angle: 45.0, dx: 20.0, dy: 20.0, expected: .scroll),
        (angle: 10.0, dx: 20.0, dy: 4.0, expected: .scroll),
        // At the boundary, to a twentieth of a degree (tan 29.95° = 0.57644, tan 30.05° = 0.57824).
        (angle: 30.0, dx: 100.0, dy: 57.64, expected: .swipe),
        (angle: 30.0, dx: 100.0, dy: 57.83, expected: .scroll),
        // 90°: any sideways movement at all, however steep.
        (angle: 90.0, dx: 1e-9, dy: 1e9, expected: .swipe),
    ])
    func swipeAngle(angle: Double, dx: Double, dy: Double, expected: GestureClaim) {
        var configuration = TableConfiguration()
        configuration.swipeAngle = angle
        let fixture = Fixture(count: 30, configuration: configuration)
        #expect(fixture.table.claim(pressAt: Self.middle(of: 2, in: fixture), translation: Point(x: dx, y: dy)) == expected)
    }

    @Test("Numbers a caller can pass: clamped settings, and a claim of what is not finite declines")
    func hostileNumbers() {
        var configuration = TableConfiguration()
        for value in [Double.nan, .infinity, -.infinity, 1e308, -1e308, 0] {
            configuration.edgeExclusion = value
            configuration.swipeAngle = value
            configuration.menuDragTolerance = value
            #expect((0...1e6).contains(configuration.edgeExclusion))
            #expect((0...90).contains(configuration.swipeAngle))
            #expect((0...1e6).contains(configuration.menuDragTolerance))
        }
        configuration.swipeAngle = .nan
        #expect(configuration.swipeAngle == 30)
        let fixture = Fixture()
        let point = Self.middle(of: 1, in: fixture)
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(fixture.table.claim(pressAt: Point(x: bad, y: 1), translation: Point(x: 5, y: 0)) == .declined)
            #expect(fixture.table.claim(pressAt: point, translation: Point(x: bad, y: 0)) == .declined)
            #expect(fixture.table.claim(pressAt: point, translation: .init(x: 0, y: 0), velocity: Velocity(dx: bad, dy: 0)) == .declined)
        }
        // Huge but finite values are answered like any others.
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: -1e308, y: 0)) == .swipe)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 0, y: 1e308)) == .scroll)
        #expect(fixture.table.claim(pressAt: Point(x: 1e308, y: -1e308), translation: Point(x: 5, y: 0)) == .declined)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 0, y: 0), elapsed: .seconds(Int64.max)) == .lift)
    }

    @Test("A still press: undecided until the long-press duration, then lift, or its menu, or still undecided")
    func stillPress() {
        let fixture = Fixture()
        let point = Self.middle(of: 1, in: fixture)
        let still = Point(x: 0, y: 0)
        #expect(fixture.table.claim(pressAt: point, translation: still) == .undecided)
        #expect(fixture.table.claim(pressAt: point, translation: still, elapsed: .milliseconds(499)) == .undecided)
        #expect(fixture.table.claim(pressAt: point, translation: still, elapsed: .milliseconds(500)) == .lift)
        fixture.table.canMoveRow = { $0.id != 1 }
        #expect(fixture.table.claim(pressAt: point, translation: still, elapsed: .seconds(1)) == .undecided)
        fixture.table.contextMenu = .rowActions
        #expect(fixture.table.claim(pressAt: point, translation: still, elapsed: .seconds(1)) == .contextMenu)
        // Within the slop, the velocity decides, as a recognizer that begins early reports it.
        #expect(fixture.table.claim(pressAt: point, translation: still, velocity: Velocity(dx: -300, dy: 10)) == .swipe)
        #expect(fixture.table.claim(pressAt: point, translation: still, velocity: Velocity(dx: 10, dy: 300)) == .scroll)
        // However slow: a velocity's direction alone picks the side.
        let rightOnly = Fixture(slots: [.firstLeft])
        let slow = Self.middle(of: 1, in: rightOnly)
        #expect(rightOnly.table.claim(pressAt: slow, translation: still, velocity: Velocity(dx: 0.5, dy: 0)) == .swipe)
        #expect(rightOnly.table.claim(pressAt: slow, translation: still, velocity: Velocity(dx: -0.5, dy: 0)) == .declined)
    }

    @Test("On no row a sideways drag is declined and a vertical one scrolls")
    func pressOnNoRow() {
        let fixture = Fixture(count: 2)
        let below = Point(x: 50, y: 8.5)
        #expect(fixture.table.claim(pressAt: below, translation: Point(x: 20, y: 0)) == .declined)
        #expect(fixture.table.claim(pressAt: below, translation: Point(x: 0, y: 5)) == .scroll)
    }

    @Test("Edit mode: sideways declines, vertical sweeps with several rows allowed, else scrolls")
    func editMode() throws {
        let fixture = Fixture(count: 30)
        fixture.table.isEditing = true
        let point = Self.middle(of: 2, in: fixture)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 20, y: 0)) == .declined)
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 0, y: 3)) == .scroll)
        fixture.table.selectionMode = .multiple
        #expect(fixture.table.claim(pressAt: point, translation: Point(x: 0, y: 3)) == .sweep)
    }

    @Test("The claim changes nothing: the state before and after is the same")
    func claimIsPure() {
        let fixture = Fixture(count: 30)
        fixture.table.contextMenu = .rowActions
        fixture.drag(row: 4, to: -0.3)
        let before = fixture.table.core.state
        let beforeEvents = fixture.takeEvents()
        for dx in [-20.0, 0, 20] {
            for elapsed in [Duration.zero, .seconds(1)] {
                _ = fixture.table.claim(pressAt: Self.middle(of: 1, in: fixture), translation: Point(x: dx, y: 0), elapsed: elapsed)
                _ = fixture.table.claim(pressAt: Self.middle(of: 4, in: fixture), translation: Point(x: dx, y: 0), elapsed: elapsed)
            }
        }
        #expect(fixture.table.core.state == before)
        #expect(fixture.takeEvents().isEmpty)
        #expect(!beforeEvents.isEmpty)
    }
}

/// The claim on a board: the column's, and declined over a gutter.
@Suite("The claim on a board")
struct BoardClaimTests {
    @Test("A press in a column is claimed as that column's table claims it; a gutter declines")
    func columnsAndGutters() throws {
        let fixture = try BoardFixture()
        let archive = try SwipeAction<Mail>(icon: "✓", color: .green) { _ in }
        let leftOnly = try SwipeActions(firstRight: archive)
        for table in fixture.board.tables { table.swipeActions = { _ in leftOnly } }
        let task = Point(x: fixture.x(1), y: 0.5)
        #expect(fixture.board.claim(pressAt: task, translation: Point(x: -8, y: 0)) == .swipe)
        #expect(fixture.board.claim(pressAt: task, translation: Point(x: 8, y: 0)) == .declined)
        #expect(fixture.board.claim(pressAt: task, translation: Point(x: 0, y: 5)) == .scroll)
        #expect(fixture.board.claim(pressAt: task, translation: .init(x: 0, y: 0), elapsed: .seconds(1)) == .lift)
        #expect(fixture.board.claim(pressAt: Point(x: 21, y: 0.5), translation: Point(x: -8, y: 0)) == .declined)
        #expect(fixture.board.claim(pressAt: Point(x: .nan, y: 0.5), translation: Point(x: -8, y: 0)) == .declined)
        // Near the column's own leading edge, as each table's edge exclusion says.
        fixture.board.tables[1].configuration.edgeExclusion = 3
        #expect(fixture.board.claim(pressAt: Point(x: 23, y: 0.5), translation: Point(x: -8, y: 0)) == .declined)
        #expect(fixture.board.claim(pressAt: Point(x: 26, y: 0.5), translation: Point(x: -8, y: 0)) == .swipe)
        // The table does what the claim said: a declined right drag leaves the task where it is.
        fixture.board.handle(.down(task))
        fixture.board.handle(.moved(Point(x: task.x + 8, y: 0.5)))
        #expect(try fixture.board.tables[1].offset(ofRowAt: 0) == 0)
        fixture.release()
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }
}
