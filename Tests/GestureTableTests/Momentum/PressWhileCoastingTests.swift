import Testing

@testable import GestureTable

/// SPEC 8.1: a press acts on the row drawn under it. A press on coasting content stops it, and
/// the offset a deletion left past the content's end comes back to it; the press is aimed at
/// what was drawn before either.
@Suite("A press while coasting past the end lands on the row drawn under it")
struct PressWhileCoastingTests {
    @Test("rows A to H, scrolled to the end, a deletion, coasting up: a swipe on F acts on F")
    func swipeActsOnDrawnRow() throws {
        let fixture = Fixture(count: 8)
        fixture.table.viewportHeight = 4
        try fixture.table.scroll(by: 4)
        try fixture.table.deleteRow(at: 7)
        try fixture.table.scroll(withVelocity: -40)
        #expect(fixture.table.isDecelerating)
        let y = try fixture.table.yOfRow(at: 5) + 0.5
        #expect(y > 1 && y < 2)
        fixture.table.handle(.down(Point(x: 50, y: y)))
        fixture.dragHeld(to: 0.3, from: 50, y: y)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.fired.map(\.1) == [5])
        #expect(!fixture.table.isDecelerating)
        #expect(fixture.table.scrollOffset <= fixture.table.maximumScrollOffset)
    }
}
