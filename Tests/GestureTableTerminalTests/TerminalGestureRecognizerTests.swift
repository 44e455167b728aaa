import GestureTable
import Testing
@testable import GestureTableTerminal

/// A row of the recognizer tests.
struct Message: Identifiable, Hashable {
    let id: Int
}

/// A table of messages 80 cells wide, drawn from screen line 1 on, with the demo's actions:
/// drag left archives (0.25, push and delete) or deletes (0.7); drag right marks read (0.25,
/// replace) or snoozes (0.7, push).
final class RecognizerFixture {
    let clock = VirtualClock()
    let table: GestureTable<Message>
    let recognizer: TerminalGestureRecognizer<Message>
    /// Every table event, as text.
    private(set) var events: [String] = []
    /// Every (source, destination) given to `didMoveRow`.
    private(set) var moves: [(Int, Int)] = []

    init(count: Int = 8, viewport: Int = 6) {
        table = GestureTable.numbered(
             (0..<count).map { Message(id: $0) }, width: 80, clock: clock, configuration: .terminal)
        table.viewportHeight = Double(viewport)
        recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: viewport)
        let actions = try? SwipeActions<Message>(
            firstLeft: SwipeAction(icon: "R", color: .blue, fraction: 0.25) { try $0.replace() },
            secondLeft: SwipeAction(icon: "S", color: .yellow, fraction: 0.7) { try $0.push() },
            firstRight: SwipeAction(icon: "A", color: .green, fraction: 0.25) { try $0.pushAndDelete() },
            secondRight: SwipeAction(icon: "D", color: .red, fraction: 0.7) { try $0.delete() })
        table.swipeActions = { _ in actions ?? .none }
        table.onEvent = { [unowned self] event in
            self.recognizer.handleTableEvent(event)
            self.events.append(event.description)
        }
        table.didMoveRow = { [unowned self] in self.moves.append(($0, $1)) }
    }

    var ids: [Int] { table.rows.map(\.id) }

    /// Returns the events since the last call and forgets them.
    func takeEvents() -> [String] {
        defer { events = [] }
        return events
    }

    @discardableResult
    func mouse(_ kind: MouseEvent.Kind, column: Int, line: Int, button: MouseEvent.Button = .left) -> TerminalGestureRecognizer<Message>.Outcome {
        recognizer.handle(.mouse(MouseEvent(kind: kind, button: button, column: column, row: line)))
    }

    @discardableResult
    func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> TerminalGestureRecognizer<Message>.Outcome {
        recognizer.handle(.key(key, modifiers: modifiers))
    }

    /// Drags horizontally on one line, one report per cell, as a terminal sends them.
    func drag(line: Int, from start: Int, to end: Int) {
        for column in stride(from: start, through: end, by: end < start ? -1 : 1) where column != start {
            mouse(.drag, column: column, line: line)
        }
    }

    /// A press, a drag and a release on one line, then time for the animations to end.
    func swipe(line: Int, from start: Int, to end: Int) {
        mouse(.press, column: start, line: line)
        drag(line: line, from: start, to: end)
        advance(200)
        mouse(.release, column: end, line: line)
        advance(1000)
    }

    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        table.tick()
    }
}

@Suite("Terminal gesture recognizer: mouse")
struct TerminalGestureRecognizerMouseTests {
    @Test("a press lands at the centre of the cell, relative to the table's area")
    func cellCentre() {
        let fixture = RecognizerFixture()
        #expect(fixture.recognizer.point(column: 0, line: 1) == Point(x: 0.5, y: 0.5))
        #expect(fixture.recognizer.point(column: 79, line: 4) == Point(x: 79.5, y: 3.5))
        #expect(fixture.mouse(.press, column: 40, line: 3) == .handled)
        #expect(fixture.recognizer.selectedIndex == 2)
    }

    @Test("a drag far to the left deletes the row; a drag past a quarter archives it")
    func dragLeftRemoves() {
        let fixture = RecognizerFixture()
        fixture.swipe(line: 3, from: 70, to: 5)
        #expect(fixture.ids == [0, 1, 3, 4, 5, 6, 7])
        #expect(fixture.takeEvents().contains("trigger secondRight row 2"))
        fixture.swipe(line: 1, from: 60, to: 35)
        #expect(fixture.ids == [1, 3, 4, 5, 6, 7])
        #expect(fixture.takeEvents().contains("trigger firstRight row 0"))
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.table.deletingRowCount == 0)
    }

    @Test("a drag right past a quarter and back below it fires nothing")
    func pastAndBack() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 10, line: 2)
        fixture.drag(line: 2, from: 10, to: 34)
        #expect(fixture.table.highlightedSlot == .firstLeft)
        fixture.drag(line: 2, from: 34, to: 20)
        #expect(fixture.table.highlightedSlot == nil)
        fixture.advance(200)
        fixture.mouse(.release, column: 20, line: 2)
        fixture.advance(1000)
        #expect(fixture.takeEvents() == ["highlight firstLeft row 1", "unhighlight firstLeft row 1", "replace row 1"])
        #expect(fixture.ids == Array(0..<8))
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("a long press lifts the row, a drag moves it, the release drops it")
    func longPressReorders() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 30, line: 1)
        fixture.advance(499)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.nextDeadline == .milliseconds(500))
        fixture.advance(1)
        #expect(fixture.table.isReordering)
        for line in 2...4 { fixture.mouse(.drag, column: 30, line: line) }
        #expect(fixture.ids == [1, 2, 3, 0, 4, 5, 6, 7])
        fixture.mouse(.release, column: 30, line: 4)
        #expect(!fixture.table.isReordering)
        #expect(fixture.moves.map { [$0.0, $0.1] } == [[0, 3]])
        #expect(fixture.recognizer.selectedIndex == 3, "the selection follows the moved row")
        #expect(fixture.takeEvents() == ["lift row 0", "move 0->3 row 3", "drop row 3"])
    }

    @Test("a press that moves before the long-press duration swipes and never lifts")
    func moveBeforeLongPress() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 30, line: 1)
        fixture.drag(line: 1, from: 30, to: 26)
        fixture.advance(800)
        #expect(!fixture.table.isReordering)
        #expect(fixture.table.phase(ofRowAtIndexForTest: 0) == .dragging)
    }

    @Test("the wheel scrolls three lines a notch, clamped to the content")
    func wheel() {
        let fixture = RecognizerFixture(count: 20, viewport: 6)
        #expect(fixture.mouse(.wheelDown, column: 5, line: 3, button: .none) == .handled)
        #expect(fixture.table.scrollOffset == 3)
        for _ in 0..<10 { fixture.mouse(.wheelDown, column: 5, line: 3, button: .none) }
        #expect(fixture.table.scrollOffset == 14)
        fixture.mouse(.wheelUp, column: 5, line: 3, button: .none)
        #expect(fixture.table.scrollOffset == 11)
        // Rows are found at the scrolled position.
        fixture.mouse(.press, column: 5, line: 1)
        #expect(fixture.recognizer.selectedIndex == 11)
    }

    @Test("the wheel turned fast lets the list coast at its speed; turned slowly, it does not")
    func fastWheel() {
        let fixture = RecognizerFixture(count: 400, viewport: 6)
        fixture.mouse(.wheelDown, column: 5, line: 3, button: .none)
        fixture.advance(200)
        fixture.mouse(.wheelDown, column: 5, line: 3, button: .none)
        #expect(fixture.recognizer.wheelVelocity == nil)
        #expect(!fixture.table.isDecelerating)
        fixture.advance(40)
        fixture.mouse(.wheelDown, column: 5, line: 3, button: .none)
        #expect(fixture.recognizer.wheelVelocity == 75)
        #expect(fixture.table.isDecelerating)
        fixture.advance(10_000)
        #expect(abs(fixture.table.scrollOffset - (9 + 75 * 0.499)) < 1e-9)
        // A notch the other way does not coast, and a press stops the list.
        fixture.mouse(.wheelUp, column: 5, line: 3, button: .none)
        #expect(fixture.recognizer.wheelVelocity == nil)
    }

    @Test("a press outside the area is ignored with its drags and release")
    func pressOutside() {
        let fixture = RecognizerFixture()
        #expect(fixture.mouse(.press, column: 40, line: 0) == .ignored)
        #expect(fixture.mouse(.drag, column: 10, line: 1) == .ignored)
        #expect(fixture.mouse(.release, column: 10, line: 1) == .ignored)
        #expect(fixture.mouse(.press, column: 40, line: 7) == .ignored)
        fixture.advance(1000)
        #expect(fixture.takeEvents().isEmpty)
        #expect(!fixture.recognizer.isPointerDown)
        #expect(fixture.table.statefulRowCount == 0)
    }

    @Test("a press outside leaves the gesture in progress alone")
    func pressOutsideDuringDrag() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 60, line: 2)
        fixture.drag(line: 2, from: 60, to: 50)
        #expect(fixture.mouse(.press, column: 40, line: 0, button: .left) == .ignored)
        #expect(fixture.recognizer.isPointerDown)
        fixture.drag(line: 2, from: 50, to: 30)
        fixture.advance(200)
        fixture.mouse(.release, column: 30, line: 2)
        fixture.advance(1000)
        #expect(fixture.ids == [0, 2, 3, 4, 5, 6, 7])
    }

    @Test("a press inside the area below the last row reaches the table and does nothing")
    func pressBelowRows() {
        let fixture = RecognizerFixture(count: 2, viewport: 6)
        #expect(fixture.mouse(.press, column: 40, line: 5) == .handled)
        fixture.drag(line: 5, from: 40, to: 10)
        fixture.mouse(.release, column: 10, line: 5)
        fixture.advance(1000)
        #expect(fixture.ids == [0, 1])
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("other buttons, bare moves and pastes are ignored")
    func ignoredInput() {
        let fixture = RecognizerFixture()
        #expect(fixture.mouse(.press, column: 40, line: 2, button: .right) == .ignored)
        #expect(fixture.mouse(.move, column: 40, line: 2, button: .none) == .ignored)
        #expect(fixture.recognizer.handle(.paste("u")) == .ignored)
        #expect(fixture.key(.character("q")) == .ignored)
        #expect(fixture.key(.character("u"), .control) == .ignored)
        #expect(fixture.takeEvents().isEmpty)
    }

    @Test("Escape cancels the mouse's swipe; the rest of that drag is ignored")
    func escapeCancelsPointer() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 60, line: 2)
        fixture.drag(line: 2, from: 60, to: 30)
        #expect(fixture.key(.escape) == .handled)
        #expect(fixture.mouse(.drag, column: 10, line: 2) == .ignored)
        #expect(fixture.mouse(.release, column: 10, line: 2) == .ignored)
        fixture.advance(1000)
        #expect(fixture.ids == Array(0..<8))
        #expect(fixture.takeEvents() == ["highlight firstRight row 1", "unhighlight firstRight row 1", "cancel row 1"])
    }

    @Test("a press whose release went missing is cancelled by the next press; nothing fires")
    func lostRelease() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 60, line: 2)
        fixture.drag(line: 2, from: 60, to: 30)
        fixture.mouse(.press, column: 40, line: 4)
        fixture.advance(1000)
        #expect(fixture.ids == Array(0..<8))
        #expect(fixture.takeEvents().contains("cancel row 1"))
        #expect(fixture.recognizer.selectedIndex == 3)
    }
}

@Suite("Terminal gesture recognizer: keyboard")
struct TerminalGestureRecognizerKeyboardTests {
    @Test("arrows and j/k move the selection, clamped, scrolling to keep it visible")
    func selection() {
        let fixture = RecognizerFixture(count: 10, viewport: 4)
        #expect(fixture.recognizer.selectedIndex == 0)
        fixture.key(.down)
        fixture.key(.character("j"))
        #expect(fixture.recognizer.selectedIndex == 2)
        fixture.key(.character("k"))
        fixture.key(.up)
        fixture.key(.up)
        #expect(fixture.recognizer.selectedIndex == 0)
        for _ in 0..<5 { fixture.key(.down) }
        #expect(fixture.recognizer.selectedIndex == 5)
        #expect(fixture.table.scrollOffset == 2)
        fixture.key(.end)
        #expect(fixture.recognizer.selectedIndex == 9)
        #expect(fixture.table.scrollOffset == 6)
        fixture.key(.home)
        #expect(fixture.recognizer.selectedIndex == 0)
        #expect(fixture.table.scrollOffset == 0)
        fixture.key(.pageDown)
        #expect(fixture.recognizer.selectedIndex == 3)
    }

    @Test("in edit mode ← and → say that swipes are off, not that there is no further action")
    func stepInEditMode() {
        let fixture = RecognizerFixture()
        fixture.table.selectionMode = .multiple
        fixture.table.isEditing = true
        fixture.key(.down)
        #expect(fixture.key(.left) == .refused(.swipesOffInEditMode))
        #expect(fixture.key(.right) == .refused(.swipesOffInEditMode))
        #expect(GestureRefusal.swipesOffInEditMode.description == "Swipes are off in edit mode")
        #expect(fixture.ids == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    @Test("left steps the row to archive, then delete; Enter fires the action")
    func stepAndRelease() {
        let fixture = RecognizerFixture()
        fixture.key(.down)
        #expect(fixture.key(.left) == .handled)
        #expect(fixture.table.highlightedSlot(ofRowAtIndexForTest: 1) == .firstRight)
        fixture.key(.character("h"))
        #expect(fixture.table.highlightedSlot(ofRowAtIndexForTest: 1) == .secondRight)
        #expect(fixture.key(.left) == .refused(.noFurtherAction))
        #expect(fixture.key(.enter) == .handled)
        fixture.advance(1000)
        #expect(fixture.ids == [0, 2, 3, 4, 5, 6, 7])
        #expect(fixture.recognizer.selectedIndex == 1, "the next row takes the deleted row's place")
        #expect(fixture.recognizer.table.rows[1].id == 2)
    }

    @Test("right then left comes back to rest; Enter then fires nothing")
    func stepBack() {
        let fixture = RecognizerFixture()
        fixture.key(.right)
        #expect(fixture.table.highlightedSlot(ofRowAtIndexForTest: 0) == .firstLeft)
        fixture.key(.character("l"))
        #expect(fixture.table.highlightedSlot(ofRowAtIndexForTest: 0) == .secondLeft)
        fixture.key(.left)
        fixture.key(.left)
        #expect(fixture.key(.enter) == .handled)
        fixture.advance(1000)
        #expect(fixture.ids == Array(0..<8))
        #expect(fixture.table.statefulRowCount == 0)
        #expect(!fixture.takeEvents().contains { $0.hasPrefix("trigger") })
    }

    @Test("Escape settles a stepped row back; moving the selection away does too")
    func escapeAndMoveAway() {
        let fixture = RecognizerFixture()
        fixture.key(.left)
        #expect(fixture.key(.escape) == .handled)
        fixture.advance(1000)
        #expect(fixture.table.statefulRowCount == 0)
        fixture.key(.left)
        fixture.key(.down)
        fixture.advance(1000)
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.key(.enter) == .refused(.nothingToRelease))
        #expect(!fixture.takeEvents().contains { $0.hasPrefix("trigger") })
    }

    @Test("Space lifts, arrows move, Space drops; Escape cancels a lift")
    func keyboardReorder() {
        let fixture = RecognizerFixture()
        fixture.key(.down)
        #expect(fixture.key(.character(" ")) == .handled)
        #expect(fixture.table.liftedRowIndex == 1)
        fixture.key(.down)
        fixture.key(.character("j"))
        #expect(fixture.ids == [0, 2, 3, 1, 4, 5, 6, 7])
        #expect(fixture.key(.left) == .refused(.rowLifted))
        #expect(fixture.key(.character("m")) == .handled)
        #expect(!fixture.table.isReordering)
        #expect(fixture.moves.map { [$0.0, $0.1] } == [[1, 3]])
        #expect(fixture.recognizer.selectedIndex == 3)

        fixture.key(.character("m"))
        fixture.key(.up)
        fixture.key(.up)
        #expect(fixture.ids == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(fixture.key(.escape) == .handled)
        #expect(fixture.ids == [0, 2, 3, 1, 4, 5, 6, 7])
        #expect(fixture.recognizer.selectedIndex == 3)
        #expect(fixture.moves.count == 1)
    }

    @Test("Enter drops a lifted row")
    func enterDrops() {
        let fixture = RecognizerFixture()
        fixture.key(.character(" "))
        fixture.key(.down)
        #expect(fixture.key(.enter) == .handled)
        #expect(fixture.ids == [1, 0, 2, 3, 4, 5, 6, 7])
        #expect(!fixture.table.isReordering)
    }

    @Test("u undoes the last deletion; with nothing left it is refused")
    func undo() {
        let fixture = RecognizerFixture()
        fixture.swipe(line: 2, from: 70, to: 5)
        #expect(fixture.ids == [0, 2, 3, 4, 5, 6, 7])
        #expect(fixture.key(.character("u")) == .handled)
        fixture.advance(1000)
        #expect(fixture.ids == Array(0..<8))
        #expect(fixture.key(.character("u")) == .refused(.nothingToUndo))
    }

    @Test("U redoes what u undid; with nothing left it is refused")
    func redo() {
        let fixture = RecognizerFixture()
        #expect(fixture.key(.character("U")) == .refused(.nothingToRedo))
        fixture.swipe(line: 2, from: 70, to: 5)
        fixture.key(.character("u"))
        fixture.advance(1000)
        #expect(fixture.key(.character("U")) == .handled)
        fixture.advance(1000)
        #expect(fixture.ids == [0, 2, 3, 4, 5, 6, 7])
    }

    @Test("the terminal's keys are the list's keys of the shared policy", arguments: [
        (TerminalKey.up, TableKey.up), (.character("k"), .up), (.down, .down), (.character("j"), .down),
        (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .home), (.end, .end), (.left, .left),
        (.character("h"), .left), (.right, .right), (.character("l"), .right), (.enter, .enter),
        (.escape, .escape), (.character(" "), .space), (.character("m"), .space),
        (.character("u"), .undo), (.character("U"), .redo),
    ])
    func sharedPolicy(terminalKey: TerminalKey, tableKey: TableKey) {
        #expect(TerminalGestureRecognizer<Item>.tableKey(for: terminalKey) == tableKey)
    }

    @Test("keys the list does not answer have no list key", arguments: [TerminalKey.tab, .backspace, .delete, .character("q")])
    func otherKeys(terminalKey: TerminalKey) {
        #expect(TerminalGestureRecognizer<Item>.tableKey(for: terminalKey) == nil)
    }

    @Test("keys that move rows are refused while the mouse holds one")
    func pointerHeld() {
        let fixture = RecognizerFixture()
        fixture.mouse(.press, column: 40, line: 1)
        #expect(fixture.key(.left) == .refused(.pointerHeld))
        #expect(fixture.key(.down) == .refused(.pointerHeld))
        #expect(fixture.key(.character(" ")) == .refused(.pointerHeld))
        #expect(fixture.key(.character("u")) == .refused(.pointerHeld))
        #expect(fixture.key(.enter) == .refused(.pointerHeld))
        #expect(GestureRefusal.pointerHeld.description == "Release the mouse first")
    }

    @Test("a press on another row settles the row the keyboard stepped")
    func pressSettlesStep() {
        let fixture = RecognizerFixture()
        fixture.key(.left)
        fixture.mouse(.press, column: 40, line: 4)
        fixture.mouse(.release, column: 40, line: 4)
        fixture.advance(1000)
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.recognizer.selectedIndex == 3)
    }

    @Test("an empty table refuses commands and has no selection")
    func emptyTable() {
        let fixture = RecognizerFixture(count: 0)
        #expect(fixture.recognizer.selectedIndex == nil)
        #expect(fixture.key(.down) == .refused(.noRows))
        #expect(fixture.key(.left) == .refused(.noRows))
        #expect(fixture.key(.character(" ")) == .refused(.noRows))
        fixture.recognizer.selectRow(at: 3)
        #expect(fixture.recognizer.selectedIndex == nil)
    }
}

@Suite("Terminal gesture recognizer: selection")
struct TerminalGestureRecognizerSelectionTests {
    @Test("the selection follows its row through insertions and moves")
    func followsRow() throws {
        let fixture = RecognizerFixture()
        fixture.recognizer.selectRow(at: 3)
        try fixture.table.insertRow(Message(id: 100), at: 0)
        #expect(fixture.recognizer.selectedIndex == 4)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.deleteRow(at: 0)
        #expect(fixture.recognizer.selectedIndex == 2)
        #expect(fixture.table.rows[2].id == 3)
    }

    @Test("deleting the selected row selects the row in its place, or the new last row")
    func deletedSelection() throws {
        let fixture = RecognizerFixture(count: 4)
        fixture.recognizer.selectRow(at: 1)
        try fixture.table.deleteRow(at: 1)
        #expect(fixture.recognizer.selectedIndex == 1)
        #expect(fixture.table.rows[1].id == 2)
        fixture.recognizer.selectRow(at: 2)
        try fixture.table.deleteRow(at: 2)
        #expect(fixture.recognizer.selectedIndex == 1)
        #expect(fixture.table.rows[1].id == 2)
    }

    @Test("a deleted row that comes back elsewhere does not drag the selection along")
    func deletedAndReinserted() throws {
        let fixture = RecognizerFixture(count: 4)
        fixture.recognizer.selectRow(at: 1)
        try fixture.table.deleteRow(at: 1)
        try fixture.table.insertRow(Message(id: 1), at: 3)
        #expect(fixture.recognizer.selectedIndex == 1)
        #expect(fixture.table.rows[1].id == 2)
    }

    @Test("without the table's events, the selection still lands on a row")
    func withoutEvents() throws {
        let fixture = RecognizerFixture(count: 4)
        fixture.table.onEvent = nil
        fixture.recognizer.selectRow(at: 3)
        try fixture.table.deleteRow(at: 3)
        #expect(fixture.recognizer.selectedIndex == 2)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.deleteRow(at: 0)
        try fixture.table.deleteRow(at: 0)
        #expect(fixture.recognizer.selectedIndex == nil)
    }
}

extension GestureTable {
    /// The phase of a row, or `nil` for an index out of range.
    func phase(ofRowAtIndexForTest index: Int) -> RowPhase? {
        try? phase(ofRowAt: index)
    }

    /// The current action of a row, or `nil`.
    func highlightedSlot(ofRowAtIndexForTest index: Int) -> ActionSlot? {
        (try? highlightedSlot(ofRowAt: index)) ?? nil
    }
}
