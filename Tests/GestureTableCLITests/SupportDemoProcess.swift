#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The built `gesture-table` executable the end-to-end tests run.
///
/// Looked up, in order: `$GESTURE_TABLE_EXECUTABLE`; beside the running test bundle (so a
/// sanitizer build, with its own scratch path, runs its own instrumented binary); the package's
/// `.build/debug/gesture-table`. `nil` when none exists: the caller fails the test with a
/// message, never skips it.
enum DemoExecutable {
    static var candidates: [String] {
        var paths: [String] = []
        if let path = ProcessInfo.processInfo.environment["GESTURE_TABLE_EXECUTABLE"], !path.isEmpty {
            paths.append(path)
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            // On macOS the runner lives in `….xctest/Contents/MacOS`; on Linux beside the products.
            while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
            paths.append(directory.appendingPathComponent("gesture-table").path)
        }
        paths.append(packageRoot.appendingPathComponent(".build/debug/gesture-table").path)
        return paths
    }

    /// The first candidate that is an executable file.
    static var path: String? {
        candidates.first { access($0, X_OK) == 0 }
    }
}

/// A terminal's line-discipline settings, field by field, for comparison.
struct TerminalSettings: Equatable, CustomStringConvertible {
    var inputFlags: UInt64
    var outputFlags: UInt64
    var controlFlags: UInt64
    var localFlags: UInt64
    var controlCharacters: [UInt8]

    /// The settings of the terminal open on `descriptor`, or `nil` when `tcgetattr` fails.
    static func of(_ descriptor: Int32) -> TerminalSettings? {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        let characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
        return TerminalSettings(
            inputFlags: UInt64(settings.c_iflag), outputFlags: UInt64(settings.c_oflag),
            controlFlags: UInt64(settings.c_cflag), localFlags: UInt64(settings.c_lflag),
            controlCharacters: characters)
    }

    var description: String {
        let hex = { (value: UInt64) in "0x" + String(value, radix: 16) }
        return "iflag \(hex(inputFlags)) oflag \(hex(outputFlags)) cflag \(hex(controlFlags)) "
            + "lflag \(hex(localFlags)) cc \(controlCharacters)"
    }
}

struct DemoProcessError: Error, CustomStringConvertible {
    var description: String
}

/// `gesture-table demo` running on the replica side of a fresh 80x24 pseudo-terminal, with the
/// test playing the terminal on the primary side.
///
/// Everything the program writes is collected in ``output``. Waits are bounded waits on real
/// I/O (`poll(2)`), never fixed sleeps.
final class DemoProcess {
    let primary: Int32
    let replica: Int32
    let pid: pid_t
    /// The replica's settings before the program started.
    let settingsBefore: TerminalSettings
    /// Every byte the program wrote so far.
    private(set) var output: [UInt8] = []
    /// The raw `waitpid` status, once the program has ended.
    private(set) var status: Int32?

    /// Whether this process, and so the program built beside it, runs under a sanitizer.
    static let isSanitized = ["__asan_init", "__tsan_init"].contains { (symbol: String) in
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
    }

    /// Whether Swift's crash reporter runs in the program: not under a sanitizer, where it
    /// breaks for reasons outside this package. Under AddressSanitizer the reporter (in the
    /// uninstrumented Swift runtime) copies the crashed thread's stack, which is reported as a
    /// stack-buffer-underflow and ends the process with status 1; under ThreadSanitizer it
    /// starts threads from a signal handler and trips a ThreadSanitizer CHECK. The terminal is
    /// restored by the program's own crash handler either way, which is what these tests check.
    static let hasCrashReporter = !isSanitized

    /// The variables the program runs with: a known terminal type and a crash reporter that
    /// prints its report without waiting for a key. Sanitizers are told to leave the crash
    /// signals to the program's own handlers, which are what these tests exercise.
    static let environment = [
        "TERM=xterm-256color",
        hasCrashReporter ? "SWIFT_BACKTRACE=interactive=no,color=no" : "SWIFT_BACKTRACE=enable=no",
        "ASAN_OPTIONS=handle_segv=0:handle_sigill=0:handle_abort=0:handle_sigbus=0:handle_sigfpe=0",
        "TSAN_OPTIONS=handle_segv=0:handle_sigill=0:handle_abort=0:handle_sigbus=0:handle_sigfpe=0",
        "PATH=/usr/bin:/bin",
        "LANG=C.UTF-8",
    ]

    init(
        executable: String, arguments: [String] = ["demo"], columns: UInt16 = 80, rows: UInt16 = 24,
        environment: [String] = DemoProcess.environment, ownProcessGroup: Bool = false
    ) throws {
        var primary: Int32 = -1
        var replica: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &replica, nil, nil, &size) == 0 else {
            throw DemoProcessError(description: "openpty failed: errno \(errno)")
        }
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        _ = fcntl(replica, F_SETFD, FD_CLOEXEC)
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        guard let before = TerminalSettings.of(replica) else {
            close(primary)
            close(replica)
            throw DemoProcessError(description: "tcgetattr on the replica failed: errno \(errno)")
        }
        self.primary = primary
        self.replica = replica
        settingsBefore = before
        // No core files from the crash tests: the child inherits a zero soft limit, and this
        // process gets its own limit back at once.
        let coreResource = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        var coreLimit = rlimit()
        let hasCoreLimit = getrlimit(coreResource, &coreLimit) == 0
        var noCore = rlimit(rlim_cur: 0, rlim_max: coreLimit.rlim_max)
        if hasCoreLimit { _ = setrlimit(coreResource, &noCore) }
        defer { if hasCoreLimit { _ = setrlimit(coreResource, &coreLimit) } }
        do {
            pid = try Self.spawn(
                executable, arguments: arguments, terminal: replica, environment: environment, ownProcessGroup: ownProcessGroup)
        } catch {
            close(primary)
            close(replica)
            throw error
        }
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            _ = waitpid(pid, &ignored, 0)
        }
        close(primary)
        close(replica)
    }

    /// Starts the program with the terminal as its standard streams, every signal at its
    /// default action and unblocked (test threads block some). In a process group of its own when
    /// `ownProcessGroup`: a group whose parent is in another group of the session is not orphaned,
    /// so SIGTSTP stops it (the kernel discards it for an orphaned group, as a test runner's may be).
    static func spawn(
        _ executable: String, arguments: [String], terminal: Int32, environment: [String] = environment,
        ownProcessGroup: Bool = false
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, target)
        }
        return try spawn(
            executable, arguments: arguments, environment: environment, actions: &actions, ownProcessGroup: ownProcessGroup)
    }

    /// Starts the program with `actions` applied to its file descriptors, every signal at its
    /// default action and unblocked.
    static func spawn(
        _ executable: String, arguments: [String], environment: [String], actions: inout posix_spawn_file_actions_t,
        ownProcessGroup: Bool = false
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw DemoProcessError(description: "posix_spawn \(executable) failed: errno \(result)")
        }
        return pid
    }

    /// Sends bytes as if typed.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        var attempts = 0
        while offset < bytes.count, attempts < 1000 {
            let written = bytes[offset...].withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else {
                attempts += 1
                collect(waitingMilliseconds: 10)  // Let the program drain its input.
            }
        }
    }

    /// Reads whatever is ready, waiting at most `milliseconds` for the first byte.
    /// Returns whether anything arrived.
    @discardableResult
    func collect(waitingMilliseconds milliseconds: Int32) -> Bool {
        var target = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        guard poll(&target, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var gotAny = false
        while true {
            let count = Glibc.read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[..<count]
            gotAny = true
        }
        return gotAny
    }

    /// Reads until `text` has appeared in the output, or `seconds` pass.
    /// Returns whether it appeared.
    @discardableResult
    func read(until text: String, from start: Int = 0, seconds: Double = 5) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            if Self.find(Array(text.utf8), in: output, from: start) != nil { return true }
            guard ContinuousClock.now < deadline else { return false }
            collect(waitingMilliseconds: 50)
        }
    }

    /// Reads until the program has stopped (SIGTSTP) or `seconds` pass. Returns whether it stopped.
    func waitForStop(seconds: Double = 10) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG | WUNTRACED)
            if result == pid {
                if raw & 0xFF == 0x7F { return true }
                status = raw  // It ended instead.
                return false
            }
            if result < 0, errno != EINTR { return false }
            guard ContinuousClock.now < deadline else { return false }
            collect(waitingMilliseconds: 20)
        }
    }

    /// Reads until the program has ended or `seconds` pass, then reads what is left.
    /// Returns whether it ended.
    @discardableResult
    func waitForExit(seconds: Double = 10) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while status == nil {
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid {
                status = raw
                break
            }
            if result < 0, errno != EINTR { break }
            guard ContinuousClock.now < deadline else { return false }
            collect(waitingMilliseconds: 20)
        }
        // What the program wrote before it ended is already in the terminal's buffer.
        while collect(waitingMilliseconds: 20) {}
        return status != nil
    }

    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
            return nil
        }
        for index in start...(haystack.count - needle.count)
        where haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    /// The offset of the last occurrence of `needle` in `haystack`.
    static func findLast(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        for index in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
