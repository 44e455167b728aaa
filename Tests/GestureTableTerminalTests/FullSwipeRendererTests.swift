import GestureTable
import GestureTableTerminal
import Testing

/// A row dragged past the full-swipe point draws its outermost button stretched across the
/// uncovered area, label in the middle; below the point, the action's icon follows the edge.
@Suite("Full swipe drawn")
@MainActor
struct FullSwipeRendererTests {
    static func table(fullSwipe: Bool) throws -> (GestureTable<Item>, VirtualClock) {
        let clock = VirtualClock()
        let table = try GestureTable(rows: [Item(id: 0, title: "Item 0")], width: 20, clock: clock)
        let actions = try SwipeActions<Item>(
            firstRight: SwipeAction(icon: "Flag", color: .orange, fraction: 0.25) { _ in },
            secondRight: SwipeAction(icon: "Del", color: .red, fraction: 0.9) { _ in },
            rightStyle: .reveal(fullSwipe: fullSwipe))
        table.swipeActions = { _ in actions }
        return (table, clock)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var fullSwipe: Bool
        var drag: Double
        var expected: String
        var testDescription: String { "dragged \(drag) cells, fullSwipe \(fullSwipe)" }
    }

    @Test("the outermost button fills the uncovered area past the point", arguments: [
        Case(fullSwipe: true, drag: -14, expected: "      ▒▒▒▒▒Flag▒▒▒▒▒"),
        Case(fullSwipe: true, drag: -10, expected: "          ▒Flag▒▒▒▒▒"),
        Case(fullSwipe: false, drag: -14, expected: "      ▒Flag▒▒▒▒▒▒▒▒▒"),
    ])
    func stretched(testCase: Case) throws {
        let (table, clock) = try Self.table(fullSwipe: testCase.fullSwipe)
        table.handle(.down(Point(x: 18, y: 0.5)))
        clock.advance(by: .milliseconds(16))
        table.handle(.moved(Point(x: 18 + testCase.drag, y: 0.5)))
        #expect(plainFrame(table, height: 1) == testCase.expected)
    }
}
