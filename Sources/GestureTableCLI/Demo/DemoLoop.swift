#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureTable
import GestureTableTerminal

/// What the demo's loop drives: the inbox (``InboxDemoModel``), the board (``BoardDemoModel``) or the
/// outline (``OutlineDemoModel``).
/// Each lives apart from the terminal; the loop gives it its input and draws its frames.
protocol DemoScreen: AnyObject {
    /// Brings animations, a due long press and autoscroll up to the clock.
    func tick()
    /// Whether something moves on its own, so frames are drawn at the display's rate.
    var isAnimating: Bool { get }
    /// When a timed step (a long press) comes due, if one is waiting.
    var nextDeadline: Duration? { get }
    /// The screen as it is now.
    func frame() -> Frame
    /// The lines the last frame drew differently from the one before, or `nil` for every line.
    var changedLines: [Int]? { get }
    /// Handles a key or a mouse report.
    func handle(_ input: InputEvent)
    /// Set when the user quit: the process's exit status.
    var exitStatus: Int32? { get }
    /// A new terminal size.
    func resize(columns: Int, lines: Int)
}

/// The one loop of `gesture-table demo`, for the inbox, the board and the outline: so that a key the
/// terminal handles for every screen (Ctrl-Z), a signal and a resize are handled the same in each.
enum DemoLoop {
    /// Runs `screen` on `session` until the user quits or a signal ends it; returns the exit status.
    static func run(_ screen: some DemoScreen, on session: TerminalSession, clock: any TableClock, colorLevel: ColorLevel) throws -> Int32 {
        var writer = FrameWriter(colorLevel: colorLevel)
        var scheduler = FrameScheduler()
        while true {
            screen.tick()
            let isAnimating = screen.isAnimating
            if scheduler.shouldDraw(at: clock.now, isAnimating: isAnimating) {
                let frame = screen.frame()
                // Only the lines drawn differently from the frame before are compared; the bytes
                // go to the terminal as the writer made them, in one write.
                try writer.write(frame, changedLines: screen.changedLines) { bytes in
                    if !bytes.isEmpty { try session.write(bytes: bytes) }
                }
            }
            var timeout = scheduler.timeout(at: clock.now, isAnimating: isAnimating, nextDeadline: screen.nextDeadline)
            if scheduler.needsDisplay, let wait = timeout, wait > .zero {
                // A frame is owed but not due: sleep until it is, then take all the input that
                // came meanwhile at once, so a drag wakes the loop once a frame, not once a report.
                sleep(for: wait)
                timeout = .zero
            }
            let events = try session.nextEvents(timeout: timeout)
            // Input, a resize, a frame or a timed step (a long press) is due: draw again.
            scheduler.setNeedsDisplay()
            for event in events {
                switch event {
                case .input(.key(.control("z"), _)):
                    // Raw mode delivers Ctrl-Z as a key: suspend as the shell expects. The
                    // session gives the terminal back, and takes it again on `fg` (a resize).
                    raise(SIGTSTP)
                case .input(let input):
                    screen.handle(input)
                    if let status = screen.exitStatus { return status }
                case .resize(let columns, let rows):
                    screen.resize(columns: columns, lines: rows)
                    writer.invalidate()
                case .terminate(let signal):
                    return 128 + signal
                }
            }
        }
    }

    /// Sleeps for a duration, or until a signal interrupts the sleep.
    static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&request, nil)
    }
}

extension InboxDemoModel: DemoScreen {
    func tick() { table.tick() }
    var isAnimating: Bool { table.isAnimating }
    var nextDeadline: Duration? { [table.nextDeadline, nextSnackbarDeadline].compactMap { $0 }.min() }
    var changedLines: [Int]? { drawing.changedLines }
}

extension BoardDemoModel: DemoScreen {
    func tick() { board.tick() }
    /// The board draws every line of each frame.
    var changedLines: [Int]? { nil }
}
