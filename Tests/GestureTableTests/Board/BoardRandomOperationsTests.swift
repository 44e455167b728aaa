import Testing
import TestSupport

@testable import GestureTable

/// Seeded random gestures, lifts, carries, refusals, keyboard and accessibility moves, undo,
/// redo and refreshes on a board: after every step no id is in two columns, a step that only
/// moves rows leaves their number as it was, and each column's array kept by its change stream
/// is the column.
@Suite struct BoardRandomOperationsTests {
    @Test(arguments: [(1, 4), (2, 32), (3, 4), (0xC0FFEE, 32)] as [(UInt64, Int)])
    func invariantsHoldAfterEveryStep(seed: UInt64, undoLimit: Int) throws {
        var random = SplitMix64(seed: seed)
        let fixture = try BoardFixture([[0, 1, 2, 3, 4, 5], [10, 11, 12], [], [30]], titles: ["A", "B", "C", "D"])
        let board = fixture.board
        board.undoLimit = undoLimit
        // Deterministic refusals: some rows may not enter some columns.
        board.canTransferRow = { row, _, to in (row.id + to) % 5 != 0 }
        // Menus on every third row (held presses that move then carry the row), the rows'
        // moves by the menu key, and a drag that begins near a column's leading edge declined.
        for table in board.tables {
            table.contextMenu = ContextMenu { [unowned table] mail in
                guard mail.id % 3 == 0, let index = table.index(ofRowWithID: mail.id) else { return [] }
                return ((try? table.accessibilityActions(ofRowAt: index)) ?? []).map { ContextMenuItem.accessibilityAction(named: $0) }
            }
            table.configuration.menuDragTolerance = 1
            table.configuration.edgeExclusion = 2
        }
        var nextID = 100
        var transfersHeard = 0, carriesHeard = 0, refusalsHeard = 0, menusHeard = 0
        board.onEvent = { event in
            switch event.kind {
            case .transfer: transfersHeard += 1
            case .transferEnter: carriesHeard += 1
            case .transferRefused: refusalsHeard += 1
            default: break
            }
        }
        for step in 0..<4_000 {
            let total = board.rowCount
            var movesOnly = true
            let column = Int.random(in: 0..<board.columnCount, using: &random)
            let table = board.tables[column]
            switch Int.random(in: 0..<20, using: &random) {
            case 0...2:
                board.handle(.down(Point(x: Double.random(in: -3...90, using: &random), y: Double.random(in: -1...8, using: &random))))
                // Often held still until the row lifts.
                if Bool.random(using: &random) { fixture.advance(600) }
            case 3 where Bool.random(using: &random):
                // A recognizer's move, through the front-end contract.
                board.handle(PointerSample(
                    .changed, location: Point(x: Double.random(in: -3...90, using: &random), y: Double.random(in: -1...8, using: &random)),
                    timestamp: fixture.clock.now + .milliseconds(Int.random(in: 1...30, using: &random))))
            case 3...6:
                board.handle(.moved(Point(x: Double.random(in: -3...90, using: &random), y: Double.random(in: -1...8, using: &random))))
            case 7:
                board.handle(.up(velocity: Bool.random(using: &random) ? nil : Velocity(dx: 0, dy: 0)))
            case 8:
                board.handle(.cancelled)
            case 9, 10:
                fixture.advance(Int.random(in: 0...700, using: &random))
            case 11:
                movesOnly = false
                try? board.undo()
            case 12:
                movesOnly = false
                try? board.redo()
            case 13:
                movesOnly = false
                var rows = table.rows.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
                rows.shuffle(using: &random)
                if Bool.random(using: &random) {
                    rows.insert(Mail(id: nextID, subject: "Mail \(nextID)"), at: Int.random(in: 0...rows.count, using: &random))
                    nextID += 1
                }
                try? table.setRows(rows, registersUndo: Bool.random(using: &random))
            case 14:
                movesOnly = false
                if Bool.random(using: &random) {
                    try? table.insertRow(Mail(id: nextID, subject: "Mail \(nextID)"), at: Int.random(in: 0...table.count, using: &random))
                    nextID += 1
                } else {
                    try? table.deleteRow(at: Int.random(in: -1...table.count, using: &random))
                }
            case 15:
                try? table.liftRow(at: Int.random(in: -1...table.count, using: &random))
            case 16:
                _ = try? board.moveLiftedRow(toColumn: Int.random(in: -1...board.columnCount, using: &random))
            case 17:
                switch Int.random(in: 0..<4, using: &random) {
                case 0: try? table.dropLiftedRow()
                case 1: try? table.cancelLift()
                case 2: try? board.dropLiftedRow()
                default: try? board.cancelLift()
                }
            case 18:
                let places = Int.random(in: -3...3, using: &random)
                if Bool.random(using: &random) { try? table.moveLiftedRow(by: places) } else { try? board.moveLiftedRow(by: places) }
            case 19 where Bool.random(using: &random):
                let index = Int.random(in: -1...table.count, using: &random)
                try? table.presentContextMenu(forRowAt: index)
                if let items = table.presentedContextMenu?.items, !items.isEmpty, Bool.random(using: &random) {
                    movesOnly = false  // an item may be any of the row's moves, in its column
                    try? table.chooseContextMenuItem(at: Int.random(in: 0..<items.count, using: &random))
                }
            default:
                let index = Int.random(in: 0...max(0, table.count - 1), using: &random)
                if let name = try? board.accessibilityActions(ofRowAt: index, inColumn: column).filter({ $0.hasPrefix("Move to") }).randomElement(using: &random) {
                    try? board.performAccessibilityAction(named: name, ofRowAt: index, inColumn: column)
                }
            }
            let ids = board.tables.flatMap { $0.rows.map(\.id) }
            #expect(Set(ids).count == ids.count, "an id in two columns after step \(step)")
            if movesOnly { #expect(board.rowCount == total, "step \(step) changed the number of rows") }
            #expect(fixture.modelsFollow, "a column's array out of step after step \(step)")
            #expect(fixture.restingModelsFollow, "a column's resting array out of step after step \(step)")
            let menus = board.tables.filter { $0.presentedContextMenu != nil }
            if !menus.isEmpty { menusHeard += 1 }
            #expect(menus.allSatisfy { !$0.isReordering }, "a menu shown in a column that lifts a row after step \(step)")
            // A front end's frame: every column as it is, the carried row out of its home column
            // and raised above the others, drop haptics only with a transfer.
            if Int.random(in: 0..<3, using: &random) == 0 {
                let frame = board.nextFrame(height: 8)
                #expect(frame.columns.map(\.column) == Array(board.tables.indices), "the frame's columns after step \(step)")
                for column in frame.columns {
                    let rows = board.tables[column.column].rows
                    for row in column.frame.rows {
                        guard let index = row.index else { continue }
                        #expect(rows.indices.contains(index) && rows[index].id == row.id, "a stale index in column \(column.column)'s frame after step \(step)")
                    }
                }
                if let carried = frame.carried {
                    #expect(carried.row.id == board.carriedRow?.id && carried.row.isLifted, "the frame's carried row after step \(step)")
                    let home = board.indexPath(ofRowWithID: carried.row.id)?.column
                    #expect(home.map { !frame.columns[$0].frame.rows.contains { $0.index != nil && $0.id == carried.row.id } } ?? false,
                            "the carried row still drawn in its home column after step \(step)")
                } else {
                    #expect(board.carriedRowFrame == nil, "a carried row missing from the frame after step \(step): \(String(describing: board.carry)) \(String(describing: board.carriedRow)) \(fixture.ids)")
                }
            }
            if Set(ids).count != ids.count || !fixture.modelsFollow || !fixture.restingModelsFollow { return }
        }
        #expect(transfersHeard == fixture.transfers.count)
        #expect(menusHeard > 0, "no menu was shown")
        #expect(transfersHeard > 0 && carriesHeard > 0 && refusalsHeard > 0, "\(transfersHeard) transfers, \(carriesHeard) carries, \(refusalsHeard) refusals")
    }
}
