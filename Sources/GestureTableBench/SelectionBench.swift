// The figures of rows in groups: selecting and deleting many rows, and a selection sweep.

import GestureTable

/// Wall seconds to select every row of a `count`-row table (multiple mode), delete the
/// selection (`deleteSelectedRows()`), and advance the clock 16 ms at a time until nothing
/// moves; the table's own work only (no listener hears the events).
func selectAllDeleteSettleSeconds(rows count: Int) -> (select: Double, total: Double) {
    let (table, clock) = makeTable(makeRows(count))
    table.selectionMode = .multiple
    let start = ContinuousClock.now
    try? table.selectAllRows()
    let selected = seconds(since: start)
    try? table.deleteSelectedRows()
    var frames = 0
    while table.isAnimating, frames < 10_000 {
        clock.advance(by: .milliseconds(16))
        table.tick()
        frames += 1
    }
    let total = seconds(since: start)
    return table.count == 0 ? (selected, total) : (-1, -1)
}

/// Nanoseconds per pointer move of a selection sweep in edit mode over a table of `count` rows,
/// once the sweep has autoscrolled across `span` rows from its anchor: the pointer then goes up
/// and down the middle of the viewport a row or so per move (the clock advances 1 ms per move),
/// each move selecting or letting go of the rows it passes.
func sweepEventCost(rows count: Int, span: Int) -> Double {
    let (table, clock) = makeTable(makeRows(count))
    table.selectionMode = .multiple
    table.isEditing = true
    table.handle(.down(Point(x: 40, y: 0.5)))
    clock.advance(by: .milliseconds(16))
    table.handle(.moved(Point(x: 40, y: 23.9)))
    var ticks = 0
    while table.scrollOffset < Double(span), ticks < 1_000_000 {
        clock.advance(by: .milliseconds(16))
        table.tick()
        ticks += 1
    }
    let positions = (0..<64).map { step -> Double in
        let phase = Double(step) / 64
        return 6.5 + 12 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
    }
    let cost = measure(iterations: 200_000) { iteration in
        clock.advance(by: .milliseconds(1))
        table.handle(.moved(Point(x: 40, y: positions[iteration & 63])))
    }
    table.handle(.up(velocity: nil))
    return table.selectedRowIDs.count >= span ? cost : -1
}

/// The figures printed by `gesture-table-bench --selection`, and with the others.
func selectionFigures() -> [Figure] {
    let deletion = selectAllDeleteSettleSeconds(rows: 1_000_000)
    let sweep = sweepEventCost(rows: 10_000, span: 9_000)
    let plain = eventCost(rows: 10_000)
    let ratio = plain > 0 ? sweep / plain : 0
    return [
        Figure(key: "select_all_delete_1m_s", json: seconds3(deletion.total), text: "\(seconds3(deletion.total)) s (select \(seconds3(deletion.select)) s)", target: "< 1 s",
               description: "wall time to selectAllRows() on a 1,000,000-row table, deleteSelectedRows() and advance the clock 16 ms at a time until nothing moves (-1: the rows were not all deleted)"),
        Figure(key: "sweep_event_ns", json: format(sweep), text: "\(format(sweep)) ns (\(format(ratio))x event_ns at 10,000 rows, \(format(plain)) ns)", target: "<= 1.5x event_ns",
               description: "one pointer move of a selection sweep in edit mode on a 10,000-row table, after the sweep autoscrolled across 9,000 rows; the pointer goes up and down the middle of the viewport, the clock advances 1 ms per move; compared with event_ns (a swipe's move) on the same table"),
    ]
}
