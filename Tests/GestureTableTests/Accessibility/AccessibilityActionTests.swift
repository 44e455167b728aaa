import Testing

@testable import GestureTable

/// A row's actions for assistive technology, performed as the gesture would and announced
/// (SPEC 11.4).
@Suite("Accessibility actions")
struct AccessibilityActionTests {
    /// A table of mails in the given sections (titles, or `nil` for one untitled section), with
    /// Archive on the first-left slot and Delete on the first-right, each resolving its row.
    final class Inbox {
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var announcements: [String] = []
        var events: [TableEvent<Int>] = []
        var moves: [(Int, Int)] = []

        init(sections: [(String?, Int)] = [(nil, 5)]) throws {
            var next = 0
            let built = sections.map { title, count in
                defer { next += count }
                return TableSection(title: title, rows: (next..<next + count).map { Mail(id: $0, subject: "Mail \($0)") })
            }
            table = try GestureTable(sections: built, width: 100, clock: clock)
            table.viewportHeight = 20
            let archive = try SwipeAction<Mail>(title: "Archive", icon: "✓", color: .green, fraction: 0.25) { triggered in
                try triggered.pushAndDelete()
            }
            let delete = try SwipeAction<Mail>(title: "Delete", icon: "✕", color: .red, fraction: 0.25) { triggered in
                try triggered.delete()
            }
            let actions = try SwipeActions(firstLeft: archive, firstRight: delete)
            table.swipeActions = { _ in actions }
            table.accessibilityLabel = { $0.subject }
            table.onAnnouncement = { [unowned self] in announcements.append($0) }
            table.onEvent = { [unowned self] in events.append($0) }
            table.didMoveRow = { [unowned self] in moves.append(($0, $1)) }
        }

        func advance(_ milliseconds: Int) {
            clock.advance(by: .milliseconds(milliseconds))
            table.tick()
        }

        var ids: [Int] { table.rows.map(\.id) }
    }

    @Test("a row's declared actions by title come first, in slot order, whatever the layout direction")
    func declaredOrder() throws {
        let clock = VirtualClock()
        let table = try GestureTable(rows: [Mail(id: 0, subject: "Only")], width: 100, clock: clock)
        func action(_ title: String?) throws -> SwipeAction<Mail> {
            try SwipeAction(title: title, icon: "i\(title ?? "")", color: .green) { _ in }
        }
        let actions = try SwipeActions(
            firstLeft: try action("A"), secondLeft: try action("B"), firstRight: try action("C"), secondRight: try action(nil))
        table.swipeActions = { _ in actions }
        #expect(try table.accessibilityActions(ofRowAt: 0) == ["A", "B", "C", "i"])
        table.layoutDirection = .rightToLeft
        #expect(try table.accessibilityActions(ofRowAt: 0) == ["A", "B", "C", "i"])
    }

    @Test("a title defaults to the icon")
    func titleDefault() throws {
        let action = try SwipeAction<Mail>(icon: "✓", color: .green) { _ in }
        #expect(action.title == "✓")
    }

    @Test(
        "the moves listed are those that would move the row",
        arguments: [
            (0, ["Archive", "Delete", "Move down", "Move to bottom"]),
            (1, ["Archive", "Delete", "Move up", "Move down", "Move to top", "Move to bottom"]),
            (4, ["Archive", "Delete", "Move up", "Move to top"]),
        ])
    func flatMoves(index: Int, names: [String]) throws {
        let inbox = try Inbox()
        #expect(try inbox.table.accessibilityActions(ofRowAt: index) == names)
    }

    @Test("with titled sections: up and down cross headers, and each other section the row may enter is listed")
    func sectionMoves() throws {
        let inbox = try Inbox(sections: [("Today", 2), ("Yesterday", 0), ("Earlier", 1)])
        #expect(try inbox.table.accessibilityActions(ofRowAt: 1) == [
            "Archive", "Delete", "Move up", "Move down", "Move to top", "Move to bottom", "Move to Yesterday", "Move to Earlier",
        ])
        #expect(try inbox.table.accessibilityActions(ofRowAt: 2) == [
            "Archive", "Delete", "Move up", "Move to top", "Move to Today", "Move to Yesterday",
        ])
        // One place up is the empty section, refused: moveLiftedRow(by: -1) would not move it.
        inbox.table.canMoveRowIntoSection = { _, section in section != 1 }
        #expect(try inbox.table.accessibilityActions(ofRowAt: 2) == ["Archive", "Delete", "Move to top", "Move to Today"])
    }

    @Test("a row that cannot be lifted has only its declared actions")
    func notLiftable() throws {
        let inbox = try Inbox()
        inbox.table.canMoveRow = { $0.id != 2 }
        #expect(try inbox.table.accessibilityActions(ofRowAt: 2) == ["Archive", "Delete"])
        inbox.table.allowsReordering = false
        #expect(try inbox.table.accessibilityActions(ofRowAt: 0) == ["Archive", "Delete"])
    }

    @Test("a single row has nowhere to move")
    func singleRow() throws {
        let inbox = try Inbox(sections: [(nil, 1)])
        #expect(try inbox.table.accessibilityActions(ofRowAt: 0) == ["Archive", "Delete"])
    }

    @Test("performing a declared action fires it as the gesture does, names its undo step and announces it")
    func performAction() throws {
        let inbox = try Inbox()
        try inbox.table.performAccessibilityAction(named: "Archive", ofRowAt: 2)
        #expect(inbox.events.map(\.kind).prefix(3) == [.highlight, .trigger, .announce])
        #expect(inbox.events[2].message == "Archive “Mail 2”")
        #expect(inbox.announcements == ["Archive “Mail 2”"])
        inbox.advance(1000)
        #expect(inbox.ids == [0, 1, 3, 4])
        #expect(inbox.table.undoActionName == "Archive")
        try inbox.table.undo()
        #expect(inbox.ids == [0, 1, 2, 3, 4])
        #expect(inbox.announcements.last == "Undone: Archive “Mail 2”")
        #expect(inbox.table.redoActionName == "Archive")
        try inbox.table.redo()
        #expect(inbox.announcements.last == "Redone: Archive “Mail 2”")
        #expect(inbox.ids == [0, 1, 3, 4])
    }

    @Test("a move is a lift, a move and a drop: one undo step, didMoveRow, the new place announced")
    func performMove() throws {
        let inbox = try Inbox()
        try inbox.table.performAccessibilityAction(named: "Move to bottom", ofRowAt: 1)
        #expect(inbox.ids == [0, 2, 3, 4, 1])
        #expect(inbox.events.map(\.kind) == [.lift, .move, .drop, .announce])
        #expect(inbox.events[1].sourceIndex == 1 && inbox.events[1].index == 4)
        #expect(inbox.events[3].message == "“Mail 1” moved to 5 of 5")
        #expect(inbox.moves.map { [$0.0, $0.1] } == [[1, 4]])
        #expect(inbox.table.liftedRowIndex == nil)
        #expect(inbox.table.undoActionName == "Move")
        try inbox.table.undo()
        #expect(inbox.ids == [0, 1, 2, 3, 4])
        #expect(!inbox.table.canUndo)
        #expect(inbox.announcements.last == "Undone: Move “Mail 1”")
    }

    @Test("with titled sections the place is counted in the section, and named")
    func sectionPlace() throws {
        let inbox = try Inbox(sections: [("Today", 2), ("Earlier", 2)])
        try inbox.table.performAccessibilityAction(named: "Move to Earlier", ofRowAt: 0)
        #expect(inbox.announcements == ["“Mail 0” moved to 1 of 3 in Earlier"])
        try inbox.table.performAccessibilityAction(named: "Move up", ofRowAt: 1)
        #expect(inbox.announcements.last == "“Mail 0” moved to 2 of 2 in Today")
    }

    @Test("an unknown name throws invalidValue and changes nothing")
    func unknownName() throws {
        let inbox = try Inbox()
        let before = inbox.table.core.state
        #expect(throws: GestureTableError.self) { try inbox.table.performAccessibilityAction(named: "Move up", ofRowAt: 0) }
        #expect(throws: GestureTableError.self) { try inbox.table.performAccessibilityAction(named: "", ofRowAt: 1) }
        #expect(inbox.table.core.state == before)
        #expect(inbox.announcements.isEmpty)
    }

    @Test("an index outside the rows throws indexOutOfRange", arguments: [Int.min, -1, 5, Int.max])
    func badIndex(index: Int) throws {
        let inbox = try Inbox()
        do {
            _ = try inbox.table.accessibilityActions(ofRowAt: index)
            Issue.record("expected indexOutOfRange")
        } catch {
            #expect(error.code == .indexOutOfRange)
        }
        #expect(throws: GestureTableError.self) { try inbox.table.performAccessibilityAction(named: "Archive", ofRowAt: index) }
        #expect(inbox.announcements.isEmpty)
    }

    @Test("a row that is not at rest refuses, and nothing changes")
    func notAtRest() throws {
        let inbox = try Inbox()
        try inbox.table.dragRow(at: 1, toOffset: 10)
        let before = inbox.table.core.state
        #expect(throws: GestureTableError.self) { try inbox.table.performAccessibilityAction(named: "Move down", ofRowAt: 1) }
        #expect(inbox.table.core.state == before)
        #expect(inbox.announcements.isEmpty)
    }

    @Test("rows are called row N by default, counted from 1")
    func defaultLabel() throws {
        let inbox = try Inbox()
        inbox.table.accessibilityLabel = nil
        try inbox.table.performAccessibilityAction(named: "Move down", ofRowAt: 0)
        #expect(inbox.announcements == ["“row 1” moved to 2 of 5"])
    }

    @Test("undoing a batch announces Changes, without a row")
    func batchAnnouncement() throws {
        let inbox = try Inbox()
        try inbox.table.performBatchUpdates { () throws(GestureTableError) in
            try inbox.table.deleteRow(at: 0)
            try inbox.table.moveRow(at: 0, to: 2)
        }
        try inbox.table.undo()
        #expect(inbox.announcements == ["Undone: Changes"])
        try inbox.table.deleteRows(at: [0, 1])
        try inbox.table.undo()
        #expect(inbox.announcements.last == "Undone: Delete")
    }
}
