import Testing
@testable import GestureTable

/// The core's one binary search, against a linear scan, for every split of every small range.
@Suite("Partition point")
struct PartitionPointTests {
    @Test("finds the first index where the predicate turns false", arguments: 0...9)
    func everySplit(count: Int) {
        for start in [0, 3, -5] {
            let range = start..<(start + count)
            for split in range.lowerBound...range.upperBound {
                var calls = 0
                let found = partitionPoint(in: range) { index in
                    calls += 1
                    return index < split
                }
                #expect(found == split, "range \(range), split \(split)")
                // O(log n): at most ⌈log₂(n + 1)⌉ questions.
                #expect(calls <= (count + 1).bitWidth - (count + 1).leadingZeroBitCount)
            }
        }
    }

    @Test("never asks outside its range, even at Int's ends")
    func bounds() {
        let range = (Int.max - 4)..<Int.max
        let found = partitionPoint(in: range) { index in
            #expect(range.contains(index))
            return index < Int.max - 1
        }
        #expect(found == Int.max - 1)
    }
}
