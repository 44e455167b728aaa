// The board's figure: carrying a row across columns against a lifted move inside one table.

import GestureTable

/// A row of the board benchmark.
struct BenchTask: Identifiable {
    let id: Int
}

/// Nanoseconds per pointer move of a row carried over another column of a board of two
/// columns of `rows` rows each: the gap follows the pointer up and down a few rows, the virtual
/// clock advancing 1 ms per event.
func boardCarryCost(rows: Int) -> Double {
    let clock = VirtualClock()
    guard let board = try? GestureBoard(
        columns: [
            BoardColumn(title: "A", rows: (0..<rows).map { BenchTask(id: $0) }),
            BoardColumn(title: "B", rows: (rows..<2 * rows).map { BenchTask(id: $0) }),
        ],
        columnWidth: 40, gutter: 1, clock: clock)
    else { return .nan }
    board.viewportHeight = 24
    board.handle(.down(Point(x: 20, y: 5.5)))
    clock.advance(by: .milliseconds(600))
    board.tick()
    board.handle(.moved(Point(x: 60, y: 5.5)))
    guard board.isCarryingRow else { return .nan }
    return measure(iterations: 20_000) { iteration in
        clock.advance(by: .milliseconds(1))
        board.handle(.moved(Point(x: 60, y: 2.5 + Double(iteration % 12) / 2)))
    }
}

/// Nanoseconds per pointer move of a row lifted and moved inside one table of `rows` rows, as
/// ``boardCarryCost(rows:)`` moves it over another column.
func liftedMoveCost(rows: Int) -> Double {
    let clock = VirtualClock()
    guard let table = try? GestureTable(rows: (0..<rows).map { BenchTask(id: $0) }, width: 40, clock: clock) else { return .nan }
    table.viewportHeight = 24
    table.handle(.down(Point(x: 20, y: 5.5)))
    clock.advance(by: .milliseconds(600))
    table.tick()
    guard table.isReordering else { return .nan }
    return measure(iterations: 20_000) { iteration in
        clock.advance(by: .milliseconds(1))
        table.handle(.moved(Point(x: 20, y: 2.5 + Double(iteration % 12) / 2)))
    }
}

/// `--board`: the two figures and their ratio, as a table or (`--json`) one JSON object.
func printBoardFigures(json: Bool) {
    let rows = 100_000
    let carry = boardCarryCost(rows: rows)
    let lifted = liftedMoveCost(rows: rows)
    let ratio = carry / lifted
    if json {
        print("{\"board_carry_event_ns\": \(format(carry)), \"lifted_move_event_ns\": \(format(lifted)), \"board_carry_ratio\": \((ratio * 100).rounded() / 100)}")
    } else {
        print("board_carry_event_ns    \(format(carry)) ns    a row carried over another column, two columns of 100,000 rows, one pointer move")
        print("lifted_move_event_ns    \(format(lifted)) ns    a row lifted inside one table of 100,000 rows, one pointer move")
        print("board_carry_ratio       \((ratio * 100).rounded() / 100)x    target <= 1.5x")
    }
}
