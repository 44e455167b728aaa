import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI
import TestSupport

/// Random mutations of a valid script, and random text, never crash the
/// parser: each either parses or throws a located ``ScriptError``.
///
/// Replay a failure with `GESTURE_TABLE_FUZZ_SEED=<seed> swift test --filter ScriptFuzzTests`.
@Suite("Script parser fuzzing")
struct ScriptFuzzTests {
    static let validScript = #"""
        # Mailbox demo
        size 60x16
        row "Inbox" "3 unread"
        row "Say \"hi\"" # greeting
        placeholder "No mail" "Swipe to refresh"
        action first-left fraction 0.3 color green icon "✓" do push
        action second-left fraction 0.7 color red icon "✕" do push-and-delete only 0, 1
        action first-right do replace
        reveal right
        set animation-duration 250ms
        set bounce off
        set long-press 0.5s
        set flick on
        swipe 0 0.5 velocity -4
        drag 1 0.25
        drag -0.1
        release velocity 3.5
        cancel
        longpress 1
        move 0
        hold 1.5s
        drop
        tap 0 right 1
        scroll -3
        wait 300ms
        insert 0 "New"
        delete 1
        undo
        rtl on
        frame
        expect rows "New" "Inbox"
        expect count 2
        expect not-empty
        expect highlighted none
        expect event trigger first-left row 0
        expect offset 0 -0.3
        expect open 0 left
        """#

    /// Characters that tend to matter to a tokenizer.
    static let alphabet: [Character] = Array(#"ax0123456789.-+,#"\ms "#) + [
        "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{FEFF}", "é", "👍🏽", "\u{301}", "漢", "\u{2028}",
    ]

    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["GESTURE_TABLE_FUZZ_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return [1, 2, 3, 0xC0FFEE]
    }

    @Test("The valid script parses")
    func validScriptParses() throws {
        let script = try ScriptParser.parse(Self.validScript, fileName: "fuzz.gts")
        #expect(script.commands.count == 36)
    }

    @Test("Mutated scripts parse or fail with a located error", arguments: seeds)
    func mutations(seed: UInt64) {
        print("ScriptFuzzTests.mutations seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let original = Array(Self.validScript)
        for _ in 0..<400 {
            var characters = original
            for _ in 0...Int.random(in: 0..<6, using: &random) {
                mutate(&characters, using: &random)
            }
            check(String(characters), seed: seed)
        }
    }

    @Test("Random text parses or fails with a located error", arguments: seeds)
    func randomText(seed: UInt64) {
        print("ScriptFuzzTests.randomText seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let words = ScriptParser.commandNames + ScriptParser.expectationNames + ScriptSlot.allCases.map(\.scriptName)
            + ["velocity", "do", "only", "fraction", "color", "icon", "row", "none", "on", "off", "1", "-0.5", "2s"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<40, using: &random) {
                if Bool.random(using: &random), let word = words.randomElement(using: &random) {
                    text += word
                } else if let character = Self.alphabet.randomElement(using: &random) {
                    text.append(character)
                }
                if Int.random(in: 0..<3, using: &random) == 0 { text += " " }
            }
            check(text, seed: seed)
        }
    }

    private func mutate(_ characters: inout [Character], using random: inout SplitMix64) {
        guard !characters.isEmpty, let inserted = Self.alphabet.randomElement(using: &random) else { return }
        let position = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            characters.remove(at: position)
        case 1:
            characters.insert(inserted, at: position)
        case 2:
            characters[position] = inserted
        case 3:
            let end = min(characters.count, position + Int.random(in: 1..<12, using: &random))
            let chunk = characters[position..<end]
            characters.insert(contentsOf: chunk, at: Int.random(in: 0...characters.count, using: &random))
        default:
            characters.removeSubrange(position..<min(characters.count, position + Int.random(in: 1..<8, using: &random)))
        }
    }

    private func check(_ text: String, seed: UInt64) {
        do {
            let script = try ScriptParser.parse(text, fileName: "fuzz.gts")
            #expect(script.commands.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        } catch {
            let lineCount = text.split(omittingEmptySubsequences: false) { $0.isNewline }.count
            let isLocated = error.location.line >= 1 && error.location.line <= lineCount && error.location.column >= 1
            #expect(isLocated, "seed \(seed): \(error) in \(text.debugDescription)")
            #expect(error.description.hasPrefix("fuzz.gts:\(error.location.line):\(error.location.column): error: "))
            #expect(!error.message.isEmpty)
            let hasControl = error.description.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0 == "\u{2028}"
            }
            #expect(!hasControl, "seed \(seed): \(error.description.debugDescription)")
        }
    }
}
