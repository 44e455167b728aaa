#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `gesture-table` run as a user's shell would run it, with standard output sent to a
/// file, closed, or a pipe the test reads a few bytes of and then closes (as `head -c` does).
enum CommandProcess {
    /// Where the program's standard output goes.
    enum Output {
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// No standard output at all (`>&-`).
        case closed
        /// A pipe whose reader takes at most this many bytes, then goes away.
        case pipe(readingAtMost: Int)
    }

    /// How a run ended.
    struct Run {
        /// The raw `waitpid` status.
        var status: Int32
        /// What the program wrote on standard error.
        var errors: String
        /// What the test read from a pipe.
        var output: [UInt8]

        /// The exit status, or `nil` when a signal ended the program.
        var exitStatus: Int32? { status & 0x7F == 0 ? (status >> 8) & 0xFF : nil }
        /// The signal that ended the program, or 0.
        var signal: Int32 { status & 0x7F }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `gesture-table ARGUMENTS` with every signal at its default action.
    static func run(_ arguments: [String], output: Output) throws -> Run {
        guard let executable = DemoExecutable.path else {
            throw Failure(description: "gesture-table executable not found (looked at \(DemoExecutable.candidates))")
        }
        var errorPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else { throw Failure(description: "pipe failed") }
        defer { close(errorPipe[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        switch output {
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, path, O_WRONLY, 0)
        case .closed:
            posix_spawn_file_actions_addclose(&actions, STDOUT_FILENO)
        case .pipe:
            guard pipe(&outputPipe) == 0 else { throw Failure(description: "pipe failed") }
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, outputPipe[0])
            posix_spawn_file_actions_addclose(&actions, outputPipe[1])
        }
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, errorPipe[0])
        posix_spawn_file_actions_addclose(&actions, errorPipe[1])
        let pid: pid_t
        do {
            pid = try DemoProcess.spawn(
                executable, arguments: arguments,
                environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no"], actions: &actions)
        } catch {
            close(errorPipe[1])
            for end in outputPipe where end >= 0 { close(end) }
            throw error
        }
        close(errorPipe[1])
        if outputPipe[1] >= 0 { close(outputPipe[1]) }
        var read: [UInt8] = []
        if case .pipe(let limit) = output {
            read = readAll(outputPipe[0], limit: limit)
            close(outputPipe[0])
        }
        let errors = readAll(errorPipe[0], limit: 1 << 20)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Run(status: status, errors: String(decoding: errors, as: UTF8.self), output: read)
    }

    /// Reads until the end of the stream or `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let count = Glibc.read(descriptor, &buffer, min(buffer.count, limit - bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }
}
