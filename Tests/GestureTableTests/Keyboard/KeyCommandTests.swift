import Testing

@testable import GestureTable

/// The keyboard policy the terminal demo and the web page share: what each key does.
@Suite("Key commands")
struct KeyCommandTests {
    @Test("each key does what the terminal and the page document", arguments: [
        (TableKey.up, TableKeyCommand.move(.by(-1))), (.down, .move(.by(1))), (.pageUp, .move(.by(-7))),
        (.pageDown, .move(.by(7))), (.home, .move(.toFirst)), (.end, .move(.toLast)),
        (.left, .step(uncovering: .right)), (.right, .step(uncovering: .left)), (.enter, .release),
        (.escape, .cancel), (.space, .toggleLift), (.undo, .undo), (.redo, .redo),
    ])
    func policy(key: TableKey, command: TableKeyCommand) {
        #expect(TableKeyCommand(key, rowsPerPage: 7) == command)
    }

    @Test("a page is at least one row", arguments: [0, -5, Int.min])
    func pageOfAtLeastOne(rowsPerPage: Int) {
        #expect(TableKeyCommand(.pageDown, rowsPerPage: rowsPerPage) == .move(.by(1)))
        #expect(TableKeyCommand(.pageUp, rowsPerPage: rowsPerPage) == .move(.by(-1)))
    }

    @Test("a move stays within the rows, however far it goes", arguments: [
        (TableMove.by(1), 3, 10, 4), (.by(-1), 0, 10, 0), (.by(100), 3, 10, 9), (.by(Int.max), 3, 10, 9),
        (.by(Int.min), 3, 10, 0), (.by(Int.max), Int.max, 10, 9), (.by(Int.min), Int.min, 10, 0),
        (.toFirst, 7, 10, 0), (.toLast, 0, 10, 9), (.by(0), 42, 10, 9), (.by(0), -3, 10, 0),
    ])
    func clamped(move: TableMove, from: Int, count: Int, expected: Int) {
        #expect(move.destination(from: from, count: count) == expected)
    }

    @Test("an empty table has nowhere to move to", arguments: [TableMove.by(1), .toFirst, .toLast])
    func empty(move: TableMove) {
        #expect(move.destination(from: 0, count: 0) == nil)
    }
}
