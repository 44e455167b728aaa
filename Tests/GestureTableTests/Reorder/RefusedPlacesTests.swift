import Testing
import TestSupport

@testable import GestureTable

/// A lifted row moved toward a target goes to the allowed place nearest the target on the way
/// from where it is, and the app is asked about each place at most once during the lift (again
/// once the other rows change). Checked against a model that walks the places one by one.
@Suite("Places the app refuses: each asked once")
struct RefusedPlacesTests {
    /// The places of a lifted row in a table whose sections hold `others` other rows each, and
    /// what the app says of each: the model the table is checked against.
    struct Model {
        /// The other rows of each section (the lifted row left out).
        let others: [Int]
        /// Whether the app allows each place, by ordinal.
        let allowed: [Bool]
        /// The lifted row's place, by ordinal.
        var at: Int
        /// The places the app has answered about since the other rows last changed.
        var known: Set<Int> = []

        /// The number of places.
        var count: Int { others.reduce(0, +) + others.count }

        /// The place at `ordinal`: a flat index among the other rows, and a section.
        func place(ofOrdinal ordinal: Int) -> (index: Int, section: Int) {
            var first = 0
            for (section, count) in others.enumerated() {
                if ordinal <= first + count { return (ordinal - section, section) }
                first += count + 1
            }
            return (ordinal, 0)
        }

        /// Moves the row toward `target` as the table should; returns the places asked, in order.
        mutating func move(toward target: Int) -> [Int] {
            let target = min(max(target, 0), count - 1)
            var asked: [Int] = []
            var ordinal = target
            let step = target > at ? -1 : 1
            while ordinal != at {
                if !known.contains(ordinal) {
                    asked.append(ordinal)
                    known.insert(ordinal)
                }
                if allowed[ordinal] {
                    at = ordinal
                    break
                }
                ordinal += step
            }
            return asked
        }
    }

    /// A table of sections of `sizes` rows (one section without a title when there is one size),
    /// whose `canMoveRowTo` and `canMoveRowIntoSection` answer by `model`, and the places asked.
    final class Session {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var model: Model
        /// The places the app was asked about, as (flat index, section), in order.
        var asked: [(index: Int, section: Int)] = []
        private var lastIndex = 0
        /// Whether the app allows the place at an ordinal.
        private let allows: (Int) -> Bool

        init(sizes: [Int], lifting lifted: Int, allowed: @escaping (Int) -> Bool) throws {
            let mails = (0..<sizes.reduce(0, +)).map { Mail(id: $0, subject: "Mail \($0)") }
            var sections: [TableSection<Mail>] = []
            var start = 0
            for (number, size) in sizes.enumerated() {
                sections.append(TableSection(title: "S\(number)", rows: Array(mails[start..<(start + size)])))
                start += size
            }
            table = sizes.count == 1
                ? try GestureTable(rows: mails, width: 100, clock: clock)
                : try GestureTable(sections: sections, width: 100, clock: clock)
            table.viewportHeight = 10
            allows = allowed
            var others = sizes
            var liftedSection = 0
            var first = 0
            while lifted >= first + sizes[liftedSection] {
                first += sizes[liftedSection]
                liftedSection += 1
            }
            others[liftedSection] -= 1
            let count = others.reduce(0, +) + others.count
            model = Model(others: others, allowed: (0..<count).map(allowed), at: lifted + liftedSection)
            // Every place: `canMoveRowTo` says yes and notes the index; `canMoveRowIntoSection`
            // decides by the place's ordinal.
            table.canMoveRowTo = { [unowned self] _, index in
                lastIndex = index
                return true
            }
            table.canMoveRowIntoSection = { [unowned self] _, section in
                asked.append((lastIndex, section))
                return allows(lastIndex + section)
            }
            try table.liftRow(at: lifted)
        }

        /// The ordinals of the places asked since the last call, and forgets them.
        func takeAsked() -> [Int] {
            defer { asked = [] }
            return asked.map { $0.index + $0.section }
        }

        /// Checks that the lifted row is where the model has it.
        func expectRowWhereTheModelHasIt(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let place = model.place(ofOrdinal: model.at)
            #expect(table.liftedRowIndex == place.index, sourceLocation: sourceLocation)
            let shown = try table.indexPath(forRowAt: place.index)
            #expect(shown.section == place.section, sourceLocation: sourceLocation)
        }
    }

    @Test("refusing every place: each asked once, the row stays", arguments: [2, 3, 10, 1_000])
    func refusingEveryPlace(_ count: Int) throws {
        let session = try Session(sizes: [count], lifting: 0) { _ in false }
        try session.table.moveLiftedRow(by: count - 1)
        #expect(session.takeAsked() == Array((1..<count).reversed()))
        #expect(session.table.liftedRowIndex == 0)
        // Asked already: the answers are kept for the lift.
        try session.table.moveLiftedRow(by: count - 1)
        try session.table.moveLiftedRow(to: count / 2)
        #expect(session.takeAsked() == [])
        #expect(session.table.liftedRowIndex == 0)
    }

    @Test("canMoveRowIntoSection refusing every section: each place asked once, the row stays")
    func refusingEverySection() throws {
        let session = try Session(sizes: [4, 0, 5, 3], lifting: 0) { _ in false }
        let count = session.model.count
        try session.table.moveLiftedRow(by: count)
        #expect(session.takeAsked() == Array((1..<count).reversed()))
        try session.expectRowWhereTheModelHasIt()
    }

    @Test("from the middle, refusing all but the ends: up and down, each place asked once")
    func refusingAllButTheEnds() throws {
        let session = try Session(sizes: [30], lifting: 15) { $0 == 0 || $0 == 29 }
        try session.table.moveLiftedRow(by: 2)
        #expect(session.takeAsked() == [17, 16])
        #expect(session.table.liftedRowIndex == 15)
        try session.table.moveLiftedRow(by: 20)
        // 29 allows: asked first, and the row goes there.
        #expect(session.takeAsked() == [29])
        #expect(session.table.liftedRowIndex == 29)
        try session.table.moveLiftedRow(by: -20)
        // From 29 toward 9: 9 to 15 not asked yet (15 is where the lift began), 16 and 17
        // refused already, 18 to 28 not asked yet; none allows: it stays.
        #expect(session.takeAsked() == Array(9...15) + Array(18...28))
        #expect(session.table.liftedRowIndex == 29)
        try session.table.moveLiftedRow(by: -29)
        #expect(session.takeAsked() == [0])
        #expect(session.table.liftedRowIndex == 0)
    }

    @Test("random refusals and moves, with and without sections: as the model, each place asked once",
          arguments: [[40], [6, 0, 9, 1, 12], [1, 1, 1, 1, 1, 1]] as [[Int]], [0.0, 0.1, 0.5])
    func randomMoves(_ sizes: [Int], _ allowedShare: Double) throws {
        var random = SplitMix64(seed: UInt64(sizes.count * 1_000) + UInt64(allowedShare * 100))
        for round in 0..<20 {
            let rows = sizes.reduce(0, +)
            let allowed = (0..<(rows + sizes.count)).map { _ in Double.random(in: 0..<1, using: &random) < allowedShare }
            let session = try Session(sizes: sizes, lifting: Int.random(in: 0..<rows, using: &random)) { allowed[$0] }
            var everAsked: [Int] = []
            for _ in 0..<12 {
                let target = Int.random(in: -2...(session.model.count + 1), using: &random)
                let places = target - session.model.at
                let expected = session.model.move(toward: target)
                try session.table.moveLiftedRow(by: places)
                let asked = session.takeAsked()
                #expect(asked == expected, "round \(round): toward \(target)")
                everAsked += asked
                try session.expectRowWhereTheModelHasIt()
            }
            #expect(Set(everAsked).count == everAsked.count, "a place asked twice in round \(round)")
            try session.table.dropLiftedRow()
        }
    }

    @Test("a move to an index path and to an index asks as a move by places does")
    func moveToIndexPath() throws {
        let session = try Session(sizes: [3, 4, 3], lifting: 1) { $0 == 5 }
        // Section 1's places are ordinals 3 to 7 (index 2 to 6); its row 3 is ordinal 6.
        try session.table.moveLiftedRow(to: TableIndexPath(row: 3, section: 1))
        #expect(session.takeAsked() == [6, 5])
        #expect(session.table.liftedRowIndex == 4)
        try session.table.moveLiftedRow(to: 8)
        // Index 8 is in section 2: ordinal 10, then down toward the row.
        #expect(session.takeAsked() == [10, 9, 8, 7])
        #expect(session.table.liftedRowIndex == 4)
    }

    @Test("the answers are forgotten when the other rows change, and asked again, once")
    func forgottenWhenRowsChange() throws {
        let session = try Session(sizes: [20], lifting: 0) { _ in false }
        try session.table.moveLiftedRow(by: 19)
        #expect(session.takeAsked().count == 19)
        try session.table.insertRow(Mail(id: 100, subject: "new"), at: 20)
        try session.table.moveLiftedRow(by: 20)
        #expect(session.takeAsked() == Array((1...20).reversed()))
        try session.table.moveLiftedRow(by: 20)
        #expect(session.takeAsked() == [])
    }

    @Test("a pointer dragging the row down over refused rows asks about each place once")
    func pointerDrag() throws {
        let fixture = Fixture(count: 30)
        fixture.table.viewportHeight = 40
        var asked: [Int] = []
        fixture.table.canMoveRowTo = { _, index in
            asked.append(index)
            return index == 25
        }
        ReorderTests.longPress(fixture, row: 0)
        #expect(fixture.table.isReordering)
        for y in stride(from: 0.5, through: 29.5, by: 0.25) { ReorderTests.movePointer(fixture, toY: y) }
        #expect(Set(asked).count == asked.count)
        #expect(fixture.table.liftedRowIndex == 25)
    }

    @Test("listing a row's accessibility moves asks about each place at most once")
    func accessibilityMoves() throws {
        for allowedPlace in [nil, 0, 150, 299] as [Int?] {
            let clock = VirtualClock()
            let table = try GestureTable(
                rows: (0..<300).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock)
            var asked: [Int] = []
            table.canMoveRowTo = { _, index in
                asked.append(index)
                return index == allowedPlace
            }
            let actions = try table.accessibilityActions(ofRowAt: 100)
            #expect(Set(asked).count == asked.count)
            #expect(asked.count <= 299)
            #expect(actions.contains("Move to top") == (allowedPlace.map { $0 < 100 } ?? false))
            #expect(actions.contains("Move to bottom") == (allowedPlace.map { $0 > 100 } ?? false))
            #expect(!actions.contains("Move up") && !actions.contains("Move down"))
        }
    }
}
