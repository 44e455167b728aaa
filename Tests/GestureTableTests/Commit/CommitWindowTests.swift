import Testing
import TestSupport

@testable import GestureTable

/// The undo window (SPEC 13.9): a change is shown and delivered at once, but `onCommit` hears
/// the user's completed changes only when the window closes without an undo.
@Suite("The undo window")
struct CommitWindowTests {
    /// A table of mails 0...4 on a virtual clock with a 5 s window; a server's copy kept by
    /// `onCommit` and by the server's own changes (`.external`), and the app's copy of the rows
    /// as they rest.
    final class App {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var server: [Mail]
        var resting: [Mail]
        var committed: [RowChange<Mail>] = []

        init(count: Int = 5, delay: Duration? = .seconds(5), undoLimit: Int = 100) throws {
            var configuration = TableConfiguration.default
            configuration.undoLimit = undoLimit
            table = try GestureTable(
                rows: (0..<count).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: clock,
                configuration: configuration)
            server = table.rows
            resting = table.rows
            table.commitDelay = delay
            table.onCommit = { [unowned self] change in
                committed.append(change)
                change.apply(to: &server)
            }
            table.onRowChange = { [unowned self] change in
                if change.origin != .lift { change.apply(to: &resting) }
                if change.origin == .external { change.apply(to: &server) }
            }
        }

        func advance(_ milliseconds: Int) {
            clock.advance(by: .milliseconds(milliseconds))
            table.tick()
        }

        /// Swipes the row drawn at line `row` past its first action, in 8 ms steps.
        func swipe(row: Int) {
            let y = Double(row) + 0.5
            table.handle(.down(Point(x: 10, y: y)))
            for x in stride(from: 15.0, through: 60, by: 5) {
                advance(8)
                table.handle(.moved(Point(x: x, y: y)))
            }
            table.handle(.up(velocity: .zero))
        }

        var serverIDs: [Int] { server.map(\.id) }
        var ids: [Int] { table.rows.map(\.id) }

        /// The server's copy with what waits applied: the rows as they rest.
        var serverFollows: Bool {
            var rows = server
            for change in table.pendingCommits { change.apply(to: &rows) }
            return rows.map(\.id) == resting.map(\.id)
        }
    }

    @Test("Without a delay, each completed change is committed as it is delivered")
    func withoutDelay() throws {
        let app = try App(delay: nil)
        try app.table.deleteRow(at: 1)
        #expect(app.committed == [.delete(at: 1)])
        try app.table.undo()
        #expect(app.committed == [.delete(at: 1), .insert(Mail(id: 1, subject: "Mail 1"), at: 1, origin: .undo)])
        try app.table.insertRow(Mail(id: 9, subject: "Mail 9"), at: 0, registersUndo: false)
        #expect(app.committed.count == 2, "a change without an undo step is the server's own")
        #expect(app.table.pendingCommits.isEmpty)
        #expect(app.serverIDs == app.ids)
    }

    @Test("A change waits for its window, then is committed")
    func waitsThenCommits() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        #expect(app.ids == [0, 2, 3, 4], "shown at once")
        #expect(app.table.pendingCommits == [.delete(at: 1)])
        app.advance(1_000)
        #expect(app.table.nextDeadline == .seconds(5), "the deletion's animation is over; the window's close is next")
        app.advance(3_999)
        #expect(app.committed.isEmpty)
        app.advance(1)
        #expect(app.committed == [.delete(at: 1)])
        #expect(app.table.pendingCommits.isEmpty)
        #expect(app.serverIDs == [0, 2, 3, 4])
    }

    @Test("Each committed change is an event, commit, at its row's index")
    func commitEvents() throws {
        let app = try App()
        var events: [String] = []
        app.table.onEvent = { if $0.kind == .commit { events.append($0.description) } }
        try app.table.deleteRow(at: 3)
        try app.table.moveRow(at: 0, to: 2)
        #expect(events.isEmpty)
        app.advance(5_000)
        #expect(events == ["commit row 3", "commit row 2"])
    }

    @Test("An undo inside the window takes the change out: neither is committed")
    func undoInsideWindow() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        app.advance(2_000)
        try app.table.undo()
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(10_000)
        #expect(app.committed.isEmpty)
        #expect(app.serverIDs == app.ids)
    }

    @Test("A redo after an undo inside the window is a change of its own, committed after its window")
    func redoAfterUndoInsideWindow() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        app.advance(1_000)
        try app.table.undo()
        app.advance(1_000)
        try app.table.redo()
        #expect(app.table.pendingCommits == [.delete(at: 1, origin: .redo)])
        app.advance(4_999)
        #expect(app.committed.isEmpty)
        app.advance(1)
        #expect(app.committed == [.delete(at: 1, origin: .redo)])
        #expect(app.serverIDs == [0, 2, 3, 4])
        // Undone again inside the redo's window... after it closed: a change of its own.
        try app.table.undo()
        #expect(app.table.pendingCommits.count == 1)
        app.advance(5_000)
        #expect(app.serverIDs == [0, 1, 2, 3, 4])
    }

    @Test("A redo inside the window of the undo it takes back takes that undo out")
    func redoTakesOutWaitingUndo() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        app.advance(5_000)
        try app.table.undo()
        #expect(app.table.pendingCommits.count == 1)
        try app.table.redo()
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(10_000)
        #expect(app.committed == [.delete(at: 1)])
        #expect(app.serverIDs == app.ids)
    }

    @Test("A second change inside the window waits for its own; an undo takes out only the newest")
    func secondChangeInsideWindow() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        app.advance(2_000)
        try app.table.moveRow(at: 0, to: 2)
        #expect(app.table.pendingCommits == [.delete(at: 1), .move(from: 0, to: 2)])
        app.advance(3_000)
        #expect(app.committed == [.delete(at: 1)], "the first window closed, the second is open")
        try app.table.undo()
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(10_000)
        #expect(app.committed == [.delete(at: 1)])
        #expect(app.serverIDs == [0, 2, 3, 4])
        #expect(app.ids == [0, 2, 3, 4])
    }

    @Test("Undoing two waiting changes takes both out, newest first")
    func undoTwoWaiting() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        try app.table.deleteRow(at: 1)
        try app.table.undo()
        try app.table.undo()
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(10_000)
        #expect(app.committed.isEmpty)
        #expect(app.ids == [0, 1, 2, 3, 4])
    }

    @Test("A refresh without an undo step commits what waits first, so the server's order holds")
    func refreshWithoutUndoStep() throws {
        let app = try App()
        try app.table.deleteRow(at: 1)
        app.advance(1_000)
        try app.table.setRows(
            [Mail(id: 7, subject: "Mail 7")] + app.table.rows, registersUndo: false)
        #expect(app.committed == [.delete(at: 1)], "committed before the server's change")
        #expect(app.table.pendingCommits.isEmpty)
        #expect(app.serverIDs == [7, 0, 2, 3, 4])
        // The undo that follows takes back a committed change: a change of its own.
        try app.table.undo()
        #expect(app.table.pendingCommits == [.insert(Mail(id: 1, subject: "Mail 1"), at: 2, origin: .undo)])
        app.advance(5_000)
        #expect(app.serverIDs == [7, 0, 1, 2, 3, 4])
        #expect(app.serverIDs == app.ids)
    }

    @Test("A change without an undo step by any verb commits what waits first")
    func externalVerbCommitsFirst() throws {
        let app = try App()
        try app.table.moveRow(at: 0, to: 3)
        try app.table.deleteRow(at: 0, registersUndo: false)
        #expect(app.committed == [.move(from: 0, to: 3)])
        #expect(app.serverIDs == app.ids)
    }

    @Test("A commitDelay changed while changes wait counts from when each was made")
    func delayChangedWhileWaiting() throws {
        let app = try App()
        try app.table.deleteRow(at: 0)
        app.advance(2_000)
        try app.table.deleteRow(at: 0)
        app.advance(1_000)
        // Longer: both wait on.
        app.table.commitDelay = .seconds(10)
        app.advance(4_000)
        #expect(app.committed.isEmpty)
        // Shorter: the first has waited 7 s, the second 5 s: both closed.
        app.table.commitDelay = .seconds(6)
        #expect(app.committed == [.delete(at: 0)], "the one past the new delay, at once")
        app.advance(0)
        app.advance(1_000)
        #expect(app.committed == [.delete(at: 0), .delete(at: 0)])
        try app.table.deleteRow(at: 0)
        // None: committed at once.
        app.table.commitDelay = nil
        #expect(app.committed.count == 3)
        #expect(app.serverIDs == app.ids)
    }

    @Test("commitNow commits everything waiting, oldest first")
    func commitNow() throws {
        let app = try App()
        try app.table.deleteRow(at: 0)
        try app.table.moveRow(at: 0, to: 2)
        app.table.commitNow()
        #expect(app.committed == [.delete(at: 0), .move(from: 0, to: 2)])
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(1_000)
        #expect(app.table.nextDeadline == nil)
        // An undo now takes back committed changes.
        try app.table.undo()
        #expect(app.table.pendingCommits == [.move(from: 2, to: 0, origin: .undo)])
    }

    @Test("A table that goes away hands back what waits: onCommit does not hear it")
    func tableGoesAway() throws {
        var committed: [RowChange<Mail>] = []
        var handedBack: [RowChange<Mail>] = []
        let clock = VirtualClock()
        do {
            let table = try GestureTable(rows: (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }, width: 10, clock: clock)
            table.commitDelay = .seconds(5)
            table.onCommit = { committed.append($0) }
            try table.deleteRow(at: 2)
            handedBack = table.pendingCommits
        }
        #expect(committed.isEmpty, "no app code runs as the table goes")
        #expect(handedBack == [.delete(at: 2)])
    }

    @Test("A board that goes away hands back what waits; a column left keeps the window")
    func boardGoesAway() throws {
        var committed: [String] = []
        let clock = VirtualClock()
        var kept: GestureTable<Mail>?
        do {
            let board = try GestureBoard(
                columns: [BoardColumn(title: "A", rows: [Mail(id: 0, subject: "0")]), BoardColumn(title: "B", rows: [])],
                columnWidth: 10, clock: clock)
            board.commitDelay = .seconds(5)
            board.onCommit = { change, column in committed.append("board \(column) \(change)") }
            board.tables[1].onCommit = { committed.append("column 1 \($0)") }
            try board.tables[0].insertRow(Mail(id: 1, subject: "1"), at: 1)
            try board.tables[1].insertRow(Mail(id: 2, subject: "2"), at: 0)
            #expect(board.pendingCommits.count == 2)
            kept = board.tables[1]
        }
        #expect(committed.isEmpty, "no app code runs as the board goes")
        let table = try #require(kept)
        #expect(table.commitDelay == .seconds(5))
        #expect(table.pendingCommits.count == 1)
        clock.advance(by: .seconds(5))
        table.tick()
        #expect(committed == ["column 1 insert(2, at: 0, origin: GestureTable.ChangeOrigin.edit)"])
    }

    @Test("An undo of a change already committed is a change of its own, committed after its window")
    func undoOfCommitted() throws {
        let app = try App()
        try app.table.updateRow(at: 2, with: Mail(id: 2, subject: "read"))
        app.advance(5_000)
        #expect(app.committed == [.update(Mail(id: 2, subject: "read"), at: 2)])
        try app.table.undo()
        #expect(app.table.pendingCommits == [.update(Mail(id: 2, subject: "Mail 2"), at: 2, origin: .undo)])
        app.advance(4_999)
        #expect(app.committed.count == 1)
        app.advance(1)
        #expect(app.committed.count == 2)
        #expect(app.server == app.table.rows)
    }

    @Test("An undo inside the window takes out every kind of change", arguments: ["insert", "delete", "move", "update", "batch", "setRows", "deleteRows", "drop", "swipe"])
    func undoAfterEveryKind(kind: String) throws {
        let app = try App()
        let archive = try SwipeAction<Mail>(title: "Archive", icon: "A", color: .green, fraction: 0.25) { try $0.pushAndDelete() }
        let actions = try SwipeActions(firstLeft: archive)
        app.table.swipeActions = { _ in actions }
        let before = app.table.rows
        switch kind {
        case "insert": try app.table.insertRow(Mail(id: 9, subject: "9"), at: 2)
        case "delete": try app.table.deleteRow(at: 4)
        case "move": try app.table.moveRow(at: 4, to: 0)
        case "update": try app.table.updateRow(at: 0, with: Mail(id: 0, subject: "read"))
        case "batch":
            try app.table.performBatchUpdates { () throws(GestureTableError) in
                try app.table.deleteRow(at: 0)
                try app.table.moveRow(at: 0, to: 2)
                try app.table.insertRow(Mail(id: 9, subject: "9"), at: 1)
            }
        case "setRows": try app.table.setRows(before.reversed().dropLast() + [Mail(id: 9, subject: "9")])
        case "deleteRows": try app.table.deleteRows(at: [0, 3, 1])
        case "drop":
            try app.table.liftRow(at: 0)
            try app.table.moveLiftedRow(by: 3)
            try app.table.dropLiftedRow()
        default:
            app.swipe(row: 1)
            app.advance(1_000)
        }
        #expect(app.table.rows != before)
        #expect(!app.table.pendingCommits.isEmpty)
        try app.table.undo()
        #expect(app.table.pendingCommits.isEmpty)
        app.advance(20_000)
        #expect(app.committed.isEmpty)
        #expect(app.table.rows == before)
    }

    @Test("A second gesture while the first animates: each its own change, the undo takes out the newest")
    func secondGestureWhileAnimating() throws {
        let app = try App()
        let delete = try SwipeAction<Mail>(title: "Delete", icon: "D", color: .red, fraction: 0.25) { try $0.pushAndDelete() }
        let actions = try SwipeActions(firstLeft: delete)
        app.table.swipeActions = { _ in actions }
        for row in [0, 1] {
            app.swipe(row: row)
            app.advance(50)
        }
        app.advance(1_000)
        #expect(app.table.pendingCommits.count == 2)
        try app.table.undo()
        #expect(app.table.pendingCommits.count == 1)
        app.advance(5_000)
        #expect(app.committed.count == 1)
        #expect(app.server == app.table.rows)
    }

    @Test("A delay of zero or less commits at once; a huge one waits until commitNow")
    func extremeDelays() throws {
        let app = try App(delay: .zero)
        try app.table.deleteRow(at: 0)
        #expect(app.committed.count == 1)
        app.table.commitDelay = .seconds(-3)
        #expect(app.table.commitDelay == .zero)
        try app.table.deleteRow(at: 0)
        #expect(app.committed.count == 2)
        app.table.commitDelay = .seconds(Int64.max)
        #expect(app.table.commitDelay == .seconds(Int64(1) << 61))
        try app.table.deleteRow(at: 0)
        app.clock.advance(by: .seconds(Int64.max))
        app.table.tick()
        #expect(app.committed.count == 2, "the clock stops at its latest instant, before the window closes")
        app.table.commitNow()
        #expect(app.committed.count == 3)
        #expect(app.serverIDs == app.ids)
    }

    @Test("A lift's provisional moves are never committed; its drop is one change")
    func liftIsOneChange() throws {
        let app = try App()
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 2)
        #expect(app.table.pendingCommits.isEmpty)
        try app.table.dropLiftedRow()
        #expect(app.table.pendingCommits == [.move(from: 0, to: 2)])
    }

    @Test("A board has one window: a transfer's halves wait, are committed and are taken out together")
    func boardTransfer() throws {
        let fixture = try BoardFixture()
        let board = fixture.board
        var committed: [String] = []
        board.commitDelay = .seconds(5)
        board.onCommit = { change, column in committed.append("\(column): \(change)") }
        try board.tables[0].liftRow(at: 0)
        _ = try board.moveLiftedRow(toColumn: 2)
        try board.dropLiftedRow()
        #expect(board.pendingCommits.map(\.column) == [0, 2])
        #expect(board.tables[2].pendingCommits.count == 1)
        try board.undo()
        #expect(board.pendingCommits.isEmpty)
        try board.redo()
        #expect(board.pendingCommits.count == 2)
        fixture.advance(5_000)
        #expect(committed.count == 2)
        #expect(fixture.ids == [[1, 2], [10, 11], [0]])
        // Undone after its window: both halves again, as one change of the user's.
        try board.undo()
        #expect(board.pendingCommits.count == 2)
        board.tables[1].commitNow()
        #expect(committed.count == 4)
    }

    // MARK: - At random

    @Test("At random, on a table: the server's copy plus what waits is the rows as they rest", arguments: [1, 2, 3, 0xC0FFEE] as [UInt64])
    func randomTable(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let app = try App(count: 8, undoLimit: 3)
        app.table.viewportHeight = 10
        var configuration = app.table.configuration
        configuration.touchSlop = 1
        app.table.configuration = configuration
        let archive = try SwipeAction<Mail>(title: "Archive", icon: "A", color: .green, fraction: 0.25) { try $0.pushAndDelete() }
        let actions = try SwipeActions(firstLeft: archive)
        app.table.swipeActions = { _ in actions }
        var nextID = 100
        var undosTakingOut = 0
        for step in 0..<3_000 {
            let count = app.table.count
            let pendingBefore = app.table.pendingCommits.count
            switch Int.random(in: 0..<16, using: &random) {
            case 0:
                try? app.table.insertRow(Mail(id: nextID, subject: "\(nextID)"), at: Int.random(in: 0...count, using: &random),
                                         registersUndo: Int.random(in: 0..<4, using: &random) != 0)
                nextID += 1
            case 1: try? app.table.deleteRow(at: Int.random(in: -1...count, using: &random), registersUndo: Int.random(in: 0..<4, using: &random) != 0)
            case 2: try? app.table.moveRow(at: Int.random(in: 0...count, using: &random), to: Int.random(in: 0...count, using: &random))
            case 3:
                let index = Int.random(in: 0...count, using: &random)
                try? app.table.updateRow(at: index, with: Mail(id: app.table.rows[safe: index]?.id ?? -1, subject: "u\(step)"))
            case 4:
                var rows = app.table.rows.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
                rows.shuffle(using: &random)
                rows.insert(Mail(id: nextID, subject: "\(nextID)"), at: Int.random(in: 0...rows.count, using: &random))
                nextID += 1
                try? app.table.setRows(rows, registersUndo: Bool.random(using: &random))
            case 5, 6:
                try? app.table.undo()
                if app.table.pendingCommits.count < pendingBefore { undosTakingOut += 1 }
            case 7: try? app.table.redo()
            case 8: try? app.table.liftRow(at: Int.random(in: 0...count, using: &random))
            case 9: try? app.table.moveLiftedRow(by: Int.random(in: -3...3, using: &random))
            case 10: if Bool.random(using: &random) { try? app.table.dropLiftedRow() } else { try? app.table.cancelLift() }
            case 11:
                app.swipe(row: Int.random(in: 0..<8, using: &random))
            case 12:
                app.table.commitDelay = [nil, .zero, .seconds(1), .seconds(5)].randomElement(using: &random) ?? nil
            case 13: if Int.random(in: 0..<4, using: &random) == 0 { app.table.commitNow() }
            default: app.advance(Int.random(in: 0...3_000, using: &random))
            }
            #expect(app.serverFollows, "step \(step): the server's copy and what waits are not the rows as they rest")
            if !app.serverFollows { return }
        }
        try? app.table.dropLiftedRow()
        app.table.commitNow()
        #expect(app.server == app.table.rows)
        #expect(undosTakingOut > 10, "only \(undosTakingOut) undos took a change out")
    }

    @Test("At random, on a board: each column's server copy plus what waits is the column as it rests", arguments: [1, 2, 0xC0FFEE] as [UInt64])
    func randomBoard(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let fixture = try BoardFixture([[0, 1, 2, 3, 4], [10, 11, 12], []], titles: ["A", "B", "C"])
        let board = fixture.board
        board.undoLimit = 3
        board.commitDelay = .seconds(5)
        var servers = fixture.restingModels
        var committedTransfers = 0
        board.onCommit = { change, column in change.apply(to: &servers[column]) }
        for (column, table) in board.tables.enumerated() {
            let kept = table.onRowChange
            table.onRowChange = { change in
                kept?(change)
                if change.origin == .external { change.apply(to: &servers[column]) }
            }
        }
        board.didTransferRow = { _, _, _ in committedTransfers += 1 }
        var nextID = 100
        func follows() -> Bool {
            var expected = servers
            for pending in board.pendingCommits { pending.change.apply(to: &expected[pending.column]) }
            return expected.map { $0.map(\.id) } == fixture.restingModels.map { $0.map(\.id) }
        }
        for step in 0..<3_000 {
            let column = Int.random(in: 0..<board.columnCount, using: &random)
            let table = board.tables[column]
            switch Int.random(in: 0..<14, using: &random) {
            case 0...2:
                board.handle(.down(Point(x: fixture.x(Int.random(in: 0..<3, using: &random)), y: Double.random(in: 0...6, using: &random))))
                if Bool.random(using: &random) { fixture.advance(600) }
            case 3, 4: board.handle(.moved(Point(x: Double.random(in: -3...70, using: &random), y: Double.random(in: 0...6, using: &random))))
            case 5: board.handle(.up(velocity: nil))
            case 6, 7: try? board.undo()
            case 8: try? board.redo()
            case 9:
                var rows = table.rows.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
                rows.shuffle(using: &random)
                if Bool.random(using: &random) {
                    rows.insert(Mail(id: nextID, subject: "\(nextID)"), at: Int.random(in: 0...rows.count, using: &random))
                    nextID += 1
                }
                try? table.setRows(rows, registersUndo: Bool.random(using: &random))
            case 10:
                if Bool.random(using: &random) {
                    try? table.insertRow(Mail(id: nextID, subject: "\(nextID)"), at: Int.random(in: 0...table.count, using: &random))
                    nextID += 1
                } else {
                    try? table.deleteRow(at: Int.random(in: 0...table.count, using: &random))
                }
            case 11:
                try? table.liftRow(at: Int.random(in: 0...table.count, using: &random))
                _ = try? board.moveLiftedRow(toColumn: Int.random(in: 0..<3, using: &random))
                if Bool.random(using: &random) { try? board.dropLiftedRow() }
            case 12: if Int.random(in: 0..<5, using: &random) == 0 { board.commitNow() }
            default: fixture.advance(Int.random(in: 0...3_000, using: &random))
            }
            #expect(follows(), "step \(step): a column's server copy and what waits are not the column as it rests")
            if !follows() { return }
        }
        try? board.cancelLift()
        board.handle(.cancelled)
        board.commitNow()
        #expect(servers.map { $0.map(\.id) } == fixture.ids)
        #expect(committedTransfers > 0)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
