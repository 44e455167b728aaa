/// Where each row is, found by its id without scanning the rows.
///
/// It is given the ids the table keeps beside its rows, never the rows: a row's `id` is the
/// app's code, read once when the row comes in.
///
/// Every row carries an order label: a number that grows with the row's index. A dictionary maps
/// ids to labels, and an index is a binary search of the labels, kept parallel to
/// ``GestureTable/rows``. Inserting picks a label between the neighbours' (relabelling a small
/// window around the insertion when they touch), so no change renumbers the rows after it; a
/// deleted row's label keeps marking where it was drawn while it animates out.
///
/// - Complexity: O(log *n*) to find an index, O(1) expected to test an id, O(log *n*) amortized
///   plus the arrays' memmove to insert, remove or move a row; O(1) to swap neighbours.
struct RowIndex<Row: Identifiable>: Equatable {
    /// One label per row, strictly increasing, parallel to the rows.
    private(set) var labels: [UInt64] = []
    private var labelByID: [Row.ID: UInt64] = [:]

    /// The gap left after the last label when a row is appended.
    static var appendGap: UInt64 { 1 << 32 }  // a tuning constant: any large gap orders the rows the same

    /// An index of no rows.
    init() {}

    /// Labels the rows with `ids`, or throws at the first id an earlier row has.
    init(_ ids: [Row.ID]) throws(DuplicateID) {
        labelByID.reserveCapacity(ids.count)
        labels = Self.evenLabels(count: ids.count, above: 0, below: .max)
        for (index, label) in labels.enumerated() {
            guard labelByID.updateValue(label, forKey: ids[index]) == nil else { throw DuplicateID(index: index) }
        }
    }

    /// A row whose id an earlier row has already.
    struct DuplicateID: Error {
        let index: Int
    }

    /// Whether a row with `id` is in the table.
    func contains(_ id: Row.ID) -> Bool { labelByID[id] != nil }

    /// The label of the row with `id`.
    func label(of id: Row.ID) -> UInt64? { labelByID[id] }

    /// The index of the row with `id`, or `nil`.
    func index(of id: Row.ID) -> Int? {
        // Every label in `labelByID` is in `labels` (the invariants check says so), so the
        // rows below it are its index.
        guard let label = labelByID[id] else { return nil }
        return position(of: label)
    }

    /// The number of rows whose label is below `label`: where a row with that label is drawn.
    func position(of label: UInt64) -> Int {
        partitionPoint(in: 0..<labels.count) { labels[$0] < label }
    }

    /// Labels a row inserted at `index` of `ids` (which already holds its id there).
    ///
    /// - Returns: The relabelling it needed, if any, so that rows animating out can follow.
    @discardableResult
    mutating func insert(at index: Int, of ids: [Row.ID]) -> Relabelling? {
        var relabelling: Relabelling?
        // Below 2 there is no label between the neighbours; relabelling at 2 as well would only
        // spread the labels one insertion early (labels order the rows, nothing more).
        if gap(before: index) < 2 { relabelling = relabel(around: index, of: ids) }
        let below = index > 0 ? labels[index - 1] : 0
        let above = index < labels.count ? labels[index] : .max
        // An append takes a fixed step while there is room for it; any test for room that keeps
        // the label below `above` (twice the step, or half of it) orders the rows the same.
        let label = index == labels.count && above - below > Self.appendGap * 2
            ? below + Self.appendGap
            : below + (above - below) / 2
        labels.insert(label, at: index)
        labelByID[ids[index]] = label
        return relabelling
    }

    /// Labels `count` rows inserted together at `index` of `ids` (which already holds their
    /// ids there): evenly between the neighbours when they leave room, otherwise by labelling
    /// every row anew, in one pass either way.
    ///
    /// - Returns: The relabelling it needed, if any, so that rows animating out can follow.
    @discardableResult
    mutating func insert(count: Int, at index: Int, of ids: [Row.ID]) -> Relabelling? {
        guard count > 0 else { return nil }
        let below = index > 0 ? labels[index - 1] : 0
        let above = index < labels.count ? labels[index] : .max
        // The same spacing a relabelled window asks for (2^20): room for many more insertions.
        if (above - below) / UInt64(count + 1) >= 1 << 20 {
            let new = Self.evenLabels(count: count, above: below, below: above)
            labels.insert(contentsOf: new, at: index)
            for offset in 0..<count { labelByID[ids[index + offset]] = new[offset] }
            return nil
        }
        let old = labels
        let all = Self.evenLabels(count: old.count + count, above: 0, below: .max)
        labels = all
        for (position, label) in all.enumerated() { labelByID[ids[position]] = label }
        // The rows that were there keep their order; those labels are what rows animating out
        // between them follow.
        var kept = Array(all[..<index])
        kept.append(contentsOf: all[(index + count)...])
        return Relabelling(lowerBound: 0, upperBound: .max, old: old, new: kept)
    }

    /// Forgets the row with `id` at `index`, returning its label.
    @discardableResult
    mutating func remove(_ id: Row.ID, at index: Int) -> UInt64 {
        labelByID[id] = nil
        return labels.remove(at: index)
    }

    /// Forgets the rows at `indexes` (ascending, no repeats) of `ids`, in one pass.
    mutating func remove(atAscending indexes: [Int], of ids: [Row.ID]) {
        if indexes.count == labels.count {
            // Every row (a selection of all deleted): no id to look up one by one.
            labelByID = [:]
            labels = []
            return
        }
        for index in indexes { labelByID[ids[index]] = nil }
        labels = labels.removing(atAscending: indexes)
    }

    /// Exchanges the labels of two rows that swapped places.
    mutating func swapLabels(of first: Row.ID, and second: Row.ID) {
        guard let a = labelByID[first], let b = labelByID[second] else { return }
        labelByID[first] = b
        labelByID[second] = a
    }

    /// A window of rows relabelled evenly: what rows animating out between them must follow.
    struct Relabelling {
        /// The labels bounding the window (exclusive); nothing outside it changed.
        var lowerBound: UInt64
        var upperBound: UInt64
        /// The window's labels before and after, in order.
        var old: [UInt64]
        var new: [UInt64]

        /// Where a label that lay inside the window now goes, keeping its place among the rows.
        func relabelled(_ label: UInt64) -> UInt64 {
            guard label > lowerBound, label < upperBound, let last = new.last else { return label }
            let low = partitionPoint(in: old.indices) { old[$0] < label }
            return low < new.count ? new[low] - 1 : last + 1
        }
    }

    /// The room for a new label before `index`.
    private func gap(before index: Int) -> UInt64 {
        let below = index > 0 ? labels[index - 1] : 0
        let above = index < labels.count ? labels[index] : .max
        return above - below
    }

    /// Spreads the labels of a window around `index` evenly, growing the window until the new
    /// labels are far apart (or it covers every row).
    private mutating func relabel(around index: Int, of ids: [Row.ID]) -> Relabelling {
        // `ids` holds the new row's id at `index`; `labels` does not yet.
        var half = 16
        while true {
            // A window kept off the first row (starting at 1) would spread the same rows between
            // the first row's label and the next: labels only order rows, so nothing observable
            // changes, which is why a test cannot tell 0 from 1 here.
            let low = max(0, index - half)
            let high = min(labels.count, index + half)
            let below = low > 0 ? labels[low - 1] : 0
            let above = high < labels.count ? labels[high] : .max
            let count = high - low + 1
            // Covering every row ends the search only when the labels run out, which takes more
            // than 2^44 rows: no table reaches it, and no test can.
            let isEverything = low == 0 && high == labels.count
            // The spacing asked of a window (2^20) only sets how often relabelling comes back
            // and how many rows it touches: any spacing orders the rows the same.
            if (above - below) / UInt64(count + 1) >= 1 << 20 || isEverything {
                var spread = Self.evenLabels(count: count, above: below, below: above)
                let old = Array(labels[low..<high])
                spread.remove(at: index - low)
                for (offset, label) in spread.enumerated() {
                    labels[low + offset] = label
                    let rowIndex = low + offset < index ? low + offset : low + offset + 1
                    labelByID[ids[rowIndex]] = label
                }
                return Relabelling(lowerBound: below, upperBound: above, old: old, new: spread)
            }
            half *= 2
        }
    }

    /// `count` labels evenly spread strictly between two bounds.
    private static func evenLabels(count: Int, above lower: UInt64, below upper: UInt64) -> [UInt64] {
        guard count > 0 else { return [] }
        // Never 0: the callers leave at least 2^20 per label, or span every row between 0 and
        // UInt64.max (2^44 rows and more before the step could fall below 1).
        let step = min(appendGap, (upper - lower) / UInt64(count + 1))
        return (1...count).map { lower + UInt64($0) * step }
    }
}
