import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// A script is at most ``ScriptParser/maximumScriptSize`` bytes, read in chunks: an endless
/// file fails at once with bounded memory (`play /dev/zero` once grew to 2.5 GB in 6 s).
@Suite("Script size")
struct ScriptSizeTests {
    @Test("An endless file is refused once it passes the limit", arguments: ["/dev/zero", "/dev/urandom"])
    func endlessFile(_ path: String) {
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: FileAccessError(
            path: path, operation: "read", reason: "it is larger than 8 MiB, the most a script may be"
        )) {
            _ = try SystemIO.readFile(path)
        }
        #expect(clock.now - start < .seconds(2))
    }

    @Test("The limit is exact, and the command reports it with status 2")
    func limit() throws {
        try withTemporaryFolder { directory in
            let path = directory.appendingPathComponent("s.gts").path
            try String(repeating: "#", count: 100).write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try SystemIO.readFile(path, limit: 100).count == 100)
            #expect(throws: FileAccessError.self) { _ = try SystemIO.readFile(path, limit: 99) }
            let run = try CommandProcess.run(["play", "/dev/zero"], output: .file("/dev/null"))
            #expect(run.exitStatus == 2)
            #expect(run.errors == "gesture-table: cannot read '/dev/zero': it is larger than 8 MiB, the most a script may be\n")
            #expect(ScriptParser.describeSize(ScriptParser.maximumScriptSize) == "8 MiB")
        }
    }
}
