import GestureTable
import GestureTableTerminal
import Testing

@testable import GestureTableCLI

/// The board demo, driven as the terminal drives it: mouse reports and keys, on a virtual clock.
@Suite("The board demo")
struct BoardDemoModelTests {
    let clock = VirtualClock()
    let model: BoardDemoModel

    init() throws {
        model = try BoardDemoModel(clock: clock, columns: 80, lines: 24, usesColor: false)
    }

    func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int) {
        model.handle(.mouse(MouseEvent(kind: kind, button: kind == .release ? .none : .left, column: column, row: row)))
    }

    func key(_ key: TerminalKey) { model.handle(.key(key)) }

    var titles: [[String]] { model.board.tables.map { $0.rows.map(\.title) } }

    @Test func theColumnsAreDrawnSideBySide() {
        let lines = model.frame().lines
        #expect(lines[0].hasPrefix(" Todo (6)                   Doing (2)                  Done (3)"))
        #expect(lines[1].contains("Write the spec") && lines[1].contains("Review the board") && lines[1].contains("Ship swipe actions"))
    }

    @Test func aHeldRowDraggedToDoingMovesThere() {
        mouse(.press, column: 4, row: 2)
        clock.advance(by: .milliseconds(600))
        model.board.tick()
        mouse(.drag, column: 10, row: 2)
        mouse(.drag, column: 34, row: 2)
        #expect(model.board.isCarryingRow)
        #expect(model.frame().lines[2].contains("≡ Sketch the board"))
        mouse(.release, column: 34, row: 2)
        #expect(titles[0].count == 5)
        #expect(titles[1] == ["Review the board", "Sketch the board", "Benchmark transfers"])
        key(.character("u"))
        #expect(titles[1] == ["Review the board", "Benchmark transfers"])
        #expect(titles[0][1] == "Sketch the board")
    }

    @Test func doneRefusesARowStraightFromTodo() {
        mouse(.press, column: 4, row: 1)
        clock.advance(by: .milliseconds(600))
        model.board.tick()
        mouse(.drag, column: 60, row: 1)
        #expect(model.status == "Done takes rows from Doing only")
        mouse(.release, column: 60, row: 1)
        #expect(titles[0].first == "Write the spec")
        #expect(titles[2].count == 3)
    }

    @Test func theKeysCarryALiftedRowAcrossAndAnnounceIt() {
        key(.down)
        key(.character(" "))
        key(.right)
        // Carried: nothing moves until the drop; the status says where it would go.
        #expect(titles[1] == ["Review the board", "Benchmark transfers"])
        #expect(model.status == "“Sketch the board” over Doing, 2 of 3")
        #expect(model.selectedColumn == 1)
        // Done takes rows from Doing only, asked of the row's home: Todo.
        key(.right)
        #expect(model.status == "“Sketch the board” cannot move to Done")
        key(.character(" "))
        #expect(titles[1] == ["Review the board", "Sketch the board", "Benchmark transfers"])
        #expect(model.status == "“Sketch the board” moved to Doing, 2 of 3")
        #expect(model.selectedColumn == 1)
        key(.character("u"))
        #expect(titles[1] == ["Review the board", "Benchmark transfers"])
        key(.character("q"))
        #expect(model.exitStatus == 0)
    }

    @Test(arguments: [false, true])
    func escapeLeavesACarriedRowHome(byKeys: Bool) {
        let before = titles
        if byKeys {
            key(.character(" "))
            key(.right)
        } else {
            mouse(.press, column: 4, row: 1)
            clock.advance(by: .milliseconds(600))
            model.board.tick()
            mouse(.drag, column: 30, row: 2)
            #expect(model.board.isCarryingRow)
        }
        key(.escape)
        #expect(model.status == "“Write the spec” stays in Todo, 1 of 6")
        #expect(model.selectedColumn == 0 && model.selectedRow == 0)
        #expect(model.board.liftedRow == nil)
        #expect(!model.board.isCarryingRow)
        if !byKeys { mouse(.release, column: 30, row: 2) }
        #expect(titles == before)
        #expect(!model.board.canUndo)
    }

    @Test(arguments: [
        (["--board"], true),
        (["--board", "--no-color"], true),
    ])
    func theBoardIsAnOptionOfTheDemo(arguments: [String], showsBoard: Bool) {
        guard case .run(let options) = InboxDemo.parse(arguments) else {
            Issue.record("\(arguments) did not parse")
            return
        }
        #expect(options.showsBoard == showsBoard)
    }

    @Test func theBoardIsNotRecorded() {
        #expect(InboxDemo.parse(["--board", "--record", "a.gts"]) == .usageError("--record records the inbox, not the board"))
    }
}
