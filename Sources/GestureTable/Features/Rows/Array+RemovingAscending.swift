extension Array {
    /// The array without the elements at `indexes` (ascending, no repeats), built in one pass.
    func removing(atAscending indexes: [Int]) -> [Element] {
        var kept: [Element] = []
        kept.reserveCapacity(count)  // a little more than it keeps: one allocation
        var start = 0
        for index in indexes {
            kept.append(contentsOf: self[start..<index])
            start = index + 1
        }
        kept.append(contentsOf: self[start...])
        return kept
    }
}
