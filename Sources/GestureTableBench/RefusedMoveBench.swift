// A lifted row moved across places the app refuses: what it costs to ask about each place once.

import GestureTable

/// What the app refuses in ``refusedMoveMilliseconds(rows:sections:refusing:)``.
enum Refusal {
    /// `canMoveRowTo` refuses every place.
    case everyPlace
    /// `canMoveRowIntoSection` refuses every section.
    case everySection
}

/// Milliseconds (median of `runs`) for `moveLiftedRow(by:)` to carry the row lifted at index 0
/// of a table of `count` rows toward its last place, when the app refuses every place on the
/// way: the row stays, and every place is asked about once. `sections` equal sections, or one.
/// `nil` when a place was not asked exactly once, or the row moved.
func refusedMoveMilliseconds(rows count: Int, sections: Int = 1, refusing refusal: Refusal = .everyPlace, runs: Int = 3) -> Double? {
    let rows = makeRows(count)
    let clock = VirtualClock()
    let table: GestureTable<BenchRow>
    if sections > 1 {
        let size = (count + sections - 1) / sections
        let split = stride(from: 0, to: count, by: size).map {
            TableSection(title: "Section \($0 / size)", rows: Array(rows[$0..<min($0 + size, count)]))
        }
        table = (try? GestureTable(sections: split, width: 80, clock: clock, configuration: .terminal))
            ?? GestureTable(width: 80, clock: clock, configuration: .terminal)
    } else {
        table = (try? GestureTable(rows: rows, width: 80, clock: clock, configuration: .terminal))
            ?? GestureTable(width: 80, clock: clock, configuration: .terminal)
    }
    table.viewportHeight = 24
    var questions = 0
    switch refusal {
    case .everyPlace:
        table.canMoveRowTo = { _, _ in
            questions += 1
            return false
        }
    case .everySection:
        table.canMoveRowIntoSection = { _, _ in
            questions += 1
            return false
        }
    }
    var samples: [Double] = []
    for _ in 0..<runs {
        try? table.liftRow(at: 0)
        questions = 0
        let start = ContinuousClock.now
        try? table.moveLiftedRow(by: count + sections)
        samples.append(seconds(since: start) * 1000)
        try? table.cancelLift()
        // Every place but the row's own was asked about once, and refused: the row stayed.
        if questions != count + sections - 2 || table.liftedRowIndex != nil || table.rows.first?.id != 0 {
            return nil
        }
    }
    return median(samples)
}

func refusedMoveFigures() -> [Figure] {
    // In microseconds: the smaller figure is a fraction of a millisecond.
    let small = (refusedMoveMilliseconds(rows: 10_000) ?? -0.001) * 1000
    let large = (refusedMoveMilliseconds(rows: 100_000) ?? -0.001) * 1000
    let sectioned = (refusedMoveMilliseconds(rows: 100_000, sections: 100, refusing: .everySection) ?? -0.001) * 1000
    let ratio = small > 0 ? large / small : 0
    let figures = [(10_000, small), (100_000, large)]
    return [
        Figure(key: "refused_move_us", json: bySize(figures), text: sizes(figures, unit: "µs") + " (\(format(ratio))x)", target: "100k < 50 ms, <= 15x 10k",
               description: "moveLiftedRow(by:) of the row lifted at index 0 toward the last place of a 10,000 / 100,000-row table whose canMoveRowTo refuses every place: each place asked once, the row stays; median of three (-1: a place was not asked exactly once)"),
        Figure(key: "refused_move_sections_us", json: format(sectioned), text: "\(format(sectioned)) µs", target: "< 50 ms",
               description: "the same at 100,000 rows in 100 sections, canMoveRowIntoSection refusing every section"),
    ]
}
