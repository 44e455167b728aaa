/// Something a ``TerminalSession`` reports from ``TerminalSession/nextEvents(timeout:)``.
public enum SessionEvent: Hashable, Sendable {
    /// Decoded terminal input.
    case input(InputEvent)
    /// The terminal has this size now, or was taken back after a suspend;
    /// redraw everything.
    case resize(columns: Int, rows: Int)
    /// The process was asked to end (SIGINT, SIGTERM, SIGHUP, or the
    /// terminal closed). Leave the loop and restore the terminal.
    case terminate(signal: Int32)
}
