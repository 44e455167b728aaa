#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureTableTerminal

/// Removes the temporary files of the outputs being made when a signal whose default action
/// ends the process ends it (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, the timers' and the
/// limits' signals, SIGUSR1 and SIGUSR2), which then ends by the signal as it would have
/// (status 128 + N in a shell). Left out: SIGKILL and SIGSTOP, which no handler sees; the
/// faults (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP), after which nothing in the process can
/// be trusted and Swift's backtracer reports; and SIGPIPE, which a closed pipe raises in the
/// middle of printing.
///
/// A signal handler captures nothing and may only make async-signal-safe calls, so the paths
/// live in a small fixed table of C strings allocated before the handler is installed (a
/// command makes one output). The handler is installed while a file is registered, and the
/// previous actions come back with the last one; a signal the process inherited as ignored
/// (`nohup`) stays ignored.
///
/// Only the `gesture-table` process itself turns it on (``isEnabled``), and makes its files on
/// one thread: signal actions are process-wide, and a caller running the command in its own
/// process (a test, beside a terminal session's tests) keeps its own.
///
/// The demo's terminal session puts its own handlers over these while it has the terminal and
/// these back when it gives it back: there a signal ends the session, and the recording is
/// written as on every way out of it.
enum TemporaryFileCleanup {
    /// The signals that remove the files.
    static let signals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGUSR1, SIGUSR2,
    ]
    /// Whether files are registered and the handler installed; set once, before any file is
    /// made, by ``GestureTableCommand/main()``.
    nonisolated(unsafe) static var isEnabled = false
    /// How many files can be registered at once; more are made, without the cleanup.
    static let capacity = 4
    /// One more than the largest of ``signals``, which index the actions.
    static let signalLimit = 32

    /// The registered paths; `nil` for a free slot.
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        paths.initialize(repeating: nil, count: capacity)
        return paths
    }()
    /// The actions in place before the handler, by signal number.
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
        actions.initialize(repeating: sigaction(), count: signalLimit)
        return actions
    }()
    /// Whether the handler is installed, by signal number.
    nonisolated(unsafe) static let isInstalled: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: signalLimit)
        flags.initialize(repeating: false, count: signalLimit)
        return flags
    }()

    /// Runs `body` with the signals blocked on this thread, so that a file `body` makes is
    /// registered before a signal can end the process; one that came meanwhile is delivered
    /// afterwards.
    static func withSignalsBlocked<Value>(_ body: () -> Value) -> Value {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Registers a temporary file to remove on a signal.
    ///
    /// - Returns: Its slot, for ``unregister(_:)``, or `nil` when the table is full or the
    ///   cleanup is not enabled.
    static func register(_ path: String) -> Int? {
        guard isEnabled else { return nil }
        // Every global the handler reads exists before it can run.
        _ = (paths, previousActions, isInstalled, capacity, signalLimit)
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }), let copy = strdup(path) else { return nil }
        paths[slot] = copy
        installHandler()
        return slot
    }

    /// Forgets a file: it was moved into place or removed.
    static func unregister(_ slot: Int) {
        guard slot >= 0, slot < capacity, let path = paths[slot] else { return }
        paths[slot] = nil
        free(path)
        if (0..<capacity).allSatisfy({ paths[$0] == nil }) { restorePreviousActions() }
    }

    /// Installs the handler for every signal not installed yet and not ignored.
    private static func installHandler() {
        for signal in signals where !isInstalled[Int(signal)] {
            let previous = previousActions + Int(signal)
            sigaction(signal, nil, previous)
            guard !SignalRelay.isIgnored(previous.pointee) else { continue }
            var action = sigaction()
            SignalRelay.setHandler(of: &action, to: removeTemporaryFilesAndResignal)
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            for other in signals { sigaddset(&action.sa_mask, other) }
            sigaction(signal, &action, nil)
            isInstalled[Int(signal)] = true
        }
    }

    /// Puts back the actions the handler replaced.
    private static func restorePreviousActions() {
        for signal in signals where isInstalled[Int(signal)] {
            sigaction(signal, previousActions + Int(signal), nil)
            isInstalled[Int(signal)] = false
        }
    }

    /// Removes every registered file, puts back the action `signal` had before and raises it
    /// again, so that it ends the process (or reaches the previous handler) once the handler
    /// returns. Only async-signal-safe calls.
    fileprivate static func handle(_ signal: Int32) {
        for slot in 0..<capacity {
            if let path = paths[slot] { unlink(path) }
        }
        if signal > 0, signal < signalLimit { sigaction(signal, previousActions + Int(signal), nil) }
        raise(signal)
    }
}

/// The handler of ``TemporaryFileCleanup``. Async-signal-safe.
private func removeTemporaryFilesAndResignal(_ signal: Int32) {
    let savedErrno = errno
    TemporaryFileCleanup.handle(signal)
    errno = savedErrno
}
