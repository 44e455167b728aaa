import Testing
@testable import GestureTable

/// A press lands on the row drawn under it at that instant (SPEC 8.1), whatever is still
/// sliding off, collapsing or growing in above it.
@Suite("Presses land on what is drawn")
struct HitTestingTests {
    /// Three mails; a swipe right past 0.25 archives (push, then delete).
    static func triage(count: Int = 3) -> Fixture {
        let fixture = Fixture(count: count)
        fixture.resolution[.firstLeft] = { table, index in try table.pushAndDeleteRow(at: index) }
        return fixture
    }

    /// A whole swipe started on screen line `line` (its middle), released at rest.
    func swipe(line: Int, to fraction: Double, in fixture: Fixture) {
        fixture.table.handle(.down(Point(x: 50, y: Double(line) + 0.5)))
        fixture.dragHeld(to: fraction, from: 50, y: Double(line) + 0.5)
        fixture.table.handle(.up(velocity: .zero))
    }

    @Test("a fast second swipe archives the row drawn on its line, not the one below")
    func fastSecondSwipe() {
        let fixture = Self.triage()
        swipe(line: 0, to: 0.5, in: fixture)
        fixture.advance(100)
        // Mail 0 is still sliding off on line 0; line 1 shows Mail 1.
        swipe(line: 1, to: 0.5, in: fixture)
        fixture.advance(2_000)
        #expect(fixture.titles == ["Mail 2"])
        #expect(fixture.fired.map(\.1) == [0, 0])
    }

    @Test("Mailbox triage: three swipes, each within 100 ms of the last release, archive exactly those rows")
    func rapidTriage() {
        let fixture = Self.triage(count: 5)
        for line in 0..<3 {
            swipe(line: line, to: 0.5, in: fixture)
            fixture.advance(100)
        }
        fixture.advance(2_000)
        #expect(fixture.titles == ["Mail 3", "Mail 4"])
    }

    @Test("a press on a row that is leaving does nothing and never falls through to another row")
    func pressOnLeavingRow() throws {
        let fixture = Self.triage()
        swipe(line: 0, to: 0.5, in: fixture)
        fixture.advance(100)
        _ = fixture.takeEvents()
        #expect(fixture.table.indexOfRow(atY: 0.5) == nil)
        swipe(line: 0, to: 0.5, in: fixture)
        #expect(fixture.takeEvents() == [])
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
        fixture.advance(2_000)
        #expect(fixture.titles == ["Mail 1", "Mail 2"])
    }

    @Test("while a row collapses, each line's press lands on the row whose middle is drawn there")
    func collapsingRow() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0)
        // Halfway through the growth of "New" (eased): every line still maps to one row.
        fixture.advance(125)
        let layout = fixture.table.layout(height: 3)
        for line in 0..<3 {
            let y = Double(line) + 0.5
            let drawn = layout.last { $0.y <= y && y < $0.y + $0.height }
            #expect(fixture.table.indexOfRow(atY: y) == drawn?.index)
        }
    }

    @Test("an inserted row still growing in does not swallow a press on the row drawn there")
    func insertedRowDoesNotSwallowPresses() {
        let fixture = Self.triage()
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.up(velocity: .zero))
        _ = try? fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0)
        fixture.advance(10)
        // "New" is barely grown: line 0 shows Mail 0.
        swipe(line: 0, to: 0.5, in: fixture)
        fixture.advance(2_000)
        #expect(fixture.titles == ["New", "Mail 1", "Mail 2"])
    }

    @Test("after undoing a delete, a press on the line of the row below acts on it")
    func undoneDeleteDoesNotSwallowPresses() throws {
        let fixture = Self.triage()
        try fixture.table.deleteRow(at: 0)
        fixture.advance(1_000)
        try fixture.table.undo()
        fixture.advance(10)
        swipe(line: 0, to: 0.5, in: fixture)
        fixture.advance(2_000)
        #expect(fixture.titles == ["Mail 0", "Mail 2"] || fixture.titles == ["Mail 1", "Mail 2"])
        #expect(fixture.titles.count == 2)
    }

    @Test("a row growing in can be swiped once it covers the line: it finishes appearing")
    func appearingRowAcceptsGestures() {
        let fixture = Self.triage()
        _ = try? fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0)
        fixture.advance(200)
        swipe(line: 0, to: 0.5, in: fixture)
        fixture.advance(2_000)
        #expect(fixture.titles == ["Mail 0", "Mail 1", "Mail 2"])
    }

    @Test("the first row starts at the viewport's top: y 0 finds it, anything above finds nothing")
    func topLine() {
        let fixture = Fixture(count: 5)
        #expect(fixture.table.indexOfRow(atY: 0) == 0)
        #expect(fixture.table.indexOfRow(atY: -0.001) == nil)
        #expect(fixture.table.indexOfRow(atY: 4.999) == 4)
        #expect(fixture.table.indexOfRow(atY: 5) == nil)
    }
}

/// A row deleted under a held swipe takes the gesture with it.
@Suite("Deleting the row under the pointer")
struct DeleteUnderPointerTests {
    @Test("the release after the row was deleted acts on nothing, not on the row that took its place")
    func releaseAfterDelete() throws {
        let fixture = Fixture()
        fixture.drag(row: 0, to: 0.1)
        try fixture.table.deleteRow(at: 0)
        _ = fixture.takeEvents()
        fixture.dragHeld(to: 0.5)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.takeEvents() == [])
        #expect(fixture.fired.isEmpty)
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
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

extension HitTestingTests {
    @Test("a row near the bottom is placed where it is drawn while a row above grows in")
    func yOfRowNearTheBottom() throws {
        let fixture = Fixture(count: 20)
        let table = fixture.table  // viewport 10 rows
        try table.insertRow(Mail(id: 99, subject: "new"), at: 0, animation: .fade)
        fixture.clock.advance(by: .milliseconds(100))
        // Row 10 rests at y 10 (just past the bottom) but is drawn higher: the new row has not
        // its full height yet.
        let drawn = table.layout(height: 10).first { $0.index == 10 }?.y
        #expect(drawn != nil)
        #expect(try table.yOfRow(at: 10) == drawn)
        #expect(try table.yOfRow(at: 10) < 10)
    }

    @Test("a row resting rows below the viewport is placed where it is drawn while rows above grow in")
    func yOfRowFarBelowTheViewport() throws {
        let fixture = Fixture(count: 20)
        let table = fixture.table  // viewport 10 rows
        try table.performBatchUpdates {
            for id in 90..<94 { try table.insertRow(Mail(id: id, subject: "new"), at: 0, animation: .fade) }
        }
        fixture.clock.advance(by: .milliseconds(50))
        // Row 12 rests at y 12, two rows past the bottom, but the four new rows have grown only a
        // little of their height, so it is drawn inside the viewport.
        let drawn = try #require(table.layout(height: 10).first { $0.index == 12 }?.y)
        #expect(drawn < 10)
        #expect(try table.yOfRow(at: 12) == drawn)
        // Once they have grown, it rests and is drawn outside again.
        fixture.clock.advance(by: .seconds(1))
        #expect(try table.yOfRow(at: 12) == 12)
    }

    @Test("a row resting rows above the viewport is placed where it is drawn while rows above it collapse")
    func yOfRowFarAboveTheViewport() throws {
        let fixture = Fixture(count: 30)
        let table = fixture.table  // viewport 10 rows
        try table.scroll(by: 14)
        try table.performBatchUpdates {
            for index in (10..<14).reversed() { try table.deleteRow(at: index, animation: .fade) }
        }
        fixture.clock.advance(by: .milliseconds(50))
        // Row 10 (once row 14) rests at y -4 after the deletions, but the deleted rows above it
        // still hold most of their height, so it is drawn near the top.
        let drawn = try #require(table.layout(height: 10).first { $0.index == 10 }?.y)
        #expect(try table.yOfRow(at: 10) == drawn)
        #expect(try table.yOfRow(at: 10) > -1)
    }
}
