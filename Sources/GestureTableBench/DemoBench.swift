// The interactive demo's own work per pointer event, without a terminal.

import GestureTable
import GestureTableCLI
import GestureTableTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This thread's CPU time in nanoseconds.
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// An SGR mouse report (`CSI < b ; x ; y M`, `m` for a release), at zero-based cell coordinates.
func sgrMouseReport(button: Int, column: Int, line: Int, isRelease: Bool = false) -> [UInt8] {
    Array("\u{1B}[<\(button);\(column + 1);\(line + 1)\(isRelease ? "m" : "M")".utf8)
}

/// The CPU microseconds the demo spends per pointer event: the inbox at 80x24, truecolor, on a
/// virtual clock. A slow drag, as a hand makes it: one SGR report a read, 20 ms apart, each
/// drawn as a frame (the scheduler's 60 fps cap lets every one through). A gesture presses on
/// a row, drags it 40 cells left one cell a report (past Archive and Delete, so the status line
/// changes), back again, and releases where it started; then frames at 60 fps until nothing
/// moves. The time covers decoding the reports, the model, the table's layout, building the
/// frame (title, rows, status, help) and writing its changes to a string; not the system
/// calls. Median over runs of the CPU time of the whole gestures divided by their reports.
/// With `coldCaches`, 64 MiB are touched (untimed) before each event, as other programs do while
/// the demo sleeps in poll(2): closer to what the demo costs in a real terminal.
func demoEventCPUMicroseconds(gestures: Int = 10, runs: Int = 7, coldCaches: Bool = false) -> Double {
    var scratch = [UInt64](repeating: 0, count: coldCaches ? 8 << 20 : 0)
    var cpu = 0.0
    func timed(_ body: () -> Void) {
        if coldCaches {
            // What a sleep in poll(2) does to the caches while other programs run: 64 MiB touched.
            scratch.withUnsafeMutableBufferPointer { words in
                for index in stride(from: 0, to: words.count, by: 8) { words[index] &+= 1 }
            }
        }
        let begin = threadCPUNanoseconds()
        body()
        cpu += threadCPUNanoseconds() - begin
    }
    guard let loop = try? InboxDemoLoop(columns: 80, lines: 24, colorLevel: .truecolor) else { return -1 }
    let line = 6
    let start = 60
    var reports: [[UInt8]] = [sgrMouseReport(button: 0, column: start, line: line)]
    for column in stride(from: start - 1, through: start - 40, by: -1) {
        reports.append(sgrMouseReport(button: 32, column: column, line: line))
    }
    for column in (start - 39)...start {
        reports.append(sgrMouseReport(button: 32, column: column, line: line))
    }
    reports.append(sgrMouseReport(button: 0, column: start, line: line, isRelease: true))
    func gesture() {
        for report in reports {
            loop.clock.advance(by: .milliseconds(20))
            timed { loop.feed(report) }
        }
        var frames = 0
        while loop.isAnimating, frames < 600 {
            loop.clock.advance(by: .nanoseconds(16_666_667))
            timed { loop.drawIfDue() }
            frames += 1
        }
        loop.clock.advance(by: .milliseconds(100))
        timed { loop.drawIfDue() }
    }
    var samples: [Double] = []
    for run in 0...runs {
        cpu = 0
        for _ in 0..<gestures { gesture() }
        if run > 0 { samples.append(cpu / Double(gestures * reports.count)) }
    }
    return median(samples) / 1000
}
