import GestureTable
import Testing
@testable import GestureTableTerminal

/// The keys on an outline, through the table's key policy: → and ← expand and collapse a row
/// at rest, and move a lifted row into the row above or out of its parent.
@Suite("Outline keys")
@MainActor
struct OutlineKeyTests {
    let table: GestureTable<Item>
    let clock: VirtualClock
    let recognizer: TerminalGestureRecognizer<Item>

    init() throws {
        (table, clock) = try makeOutlineTable()
        recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 5)
        // Weak: the recognizer holds the table, which holds this closure.
        table.onEvent = { [weak recognizer] event in recognizer?.handleTableEvent(event) }
    }

    @discardableResult
    func press(_ key: TerminalKey) -> TerminalGestureRecognizer<Item>.Outcome {
        recognizer.handle(.key(key, modifiers: []))
    }

    var titles: [String] { table.rows.map(\.title) }

    @Test("← collapses the selected expanded row, → expands it again; the selection stays on it")
    func collapseAndExpand() throws {
        recognizer.selectRow(at: 0)
        #expect(press(.left) == .handled)
        #expect(try table.disclosure(ofRowAt: 0) == .collapsed)
        #expect(titles == ["Work", "Home", "Errands"])
        #expect(recognizer.selectedIndex == 0)
        #expect(press(.right) == .handled)
        #expect(try table.disclosure(ofRowAt: 0) == .expanded)
        #expect(titles == ["Work", "Report", "Budget", "Home", "Errands"])
        #expect(recognizer.selectedIndex == 0)
    }

    @Test("the vi keys do what the arrows do")
    func viKeys() throws {
        recognizer.selectRow(at: 3)
        #expect(press(.character("l")) == .handled)
        #expect(try table.disclosure(ofRowAt: 3) == .expanded)
        #expect(press(.character("h")) == .handled)
        #expect(try table.disclosure(ofRowAt: 3) == .collapsed)
    }

    @Test("a lifted row moves into the row above with →, out of its parent with ←; Enter drops it")
    func carry() throws {
        // Home goes into Work, the row above it at its level, after Work's children.
        recognizer.selectRow(at: 3)
        #expect(press(.character(" ")) == .handled)
        #expect(table.liftedRowIndex == 3)
        #expect(press(.right) == .handled)
        #expect(press(.enter) == .handled)
        #expect(table.liftedRowIndex == nil)
        #expect(try table.parentIndex(ofRowAt: 3) == 0)
        #expect(try table.depth(ofRowAt: 3) == 1)
        #expect(press(.character("u")) == .handled)
        #expect(try table.parentIndex(ofRowAt: 3) == nil)

        recognizer.selectRow(at: 1)
        #expect(press(.character(" ")) == .handled)
        #expect(press(.left) == .handled)
        #expect(press(.character(" ")) == .handled)
        #expect(titles == ["Work", "Budget", "Report", "Home", "Errands"])
        #expect(try table.depth(ofRowAt: 2) == 0)
    }

    @Test("Esc puts a row moved into another back where it was")
    func escapeCancels() throws {
        recognizer.selectRow(at: 3)
        press(.character(" "))
        press(.right)
        #expect(press(.escape) == .handled)
        #expect(table.liftedRowIndex == nil)
        #expect(titles == ["Work", "Report", "Budget", "Home", "Errands"])
        #expect(try table.parentIndex(ofRowAt: 3) == nil)
    }

    @Test("a row under a collapsed row cannot go into it from the keys: the row would vanish")
    func notIntoACollapsedRow() {
        recognizer.selectRow(at: 4)
        press(.character(" "))
        #expect(press(.right) == .refused(.noRowToMoveInto))
    }

    @Test("a move the outline cannot make is refused with a reason, and the row stays lifted")
    func refusals() {
        recognizer.selectRow(at: 0)
        press(.character(" "))
        #expect(press(.right) == .refused(.noRowToMoveInto))
        #expect(press(.left) == .refused(.alreadyTopLevel))
        #expect(table.liftedRowIndex == 0)
        #expect(GestureRefusal.noRowToMoveInto.description == "No row above to move into")
        #expect(GestureRefusal.alreadyTopLevel.description == "Already at the top level")
    }

    @Test("→ and ← on a row without children step it, as in a flat list")
    func leafSteps() throws {
        recognizer.selectRow(at: 1)
        #expect(press(.left) == .handled)
        #expect(recognizer.steppedRowIndex == 1)
    }
}
