/// Where rows and section headers sit in the content, at rest: which section each row is in,
/// each row's height, and the tops that follow from them.
///
/// Rows are flat (parallel to ``GestureTable/rows``); sections are the indexes where each one
/// starts, so an empty section starts where the next one does and a row at a section boundary
/// belongs to the later section. Heights are uniform (one `rowHeight`, nothing stored) until the
/// table is given a height per row; then they live in an array with a Fenwick tree of their sums
/// beside it, rebuilt lazily after an insertion or a removal (which already cost the rows'
/// memmove) and updated in place for a swap or a new height.
///
/// - Complexity: O(log *n* + log *s*) to place a row or find what lies at a height (*n* rows,
///   *s* sections), O(*s*) to insert or remove a row, plus the arrays' memmove.
struct TableGeometry {
    /// The flat index of each section's first row; the first is 0.
    private(set) var sectionStarts: [Int]
    /// Each section's header title; `nil` for a section drawn without a header.
    private(set) var sectionTitles: [String?]
    /// Each section's identity (``TableSection/id``).
    private(set) var sectionIDs: [String]
    /// The sum of the heights of the headers above each section's header (one entry more than
    /// there are sections: the last is every header's).
    private var headerPrefix: [Double] = []
    /// The number of rows.
    private(set) var rowCount: Int
    /// The height of every row when ``heights`` is empty.
    var rowHeight: Double
    /// The height of a titled section's header.
    var headerHeight: Double {
        didSet { computeHeaderPrefix() }
    }
    /// One height per row, or empty when every row is ``rowHeight`` tall.
    private(set) var heights: [Double] = [] {
        didSet { if !isKnownUniquelyReferenced(&sums) { sums = HeightSums() } }
    }
    /// The sums of ``heights``, built when first needed after a change; shared by copies of
    /// the geometry that have the same heights (it is a function of them).
    private var sums = HeightSums()

    init(rowCount: Int, rowHeight: Double, headerHeight: Double, sections: [(id: String, title: String?, count: Int)]? = nil) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        if let sections, !sections.isEmpty {
            var starts: [Int] = []
            var start = 0
            for section in sections {
                starts.append(start)
                start += section.count
            }
            sectionStarts = starts
            sectionTitles = sections.map { $0.title }
            sectionIDs = sections.map { $0.id }
        } else {
            sectionStarts = [0]
            sectionTitles = [nil]
            sectionIDs = [""]
        }
        computeHeaderPrefix()
    }

    // MARK: - Sections

    var sectionCount: Int { sectionStarts.count }

    /// The section of the row at `index`: the last section starting at or before it.
    func section(ofRowAt index: Int) -> Int {
        max(0, partitionPoint(in: 0..<sectionStarts.count) { sectionStarts[$0] <= index } - 1)
    }

    /// One past the flat index of the last row of `section`.
    func end(ofSection section: Int) -> Int {
        section + 1 < sectionStarts.count ? sectionStarts[section + 1] : rowCount
    }

    func rowCount(inSection section: Int) -> Int { end(ofSection: section) - sectionStarts[section] }

    /// The height of `section`'s header: ``headerHeight`` when it has a title, 0 otherwise.
    func headerHeight(ofSection section: Int) -> Double {
        sectionTitles[section] == nil ? 0 : headerHeight
    }

    private mutating func computeHeaderPrefix() {
        var sums: [Double] = [0]
        sums.reserveCapacity(sectionTitles.count + 1)
        var total: Double = 0
        for title in sectionTitles {
            if title != nil { total += headerHeight }
            sums.append(total)
        }
        headerPrefix = sums
    }

    // MARK: - Tops

    /// The sum of the heights of rows `0..<index`.
    func rowPrefix(_ index: Int) -> Double {
        guard !heights.isEmpty else { return Double(index) * rowHeight }
        return sums.prefix(index, of: heights)
    }

    /// The height of the row at `index`.
    func height(ofRowAt index: Int) -> Double {
        heights.isEmpty ? rowHeight : heights[index]
    }

    /// The top of the row at `index`, in content coordinates: every row above it and every
    /// header of its section and those before.
    func top(ofRowAt index: Int) -> Double {
        headerPrefix[section(ofRowAt: index) + 1] + rowPrefix(index)
    }

    /// The top of `section`'s header, in content coordinates.
    func headerTop(ofSection section: Int) -> Double {
        headerPrefix[section] + rowPrefix(sectionStarts[section])
    }

    /// The height of the whole content.
    func contentHeight() -> Double {
        headerPrefix[sectionCount] + rowPrefix(rowCount)
    }

    /// What lies at `y` in content coordinates.
    enum Item: Equatable {
        case header(Int)
        case row(Int)
    }

    /// The header or row at `y` (content coordinates), or `nil` above the content or past its end.
    func item(atContentY y: Double) -> Item? {
        guard y >= 0, y < contentHeight() else { return nil }
        // The last section whose header starts at or above `y`.
        let section = max(0, partitionPoint(in: 0..<sectionCount) { headerTop(ofSection: $0) <= y } - 1)
        if y < headerTop(ofSection: section) + headerHeight(ofSection: section) { return .header(section) }
        let index = rowIndex(atRowY: y - headerPrefix[section + 1])
        return index < end(ofSection: section) ? .row(index) : nil
    }

    /// The index of the row whose span of row heights (headers left out) holds `y`; `rowCount`
    /// past the last.
    func rowIndex(atRowY y: Double) -> Int {
        guard !heights.isEmpty else {
            return Int(min(Double(rowCount), max(0, (y / rowHeight).rounded(.down))))
        }
        return sums.index(atSum: y, of: heights)
    }

    // MARK: - Changes

    /// A row inserted at `index` of `section` (which must lie in the section's span, ends
    /// included), `height` tall when heights are per row.
    mutating func insertRow(at index: Int, section: Int, height: Double?) {
        rowCount += 1
        for later in sectionStarts.indices where later > section { sectionStarts[later] += 1 }
        if usesHeights {
            let isAppended = index == heights.count
            heights.insert(height ?? rowHeight, at: index)
            // An appended row extends the sums; one inserted elsewhere moves every sum after it.
            if isAppended { sums.append(heights[index], to: heights) } else { sums.invalidate() }
        }
    }

    /// `count` rows inserted together at `index` of `section` (an outline's row shown with the
    /// rows under it), with their heights when heights are per row: one pass, not one per row.
    mutating func insertRows(count: Int, at index: Int, section: Int, heights newHeights: [Double]?) {
        guard count > 0 else { return }
        rowCount += count
        for later in sectionStarts.indices where later > section { sectionStarts[later] += count }
        if usesHeights {
            heights.insert(contentsOf: newHeights ?? Array(repeating: rowHeight, count: count), at: index)
            sums.invalidate()
        }
    }

    /// Whether heights are kept per row (set by ``setHeights(_:)``).
    private(set) var usesHeights = false

    /// The row at `index` is gone.
    mutating func removeRow(at index: Int) {
        let section = section(ofRowAt: index)
        rowCount -= 1
        for later in sectionStarts.indices where later > section { sectionStarts[later] -= 1 }
        if usesHeights {
            heights.remove(at: index)
            if index == heights.count { sums.removeLast() } else { sums.invalidate() }
        }
    }

    /// The rows at `indexes` (ascending, no repeats) are gone.
    mutating func removeRows(atAscending indexes: [Int]) {
        guard !indexes.isEmpty else { return }
        // Sections lose the rows they held, counted from the top.
        var removedBefore = Array(repeating: 0, count: sectionCount)
        for index in indexes { removedBefore[section(ofRowAt: index)] += 1 }
        var removed = 0
        for section in sectionStarts.indices {
            sectionStarts[section] -= removed
            removed += removedBefore[section]
        }
        rowCount -= indexes.count
        if usesHeights {
            heights = heights.removing(atAscending: indexes)
            sums.invalidate()
        }
    }

    /// Two neighbouring rows of one section swapped places.
    mutating func swapRows(_ first: Int, _ second: Int) {
        guard usesHeights else { return }
        let (a, b) = (heights[first], heights[second])
        setHeight(b, ofRowAt: first)
        setHeight(a, ofRowAt: second)
    }

    /// The row at `source` moved to `destination` of `section` (remove, then insert there):
    /// a swap of neighbours in one section and a move across section boundaries at the same
    /// flat index keep the tree of heights; other moves rebuild it when next needed.
    mutating func moveRow(from source: Int, to destination: Int, section: Int) {
        let from = self.section(ofRowAt: source)
        // Only a shortcut: any move also gives the same heights by the general path below.
        if from == section, abs(source - destination) == 1 {
            swapRows(source, destination)
            return
        }
        let height = usesHeights ? heights[source] : nil
        if source == destination {
            // Only section boundaries move: the row keeps its place among the rows.
            rowCount -= 1
            for later in sectionStarts.indices where later > from { sectionStarts[later] -= 1 }
            rowCount += 1
            for later in sectionStarts.indices where later > section { sectionStarts[later] += 1 }
            return
        }
        removeRow(at: source)
        insertRow(at: destination, section: section, height: height)
    }

    // MARK: - Changes of sections

    /// An empty section inserted at `section` (in `0...sectionCount`), where the section now
    /// there starts.
    mutating func insertSection(at section: Int, id: String, title: String?) {
        let start = section < sectionCount ? sectionStarts[section] : rowCount
        sectionStarts.insert(start, at: section)
        sectionIDs.insert(id, at: section)
        sectionTitles.insert(title, at: section)
        computeHeaderPrefix()
    }

    /// The empty `section` is gone (one other remains).
    mutating func removeSection(at section: Int) {
        sectionStarts.remove(at: section)
        sectionIDs.remove(at: section)
        sectionTitles.remove(at: section)
        computeHeaderPrefix()
    }

    /// `section` moved, rows and all, to `destination` (remove, then insert there), its rows'
    /// heights with it: the rows themselves have moved the same way.
    mutating func moveSection(from section: Int, to destination: Int) {
        var counts = (0..<sectionCount).map(rowCount(inSection:))
        let start = sectionStarts[section]
        let count = counts.remove(at: section)
        counts.insert(count, at: destination)
        sectionIDs.insert(sectionIDs.remove(at: section), at: destination)
        sectionTitles.insert(sectionTitles.remove(at: section), at: destination)
        var next = 0
        for index in counts.indices {
            sectionStarts[index] = next
            next += counts[index]
        }
        if usesHeights {
            let block = Array(heights[start..<(start + count)])
            heights.removeSubrange(start..<(start + count))
            heights.insert(contentsOf: block, at: sectionStarts[destination])
            sums.invalidate()
        }
        computeHeaderPrefix()
    }

    /// Gives `section` a new header title.
    mutating func setTitle(_ title: String?, ofSection section: Int) {
        sectionTitles[section] = title
        computeHeaderPrefix()
    }

    /// Gives the row at `index` a new height.
    mutating func setHeight(_ height: Double, ofRowAt index: Int) {
        guard usesHeights, heights[index] != height else { return }
        let delta = height - heights[index]
        heights[index] = height
        sums.add(delta, at: index)
    }

    /// Keeps one height per row from now on (`heights` parallel to the rows), or none
    /// (`nil`: every row is ``rowHeight`` tall).
    mutating func setHeights(_ newHeights: [Double]?) {
        usesHeights = newHeights != nil
        heights = newHeights ?? []
        sums = HeightSums()
    }
}

/// The running sums of a table's row heights, as a Fenwick tree (1-based), built when first
/// needed after the heights change and updated in place for a single new height.
///
/// A reference, so that a geometry can answer queries without being `mutating`; every geometry
/// holding it has the same heights (a change of heights replaces or invalidates it first).
final class HeightSums {
    private var tree: [Double] = []
    private var isStale = true

    func invalidate() { isStale = true }

    /// Extends the sums by the last of `heights`, just appended.
    func append(_ height: Double, to heights: [Double]) {
        guard !isStale else { return }
        let count = heights.count
        // Node `count` sums the heights after `count - lowbit(count)`, the new one included.
        let start = count - (count & -count)
        tree.append(prefix(count - 1, of: heights) + height - prefix(start, of: heights))
    }

    /// Forgets the sums' last height, just removed.
    func removeLast() {
        guard !isStale else { return }
        tree.removeLast()
    }

    /// Adds `delta` to the height at `index` (after the heights changed the same way).
    func add(_ delta: Double, at index: Int) {
        // Whole-number heights (lines) keep the sums exact; fractional ones drift by rounding
        // only, far below any distance a layout or a press resolves.
        guard !isStale else { return }
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of `heights[0..<index]`.
    func prefix(_ index: Int, of heights: [Double]) -> Double {
        build(heights)
        var sum: Double = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The number of leading heights whose sum is at most `target`: the index of the row whose
    /// span holds `target` (`heights.count` past the end).
    func index(atSum target: Double, of heights: [Double]) -> Int {
        build(heights)
        let count = heights.count
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }

    private func build(_ heights: [Double]) {
        guard isStale else { return }
        isStale = false
        let count = heights.count
        tree = [0] + heights
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }
}
