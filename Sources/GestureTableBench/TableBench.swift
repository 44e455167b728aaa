// The table itself: drag events, memory at rest, and the row operations (insert, undo of a
// delete, a reorder step, deleting 16k rows) measured through the public API.

import GestureTable

/// One drag-update event on a table of `count` rows, with the clock advancing 1 ms per event
/// and four other visible rows animating all along (a replace bounce stretched to an hour), so
/// that each event also brings those animations up to the clock.
func eventCost(rows count: Int) -> Double {
    eventCost(table: makeTable(makeRows(count)))
}

/// ``eventCost(rows:)`` on a table made by the caller.
func eventCost(table made: (GestureTable<BenchRow>, VirtualClock)) -> Double {
    let (table, clock) = made
    table.configuration.animationDuration = .seconds(3600)
    for index in [1, 3, 7, 9] { try? table.replaceRow(at: index) }
    table.handle(.down(Point(x: 40, y: 5.5)))
    table.handle(.moved(Point(x: 30, y: 5.5)))
    // Sweep between 0.05 and 0.8 of the width to the left: crosses both fractions both ways.
    let positions = (0..<64).map { step -> Double in
        let phase = Double(step) / 64
        return 40 - 60 * (phase < 0.5 ? phase * 2 : 2 - phase * 2) - 4
    }
    return measure(iterations: 200_000) { iteration in
        clock.advance(by: .milliseconds(1))
        table.handle(.moved(Point(x: positions[iteration & 63], y: 5.5)))
    }
}

/// Extra resident bytes per row of a table of a million rows, beyond the rows themselves:
/// resident memory is read before the rows exist, after they are made (the rows' own cost),
/// and after the table took them over (the caller keeps no copy), twenty rows were swiped,
/// one row was inserted and one deleted, and everything settled.
func restBytesPerRow() -> Double {
    let count = 1_000_000
    let beforeRows = residentBytes()
    var rows = makeRows(count)
    let rowsOwn = residentBytes() - beforeRows
    let (table, clock) = makeTable(rows)
    rows = []
    for index in 0..<20 {
        table.handle(.down(Point(x: 40, y: Double(index) + 0.5)))
        table.handle(.moved(Point(x: 50, y: Double(index) + 0.5)))
        table.handle(.up(velocity: .zero))
    }
    try? table.insertRow(BenchRow(id: -1, title: "Inserted"), at: 10)
    try? table.deleteRow(at: 20)
    clock.advance(by: .seconds(5))
    table.tick()
    let after = residentBytes()
    withExtendedLifetime(table) {}
    return max(0, Double(after - beforeRows - rowsOwn) / Double(count))
}

/// `insertRow(_:at:)` at the end of a table of `count` rows (the row inserted before is
/// deleted, untimed, so the size holds), with the clock advanced a second between operations.
func insertCost(rows count: Int) -> Double {
    let (table, clock) = makeTable(makeRows(count))
    var nextID = count
    return measureEach(iterations: count > 100_000 ? 200 : 20_000) { _, time in
        clock.advance(by: .seconds(1))
        let index = table.count
        let row = BenchRow(id: nextID, title: "Inserted")
        nextID += 1
        time { try? table.insertRow(row, at: index, animation: .none) }
        try? table.deleteRow(at: index, animation: .none)
    }
}

/// `undo()` of a `deleteRow(at:animation:)` at the end of a table of `count` rows (the
/// deletion is untimed), with the clock advanced a second between operations.
func undoCost(rows count: Int) -> Double {
    let (table, clock) = makeTable(makeRows(count))
    return measureEach(iterations: count > 100_000 ? 200 : 20_000) { _, time in
        clock.advance(by: .seconds(1))
        try? table.deleteRow(at: table.count - 1, animation: .none)
        clock.advance(by: .seconds(1))
        table.tick()
        time { try? table.undo() }
    }
}

/// One keyboard reorder step, `moveLiftedRow(by:)`, of a row lifted near the top of a table of
/// `count` rows, down and up in turn; the clock advances a frame between steps.
func reorderStepCost(rows count: Int) -> Double {
    let (table, clock) = makeTable(makeRows(count))
    try? table.liftRow(at: 2)
    let cost = measureEach(iterations: count > 100_000 ? 200 : 20_000) { iteration, time in
        clock.advance(by: .milliseconds(16))
        time { try? table.moveLiftedRow(by: iteration.isMultiple(of: 2) ? 1 : -1) }
    }
    try? table.dropLiftedRow()
    return cost
}

/// Wall-clock seconds to delete 16,000 rows at once (`deleteRows(at:)` of the first 16,000 rows
/// of a table of 100,000 rows, the first rows on screen) and advance the clock a frame at a time
/// until nothing moves.
func delete16kSettleSeconds() -> Double {
    let (table, clock) = makeTable(makeRows(100_000))
    let start = ContinuousClock.now
    try? table.deleteRows(at: Array(0..<16_000))
    var frames = 0
    while table.isAnimating, frames < 10_000 {
        clock.advance(by: .milliseconds(16))
        table.tick()
        frames += 1
    }
    return seconds(since: start)
}
