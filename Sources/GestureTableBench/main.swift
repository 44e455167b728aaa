// gesture-table-bench: measures the performance targets of SPEC.md section 7.
//
//     swift run -c release gesture-table-bench          # a readable table
//     swift run -c release gesture-table-bench --json   # one JSON object
//
// Every figure is the median of several runs after a warm-up. Timing uses the monotonic clock;
// memory uses glibc's allocator statistics.

import GestureTable
import GestureTableTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct BenchRow: Identifiable {
    let id: Int
    let title: String
}

func makeRows(_ count: Int) -> [BenchRow] {
    (0..<count).map { BenchRow(id: $0, title: "Message number \($0) from the benchmark") }
}

func makeTable(_ rows: [BenchRow]) -> (GestureTable<BenchRow>, VirtualClock) {
    let clock = VirtualClock()
    // The bench's ids are unique; the empty table is never used.
    let table = (try? GestureTable(rows: rows, width: 80, clock: clock, configuration: .terminal))
        ?? GestureTable(width: 80, clock: clock, configuration: .terminal)
    table.viewportHeight = 24
    let actions = try? SwipeActions<BenchRow>(
        firstLeft: SwipeAction(icon: "✓", color: .blue, fraction: 0.25) { table, index in try table.replaceRow(at: index) },
        secondLeft: SwipeAction(icon: "⏰", color: .yellow, fraction: 0.7) { table, index in try table.replaceRow(at: index) },
        firstRight: SwipeAction(icon: "Archive", color: .green, fraction: 0.25) { table, index in try table.replaceRow(at: index) },
        secondRight: SwipeAction(icon: "Delete", color: .red, fraction: 0.7) { table, index in try table.replaceRow(at: index) })
    table.swipeActions = { _ in actions ?? .none }
    return (table, clock)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Nanoseconds per iteration of `body`, median of `runs` runs of `iterations` after one warm-up run.
func measure(runs: Int = 7, iterations: Int, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    for run in 0...runs {
        let start = ContinuousClock.now
        for iteration in 0..<iterations { body(iteration) }
        let elapsed = ContinuousClock.now - start
        if run > 0 { samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9) }
    }
    return median(samples) / Double(iterations)
}

/// One drag-update event on a table of `count` rows: pointer move, offset, highlight.
func eventCost(rows count: Int) -> Double {
    let (table, _) = makeTable(makeRows(count))
    table.handle(.down(Point(x: 40, y: 5.5)))
    table.handle(.moved(Point(x: 30, y: 5.5)))
    // Sweep between 0.05 and 0.8 of the width to the left: crosses both fractions both ways.
    let positions = (0..<64).map { step -> Double in
        let phase = Double(step) / 64
        return 40 - 60 * (phase < 0.5 ? phase * 2 : 2 - phase * 2) - 4
    }
    return measure(iterations: 200_000) { iteration in
        table.handle(.moved(Point(x: positions[iteration & 63], y: 5.5)))
    }
}

/// Laying out and rendering one 80x24 frame of a table of `count` rows, a row mid-swipe.
func frameCost(rows count: Int) -> Double {
    let (table, _) = makeTable(makeRows(count))
    try? table.scroll(by: Double(count / 2))
    let middle = table.visibleRowIndexes.lowerBound + 3
    try? table.dragRow(at: middle, toOffset: -30)
    let renderer = TableRenderer()
    var frame = Frame(width: 80, height: 24)
    return measure(iterations: 20_000) { _ in
        renderer.render(table, into: &frame, top: 0, height: 24) { $0.title }
    }
}

struct ByteCounter: TextOutputStream {
    var count = 0
    mutating func write(_ string: String) { count += string.utf8.count }
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

/// The resident memory of this process, in bytes, from /proc/self/statm (0 where there is none).
func allocatedBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    guard fscanf_statm(file, &size, &resident) else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Reads the first two numbers of /proc/self/statm.
func fscanf_statm(_ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int) -> Bool {
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = text.split(separator: " ").compactMap { Int($0) }
    guard fields.count >= 2 else { return false }
    size = fields[0]
    resident = fields[1]
    return true
}

/// Extra bytes per row at rest on a table of a million rows, beyond the rows themselves, after
/// a swipe on some rows has fully settled.
func restBytesPerRow() -> Double {
    let count = 1_000_000
    let rows = makeRows(count)
    let before = allocatedBytes()
    let (table, clock) = makeTable(rows)
    for index in stride(from: 0, to: 20, by: 1) {
        table.handle(.down(Point(x: 40, y: Double(index) + 0.5)))
        table.handle(.moved(Point(x: 50, y: Double(index) + 0.5)))
        table.handle(.up(velocity: .zero))
    }
    clock.advance(by: .seconds(5))
    table.tick()
    let after = allocatedBytes()
    let extra = Double(after - before) / Double(count)
    withExtendedLifetime((rows, table)) {}
    return max(0, extra)
}

/// Seconds to play a generated script of `gestures` gestures.
func scriptSeconds(gestures: Int) -> Double {
    let start = ContinuousClock.now
    let status = BenchmarkScript.play(gestures: gestures)
    let elapsed = ContinuousClock.now - start
    if status != 0 { return -1 }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: gesture-table-bench [--json]\n\nMeasures GestureTable against SPEC.md section 7. Build in release: swift run -c release gesture-table-bench")
    exit(0)
}
if arguments.first == "--soak" { exit(Soak.run(arguments: Array(arguments.dropFirst()))) }
if arguments.first == "--profile-frames" {
    // For profilers: only the frame loop.
    print(frameCost(rows: 1000))
    exit(0)
}
if arguments.first == "--profile-events" {
    // For profilers (callgrind, perf): only the drag-event loop.
    print(eventCost(rows: 1000))
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--json" }) {
    let message = "gesture-table-bench: unknown option '\(unknown)' (try --help)\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}

let events = [10, 1000, 1_000_000].map { ($0, eventCost(rows: $0)) }
let frames = [100, 10_000, 1_000_000].map { ($0, frameCost(rows: $0)) }
let bytes = swipeBytes()
let script = scriptSeconds(gestures: 100_000)
let rest = restBytesPerRow()

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

if arguments.contains("--json") {
    let eventJSON = events.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ")
    let frameJSON = frames.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ")
    print("""
    {"event_ns": {\(eventJSON)}, "frame_ns": {\(frameJSON)}, "swipe_frame_bytes": \(bytes.step), \
    "full_repaint_bytes": \(bytes.full), "script_100k_s": \((script * 1000).rounded() / 1000), \
    "rest_bytes_per_row": \(format(rest))}
    """)
} else {
    func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
    func row(_ name: String, _ value: String, _ target: String) {
        print(padded(name, 34) + padded(value, 16) + target)
    }
    row("figure", "value", "target")
    row(String(repeating: "-", count: 32), String(repeating: "-", count: 14), String(repeating: "-", count: 28))
    for (count, cost) in events { row("drag event, \(count) rows", "\(format(cost)) ns", "< 1000 ns, flat") }
    for (count, cost) in frames { row("80x24 frame, \(count) rows", "\(format(cost)) ns", "flat in the row count") }
    row("swipe step bytes", "\(bytes.step) B", "< 25% of a full repaint")
    row("full repaint bytes", "\(bytes.full) B", "")
    row("100,000-gesture script", "\((script * 100).rounded() / 100) s", "< 30 s")
    row("memory per row at rest", "\(format(rest)) B", "0 B")
}
