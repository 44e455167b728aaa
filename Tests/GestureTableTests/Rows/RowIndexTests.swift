import Testing
import TestSupport
@testable import GestureTable

/// Order labels find rows by id without scanning, through every kind of change, including the
/// relabelling that crowded insertions force; labels kept by deleting rows keep their place.
@Suite("Row index")
struct RowIndexTests {
    @Test("rows appended one by one take fixed steps: 100,000 appends never relabel")
    func appendsNeverRelabel() throws {
        var rows: [Int] = []
        var index = try RowIndex<Mail>(rows)
        var relabellings = 0
        for id in 0..<100_000 {
            rows.append(id)
            if index.insert(at: rows.count - 1, of: rows) != nil { relabellings += 1 }
        }
        #expect(relabellings == 0)
        #expect(index.index(of: 99_999) == 99_999)
    }

    @Test("labels start one append gap above zero and step by it, whether built from rows or appended one by one")
    func firstLabels() throws {
        let gap = RowIndex<Mail>.appendGap
        let mails = (0..<3).map { $0 }
        #expect(try RowIndex<Mail>(mails).labels == [gap, 2 * gap, 3 * gap])
        var rows: [Int] = []
        var index = try RowIndex<Mail>(rows)
        for mail in mails {
            rows.append(mail)
            index.insert(at: rows.count - 1, of: rows)
        }
        #expect(index.labels == [gap, 2 * gap, 3 * gap])
    }

    @Test("a row inserted between two takes the label halfway between theirs; at the top, halfway above zero")
    func halfway() throws {
        var rows = [0, 1]
        var index = try RowIndex<Mail>(rows)
        let gap = RowIndex<Mail>.appendGap
        rows.insert(2, at: 1)
        index.insert(at: 1, of: rows)
        #expect(index.labels == [gap, gap + gap / 2, 2 * gap])
        rows.insert(3, at: 0)
        index.insert(at: 0, of: rows)
        #expect(index.labels == [gap / 2, gap, gap + gap / 2, 2 * gap])
    }

    @Test("a relabelled window lies strictly between the labels just outside it, which keep their values")
    func windowBounds() throws {
        var rows = (0..<64).map { $0 }
        var index = try RowIndex<Mail>(rows)
        var relabelling: RowIndex<Mail>.Relabelling?
        var before: [UInt64] = []
        for id in 100..<200 where relabelling == nil {
            before = index.labels
            rows.insert(id, at: 40)
            relabelling = index.insert(at: 40, of: rows)
        }
        let window = try #require(relabelling)
        let start = try #require(before.firstIndex(of: window.old[0]))
        #expect(start > 0)
        #expect(Array(before[start..<(start + window.old.count)]) == window.old)
        #expect(window.lowerBound == before[start - 1])
        #expect(window.upperBound == (start + window.old.count < before.count ? before[start + window.old.count] : .max))
        #expect(window.new.count == window.old.count)
        #expect(zip(window.new, window.new.dropFirst()).allSatisfy { $0 < $1 })
        #expect(window.new.allSatisfy { window.lowerBound < $0 && $0 < window.upperBound })
        #expect(index.labels[start - 1] == window.lowerBound)
    }

    @Test("a crowded insertion relabels only once its neighbours' labels touch, and then the 32 rows around it")
    func relabelsOnlyWhenTouching() throws {
        var rows = (0..<100).map { $0 }
        var index = try RowIndex<Mail>(rows)
        var relabellings = 0
        for id in 1000..<1100 {
            let gap = index.labels[50] - index.labels[49]
            rows.insert(id, at: 50)
            let relabelling = index.insert(at: 50, of: rows)
            // Below 2 there is no label between the neighbours; at 2 there is still one.
            #expect((relabelling != nil) == (gap < 2))
            if let relabelling {
                relabellings += 1
                // The first window tried, 16 rows either side, has room to spare here.
                #expect(relabelling.old.count == 32)
            }
        }
        #expect(relabellings == 3)
    }

    @Test("random insertions (crowded at one spot or anywhere), removals and swaps against a reference array", arguments: [1, 2, 3, 4] as [UInt64])
    func againstReference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var rows = (0..<20).map { $0 }
        var index = try RowIndex<Mail>(rows)
        var nextID = 100
        // Labels of removed rows, with the number of rows that were before them.
        var deletingRows: [(label: UInt64, before: Set<Int>)] = []
        for step in 0..<1_500 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                // Often at the same spot, to exhaust the gap and force relabelling.
                let at = Bool.random(using: &random) ? min(3, rows.count) : Int.random(in: 0...rows.count, using: &random)
                nextID += 1
                rows.insert(nextID, at: at)
                if let relabelling = index.insert(at: at, of: rows) {
                    deletingRows = deletingRows.map { (relabelling.relabelled($0.label), $0.before) }
                }
            case 5..<7 where !rows.isEmpty:
                let at = Int.random(in: 0..<rows.count, using: &random)
                let label = index.remove(rows[at], at: at)
                deletingRows.append((label, Set(rows[..<at])))
                rows.remove(at: at)
                if deletingRows.count > 8 { deletingRows.removeFirst() }
            case 7..<9 where rows.count > 1:
                let at = Int.random(in: 0..<(rows.count - 1), using: &random)
                index.swapLabels(of: rows[at], and: rows[at + 1])
                rows.swapAt(at, at + 1)
                // A swap across a deleting row's place would move it; the table swaps only the lifted row
                // with its neighbour, which changes which rows are before a deleting row by that row alone.
                deletingRows = deletingRows.map { deletingRow in
                    var before = deletingRow.before
                    let (a, b) = (rows[at], rows[at + 1])
                    if before.contains(b), !before.contains(a) { before.remove(b); before.insert(a) }
                    return (deletingRow.label, before)
                }
            default:
                break
            }
            #expect(index.labels.count == rows.count)
            #expect(zip(index.labels, index.labels.dropFirst()).allSatisfy { $0 < $1 }, "step \(step): labels not increasing")
            for (position, row) in rows.enumerated() where position % 13 == step % 13 {
                #expect(index.index(of: row) == position)
            }
            for deletingRow in deletingRows where step % 25 == 0 {
                // Rows inserted next to a deleting row may land on either side of it; the rows that
                // were before it and are still there stay before it.
                let stillBefore = rows.enumerated().filter { deletingRow.before.contains($0.element) }.map(\.offset)
                if let last = stillBefore.last { #expect(index.position(of: deletingRow.label) > last) }
            }
        }
        #expect(index.index(of: -1) == nil)
    }

    @Test("a table with crowded insertions still finds every row and draws its deleting rows in place")
    func crowdedTable() throws {
        let fixture = Fixture(count: 3)
        try fixture.table.deleteRow(at: 1)
        for id in 100..<300 { try fixture.table.insertRow(Mail(id: id, subject: "n"), at: 1, animation: .none) }
        for (position, row) in fixture.table.rows.enumerated() {
            #expect(fixture.table.index(ofRowWithID: row.id) == position)
        }
        let deleting = fixture.table.layout(height: 300).filter { $0.index == nil }
        #expect(deleting.count == 1)
        #expect(deleting.first?.row.id == 1)
        #expect((deleting.first?.y ?? 0) >= 1)
    }
}

@Suite("Row index, crowded in the middle")
struct RowIndexMiddleTests {
    @Test("insertions crowded at one spot far from either end relabel a window in the middle and keep every index", arguments: [20, 40, 59])
    func crowdedMiddle(spot: Int) throws {
        var rows = (0..<60).map { $0 }
        var index = try RowIndex<Mail>(rows)
        var relabelled = false
        for id in 100..<180 {
            rows.insert(id, at: spot)
            if index.insert(at: spot, of: rows) != nil { relabelled = true }
        }
        #expect(relabelled)
        #expect(index.labels == index.labels.sorted() && Set(index.labels).count == index.labels.count)
        for (position, row) in rows.enumerated() { #expect(index.index(of: row) == position) }
    }
}

/// A label of a row animating out that lay inside a relabelled window keeps its place among the
/// window's rows; labels on or outside the window's bounds do not move.
@Suite("Relabelled labels keep their place")
struct RelabellingTests {
    @Test(arguments: [
        (label: UInt64(5), expected: UInt64(39)), (15, 49), (25, 59), (35, 61),
        (0, 0), (100, 100), (200, 200),
    ])
    func relabelled(label: UInt64, expected: UInt64) {
        let relabelling = RowIndex<Mail>.Relabelling(lowerBound: 0, upperBound: 100, old: [10, 20, 30], new: [40, 50, 60])
        #expect(relabelling.relabelled(label) == expected)
    }
}

extension RowIndexTests {
    @Test("relabelling windows double until their labels have room: 32 rows, then 64, 128, …, cut at the ends")
    func windowsDouble() throws {
        var rows = (0..<200).map { $0 }
        var index = try RowIndex<Mail>(rows)
        var sizes = Set<Int>()
        // Thousands of rows crowded between two neighbours fill their gap of 2^32 so densely that
        // a window of 32 rows no longer leaves 2^20 per label and has to grow.
        for id in 1000..<7000 {
            rows.insert(id, at: 100)
            if let relabelling = index.insert(at: 100, of: rows) { sizes.insert(relabelling.old.count) }
        }
        // 16, 32 and 64 rows either side; then 128, which the first row cuts to rows 0..<228.
        #expect(sizes == [32, 64, 128, 228])
        for (position, row) in rows.enumerated() where position % 97 == 0 { #expect(index.index(of: row) == position) }
    }
}
