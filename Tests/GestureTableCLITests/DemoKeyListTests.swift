import Foundation
import GestureTable
import GestureTableTerminal
import Testing

@testable import GestureTableCLI

/// `?` in the demos shows the key list of the mode in place of the list: every key its help
/// line shows, at any width, in the words of the mode; any key goes back.
@Suite("Demo key list")
struct DemoKeyListTests {
    /// A mode of a demo and a screen size, named for the test's report.
    struct Case: CustomTestStringConvertible, Sendable {
        var isEditing: Bool
        var columns: Int
        var lines: Int
        var testDescription: String { "\(isEditing ? "edit mode" : "inbox") at \(columns)x\(lines)" }
    }

    static let cases = [false, true].flatMap { isEditing in
        [(120, 24), (80, 24), (60, 24), (40, 24), (80, 12), (50, 12)].map {
            Case(isEditing: isEditing, columns: $0.0, lines: $0.1)
        }
    }

    /// The screen's lines as one string, each trimmed, joined by spaces: so that a key's words
    /// wrapped over two lines are found.
    static func flattened(_ screen: [String]) -> String {
        screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
    }

    @Test("? names every key the help line shows, in the words of the mode", arguments: cases)
    func inboxKeyList(_ test: Case) throws {
        let driver = try DemoDriver(columns: test.columns, lines: test.lines)
        if test.isEditing { driver.key(.character("e")) }
        let help = driver.screen[test.lines - 1]
        let keys = InboxDemoModel.keys(isEditing: test.isEditing)
        let level = try #require(keys.helps.firstIndex(of: help), "\(help)")
        let shown = keys.keys.filter { $0.hint(atLevel: level) != nil }
        #expect(!shown.isEmpty)
        let rows = driver.subjects
        driver.key(.character("?"))
        let page = Self.flattened(driver.screen)
        for key in shown {
            #expect(page.contains(key.keys), "\(key.keys) is on the help line, not in the key list: \(page)")
            #expect(help.contains(key.hint(atLevel: level) ?? ""))
        }
        #expect(page.contains("swipe") == !test.isEditing, "\(page)")
        #expect(driver.subjects == rows)
        driver.key(.character("x"))
        #expect(driver.screen[test.lines - 1] == help, "any key goes back")
        #expect(driver.model.exitStatus == nil)
    }

    @Test("At 80x24 the key list has a line for each key, its words whole")
    func wholeList() throws {
        for isEditing in [false, true] {
            let driver = try DemoDriver()
            if isEditing { driver.key(.character("e")) }
            driver.key(.character("?"))
            let page = Self.flattened(driver.screen)
            for key in InboxDemoModel.keys(isEditing: isEditing).keys {
                #expect(page.contains(key.keys + " " + key.words.split(separator: " ").joined(separator: " ")), "\(key.keys)")
            }
        }
    }

    @Test("The help lines are made from the key list: each hint narrows or goes, longest first")
    func helpLines() {
        #expect(InboxDemoModel.helps == [
            " ←→ swipe  ⏎ open/release  ↑↓ select  space move  u/U undo/redo  e edit  q quit · mouse: click, drag, hold to move",
            " ←→ swipe  ⏎ open/release  ↑↓ select  space move  u/U undo/redo  e edit  q quit · mouse: drag, hold",
            " ←→ swipe  ⏎ open/release  ↑↓ select  space move  u/U undo/redo  e edit  q quit",
            " ←→ swipe  ⏎ open/release  ↑↓ select  space move  u/U undo/redo  q quit",
            " ←→ swipe  ⏎ open  ↑↓ select  space move  u undo  q quit",
            " ←→ swipe  ↑↓ select  u undo  q quit",
            " q quit",
        ])
        #expect(InboxDemoModel.editingHelps == [
            " EDIT  space/click check  ⇧↑↓/drag check more  d delete checked  u undo  e done  q quit",
            " EDIT  space check  ⇧↑↓ more  d delete  e done  q quit",
            " EDIT  e done  q quit",
        ])
        #expect(terminalWidth(of: InboxDemoModel.helps[2]) <= 80, "an 80-column terminal shows e")
    }

    @Test("The board's ? lists its keys, Esc among them; its status line shows them until there is news")
    func boardKeyList() throws {
        let model = try BoardDemoModel(clock: VirtualClock(), columns: 80, lines: 24, usesColor: false)
        let status = String(model.frame().lines[23].reversed().drop { $0 == " " }.reversed())
        #expect(status.contains("Esc back"), "\(status)")
        let level = try #require(DemoKeys.board.helps.firstIndex(of: status), "\(status)")
        model.handle(.key(.character("?")))
        let page = Self.flattened(model.frame().lines)
        for key in DemoKeys.board.keys where key.hint(atLevel: level) != nil {
            #expect(page.contains(key.keys), "\(key.keys)")
        }
        #expect(page.contains("Esc put the lifted row back home"))
        model.handle(.key(.character(" ")))
        #expect(model.board.liftedRow == nil, "the key that goes back does nothing else")
        #expect(model.frame().lines[23].hasPrefix(status))
    }
}
