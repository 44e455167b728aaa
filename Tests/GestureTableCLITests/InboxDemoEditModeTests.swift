import GestureTable
@testable import GestureTableCLI
import GestureTableTerminal
import Testing

/// The demo's edit mode: `e` toggles it, Space and Shift+↓ check rows, `d` deletes them as
/// one change that `u` takes back.
@Suite("Demo edit mode")
struct InboxDemoEditModeTests {
    @Test("e enters edit mode, shown in the help line; checked rows carry a mark; d deletes them; u puts them back")
    func editMode() throws {
        let driver = try DemoDriver()
        let before = driver.subjects
        driver.key(.character("e"))
        #expect(driver.model.table.isEditing)
        #expect(driver.screen[23].hasPrefix(" EDIT"))
        driver.key(.character(" "))
        driver.key(.down, .shift)
        driver.key(.down, .shift)
        #expect(driver.model.table.selectedRowIndexes == [0, 1, 2])
        #expect(driver.status.contains("3 selected"))
        #expect(driver.screen[2].hasPrefix(" ✓"))
        #expect(driver.screen[4].hasPrefix(" ✓"))
        #expect(driver.screen[6].hasPrefix("▸✓"))
        driver.key(.character("d"))
        #expect(driver.subjects == Array(before.dropFirst(3)))
        #expect(driver.status.hasPrefix(" Deleted 3 messages"))
        driver.clock.advance(by: .seconds(1))
        driver.model.table.tick()
        driver.key(.character("u"))
        #expect(driver.subjects == before)
        driver.key(.character("e"))
        #expect(!driver.model.table.isEditing)
        #expect(driver.model.table.selectedRowIDs.isEmpty)
        #expect(!driver.screen[23].hasPrefix(" EDIT"))
    }

    @Test("d outside edit mode is no key of the demo's; with nothing checked it says so")
    func deleteNothing() throws {
        let driver = try DemoDriver()
        let before = driver.subjects
        driver.key(.character("d"))
        #expect(driver.subjects == before)
        driver.key(.character("e"))
        driver.key(.character("d"))
        #expect(driver.subjects == before)
        #expect(driver.status.contains("No row is checked"))
    }

    @Test("in edit mode a click checks a row rather than opening it")
    func click() throws {
        let driver = try DemoDriver()
        driver.key(.character("e"))
        driver.mouse(.press, column: 10, line: 5)
        driver.mouse(.release, column: 10, line: 5)
        #expect(driver.model.table.selectedRowIndexes.count == 1)
        #expect(driver.screen[0].contains("Inbox"))
    }
}
