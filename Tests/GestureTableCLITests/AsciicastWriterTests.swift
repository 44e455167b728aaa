import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI
import TestSupport

/// The asciicast v2 writer produces newline-delimited JSON that parses line
/// by line, with the right header, escapes that round-trip and times that
/// never decrease.
@Suite("Asciicast v2 writer")
struct AsciicastWriterTests {
    /// The recording's lines, each parsed as JSON.
    private func parsedLines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Any] {
        #expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
        return text.split(separator: "\n").compactMap { line in
            do {
                return try JSONSerialization.jsonObject(with: Data(line.utf8))
            } catch {
                Issue.record("not JSON: \(line.debugDescription): \(error)", sourceLocation: sourceLocation)
                return nil
            }
        }
    }

    @Test("The header has version, size and environment, and no timestamp by default")
    func header() throws {
        let writer = AsciicastWriter(width: 60, height: 16)
        #expect(writer.text
            == #"{"version": 2, "width": 60, "height": 16, "env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}}"# + "\n")
        let header = try #require(parsedLines(writer.text).first as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 60)
        #expect(header["height"] as? Int == 16)
        #expect(header["timestamp"] == nil)
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
    }

    @Test("A timestamp and a custom environment are written when given")
    func headerWithTimestamp() throws {
        let writer = AsciicastWriter(
            width: 80, height: 24, timestamp: 1_700_000_000, terminalType: "screen \"x\"", shell: "/bin/zsh")
        let header = try #require(parsedLines(writer.text).first as? [String: Any])
        #expect(header["timestamp"] as? Int == 1_700_000_000)
        #expect(header["env"] as? [String: String] == ["TERM": "screen \"x\"", "SHELL": "/bin/zsh"])
    }

    struct OutputCase: CustomTestStringConvertible, Sendable {
        var name: String
        var output: String
        var testDescription: String { name }
    }

    static let outputs: [OutputCase] = [
        OutputCase(name: "plain text", output: "Inbox  3 unread"),
        OutputCase(name: "quotes and backslashes", output: #"say "hi" \ or \\ \u0041"#),
        OutputCase(name: "escape sequences", output: "\u{1B}[?25l\u{1B}[2J\u{1B}[1;1H\u{1B}[38;5;2m✓\u{1B}[0m"),
        OutputCase(name: "newlines and tabs", output: "a\tb\r\nc\nd\u{8}\u{C}"),
        OutputCase(name: "every control character",
                   output: String(String.UnicodeScalarView((0..<32).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))),
        OutputCase(name: "non-ASCII", output: "Café 漢字 👍🏽 👩‍💻 \u{2028}\u{2029}"),
        OutputCase(name: "slash", output: "</script> a/b"),
    ]

    @Test("Output round-trips through JSON", arguments: outputs)
    func roundTrip(_ testCase: OutputCase) throws {
        var writer = AsciicastWriter(width: 60, height: 16)
        writer.append(output: testCase.output, at: .milliseconds(1250))
        let lines = parsedLines(writer.text)
        #expect(lines.count == 2)
        let event = try #require(lines.last as? [Any])
        #expect(event.count == 3)
        #expect(event[0] as? Double == 1.25)
        #expect(event[1] as? String == "o")
        #expect(event[2] as? String == testCase.output)
        let eventLine = writer.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(!eventLine.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test("Escapes are the short JSON forms or \\u00XX, ESC as \\u001b, non-ASCII as UTF-8")
    func escapeSpelling() {
        var writer = AsciicastWriter(width: 10, height: 2)
        writer.append(output: "\u{1B}[0m\"\\\n\r\t\u{1}\u{7F}é👍🏽", at: .zero)
        #expect(writer.text.hasSuffix(#"[0.000000, "o", "\u001b[0m\"\\\n\r\t\u0001\u007fé👍🏽"]"# + "\n"))
    }

    @Test("Times never decrease: earlier or negative times are clamped")
    func timesClamp() throws {
        var writer = AsciicastWriter(width: 60, height: 16)
        let times: [Duration] = [.seconds(-1), .seconds(1), .milliseconds(500), .seconds(-3), .milliseconds(2250),
                                 .nanoseconds(2_250_000_001), .seconds(3661)]
        for (number, time) in times.enumerated() {
            writer.append(output: "frame \(number)", at: time)
        }
        let events = parsedLines(writer.text).dropFirst().compactMap { ($0 as? [Any])?.first as? Double }
        #expect(events == [0, 1, 1, 1, 2.25, 2.25, 3661])
        #expect(zip(events, events.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(writer.text.contains("[3661.000000, \"o\", \"frame 6\"]"))
    }

    @Test("Empty output writes no event")
    func emptyOutput() {
        var writer = AsciicastWriter(width: 60, height: 16)
        writer.append(output: "", at: .seconds(1))
        #expect(writer.text == writer.header + "\n")
    }

    @Test("Long random recordings stay valid", arguments: [UInt64(7), 42])
    func randomRecording(seed: UInt64) throws {
        print("AsciicastWriterTests.randomRecording seed: \(seed)")
        var random = SplitMix64(seed: seed)
        var writer = AsciicastWriter(width: 60, height: 16)
        var outputs: [String] = []
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 1..<20, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0..<0x3000, using: &random))
            }
            let output = String(String.UnicodeScalarView(scalars))
            guard !output.isEmpty else { continue }
            outputs.append(output)
            writer.append(output: output, at: .milliseconds(Int.random(in: -100..<100_000, using: &random)))
        }
        let events = parsedLines(writer.text).dropFirst().compactMap { $0 as? [Any] }
        #expect(events.compactMap { $0.last as? String } == outputs)
        let times = events.compactMap { $0.first as? Double }
        #expect(times.count == outputs.count)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
