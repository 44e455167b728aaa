#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import GestureTableTerminal
import TestSupport

/// Fuzzing of ``InputDecoder`` beyond `InputDecoderRobustnessTests` (which checks that random
/// bytes never trap and that the tail stays bounded) and `InputDecoderTests` (every split of
/// each known sequence on its own):
/// - every event is well formed, whatever the bytes;
/// - how the bytes are cut into reads never changes what they mean;
/// - a stream of valid sequences decodes the same cut at any one or two points, and after any
///   garbage the decoder finds its feet again;
/// - the work done grows linearly with the input, counted, for adversarial inputs.
///
/// Replay a failure with `GESTURE_TABLE_FUZZ_SEED=<seed> swift test --filter InputDecoderFuzzTests`;
/// run longer with `GESTURE_TABLE_FUZZ_ITERATIONS=<n>` (default 200 inputs per seed).
@Suite("InputDecoder fuzzing")
struct InputDecoderFuzzTests {
    static var seeds: [UInt64] {
        if let text = getenv("GESTURE_TABLE_FUZZ_SEED").map({ String(cString: $0) }), let seed = UInt64(text) {
            return [seed]
        }
        return [7, 0xDEC0DE, 0x5EED_0001, 0xBADC0FFEE]
    }

    static var iterations: Int {
        getenv("GESTURE_TABLE_FUZZ_ITERATIONS").flatMap { Int(String(cString: $0)) }.map { max(1, $0) } ?? 200
    }

    /// Byte strings that are, or nearly are, escape sequences and UTF-8: random input built from
    /// them reaches deep into the state machine.
    static let fragments: [[UInt8]] = [
        "\u{1B}", "\u{1B}[", "\u{1B}[<", "\u{1B}O", "\u{1B}[M", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[20",
        "\u{1B}[<0;10;5M", "\u{1B}[<32;", "\u{1B}[<64;1;1m", "\u{1B}[1;5A", "\u{1B}[3~", "\u{1B}OB",
        ";", ":", "~", "M", "m", "0", "9", "99999999999", "a", "é", "😀", "👍🏽", "\u{301}", "\r\n", "\u{7F}",
    ].map { Array($0.utf8) } + [[0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0xFF], [0x00], [0x03], [0xC2, 0x9B]]

    /// Random input: fragments and raw bytes.
    static func randomInput(count: Int, using random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            if Bool.random(using: &random) {
                bytes += fragments[Int.random(in: 0..<fragments.count, using: &random)]
            } else {
                bytes.append(UInt8.random(in: 0...255, using: &random))
            }
        }
        return bytes
    }

    // MARK: - Properties

    /// Problems with one event, or `nil` when it is well formed: positions are not negative,
    /// printable characters hold no control characters (those arrive as control keys), control
    /// keys name a byte, extra buttons are 8 to 11, modifiers are known ones.
    static func problem(with event: InputEvent) -> String? {
        switch event {
        case .mouse(let mouse):
            if mouse.column < 0 || mouse.row < 0 { return "negative position \(mouse)" }
            if case .other(let number) = mouse.button, !(8...11).contains(number) { return "button \(number)" }
            if mouse.modifiers.rawValue & ~0b111 != 0 { return "unknown modifiers \(mouse.modifiers.rawValue)" }
        case .key(let key, let modifiers):
            if modifiers.rawValue & ~0b111 != 0 { return "unknown modifiers \(modifiers.rawValue)" }
            switch key {
            case .character(let character):
                if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    return "control character in a printable key: \(String(character).debugDescription)"
                }
            case .control(let character):
                if !"abcdefghijklmnopqrstuvwxyz \\]^_".contains(character) {
                    return "control key \(String(character).debugDescription)"
                }
            default:
                break
            }
        case .paste, .unterminatedPaste:
            break
        }
        return nil
    }

    /// The events with characters taken apart into one key per scalar, and consecutive pastes
    /// joined: how reads group characters into clusters, or cut a long paste into chunks, is
    /// all that may depend on where the input was cut.
    static func normalized(_ events: [InputEvent]) -> [InputEvent] {
        var result: [InputEvent] = []
        for event in events {
            switch event {
            case .key(.character(let character), let modifiers) where modifiers.isEmpty:
                for scalar in character.unicodeScalars {
                    result.append(.key(.character(Character(scalar))))
                }
            case .paste(let text):
                if case .paste(let previous) = result.last {
                    result[result.count - 1] = .paste(previous + text)
                } else {
                    result.append(event)
                }
            default:
                result.append(event)
            }
        }
        return result
    }

    /// Decodes `pieces` in order with one decoder, checking the kept tail after each.
    static func decode(_ pieces: [ArraySlice<UInt8>], flushing: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for piece in pieces {
            events += decoder.feed(piece)
            #expect(decoder.sequence.count <= InputDecoder.maximumSequenceLength)
            #expect(decoder.text.isEmpty)
        }
        if flushing { events += decoder.flush() }
        return events
    }

    /// `bytes` cut at random places into 1 to 64 byte pieces.
    static func randomPieces(_ bytes: [UInt8], using random: inout SplitMix64) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
            pieces.append(bytes[start..<end])
            start = end
        }
        return pieces
    }

    // MARK: - Random bytes

    @Test("Random bytes give well-formed events, the same however they are cut", arguments: seeds)
    func randomBytesAreWellFormedAndCutIndependent(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for iteration in 0..<Self.iterations {
            let bytes = Self.randomInput(count: Int.random(in: 0...600, using: &random), using: &random)
            let whole = Self.decode([bytes[...]], flushing: true)
            for event in whole {
                if let problem = Self.problem(with: event) {
                    Issue.record("seed \(seed), input \(iteration): \(problem) from \(bytes)")
                    return
                }
            }
            let cut = Self.decode(Self.randomPieces(bytes, using: &random), flushing: true)
            let byteByByte = Self.decode(bytes.indices.map { bytes[$0...$0] }, flushing: true)
            // A sequence with no contiguous storage takes the other path through `feed`.
            var sequenceDecoder = InputDecoder()
            let fromSequence = sequenceDecoder.feed(bytes.lazy.map { $0 }) + sequenceDecoder.flush()
            let expected = Self.normalized(whole)
            guard Self.normalized(cut) == expected, Self.normalized(byteByByte) == expected,
                  Self.normalized(fromSequence) == expected else {
                Issue.record("seed \(seed), input \(iteration): cutting changed the events of \(bytes)")
                return
            }
        }
    }

    /// Inputs the fuzzer once found a problem with, each followed by `z` to show that decoding
    /// goes on.
    static let regressions: [(name: String, bytes: [UInt8])] = [
        // Seed 7 (input 0): UTF-8 C1 controls came out as printable keys.
        ("UTF-8 8-bit CSI", [0xC2, 0x9B]),
        ("UTF-8 NEL", [0xC2, 0x85]),
        ("UTF-8 C1 between letters", [0x61, 0xC2, 0x9F, 0x62]),
    ]

    @Test("Inputs that once failed", arguments: regressions.map(\.name))
    func regression(name: String) {
        guard let bytes = Self.regressions.first(where: { $0.name == name })?.bytes else { return }
        let events = Self.decode([bytes[...] + [UInt8(ascii: "z")]], flushing: true)
        #expect(events.compactMap(Self.problem(with:)).isEmpty, "\(events)")
        #expect(events.last == .key(.character("z")))
    }

    // MARK: - Valid sequences

    /// Every complete case of `InputDecoderTests`, one after the other, then the whole stream
    /// cut at every byte.
    @Test("A stream of valid sequences decodes the same cut at any point")
    func validStreamCutAnywhere() {
        let stream = completeCases.flatMap(\.bytes)
        let expected = completeCases.flatMap(\.events)
        #expect(Self.normalized(Self.decode([stream[...]])) == Self.normalized(expected))
        for cut in 0...stream.count {
            let events = Self.decode([stream[..<cut], stream[cut...]])
            if Self.normalized(events) != Self.normalized(expected) {
                Issue.record("cut at byte \(cut) of \(stream.count) changed the events")
                return
            }
        }
    }

    @Test("Each valid sequence decodes the same cut at any two points", arguments: completeCases)
    func validSequenceCutTwice(_ testCase: DecoderCase) {
        let bytes = testCase.bytes
        let expected = Self.normalized(testCase.events)
        for first in 0...bytes.count {
            for second in first...bytes.count {
                let events = Self.decode([bytes[..<first], bytes[first..<second], bytes[second...]])
                #expect(Self.normalized(events) == expected, "cuts at \(first) and \(second)")
            }
        }
    }

    @Test("After any garbage and a pause, valid input decodes as it should", arguments: seeds)
    func recoversAfterGarbage(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for iteration in 0..<Self.iterations {
            var decoder = InputDecoder()
            let garbage = Self.randomInput(count: Int.random(in: 0...200, using: &random), using: &random)
            _ = decoder.feed(garbage)
            _ = decoder.flush()  // The driver's escape timeout.
            // Random bytes may have opened a bracketed paste, which waits for its end marker
            // however long that takes: end it, as the terminal would.
            _ = decoder.feed(Array("\u{1B}[201~".utf8))
            let testCase = completeCases[Int.random(in: 0..<completeCases.count, using: &random)]
            let events = decoder.feed(testCase.bytes)
            if Self.normalized(events) != Self.normalized(testCase.events) {
                Issue.record(
                    "seed \(seed), input \(iteration): after \(garbage), '\(testCase.name)' gave \(events)")
                return
            }
        }
    }

    // MARK: - Linear work

    /// A byte sequence that counts how often the decoder asks it for a byte.
    struct CountingBytes: Sequence {
        let bytes: ArraySlice<UInt8>
        let counter: Counter

        final class Counter {
            var pulls = 0
        }

        struct Iterator: IteratorProtocol {
            var base: ArraySlice<UInt8>.Iterator
            let counter: Counter
            mutating func next() -> UInt8? {
                counter.pulls += 1
                return base.next()
            }
        }

        func makeIterator() -> Iterator {
            Iterator(base: bytes.makeIterator(), counter: counter)
        }
    }

    /// The work of decoding `bytes` in 4 KiB reads, counted: bytes pulled from the input,
    /// events produced, and the bytes held between reads (which a later read may go over
    /// again). Also the thread's CPU time, for a loose check.
    static func work(_ bytes: [UInt8]) -> (count: Int, cpu: Double) {
        var decoder = InputDecoder()
        let counter = CountingBytes.Counter()
        var events = 0
        var held = 0
        let start = threadCPUSeconds()
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 4096)
            events += decoder.feed(CountingBytes(bytes: bytes[offset..<end], counter: counter)).count
            held += decoder.sequence.count + decoder.text.utf8.count
            offset = end
        }
        return (counter.pulls + events + held, threadCPUSeconds() - start)
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Inputs that would be slow if the decoder went back over what it holds.
    static let adversarialInputs: [(name: String, unit: [UInt8])] = [
        ("SGR drags", Array("\u{1B}[<32;120;40M".utf8)),
        ("parameters without an end", Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: ";"), count: 63)),
        ("almost a paste end", Array("\u{1B}[200~".utf8) + Array(String(repeating: "\u{1B}[201", count: 8).utf8)),
        ("combining marks", Array("e".utf8) + Array(String(repeating: "\u{301}", count: 31).utf8)),
        ("flags", Array("🇫🇷🇩🇪🇯🇵🇧🇷".utf8)),
        ("escapes", Array(repeating: 0x1B, count: 32)),
        ("truncated UTF-8", [0xE2, 0x82, 0xF0, 0x9F, 0x98, 0xC3]),
    ]

    @Test("Eight times the input takes about eight times the work", arguments: adversarialInputs.map(\.name))
    func workIsLinear(name: String) {
        guard let unit = Self.adversarialInputs.first(where: { $0.name == name })?.unit else { return }
        let small = [UInt8]((0..<(16_384 / unit.count + 1)).flatMap { _ in unit })
        let large = [UInt8]((0..<8).flatMap { _ in small })
        _ = Self.work(small)  // Warm up.
        let smallWork = Self.work(small)
        let largeWork = Self.work(large)
        // Counted work: exactly linear up to what a read holds back (a sequence in progress).
        #expect(
            largeWork.count <= smallWork.count * 8 + 8 * 64,
            "\(name): \(smallWork.count) units for \(small.count) bytes, \(largeWork.count) for \(large.count)")
        #expect(largeWork.count >= large.count, "\(name): every byte is read")
        // CPU time: a loose bound, far from the 64 times a quadratic decoder would need.
        #expect(
            largeWork.cpu <= smallWork.cpu * 24 + 0.05,
            "\(name): \(smallWork.cpu) s for \(small.count) bytes, \(largeWork.cpu) s for \(large.count)")
    }
}
