import Foundation
import Testing
@testable import GestureTableCLI

/// `help COMMAND` prints that command's help; `play` refuses a script with no command and a
/// script that is not UTF-8, saying which line; a repeated color flag is fine.
@Suite("Command line: help of a command, and scripts play refuses")
struct CommandHelpAndInputTests {
    @Test("help play and help demo print the help of the command named")
    func helpOfACommand() {
        let play = runCommand(["help", "play"])
        #expect(play.status == 0)
        #expect(play.output == CommandHelp.play)
        let demo = runCommand(["help", "demo"])
        #expect(demo.status == 0)
        #expect(demo.output == InboxDemo.usage)
    }

    @Test("A script with no command is refused with status 2, and says so", arguments: ["", "\n\n", "# only a comment\n  # another\n"])
    func emptyScript(_ text: String) {
        let run = runCommand(["play", "e.gts"], files: ["e.gts": text])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "gesture-table: 'e.gts' holds no command to play: the script is empty\n")
    }

    @Test("A script with a command after comments plays")
    func commandAfterComments() {
        let run = runCommand(["play", "s.gts"], files: ["s.gts": "# a comment\n\n   row \"A\" # and another\n"])
        #expect(run.status == 0, "\(run.errors)")
    }

    @Test("A repeated color flag is not a conflict")
    func repeatedColorFlag() {
        let run = runCommand(["play", "s.gts", "--color", "--color"], files: ["s.gts": "row \"A\"\n"])
        #expect(run.status == 0, "\(run.errors)")
    }

    @Test("A script that is not UTF-8 is refused with the number of its first such line")
    func notUTF8() throws {
        #expect(SystemIO.firstLineNotUTF8(in: Array("row \"A\"\nrow \"é\"\n".utf8)) == nil)
        #expect(SystemIO.firstLineNotUTF8(in: Array("row \"A\"\n\n".utf8) + [0x72, 0xFF, 0xFE, 0x0A]) == 3)
        #expect(SystemIO.firstLineNotUTF8(in: [0xC3]) == 1, "a character cut at the end")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("bad.gts").path
            try Data(Array("size 20x3\nrow \"A\"\n".utf8) + [0x62, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
            #expect(throws: FileAccessError(path: path, operation: "read", reason: "line 3 is not UTF-8 text, which a script must be")) {
                _ = try SystemIO.readFile(path)
            }
        }
    }

    @Test("The Inbox example names a mail by its subject in announcements, never \"row 2\"")
    func inboxExampleAnnouncesSubjects() throws {
        guard let gestureTable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates))")
            return
        }
        let inbox = URL(fileURLWithPath: gestureTable).deletingLastPathComponent().appendingPathComponent("Inbox")
        let process = Process()
        process.executableURL = inbox
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("announce \"Undone: Move “Your statement”\""), "\(output)")
        #expect(!output.contains("“row "), "\(output)")
    }
}
