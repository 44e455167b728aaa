import GestureTable
import Testing
@testable import GestureTableTerminal

/// The recognizer over a table with section headers and rows two lines tall: ``makeSectionedTable(width:)``
/// drawn from screen line 1, 8 lines high.
@Suite("Terminal gesture recognizer: sections and multi-line rows")
@MainActor
struct TerminalGestureRecognizerSectionTests {
    func press(_ recognizer: TerminalGestureRecognizer<Item>, line: Int, column: Int = 5) -> TerminalGestureRecognizer<Item>.Outcome {
        recognizer.handle(.mouse(MouseEvent(kind: .press, button: .left, column: column, row: line)))
    }

    @Test("a press on a header does nothing; a press on either line of a row selects it")
    func pressOnHeader() {
        let (table, _) = makeSectionedTable()
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 8)
        recognizer.selectRow(at: 3)
        try? table.scroll(by: -table.scrollOffset)
        #expect(press(recognizer, line: 1) == .ignored)
        #expect(!recognizer.isPointerDown)
        #expect(press(recognizer, line: 6) == .ignored, "the Earlier header")
        #expect(recognizer.selectedIndex == 3)
        #expect(press(recognizer, line: 5) == .handled, "the second line of item 1")
        #expect(recognizer.selectedIndex == 1)
        recognizer.handle(.mouse(MouseEvent(kind: .release, button: .left, column: 5, row: 5)))
        #expect(press(recognizer, line: 2) == .handled)
        #expect(recognizer.selectedIndex == 0)
    }

    @Test("moving the selection down scrolls both lines of the row into view, and up keeps it below the pinned header")
    func selectionScrolls() throws {
        let (table, _) = makeSectionedTable()
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 8)
        for _ in 0..<3 { recognizer.handle(.key(.down, modifiers: [])) }
        #expect(recognizer.selectedIndex == 3)
        // Item 3's lines are content lines 8 and 9: the viewport ends just below them.
        #expect(table.scrollOffset == 2)
        for _ in 0..<3 { recognizer.handle(.key(.down, modifiers: [])) }
        #expect(recognizer.selectedIndex == 5)
        #expect(table.scrollOffset == table.maximumScrollOffset)
        recognizer.handle(.key(.up, modifiers: []))
        recognizer.handle(.key(.up, modifiers: []))
        recognizer.handle(.key(.up, modifiers: []))
        // Item 2 sits just below its pinned header.
        #expect(recognizer.selectedIndex == 2)
        #expect(try table.yOfRow(at: 2) == 1)
    }

    @Test("Page Down moves by the rows a viewport holds, not by its lines")
    func pageByRows() {
        let (table, _) = makeSectionedTable()
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 8)
        recognizer.handle(.key(.pageDown, modifiers: []))
        #expect(recognizer.selectedIndex == 3)
    }

    @Test("keyboard reorder: the lifted row crosses a header into the next section and back")
    func keyboardReorderAcrossHeader() throws {
        let (table, _) = makeSectionedTable()
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 8)
        recognizer.selectRow(at: 1)
        #expect(recognizer.handle(.key(.character(" "), modifiers: [])) == .handled)
        #expect(recognizer.handle(.key(.down, modifiers: [])) == .handled)
        #expect(try table.indexPath(forRowAt: table.liftedRowIndex ?? -1) == TableIndexPath(row: 0, section: 1))
        #expect(recognizer.handle(.key(.down, modifiers: [])) == .handled)
        #expect(recognizer.handle(.key(.character(" "), modifiers: [])) == .handled)
        #expect(table.rows.map(\.id) == [0, 2, 1, 3, 4, 5])
        #expect(try table.numberOfRows(inSection: 0) == 1)
        #expect(recognizer.selectedIndex == 2)
    }

    @Test("mouse reorder: a long press lifts a two-line row and a drag over the header moves it into the section above")
    func mouseReorderAcrossHeader() throws {
        let (table, clock) = makeSectionedTable()
        let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 8)
        #expect(press(recognizer, line: 7) == .handled)
        clock.advance(by: table.configuration.longPressDuration + .milliseconds(10))
        table.tick()
        #expect(table.liftedRowIndex == 2)
        for line in [6, 5, 4] {
            clock.advance(by: .milliseconds(16))
            recognizer.handle(.mouse(MouseEvent(kind: .drag, button: .left, column: 5, row: line)))
            table.tick()
        }
        recognizer.handle(.mouse(MouseEvent(kind: .release, button: .left, column: 5, row: 4)))
        clock.advance(by: .seconds(1))
        table.tick()
        #expect(try table.numberOfRows(inSection: 0) == 3)
        #expect(try table.indexPath(forRowAt: table.rows.firstIndex { $0.id == 2 } ?? -1).section == 0)
    }
}
