#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import GestureScript
import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// `gesture-table demo --record FILE.gts`: a session driven through the demo's own input path
/// is written as a script whose replay ends with the same rows and emits the same events.
@Suite("Recording a demo session")
struct SessionRecordingTests {
    /// A demo on a virtual clock that records itself and keeps the table's events.
    final class RecordedDemo: @unchecked Sendable {
        let driver: DemoDriver
        var events: [String] = []

        init(columns: Int = 80, lines: Int = 24) throws {
            driver = try DemoDriver(columns: columns, lines: lines)
            driver.model.startRecording()
            let demoHandler = driver.model.table.onEvent
            driver.model.table.onEvent = { [unowned self] event in
                demoHandler?(event)
                self.events.append(Self.describe(event))
            }
        }

        /// An event as the player's `--trace` names it, without its time.
        static func describe(_ event: TableEvent<InboxMessage.ID>) -> String {
            var text = event.kind.rawValue
            if let slot = event.slot { text += " " + slot.scriptName }
            if let index = event.index { text += " row \(index)" }
            if let from = event.sourceIndex { text += " from \(from)" }
            if event.kind == .announce, let announcement = event.message { text += ": " + announcement }
            // The demo's table has sections: `--trace` adds each event's index path.
            if let path = event.indexPath {
                text += "  (section \(path.section) row \(path.row)"
                if let source = event.sourceIndexPath { text += ", from section \(source.section) row \(source.row)" }
                text += ")"
            }
            return text
        }

        var script: String {
            driver.model.recorder?.finish(model: driver.model, at: driver.clock.now) ?? ""
        }

        /// Presses a screen line, drags one cell every `step` ms to `end`, and lets go.
        func swipe(line: Int, from start: Int, to end: Int, step: Int = 10, rest: Int = 0) {
            driver.mouse(.press, column: start, line: line)
            for column in stride(from: start, through: end, by: end < start ? -1 : 1) where column != start {
                driver.advance(step)
                driver.mouse(.drag, column: column, line: line)
            }
            driver.advance(rest)
            driver.mouse(.release, column: end, line: line)
        }

        /// Waits as the demo's loop does: a tick every 16 ms frame, and one at each deadline
        /// (a long press is due) in between.
        func idle(_ milliseconds: Int) {
            let end = driver.clock.now + .milliseconds(milliseconds)
            while driver.clock.now < end {
                var step = min(Duration.milliseconds(16), end - driver.clock.now)
                if let deadline = driver.model.table.nextDeadline, deadline > driver.clock.now {
                    step = min(step, deadline - driver.clock.now)
                }
                driver.clock.advance(by: step)
                driver.model.table.tick()
            }
        }
    }

    /// The trace of a script's replay: each event without its time.
    static func replayEvents(_ script: String) -> (status: Int32, diagnostic: String?, events: [String]) {
        let (result, output) = playScript(script, options: PlaybackOptions(tracesEvents: true))
        let events = output.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard let gap = trimmed.range(of: "s  ") else { return nil }
            let time = trimmed[..<gap.lowerBound]
            guard !time.isEmpty, time.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
            return String(trimmed[gap.upperBound...])
        }
        return (result.exitStatus, result.diagnostic, events)
    }

    @Test("A session of swipes, a flick, a reorder, keys, the wheel, a pan and undo replays exactly")
    func roundTrip() throws {
        let demo = try RecordedDemo()
        demo.idle(300)
        // Screen line 1 is the "Today" header; row r of Today is on lines 2 + 2r and 3 + 2r.
        // Archive row 2 (its first line, screen line 6) with a slow drag left past 12 %.
        demo.swipe(line: 6, from: 60, to: 45, step: 12)
        demo.idle(500)
        // Snooze row 0 (a long drag right past 30 %) on its second line: it comes back at the end.
        demo.swipe(line: 3, from: 20, to: 50, step: 8)
        demo.idle(600)
        // A quick flick left on line 4: not past 12 %, but fast.
        demo.swipe(line: 4, from: 50, to: 44, step: 4)
        demo.idle(600)
        // Hold line 8 still to lift its row, drag it down five lines, drop.
        demo.driver.mouse(.press, column: 30, line: 8)
        demo.idle(560)
        for line in 9...13 {
            demo.driver.advance(40)
            demo.driver.mouse(.drag, column: 30, line: line)
        }
        demo.idle(100)
        demo.driver.mouse(.release, column: 30, line: 13)
        demo.idle(400)
        // Keys: select down twice, step left (to Archive) twice (to Delete), Escape; step right
        // once (Mark read) and Enter; lift with Space, move down two, Enter drops.
        demo.driver.key(.down)
        demo.driver.key(.down)
        demo.driver.key(.left)
        demo.idle(50)
        demo.driver.key(.left)
        demo.idle(50)
        demo.driver.key(.escape)
        demo.idle(400)
        demo.driver.key(.right)
        demo.idle(100)
        demo.driver.key(.enter)
        demo.idle(400)
        demo.driver.key(.character(" "))
        demo.driver.key(.down)
        demo.driver.key(.down)
        demo.driver.key(.enter)
        demo.idle(300)
        // The wheel, a vertical drag of the list, then undo twice.
        demo.driver.send(.mouse(MouseEvent(kind: .wheelDown, button: .none, column: 10, row: 10)))
        demo.idle(100)
        demo.driver.mouse(.press, column: 10, line: 8)
        for line in [7, 6, 5] {
            demo.driver.advance(30)
            demo.driver.mouse(.drag, column: 10, line: line)
        }
        demo.driver.mouse(.release, column: 10, line: 5)
        demo.idle(200)
        demo.driver.key(.character("u"))
        demo.idle(400)
        demo.driver.key(.character("u"))
        demo.idle(400)

        let script = demo.script
        for command in ["drag line 5 0", "release velocity", "drag line 7 0\nwait 600ms\nmove line 8", "move line 12", "drop",
                        "step ", "cancel", "lift ", "move-by 1", "scroll 3", "drag line 7 0\nwait 30ms\nmove line 6",
                        "undo", "do snooze"] {
            #expect(script.contains(command), "no '\(command)' in\n\(script)")
        }
        let replay = Self.replayEvents(script)
        #expect(replay.status == 0, "\(replay.diagnostic ?? "")\n\(script)")
        #expect(replay.events == demo.events, "\(script)")
        #expect(script.hasSuffix("expect rows " + demo.driver.subjects.map(ScriptPlayback.quoted).joined(separator: " ") + "\n"))
    }

    @Test("The waits are the real ones, to the millisecond; pointer moves take no time of their own")
    func waits() throws {
        let demo = try RecordedDemo()
        demo.idle(1000)
        demo.swipe(line: 3, from: 40, to: 37, step: 20)
        let script = demo.script
        #expect(script.contains("set pointer-step 0ms\n"))
        #expect(script.contains(
            "wait 1000ms\ndrag line 2 0\nwait 20ms\ndrag -0.0125\nwait 20ms\ndrag -0.025\nwait 20ms\ndrag -0.0375\nrelease"),
                "\(script)")
    }

    @Test("The script lists each section before its two-line rows, and a keyboard move across a header as one place")
    func sectionedScript() throws {
        let demo = try RecordedDemo()
        demo.driver.model.recognizer.selectRow(at: 7)
        demo.driver.key(.character(" "))
        demo.driver.key(.down)
        demo.driver.key(.character(" "))
        let script = demo.script
        #expect(script.contains("section \"Today\"\nrow \"Notes on the Analytical Engine\" \"Ada Lovelace\" height 2\n"))
        #expect(script.contains("row \"Reflections on trusting trust\" \"Ken Thompson\" height 2\nsection \"Yesterday\"\n"))
        #expect(script.contains("section \"Earlier\"\nrow \"A new language for the platform\" \"Chris Lattner\" height 2\n"))
        #expect(script.contains("lift 7\n"))
        #expect(script.contains("move-by 1\n"), "the row kept its flat index but moved into Yesterday")
        #expect(try demo.driver.model.table.indexPath(forRowAt: 7) == TableIndexPath(row: 0, section: 1))
    }

    @Test("The script declares the demo's own actions: each slot's fraction, color, icon and title")
    func actions() throws {
        let demo = try RecordedDemo()
        let declared = try ScriptParser.parse(demo.script, fileName: "t.gts").commands.compactMap { command in
            if case .setup(.action(let action)) = command.value { action } else { nil }
        }
        let actions = demo.driver.model.unreadRowActions
        #expect(declared.map(\.slot.value) == [.firstLeft, .secondLeft, .firstRight, .secondRight])
        for action in declared {
            let shown = try #require(actions[action.slot.value])
            #expect(action.fraction?.value == shown.fraction)
            #expect(action.color?.value.actionColor == shown.color)
            #expect(action.icon?.value == shown.icon)
            #expect(action.title?.value == shown.title)
        }
        #expect(declared.map(\.operation.value) == [.replace, .snooze, .pushAndDelete, .delete])
    }

    @Test("A pause longer than a day is written as waits of at most a day, which play")
    func longPause() throws {
        let demo = try RecordedDemo()
        demo.driver.advance(200_000_000)  // 55.5 hours
        demo.swipe(line: 2, from: 30, to: 10)
        let script = demo.script
        #expect(script.contains("wait 86400000ms\nwait 86400000ms\nwait 27200000ms\ndrag line 1 0\n"), "\(script)")
        let replay = Self.replayEvents(script)
        #expect(replay.status == 0, "\(replay.diagnostic ?? "")")
        #expect(replay.events == demo.events)
    }

    @Test("A press and release with no move is written as a press and a release, and replays")
    func tap() throws {
        let demo = try RecordedDemo()
        demo.driver.mouse(.press, column: 10, line: 2)
        demo.idle(100)
        demo.driver.mouse(.release, column: 10, line: 2)
        #expect(demo.script.contains("drag line 1 0\nwait 100ms\nrelease\n"), "\(demo.script)")
        #expect(Self.replayEvents(demo.script).status == 0)
    }

    @Test("A resize is written as a size command")
    func resize() throws {
        let demo = try RecordedDemo()
        demo.driver.model.resize(columns: 60, lines: 12)
        demo.swipe(line: 2, from: 30, to: 10)
        demo.idle(600)
        #expect(demo.script.contains("size 60x9\n"))
        let replay = Self.replayEvents(demo.script)
        #expect(replay.status == 0, "\(replay.diagnostic ?? "")")
        #expect(replay.events == demo.events)
    }

    @Test("demo --record in a pseudo-terminal writes a script that 'play' replays with status 0; an existing file is kept")
    func pseudoTerminal() throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates))")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.gts").path

        let demo = try DemoProcess(executable: executable, arguments: ["demo", "--record", path])
        #expect(demo.read(until: "Inbox"))
        let beforeDrag = demo.output.count
        // Input goes in as fast as it can be written: the demo handles it in order, and the
        // recording keeps whatever waits there were; nothing here waits on the clock.
        demo.type("\u{1B}[<0;60;4M")
        for column in stride(from: 58, through: 30, by: -2) { demo.type("\u{1B}[<32;\(column);4M") }
        demo.type("\u{1B}[<0;30;4m")
        #expect(demo.read(until: "· Undo", from: beforeDrag), "the drag did nothing")
        let beforeKeys = demo.output.count
        demo.type("\u{1B}[B\u{1B}[D\r")
        #expect(demo.read(until: "· Undo", from: beforeKeys), "the keys archived nothing")
        demo.type("q")
        #expect(demo.waitForExit(seconds: 30))
        #expect(demo.status.map { ($0 >> 8) & 0xFF } == 0)

        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("drag line 2 0"), "\(script)")
        #expect(script.contains("step "), "\(script)")
        let played = try CommandProcess.run(["play", path], output: .pipe(readingAtMost: 1 << 20))
        #expect(played.exitStatus == 0, "\(played.errors)\n\(script)")

        // The file exists now: a second recording refuses it and leaves it alone.
        let again = try CommandProcess.run(["demo", "--record", path], output: .pipe(readingAtMost: 4096))
        #expect(again.exitStatus == 2)
        #expect(again.errors.contains("already exists; add --force to replace it"), "\(again.errors)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == script)
    }
}
