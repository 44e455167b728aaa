#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error as a `TextOutputStream`: each write
/// goes straight to the file descriptor, so output and diagnostics keep
/// their order on a terminal.
///
/// The first write that fails (a full disk, a closed descriptor, a pipe
/// whose reader is gone) is remembered in ``failure`` and ends the
/// stream's output: later writes do nothing, and the caller decides what to
/// say (`gesture-table` reports it on standard error, except a broken pipe,
/// which means the reader has seen enough).
public struct StandardStream: TextOutputStream, Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32
    /// The `errno` of the first write that failed, or `nil`.
    public private(set) var failure: Int32?
    /// Whether the descriptor was closed when the process started: the
    /// first write fails with `EBADF`.
    var wasClosed = false

    /// Standard output.
    public static var output: StandardStream { StandardStream(descriptor: 1) }
    /// Standard error.
    public static var error: StandardStream { StandardStream(descriptor: 2) }

    /// Creates a stream writing to an open file descriptor.
    ///
    /// - Parameter descriptor: The descriptor, such as 1 for standard output.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes the text, all of it, unless an earlier write failed.
    public mutating func write(_ string: String) {
        guard failure == nil, !string.isEmpty else { return }
        if wasClosed {
            failure = EBADF
        } else if !SystemIO.writeAll(string, to: descriptor) {
            failure = errno
        }
    }

    /// Whether the failure, if any, is a broken pipe: the reader went away,
    /// which is no error of the command's.
    public var isBrokenPipe: Bool { failure == EPIPE }
}
