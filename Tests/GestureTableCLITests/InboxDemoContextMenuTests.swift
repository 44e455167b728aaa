import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// The inbox's context menu: a still long press or the menu key opens it, the keys and the mouse
/// choose from it, a move lifts the row, Escape or a click elsewhere closes it.
@Suite("Inbox demo: context menu")
struct InboxDemoContextMenuTests {
    /// The menu's lines as the screen shows them under Ada's row (screen lines 2 and 3),
    /// opened by a press at column 10.
    static let menuUnderAda = [
        "    Notes on the Analytical Engine  The engine weaves algebraic patterns",
        "  ● Grace ┌─────────────┐                                                 16:05",
        "    Found │ ✓ Archive   │ 70  Taped it into the log book, first actual bug",
        "    Alan T│ ● Mark read │                                                 15:42",
        "    Can ma│ ◷ Snooze    │raft attached  I propose to consider the question",
        "  ● Margar│ ✗ Delete    │                                                 14:05",
        "    Priori└─────────────┘ease review  The alarms were the software working",
    ]

    /// Holds the mouse still on Ada's row for the long press.
    static func longPressAda(_ driver: DemoDriver) {
        driver.mouse(.press, column: 10, line: 2)
        driver.advance(600)
    }

    @Test("a still long press opens the menu under the row: its items, Archive current, Delete in red")
    func longPressOpens() throws {
        let driver = try DemoDriver()
        Self.longPressAda(driver)
        #expect(driver.model.table.presentedContextMenu?.rowID == driver.model.table.rows[0].id)
        #expect(driver.model.table.liftedRowIndex == nil)
        #expect(Array(driver.screen[3...9]) == Self.menuUnderAda, "\(driver.screen.joined(separator: "\n"))")
        #expect(driver.status.hasPrefix(" Menu of “Notes on the Analytical Engine”"), "\(driver.status)")
        driver.release(line: 2, column: 10)
        #expect(driver.model.table.presentedContextMenu != nil, "letting go leaves it open")
        #expect(Array(driver.screen[3...9]) == Self.menuUnderAda)
    }

    @Test("in color, the current item is highlighted and Delete is in the delete red")
    func colors() throws {
        let driver = try DemoDriver(usesColor: true)
        Self.longPressAda(driver)
        let frame = driver.model.frame()
        let red = ActionColor(.red)
        #expect(frame[x: 14, y: 8]?.style.foreground == .rgb(red: red.red, green: red.green, blue: red.blue))
        #expect(frame[x: 14, y: 5]?.style.isBold == true)
        #expect(frame[x: 14, y: 5]?.style.background != frame[x: 14, y: 6]?.style.background)
    }

    @Test("moving the held mouse closes the menu and lifts the row, which follows")
    func moveLifts() throws {
        let driver = try DemoDriver()
        Self.longPressAda(driver)
        driver.mouse(.drag, column: 10, line: 4)
        driver.mouse(.drag, column: 10, line: 6)
        #expect(driver.model.table.presentedContextMenu == nil)
        #expect(driver.model.table.liftedRowIndex != nil)
        #expect(driver.status.hasPrefix(" Moving “Notes on the Analytical Engine”"), "\(driver.status)")
        #expect(!driver.screen.contains { $0.contains("Archive  ") })
        driver.release(line: 6, column: 10)
        #expect(driver.subjects.firstIndex(of: "Notes on the Analytical Engine") == 2, "\(driver.subjects)")
    }

    @Test("Escape closes the menu; nothing else changes")
    func escapeCloses() throws {
        let driver = try DemoDriver()
        let before = driver.subjects
        Self.longPressAda(driver)
        driver.release(line: 2, column: 10)
        driver.key(.escape)
        #expect(driver.model.table.presentedContextMenu == nil)
        #expect(driver.subjects == before)
        #expect(!driver.screen.contains { $0.contains("│") }, "\(driver.screen.joined(separator: "\n"))")
    }

    @Test("a click elsewhere only closes the menu: it opens no message")
    func clickElsewhereCloses() throws {
        let driver = try DemoDriver()
        Self.longPressAda(driver)
        driver.release(line: 2, column: 10)
        driver.mouse(.press, column: 60, line: 12)
        driver.mouse(.release, column: 60, line: 12)
        #expect(driver.model.table.presentedContextMenu == nil)
        #expect(driver.model.readingID == nil)
    }

    @Test("a click on an item chooses it: Delete deletes the row")
    func clickChooses() throws {
        let driver = try DemoDriver()
        Self.longPressAda(driver)
        driver.release(line: 2, column: 10)
        driver.mouse(.press, column: 13, line: 8)
        driver.mouse(.release, column: 13, line: 8)
        driver.advance(1000)
        #expect(driver.model.table.presentedContextMenu == nil)
        #expect(!driver.subjects.contains("Notes on the Analytical Engine"))
        #expect(driver.status.hasPrefix(" Delete “Notes on the Analytical Engine”"), "\(driver.status)")
    }

    @Test("Shift+F10 and the Menu key open the selected row's menu; ↓ Enter chooses; Enter on Archive archives", arguments: [
        InputEvent.key(.function(10), modifiers: [.shift]), InputEvent.key(.menu, modifiers: []),
    ])
    func menuKey(_ event: InputEvent) throws {
        let driver = try DemoDriver()
        driver.key(.down)
        let subject = driver.subjects[1]
        driver.send(event)
        let menu = try #require(driver.model.table.presentedContextMenu)
        #expect(menu.rowID == driver.model.table.rows[1].id)
        #expect(menu.items.map(\.title) == ["Archive", "Mark read", "Snooze", "Delete"])
        #expect(driver.model.recognizer.highlightedMenuItem == 0)
        driver.key(.down)
        driver.key(.up)
        #expect(driver.model.recognizer.highlightedMenuItem == 0)
        driver.key(.enter)
        driver.advance(1000)
        #expect(driver.model.table.presentedContextMenu == nil)
        #expect(!driver.subjects.contains(subject))
        #expect(driver.status.hasPrefix(" Archive “\(subject)”"), "\(driver.status)")
        #expect(driver.model.readingID == nil, "Enter chose the item; it opened no message")
    }

    @Test("↓ moves the current item, stopping at the last; Enter chooses it")
    func arrows() throws {
        let driver = try DemoDriver()
        driver.key(.function(10), [.shift])
        driver.keys(.down, .down, .down, .down, .down)
        #expect(driver.model.recognizer.highlightedMenuItem == 3)
        driver.key(.up)
        driver.key(.enter)
        driver.advance(1000)
        #expect(driver.subjects.last == "Notes on the Analytical Engine", "Snooze puts it at the end")
    }

    @Test("keys other than the menu's wait while it is shown; q still quits")
    func otherKeys() throws {
        let driver = try DemoDriver()
        driver.key(.function(10), [.shift])
        driver.key(.character("u"))
        driver.key(.character("e"))
        #expect(!driver.model.table.isEditing)
        #expect(driver.model.table.presentedContextMenu != nil)
        driver.key(.character("q"))
        #expect(driver.model.exitStatus == 0)
    }

    @Test("the key list names the menu key")
    func keyLists() {
        #expect(DemoKeys.inbox.keys.contains { $0.keys == "Shift+F10, Menu" })
    }

    @Test("in edit mode and while recording a long press lifts: there is no menu")
    func noMenuInEditModeOrRecording() throws {
        let editing = try DemoDriver()
        editing.key(.character("e"))
        Self.longPressAda(editing)
        #expect(editing.model.table.presentedContextMenu == nil)
        #expect(editing.model.table.isReordering)
        editing.release(line: 2, column: 10)
        editing.key(.character("e"))
        Self.longPressAda(editing)
        #expect(editing.model.table.presentedContextMenu != nil, "leaving edit mode brings the menu back")

        let recording = try DemoDriver()
        recording.model.startRecording()
        Self.longPressAda(recording)
        #expect(recording.model.table.presentedContextMenu == nil)
        #expect(recording.model.table.isReordering)
    }
}
