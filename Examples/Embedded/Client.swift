// A small client of the core for Embedded Swift on WebAssembly: not part of the SwiftPM package.
// `Examples/Embedded/build.sh` compiles it against the core and links both into `core.wasm`;
// `check.mjs` calls its exports from Node.js.

import GestureTable

/// A row of the client: only an id.
struct Item: Identifiable {
    let id: Int
}

/// The rows left after swiping row `row` of `count` past its delete action and letting the
/// table settle, or `nil` when the table refused a call.
func rowsAfterSwipeToDelete(count: Int, row: Int) -> [Item]? {
    guard (0...1_000).contains(count), (0..<count).contains(row) else { return nil }
    do throws(GestureTableError) {
        let clock = VirtualClock()
        let table = try GestureTable(rows: (0..<count).map { Item(id: $0 + 1) }, width: 100, clock: clock)
        // Handlers that use `try` say what they throw: Embedded Swift has no `any Error`.
        let delete = try SwipeAction<Item>(icon: "x", color: .red, fraction: 0.25) { triggered throws(GestureTableError) in
            try triggered.delete()
        }
        let actions = try SwipeActions(firstLeft: delete)
        table.swipeActions = { _ in actions }

        // Press, drag right by 50 % of the width in 5-unit steps, release without velocity.
        let y = try table.yOfRow(at: row) + 0.5
        table.handle(.down(Point(x: 10, y: y)))
        for step in 1...10 {
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: 10 + Double(step) * 5, y: y)))
        }
        table.handle(.up(velocity: .zero))

        // Tick a 60 Hz clock until every animation has ended (two seconds at the most).
        var ticks = 0
        while table.isAnimating, ticks < 120 {
            clock.advance(by: .milliseconds(16))
            table.tick()
            ticks += 1
        }
        return table.isAnimating ? nil : table.rows
    } catch {
        return nil
    }
}

/// The number of rows left after swiping row `row` of `count` rows past its delete action, or
/// -1 when something failed.
@_expose(wasm, "gt_swipe_delete_count")
@_cdecl("gt_swipe_delete_count")
public func swipeDeleteCount(_ count: Int32, _ row: Int32) -> Int32 {
    guard let rows = rowsAfterSwipeToDelete(count: Int(count), row: Int(row)) else { return -1 }
    return Int32(rows.count)
}

/// A checksum of the order left by the same swipe: the sum of (position + 1) × id, or -1 when
/// something failed. Rows 1, 2, 3 with the middle one deleted give 1 × 1 + 2 × 3 = 7.
@_expose(wasm, "gt_swipe_delete_checksum")
@_cdecl("gt_swipe_delete_checksum")
public func swipeDeleteChecksum(_ count: Int32, _ row: Int32) -> Int32 {
    guard let rows = rowsAfterSwipeToDelete(count: Int(count), row: Int(row)) else { return -1 }
    var sum = 0
    for (position, item) in rows.enumerated() {
        sum += (position + 1) * item.id
    }
    return Int32(truncatingIfNeeded: sum)
}
