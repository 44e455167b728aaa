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

/// A whole swipe gesture on an 80x24 table of 1,000 rows, at 60 frames a second, one frame at
/// a time: press on row 5 near the right edge, drag left to half the width over half a second,
/// release (the first right action, Archive, fires and replaces the row, which slides back with
/// a bounce), and frames until nothing moves. Step 0 is the screen before the gesture.
struct GestureReplay {
    let table: GestureTable<BenchRow>
    let clock: VirtualClock
    /// The frames stepped to so far, the first (the screen before the gesture) included.
    private(set) var frameCount = 1
    private var settling = 0
    private var isFinished = false

    static let startX = 75.0
    static let frameDuration = Duration.nanoseconds(16_666_667)

    init() {
        (table, clock) = makeTable(makeRows(1000))
    }

    /// Brings the table to the next frame of the gesture; `false` when the gesture is over.
    mutating func step() -> Bool {
        if frameCount == 1 { table.handle(.down(Point(x: Self.startX, y: 5.5))) }
        if frameCount <= 30 {
            clock.advance(by: Self.frameDuration)
            table.handle(.moved(Point(x: Self.startX - 40 * Double(frameCount) / 30, y: 5.5)))
            frameCount += 1
            return true
        }
        if frameCount == 31 { table.handle(.up(velocity: .zero)) }
        guard !isFinished else { return false }
        // One more frame after the last one that moves.
        if table.isAnimating, settling < 600 {
            settling += 1
        } else {
            isFinished = true
        }
        clock.advance(by: Self.frameDuration)
        table.tick()
        frameCount += 1
        return true
    }
}

/// The frames of the whole swipe gesture (``GestureReplay``), the first frame, the screen before
/// the gesture, included.
func gestureFrames() -> [Frame] {
    var replay = GestureReplay()
    let renderer = TableRenderer()
    var frames = [renderer.render(replay.table, width: 80, height: 24) { $0.title }]
    while replay.step() {
        frames.append(renderer.render(replay.table, width: 80, height: 24) { $0.title })
    }
    return frames
}

/// The CPU nanoseconds per frame of the whole pipeline over the frames of the swipe gesture:
/// layout, render, diff, encode and write to a byte counter, 80x24, truecolor. The same
/// measure as Peers/side_by_side.py's peers get on the same frames: each run writes the first
/// frame untimed, then the thread's CPU time over all the other frames is divided by their
/// number; the median over `runs`. Each frame has a table of its own, stepped to that frame
/// beforehand, so that only the pipeline is timed, not the gesture's events and ticks.
func gesturePipelineCPUNanoseconds(runs: Int = 301) -> Double {
    var replay = GestureReplay()
    var tables = [replay.table]
    while replay.step() {
        var copy = GestureReplay()
        for _ in 1..<replay.frameCount { _ = copy.step() }
        tables.append(copy.table)
    }
    guard tables.count > 1 else { return 0 }
    let renderer = TableRenderer()
    var writer = FrameWriter(colorLevel: .truecolor)
    var frames = [Frame(width: 80, height: 24), Frame(width: 80, height: 24)]
    var sink = ByteCounter()
    var samples: [Double] = []
    for run in 0...runs {
        renderer.render(tables[0], into: &frames[0], top: 0, height: 24) { $0.title }
        writer.write(frames[0], to: &sink)
        let begin = threadCPUNanoseconds()
        for index in 1..<tables.count {
            renderer.render(tables[index], into: &frames[index & 1], top: 0, height: 24) { $0.title }
            writer.write(frames[index & 1], to: &sink)
        }
        if run > 0 { samples.append((threadCPUNanoseconds() - begin) / Double(tables.count - 1)) }
    }
    return median(samples)
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
