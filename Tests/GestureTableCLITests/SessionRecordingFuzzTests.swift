import Foundation
import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI
import TestSupport

/// Random demo sessions (presses, drags, releases, the wheel, keys, undo, pauses), recorded
/// through the demo's own input path: every recording replays with status 0, the same events
/// in the same order and the same final rows.
///
/// Replay a failure with `GESTURE_TABLE_FUZZ_SEED=<seed> swift test --filter SessionRecordingFuzzTests`;
/// with `GESTURE_TABLE_FUZZ_LOG=<path>` each seed's script is written to `<path>.<seed>.gts`, and the demo's events beside it;
/// `GESTURE_TABLE_FUZZ_SEEDS=<n>` runs seeds 1 to n.
@Suite("Recording fuzzing")
struct SessionRecordingFuzzTests {
    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        if let text = ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_SEEDS"], let count = UInt64(text), count > 0 {
            return Array(1...count)
        }
        return Array(1...24)
    }

    /// One random input, or a pause, on an 80x24 demo (table lines 1 to 21).
    static func step(_ demo: SessionRecordingTests.RecordedDemo, using random: inout SplitMix64) {
        let driver = demo.driver
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1, 2:
            // A horizontal drag, slow or fast, sometimes past both fractions, released or not.
            let line = Int.random(in: 1...21, using: &random)
            let start = Int.random(in: 5...75, using: &random)
            let end = min(79, max(0, start + Int.random(in: -40...40, using: &random)))
            let step = Int.random(in: 2...30, using: &random)
            driver.mouse(.press, column: start, line: line)
            for column in stride(from: start, through: end, by: end < start ? -1 : 1) where column != start {
                driver.advance(step)
                driver.mouse(.drag, column: column, line: line)
            }
            driver.advance(Int.random(in: 0...150, using: &random))
            if Int.random(in: 0..<8, using: &random) == 0 {
                driver.key(.escape)
            } else {
                driver.mouse(.release, column: end, line: line)
            }
        case 3:
            // A long press, then a vertical drag (a reorder), maybe past an edge.
            let line = Int.random(in: 1...21, using: &random)
            driver.mouse(.press, column: 20, line: line)
            demo.idle(Int.random(in: 300...800, using: &random))
            var current = line
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                current = min(23, max(0, current + Int.random(in: -3...3, using: &random)))
                driver.advance(Int.random(in: 10...120, using: &random))
                driver.mouse(.drag, column: 20, line: current)
            }
            demo.idle(Int.random(in: 0...400, using: &random))
            driver.mouse(.release, column: 20, line: current)
        case 4:
            // A vertical drag that scrolls.
            let line = Int.random(in: 1...21, using: &random)
            driver.mouse(.press, column: 30, line: line)
            var current = line
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                current = min(21, max(1, current + Int.random(in: -2...2, using: &random)))
                driver.advance(Int.random(in: 10...60, using: &random))
                driver.mouse(.drag, column: 30, line: current)
            }
            driver.mouse(.release, column: 30, line: current)
        case 5:
            // A tap.
            let line = Int.random(in: 0...23, using: &random)
            driver.mouse(.press, column: Int.random(in: 0...79, using: &random), line: line)
            driver.advance(Int.random(in: 0...100, using: &random))
            driver.mouse(.release, column: 40, line: line)
        case 6:
            driver.send(.mouse(MouseEvent(
                kind: Bool.random(using: &random) ? .wheelUp : .wheelDown, button: .none, column: 10, row: 10)))
        case 7, 8, 9:
            let keys: [TerminalKey] = [
                .up, .down, .left, .right, .enter, .escape, .character(" "), .character("u"), .pageDown, .home, .end,
                .character("h"), .character("l"), .character("m"),
            ]
            if let key = keys.randomElement(using: &random) { driver.key(key) }
        default:
            demo.idle(Int.random(in: 0...700, using: &random))
        }
    }

    @Test("A random session replays with status 0, the same events and the same rows", arguments: seeds)
    func randomSession(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let demo = try SessionRecordingTests.RecordedDemo()
        for _ in 0..<40 { Self.step(demo, using: &random) }
        demo.idle(1000)
        let script = demo.script
        if let base = ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_LOG"], !base.isEmpty {
            // One file per seed: the seeds run in parallel.
            let path = "\(base).\(seed).gts"
            try? script.write(toFile: path, atomically: true, encoding: .utf8)
            try? demo.events.joined(separator: "\n").write(toFile: path + ".events", atomically: true, encoding: .utf8)
        }
        let replay = SessionRecordingTests.replayEvents(script)
        #expect(replay.status == 0, "seed \(seed): \(replay.diagnostic ?? "")\n\(script)")
        if replay.events != demo.events {
            let firstDifference = zip(replay.events, demo.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(replay.events.count, demo.events.count)
            Issue.record("""
                seed \(seed): events differ at \(firstDifference): \
                replay \(Array(replay.events.dropFirst(firstDifference).prefix(4))), \
                demo \(Array(demo.events.dropFirst(firstDifference).prefix(4)))
                \(script)
                """)
        }
    }
}
