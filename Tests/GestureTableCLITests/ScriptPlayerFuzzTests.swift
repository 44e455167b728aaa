import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI
import TestSupport

/// Random mutations of every script in `Examples/scripts`, played through ``ScriptPlayer``:
/// every run ends with exit status 0, 1 or 2 and a well-formed diagnostic, never with a crash,
/// and in bounded time (the player jumps the clock while nothing moves, so `wait 86400s` costs
/// no more than `wait 1s`).
///
/// Replay a failure with `GESTURE_TABLE_FUZZ_SEED=<seed> swift test --filter ScriptPlayerFuzzTests`;
/// run longer with `GESTURE_TABLE_FUZZ_ITERATIONS=<n>` (mutants per script and seed; default 50,
/// so 3,200 plays); with `GESTURE_TABLE_FUZZ_LOG=<path>` each mutant is written to the file
/// before it plays, so that a crash leaves its input behind.
@Suite("Script player fuzzing")
struct ScriptPlayerFuzzTests {
    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return [11, 0xF00D, 0x5C41_9700, 0xE1A57_1C]
    }

    /// `GESTURE_TABLE_FUZZ_LOG=<path>`: each mutant is written there before it plays.
    static var logPath: String? {
        ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_LOG"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var iterations: Int {
        ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_ITERATIONS"].flatMap(Int.init).map { max(1, $0) } ?? 50
    }

    /// The example scripts, by name.
    static let examples: [(name: String, text: String)] = exampleScriptNames().compactMap { name in
        let path = exampleScriptsDirectory.appendingPathComponent(name).path
        return (try? String(contentsOfFile: path, encoding: .utf8)).map { (name, $0) }
    }

    /// Words to put where a command or an argument was.
    static let words = ScriptParser.commandNames + ScriptParser.expectationNames + [
        "first-left", "second-left", "first-right", "second-right", "left", "right", "none", "on", "off",
        "velocity", "do", "only", "fraction", "color", "icon", "push", "delete", "replace", "push-and-delete",
        "line", "content", "within", "from", "row", "event", "fade", "flick-velocity", "closes-on-scroll",
        "insert", "update", "action-failed", "lift", "move",
        "section", "title", "section-insert", "section-move", "section-delete", "section-update",
    ]

    /// Numbers to put where a number was: edges, signs, huge, tiny, malformed.
    static let numbers = [
        "0", "-0", "1", "-1", "2", "-2", "0.3", "-0.8", "1.0000001", "2.0", "-2.01", "99999", "2147483647",
        "2147483648", "-99999999999999999999", "1e3", "0x10", ".5", "5.", "1..2", "+1", "NaN", "inf",
        "0ms", "1ms", "86400s", "86401s", "99999s", "1.5s", "300ms", "0.0000000001s", "999999999999ms",
        "200x60", "1x1", "0x0", "1001x5", "60x16", "-5x5",
    ]

    /// Bytes that matter to a tokenizer, and some that should never appear in a script.
    static let insertions = ["\"", "\\", "#", " ", "\t", "\n", "\r", "\u{0}", "\u{1B}[2J", "\u{FEFF}", "é", "👍🏽", "\u{2028}", ",", "\u{7F}"]

    /// One random change to the lines of a script.
    static func mutate(_ lines: inout [String], using random: inout SplitMix64) {
        guard !lines.isEmpty else {
            lines.append(words.randomElement(using: &random) ?? "frame")
            return
        }
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:  // Delete a line.
            lines.remove(at: index)
        case 1:  // Duplicate a line, here or elsewhere, a few times.
            let copies = Int.random(in: 1...4, using: &random)
            let target = Int.random(in: 0...lines.count, using: &random)
            lines.insert(contentsOf: repeatElement(lines[index], count: copies), at: target)
        case 2:  // Swap two lines.
            lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
        case 3, 4:  // Change a number.
            lines[index] = flipNumber(in: lines[index], using: &random)
        case 5:  // Truncate the script, or a line.
            if Bool.random(using: &random) {
                lines.removeSubrange(index...)
            } else {
                let characters = Array(lines[index])
                lines[index] = String(characters.prefix(Int.random(in: 0...characters.count, using: &random)))
            }
        case 6:  // Insert random bytes, or a tricky character.
            var characters = Array(lines[index])
            let position = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random), let insertion = insertions.randomElement(using: &random) {
                characters.insert(contentsOf: insertion, at: position)
            } else {
                let bytes = (0..<Int.random(in: 1...6, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                characters.insert(contentsOf: String(decoding: bytes, as: UTF8.self), at: position)
            }
            lines[index] = String(characters)
        case 7:  // Swap the command for another.
            var tokens = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            if let word = words.randomElement(using: &random), !tokens.isEmpty {
                tokens[0] = word
            }
            lines[index] = tokens.joined(separator: " ")
        default:  // Swap an argument for a word.
            var tokens = lines[index].split(separator: " ").map(String.init)
            if tokens.count > 1, let word = (words + numbers).randomElement(using: &random) {
                tokens[Int.random(in: 1..<tokens.count, using: &random)] = word
            }
            lines[index] = tokens.joined(separator: " ")
        }
    }

    /// `line` with one of its numbers replaced by another, or negated, or scaled.
    static func flipNumber(in line: String, using random: inout SplitMix64) -> String {
        var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let numeric = tokens.indices.filter { tokens[$0].first.map { $0.isNumber || $0 == "-" } ?? false }
        guard let index = numeric.randomElement(using: &random) else { return line }
        let token = tokens[index]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: tokens[index] = token.hasPrefix("-") ? String(token.dropFirst()) : "-" + token
        case 1: tokens[index] = token.replacingOccurrences(of: ".", with: "") + "0"
        case 2: tokens[index] = token + "9999"
        default: tokens[index] = numbers.randomElement(using: &random) ?? "0"
        }
        return tokens.joined(separator: " ")
    }

    /// Plays `text` and checks how it ended; returns the issue found, if any.
    static func check(_ text: String) -> String? {
        var output = ""
        let result = ScriptPlayer().play(text, fileName: "fuzz.gts", to: &output)
        switch result.exitStatus {
        case 0:
            if result.diagnostic != nil { return "status 0 with a diagnostic" }
        case 1:
            guard let diagnostic = result.diagnostic, diagnostic.hasPrefix("fuzz.gts:"),
                  diagnostic.contains(": expectation failed: ")
            else { return "status 1 with diagnostic \(result.diagnostic.debugDescription)" }
        case 2:
            guard let diagnostic = result.diagnostic, diagnostic.hasPrefix("fuzz.gts:"), diagnostic.contains(": error: ")
            else { return "status 2 with diagnostic \(result.diagnostic.debugDescription)" }
        default:
            return "exit status \(result.exitStatus)"
        }
        if let diagnostic = result.diagnostic,
           diagnostic.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return "control character in the diagnostic \(diagnostic.debugDescription)"
        }
        return nil
    }

    /// Scripts that once played too slowly or crashed, kept as they were found, with the exit
    /// status they must end with now.
    static let regressions: [(name: String, status: Int32, text: String)] = [
        // Seed 236607260 with 1,500 mutants per script: `frame` trapped (index out of range)
        // drawing a lifted row after rows above it were deleted.
        ("delete above a lifted row, then draw", 0, """
            size 60x4
            row "a"
            row "b"
            row "c"
            row "d"
            longpress 3
            delete 0
            frame
            drop
            expect rows "b" "c" "d"
            """),
        ("delete the lifted row, then draw and drop", 2, """
            size 60x4
            row "a"
            row "b"
            row "c"
            longpress 2
            delete 0
            delete 1
            frame
            drop
            """),
        ("insert above a lifted row, then cancel", 0, """
            size 60x6
            row "a"
            row "b"
            row "c"
            longpress 2
            insert 0 "new"
            move 0
            cancel
            expect rows "new" "a" "b" "c"
            """),
        // `wait` stepped through a day-long animation in 16 ms frames: 5.4 million ticks.
        ("day-long push-and-delete", 0, """
            size 60x4
            row "a"
            row "b"
            set animation-duration 86400s
            action first-left fraction 0.3 do push-and-delete
            swipe 0 0.5
            wait 86400s
            expect count 1
            """),
        ("day-long replace with bounce", 0, """
            size 60x4
            row "a"
            row "b"
            set animation-duration 86400s
            set bounce on
            swipe 0 0.2
            wait 86400s
            wait 86400s
            expect offset 0 0
            """),
        // Holding a lifted row in the bottom zone for a day: autoscroll ends with the content.
        ("day-long hold at the edge", 0, """
            size 60x4
            row "a"
            row "b"
            row "c"
            row "d"
            row "e"
            row "f"
            set long-press 100ms
            longpress 0
            move 5
            hold 86400s
            drop
            expect count 6
            """),
    ]

    @Test("Scripts that once failed", arguments: regressions.map(\.name))
    func regression(name: String) {
        guard let regression = Self.regressions.first(where: { $0.name == name }) else { return }
        let text = regression.text
        var output = ""
        var result: PlaybackResult?
        let elapsed = ContinuousClock().measure {
            result = ScriptPlayer().play(text, fileName: "fuzz.gts", to: &output)
        }
        #expect(result?.exitStatus == regression.status, "\(result?.diagnostic ?? "")")
        #expect(elapsed < Self.playTimeLimit, "took \(elapsed)")
    }

    /// The longest one play may take: far more than any mutant needs (a few milliseconds in a
    /// debug build), far less than a hang.
    static let playTimeLimit = Duration.seconds(2)

    @Test("Mutated example scripts end with 0, 1 or 2, quickly", arguments: seeds)
    func mutatedExamples(seed: UInt64) {
        print("ScriptPlayerFuzzTests.mutatedExamples seed: \(seed), \(Self.iterations) mutants per script")
        var random = SplitMix64(seed: seed)
        let clock = ContinuousClock()
        var slowest: (Duration, String) = (.zero, "")
        for example in Self.examples {
            let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for iteration in 0..<Self.iterations {
                var mutant = lines
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    Self.mutate(&mutant, using: &random)
                }
                let text = mutant.joined(separator: "\n")
                if let logPath = Self.logPath {
                    // A crash takes the test process down: the file keeps the input that did it.
                    try? text.write(toFile: logPath, atomically: false, encoding: .utf8)
                }
                var issue: String?
                let elapsed = clock.measure { issue = Self.check(text) }
                if elapsed > slowest.0 { slowest = (elapsed, text) }
                if let issue {
                    Issue.record("seed \(seed), \(example.name) mutant \(iteration): \(issue)\n\(text.debugDescription)")
                    return
                }
            }
        }
        #expect(
            slowest.0 < Self.playTimeLimit,
            "seed \(seed): a mutant took \(slowest.0):\n\(slowest.1.debugDescription)")
    }
}
