import Foundation
import Testing
@testable import GestureTableCLI

/// `--cast FILE` writes an asciicast v2 recording that asciinema can replay: a header with
/// version 2 and the script's size, then `[time, "o", data]` events at non-decreasing times
/// that follow the script's virtual clock.
@Suite("Cast recording")
struct CastRecordingTests {
    static let script = """
        size 30x4
        row "Alpha"
        row "Bravo"
        action first-left fraction 0.25 do push-and-delete
        swipe 0 0.4
        wait 600ms
        size 32x5
        swipe 0 0.4
        wait 1s

        """

    /// The recording's lines, parsed.
    func parse(_ recording: String) throws -> (header: [String: Any], events: [[Any]]) {
        #expect(recording.hasSuffix("\n"))
        let lines = recording.split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        return (header, events)
    }

    @Test("The recording is valid asciicast v2, timed by the virtual clock")
    func validRecording() throws {
        let run = runCommand(["play", "s.gts", "--cast", "s.cast"], files: ["s.gts": Self.script])
        #expect(run.status == 0)
        let recording = try #require(run.written["s.cast"])
        let (header, events) = try parse(recording)
        #expect(header["version"] as? Int == 2)
        // The largest size the script asks for.
        #expect(header["width"] as? Int == 32)
        #expect(header["height"] as? Int == 5)
        #expect(events.count > 20)
        var previous = -1.0
        var output = ""
        for event in events {
            #expect(event.count == 3)
            let time = try #require(event[0] as? Double)
            #expect(event[1] as? String == "o")
            let data = try #require(event[2] as? String)
            #expect(time >= previous)
            previous = time
            output += data
        }
        // Swipes of 12 and 13 steps of 8 ms (0.4 of 30 and 32 columns), 1.6 s of waiting.
        #expect(abs(previous - 1.8) < 1e-6)
        #expect(output.hasPrefix("\u{1B}[?25l"))
        #expect(output.hasSuffix("\u{1B}[?25h"), "no newline after the last frame")
        #expect(output.contains("Bravo"))
        #expect(output.contains("\u{1B}[2J"), "a full repaint at the start and after the resize")
    }

    @Test("The recording is written even when an expect fails, and never when the script does not parse")
    func recordingOnFailure() {
        let failing = runCommand(["play", "s.gts", "--cast", "s.cast"], files: ["s.gts": "row \"A\"\nexpect count 2\n"])
        #expect(failing.status == 1)
        #expect(failing.written["s.cast"] != nil)
        let malformed = runCommand(["play", "s.gts", "--cast=s.cast"], files: ["s.gts": "swipe\n"])
        #expect(malformed.status == 2)
        #expect(malformed.written.isEmpty)
        #expect(malformed.discarded == ["s.cast"], "the prepared file is given up")
    }

    @Test("--no-color records plain cells; by default the recording is in truecolor")
    func recordingColors() throws {
        let colored = runCommand(["play", "s.gts", "--cast", "c.cast"], files: ["s.gts": Self.script])
        let plain = runCommand(["play", "s.gts", "--cast", "p.cast", "--no-color"], files: ["s.gts": Self.script])
        #expect(try #require(colored.written["c.cast"]).contains(#"48;2;85;213;80m"#))
        let plainRecording = try #require(plain.written["p.cast"])
        #expect(!plainRecording.contains("48;2"))
        #expect(plainRecording.contains("▒"))
    }

    @Test("A cast file that cannot be made is refused before the script runs, with exit status 2")
    func unwritableCast() {
        let run = runCommand(["play", "s.gts", "--cast", "/nonexistent/x.cast"], files: ["s.gts": "frame\nexpect count 1\n"])
        #expect(run.status == 2)
        #expect(run.errors == "gesture-table: cannot write '/nonexistent/x.cast': No such file or directory\n")
        #expect(run.output.isEmpty, "nothing ran")
    }

    @Test("A cast that fails to be written at the end leaves the script's failure and status standing")
    func lateWriteFailure() {
        for (script, status) in [("row \"A\"\nexpect count 2\n", Int32(1)), ("row \"A\"\nexpect count 1\n", 2), ("drop\n", 2)] {
            let process = FakeProcess(files: ["s.gts": script])
            process.commitFailure = FileAccessError(path: "x.cast", operation: "write", reason: "No space left on device")
            var output = ""
            var errors = ""
            let result = GestureTableCommand.run(
                ["play", "s.gts", "--cast", "x.cast"], environment: process.environment(), output: &output, errors: &errors)
            #expect(result == status)
            #expect(errors.hasSuffix("gesture-table: cannot write 'x.cast': No space left on device\n"))
            if status == 1 { #expect(errors.hasPrefix("s.gts:2: expectation failed: expected count 2, got count 1\n")) }
        }
    }

    @Test("The real file system: the script is read and the recording written")
    func realFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptPath = directory.appendingPathComponent("s.gts").path
        let castPath = directory.appendingPathComponent("s.cast").path
        try Self.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        var environment = CommandEnvironment.process
        environment.outputIsTerminal = false
        var output = ""
        var errors = ""
        let status = GestureTableCommand.run(
            ["play", scriptPath, "--cast", castPath], environment: environment, output: &output, errors: &errors)
        #expect(status == 0, "\(errors)")
        let recording = try String(contentsOfFile: castPath, encoding: .utf8)
        #expect(try parse(recording).events.count > 20)
        let missing = GestureTableCommand.run(
            ["play", directory.appendingPathComponent("none.gts").path], environment: environment,
            output: &output, errors: &errors)
        #expect(missing == 2)
        #expect(errors.hasSuffix("none.gts': No such file or directory\n"))
    }
}
