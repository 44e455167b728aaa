import Testing
import TestSupport
@testable import GestureTable

/// A sectioned table of mails named by letter, with its events and both change streams.
final class SectionFixture {
    let clock = VirtualClock()
    let table: GestureTable<Mail>
    var events: [TableEvent<Int>] = []
    /// The app's model kept by ``GestureTable/onSectionedRowChange``.
    var model: [[Mail]]
    /// The app's flat model kept by ``GestureTable/onRowChange``.
    var flat: [Mail]

    /// Sections of mails: `[["A", "B"], [], ["C"]]` with titles "S0", "S1", …
    init(_ layout: [[String]], heights: [String: Double] = [:], viewport: Double = 30) throws {
        var id = 0
        var sections: [TableSection<Mail>] = []
        for (number, subjects) in layout.enumerated() {
            let rows = subjects.map { subject -> Mail in
                id += 1
                return Mail(id: id, subject: subject)
            }
            sections.append(TableSection(title: "S\(number)", rows: rows))
        }
        model = sections.map(\.rows)
        flat = sections.flatMap(\.rows)
        table = try GestureTable(sections: sections, width: 100, clock: clock)
        table.viewportHeight = viewport
        if !heights.isEmpty { table.heightOfRow = { heights[$0.subject] ?? 1 } }
        table.onEvent = { [unowned self] in self.events.append($0) }
        table.onSectionedRowChange = { [unowned self] in $0.apply(to: &self.model) }
        table.onRowChange = { [unowned self] in $0.apply(to: &self.flat) }
    }

    /// The table's sections, as subjects.
    var sections: [[String]] {
        (0..<table.numberOfSections).map { section in
            let count = (try? table.numberOfRows(inSection: section)) ?? 0
            return (0..<count).map { row in
                (try? table.index(for: TableIndexPath(row: row, section: section))).map { table.rows[$0].subject } ?? "?"
            }
        }
    }

    /// Whether both of the app's models follow the table.
    var modelsFollow: Bool {
        model.map { $0.map(\.subject) } == sections && flat.map(\.subject) == table.rows.map(\.subject)
    }

    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        table.tick()
    }
}

/// The reference: a move in an array of sections, by index paths of the table without the row.
private func referenceMove(_ sections: [[String]], from source: TableIndexPath, to destination: TableIndexPath) -> [[String]] {
    var sections = sections
    let row = sections[source.section].remove(at: source.row)
    sections[destination.section].insert(row, at: destination.row)
    return sections
}

@Suite("Sections: index paths")
struct SectionIndexPathTests {
    @Test("rows are addressed by section and row, empty sections included")
    func addressing() throws {
        let fixture = try SectionFixture([["A", "B"], [], ["C"]])
        let table = fixture.table
        #expect(table.numberOfSections == 3)
        #expect(try table.numberOfRows(inSection: 1) == 0)
        #expect(try table.titleForHeader(inSection: 2) == "S2")
        #expect(try table.indexPath(forRowAt: 2) == TableIndexPath(row: 0, section: 2))
        #expect(try table.index(for: TableIndexPath(row: 1, section: 0)) == 1)
    }

    @Test("index paths a table does not have throw", arguments: [
        TableIndexPath(row: 0, section: 1), TableIndexPath(row: -1, section: 0), TableIndexPath(row: 2, section: 0),
        TableIndexPath(row: 0, section: 3), TableIndexPath(row: 0, section: -1), TableIndexPath(row: .max, section: .max),
        TableIndexPath(row: .min, section: .min),
    ])
    func outOfRange(path: TableIndexPath) throws {
        let fixture = try SectionFixture([["A", "B"], [], ["C"]])
        #expect(throws: GestureTableError.self) { try fixture.table.index(for: path) }
        #expect(throws: GestureTableError.self) { try fixture.table.deleteRow(at: path) }
        #expect(fixture.sections == [["A", "B"], [], ["C"]])
    }

    @Test("a table needs a section")
    func noSections() {
        #expect(throws: GestureTableError.self) {
            try GestureTable<Mail>(sections: [], width: 100, clock: VirtualClock())
        }
    }

    @Test("a table made from rows has one section without a header")
    func flatTable() throws {
        let table = try GestureTable(rows: [Mail(id: 1, subject: "A")], width: 100, clock: VirtualClock())
        #expect(table.numberOfSections == 1)
        #expect(try table.titleForHeader(inSection: 0) == nil)
        #expect(table.headerLayout(height: 10).isEmpty)
        #expect(try table.yOfRow(at: 0) == 0)
    }

    @Test("events carry the row's index path; a move carries where it came from")
    func eventPaths() throws {
        let fixture = try SectionFixture([["A", "B"], [], ["C"]])
        try fixture.table.moveRow(at: TableIndexPath(row: 1, section: 0), to: TableIndexPath(row: 0, section: 1))
        let move = try #require(fixture.events.last)
        #expect(move.kind == .move && move.sourceIndex == 1 && move.index == 1)
        #expect(move.sourceIndexPath == TableIndexPath(row: 1, section: 0))
        #expect(move.indexPath == TableIndexPath(row: 0, section: 1))
        try fixture.table.deleteRow(at: TableIndexPath(row: 0, section: 2))
        #expect(fixture.events.last?.indexPath == TableIndexPath(row: 0, section: 2))
        #expect(fixture.sections == [["A"], ["B"], []])
        #expect(fixture.modelsFollow)
    }
}

@Suite("Sections: verbs by index path")
struct SectionVerbTests {
    @Test("a row inserted into an empty section lands there, and undo takes it out")
    func insertIntoEmpty() throws {
        let fixture = try SectionFixture([["A"], [], ["C"]])
        try fixture.table.insertRow(Mail(id: 99, subject: "N"), at: TableIndexPath(row: 0, section: 1))
        #expect(fixture.sections == [["A"], ["N"], ["C"]])
        #expect(fixture.modelsFollow)
        try fixture.table.undo()
        #expect(fixture.sections == [["A"], [], ["C"]])
        #expect(fixture.modelsFollow)
    }

    @Test("insertion places outside a section throw and change nothing", arguments: [-1, 2, Int.max, Int.min])
    func insertOutOfRange(row: Int) throws {
        let fixture = try SectionFixture([["A"], [], ["C"]])
        #expect(throws: GestureTableError.self) {
            try fixture.table.insertRow(Mail(id: 99, subject: "N"), at: TableIndexPath(row: row, section: 0))
        }
        #expect(fixture.sections == [["A"], [], ["C"]])
    }

    @Test("a flat insertion at a section boundary goes into the later section; at the end, into the last")
    func flatInsert() throws {
        let fixture = try SectionFixture([["A"], ["C"]])
        try fixture.table.insertRow(Mail(id: 98, subject: "B"), at: 1)
        try fixture.table.insertRow(Mail(id: 99, subject: "D"), at: 3)
        #expect(fixture.sections == [["A"], ["B", "C", "D"]])
        #expect(fixture.modelsFollow)
    }

    @Test("deleting the last row of a section leaves it empty; undo puts the row back in it")
    func deleteLast() throws {
        let fixture = try SectionFixture([["A"], ["B"], ["C"]])
        try fixture.table.deleteRow(at: 1, animation: .none)
        #expect(fixture.sections == [["A"], [], ["C"]])
        try fixture.table.undo()
        #expect(fixture.sections == [["A"], ["B"], ["C"]])
        #expect(fixture.modelsFollow)
    }

    @Test("the placeholder shows when every section is empty")
    func placeholder() throws {
        let fixture = try SectionFixture([["A"], [], ["C"]])
        try fixture.table.deleteRows(at: [0, 1], animation: .none)
        #expect(fixture.table.isShowingPlaceholder)
        #expect(fixture.sections == [[], [], []])
        #expect(fixture.table.headerLayout(height: 30).map(\.title) == ["S0", "S1", "S2"])
    }

    @Test("a failed batch restores the sections")
    func batchRollback() throws {
        struct Stop: Error {}
        let fixture = try SectionFixture([["A", "B"], [], ["C"]])
        #expect(throws: Stop.self) {
            try fixture.table.performBatchUpdates { () throws(Stop) in
                try? fixture.table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 0, section: 1))
                try? fixture.table.deleteRow(at: 2)
                throw Stop()
            }
        }
        #expect(fixture.sections == [["A", "B"], [], ["C"]])
        #expect(try fixture.table.yOfRow(at: 2) == 5)
    }
}

@Suite("Sections: reorder across sections")
struct SectionReorderTests {
    static let layout = [["A", "B"], [], ["C"], ["D", "E"]]

    /// Every place of every row: (row's index path, destination in the table without it).
    static var moves: [(TableIndexPath, TableIndexPath)] {
        var moves: [(TableIndexPath, TableIndexPath)] = []
        for (section, rows) in layout.enumerated() {
            for row in rows.indices {
                let source = TableIndexPath(row: row, section: section)
                for (destination, others) in layout.enumerated() {
                    let count = others.count - (destination == section ? 1 : 0)
                    for place in 0...count { moves.append((source, TableIndexPath(row: place, section: destination))) }
                }
            }
        }
        return moves
    }

    @Test("lift, move to any place, drop: the sections match the reference, every stream follows, undo restores")
    func everyPair() throws {
        for (source, destination) in Self.moves {
            let fixture = try SectionFixture(Self.layout)
            let expected = referenceMove(Self.layout, from: source, to: destination)
            try fixture.table.liftRow(at: fixture.table.index(for: source))
            try fixture.table.moveLiftedRow(to: destination)
            try fixture.table.dropLiftedRow()
            #expect(fixture.sections == expected, "\(source) → \(destination)")
            #expect(fixture.modelsFollow, "\(source) → \(destination)")
            if source != destination {
                let move = fixture.events.first { if case .move = $0.kind { true } else { false } }
                #expect(move?.sourceIndexPath == source && move?.indexPath == destination, "\(source) → \(destination)")
                try fixture.table.undo()
                #expect(fixture.sections == Self.layout, "undo of \(source) → \(destination)")
                #expect(fixture.modelsFollow)
            } else {
                #expect(!fixture.events.contains { if case .move = $0.kind { true } else { false } })
            }
        }
    }

    @Test("moving the lifted row one place at a time visits every place in order, headers included")
    func stepping() throws {
        let fixture = try SectionFixture(Self.layout)
        try fixture.table.liftRow(at: 0)
        var visited: [TableIndexPath] = [try fixture.table.indexPath(forRowAt: fixture.table.liftedRowIndex ?? -1)]
        for _ in 0..<10 {
            try fixture.table.moveLiftedRow(by: 1)
            visited.append(try fixture.table.indexPath(forRowAt: fixture.table.liftedRowIndex ?? -1))
        }
        // A: S0 0 → S0 1 → S1 0 → S2 0 → S2 1 → S3 0 → S3 1 → S3 2, then stays.
        #expect(visited.prefix(8) == [
            TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0), TableIndexPath(row: 0, section: 1),
            TableIndexPath(row: 0, section: 2), TableIndexPath(row: 1, section: 2), TableIndexPath(row: 0, section: 3),
            TableIndexPath(row: 1, section: 3), TableIndexPath(row: 2, section: 3),
        ])
        #expect(visited.last == TableIndexPath(row: 2, section: 3))
        try fixture.table.moveLiftedRow(by: .min)
        #expect(fixture.table.liftedRowIndex == 0)
        try fixture.table.cancelLift()
        #expect(fixture.sections == Self.layout)
    }

    @Test("a forbidden section is skipped over; a lifted row cancelled goes back to its section")
    func forbiddenSection() throws {
        let fixture = try SectionFixture(Self.layout)
        fixture.table.canMoveRowIntoSection = { _, section in section != 1 && section != 2 }
        try fixture.table.liftRow(at: 1)  // B, last of S0
        try fixture.table.moveLiftedRow(to: TableIndexPath(row: 0, section: 2))
        // The nearest allowed place on the way back from S2 is the end of S0, where it was.
        #expect(fixture.sections == Self.layout)
        try fixture.table.moveLiftedRow(to: TableIndexPath(row: 1, section: 3))
        #expect(fixture.sections == [["A"], [], ["C"], ["D", "B", "E"]])
        try fixture.table.cancelLift()
        #expect(fixture.sections == Self.layout)
        #expect(fixture.modelsFollow)
    }

    @Test("a pointer dragging a lifted row over a header moves it into the next section", arguments: [1.0, 2.0])
    func pointerAcrossHeader(rowHeight: Double) throws {
        let fixture = try SectionFixture([["A", "B"], ["C"]], heights: ["A": rowHeight, "B": rowHeight, "C": rowHeight])
        let table = fixture.table
        // S0 header at 0, A at 1, B at 1 + h, S1 header at 1 + 2h, C below it.
        let grab = try table.yOfRow(at: 1) + rowHeight / 2
        table.handle(.down(Point(x: 50, y: grab)))
        fixture.advance(600)
        #expect(table.liftedRowIndex == 1)
        // The pointer holds the row's middle: B's centre follows it. Not yet past the middle of
        // the S1 header: B stays.
        let acrossHeader = 0.5 + rowHeight / 2
        table.handle(.moved(Point(x: 50, y: grab + acrossHeader - 0.1)))
        #expect(fixture.sections == [["A", "B"], ["C"]])
        // Past it: B goes to the top of S1.
        table.handle(.moved(Point(x: 50, y: grab + acrossHeader + 0.1)))
        #expect(fixture.sections == [["A"], ["B", "C"]])
        // Back up, the header's middle decides again: B, now just below the header at 2 + h,
        // stays in S1 until its centre is above 1.5 + h.
        table.handle(.moved(Point(x: 50, y: 1.6 + rowHeight)))
        #expect(fixture.sections == [["A"], ["B", "C"]])
        table.handle(.moved(Point(x: 50, y: 1.4 + rowHeight)))
        #expect(fixture.sections == [["A", "B"], ["C"]])
        table.handle(.moved(Point(x: 50, y: grab + acrossHeader + 0.1)))
        #expect(fixture.sections == [["A"], ["B", "C"]])
        // Past the middle of C: below it.
        table.handle(.moved(Point(x: 50, y: grab + 1 + rowHeight + 0.1)))
        #expect(fixture.sections == [["A"], ["C", "B"]])
        // Back up over C, and over the header (its middle, seen from B's place below it): the end of S0.
        table.handle(.moved(Point(x: 50, y: grab + 0.5 - rowHeight / 2 - 0.1)))
        #expect(fixture.sections == [["A", "B"], ["C"]])
        table.handle(.moved(Point(x: 50, y: grab + acrossHeader + 0.1)))
        table.handle(.up(velocity: .zero))
        #expect(fixture.sections == [["A"], ["B", "C"]])
        #expect(fixture.events.contains { $0.kind == .move && $0.sourceIndex == 1 && $0.index == 1 && $0.sourceIndexPath == TableIndexPath(row: 1, section: 0) })
        #expect(fixture.modelsFollow)
    }
}

@Suite("Sections: headers in the viewport")
struct SectionHeaderLayoutTests {
    @Test("headers sit above their rows; scrolled, the top section's header is pinned until the next pushes it")
    func pinned() throws {
        let fixture = try SectionFixture([["A", "B", "C"], ["D", "E"]], viewport: 3)
        let table = fixture.table
        #expect(table.headerLayout(height: 3).map(\.y) == [0])
        // At the top, the first header sits in its own place: it is not pinned.
        #expect(table.headerLayout(height: 3).map(\.isPinned) == [false])
        #expect(try table.yOfRow(at: 0) == 1)
        try table.scroll(by: 2)
        let headers = table.headerLayout(height: 3)
        #expect(headers.first?.isPinned == true && headers.first?.y == 0 && headers.first?.section == 0)
        // Under a pinned header a press finds no row.
        #expect(table.indexOfRow(atY: 0.5) == nil)
        #expect(table.indexOfRow(atY: 1.5) == 2)
        // S1's header starts at content 4: at scroll 3.5 it is at 0.5 and pushes S0's up to -0.5.
        try table.scroll(by: 1.5)
        let pushed = table.headerLayout(height: 3)
        #expect(pushed.map(\.section) == [0, 1])
        #expect(pushed.map(\.y) == [-0.5, 0.5])
        #expect(pushed.map(\.isPinned) == [true, false])
        #expect(table.maximumScrollOffset == 7 - 3)
    }

    @Test("a header covers its own lines only: the section's first row starts right below it")
    func itemAtContentY() {
        let geometry = TableGeometry(
            rowCount: 5, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 3), ("B", "B", 2)])
        #expect(geometry.item(atContentY: -0.001) == nil)
        #expect(geometry.item(atContentY: 0) == .header(0))
        #expect(geometry.item(atContentY: 0.999) == .header(0))
        #expect(geometry.item(atContentY: 1) == .row(0))
        #expect(geometry.item(atContentY: 3.5) == .row(2))
        #expect(geometry.item(atContentY: 4) == .header(1))
        #expect(geometry.item(atContentY: 5) == .row(3))
        #expect(geometry.item(atContentY: 6.999) == .row(4))
        #expect(geometry.item(atContentY: 7) == nil)
    }
}

@Suite("Row heights")
struct RowHeightTests {
    @Test("with row heights, a y past the last row finds the row count", arguments: [1, 2, 3, 4, 5, 8, 9])
    func pastTheLastRow(count: Int) {
        var geometry = TableGeometry(rowCount: count, rowHeight: 1, headerHeight: 0)
        geometry.setHeights(Array(repeating: 2, count: count))
        #expect(geometry.rowIndex(atRowY: 0) == 0)
        #expect(geometry.rowIndex(atRowY: Double(2 * count) - 0.5) == count - 1)
        #expect(geometry.rowIndex(atRowY: Double(2 * count)) == count)
        #expect(geometry.rowIndex(atRowY: Double(2 * count) + 7) == count)
    }

    @Test("rows have their own heights: tops add up, a press on any line of a row finds it")
    func tops() throws {
        let fixture = try SectionFixture([["A", "B"], ["C"]], heights: ["A": 2, "B": 3, "C": 1])
        let table = fixture.table
        #expect(try table.height(ofRowAt: 1) == 3)
        #expect(try (0..<3).map { try table.yOfRow(at: $0) } == [1, 3, 7])
        let hits = stride(from: 0.0, to: 9, by: 0.5).map { table.indexOfRow(atY: $0) }
        #expect(hits == [nil, nil, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, nil, nil, 2, 2, nil, nil])
        #expect(table.visibleRowIndexes == 0..<3)
        #expect(table.maximumScrollOffset == 0)
    }

    @Test("a height no number allows is clamped", arguments: [
        (Double.nan, 1.0), (0, 0.001), (-1, 0.001), (.infinity, 1e6), (1e308, 1e6), (-.infinity, 0.001),
    ])
    func clamped(value: Double, expected: Double) throws {
        let fixture = try SectionFixture([["A", "B"]], heights: ["A": value])
        #expect(try fixture.table.height(ofRowAt: 0) == expected)
        #expect(fixture.table.maximumScrollOffset.isFinite)
        #expect(fixture.table.layout(height: 30).count <= 2)
    }

    @Test("an update that changes a row's height grows it with an animation")
    func updateAnimates() throws {
        let fixture = try SectionFixture([["A", "B"]], heights: ["A": 1, "A, longer": 3])
        try fixture.table.updateRow(at: 0, with: Mail(id: 1, subject: "A, longer"))
        #expect(try fixture.table.height(ofRowAt: 0) == 3)
        #expect(try fixture.table.yOfRow(at: 1) == 2)
        fixture.advance(125)
        let middle = try fixture.table.yOfRow(at: 1)
        #expect(middle > 2 && middle < 4)
        fixture.advance(200)
        #expect(try fixture.table.yOfRow(at: 1) == 4)
        try fixture.table.undo()
        fixture.advance(500)
        #expect(try fixture.table.height(ofRowAt: 0) == 1)
        #expect(try fixture.table.yOfRow(at: 1) == 2)
    }

    @Test("clearing heightOfRow gives every row the configured height")
    func clearing() throws {
        let fixture = try SectionFixture([["A", "B"]], heights: ["A": 4])
        #expect(try fixture.table.yOfRow(at: 1) == 5)
        fixture.table.heightOfRow = nil
        #expect(try fixture.table.yOfRow(at: 1) == 2)
    }
}

@Suite("Sections and heights: random operations")
struct SectionRandomOperationTests {
    /// The layout at rest, computed the slow way: headers and rows one after another.
    static func referenceTops(_ table: GestureTable<Mail>) throws -> (rows: [Double], headers: [Double]) {
        var y = -table.scrollOffset
        var rows: [Double] = []
        var headers: [Double] = []
        for section in 0..<table.numberOfSections {
            headers.append(y)
            if try table.titleForHeader(inSection: section) != nil { y += table.configuration.sectionHeaderHeight }
            for row in 0..<(try table.numberOfRows(inSection: section)) {
                rows.append(y)
                y += try table.height(ofRowAt: table.index(for: TableIndexPath(row: row, section: section)))
            }
        }
        return (rows, headers)
    }

    @Test("after random operations at rest, rows are where the slow reference puts them and a press lands on the row drawn there",
          arguments: 1...12)
    func random(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let names = (0..<12).map { "R\($0)" }
        var heights: [String: Double] = [:]
        for name in names { heights[name] = Double(Int.random(in: 1...4, using: &random)) }
        let fixture = try SectionFixture([Array(names[0..<4]), [], Array(names[4..<9]), Array(names[9...])], heights: heights, viewport: 12)
        let table = fixture.table
        table.heightOfRow = { heights[$0.subject] ?? 1 }
        var nextID = 100
        for step in 0..<60 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where table.count > 0:
                try table.deleteRow(at: Int.random(in: 0..<table.count, using: &random))
            case 1:
                let section = Int.random(in: 0..<table.numberOfSections, using: &random)
                let row = Int.random(in: 0...(try table.numberOfRows(inSection: section)), using: &random)
                nextID += 1
                heights["N\(nextID)"] = Double(Int.random(in: 1...4, using: &random))
                try table.insertRow(Mail(id: nextID, subject: "N\(nextID)"), at: TableIndexPath(row: row, section: section))
            case 2 where table.count > 0:
                let index = Int.random(in: 0..<table.count, using: &random)
                heights[table.rows[index].subject] = Double(Int.random(in: 1...4, using: &random))
                try table.updateRow(at: index, with: table.rows[index])
            case 3 where table.count > 0:
                try table.liftRow(at: Int.random(in: 0..<table.count, using: &random))
                try table.moveLiftedRow(by: Int.random(in: -6...6, using: &random))
                try table.dropLiftedRow()
            case 4:
                try table.scroll(by: Double(Int.random(in: -8...8, using: &random)))
            case 5 where table.canUndo:
                try table.undo()
            default:
                fixture.advance(Int.random(in: 0...200, using: &random))
            }
            // Mid-animation: every press lands on the row drawn under it.
            for y in stride(from: 0.25, to: 12, by: 0.5) {
                let drawn = table.placements(height: 12).last { $0.y <= y && y < $0.y + $0.height }
                let covered = table.headerLayout(height: 12).contains { $0.y <= y && y < $0.y + $0.height }
                #expect(table.indexOfRow(atY: y) == (covered ? nil : drawn?.index), "seed \(seed) step \(step) y \(y)")
            }
            fixture.advance(1_000)
            let reference = try Self.referenceTops(table)
            let visible = table.layout(height: 12)
            for placed in visible {
                let index = try #require(placed.index)
                #expect(placed.y == reference.rows[index], "seed \(seed) step \(step) row \(index)")
                #expect(placed.height == heights[placed.row.subject], "seed \(seed) step \(step) row \(index)")
            }
            for header in table.headerLayout(height: 12) where !header.isPinned {
                #expect(header.y == reference.headers[header.section], "seed \(seed) step \(step) header \(header.section)")
            }
            #expect(fixture.modelsFollow, "seed \(seed) step \(step)")
        }
    }
}

@Suite("Sections: setRows")
struct SectionSetRowsTests {
    @Test("setRows on a sectioned table keeps both app models in step and is one undo step")
    func setRows() throws {
        let fixture = try SectionFixture([["A", "B"], [], ["C"]])
        let rows = fixture.table.rows
        try fixture.table.setRows([rows[2], rows[0], Mail(id: 50, subject: "N")], animation: .none)
        #expect(fixture.table.rows.map(\.subject) == ["C", "A", "N"])
        #expect(fixture.sections.joined().map { $0 } == ["C", "A", "N"])
        #expect(fixture.modelsFollow)
        try fixture.table.undo()
        #expect(fixture.table.rows.map(\.subject) == ["A", "B", "C"])
        #expect(fixture.modelsFollow)
    }
}

@Suite("README sections example")
struct ReadmeSectionsExampleTests {
    struct Note: Identifiable {
        let id: Int
        var preview: String?
        var isOld = false
    }

    @Test("the README's sections snippet compiles and keeps an array of sections in step")
    func snippet() throws {
        let today = [Note(id: 1, preview: "Lunch?"), Note(id: 2, preview: nil)]
        let yesterday = [Note(id: 3, preview: nil), Note(id: 4, preview: nil), Note(id: 5, preview: nil), Note(id: 6, preview: nil)]
        var mailsByDay = [today, yesterday, []]
        // From README.md, "Sections and row heights".
        let table = try GestureTable(sections: [
            TableSection(title: "Today", rows: today),
            TableSection(title: "Yesterday", rows: yesterday),
            TableSection(title: "Earlier", rows: []),
        ], width: 320, clock: VirtualClock())
        table.configuration.rowHeight = 44
        table.heightOfRow = { mail in mail.preview == nil ? 44 : 88 }
        table.onSectionedRowChange = { change in change.apply(to: &mailsByDay) }
        table.canMoveRowIntoSection = { mail, section in section != 2 || mail.isOld }
        try table.insertRow(Note(id: 7, preview: nil), at: TableIndexPath(row: 0, section: 2))
        try table.moveRow(at: TableIndexPath(row: 3, section: 1), to: TableIndexPath(row: 0, section: 0))
        let path = try table.indexPath(forRowAt: 4)
        #expect(path == TableIndexPath(row: 1, section: 1))
        #expect(mailsByDay.map { $0.map(\.id) } == [[6, 1, 2], [3, 4, 5], [7]])
        #expect(try table.height(ofRowAt: 1) == 88)
        // A row that is not old cannot be dropped into "Earlier".
        try table.liftRow(at: 0)
        try table.moveLiftedRow(by: .max)
        #expect(try table.indexPath(forRowAt: table.liftedRowIndex ?? 0).section == 1)
    }
}

@Suite("Sections: keyboard reorder scrolls past the pinned header")
struct SectionKeyboardScrollTests {
    @Test("a lifted row moved up stays visible below its section's pinned header")
    func visibleBelowHeader() throws {
        let fixture = try SectionFixture([["A", "B", "C", "D", "E", "F"]], viewport: 3)
        let table = fixture.table
        try table.scroll(by: 4)  // header and A–C above; D, E, F visible (D under the pinned header)
        try table.liftRow(at: 5)
        try table.moveLiftedRow(by: -4)  // F to row 1
        #expect(table.liftedRowIndex == 1)
        let y = try table.yOfRow(at: 1)
        #expect(y >= 1 && y + 1 <= 3, "row at \(y): hidden by the pinned header or below the viewport")
    }
}

/// A sectioned change applied to an array that is not in step with the table (an index path it
/// does not have) leaves the array as it is, as documented, and never traps.
@Suite("Sectioned changes on an array out of step")
struct SectionedChangeOutOfStepTests {
    @Test(arguments: [
        SectionedRowChange<String>.delete(at: TableIndexPath(row: 0, section: 5)),
        .delete(at: TableIndexPath(row: 9, section: 0)),
        .update("x", at: TableIndexPath(row: 0, section: 5)),
        .update("x", at: TableIndexPath(row: 9, section: 1)),
        .insert("x", at: TableIndexPath(row: 0, section: 5)),
        .insert("x", at: TableIndexPath(row: 4, section: 0)),
        .move(from: TableIndexPath(row: 9, section: 0), to: TableIndexPath(row: 0, section: 1)),
        .move(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 0, section: 5)),
    ])
    func leavesTheArray(change: SectionedRowChange<String>) {
        var sections = [["a", "b", "c"], ["d"]]
        change.apply(to: &sections)
        #expect(sections == [["a", "b", "c"], ["d"]])
    }
}

/// A table whose sections are all empty lays its headers out from the top.
@Suite("Headers of empty sections")
struct EmptySectionHeaderTests {
    @Test func fromTheTop() throws {
        let table = try GestureTable<Mail>(
            sections: [TableSection(title: "A", rows: []), TableSection(title: "B", rows: [])], width: 100, clock: VirtualClock())
        table.viewportHeight = 10
        let headers = table.headerLayout(height: 10)
        #expect(headers.map(\.y) == [0, table.configuration.rowHeight])
    }
}

/// Index paths order by section, then row; none comes before itself.
@Suite("Ordering index paths")
struct IndexPathOrderTests {
    @Test func order() {
        let path = TableIndexPath(row: 1, section: 2)
        #expect(!(path < path))
        #expect(TableIndexPath(row: 9, section: 1) < path)
        #expect(TableIndexPath(row: 0, section: 2) < path)
        #expect(!(TableIndexPath(row: 0, section: 3) < path))
    }
}

extension SectionHeaderLayoutTests {
    @Test("headers of no height are never pinned")
    func zeroHeightHeadersAreNotPinned() throws {
        let clock = VirtualClock()
        var configuration = TableConfiguration.default
        configuration.sectionHeaderHeight = 0
        let sections = [
            TableSection(title: "Today", rows: (0..<5).map { Mail(id: $0, subject: "\($0)") }),
            TableSection(title: "Earlier", rows: (5..<20).map { Mail(id: $0, subject: "\($0)") }),
        ]
        let table = try GestureTable(sections: sections, width: 80, clock: clock, configuration: configuration)
        table.viewportHeight = 6
        try table.scroll(by: 8)
        #expect(table.headerLayout(height: 6).allSatisfy { !$0.isPinned })
    }
}

extension SectionReorderTests {
    @Test("a lifted row moving up passes a taller row once its centre is above that row's middle")
    func upPastATallRow() throws {
        let fixture = try SectionFixture([["A", "B", "C", "D"]], heights: ["B": 3])
        let table = fixture.table
        // Header at 0, A at 1, B at 2 (3 tall, middle 3.5), C at 5, D at 6.
        table.handle(.down(Point(x: 50, y: 5.5)))
        fixture.advance(600)
        #expect(table.liftedRowIndex == 2)
        table.handle(.moved(Point(x: 50, y: 4.0)))
        #expect(fixture.sections == [["A", "B", "C", "D"]])
        table.handle(.moved(Point(x: 50, y: 3.4)))
        #expect(fixture.sections == [["A", "C", "B", "D"]])
    }
}
