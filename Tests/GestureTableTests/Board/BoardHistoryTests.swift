import Testing
import TestSupport

@testable import GestureTable

/// One history for the board: whole steps under the board's `undoLimit`, a transfer never
/// split, `canUndo` honest.
@Suite struct BoardHistoryTests {
    /// Moves the row at `index` of `column` to the top of its column, by the keys: one step.
    static func moveToTop(_ fixture: BoardFixture, column: Int, index: Int) throws {
        try fixture.board.tables[column].liftRow(at: index)
        try fixture.board.moveLiftedRow(by: -index)
        try fixture.board.dropLiftedRow()
    }

    @Test(arguments: [false, true])
    func undoAtTheDefaultLimitNeverLosesATransferredRow(movesInDoing: Bool) throws {
        let fixture = try BoardFixture([[0, 1, 2], [10, 11], []])
        #expect(fixture.board.undoLimit == 32)
        try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: 0, inColumn: 0)
        #expect(fixture.ids == [[1, 2], [0, 10, 11], []])
        // 32 steps more: the transfer is the 33rd newest, forgotten whole.
        for step in 0..<32 {
            if movesInDoing { try Self.moveToTop(fixture, column: 1, index: 2) } else { try Self.moveToTop(fixture, column: 0, index: 1) }
            #expect(fixture.board.canUndo, "step \(step)")
        }
        for _ in 0..<32 { try fixture.board.undo() }
        #expect(fixture.ids == [[1, 2], [0, 10, 11], []])
        #expect(!fixture.board.canUndo)
        #expect(throws: GestureTableError.self) { try fixture.board.undo() }
        #expect(fixture.ids == [[1, 2], [0, 10, 11], []])
        #expect(fixture.modelsFollow)
    }

    @Test func aLowerLimitForgetsWholeStepsAtOnce() throws {
        let fixture = try BoardFixture()
        try fixture.board.performAccessibilityAction(named: "Move to Done", ofRowAt: 0, inColumn: 0)
        try Self.moveToTop(fixture, column: 0, index: 1)
        fixture.board.undoLimit = 1
        try fixture.board.undo()
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
        #expect(!fixture.board.canUndo)
        fixture.board.undoLimit = -5
        #expect(fixture.board.undoLimit == 0)
        fixture.board.undoLimit = Int.max
        #expect(fixture.board.undoLimit == 10_000)
    }

    @Test func aPointersDropIsHeldToTheLimitAtOnce() throws {
        let fixture = try BoardFixture()
        fixture.board.undoLimit = 1
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 1, row: 0)
        fixture.release()
        fixture.lift(column: 0, row: 0)
        fixture.move(toColumn: 0, row: 1)
        fixture.release()
        #expect(fixture.ids == [[2, 1], [0, 10, 11], []])
        // The move in Todo is the one step kept; the transfer before it is forgotten whole.
        #expect(fixture.board.tables.map { $0.core.state.history.count } == [1, 0, 0])
        #expect(fixture.board.undoActionName == "Move")
        try fixture.board.undo()
        #expect(!fixture.board.canUndo)
        #expect(fixture.ids == [[1, 2], [0, 10, 11], []])
    }

    @Test func aLimitOfZeroKeepsNothing() throws {
        let fixture = try BoardFixture()
        fixture.board.undoLimit = 0
        try fixture.board.performAccessibilityAction(named: "Move to Doing", ofRowAt: 0, inColumn: 0)
        try Self.moveToTop(fixture, column: 1, index: 2)
        #expect(!fixture.board.canUndo)
        #expect(!fixture.board.tables[1].canUndo)
        #expect(fixture.board.undoActionName == nil)
        #expect(throws: GestureTableError.self) { try fixture.board.tables[0].undo() }
        #expect(fixture.ids == [[1, 2], [11, 0, 10], []])
    }

    /// Random single steps (moves in a column, carries by the keys, accessibility moves,
    /// insertions, deletions, cancelled carries) mixed with undo and redo: each undo gives back
    /// the columns as they were before the step it takes back, as far back as the limit holds
    /// and no further; no row is ever lost or in two columns.
    @Test(arguments: [(1, 4), (2, 4), (3, 32), (0xC0FFEE, 4), (7, 1)] as [(UInt64, Int)])
    func undoGivesBackEachStateTheLimitHolds(seed: UInt64, limit: Int) throws {
        var random = SplitMix64(seed: seed)
        let fixture = try BoardFixture([[0, 1, 2, 3], [10, 11, 12], [], [30]], titles: ["A", "B", "C", "D"])
        let board = fixture.board
        board.undoLimit = limit
        board.canTransferRow = { row, from, to in (row.id + to + from) % 5 != 0 }
        var past: [[[Int]]] = [], future: [[[Int]]] = []
        var nextID = 100
        for step in 0..<1_500 {
            // Animations end: a row still animating cannot be lifted.
            fixture.advance(1_000)
            let before = fixture.ids
            let column = Int.random(in: 0..<board.columnCount, using: &random)
            let table = board.tables[column]
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                guard let expected = past.popLast() else {
                    #expect(!board.canUndo, "step \(step): canUndo with nothing left")
                    continue
                }
                #expect(board.canUndo, "step \(step)")
                try board.undo()
                #expect(fixture.ids == expected, "step \(step): undo")
                future.append(before)
                continue
            case 1:
                guard let expected = future.popLast() else { continue }
                try board.redo()
                #expect(fixture.ids == expected, "step \(step): redo")
                past.append(before)
                continue
            case 2:
                try table.insertRow(Mail(id: nextID, subject: "Mail \(nextID)"), at: Int.random(in: 0...table.count, using: &random))
                nextID += 1
            case 3:
                guard table.count > 0 else { continue }
                try table.deleteRow(at: Int.random(in: 0..<table.count, using: &random), animation: .none)
            case 4:
                guard table.count > 0 else { continue }
                let index = Int.random(in: 0..<table.count, using: &random)
                let names = try board.accessibilityActions(ofRowAt: index, inColumn: column).filter { $0.hasPrefix("Move to") }
                guard let name = names.randomElement(using: &random) else { continue }
                try board.performAccessibilityAction(named: name, ofRowAt: index, inColumn: column)
            default:
                // A keyboard lift carried over up to three columns, moved, then dropped or
                // cancelled: one step at most.
                guard table.count > 0 else { continue }
                try table.liftRow(at: Int.random(in: 0..<table.count, using: &random))
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    if Bool.random(using: &random) {
                        _ = try board.moveLiftedRow(toColumn: Int.random(in: 0..<board.columnCount, using: &random))
                    } else {
                        try board.moveLiftedRow(by: Int.random(in: -3...3, using: &random))
                    }
                    // Shown elsewhere in its home column, maybe; in no other column before the drop.
                    #expect(fixture.ids.map { Set($0) } == before.map { Set($0) }, "step \(step): a carry moved rows before the drop")
                }
                if Int.random(in: 0..<4, using: &random) == 0 { try board.cancelLift() } else { try board.dropLiftedRow() }
            }
            #expect(board.liftedRow == nil)
            let ids = fixture.ids.flatMap { $0 }
            #expect(Set(ids).count == ids.count, "step \(step): an id in two columns")
            #expect(fixture.modelsFollow, "step \(step): a column's array out of step")
            #expect(fixture.restingModelsFollow, "step \(step): a column's resting array out of step")
            if fixture.ids != before {
                past.append(before)
                if past.count > limit { past.removeFirst(past.count - limit) }
                future.removeAll()
            }
            if Set(ids).count != ids.count || !fixture.modelsFollow { return }
        }
        // Undo all the way: exactly the steps the limit holds.
        while let expected = past.popLast() {
            try board.undo()
            #expect(fixture.ids == expected)
        }
        #expect(!board.canUndo)
    }
}

/// What a kanban app that syncs its server from the columns' change streams sends: the
/// changes that are neither `.lift` nor `.external`.
@Suite struct BoardServerSyncTests {
    /// The changes a server hears, by column.
    static func sent(_ fixture: BoardFixture) -> [String] {
        fixture.changes.filter { $0.change.origin != .lift && $0.change.origin != .external }.map { "\($0.column): \($0.change)" }
    }

    @Test func aCarryOverTwoColumnsSendsOneDeletionAndOneInsertion() throws {
        let fixture = try BoardFixture()
        try fixture.board.tables[0].liftRow(at: 2)
        try fixture.board.moveLiftedRow(by: -2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.moveLiftedRow(by: 1)
        try fixture.board.moveLiftedRow(toColumn: 2)
        #expect(Self.sent(fixture).isEmpty)
        try fixture.board.dropLiftedRow()
        #expect(Self.sent(fixture) == [
            "0: delete(at: 2, origin: GestureTable.ChangeOrigin.edit)",
            "2: insert(Mail 2, at: 0, origin: GestureTable.ChangeOrigin.edit)",
        ])
        #expect(fixture.restingModelsFollow)
    }

    @Test func aCancelledCarryAndAnUndoRedoDuringOneSendOnlyTheUndoAndRedo() throws {
        let fixture = try BoardFixture()
        try fixture.board.performAccessibilityAction(named: "Move to Done", ofRowAt: 0, inColumn: 1)
        fixture.changes.removeAll()
        try fixture.board.tables[0].liftRow(at: 0)
        try fixture.board.moveLiftedRow(by: 2)
        try fixture.board.moveLiftedRow(toColumn: 1)
        try fixture.board.undo()
        try fixture.board.redo()
        try fixture.board.cancelLift()
        #expect(Self.sent(fixture).map { $0.contains("origin: GestureTable.ChangeOrigin.undo") || $0.contains("origin: GestureTable.ChangeOrigin.redo") } == [true, true, true, true])
        #expect(fixture.ids == [[0, 1, 2], [11], [10]])
        #expect(fixture.restingModelsFollow && fixture.modelsFollow)
    }
}
