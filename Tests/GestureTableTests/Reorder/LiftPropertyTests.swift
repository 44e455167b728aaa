import Testing
import GestureTable
import TestSupport

/// Random lifts with changes of the other rows in the middle (inserts, deletes, moves, `setRows`,
/// undo), checked against an app that keeps two models: one through the change stream, equal to
/// the table's rows after every step, and one of the rows at rest, where the lifted row sits in
/// the place it rests at. A cancel must give the rows at rest, and a drop must report the one
/// move that takes them to the table's rows. Replay a failure with its seed.
@Suite("Lifts with changes in the middle")
struct LiftPropertyTests {
    struct Item: Identifiable, Hashable {
        var id: Int
    }

    /// A place in the model of the rows at rest: a row, or the place the lifted row rests at.
    enum Slot: Equatable {
        case row(Int)
        case gap
    }

    final class Run {
        var random: SplitMix64
        let clock = VirtualClock()
        let table: GestureTable<Item>
        let isSectioned: Bool
        var streamModel: [Item]
        var sectionedModel: [[Item]]
        /// The rows at rest by section, with the lifted row's resting place as `.gap`.
        var rest: [[Slot]]
        var liftedID: Int?
        /// Whether `rest` can be predicted for the current lift (an undo in the middle of a lift
        /// changes rows in ways this model does not follow).
        var isRestKnown = true
        var events: [TableEvent<Int>] = []
        var moves: [(Int, Int)] = []
        var nextID = 1000
        var checkedDrops = 0
        var checkedCancels = 0
        /// The operations so far, printed with a failed expectation.
        var log: [String] = []

        init(seed: UInt64, sectioned: Bool) throws {
            random = SplitMix64(seed: seed)
            isSectioned = sectioned
            var sections: [[Item]] = []
            var id = 0
            for _ in 0..<(sectioned ? 4 : 1) {
                let count = Int.random(in: 0...6, using: &random)
                sections.append((0..<count).map { Item(id: id + $0) })
                id += count
            }
            if !sectioned, sections[0].count < 3 { sections[0] = (0..<8).map { Item(id: $0) } }
            table = try GestureTable(
                sections: sections.enumerated().map { TableSection(title: "S\($0.offset)", rows: $0.element) },
                width: 100, clock: clock)
            streamModel = sections.flatMap { $0 }
            sectionedModel = sections
            rest = sections.map { $0.map { .row($0.id) } }
            table.onEvent = { [unowned self] in events.append($0) }
            table.onRowChange = { [unowned self] in $0.apply(to: &streamModel) }
            table.onSectionedRowChange = { [unowned self] in $0.apply(to: &sectionedModel) }
            table.didMoveRow = { [unowned self] in moves.append(($0, $1)) }
        }

        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        /// The table's rows by section, as ids.
        func tableSections() -> [[Int]] {
            (0..<table.numberOfSections).map { section in
                let count = (try? table.numberOfRows(inSection: section)) ?? 0
                return (0..<count).compactMap { row in
                    (try? table.index(for: TableIndexPath(row: row, section: section))).map { table.rows[$0].id }
                }
            }
        }

        func path(of id: Int) -> TableIndexPath? {
            table.index(ofRowWithID: id).flatMap { try? table.indexPath(forRowAt: $0) }
        }

        /// The rows at rest, the lifted row in its resting place.
        func restRows() -> [[Int]] {
            rest.map { $0.compactMap { slot in
                switch slot {
                case .row(let id): id
                case .gap: liftedID
                }
            } }
        }

        func removeFromRest(_ id: Int) {
            for section in rest.indices { rest[section].removeAll { $0 == .row(id) } }
        }

        /// Puts row `id` into the model at rest where the table has just placed it: among the
        /// other rows of its section; next to the resting place, on the side of the lifted row it
        /// is shown on.
        func placeInRest(_ id: Int) {
            guard isRestKnown, let liftedID, let path = self.path(of: id), let lifted = self.path(of: liftedID),
                let flat = table.index(ofRowWithID: id), let liftedFlat = table.index(ofRowWithID: liftedID)
            else { return }
            let row = path.row - (lifted.section == path.section && lifted.row < path.row ? 1 : 0)
            var slots = rest[path.section]
            var seen = 0
            var position = 0
            while position < slots.count {
                if seen == row {
                    // At the boundary: a gap here is passed when the row is shown below the lifted row.
                    if slots[position] == .gap, flat > liftedFlat {
                        position += 1
                        continue
                    }
                    break
                }
                if case .row = slots[position] { seen += 1 }
                position += 1
            }
            slots.insert(.row(id), at: position)
            rest[path.section] = slots
        }

        func step() throws {
            if table.isReordering { try changeDuringLift() } else { try changeAtRest() }
            #expect(streamModel == table.rows)
            #expect(sectionedModel.map { $0.map(\.id) } == tableSections())
            #expect(table.isReordering == (liftedID != nil))
        }

        func changeAtRest() throws {
            let count = table.rows.count
            switch int(0...9) {
            case 0...4 where count > 0:
                // Rows brought back by undo grow in: lifting waits for them to rest.
                clock.advance(by: .seconds(1))
                table.tick()
                let index = int(0...count - 1)
                liftedID = table.rows[index].id
                isRestKnown = true
                rest = tableSections().map { $0.map { $0 == liftedID ? .gap : .row($0) } }
                try table.liftRow(at: index)
            case 5...6 where count > 0:
                try table.deleteRow(at: int(0...count - 1), animation: .none)
            case 7 where table.canUndo:
                try table.undo()
            default:
                try insert()
            }
        }

        func insert() throws {
            let section = int(0...table.numberOfSections - 1)
            let row = int(0...(try table.numberOfRows(inSection: section)))
            nextID += 1
            log.append("insert \(nextID) at [\(section), \(row)]")
            try table.insertRow(Item(id: nextID), at: TableIndexPath(row: row, section: section), animation: .none)
            placeInRest(nextID)
        }

        func changeDuringLift() throws {
            guard let liftedID, let liftedIndex = table.liftedRowIndex else {
                Issue.record("a lift without a lifted row")
                return
            }
            let count = table.rows.count
            events.removeAll()
            switch int(0...19) {
            case 0...4:
                let by = int(-3...3)
                log.append("move lifted by \(by)")
                try table.moveLiftedRow(by: by)
            case 5:
                let section = int(0...table.numberOfSections - 1)
                let own = path(of: liftedID)?.section == section ? 1 : 0
                let rows = try table.numberOfRows(inSection: section) - own
                try table.moveLiftedRow(to: TableIndexPath(row: int(0...rows), section: section))
            case 6...8:
                try insert()
            case 9...10 where count > 1:
                var index = int(0...count - 1)
                if index == liftedIndex { index = (index + 1) % count }
                let id = table.rows[index].id
                log.append("delete \(index)")
                try table.deleteRow(at: index, animation: .none)
                removeFromRest(id)
            case 11:
                try table.deleteRow(at: liftedIndex, animation: .none)
                #expect(events.map(\.kind).prefix(2) == [.cancel, .delete])
                endLift()
            case 12...13 where count > 1:
                try moveAnotherRow(count: count, liftedIndex: liftedIndex)
            case 14:
                try setRows()
            case 15 where table.canUndo:
                log.append("undo")
                try table.undo()
                isRestKnown = false
                if !table.isReordering { self.liftedID = nil }
            case 16...17:
                let before = restRows()
                moves.removeAll()
                try table.dropLiftedRow()
                checkDrop(restRows: before)
                endLift()
            default:
                let before = restRows()
                try table.cancelLift()
                if isRestKnown {
                    #expect(tableSections() == before, "\(log.suffix(12).joined(separator: "\n"))")
                    checkedCancels += 1
                }
                endLift()
            }
        }

        func moveAnotherRow(count: Int, liftedIndex: Int) throws {
            var index = int(0...count - 1)
            if index == liftedIndex { index = (index + 1) % count }
            let id = table.rows[index].id
            if isSectioned {
                let source = try table.indexPath(forRowAt: index)
                let section = int(0...table.numberOfSections - 1)
                let room = try table.numberOfRows(inSection: section) - (section == source.section ? 1 : 0)
                let destination = TableIndexPath(row: int(0...room), section: section)
                log.append("move \(source) to \(destination)")
                try table.moveRow(at: source, to: destination)
                // A move to where the row is changes nothing, its side of the resting place included.
                if source == destination { return }
            } else {
                let destination = int(0...count - 1)
                log.append("move \(index) to \(destination)")
                try table.moveRow(at: index, to: destination)
                if index == destination { return }
            }
            removeFromRest(id)
            placeInRest(id)
        }

        func setRows() throws {
            var ids = table.rows.map(\.id).filter { _ in int(0...9) > 1 }
            ids.shuffle(using: &random)
            for _ in 0..<int(0...2) {
                nextID += 1
                ids.insert(nextID, at: int(0...ids.count))
            }
            log.append("setRows \(ids)")
            try table.setRows(ids.map { Item(id: $0) }, animation: .none)
            if let liftedID, ids.contains(liftedID) {
                // On sections, new rows take the section of the place they go to: the model
                // follows the flat order only, so the rest of this lift is not checked.
                isRestKnown = isRestKnown && !isSectioned
                rest = [ids.map { $0 == liftedID ? .gap : .row($0) }]
            } else {
                let cancel = events.firstIndex { $0.kind == .cancel }
                #expect(cancel.map { events[$0].rowID } == liftedID)
                #expect(cancel.map { events[$0 + 1].kind } == .delete)
                endLift()
            }
        }

        /// Checks the drop's move against the rows at rest before it.
        func checkDrop(restRows before: [[Int]]) {
            guard isRestKnown, let liftedID else { return }
            let moveEvents = events.filter { if case .move = $0.kind { true } else { false } }
            let after = tableSections()
            if before == after {
                #expect(moveEvents.isEmpty, "\(log.suffix(12).joined(separator: "\n"))")
                #expect(moves.isEmpty)
            } else {
                let event = moveEvents.first
                var flat = before.flatMap { $0 }
                if let (source, destination) = moves.first {
                    flat.insert(flat.remove(at: source), at: destination)
                }
                #expect(flat == after.flatMap { $0 })
                #expect(moves.count == 1)
                let restSection = rest.firstIndex { $0.contains(.gap) }
                let restRow = rest.first { $0.contains(.gap) }?.prefix { $0 != .gap }.count
                #expect(event?.sourceIndexPath == restSection.flatMap { section in
                    restRow.map { TableIndexPath(row: $0, section: section) }
                })
                #expect(event?.indexPath == path(of: liftedID))
            }
            checkedDrops += 1
        }

        func endLift() {
            liftedID = nil
            rest = tableSections().map { $0.map { .row($0) } }
        }
    }

    @Test("an app's models stay in step through lifts with changes in the middle",
          arguments: [(seed: UInt64(1), sectioned: false), (2, false), (3, false), (4, true), (5, true), (6, true)])
    func models(seed: UInt64, sectioned: Bool) throws {
        let run = try Run(seed: seed, sectioned: sectioned)
        for _ in 0..<3_000 {
            try run.step()
        }
        #expect(run.checkedDrops > 50)
        #expect(run.checkedCancels > 20)
    }
}
