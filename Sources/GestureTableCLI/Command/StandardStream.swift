/// Standard output or standard error as a `TextOutputStream`: each write
/// goes straight to the file descriptor, so output and diagnostics keep
/// their order on a terminal.
public struct StandardStream: TextOutputStream, Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32

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

    /// Writes the text, all of it, or as much as the descriptor accepts.
    public mutating func write(_ string: String) {
        SystemIO.writeAll(string, to: descriptor)
    }
}
