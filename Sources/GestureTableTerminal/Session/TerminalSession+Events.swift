#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
    /// Waits for input or a signal and returns what happened.
    ///
    /// Returns as soon as at least one event is ready, or with an empty
    /// array when `timeout` passes. With `timeout: nil` it sleeps in
    /// `poll(2)` until something happens: an idle program never wakes up.
    ///
    /// A lone Escape byte is held for about 25 ms in case the rest of a
    /// sequence follows; then it is reported as the Escape key. A bracketed
    /// paste that gets no byte for ``pasteTimeout`` is ended and reported as
    /// ``InputEvent/unterminatedPaste(_:)``.
    ///
    /// - Parameter timeout: The longest time to wait, or `nil` to wait
    ///   indefinitely.
    /// - Returns: Input, resize and terminate events, in order.
    /// - Throws: ``TerminalSessionError`` if the session is not active or
    ///   reading the terminal fails.
    public func nextEvents(timeout: Duration?) throws -> [SessionEvent] {
        guard isActive else { throw TerminalSessionError(.notStarted) }
        let deadline = timeout.map { clock.now.advanced(by: max($0, .zero)) }
        var events: [SessionEvent] = []
        while true {
            let escapeDeadline = decoder.hasPendingSequence
                ? lastInputTime.map { $0.advanced(by: Self.escapeDelay) } : nil
            let pasteDeadline = decoder.isInPaste ? lastInputTime.map { $0.advanced(by: Self.pasteTimeout) } : nil
            let wakeUp = Self.earliest(Self.earliest(deadline, escapeDeadline), pasteDeadline)
            // Two descriptors side by side on the stack: a wake-up allocates nothing.
            var descriptors = (
                pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalRelay.pipeReadEnd, events: Int16(POLLIN), revents: 0))
            let timeoutMilliseconds = milliseconds(until: wakeUp)
            let ready = withUnsafeMutablePointer(to: &descriptors) { pair in
                pair.withMemoryRebound(to: pollfd.self, capacity: 2) { poll($0, 2, timeoutMilliseconds) }
            }
            if ready < 0, errno != EINTR {
                throw TerminalSessionError(.systemCall("poll", errno: errno))
            }
            if ready > 0 {
                if descriptors.1.revents != 0 {
                    try handleSignals(into: &events)
                }
                if descriptors.0.revents & Int16(POLLNVAL) != 0 {
                    throw TerminalSessionError(.systemCall("poll", errno: EBADF))
                }
                if descriptors.0.revents != 0 {
                    try readInput(into: &events)
                }
            }
            if decoder.hasPendingSequence, let lastInputTime,
               clock.now >= lastInputTime.advanced(by: Self.escapeDelay)
            {
                events += decoder.flush().map(SessionEvent.input)
            }
            if decoder.isInPaste, let lastInputTime, clock.now >= lastInputTime.advanced(by: Self.pasteTimeout) {
                events += decoder.endPaste().map(SessionEvent.input)
            }
            if !events.isEmpty {
                return events
            }
            if let deadline, clock.now >= deadline {
                return events
            }
        }
    }

    /// The earlier of two instants, either of which may be missing.
    static func earliest(_ first: ContinuousClock.Instant?, _ second: ContinuousClock.Instant?) -> ContinuousClock.Instant? {
        guard let first, let second else { return first ?? second }
        return min(first, second)
    }

    /// The `poll(2)` timeout that wakes up at `instant`, rounded up; -1 for never.
    func milliseconds(until instant: ContinuousClock.Instant?) -> Int32 {
        guard let instant else { return -1 }
        let remaining = clock.now.duration(to: instant)
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    /// Reads what the terminal sent and decodes it.
    func readInput(into events: inout [SessionEvent]) throws {
        // The buffer lives in the session: taken out while it is read into, so it stays unique.
        var buffer = readBuffer
        readBuffer = []
        defer { readBuffer = buffer }
        let count = read(inputDescriptor, &buffer, buffer.count)
        if count > 0 {
            lastInputTime = clock.now
            for event in decoder.feed(buffer[..<count]) { events.append(.input(event)) }
            return
        }
        if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
            return
        }
        if count == 0 || errno == EIO {
            events.append(.terminate(signal: SIGHUP))  // The terminal hung up.
            return
        }
        throw TerminalSessionError(.systemCall("read", errno: errno))
    }

    /// Turns the signals waiting in the self-pipe into events.
    func handleSignals(into events: inout [SessionEvent]) throws {
        var needsResize = false
        var needsResume = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(SignalRelay.pipeReadEnd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[..<count] {
                let signal = Int32(byte)
                switch signal {
                case SIGWINCH:
                    needsResize = true
                case SIGTSTP:
                    suspend()
                    needsResume = true
                case SIGCONT:
                    needsResume = true
                default:
                    if !events.contains(.terminate(signal: signal)) {
                        events.append(.terminate(signal: signal))
                    }
                }
            }
        }
        if needsResume {
            try takeTerminal()
            needsResize = true
        }
        if needsResize {
            let size = size
            events.append(.resize(columns: size.columns, rows: size.rows))
        }
    }

    /// Gives the terminal back and stops the process as SIGTSTP would;
    /// returns once the process is continued.
    func suspend() {
        SignalRelay.releaseTerminal()
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)  // SIG_DFL, so that raising it stops.
        // The calling thread may block signals (Swift concurrency's threads
        // do); unblock SIGTSTP so that raise stops the process before returning.
        var stop = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        SignalRelay.installRelay(for: SIGTSTP)
    }
}
