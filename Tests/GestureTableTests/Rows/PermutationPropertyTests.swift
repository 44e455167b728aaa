import Testing
@testable import GestureTable
import TestSupport

/// After any sequence of reorder gestures the rows are a permutation of the original.
@Suite("Reorder invariant")
struct PermutationPropertyTests {
    @Test("random reorder gestures keep every row exactly once", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func permutation(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fixture = Fixture(count: 40)
        var reference = Array(0..<40)
        var moves = 0
        fixture.table.didMoveRow = { source, destination in
            reference.insert(reference.remove(at: source), at: destination)
            moves += 1
        }
        for _ in 0..<300 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                fixture.table.handle(.down(Point(x: 50, y: Double.random(in: 0..<10, using: &random))))
            case 1:
                fixture.advance(Int.random(in: 0...700, using: &random))
            case 2:
                fixture.clock.advance(by: .milliseconds(16))
                fixture.table.handle(.moved(Point(x: Double.random(in: 45...55, using: &random),
                                                  y: Double.random(in: -2...12, using: &random))))
            case 3:
                fixture.table.handle(.up(velocity: .zero))
            case 4:
                fixture.table.handle(.cancelled)
            default:
                try? fixture.table.scroll(by: Double.random(in: -5...5, using: &random))
            }
            #expect(Set(fixture.table.rows.map(\.id)) == Set(0..<40), "seed \(seed)")
            #expect(fixture.table.count == 40, "seed \(seed)")
        }
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.rows.map(\.id) == reference, "seed \(seed): the move closure's view matches the rows")
        fixture.advance(5_000)
        #expect(fixture.table.statefulRowCount == 0, "seed \(seed)")
    }
}
