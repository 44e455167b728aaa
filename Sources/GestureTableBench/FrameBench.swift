// Frames: layout and render alone, the whole pipeline, and the bytes of a whole swipe gesture.

import GestureTable
import GestureTableTerminal

/// Counts the UTF-8 bytes written to it.
struct ByteCounter: TextOutputStream {
    var count = 0
    mutating func write(_ string: String) { count += string.utf8.count }
}

/// Laying out and rendering one 80x24 frame of a table of `count` rows, a row mid-swipe, into
/// a frame that is reused (no diff, no write).
func frameCost(rows count: Int) -> Double {
    frameCost(table: makeTable(makeRows(count)))
}

/// ``frameCost(rows:)`` on a table made by the caller, scrolled to the middle of its content.
func frameCost(table made: (GestureTable<BenchRow>, VirtualClock)) -> Double {
    let table = made.0
    try? table.scroll(by: (table.maximumScrollOffset / 2).rounded(.down))
    let middle = table.visibleRowIndexes.lowerBound + 3
    try? table.dragRow(at: middle, toOffset: -30)
    let renderer = TableRenderer()
    var frame = Frame(width: 80, height: 24)
    return measure(iterations: 20_000) { _ in
        renderer.render(table, into: &frame, top: 0, height: 24) { $0.title }
    }
}

/// The whole frame pipeline, 80x24, truecolor: layout, render, diff against the frame on the
/// screen, encode and hand the bytes to the output (a counter). Two tables of 1,000 rows
/// alternate, identical but for the offset of the row mid-swipe (30 and 31 cells to the left),
/// so that every frame writes that row's change, as a drag does. Frames are double-buffered:
/// each is rendered into the buffer the writer let go of.
func framePipelineCost() -> Double {
    let tables = [-30.0, -31.0].map { offset in
        let (table, _) = makeTable(makeRows(1000))
        try? table.dragRow(at: 5, toOffset: offset)
        return table
    }
    let renderer = TableRenderer()
    var writer = FrameWriter(colorLevel: .truecolor)
    var frames = [Frame(width: 80, height: 24), Frame(width: 80, height: 24)]
    var sink = ByteCounter()
    return measure(iterations: 20_000) { iteration in
        renderer.render(tables[iteration & 1], into: &frames[iteration & 1], top: 0, height: 24) { $0.title }
        writer.write(frames[iteration & 1], to: &sink)
    }
}

/// Bytes of one swipe step versus a full repaint, truecolor.
func swipeBytes() -> (step: Int, full: Int) {
    let (table, _) = makeTable(makeRows(1000))
    let renderer = TableRenderer()
    var writer = FrameWriter(colorLevel: .truecolor)
    try? table.dragRow(at: 5, toOffset: -20)
    var full = ByteCounter()
    writer.write(renderer.render(table, width: 80, height: 24) { $0.title }, to: &full)
    try? table.dragRow(at: 5, toOffset: -21)
    var step = ByteCounter()
    writer.write(renderer.render(table, width: 80, height: 24) { $0.title }, to: &step)
    return (step.count, full.count)
}

/// The frames of a whole swipe gesture on an 80x24 table, at 60 frames a second: press on row
/// 5 near the right edge, drag left to half the width over half a second, release (the first
/// right action, Archive, fires and replaces the row, which slides back with a bounce), and
/// frames until nothing moves. The first frame, the screen before the gesture, is included.
func gestureFrames() -> [Frame] {
    let (table, clock) = makeTable(makeRows(1000))
    let renderer = TableRenderer()
    var frames = [renderer.render(table, width: 80, height: 24) { $0.title }]
    func frame() {
        clock.advance(by: .nanoseconds(16_666_667))
        table.tick()
        frames.append(renderer.render(table, width: 80, height: 24) { $0.title })
    }
    let startX = 75.0
    table.handle(.down(Point(x: startX, y: 5.5)))
    for step in 1...30 {
        clock.advance(by: .nanoseconds(16_666_667))
        table.handle(.moved(Point(x: startX - 40 * Double(step) / 30, y: 5.5)))
        frames.append(renderer.render(table, width: 80, height: 24) { $0.title })
    }
    table.handle(.up(velocity: .zero))
    var settling = 0
    while table.isAnimating, settling < 600 {
        frame()
        settling += 1
    }
    frame()
    return frames
}

/// The bytes a whole swipe gesture writes after its first frame, truecolor, and the payload
/// lower bound: the UTF-8 bytes of the cells that change from frame to frame, alone.
func gestureBytes(_ frames: [Frame]) -> (written: Int, payload: Int) {
    var writer = FrameWriter(colorLevel: .truecolor)
    var first = ByteCounter()
    var counter = ByteCounter()
    var payload = 0
    for (index, frame) in frames.enumerated() {
        if index == 0 {
            writer.write(frame, to: &first)
            continue
        }
        writer.write(frame, to: &counter)
        payload += changedCellBytes(from: frames[index - 1], to: frame)
    }
    return (counter.count, payload)
}

/// The UTF-8 bytes of the characters of the cells that differ between two frames of a size
/// (a wide character once).
func changedCellBytes(from old: Frame, to new: Frame) -> Int {
    var bytes = 0
    for y in 0..<new.height {
        for x in 0..<new.width {
            guard let cell = new[x: x, y: y], cell != old[x: x, y: y], !cell.isContinuation else { continue }
            bytes += String(cell.character).utf8.count
        }
    }
    return bytes
}

/// The median nanoseconds of writing each frame of the gesture (diff and encode only, the
/// frames already rendered), for the side-by-side comparison with peers fed the same frames.
func gestureWriteCost(_ frames: [Frame]) -> Double {
    var writer = FrameWriter(colorLevel: .truecolor)
    var sink = ByteCounter()
    return measure(iterations: frames.count * 20) { iteration in
        writer.write(frames[iteration % frames.count], to: &sink)
    }
}
