import Testing
@testable import GestureTable

/// `replaceRow` slides the row back to rest, with a bounce unless turned off.
@Suite("Replace")
struct ReplaceTests {
    @Test("a release with nothing current replaces the row with a bounce past rest")
    func bounce() throws {
        let fixture = Fixture(width: 320)
        fixture.swipe(row: 0, to: 0.2)
        #expect(fixture.takeEvents().last == "replace row 0")
        // Offset 64 → overshoot min(7, 64/30) ≈ 2.13 points, reached after the first phase.
        var lowest = 64.0
        for _ in 0..<40 {
            fixture.advance(10)
            lowest = min(lowest, try fixture.table.offset(ofRowAt: 0))
        }
        #expect(abs(lowest - -64.0 / 30) < 0.05)
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("with bounce off the row never passes rest and settles in one duration")
    func noBounce() throws {
        var configuration = TableConfiguration()
        configuration.bouncesOnReplace = false
        let fixture = Fixture(configuration: configuration)
        var completed = false
        fixture.resolution[.firstLeft] = { table, index in try table.replaceRow(at: index) { completed = true } }
        fixture.swipe(row: 0, to: 0.5)
        for _ in 0..<24 {
            fixture.advance(10)
            #expect(try fixture.table.offset(ofRowAt: 0) >= 0)
        }
        #expect(!completed)
        fixture.advance(10)
        #expect(completed)
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
    }

    @Test("a settling row can be grabbed mid-animation and continues from where it is")
    func grabMidAnimation() throws {
        let fixture = Fixture()
        var completed = false
        fixture.resolution[.firstLeft] = { table, index in try table.replaceRow(at: index) { completed = true } }
        fixture.swipe(row: 0, to: 0.5)
        fixture.advance(60)
        let offset = try fixture.table.offset(ofRowAt: 0)
        #expect(offset > 0 && offset < 50)
        fixture.table.handle(.down(Point(x: 20, y: 0.5)))
        #expect(completed)
        #expect(try fixture.table.phase(ofRowAt: 0) == .dragging)
        fixture.table.handle(.moved(Point(x: 30, y: 0.5)))
        #expect(abs(try fixture.table.offset(ofRowAt: 0) - (offset + 10)) < 1e-9)
    }

    @Test("a pending row ignores new gestures until its handler resolves it")
    func pendingIgnoresGestures() throws {
        let fixture = Fixture()
        fixture.swipe(row: 0, to: 0.5)
        #expect(try fixture.table.phase(ofRowAt: 0) == .pending(.firstLeft))
        fixture.swipe(row: 0, to: -0.5)
        #expect(fixture.fired.count == 1)
        #expect(try fixture.table.offset(ofRowAt: 0) == 50)
        try fixture.table.replaceRow(at: 0)
        fixture.advance(400)
        #expect(fixture.table.statefulRowCount == 0)
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

extension ReplaceTests {
    @Test("grabbing a row that slides back with a completion runs that completion once, at the grab")
    func grabRunsPendingCompletion() throws {
        let fixture = Fixture()
        var ran = 0
        try fixture.table.dragRow(at: 1, toOffset: 20)
        try fixture.table.replaceRow(at: 1) { ran += 1 }
        fixture.advance(50)
        fixture.table.handle(.down(Point(x: 50, y: 1.5)))
        fixture.advance(8)
        fixture.table.handle(.moved(Point(x: 60, y: 1.5)))
        #expect(ran == 1)
        fixture.table.handle(.up(velocity: .zero))
        fixture.advance(2000)
        #expect(ran == 1)
    }
}
