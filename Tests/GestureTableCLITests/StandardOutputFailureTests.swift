import Foundation
import Testing
@testable import GestureTableCLI

/// A write to standard output that fails is an error (a message on standard error, a non-zero
/// status), except a broken pipe, which only stops the printing: the script runs to its end,
/// its recording is written, and the status is the script's. Once, every frame was lost with
/// status 0, and `play --cast … | head -c 10` died of SIGPIPE before writing the cast.
@Suite("Standard output failures", .serialized)
struct StandardOutputFailureTests {
    static let tour = exampleScriptsDirectory.appendingPathComponent("tour.gts").path

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var output: CommandProcess.Output
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a full disk (/dev/full)", output: .file("/dev/full"), message: "No space left on device"),
        Case(name: "a closed standard output", output: .closed, message: "Bad file descriptor"),
    ]

    @Test("A failed write is reported on standard error, with status 2", arguments: cases)
    func failedWrite(_ testCase: Case) throws {
        let run = try CommandProcess.run(["play", Self.tour], output: testCase.output)
        #expect(run.exitStatus == 2, "status \(run.status)")
        #expect(run.errors == "gesture-table: cannot write to standard output: \(testCase.message)\n")
    }

    @Test("A broken pipe stops the printing quietly; the cast is still written; the status is the script's")
    func brokenPipe() throws {
        try withTemporaryFolder { directory in
            for (script, status) in [("", Int32(0)), ("expect count 99\n", 1)] {
                let scriptPath = directory.appendingPathComponent("s\(status).gts").path
                try (TourScript.text + script).write(toFile: scriptPath, atomically: true, encoding: .utf8)
                let castPath = directory.appendingPathComponent("s\(status).cast").path
                let run = try CommandProcess.run(["play", scriptPath, "--cast", castPath], output: .pipe(readingAtMost: 10))
                #expect(run.signal == 0, "ended by signal \(run.signal)")
                #expect(run.exitStatus == status)
                #expect(run.output.count == 10)
                #expect(!run.errors.contains("standard output"))
                let cast = try String(contentsOfFile: castPath, encoding: .utf8)
                #expect(cast.hasSuffix(#"\u001b[?25h"]"# + "\n"), "the recording is complete")
            }
        }
    }

    @Test("In memory: only a failure other than a broken pipe changes the status")
    func finishing() {
        var errors = ""
        var broken = StandardStream(descriptor: -1)
        broken.write("x")
        #expect(broken.failure == EBADF)
        #expect(GestureTableCommand.finish(1, output: broken, errors: &errors) == 1)
        #expect(GestureTableCommand.finish(0, output: broken, errors: &errors) == 2)
        #expect(errors == "gesture-table: cannot write to standard output: Bad file descriptor\n"
            + "gesture-table: cannot write to standard output: Bad file descriptor\n")
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var piped = StandardStream(descriptor: ends[1])
        piped.write("x")
        piped.write("y")
        close(ends[1])
        #expect(piped.isBrokenPipe)
        errors = ""
        #expect(GestureTableCommand.finish(0, output: piped, errors: &errors) == 0)
        #expect(errors.isEmpty)
    }
}
