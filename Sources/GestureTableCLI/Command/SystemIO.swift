#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
public struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What was attempted: `read` or `write`.
    public var operation: String
    /// The system's reason, such as "No such file or directory".
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The path as given.
    ///   - operation: What was attempted: `read` or `write`.
    ///   - reason: The system's reason.
    public init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// `cannot read 'PATH': REASON`.
    public var description: String {
        "cannot \(operation) '\(ScriptError.printable(path))': \(reason)"
    }
}

/// The few system calls the command line needs: files, standard streams
/// and whether they are terminals. The only code of the module that talks to
/// the operating system.
enum SystemIO {
    /// The text of the file at `path` (`-` for standard input), decoded as
    /// UTF-8 with invalid bytes replaced.
    static func readFile(_ path: String) throws(FileAccessError) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, "read") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "read")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to the file at `path`, replacing it.
    static func writeFile(_ path: String, contents text: String) throws(FileAccessError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "write") }
        let written = writeAll(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed else { throw failure(path, "write") }
    }

    /// Writes all of `text` to a file descriptor, retrying short writes;
    /// `false` on an error.
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// Whether the file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The environment variables that decide colors.
    static func colorEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// The error for the last failed system call on `path`.
    private static func failure(_ path: String, _ operation: String) -> FileAccessError {
        let reason = strerror(errno).map { String(cString: $0) } ?? "error \(errno)"
        return FileAccessError(path: path, operation: operation, reason: reason)
    }
}
