// What a board reads of a column's layout, as the column's own API: where a place begins, and
// which place a carried row's centre is over.

extension GestureTable {
    /// The top of place `place` (an index among the rows, up to their count) in the viewport:
    /// where a gap opened there begins.
    func viewportTop(ofPlace place: Int) -> Double {
        readingInPlace { core in
            let geometry = core.state.geometry
            let count = core.state.rows.count
            let top = place < count ? geometry.top(ofRowAt: place) : count == 0 ? 0 : geometry.top(ofRowAt: count - 1) + geometry.height(ofRowAt: count - 1)
            return top - core.state.scrollOffset
        }
    }

    /// The height of the row at `index`, as laid out now.
    func laidOutHeight(ofRowAt index: Int) -> Double {
        readingInPlace { $0.state.geometry.height(ofRowAt: index) }
    }

    /// How many rows a row centred at `centre` (in the viewport) has passed, among the rows as
    /// they would be without the row at `carried` (which then counts as a row of no height
    /// where it is).
    func rowsPassed(byCentre centre: Double, without carried: Int?) -> Int {
        let count = count
        return readingInPlace { core in
            let content = centre + core.state.scrollOffset
            let geometry = core.state.geometry
            // The rows below the carried row move up by its height.
            let removed = carried.map { geometry.height(ofRowAt: $0) } ?? 0
            return partitionPoint(in: 0..<count) { index in
                guard let carried, index >= carried else {
                    return geometry.top(ofRowAt: index) + geometry.height(ofRowAt: index) / 2 < content
                }
                if index == carried { return geometry.top(ofRowAt: index) < content }
                return geometry.top(ofRowAt: index) - removed + geometry.height(ofRowAt: index) / 2 < content
            }
        }
    }
}
