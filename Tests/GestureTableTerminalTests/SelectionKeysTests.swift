import GestureTable
import Testing
@testable import GestureTableTerminal

/// The keys of rows in groups: Space toggles in edit mode, Shift+↑/↓ extend the selection.
@Suite("Selecting rows from the keyboard")
struct SelectionKeysTests {
    static func editing(_ mode: GestureTable<Message>.SelectionMode = .multiple) -> RecognizerFixture {
        let fixture = RecognizerFixture()
        fixture.table.selectionMode = mode
        fixture.table.isEditing = true
        return fixture
    }

    @Test("the policy: Space toggles in edit mode and lifts otherwise; Shift+arrows extend")
    func policy() {
        #expect(TableKeyCommand(.space, rowsPerPage: 5, isEditing: true) == .toggleSelection)
        #expect(TableKeyCommand(.space, rowsPerPage: 5) == .toggleLift)
        #expect(TableKeyCommand(.extendUp, rowsPerPage: 5) == .extendSelection(by: -1))
        #expect(TableKeyCommand(.extendDown, rowsPerPage: 5, isEditing: true) == .extendSelection(by: 1))
        #expect(TerminalGestureRecognizer<Message>.tableKey(for: .down, modifiers: .shift) == .extendDown)
        #expect(TerminalGestureRecognizer<Message>.tableKey(for: .up, modifiers: .shift) == .extendUp)
        #expect(TerminalGestureRecognizer<Message>.tableKey(for: .down, modifiers: []) == .down)
    }

    @Test("Space toggles the focused row in edit mode and announces the count")
    func space() {
        let fixture = Self.editing()
        var announcements: [String] = []
        fixture.table.onAnnouncement = { announcements.append($0) }
        fixture.key(.down)
        #expect(fixture.key(.character(" ")) == .handled)
        fixture.key(.down)
        fixture.key(.down)
        fixture.key(.character(" "))
        #expect(fixture.table.selectedRowIndexes == [1, 3])
        fixture.key(.character(" "))
        #expect(fixture.table.selectedRowIndexes == [1])
        #expect(announcements == ["1 selected", "2 selected", "1 selected"])
        #expect(!fixture.table.isReordering)
    }

    @Test("Shift+↓ and Shift+↑ extend the selection from the focused row")
    func extend() {
        let fixture = Self.editing()
        var announcements: [String] = []
        fixture.table.onAnnouncement = { announcements.append($0) }
        fixture.key(.down)
        fixture.key(.down, .shift)
        fixture.key(.down, .shift)
        #expect(fixture.table.selectedRowIndexes == [1, 2, 3])
        #expect(fixture.recognizer.selectedIndex == 3)
        #expect(announcements.last == "3 selected")
        fixture.key(.up)
        fixture.key(.up)
        fixture.key(.up)
        fixture.key(.up, .shift)
        #expect(fixture.table.selectedRowIndexes == [0, 1, 2, 3])
        // At the top it stays, selecting nothing more.
        #expect(fixture.key(.up, .shift) == .handled)
        #expect(fixture.table.selectedRowIndexes == [0, 1, 2, 3])
    }

    @Test("in single mode Shift+↓ moves the one selected row")
    func extendSingle() {
        let fixture = Self.editing(.single)
        fixture.key(.down, .shift)
        fixture.key(.down, .shift)
        #expect(fixture.table.selectedRowIndexes == [2])
    }
}
