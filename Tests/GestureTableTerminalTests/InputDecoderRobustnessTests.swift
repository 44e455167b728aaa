import Testing
@testable import GestureTableTerminal
import TestSupport

/// Random and adversarial bytes: the decoder never traps, never loops,
/// keeps a bounded tail, recovers, and runs in linear time.
@Suite("InputDecoder robustness")
struct InputDecoderRobustnessTests {
    /// Bytes that build escape sequences, so that random input often looks
    /// almost right.
    static let alphabet: [UInt8] = Array("\u{1B}[<;:~MmO0123456789ABCDHFZ?$".utf8)
        + [0x00, 0x03, 0x0D, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF]

    static func randomBytes(count: Int, using generator: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            Bool.random(using: &generator)
                ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test("random bytes in random pieces never trap and the decoder recovers", arguments: 1...8)
    func randomBytesNeverTrap(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<50 {
            var decoder = InputDecoder()
            var bytes = Self.randomBytes(count: Int.random(in: 0...2_000, using: &generator), using: &generator)
            if Bool.random(using: &generator) {
                bytes.insert(contentsOf: Array("\u{1B}[200~".utf8), at: Int.random(in: 0...bytes.count, using: &generator))
            }
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
                _ = decoder.feed(bytes[start..<end])
                #expect(decoder.sequence.count <= InputDecoder.maximumSequenceLength)
                start = end
            }
            _ = decoder.flush()
            // End any paste that random bytes began; outside a paste this is skipped.
            let events = decoder.feed(Array("\u{1B}[201~z".utf8))
            #expect(events.last == .key(.character("z")))
            #expect(!decoder.hasPendingSequence)
        }
    }

    @Test(
        "known parser killers are skipped",
        arguments: [
            "\u{1B}[<0;0;0M", "\u{1B}[::::::::x\u{1B}", "\u{1B}[<;;M", "\u{1B}[<-1;-1;-1M",
            "\u{1B}[;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;~", "\u{1B}[<4294967296;4294967296;4294967296M",
            "\u{1B}[M", "\u{1B}O\u{1B}O", "\u{1B}[\u{1B}[\u{1B}[",
        ])
    func knownKillersAreHandled(_ input: String) {
        var decoder = InputDecoder()
        _ = decoder.feed(Array(input.utf8))
        _ = decoder.flush()
        #expect(decoder.feed(Array("z".utf8)) == [.key(.character("z"))])
    }

    /// Linear time without a stopwatch: between feeds the decoder holds at most one escape
    /// sequence's worth of bytes (and a paste's chunk), so no byte is scanned again and again
    /// however long the input. (Timing belongs to the benchmark, where noise is measured.)
    @Test func holdsABoundedTailBetweenFeedsOfMegabytes() {
        var generator = SplitMix64(seed: 42)
        let random = Self.randomBytes(count: 1 << 18, using: &generator)
        let overlong = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: ";"), count: 1 << 18)
        let mouse = Array(String(repeating: "\u{1B}[<32;120;40M", count: 1 << 14).utf8)
        for bytes in [random, overlong, mouse] {
            var decoder = InputDecoder()
            var events = 0
            var start = 0
            while start < bytes.count {
                events += decoder.feed(bytes[start..<min(bytes.count, start + 4096)]).count
                start += 4096
                #expect(decoder.sequence.count <= InputDecoder.maximumSequenceLength)
                #expect(decoder.pastedBytes.count <= InputDecoder.maximumPasteChunk)
            }
            if bytes == mouse { #expect(events == 1 << 14) }
        }
    }
}
