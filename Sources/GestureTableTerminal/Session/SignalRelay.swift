#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide state that signal handlers use, and the handlers.
///
/// Signal handlers are C functions that capture nothing and may only call
/// async-signal-safe functions, so everything they touch lives here,
/// allocated before any handler is installed:
/// - the self-pipe that turns terminal signals into readable bytes;
/// - the terminal's saved `termios` and the bytes that undo the session's
///   modes, which the crash handler writes with `write(2)` and applies with
///   `tcsetattr` before chaining to the previous handler.
///
/// The command line's own handlers (the removal of an output's temporary
/// file) use ``isIgnored(_:)`` and ``setHandler(of:to:)``.
package enum SignalRelay {
    /// Signals relayed through the pipe to ``TerminalSession/nextEvents(timeout:)``.
    static let relayedSignals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]
    /// Signals that mean the process is crashing, or whose default action
    /// dumps core (SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ): the handler puts the
    /// terminal back, then passes the signal on to the previous handler
    /// (Swift's crash reporter prints its report on the main screen), and the
    /// process ends by the signal.
    static let crashSignals: [Int32] = [
        SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ,
    ]
    /// The other signals whose default action ends the process: the handler
    /// puts the terminal back, then the process ends by the signal as it
    /// would have. A signal the process inherited as ignored stays ignored.
    static var fatalSignals: [Int32] {
        var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF]
        #if os(Linux)
        signals += [SIGPOLL, SIGPWR, SIGSTKFLT]
        signals += Array(__libc_current_sigrtmin()...min(__libc_current_sigrtmax(), Int32(signalLimit - 1)))
        #endif
        return signals
    }
    /// One more than the largest signal number.
    static let signalLimit = 65

    /// The read end of the self-pipe, or -1.
    nonisolated(unsafe) static var pipeReadEnd: Int32 = -1
    /// The write end of the self-pipe, or -1.
    nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1
    /// 1 while the terminal is in raw mode with the session's modes on.
    nonisolated(unsafe) static var isTerminalTaken: Int32 = 0
    /// The terminal whose settings ``savedSettings`` holds.
    nonisolated(unsafe) static var inputDescriptor: Int32 = -1
    /// Where the restore bytes go.
    nonisolated(unsafe) static var outputDescriptor: Int32 = -1
    /// The settings to put back.
    nonisolated(unsafe) static var savedSettings: UnsafeMutablePointer<termios>?
    /// The bytes that undo the session's terminal modes.
    nonisolated(unsafe) static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    /// The actions in place before the session installed its handlers, by signal number.
    nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction>?
    /// Whether the handlers are installed.
    nonisolated(unsafe) static var areHandlersInstalled = false

    /// Creates the pipe and the buffers once per process.
    ///
    /// - Throws: ``TerminalSessionError`` if the pipe cannot be made.
    static func prepare() throws(TerminalSessionError) {
        if pipeReadEnd < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                throw TerminalSessionError(.systemCall("pipe", errno: errno))
            }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            pipeReadEnd = ends[0]
            pipeWriteEnd = ends[1]
        }
        if savedSettings == nil {
            let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            settings.initialize(to: termios())
            savedSettings = settings
        }
        if restoreBytes == nil {
            let bytes = Array(TerminalSession.restoreSequence.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            restoreBytes = buffer
        }
        if previousActions == nil {
            let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
            actions.initialize(repeating: sigaction(), count: signalLimit)
            previousActions = actions
        }
        // Touch every global once so that no lazy initialization can happen in a handler.
        _ = (isTerminalTaken, inputDescriptor, outputDescriptor, areHandlersInstalled)
    }

    /// Empties the self-pipe of signals left from an earlier session.
    static func drainPipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(pipeReadEnd, &buffer, buffer.count) > 0 {}
    }

    /// Records what the crash handler needs to put the terminal back.
    static func record(_ mode: TerminalMode, input: Int32, output: Int32) {
        savedSettings?.pointee = mode.settings
        inputDescriptor = input
        outputDescriptor = output
    }

    /// Installs the relay and crash handlers, remembering the previous actions.
    static func installHandlers() {
        guard !areHandlersInstalled, let previousActions else { return }
        for signal in relayedSignals {
            installRelay(for: signal, saving: previousActions + Int(signal))
        }
        for signal in crashSignals {
            installRestoringHandler(for: signal, saving: previousActions + Int(signal))
        }
        for signal in fatalSignals {
            let previous = previousActions + Int(signal)
            sigaction(signal, nil, previous)
            guard !isIgnored(previous.pointee) else { continue }
            installRestoringHandler(for: signal, saving: previous)
        }
        areHandlersInstalled = true
    }

    /// Installs the handler that restores the terminal and then chains, for one signal.
    static func installRestoringHandler(for signal: Int32, saving previous: UnsafeMutablePointer<sigaction>) {
        var action = sigaction()
        setHandler(of: &action, to: restoreTerminalAndChain)
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previous)
    }

    /// Whether an action is SIG_IGN.
    package static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false  // 1 is SIG_IGN.
    }

    /// Installs the relay handler for one signal.
    static func installRelay(for signal: Int32, saving previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        setHandler(of: &action, to: relaySignal)
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previous)
    }

    /// Puts back the actions that were in place before ``installHandlers()``.
    static func uninstallHandlers() {
        guard areHandlersInstalled, let previousActions else { return }
        for signal in fatalSignals.reversed() + crashSignals.reversed() + relayedSignals.reversed() {
            sigaction(signal, previousActions + Int(signal), nil)
        }
        areHandlersInstalled = false
    }

    /// Writes the restore bytes and applies the saved settings, if the
    /// terminal is taken. Only async-signal-safe calls.
    static func releaseTerminal() {
        guard isTerminalTaken != 0 else { return }
        if let restoreBytes, let base = restoreBytes.baseAddress {
            var offset = 0
            while offset < restoreBytes.count {
                let written = write(outputDescriptor, base + offset, restoreBytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        if let savedSettings {
            tcsetattr(inputDescriptor, TCSANOW, savedSettings)
        }
        isTerminalTaken = 0
    }

    /// Sets a plain handler, which takes only the signal number.
    package static func setHandler(
        of action: inout sigaction,
        to handler: @escaping @convention(c) (Int32) -> Void
    ) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    static func setHandler(
        of action: inout sigaction,
        to handler: @escaping @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
    }

    /// Passes a crash signal on to whatever handled it before the session:
    /// Swift's crash reporter, another handler, or the default action.
    static func chain(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        guard let previousActions, signal > 0, Int(signal) < signalLimit else {
            resetAndRaise(signal)
            return
        }
        let previous = previousActions + Int(signal)
        sigaction(signal, previous, nil)
        #if canImport(Glibc)
        let takesInfo = previous.pointee.sa_flags & SA_SIGINFO != 0
        let withInfo = previous.pointee.__sigaction_handler.sa_sigaction
        let plain = previous.pointee.__sigaction_handler.sa_handler
        #else
        let takesInfo = previous.pointee.sa_flags & SA_SIGINFO != 0
        let withInfo = previous.pointee.__sigaction_u.__sa_sigaction
        let plain = previous.pointee.__sigaction_u.__sa_handler
        #endif
        if takesInfo, let withInfo {
            withInfo(signal, info, context)
        } else if let plain, unsafeBitCast(plain, to: Int.self) != 1 {  // 1 is SIG_IGN.
            plain(signal)
        } else {
            resetAndRaise(signal)
            return
        }
        // A fault comes back when the handler returns, and then ends the process. A crash
        // signal sent with kill(2) or raise(3) does not: a previous handler that only reports
        // and returns (Swift's backtracer does) would leave the process running, with the
        // terminal already given back. Make sure it ends.
        if info.map({ $0.pointee.si_code <= 0 }) ?? true {  // SI_USER, SI_QUEUE, SI_TKILL, …
            resetAndRaise(signal)
        }
    }

    /// Restores the default action and raises the signal again; it is
    /// delivered once the running handler returns.
    static func resetAndRaise(_ signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)  // A zeroed action is SIG_DFL.
        raise(signal)
    }
}

/// Writes the signal number into the self-pipe. Async-signal-safe.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalRelay.pipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Puts the terminal back, then lets the previous handler report the crash.
/// Async-signal-safe.
private func restoreTerminalAndChain(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    SignalRelay.releaseTerminal()
    SignalRelay.chain(signal, info, context)
}
