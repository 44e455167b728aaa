#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the terminal for an interactive program: raw mode, the alternate
/// screen, mouse reporting, bracketed paste, signals, and putting it all
/// back.
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.restore() }
/// loop: while true {
///     for event in try session.nextEvents(timeout: nil) {
///         switch event {
///         case .input(.key(.character("q"), _)), .terminate: break loop
///         case .input(let input): handle(input)
///         case .resize(let columns, let rows): redraw(columns, rows)
///         }
///     }
/// }
/// ```
///
/// ``start()`` saves the terminal settings, switches to raw mode, and
/// writes `ESC[?1049h` (alternate screen), `ESC[?25l` (hide the cursor),
/// `ESC[?1002h ESC[?1006h` (button-event mouse tracking in SGR encoding) and
/// `ESC[?2004h` (bracketed paste). ``restore()`` undoes that once, in
/// reverse order. Raw mode turns off output processing, so write `"\r\n"`
/// for a new line.
///
/// While the session is active it handles signals:
/// - SIGWINCH becomes ``SessionEvent/resize(columns:rows:)``;
/// - SIGINT, SIGTERM and SIGHUP become ``SessionEvent/terminate(signal:)``
///   (in raw mode, Ctrl-C arrives as the key `.control("c")` instead);
/// - SIGTSTP gives the terminal back and stops the process; on SIGCONT the
///   session takes the terminal again and reports a resize so that the
///   caller redraws;
/// - on a crash (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) and on
///   SIGQUIT, SIGSYS, SIGXCPU and SIGXFSZ a handler restores the terminal with
///   async-signal-safe calls, then passes the signal on to the previous
///   handler, such as Swift's crash reporter, and the process ends by it;
/// - on every other signal whose default action ends the process (SIGUSR1,
///   SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, and on Linux SIGPOLL,
///   SIGPWR, SIGSTKFLT and the real-time signals) the same handler restores
///   the terminal, then the process ends by the signal; one inherited as
///   ignored stays ignored.
///
/// Only one session can be active in a process at a time. The session is
/// not thread-safe; use it from one thread.
public final class TerminalSession {
    /// The bytes ``start()`` writes after entering raw mode.
    static let setupSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
    /// The bytes ``restore()`` writes before restoring the saved settings.
    static let restoreSequence = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l"
    /// How long a lone Escape waits for the rest of a sequence.
    static let escapeDelay: Duration = .milliseconds(25)
    /// How long a bracketed paste waits for more bytes before it is ended
    /// without its end marker (a stray `ESC [200~` would otherwise swallow
    /// every key, `q` and Ctrl-C included).
    public static let pasteTimeout: Duration = .seconds(1)

    let inputDescriptor: Int32
    let outputDescriptor: Int32
    var decoder = InputDecoder()
    var savedMode: TerminalMode?
    var rawMode: TerminalMode?
    var lastInputTime: ContinuousClock.Instant?
    /// The buffer input is read into, kept from read to read.
    var readBuffer = [UInt8](repeating: 0, count: 4096)
    let clock = ContinuousClock()

    /// Whether ``start()`` has run and ``restore()`` has not.
    public private(set) var isActive = false

    /// Creates a session on a terminal; nothing happens until ``start()``.
    ///
    /// - Parameters:
    ///   - input: The descriptor to read keys and mouse reports from.
    ///   - output: The descriptor to draw on.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        inputDescriptor = input
        outputDescriptor = output
    }

    deinit {
        restore()
    }

    /// Takes the terminal: raw mode, alternate screen, hidden cursor, mouse
    /// reporting and bracketed paste, plus the signal handlers.
    ///
    /// Calling it on an active session does nothing.
    ///
    /// - Throws: ``TerminalSessionError`` if the input is not a terminal,
    ///   another session is active, or a system call fails. On a throw the
    ///   terminal is left as it was.
    public func start() throws {
        guard !isActive else { return }
        guard isatty(inputDescriptor) == 1 else {
            throw TerminalSessionError(.notATerminal(descriptor: inputDescriptor))
        }
        guard !SignalRelay.areHandlersInstalled else {
            throw TerminalSessionError(.anotherSessionActive)
        }
        let saved = try TerminalMode.current(of: inputDescriptor)
        try SignalRelay.prepare()
        SignalRelay.drainPipe()
        SignalRelay.record(saved, input: inputDescriptor, output: outputDescriptor)
        SignalRelay.installHandlers()
        savedMode = saved
        rawMode = saved.raw
        decoder = InputDecoder()
        lastInputTime = nil
        isActive = true
        do {
            try takeTerminal()
        } catch {
            restore()
            throw error
        }
    }

    /// Gives the terminal back exactly as ``start()`` found it.
    ///
    /// Writes `ESC[?2004l ESC[?1006l ESC[?1002l ESC[?25h ESC[?1049l`, applies
    /// the saved settings, and puts back the previous signal handlers.
    /// Calling it again, or on a session never started, does nothing.
    public func restore() {
        guard isActive else { return }
        isActive = false
        SignalRelay.releaseTerminal()
        SignalRelay.uninstallHandlers()
        decoder = InputDecoder()
    }

    /// The terminal's size in cells.
    ///
    /// Asks the output terminal, then the input one; failing both, reads
    /// `$COLUMNS` and `$LINES`, and defaults to 80 by 24.
    public var size: (columns: Int, rows: Int) {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            #if canImport(Glibc)
            let result = ioctl(descriptor, UInt(TIOCGWINSZ), &window)
            #else
            let result = ioctl(descriptor, TIOCGWINSZ, &window)
            #endif
            if result == 0, window.ws_col > 0, window.ws_row > 0 {
                return (Int(window.ws_col), Int(window.ws_row))
            }
        }
        return (Self.environmentValue("COLUMNS") ?? 80, Self.environmentValue("LINES") ?? 24)
    }

    /// Writes text to the output, all of it, retrying after interruptions
    /// and partial writes.
    ///
    /// - Parameter text: The text and escape sequences to write. Use
    ///   `"\r\n"` for a new line while the session is active.
    /// - Throws: ``TerminalSessionError`` if the write fails.
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { bytes in
            try Self.writeAll(bytes, to: outputDescriptor)
        }
    }

    /// Writes bytes to the output, all of them, retrying after interruptions and partial
    /// writes: one `write(2)` for a frame, with no `String` made of it.
    ///
    /// - Parameter bytes: The bytes to write.
    /// - Throws: ``TerminalSessionError`` if the write fails.
    package func write(bytes: UnsafeBufferPointer<UInt8>) throws {
        try Self.writeAll(bytes, to: outputDescriptor)
    }

    static func environmentValue(_ name: String) -> Int? {
        guard let value = getenv(name), let number = Int(String(cString: value)), number > 0 else {
            return nil
        }
        return number
    }

    /// Writes every byte, looping over partial writes, `EINTR` and `EAGAIN`.
    static func writeAll(
        _ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32
    ) throws(TerminalSessionError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&target, 1, -1)
            case let code:
                throw TerminalSessionError(.systemCall("write", errno: code))
            }
        }
    }

    /// Raw mode, then the setup bytes.
    func takeTerminal() throws {
        guard let rawMode else { return }
        SignalRelay.isTerminalTaken = 1
        guard rawMode.apply(to: inputDescriptor) else {
            throw TerminalSessionError(.systemCall("tcsetattr", errno: errno))
        }
        try write(Self.setupSequence)
    }
}
