/// The first index of `range` at which `isBefore` is false, for a predicate that is true on a
/// prefix of the range and false on the rest: the one binary search over indexes in the core (a
/// section by its start, a section by its header's top, a row by its order label, a label in a
/// relabelled window, a run's tail when diffing rows).
///
/// - Complexity: O(log *n*) calls of `isBefore` for a range of *n* indexes.
@inline(__always)
func partitionPoint(in range: Range<Int>, where isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        // Any split point in low..<high finds the same answer; halving makes it O(log n).
        let middle = low + (high - low) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
