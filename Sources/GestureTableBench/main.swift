// gesture-table-bench: the performance figures of GestureTable, release build.
//
//     swift run -c release gesture-table-bench          # a readable table
//     swift run -c release gesture-table-bench --json   # one JSON object
//     swift run -c release gesture-table-bench --check  # ratios against Peers/budgets.json
//
// Times are medians of several runs after a warm-up, on the monotonic clock; memory is resident
// memory from /proc. Each figure's description (printed with it, and under "descriptions" in the
// JSON) says what it includes. Peers/side_by_side.py compares the frame figures with tui-rs and
// ncurses fed the same frames, and the demo with a tui-rs app.

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

/// A table of `count` rows of heights 1–4 lines, fixed by each row's id (the same every run).
func makeMixedTable(rows count: Int) -> (GestureTable<BenchRow>, VirtualClock) {
    let (table, clock) = makeTable(makeRows(count))
    table.heightOfRow = { row in
        let mixed = UInt64(row.id) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(1 + (mixed >> 33) % 4)
    }
    return (table, clock)
}

func makeTable(_ rows: [BenchRow]) -> (GestureTable<BenchRow>, VirtualClock) {
    let clock = VirtualClock()
    // The bench's ids are unique; the empty table is never used.
    let table = (try? GestureTable(rows: rows, width: 80, clock: clock, configuration: .terminal))
        ?? GestureTable(width: 80, clock: clock, configuration: .terminal)
    table.viewportHeight = 24
    let actions = try? SwipeActions<BenchRow>(
        firstLeft: SwipeAction(icon: "✓", color: .blue, fraction: 0.25) { triggered in try triggered.replace() },
        secondLeft: SwipeAction(icon: "⏰", color: .yellow, fraction: 0.7) { triggered in try triggered.replace() },
        firstRight: SwipeAction(icon: "Archive", color: .green, fraction: 0.25) { triggered in try triggered.replace() },
        secondRight: SwipeAction(icon: "Delete", color: .red, fraction: 0.7) { triggered in try triggered.replace() })
    table.swipeActions = { _ in actions ?? .none }
    return (table, clock)
}

let usage = """
    usage: gesture-table-bench [--json]
           gesture-table-bench --check [--budgets FILE]
           gesture-table-bench --soak [--events N] [--rows N] [--seed S] [--tolerance-kib N]
           gesture-table-bench --selection [--json]
           gesture-table-bench --peer-frames | --frame-cpu [RUNS]
           gesture-table-bench --board [--json]
           gesture-table-bench --refused [--json] | --profile-refused [ROWS]
           gesture-table-bench --profile-frames | --profile-events | --profile-demo
           gesture-table-bench --profile-sweep | --profile-delete

    Measures GestureTable's performance figures; build in release:
    swift run -c release gesture-table-bench
    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--help", "-h":
    print(usage)
    exit(0)
case "--check":
    // The budgets file sits beside the benchmark's sources unless another is named.
    let budgets = arguments.firstIndex(of: "--budgets").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    let sourceDirectory = String(#filePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        .dropLast().map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/"))
    exit(BudgetCheck.run(budgetsPath: budgets ?? sourceDirectory + "/Peers/budgets.json"))
case "--soak":
    exit(Soak.run(arguments: Array(arguments.dropFirst())))
case "--profile-frames":
    // For profilers (callgrind, perf): only the frame pipeline.
    print(framePipelineCost())
    exit(0)
case "--profile-demo":
    // For profilers: only the demo's drag loop.
    // `--cold` evicts the caches before each event; `--gestures N --runs N` for a short profile.
    func option(_ name: String) -> Int? {
        arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
    }
    print(demoEventCPUMicroseconds(
        gestures: option("--gestures") ?? 10, runs: option("--runs") ?? 7, coldCaches: arguments.contains("--cold")))
    exit(0)
case "--profile-events":
    // For profilers: only the drag-event loop.
    print(eventCost(rows: 1000))
    exit(0)
case "--profile-sweep":
    // For profilers: only a selection sweep's moves (and the autoscroll that sets it up).
    print(sweepEventCost(rows: 10_000, span: 9_000))
    exit(0)
case "--profile-delete":
    // For profilers: only selecting and deleting a million rows.
    print(selectAllDeleteSettleSeconds(rows: 1_000_000))
    exit(0)
case "--frame-cpu":
    // For Peers/side_by_side.py, which interleaves it with its peers' runs, and for profilers:
    // the CPU per frame of the pipeline over the swipe gesture's frames.
    print(Int(gesturePipelineCPUNanoseconds(runs: Int(arguments.dropFirst().first ?? "") ?? 301)))
    exit(0)
case "--selection":
    // Only the figures of rows in groups (select, delete, sweep), in the same forms.
    printFigures(selectionFigures(), json: arguments.contains("--json"))
    exit(0)
case "--refused":
    // Only the figures of a lifted row moved across refused places, in the same forms.
    printFigures(refusedMoveFigures(), json: arguments.contains("--json"))
    exit(0)
case "--profile-refused":
    // For profilers: only a lifted row moved across ROWS refused places (default 100,000).
    print(refusedMoveMilliseconds(rows: Int(arguments.dropFirst().first ?? "") ?? 100_000, runs: 1) ?? -1)
    exit(0)
case "--peer-frames":
    print(PeerFrames.json())
    exit(0)
case "--outline":
    // Only an outline's figures (a carry over a million rows, opening and closing a row with
    // 100,000 children), in the same forms.
    printFigures(outlineFigures(), json: arguments.contains("--json"))
    exit(0)
case "--board":
    // A board's carry against a lift inside one table; `--json` for one JSON object.
    printBoardFigures(json: arguments.contains("--json"))
    exit(0)
case "--play-script":
    // Run by the benchmark in a child process, so that its peak memory is the player's alone.
    guard arguments.count == 2, let gestures = Int(arguments[1]) else { exit(2) }
    let result = BenchmarkScript.play(gestures: gestures)
    print(result.status == 0 ? result.seconds : -1)
    exit(result.status == 0 ? 0 : 1)
default:
    if let unknown = arguments.first(where: { $0 != "--json" }) {
        printError("gesture-table-bench: unknown option '\(unknown)' (try --help)")
        exit(2)
    }
}

/// One figure: its JSON key, its value, its unit and target for the table, and what it includes.
struct Figure {
    let key: String
    let json: String
    let text: String
    let target: String
    let description: String
}

func seconds3(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }

/// Prints figures as a table, or as one JSON object with their descriptions.
func printFigures(_ figures: [Figure], json: Bool) {
    if json {
        let values = figures.map { "\"\($0.key)\": \($0.json)" }.joined(separator: ", ")
        let descriptions = figures.map { "\"\($0.key)\": \(PeerFrames.quoted($0.description))" }.joined(separator: ", ")
        print("{\(values), \"descriptions\": {\(descriptions)}}")
    } else {
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.count))
        }
        print(padded("figure", 24) + padded("value", 34) + "target")
        for figure in figures {
            print(padded(figure.key, 24) + padded(figure.text, 34) + figure.target)
            print("    " + figure.description)
        }
    }
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

func bySize(_ values: [(Int, Double)]) -> String {
    "{" + values.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ") + "}"
}

func sizes(_ values: [(Int, Double)], unit: String = "ns") -> String {
    values.map { format($0.1) }.joined(separator: " / ") + " \(unit)"
}

/// Plays the benchmark script in a child process; its seconds and peak resident KiB.
func scriptRun(gestures: Int) -> (seconds: Double, peakKiB: Int) {
    guard let run = runSelf(["--play-script", String(gestures)]),
          let seconds = Double(run.output.trimmingCharacters(in: " \n"))
    else { return (-1, 0) }
    return (seconds, run.peakKiB)
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}

let events = [10, 1000, 1_000_000].map { ($0, eventCost(rows: $0)) }
let frames = [100, 10_000, 1_000_000].map { ($0, frameCost(rows: $0)) }
let mixedEvents = [10, 1_000_000].map { ($0, eventCost(table: makeMixedTable(rows: $0))) }
let mixedFrames = [10, 1_000_000].map { ($0, frameCost(table: makeMixedTable(rows: $0))) }
let pipeline = framePipelineCost()
let bytes = swipeBytes()
let gesture = gestureBytes(gestureFrames())
let script100k = scriptRun(gestures: 100_000)
let script300k = scriptRun(gestures: 300_000)
let rest = restBytesPerRow()
let inserts = [10, 1_000_000].map { ($0, insertCost(rows: $0)) }
let undos = [10, 1_000_000].map { ($0, undoCost(rows: $0)) }
let reorders = [10, 1_000_000].map { ($0, reorderStepCost(rows: $0)) }
let delete16k = delete16kSettleSeconds()
let demoEvent = demoEventCPUMicroseconds()


let figures = [
    Figure(key: "event_ns", json: bySize(events), text: sizes(events), target: "< 1000 ns, flat",
           description: "one pointer move of a drag, 10 / 1,000 / 1,000,000 rows; the virtual clock advances 1 ms per event and four other rows animate"),
    Figure(key: "frame_ns", json: bySize(frames), text: sizes(frames), target: "flat in the row count",
           description: "layout and render of an 80x24 frame with a row mid-swipe, 100 / 10,000 / 1,000,000 rows; no diff, no write"),
    Figure(key: "event_ns_mixed_heights", json: bySize(mixedEvents), text: sizes(mixedEvents), target: "1M <= 1.5x event_ns",
           description: "event_ns on rows of random heights 1-4 lines (heightOfRow), 10 / 1,000,000 rows"),
    Figure(key: "frame_ns_mixed_heights", json: bySize(mixedFrames), text: sizes(mixedFrames), target: "1M <= 1.5x frame_ns",
           description: "frame_ns on rows of random heights 1-4 lines (heightOfRow), scrolled to the middle, 10 / 1,000,000 rows"),
    Figure(key: "frame_pipeline_ns", json: format(pipeline), text: "\(format(pipeline)) ns", target: "<= 0.1x tui-rs (side_by_side.py)",
           description: "layout, render, diff, encode and write (to a byte counter) of an 80x24 truecolor frame, a row mid-swipe moving one cell a frame"),
    Figure(key: "swipe_frame_bytes", json: "\(bytes.step)", text: "\(bytes.step) B", target: "< 25% of a full repaint",
           description: "bytes of one swipe step (a row moving one cell), truecolor"),
    Figure(key: "full_repaint_bytes", json: "\(bytes.full)", text: "\(bytes.full) B", target: "",
           description: "bytes of a full repaint of that 80x24 frame, truecolor"),
    Figure(key: "gesture_bytes", json: "\(gesture.written)", text: "\(gesture.written) B", target: "<= 1.5x payload, <= ncurses",
           description: "bytes written for a whole swipe (drag to 0.5 of the width in 0.5 s, release, settle), 60 fps, truecolor, after the first frame"),
    Figure(key: "gesture_payload_bytes", json: "\(gesture.payload)", text: "\(gesture.payload) B", target: "",
           description: "the lower bound for those frames: the UTF-8 bytes of the changed cells alone, no escape sequences"),
    Figure(key: "script_100k_s", json: seconds3(script100k.seconds), text: "\(seconds3(script100k.seconds)) s", target: "< 30 s",
           description: "parsing and playing a generated script of 100,000 gestures on a table held at 40 rows (text generation excluded), in a child process"),
    Figure(key: "script_300k_s", json: seconds3(script300k.seconds), text: "\(seconds3(script300k.seconds)) s", target: "<= 3.5x script_100k_s",
           description: "the same with 300,000 gestures"),
    Figure(key: "player_peak_rss_kb", json: "\(script300k.peakKiB)", text: "\(script300k.peakKiB) KiB (100k: \(script100k.peakKiB))", target: "not growing with the script",
           description: "peak resident memory of the child process that played the 300,000-gesture script (its text and the whole process included)"),
    Figure(key: "rest_bytes_per_row", json: format(rest), text: "\(format(rest)) B", target: "0 B",
           description: "resident bytes per row of a 1,000,000-row table beyond the rows' own, measured from before the rows exist, after 20 settled swipes, an insert and a delete"),
    Figure(key: "insert_ns", json: bySize(inserts), text: sizes(inserts), target: "1M <= 2x 10 + memmove",
           description: "insertRow(_:at:) at the end, no animation, 10 / 1,000,000 rows; median of single timed calls"),
    Figure(key: "undo_ns", json: bySize(undos), text: sizes(undos), target: "1M <= 2x 10 + memmove",
           description: "undo() of a deleteRow(at:animation:) at the end, 10 / 1,000,000 rows; median of single timed calls"),
    Figure(key: "reorder_step_ns", json: bySize(reorders), text: sizes(reorders), target: "1M <= 2x 10 + memmove",
           description: "moveLiftedRow(by: 1 or -1) of a row lifted at index 2, 10 / 1,000,000 rows; median of single timed calls"),
    Figure(key: "delete_16k_settle_s", json: seconds3(delete16k), text: "\(seconds3(delete16k)) s", target: "< 0.5 s",
           description: "wall time to delete 16,000 rows at once (deleteRows(at:)) at the top of a 100,000-row table and advance the clock 16 ms at a time until nothing moves"),
    Figure(key: "demo_event_cpu_us", json: format(demoEvent), text: "\(format(demoEvent)) µs", target: "in tmux: <= tui-rs, <= 2.5x floor",
           description: "CPU time of the demo's own work per pointer event: the inbox at 80x24, truecolor, on a virtual clock; a slow drag (one SGR report 20 ms apart, a frame each) 40 cells left and back, released where it started, then frames until nothing moves; decoding, model, layout, building the frame and writing its changes to a string, no system calls"),
]

printFigures(figures + selectionFigures() + refusedMoveFigures(), json: arguments.contains("--json"))
