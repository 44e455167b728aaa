import Testing

@testable import GestureTable

/// SPEC 13.3: what an app syncs is what the user did. A lifted row's hops are provisional
/// (`.lift`); the drop reports the row back where it rests, then one `.edit` move; a cancel, or a
/// drop where the lift began, reports nothing an app syncs.
private func lettered(_ names: String, sections: [Int]? = nil) throws -> StreamedApp<Letter> {
    let rows = letters(names)
    guard let sections else { return StreamedApp(try GestureTable(rows: rows, width: 100, clock: VirtualClock())) }
    var start = 0
    let built = sections.enumerated().map { section, count in
        defer { start += count }
        return TableSection(title: "S\(section)", rows: Array(rows[start..<start + count]))
    }
    return StreamedApp(try GestureTable(sections: built, width: 100, clock: VirtualClock()))
}

@Suite("A lifted row's hops are provisional moves")
struct LiftHopsStreamTests {
    @Test("hops by the keys are `.lift`, flat and by section; nothing to sync")
    func keyHops() throws {
        let app = try lettered("A B C D", sections: [2, 2])
        try app.table.liftRow(at: 0)
        try app.table.moveLiftedRow(by: 1)
        try app.table.moveLiftedRow(by: 2)
        try app.table.moveLiftedRow(to: 1)
        app.check()
        #expect(!app.changes.isEmpty && app.changes.allSatisfy { $0.origin == .lift })
        #expect(!app.sectionedChanges.isEmpty && app.sectionedChanges.allSatisfy { $0.origin == .lift })
        #expect(app.resting == letters("A B C D"))
    }

    @Test("hops by the pointer are `.lift`")
    func pointerHops() throws {
        let clock = VirtualClock()
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        let app = StreamedApp(try GestureTable(rows: letters("A B C D E"), width: 100, clock: clock, configuration: configuration))
        app.table.viewportHeight = 10
        app.table.handle(.down(Point(x: 50, y: 0.5)))
        clock.advance(by: .milliseconds(600))
        app.table.tick()
        #expect(app.table.isReordering)
        for y in stride(from: 0.5, through: 3.5, by: 0.25) {
            clock.advance(by: .milliseconds(16))
            app.table.handle(.moved(Point(x: 50, y: y)))
            app.check()
        }
        #expect(app.table.liftedRowIndex == 3)
        #expect(app.take().map(\.origin) == [.lift, .lift, .lift])
        app.table.handle(.up(velocity: .zero))
        #expect(app.take() == [.move(from: 3, to: 0, origin: .lift), .move(from: 0, to: 3)])
        app.check()
    }
}

@Suite("A drop reports the row back where it rests, then the user's one move")
struct DropStreamTests {
    @Test("flat: `.lift` back, then one `.edit` move; sectioned the same, by index path")
    func drop() throws {
        let app = try lettered("A B C D", sections: [2, 2])
        try app.table.liftRow(at: 0)
        // Four places down: past B, the header of the second section, C and D.
        try app.table.moveLiftedRow(by: 4)
        _ = app.take()
        try app.table.dropLiftedRow()
        #expect(app.changes == [.move(from: 3, to: 0, origin: .lift), .move(from: 0, to: 3)])
        #expect(
            app.sectionedChanges == [
                .move(from: TableIndexPath(row: 2, section: 1), to: TableIndexPath(row: 0, section: 0), origin: .lift),
                .move(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 1)),
            ])
        app.check()
        #expect(app.resting == letters("B C D A"))
    }

    @Test("a group drop: the lifted row's move, then the others' moves, all `.edit`, after the `.lift` back")
    func groupDrop() throws {
        let clock = VirtualClock()
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        let table = try GestureTable(rows: letters("a b c d e f"), width: 100, clock: clock, configuration: configuration)
        table.viewportHeight = 10
        table.selectionMode = .multiple
        try table.selectRow(at: 0)
        try table.selectRow(at: 5)
        let app = StreamedApp(table)
        table.handle(.down(Point(x: 50, y: 0.5)))
        clock.advance(by: .milliseconds(500))
        table.tick()
        clock.advance(by: .milliseconds(16))
        table.handle(.moved(Point(x: 50, y: 5.8)))
        _ = app.take()
        table.handle(.up(velocity: .zero))
        let changes = app.take()
        #expect(changes.first?.origin == .lift)
        #expect(changes.dropFirst().allSatisfy { $0.origin == .edit } && changes.count > 2)
        #expect(table.rows == letters("b c d e a f"))
        app.check()
    }

    @Test("a drop where the lift began reports nothing to sync and makes no step")
    func dropWhereItBegan() throws {
        let app = try lettered("A B C D", sections: [2, 2])
        try app.table.liftRow(at: 1)
        try app.table.moveLiftedRow(by: 2)
        try app.table.moveLiftedRow(by: -2)
        try app.table.dropLiftedRow()
        #expect(app.takeSynced().isEmpty)
        #expect(app.sectionedChanges.isEmpty)
        #expect(!app.table.canUndo)
        app.check()
    }
}

@Suite("A cancel reports only provisional moves")
struct CancelStreamTests {
    @Test("after hops, a cancel reports the row back as `.lift`; nothing to sync", arguments: [nil, [1, 3]] as [[Int]?])
    func cancel(sections: [Int]?) throws {
        let app = try lettered("A B C D", sections: sections)
        try app.table.liftRow(at: 3)
        try app.table.moveLiftedRow(by: -3)
        try app.table.cancelLift()
        #expect(app.changes.allSatisfy { $0.origin == .lift })
        #expect(app.sectionedChanges.allSatisfy { $0.origin == .lift })
        #expect(app.takeSynced().isEmpty)
        #expect(!app.table.canUndo)
        app.check()
    }
}
