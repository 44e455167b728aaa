#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import GestureTableTerminal

/// Sessions on a pseudo-terminal. Signal handlers are process-wide, so
/// these tests run one at a time.
@Suite("TerminalSession", .serialized)
struct TerminalSessionTests {
    static let setup = Array(TerminalSession.setupSequence.utf8)
    static let restore = Array(TerminalSession.restoreSequence.utf8)

    /// Runs `body` with a session started on a fresh pseudo-terminal (its
    /// setup bytes already read), and restores the session afterwards.
    static func withSession(
        columns: UInt16 = 80, rows: UInt16 = 24,
        _ body: (PseudoTerminal, TerminalSession) throws -> Void
    ) throws {
        let terminal = try PseudoTerminal(columns: columns, rows: rows)
        let session = TerminalSession(input: terminal.replica, output: terminal.replica)
        try session.start()
        defer { session.restore() }
        #expect(terminal.read(count: setup.count) == setup)
        try withExtendedLifetime(terminal) { try body(terminal, session) }
    }

    /// Calls `nextEvents` until `count` events have arrived or two seconds passed.
    static func events(
        _ count: Int, from session: TerminalSession
    ) throws -> [SessionEvent] {
        var events: [SessionEvent] = []
        let deadline = ContinuousClock.now + .seconds(2)
        while events.count < count, ContinuousClock.now < deadline {
            events += try session.nextEvents(timeout: .seconds(2))
        }
        return events
    }

    /// Raises `signal` on this thread with it unblocked, so that the handler
    /// runs before this returns. (Test threads block signals.)
    static func deliver(_ signal: Int32) {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, &previous)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Unblocks every signal; for forked children, whose only thread
    /// inherits the test thread's mask.
    static func unblockAllSignals() {
        var set = sigset_t()
        sigfillset(&set)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    static func currentAction(for signal: Int32) -> Int {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func startWritesSetupBytesAndRestoreUndoesThemInReverse() throws {
        let terminal = try PseudoTerminal()
        let before = try TerminalMode.current(of: terminal.replica).comparableFields
        let session = TerminalSession(input: terminal.replica, output: terminal.replica)

        try session.start()
        #expect(terminal.readText(count: Self.setup.count) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
        let raw = try TerminalMode.current(of: terminal.replica)
        #expect(raw.comparableFields != before)
        #expect(raw.settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(raw.settings.c_oflag & tcflag_t(OPOST) == 0)

        session.restore()
        #expect(terminal.readText(count: Self.restore.count) == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l")
        #expect(try TerminalMode.current(of: terminal.replica).comparableFields == before)
        #expect(!session.isActive)
    }

    @Test func restoreTwiceWritesNothingTheSecondTime() throws {
        try Self.withSession { terminal, session throws in
            session.restore()
            #expect(terminal.read(count: Self.restore.count) == Self.restore)
            session.restore()
            // Mark the stream: only the marker may follow.
            _ = Glibc.write(terminal.replica, "X", 1)
            #expect(terminal.readText(count: 1) == "X")
        }
    }

    @Test func restorePutsBackThePreviousSignalHandlers() throws {
        let before = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGSEGV, SIGILL]
            .map(Self.currentAction(for:))
        try Self.withSession { terminal, session throws in
            #expect(Self.currentAction(for: SIGWINCH) != before[0])
            session.restore()
            let after = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGSEGV, SIGILL]
                .map(Self.currentAction(for:))
            #expect(after == before)
        }
    }

    @Test func deinitRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal()
        let before = try TerminalMode.current(of: terminal.replica).comparableFields
        do {
            let session = TerminalSession(input: terminal.replica, output: terminal.replica)
            try session.start()
        }
        #expect(terminal.read(count: Self.setup.count + Self.restore.count) == Self.setup + Self.restore)
        #expect(try TerminalMode.current(of: terminal.replica).comparableFields == before)
    }

    @Test func startThrowsWhenInputIsNotATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let session = TerminalSession(input: ends[0], output: ends[1])
        #expect(throws: TerminalSessionError(.notATerminal(descriptor: ends[0]))) {
            try session.start()
        }
        #expect(!session.isActive)
        #expect(
            TerminalSessionError(.notATerminal(descriptor: 5)).description
                == "file descriptor 5 is not a terminal; an interactive session needs one")
    }

    @Test func onlyOneSessionAtATime() throws {
        try Self.withSession { terminal, session throws in
            let other = try PseudoTerminal()
            let second = TerminalSession(input: other.replica, output: other.replica)
            #expect(throws: TerminalSessionError(.anotherSessionActive)) { try second.start() }
        }
    }

    @Test func nextEventsThrowsBeforeStart() throws {
        let terminal = try PseudoTerminal()
        let session = TerminalSession(input: terminal.replica, output: terminal.replica)
        #expect(throws: TerminalSessionError(.notStarted)) { try session.nextEvents(timeout: .zero) }
    }

    @Test func nextEventsReturnsTypedInput() throws {
        try Self.withSession { terminal, session throws in
            terminal.type("a\u{1B}[A\u{03}\u{1B}[<0;10;5M")
            #expect(try Self.events(4, from: session) == [
                .input(.key(.character("a"))), .input(.key(.up)), .input(.key(.control("c"))),
                .input(.mouse(MouseEvent(kind: .press, button: .left, column: 9, row: 4))),
            ])
        }
    }

    @Test func loneEscapeBecomesTheEscapeKeyAfterAShortWait() throws {
        try Self.withSession { terminal, session throws in
            terminal.type([0x1B])
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try Self.events(1, from: session) == [.input(.key(.escape))])
            #expect(clock.now - start >= TerminalSession.escapeDelay)
        }
    }

    @Test func nextEventsReturnsNothingWhenTheTimeoutPasses() throws {
        try Self.withSession { terminal, session throws in
            #expect(try session.nextEvents(timeout: .zero).isEmpty)
            #expect(try session.nextEvents(timeout: .milliseconds(5)).isEmpty)
        }
    }

    @Test func sizeComesFromTheTerminal() throws {
        try Self.withSession(columns: 132, rows: 43) { terminal, session throws in
            #expect(session.size == (columns: 132, rows: 43))
        }
    }

    @Test func windowChangeSignalGivesAResizeEvent() throws {
        try Self.withSession { terminal, session throws in
            terminal.resize(columns: 100, rows: 40)
            Self.deliver(SIGWINCH)
            #expect(try session.nextEvents(timeout: .seconds(2)) == [.resize(columns: 100, rows: 40)])
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func terminationSignalGivesATerminateEvent(signal: Int32) throws {
        try Self.withSession { terminal, session throws in
            Self.deliver(signal)
            Self.deliver(signal)
            #expect(try session.nextEvents(timeout: .seconds(2)) == [.terminate(signal: signal)])
        }
    }

    @Test func writeSendsEveryByte() throws {
        try Self.withSession { terminal, session throws in
            let text = String(repeating: "żółw 🐢\r\n", count: 200)
            try session.write(text)
            #expect(terminal.readText(count: text.utf8.count) == text)
        }
    }

    @Test func crashSignalRestoresTheTerminalBeforeTheProcessDies() throws {
        // Chain to the default action rather than the test runner's crash reporter.
        var defaultAction = sigaction()
        var runnerAction = sigaction()
        sigaction(SIGABRT, &defaultAction, &runnerAction)
        defer { sigaction(SIGABRT, &runnerAction, nil) }

        let terminal = try PseudoTerminal()
        let before = try TerminalMode.current(of: terminal.replica).comparableFields
        let session = TerminalSession(input: terminal.replica, output: terminal.replica)
        try session.start()
        defer { session.restore() }
        #expect(terminal.read(count: Self.setup.count) == Self.setup)

        let child = fork()
        if child == 0 {
            // Only async-signal-safe calls in the child.
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            Self.unblockAllSignals()
            raise(SIGABRT)
            _exit(99)  // Not reached: the re-raised signal ends the process.
        }
        #expect(child > 0)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child, "errno \(errno)")
        #expect(status & 0x7F == SIGABRT, "child status \(status)")
        #expect(terminal.read(count: Self.restore.count) == Self.restore)
        #expect(try TerminalMode.current(of: terminal.replica).comparableFields == before)
    }

    /// Whether this process runs under ThreadSanitizer, which does not support a forked child of
    /// a multi-threaded process doing more than async-signal-safe calls (it can deadlock in the
    /// child, and the parent waits for it forever).
    static let isThreadSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    @Test(.disabled(if: isThreadSanitized, "the forked child runs Swift code, which ThreadSanitizer cannot fork"))
    func suspendGivesTheTerminalBackAndContinueTakesItAgain() throws {
        try Self.withSession(columns: 90, rows: 30) { terminal, session throws in
            _ = try session.nextEvents(timeout: .zero)  // Warm up the code the child runs.
            let child = fork()
            if child == 0 {
                Self.unblockAllSignals()
                raise(SIGTSTP)
                let events = (try? session.nextEvents(timeout: .seconds(5))) ?? []
                _exit(events == [.resize(columns: 90, rows: 30)] ? 0 : 1)
            }
            #expect(child > 0)
            var status: Int32 = 0
            #expect(waitpid(child, &status, WUNTRACED) == child)
            if status & 0xFF == 0x7F {  // Stopped, as SIGTSTP should do.
                #expect(terminal.read(count: Self.restore.count) == Self.restore)
                kill(child, SIGCONT)
                #expect(waitpid(child, &status, 0) == child)
            }
            #expect(status == 0, "child status \(status)")
            #expect(terminal.read(count: Self.setup.count) == Self.setup)
        }
    }
}
