import Foundation
import Testing
@testable import GestureTableCLI

/// `--cast FILE` never loses a file: an existing file is replaced only with `--force`, the
/// script itself never (not through a link either), the recording goes to a temporary file
/// beside FILE that is renamed into place, and a FILE that cannot be made is refused before the
/// script runs. Once, `play s.gts --cast s.gts` replaced the script with its recording.
@Suite("Output files", .serialized)
struct OutputFileTests {
    /// Plays `script` with the real file system.
    static func play(_ arguments: [String]) -> (status: Int32, errors: String) {
        var environment = CommandEnvironment.process
        environment.outputIsTerminal = false
        var output = ""
        var errors = ""
        let status = GestureTableCommand.run(["play"] + arguments, environment: environment, output: &output, errors: &errors)
        return (status, errors)
    }

    static let script = "row \"A\"\naction first-left do push\nswipe 0 0.5\nexpect count 1\n"

    @Test("The script is never the output, even with --force, by its name, a symbolic link or a hard link")
    func neverTheScript() throws {
        try withTemporaryFolder { folder in
            let script = folder.appendingPathComponent("s.gts").path
            try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("soft.gts").path, withDestinationPath: script)
            #expect(link(script, folder.appendingPathComponent("hard.gts").path) == 0)
            let spellings = [script, folder.appendingPathComponent("./s.gts").path, folder.appendingPathComponent("soft.gts").path,
                             folder.appendingPathComponent("hard.gts").path]
            for output in spellings {
                for force in [[], ["--force"]] {
                    let run = Self.play([script, "--cast", output] + force)
                    #expect(run.status == 2)
                    #expect(run.errors.hasSuffix("': it is the script being played\n"), "\(run.errors)")
                }
            }
            #expect(try String(contentsOfFile: script, encoding: .utf8) == Self.script)
            #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["s.gts", "soft.gts", "hard.gts"])
        }
    }

    @Test("An existing file is kept without --force and replaced with it; no temporary file is left")
    func existingFile() throws {
        try withTemporaryFolder { folder in
            let script = folder.appendingPathComponent("s.gts").path
            let cast = folder.appendingPathComponent("s.cast").path
            try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
            try "keep me".write(toFile: cast, atomically: true, encoding: .utf8)
            let refused = Self.play([script, "--cast", cast])
            #expect(refused.status == 2)
            #expect(refused.errors == "gesture-table: cannot write '\(cast)': it already exists; add --force to replace it\n")
            #expect(try String(contentsOfFile: cast, encoding: .utf8) == "keep me")
            let forced = Self.play([script, "--cast", cast, "--force"])
            #expect(forced.status == 0, "\(forced.errors)")
            #expect(try String(contentsOfFile: cast, encoding: .utf8).hasPrefix("{\"version\": 2"))
            #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["s.gts", "s.cast"])
        }
    }

    @Test("The file is made before the script runs and stays a hidden temporary file until the end")
    func temporaryThenRename() throws {
        try withTemporaryFolder { folder in
            let cast = folder.appendingPathComponent("x.cast").path
            let pending = try SystemIO.prepareOutput(cast, replacing: false, source: nil)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 1)
            #expect(names.first?.hasPrefix(".x.cast.") == true)
            #expect(!FileManager.default.fileExists(atPath: cast))
            // A file that appears meanwhile is not replaced without --force.
            try "theirs".write(toFile: cast, atomically: true, encoding: .utf8)
            #expect(throws: FileAccessError.self) { try pending.commit("mine") }
            #expect(try String(contentsOfFile: cast, encoding: .utf8) == "theirs")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.cast"])
            // Given up, it leaves nothing.
            let other = try SystemIO.prepareOutput(folder.appendingPathComponent("y.cast").path, replacing: false, source: nil)
            other.discard()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.cast"])
            // Committed, it is in place with the usual permissions.
            let third = try SystemIO.prepareOutput(folder.appendingPathComponent("z.cast").path, replacing: false, source: nil)
            try third.commit("done")
            #expect(try String(contentsOfFile: folder.appendingPathComponent("z.cast").path, encoding: .utf8) == "done")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("z.cast").path)
            #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o044 != 0, "readable by others, as a file made with umask 022")
        }
    }

    @Test("A folder that cannot take the file is refused before anything runs")
    func missingFolder() throws {
        try withTemporaryFolder { folder in
            let script = folder.appendingPathComponent("s.gts").path
            try "frame\n".write(toFile: script, atomically: true, encoding: .utf8)
            let run = Self.play([script, "--cast", folder.appendingPathComponent("none/x.cast").path])
            #expect(run.status == 2)
            #expect(run.errors.hasSuffix("none/x.cast': No such file or directory\n"))
            let directory = Self.play([script, "--cast", folder.path, "--force"])
            #expect(directory.status == 2)
            #expect(directory.errors.hasSuffix("': it is a directory, not a regular file\n"))
        }
    }

    @Test("In memory: the output is prepared before the script runs, and given up when it does not parse")
    func order() {
        let refused = runCommand(["play", "s.gts", "--cast", "s.gts", "--force"], files: ["s.gts": Self.script])
        #expect(refused.status == 2)
        #expect(refused.errors == "gesture-table: cannot write 's.gts': it is the script being played\n")
        let existing = runCommand(["play", "s.gts", "--cast", "old.cast"], files: ["s.gts": Self.script, "old.cast": ""])
        #expect(existing.status == 2)
        #expect(existing.written.isEmpty)
        let forced = runCommand(["play", "s.gts", "--cast", "old.cast", "--force"], files: ["s.gts": Self.script, "old.cast": ""])
        #expect(forced.status == 0)
        #expect(forced.written["old.cast"] != nil)
    }
}
