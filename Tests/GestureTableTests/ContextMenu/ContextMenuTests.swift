import Testing
@testable import GestureTable

/// Context menu or lift (SPEC 13.7): a still long press opens the row's menu; moving past
/// `menuDragTolerance` closes it and lifts the row; choosing runs an item as an accessibility
/// action would; a press elsewhere, a verb or the row leaving closes it.
@Suite("Context menus")
struct ContextMenuTests {
    /// A fixture whose rows have the row-action menu; touch slop 1, tolerance 10 (the defaults).
    static func fixture(count: Int = 8, slots: Set<ActionSlot> = [.firstLeft, .firstRight]) -> Fixture {
        let fixture = Fixture(count: count, slots: slots)
        fixture.table.contextMenu = .rowActions
        return fixture
    }

    static func press(_ fixture: Fixture, row: Int, x: Double = 50) -> Point {
        let point = Point(x: x, y: Double(row) + 0.5)
        fixture.table.handle(.down(point))
        return point
    }

    @Test("A still long press opens the menu where it began; letting go leaves it open")
    func stillLongPressOpens() throws {
        let fixture = Self.fixture()
        let point = Self.press(fixture, row: 2)
        fixture.advance(499)
        #expect(fixture.table.presentedContextMenu == nil)
        fixture.advance(1)
        let menu = try #require(fixture.table.presentedContextMenu)
        #expect(menu.rowID == 2)
        #expect(menu.anchor == point)
        #expect(menu.isHeld)
        #expect(menu.items.map(\.title) == (try fixture.table.accessibilityActions(ofRowAt: 2)))
        #expect(fixture.table.liftedRowIndex == nil)
        #expect(fixture.takeEvents() == ["menu-open row 2"])
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.table.presentedContextMenu?.isHeld == false)
        #expect(fixture.table.selectedRowIndex == nil)
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("Moving the held press past the tolerance closes the menu and lifts the row; it then reorders")
    func moveLifts() throws {
        let fixture = Self.fixture()
        _ = Self.press(fixture, row: 1)
        fixture.advance(600)
        fixture.table.handle(.moved(Point(x: 55, y: 1.5)))  // within 10
        #expect(fixture.table.presentedContextMenu != nil)
        #expect(fixture.table.liftedRowIndex == nil)
        fixture.table.handle(.moved(Point(x: 50, y: 4.5)))  // 3 lines: within 10 too
        #expect(fixture.table.presentedContextMenu != nil)
        fixture.table.configuration.menuDragTolerance = 1
        fixture.table.handle(.moved(Point(x: 50, y: 4.6)))
        #expect(fixture.table.presentedContextMenu == nil)
        #expect(fixture.table.liftedRowIndex == 1)  // lifted where it was; the next move carries it
        fixture.advance(16)
        fixture.table.handle(.moved(Point(x: 50, y: 4.7)))
        fixture.table.handle(.up(velocity: nil))
        fixture.advance(500)
        #expect(fixture.titles.firstIndex(of: "Mail 1") == 4)
        let events = fixture.takeEvents()
        #expect(Array(events.prefix(3)) == ["menu-open row 1", "menu-close row 1", "lift row 1"])
        #expect(events.contains("drop row 4"))
        // One undo takes the move back; the menu left no step of its own.
        try fixture.table.undo()
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
        #expect(!fixture.table.canUndo)
    }

    @Test("A row that may not move still gets its menu; moving keeps it open and lifts nothing")
    func rowThatCannotMove() {
        let fixture = Self.fixture()
        fixture.table.canMoveRow = { $0.id != 3 }
        _ = Self.press(fixture, row: 3)
        fixture.advance(600)
        #expect(fixture.table.presentedContextMenu?.rowID == 3)
        fixture.table.handle(.moved(Point(x: 50, y: 7.5)))
        fixture.table.handle(.moved(Point(x: 90, y: 0.5)))
        #expect(fixture.table.presentedContextMenu?.rowID == 3)
        #expect(fixture.table.liftedRowIndex == nil)
        #expect(fixture.table.scrollOffset == 0)
    }

    @Test("Without a menu, or with no items for the row, a long press lifts as before")
    func noMenuLifts() {
        let fixture = Self.fixture()
        fixture.table.contextMenu = ContextMenu { mail in
            mail.id == 0 ? [] : [ContextMenuItem(title: "Reply") { _ in }]
        }
        _ = Self.press(fixture, row: 0)
        fixture.advance(600)
        #expect(fixture.table.liftedRowIndex == 0)
        #expect(fixture.table.presentedContextMenu == nil)
        fixture.table.handle(.cancelled)
        fixture.advance(500)
        fixture.table.contextMenu = nil
        _ = Self.press(fixture, row: 1)
        fixture.advance(600)
        #expect(fixture.table.liftedRowIndex == 1)
    }

    @Test("Choosing an action runs it as an accessibility action: the action fires, one undo step")
    func chooseRunsTheAction() throws {
        let fixture = Self.fixture(slots: [.firstRight])
        var announcements: [String] = []
        fixture.table.onAnnouncement = { announcements.append($0) }
        fixture.resolution[.firstRight] = { table, index in try table.deleteRow(at: index) }
        _ = Self.press(fixture, row: 2)
        fixture.advance(600)
        fixture.table.handle(.up(velocity: nil))
        let names = try fixture.table.accessibilityActions(ofRowAt: 2)
        let item = try #require(fixture.table.presentedContextMenu?.items.firstIndex { $0.title == names[0] })
        _ = fixture.takeEvents()
        try fixture.table.chooseContextMenuItem(at: item)
        #expect(fixture.table.presentedContextMenu == nil)
        #expect(fixture.fired.map(\.0) == [.firstRight])
        fixture.advance(1_000)
        #expect(!fixture.titles.contains("Mail 2"))
        #expect(fixture.takeEvents().first == "menu-close row 2")
        #expect(!announcements.isEmpty)
        try fixture.table.undo()
        fixture.advance(1_000)
        #expect(fixture.titles == (0..<8).map { "Mail \($0)" })
    }

    @Test("The app's items: its handler gets the row after the menu closed; a throw is action-failed")
    func appItems() throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let fixture = Self.fixture()
        var replied: [Int] = []
        var menuWasClosed: [Bool] = []
        fixture.table.contextMenu = ContextMenu { [unowned fixture] mail in
            [ContextMenuItem(title: "Reply", icon: "↩") { mail in
                replied.append(mail.id)
                menuWasClosed.append(fixture.table.presentedContextMenu == nil)
            },
             ContextMenuItem(title: "Delete", isDestructive: true) { _ in throw Offline() }]
        }
        try fixture.table.presentContextMenu(forRowAt: 4)
        let menu = try #require(fixture.table.presentedContextMenu)
        #expect(menu.items == [ContextMenuEntry(title: "Reply", icon: "↩"), ContextMenuEntry(title: "Delete", isDestructive: true)])
        #expect(menu.anchor == Point(x: 0, y: 4))
        #expect(!menu.isHeld)
        try fixture.table.chooseContextMenuItem(at: 0)
        #expect(replied == [4])
        #expect(menuWasClosed == [true])
        try fixture.table.presentContextMenu(forRowAt: 4)
        _ = fixture.takeEvents()
        try fixture.table.chooseContextMenuItem(at: 1)
        #expect(fixture.takeEvents() == ["menu-close row 4", "action-failed \"offline\" row 4"])
        #expect(fixture.table.rows.count == 8)
    }

    @Test("A press anywhere while the menu is shown only closes it")
    func pressElsewhereCloses() throws {
        let fixture = Self.fixture()
        try fixture.table.presentContextMenu(forRowAt: 1)
        _ = fixture.takeEvents()
        fixture.drag(row: 5, to: 0.5)
        #expect(fixture.table.presentedContextMenu == nil)
        #expect((try fixture.table.offset(ofRowAt: 5)) == 0)
        fixture.advance(1_000)
        fixture.table.handle(.up(velocity: nil))
        #expect(fixture.takeEvents() == ["menu-close row 1"])
        #expect(fixture.table.liftedRowIndex == nil && fixture.table.selectedRowIndex == nil)
    }

    @Test("A cancelled press that held the menu closes it")
    func cancelCloses() {
        let fixture = Self.fixture()
        _ = Self.press(fixture, row: 0)
        fixture.advance(600)
        fixture.table.handle(.cancelled)
        #expect(fixture.table.presentedContextMenu == nil)
        #expect(fixture.takeEvents() == ["menu-open row 0", "menu-close row 0"])
    }

    @Test("The menu closes when its row leaves: deleted, reloaded away; an undo does not bring the menu back")
    func rowLeaving() throws {
        let fixture = Self.fixture()
        try fixture.table.presentContextMenu(forRowAt: 3)
        try fixture.table.deleteRow(at: 3)
        #expect(fixture.table.presentedContextMenu == nil)
        try fixture.table.undo()
        #expect(fixture.table.presentedContextMenu == nil)
        try fixture.table.presentContextMenu(forRowAt: 3)
        try fixture.table.moveRow(at: 3, to: 0)
        #expect(fixture.table.presentedContextMenu?.rowID == 3)  // it moved, it did not leave
        try fixture.table.setRows([Mail(id: 99, subject: "New")])
        #expect(fixture.table.presentedContextMenu == nil)
        #expect(fixture.takeEvents().filter { $0.hasPrefix("menu") } == [
            "menu-open row 3", "menu-close", "menu-open row 3", "menu-close",
        ])
    }

    @Test("A lift by a verb or the keys closes the menu")
    func liftCloses() throws {
        let fixture = Self.fixture()
        try fixture.table.presentContextMenu(forRowAt: 2)
        try fixture.table.liftRow(at: 5)
        #expect(fixture.table.presentedContextMenu == nil)
        #expect(throws: GestureTableError.self) { try fixture.table.presentContextMenu(forRowAt: 5) }
    }

    @Test("A row a verb drags while its menu is held is not lifted by the press moving on")
    func verbDragsTheMenusRow() throws {
        let fixture = Self.fixture()
        fixture.table.configuration.menuDragTolerance = 1
        _ = Self.press(fixture, row: 0)
        fixture.advance(600)
        try fixture.table.stepRow(at: 0, side: .left)
        fixture.table.handle(.moved(Point(x: 50, y: 4.5)))
        #expect(fixture.table.liftedRowIndex == nil)
        try fixture.table.releaseRow(at: 0)
        fixture.advance(1_000)
        let highlights = fixture.takeEvents().filter { $0.hasPrefix("highlight") || $0.hasPrefix("unhighlight") || $0.hasPrefix("trigger") }
        #expect(highlights.count % 2 == 0)
    }

    @Test("Bad input throws and changes nothing", arguments: [Int.min, -1, 8, Int.max])
    func badIndexes(_ index: Int) throws {
        let fixture = Self.fixture()
        #expect(throws: GestureTableError.self) { try fixture.table.presentContextMenu(forRowAt: index) }
        #expect(throws: GestureTableError.self) { try fixture.table.chooseContextMenuItem(at: 0) }
        #expect(throws: GestureTableError.self) { try fixture.table.dismissContextMenu() }
        try fixture.table.presentContextMenu(forRowAt: 0)
        let before = fixture.table.core.state
        do {
            try fixture.table.chooseContextMenuItem(at: index)
            Issue.record("item \(index) was chosen")
        } catch {
            #expect(error.code == .invalidValue)
        }
        #expect(fixture.table.core.state == before)
        fixture.table.contextMenu = nil
        #expect(throws: GestureTableError.self) { try fixture.table.presentContextMenu(forRowAt: 1) }
        #expect(fixture.table.core.state == before)
        try fixture.table.dismissContextMenu()
        #expect(fixture.table.presentedContextMenu == nil)
    }

    @Test("The menu's closure may read the table; a verb called from it throws invalidState")
    func menuClosureCallingAVerb() throws {
        let fixture = Self.fixture()
        var thrown: GestureTableError.Code?
        fixture.table.contextMenu = ContextMenu { [unowned fixture] mail in
            do throws(GestureTableError) { try fixture.table.deleteRow(at: 0) } catch { thrown = error.code }
            return [ContextMenuItem(title: "Open \(fixture.table.rows.count)") { _ in }]
        }
        try fixture.table.presentContextMenu(forRowAt: 1)
        #expect(thrown == .invalidState)
        #expect(fixture.table.presentedContextMenu?.items.map(\.title) == ["Open 8"])
    }

    @Test("An item's captured object is let go of when the menu closes, and its deinit may read the table")
    func itemsReleased() throws {
        final class Witness {
            let onDeinit: () -> Void
            init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let fixture = Self.fixture()
        var readsInDeinit: [Int] = []
        fixture.table.contextMenu = ContextMenu { [unowned fixture] _ in
            let witness = Witness { readsInDeinit.append(fixture.table.rows.count) }
            return [ContextMenuItem(title: "Keep") { _ in _ = witness }]
        }
        try fixture.table.presentContextMenu(forRowAt: 1)
        try fixture.table.dismissContextMenu()
        // The press asks again, replacing (and letting go of) the items asked before.
        fixture.table.handle(.down(Point(x: 50, y: 2.5)))
        fixture.table.handle(.up(velocity: nil))
        fixture.table.contextMenu = nil
        fixture.table.handle(.down(Point(x: 50, y: 2.5)))
        fixture.table.handle(.up(velocity: nil))
        #expect(readsInDeinit == [8, 8])
    }

    @Test("Recorded inputs present, dismiss and choose as the methods do")
    func recordedInputs() throws {
        let fixture = Self.fixture()
        let opened = try fixture.table.send(.contextMenu(.present(forRowAt: 6)))
        #expect(opened.map(\.description) == ["menu-open row 6"])
        let closed = try fixture.table.send(.contextMenu(.dismiss))
        #expect(closed.map(\.description) == ["menu-close row 6"])
        _ = try fixture.table.send(.contextMenu(.present(forRowAt: 6)))
        #expect(throws: GestureTableError.self) { try fixture.table.send(.contextMenu(.choose(at: 99))) }
        let chosen = try fixture.table.send(.contextMenu(.choose(at: 0)))
        #expect(chosen.first?.description == "menu-close row 6")
        #expect(fixture.fired.count == 1)
    }

    @Test("On a board, a column's menu opens on a still press and moving carries the row to another column")
    func boardCarry() throws {
        let fixture = try BoardFixture()
        for table in fixture.board.tables {
            table.contextMenu = .rowActions
            table.configuration.menuDragTolerance = 1
        }
        fixture.lift(column: 0, row: 1)
        #expect(fixture.board.tables[0].presentedContextMenu?.rowID == 1)
        #expect(fixture.board.liftedRow == nil)
        fixture.move(toColumn: 0, row: 3)
        #expect(fixture.board.tables[0].presentedContextMenu == nil)
        fixture.move(toColumn: 1, row: 0)
        fixture.advance(16)
        fixture.release()
        fixture.advance(600)
        #expect(fixture.ids == [[0, 2], [1, 10, 11], []])
        #expect(fixture.modelsFollow)
        try fixture.board.undo()
        fixture.advance(600)
        #expect(fixture.ids == [[0, 1, 2], [10, 11], []])
    }
}
