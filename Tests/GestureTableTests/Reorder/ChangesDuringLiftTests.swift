import Testing
@testable import GestureTable

/// A flat table of lettered rows that records its events and keeps an app's array through the
/// change stream.
private final class LetterTable {
    let table: GestureTable<Letter>
    var events: [TableEvent<String>] = []
    var streamModel: [Letter]
    var moves: [(Int, Int)] = []

    init(_ names: String) throws {
        streamModel = letters(names)
        table = try GestureTable(rows: streamModel, width: 100, clock: VirtualClock())
        table.onEvent = { [unowned self] in events.append($0) }
        table.onRowChange = { [unowned self] in $0.apply(to: &streamModel) }
        table.didMoveRow = { [unowned self] in moves.append(($0, $1)) }
    }

    var names: String { table.rows.map(\.id).joined(separator: " ") }
    /// Each event's name and what it carries (`move 1->0`, `announce "…"`), without its row.
    var kinds: [String] {
        events.map { event in
            event.kind.rawValue + (event.sourceIndex.map { " \($0)->\(event.index ?? -1)" } ?? "")
                + (event.message.map { " \"\($0)\"" } ?? "")
        }
    }
}

@Suite("Changes during a lift: the lifted row keeps where it rests")
struct ChangesDuringLiftTests {
    @Test("a drop where the row rests after a deletion is no move, and the app's closure does not trap")
    func dropWhereItRests() throws {
        var model = letters("a b")
        let table = try GestureTable(rows: model, width: 320, clock: VirtualClock())
        var moves: [(Int, Int)] = []
        table.didMoveRow = { source, destination in
            moves.append((source, destination))
            model.insert(model.remove(at: source), at: destination)
        }
        try table.liftRow(at: 1)
        try table.moveLiftedRow(by: -1)
        try table.deleteRow(at: 1)
        model.removeAll { $0.id == "a" }
        try table.dropLiftedRow()
        #expect(moves.isEmpty)
        #expect(model == table.rows)
    }

    @Test("cancel puts the row back between the neighbours it had, rows deleted meanwhile counted")
    func cancelAfterDeletion() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        #expect(fixture.names == "c a b d")
        try fixture.table.deleteRow(at: 2)
        try fixture.table.cancelLift()
        #expect(fixture.names == "a c d")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("a drop reports the row's index before the lift in the rows as they are now; undo puts it there")
    func dropAfterDeletion() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        try fixture.table.deleteRow(at: 2)
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.kinds == ["move 1->0", "drop"])
        #expect(fixture.moves.map { [$0.0, $0.1] } == [[1, 0]])
        try fixture.table.undo()
        #expect(fixture.names == "a c d")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("rows inserted above the origin move it down; a drop where it rests is no move",
          arguments: [0, 1, 2])
    func insertionAboveUnmovedRow(at index: Int) throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.insertRow(Letter(id: "x"), at: index)
        #expect(fixture.table.liftedRowIndex == 3)
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.kinds == ["drop"])
        #expect(fixture.moves.isEmpty)
    }

    @Test("a row inserted just below the lifted row does not move where it rests")
    func insertionBelowUnmovedRow() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.insertRow(Letter(id: "x"), at: 3)
        try fixture.table.cancelLift()
        #expect(fixture.names == "a b c x d")
        #expect(fixture.kinds.suffix(1) == ["cancel"])
    }

    @Test("after an insertion above it, the lifted row can still go to the last row")
    func moveToLastAfterInsertion() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 1)
        try fixture.table.insertRow(Letter(id: "x"), at: 0)
        try fixture.table.moveLiftedRow(to: 4)
        #expect(fixture.names == "x a c d b")
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.kinds == ["move 2->4", "drop"])
    }

    @Test("deleting the lifted row ends the lift with cancel, then deletes it")
    func deletingTheLiftedRow() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 1)
        fixture.events.removeAll()
        try fixture.table.deleteRow(at: 2, animation: .none)
        #expect(fixture.kinds == ["cancel", "delete"])
        #expect(!fixture.table.isReordering)
        #expect(fixture.names == "a c")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("a pointer that held a deleted lifted row stays down and drives nothing")
    func pointerOfDeletedLiftedRow() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: letters("a b c d e f"), width: 100, clock: clock)
        table.viewportHeight = 4
        var events: [String] = []
        table.onEvent = { events.append($0.description) }
        table.handle(.down(Point(x: 50, y: 1.5)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.liftedRowIndex == 1)
        try table.deleteRow(at: 1, animation: .none)
        events.removeAll()
        // Into the autoscroll zone and past the rows: nothing scrolls, lifts or moves.
        for y in stride(from: 1.5, through: 3.9, by: 0.2) {
            clock.advance(by: .milliseconds(16))
            table.handle(.moved(Point(x: 50, y: y)))
        }
        clock.advance(by: .seconds(1))
        table.tick()
        table.handle(.up(velocity: .zero))
        #expect(events.isEmpty)
        #expect(table.scrollOffset == 0)
        #expect(table.rows.map(\.id) == ["a", "c", "d", "e", "f"])
    }

    @Test("other rows can move during a lift; the lifted row itself cannot be moved by moveRow")
    func moveRowDuringLift() throws {
        let fixture = try LetterTable("a b c d e")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 2)
        #expect(fixture.names == "a c d b e")
        try fixture.table.moveRow(at: 4, to: 0)
        #expect(fixture.names == "e a c d b")
        #expect { try fixture.table.moveRow(at: 4, to: 0) } throws: {
            ($0 as? GestureTableError)?.code == .invalidState
        }
        try fixture.table.cancelLift()
        #expect(fixture.names == "e a b c d")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("setRows during a lift keeps the row lifted; its place in the new rows is where it rests")
    func setRowsDuringLift() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        try fixture.table.setRows(letters("d a x c b"), animation: .none)
        #expect(fixture.table.isReordering)
        #expect(fixture.table.rows.first?.id == "c")
        #expect(fixture.streamModel == fixture.table.rows)
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.kinds == ["move 3->0", "drop"])
        #expect(fixture.names == "c d a x b")
    }

    @Test("setRows during a lift, then cancel, gives the new rows exactly")
    func setRowsThenCancel() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveLiftedRow(by: 3)
        try fixture.table.setRows(letters("b a e d c"), animation: .none)
        try fixture.table.cancelLift()
        #expect(fixture.names == "b a e d c")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("setRows without the lifted row ends the lift with cancel")
    func setRowsWithoutLiftedRow() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 1)
        fixture.events.removeAll()
        try fixture.table.setRows(letters("a c"), animation: .none)
        #expect(!fixture.table.isReordering)
        #expect(fixture.kinds.prefix(2) == ["cancel", "delete"])
        #expect(fixture.names == "a c")
    }

    @Test("undo during a lift is applied and the lift goes on, its origin following")
    func undoDuringLift() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 1)
        #expect(fixture.names == "b d c")
        try fixture.table.undo()
        #expect(fixture.table.isReordering)
        #expect(fixture.names == "a b d c")
        try fixture.table.cancelLift()
        #expect(fixture.names == "a b c d")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("undoing the lifted row's own earlier move ends the lift with cancel, then moves it back")
    func undoOwnMoveDuringLift() throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.moveRow(at: 0, to: 2)
        #expect(fixture.names == "b c a d")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: 1)
        fixture.events.removeAll()
        try fixture.table.undo()
        #expect(!fixture.table.isReordering)
        #expect(fixture.kinds == ["cancel", "move 2->0", "announce \"Undone: Move “row 4”\""])
        #expect(fixture.names == "a b c d")
        #expect(fixture.streamModel == fixture.table.rows)
    }

    @Test("undo of an insertion of the lifted row ends the lift with cancel")
    func undoInsertionOfLiftedRow() throws {
        let fixture = try LetterTable("a b")
        try fixture.table.insertRow(Letter(id: "x"), at: 1, animation: .none)
        try fixture.table.liftRow(at: 1)
        fixture.events.removeAll()
        try fixture.table.undo()
        #expect(!fixture.table.isReordering)
        #expect(fixture.kinds.prefix(2) == ["cancel", "delete"])
        #expect(fixture.names == "a b")
    }
}

@Suite("Changes during a lift: extreme and hostile cases")
struct HostileChangesDuringLiftTests {
    @Test("setRows with no rows while a row is lifted ends the lift and empties the table")
    func setRowsEmpty() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: -2)
        try fixture.table.setRows([], animation: .none)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.rows.isEmpty)
        #expect(fixture.kinds.contains("cancel"))
        #expect(fixture.streamModel.isEmpty)
    }

    @Test("setRows with only the lifted row keeps it lifted; cancel and drop are then no move")
    func setRowsOnlyLifted() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: Int.max)
        try fixture.table.setRows(letters("b"), animation: .none)
        #expect(fixture.table.liftedRowIndex == 0)
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.kinds == ["drop"])
    }

    @Test("a batch that deletes the lifted row and then throws leaves the lift as it was")
    func batchRollback() throws {
        struct Refused: Error {}
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 2)
        #expect(throws: Refused.self) {
            try fixture.table.performBatchUpdates { () throws(Refused) in
                try? fixture.table.deleteRow(at: 3)
                try? fixture.table.insertRow(Letter(id: "x"), at: 0)
                throw Refused()
            }
        }
        #expect(fixture.table.liftedRowIndex == 3)
        #expect(fixture.names == "a c d b")
        try fixture.table.cancelLift()
        #expect(fixture.names == "a b c d")
    }

    @Test("every row deleted at once while one is lifted: cancel, then the placeholder")
    func deleteAll() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 0)
        try fixture.table.deleteRows(at: [0, 1, 2], animation: .none)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.rows.isEmpty)
        #expect(fixture.kinds.filter { $0 == "cancel" }.count == 1)
        #expect(throws: GestureTableError.self) { try fixture.table.dropLiftedRow() }
    }

    @Test("moves by Int.max and Int.min after changes stop at the ends", arguments: [Int.max, Int.min])
    func extremeMoves(places: Int) throws {
        let fixture = try LetterTable("a b c d")
        try fixture.table.liftRow(at: 1)
        try fixture.table.insertRow(Letter(id: "x"), at: 0)
        try fixture.table.deleteRow(at: 4)
        try fixture.table.moveLiftedRow(by: places)
        #expect(fixture.table.liftedRowIndex == (places > 0 ? 3 : 0))
        try fixture.table.cancelLift()
        #expect(fixture.names == "x a b c")
    }

    @Test("a second lift while one is lifted is refused, changes in the middle or not")
    func secondLift() throws {
        let fixture = try LetterTable("a b c")
        try fixture.table.liftRow(at: 0)
        try fixture.table.insertRow(Letter(id: "x"), at: 0)
        #expect { try fixture.table.liftRow(at: 0) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect(fixture.table.liftedRowIndex == 1)
    }

    @Test("a pointer lift goes on through setRows and follows the pointer afterwards")
    func pointerLiftThroughSetRows() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: letters("a b c d e"), width: 100, clock: clock)
        table.viewportHeight = 10
        table.handle(.down(Point(x: 50, y: 0.5)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(table.liftedRowIndex == 0)
        try table.setRows(letters("e d c b a"), animation: .none)
        #expect(table.liftedRowIndex == 0)
        for y in stride(from: 0.5, through: 2.5, by: 0.25) {
            clock.advance(by: .milliseconds(16))
            table.handle(.moved(Point(x: 50, y: y)))
        }
        table.handle(.up(velocity: .zero))
        #expect(!table.isReordering)
        #expect(table.rows.map(\.id) == ["e", "d", "a", "c", "b"])
    }
}

@Suite("Changes during a lift: sections")
struct SectionedChangesDuringLiftTests {
    private func table() throws -> (GestureTable<Letter>, [TableEvent<String>]) {
        let table = try GestureTable(
            sections: [
                TableSection(title: "Today", rows: letters("a")),
                TableSection(title: "Yesterday", rows: letters("b")),
                TableSection(title: "Earlier", rows: letters("c")),
            ], width: 100, clock: VirtualClock())
        return (table, [])
    }

    @Test("a drop's source index path counts rows inserted in later sections meanwhile")
    func sourceIndexPath() throws {
        let (table, _) = try table()
        var events: [TableEvent<String>] = []
        table.onEvent = { events.append($0) }
        try table.liftRow(at: 1)
        try table.moveLiftedRow(to: TableIndexPath(row: 0, section: 0))
        try table.insertRow(Letter(id: "x"), at: TableIndexPath(row: 0, section: 2))
        events.removeAll()
        try table.dropLiftedRow()
        let move = try #require(events.first)
        #expect(move.kind == .move && move.sourceIndex == 1 && move.index == 0)
        #expect(move.sourceIndexPath == TableIndexPath(row: 0, section: 1))
        #expect(move.indexPath == TableIndexPath(row: 0, section: 0))
    }

    @Test("cancel puts the row back in its section after rows were inserted around it")
    func cancelInSection() throws {
        let (table, _) = try table()
        var model: [[Letter]] = [letters("a"), letters("b"), letters("c")]
        table.onSectionedRowChange = { $0.apply(to: &model) }
        try table.liftRow(at: 1)
        try table.moveLiftedRow(to: TableIndexPath(row: 1, section: 2))
        try table.insertRow(Letter(id: "x"), at: TableIndexPath(row: 1, section: 0))
        try table.insertRow(Letter(id: "y"), at: TableIndexPath(row: 0, section: 1))
        try table.cancelLift()
        #expect(try table.numberOfRows(inSection: 1) == 2)
        #expect(table.rows.map(\.id) == ["a", "x", "y", "b", "c"])
        #expect(model.flatMap { $0 } == table.rows)
    }
}

/// A row deleted or inserted above the lifted row shifts where the lift started by one, so the
/// move reported on drop starts from the lifted row's place in the changed table.
@Suite("Lifted row origin follows changes above it")
struct LiftedOriginTests {
    @Test(arguments: [(insert: false, origin: 2), (insert: true, origin: 4)])
    func originShifts(insert: Bool, origin: Int) throws {
        let fixture = Fixture(count: 6)
        var calls: [[Int]] = []
        fixture.table.didMoveRow = { calls.append([$0, $1]) }
        ReorderTests.longPress(fixture, row: 3)
        ReorderTests.movePointer(fixture, toY: 4.5)
        if insert {
            try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 0, animation: .none)
        } else {
            try fixture.table.deleteRow(at: 0, animation: .none)
        }
        fixture.table.handle(.up(velocity: .zero))
        let destination = try #require(fixture.table.rows.firstIndex { $0.id == 3 })
        #expect(destination == origin + 1)
        #expect(calls == [[origin, destination]])
    }
}

/// Deleting the row lifted under the pointer ends the reorder; the pointer is still down, its
/// velocity still readable, but its moves and release do nothing more.
@Suite("Deleting the lifted row")
struct DeletedLiftedRowTests {
    @Test func pointerStaysDownAndInert() throws {
        let fixture = Fixture()
        ReorderTests.longPress(fixture, row: 2)
        #expect(fixture.table.isReordering)
        try fixture.table.deleteRow(at: 2)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.pointerVelocity == .zero)
        _ = fixture.takeEvents()
        ReorderTests.movePointer(fixture, toY: 4.5)
        fixture.table.handle(.up(velocity: .zero))
        #expect(fixture.table.pointerVelocity == nil)
        #expect(fixture.takeEvents().isEmpty)
        #expect(fixture.table.scrollOffset == 0)
    }
}

extension ChangesDuringLiftTests {
    @Test("deleting or inserting rows above a lifted row keeps it in step")
    func structuralChangesWhileLifted() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 3)
        try fixture.table.deleteRow(at: 0, animation: .none)
        try fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0, animation: .none)
        try fixture.table.insertRow(Mail(id: 10, subject: "New"), at: 0, animation: .none)
        #expect(fixture.table.liftedRowIndex == 4)
        try fixture.table.moveLiftedRow(by: -1)
        try fixture.table.cancelLift()
        #expect(fixture.table.rows.map(\.id) == [10, 9, 1, 2, 3, 4])
    }
}

extension ChangesDuringLiftTests {
    @Test("deleting the lifted row ends the reorder")
    func deleteLifted() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 2)
        try fixture.table.deleteRow(at: 2)
        #expect(!fixture.table.isReordering)
        fixture.advance(500)
        #expect(fixture.table.statefulRowCount == 0)
    }
}

extension ChangesDuringLiftTests {
    @Test("push and replace refuse the lifted row")
    func horizontalVerbsOnLiftedRow() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 1)
        #expect { try fixture.table.replaceRow(at: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect { try fixture.table.pushRow(at: 1) } throws: { ($0 as? GestureTableError)?.code == .invalidState }
        #expect(try fixture.table.phase(ofRowAt: 1) == .lifted)
    }
}

extension ChangesDuringLiftTests {
    @Test("cancel puts the row back at its place when the row that followed it there was deleted")
    func cancelAfterDeletingTheRowAtItsPlace() throws {
        let fixture = try LetterTable("a b c d e")
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: 2)
        #expect(fixture.names == "a b d e c")
        try fixture.table.deleteRow(at: 2)
        try fixture.table.cancelLift()
        #expect(fixture.names == "a b c e")
        #expect(fixture.streamModel == fixture.table.rows)
    }
}
