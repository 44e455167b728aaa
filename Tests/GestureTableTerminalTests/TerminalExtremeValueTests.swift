import GestureTable
import Testing
import TestSupport
@testable import GestureTableTerminal

/// Nothing in the terminal module traps for values its types allow: a trap ends the
/// test process, so finishing each run is the check.
@Suite("Terminal extreme values")
struct TerminalExtremeValueTests {
    struct Message: Identifiable {
        let id: Int
    }

    static let integers = [Int.max, Int.min, 0, 1, -1, Int.max / 2, Int.min / 2, 5]

    @Test("rendering into any area of any frame")
    func renderer() {
        let table = GestureTable.numbered((0..<5).map { Message(id: $0) }, width: 20, clock: VirtualClock())
        for top in Self.integers {
            for height in Self.integers + [nil] as [Int?] {
                var frame = Frame(width: 20, height: 6)
                TableRenderer().render(table, into: &frame, top: top, height: height) { "Row \($0.id)" }
                #expect(frame.height == 6)
            }
        }
        for size in Self.integers {
            let frame = TableRenderer().render(table, width: size, height: size) { "Row \($0.id)" }
            #expect(frame.width >= 0 && frame.height >= 0)
        }
    }

    @Test("mouse and keys anywhere, with any area", arguments: [1, 2] as [UInt64])
    func recognizer(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let clock = VirtualClock()
        let table = GestureTable.numbered((0..<8).map { Message(id: $0) }, width: 40, clock: clock, configuration: .terminal)
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 6)
        let kinds: [MouseEvent.Kind] = [.press, .drag, .release, .move, .wheelUp, .wheelDown]
        let keys: [TerminalKey] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .character(" "), .character("m")]
        func int() -> Int { Self.integers.randomElement(using: &random) ?? 0 }
        func small() -> Int { Int.random(in: -3..<10, using: &random) }
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: recognizer.areaTop = Bool.random(using: &random) ? int() : small()
            case 1: recognizer.areaHeight = Bool.random(using: &random) ? int() : small()
            case 2: recognizer.selectRow(at: int())
            case 3: _ = recognizer.handle(.key(keys.randomElement(using: &random) ?? .up))
            case 4:
                clock.advance(by: .milliseconds(Int64.random(in: 0...600, using: &random)))
                table.tick()
            default:
                let column = Bool.random(using: &random) ? int() : small()
                let row = Bool.random(using: &random) ? int() : small()
                let event = MouseEvent(kind: kinds.randomElement(using: &random) ?? .press, button: .left, column: column, row: row)
                _ = recognizer.handle(.mouse(event))
            }
            _ = recognizer.containsLine(int())
            _ = recognizer.point(column: int(), line: int())
        }
        #expect(Set(table.rows.map(\.id)).count == table.count)
    }

    @Test("a press at row Int.max with the area starting above the screen is outside the area")
    func pressFarBelow() {
        let table = GestureTable.numbered((0..<3).map { Message(id: $0) }, width: 40, clock: VirtualClock())
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: -1, areaHeight: 6)
        #expect(!recognizer.containsLine(.max))
        #expect(recognizer.handle(.mouse(MouseEvent(kind: .press, button: .left, column: 0, row: .max))) == .ignored)
    }
}
