#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// SIGINT, SIGTERM, SIGHUP, or another signal that ends the process (SIGQUIT, SIGABRT, …) never
/// leaves an output's temporary file behind: `play --cast` removes it and ends by the signal as
/// before (128 + N in a shell); `demo --record` ends its
/// session with 128 + N, gives the terminal back and writes the recording, as on every way out.
///
/// Each test runs the built executable and waits on I/O, never on the clock: the player's
/// first frame on its standard output says the temporary file is made (it is made before the
/// script runs), and the test reads no more until it has sent the signal, so the player is
/// blocked on the full pipe when the signal comes.
@Suite("Signals and output files", .serialized)
struct OutputSignalTests {
    struct Signal: CustomTestStringConvertible, Sendable {
        var number: Int32
        var testDescription: String
    }

    static let signals = [
        Signal(number: SIGINT, testDescription: "SIGINT"), Signal(number: SIGTERM, testDescription: "SIGTERM"),
        Signal(number: SIGHUP, testDescription: "SIGHUP"),
    ]

    /// Signals that end the process without the demo's session handling them: the file is
    /// removed all the same.
    static let otherFatalSignals = [
        Signal(number: SIGQUIT, testDescription: "SIGQUIT"), Signal(number: SIGABRT, testDescription: "SIGABRT"),
        Signal(number: SIGUSR1, testDescription: "SIGUSR1"), Signal(number: SIGALRM, testDescription: "SIGALRM"),
    ]

    /// A script that prints far more frames than a pipe holds.
    static let script = "size 60x10\nrow \"A\"\nrow \"B\"\n" + String(repeating: "frame\n", count: 400)

    /// The names in `folder` that are temporary files of `name`.
    static func temporaryFiles(of name: String, in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("." + name + ".") }
    }

    /// Runs `body` with the built executable and a fresh folder; a missing executable fails
    /// the test, never skips it.
    static func withExecutable(_ body: (_ executable: String, _ folder: URL) throws -> Void) throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates))")
            return
        }
        try withTemporaryFolder { folder in try body(executable, folder) }
    }

    @Test("play --cast ended by a signal removes its temporary file and ends by the signal",
          arguments: signals + otherFatalSignals)
    func play(_ signal: Signal) throws {
        try Self.withExecutable { executable, folder in
            let script = folder.appendingPathComponent("s.gts").path
            let cast = folder.appendingPathComponent("s.cast").path
            try Self.script.write(toFile: script, atomically: true, encoding: .utf8)

            var output: [Int32] = [-1, -1]
            guard pipe(&output) == 0 else { throw CommandProcess.Failure(description: "pipe failed") }
            defer { close(output[0]) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, output[0])
            posix_spawn_file_actions_addclose(&actions, output[1])
            let pid: pid_t
            do {
                pid = try DemoProcess.spawn(
                    executable, arguments: ["play", script, "--cast", cast],
                    environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no"], actions: &actions)
            } catch {
                close(output[1])
                throw error
            }
            close(output[1])
            var status: Int32 = 0
            var isReaped = false
            defer {
                if !isReaped {
                    kill(pid, SIGKILL)
                    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                }
            }

            var ready = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
            #expect(poll(&ready, 1, 30_000) == 1, "no frame within 30 s")
            #expect(try Self.temporaryFiles(of: "s.cast", in: folder).count == 1, "the temporary file is made before the script runs")

            kill(pid, signal.number)
            // Read the rest, so that a program that handles the signal late (a sanitizer defers
            // it to a safe point) is not left blocked on the pipe.
            _ = CommandProcess.readAll(output[0], limit: Int.max)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            isReaped = true
            #expect(status & 0x7F == signal.number, "ended by signal \(status & 0x7F), exit status \((status >> 8) & 0xFF)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.gts"])
        }
    }

    @Test("demo --record ended by a signal exits with 128 + N, restores the terminal and leaves no temporary file",
          arguments: signals)
    func demo(_ signal: Signal) throws {
        try Self.withExecutable { executable, folder in
            let path = folder.appendingPathComponent("session.gts").path
            let demo = try DemoProcess(executable: executable, arguments: ["demo", "--record", path])
            #expect(demo.read(until: "Inbox"), "no inbox drawn")
            #expect(try Self.temporaryFiles(of: "session.gts", in: folder).count == 1)

            kill(demo.pid, signal.number)
            #expect(demo.waitForExit(seconds: 30), "the demo did not end within 30 s")
            #expect(demo.status.map { $0 & 0x7F } == 0)
            #expect(demo.status.map { ($0 >> 8) & 0xFF } == 128 + signal.number)
            #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["session.gts"])
            let recording = try String(contentsOfFile: path, encoding: .utf8)
            #expect(recording.hasPrefix("# A session of 'gesture-table demo'") && recording.contains("\nexpect rows "))
        }
    }

    @Test("demo --record ended by SIGQUIT, which its session leaves alone, leaves no temporary file")
    func demoQuit() throws {
        try Self.withExecutable { executable, folder in
            let path = folder.appendingPathComponent("session.gts").path
            let environment = DemoProcess.environment.filter { !$0.hasPrefix("SWIFT_BACKTRACE=") } + ["SWIFT_BACKTRACE=enable=no"]
            let demo = try DemoProcess(executable: executable, arguments: ["demo", "--record", path], environment: environment)
            #expect(demo.read(until: "Inbox"), "no inbox drawn")
            #expect(try Self.temporaryFiles(of: "session.gts", in: folder).count == 1)

            kill(demo.pid, SIGQUIT)
            #expect(demo.waitForExit(seconds: 30), "the demo did not end within 30 s")
            #expect(demo.status.map { $0 & 0x7F } == SIGQUIT)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
