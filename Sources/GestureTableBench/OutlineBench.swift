// An outline's figures: a carry over a million-row outline against a lifted move in a flat
// table, and opening and closing a row with 100,000 children.

import GestureTable

/// An outline of `projects` top-level rows with `tasks` children each (ids from 0, preorder).
func benchOutline(projects: Int, tasks: Int) -> [OutlineNode<BenchTask>] {
    (0..<projects).map { project in
        let base = project * (tasks + 1)
        return OutlineNode(BenchTask(id: base), children: (1...max(tasks, 1)).prefix(tasks).map { OutlineNode(BenchTask(id: base + $0)) })
    }
}

/// Nanoseconds per pointer move of a task carried over an outline of `rows` rows (1,000 rows a
/// project): up and down a few rows across a project's children and the next project, its x
/// swinging a level either way, as ``liftedMoveCost(rows:)`` moves a row of a flat table.
func outlineCarryCost(rows: Int) -> Double {
    let clock = VirtualClock()
    let table = GestureTable<BenchTask>(width: 40, clock: clock)
    let tasks = 999
    guard (try? table.setOutline(benchOutline(projects: max(rows / (tasks + 1), 1), tasks: tasks))) != nil else { return .nan }
    table.viewportHeight = 24
    clock.advance(by: .seconds(1))
    table.tick()
    table.handle(.down(Point(x: 20, y: 5.5)))
    clock.advance(by: .milliseconds(600))
    table.tick()
    guard table.isReordering else { return .nan }
    return measure(iterations: 20_000) { iteration in
        clock.advance(by: .milliseconds(1))
        let x = 20 + Double(iteration % 3 - 1) * 16
        table.handle(.moved(Point(x: x, y: 2.5 + Double(iteration % 12) / 2)))
    }
}

/// Milliseconds (median of five) to collapse, then to expand, a row with `children` children.
func expandCollapseMilliseconds(children: Int) -> (collapse: Double, expand: Double) {
    let clock = VirtualClock()
    let table = GestureTable<BenchTask>(width: 40, clock: clock)
    guard (try? table.setOutline(benchOutline(projects: 1, tasks: children) + [OutlineNode(BenchTask(id: -1))])) != nil else {
        return (.nan, .nan)
    }
    table.viewportHeight = 24
    var collapses: [Double] = []
    var expands: [Double] = []
    for _ in 0..<5 {
        clock.advance(by: .seconds(1))
        table.tick()
        var start = ContinuousClock.now
        try? table.collapseRow(at: 0)
        collapses.append(seconds(since: start) * 1000)
        guard table.count == 2 else { return (.nan, .nan) }
        clock.advance(by: .seconds(1))
        table.tick()
        start = ContinuousClock.now
        try? table.expandRow(at: 0)
        expands.append(seconds(since: start) * 1000)
        guard table.count == children + 2 else { return (.nan, .nan) }
    }
    return (median(collapses), median(expands))
}

func outlineFigures() -> [Figure] {
    let carry = outlineCarryCost(rows: 1_000_000)
    let flat = liftedMoveCost(rows: 1_000_000)
    let ratio = carry / flat
    let small = expandCollapseMilliseconds(children: 10_000)
    let large = expandCollapseMilliseconds(children: 100_000)
    return [
        Figure(key: "outline_carry_event_ns", json: format(carry), text: "\(format(carry)) ns (\(format((ratio * 100).rounded() / 100))x flat)", target: "<= 1.5x a flat lifted move",
               description: "a task carried over an outline of 1,000,000 rows (1,000 projects of 999 tasks), one pointer move, x swinging a level; against a row lifted in a flat table of 1,000,000 rows"),
        Figure(key: "lifted_move_1m_event_ns", json: format(flat), text: "\(format(flat)) ns", target: "",
               description: "a row lifted in a flat table of 1,000,000 rows, one pointer move (the outline carry's yardstick)"),
        Figure(key: "collapse_100k_ms", json: format(large.collapse), text: "\(format(large.collapse)) ms (10k: \(format(small.collapse)) ms)", target: "linear: <= 20x 10k",
               description: "collapseRow(at:) of a row with 100,000 children shown (and 10,000), median of five"),
        Figure(key: "expand_100k_ms", json: format(large.expand), text: "\(format(large.expand)) ms (10k: \(format(small.expand)) ms)", target: "linear: <= 20x 10k",
               description: "expandRow(at:) of a row with 100,000 hidden children (and 10,000), median of five"),
    ]
}
