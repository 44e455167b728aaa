#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureScript

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
    /// The text of the file at `path` (`-` for standard input), which must be
    /// UTF-8: a file that is not fails with the number of its first line that
    /// is not (rather than playing replacement characters as a command).
    ///
    /// The file is read in 64 KiB chunks and reading stops past `limit`
    /// bytes, so an endless file (`/dev/zero`, `/dev/urandom`) fails at once
    /// with bounded memory.
    static func readFile(_ path: String, limit: Int = ScriptParser.maximumScriptSize) throws(FileAccessError) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
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
            guard bytes.count + count <= limit else {
                throw FileAccessError(
                    path: path, operation: "read",
                    reason: "it is larger than \(ScriptParser.describeSize(limit)), the most a script may be")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if let line = firstLineNotUTF8(in: bytes) {
            throw FileAccessError(path: path, operation: "read", reason: "line \(line) is not UTF-8 text, which a script must be")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number (from 1) of the first line of `bytes` that is not valid UTF-8, if any.
    static func firstLineNotUTF8(in bytes: [UInt8]) -> Int? {
        var line = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// Creates an empty temporary file beside `path`, which ``PendingFile/commit(_:)``
    /// fills and moves into place; nothing exists at `path` until then.
    ///
    /// Only a regular file is ever replaced, even with `replacing`: the move is a
    /// rename, which would put a file where a device node, a FIFO, a socket or a
    /// symbolic link was (as root, `--force` onto `/dev/null` would replace it).
    ///
    /// - Parameters:
    ///   - path: Where the file goes.
    ///   - replacing: Whether an existing regular file at `path` may be replaced (`--force`).
    ///   - source: A file that must never be replaced, even with `replacing`
    ///     (the script being played), compared by identity, so a symbolic or
    ///     hard link to it, or another spelling of its path, is refused too.
    /// - Throws: ``FileAccessError`` when `path` is `source`, is not a regular
    ///   file, exists and may not be replaced, or its folder cannot take a file.
    static func prepareOutput(_ path: String, replacing: Bool, source: String?) throws(FileAccessError) -> PendingFile {
        var target = stat()
        var script = stat()
        if let source, source != "-", stat(path, &target) == 0, stat(source, &script) == 0,
           script.st_dev == target.st_dev, script.st_ino == target.st_ino
        {
            throw FileAccessError(path: path, operation: "write", reason: "it is the script being played")
        }
        if try regularFileExists(at: path), !replacing {
            throw FileAccessError(path: path, operation: "write", reason: "it already exists; add --force to replace it")
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[...$0] } ?? ""
        let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
        var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
        // The file is registered for removal on a signal before a signal can end the process.
        var temporary = ""
        var cleanupSlot: Int?
        let descriptor = TemporaryFileCleanup.withSignalsBlocked {
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkstemp($0) } ?? -1
            }
            guard descriptor >= 0 else { return descriptor }
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            cleanupSlot = TemporaryFileCleanup.register(temporary)
            return descriptor
        }
        guard descriptor >= 0 else { throw failure(path, "write") }
        let mask = umask(0)
        umask(mask)
        _ = fchmod(descriptor, 0o666 & ~mask)
        return PendingFile(
            path: path, temporaryPath: temporary, descriptor: descriptor, replaces: replacing, cleanupSlot: cleanupSlot)
    }

    /// Whether a regular file is at `path`, not following a symbolic link.
    ///
    /// - Throws: ``FileAccessError`` when something else is there: a directory,
    ///   a device, a FIFO, a socket or a symbolic link, which an output never
    ///   replaces.
    static func regularFileExists(at path: String) throws(FileAccessError) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFDIR: kind = "a directory"
        case S_IFLNK: kind = "a symbolic link"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "something else"
        }
        throw FileAccessError(path: path, operation: "write", reason: "it is \(kind), not a regular file")
    }

    /// Whether `descriptor` is open.
    static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) >= 0
    }

    /// Opens `/dev/null` on standard input, output and error where they are
    /// closed, so that no file the command opens takes their numbers.
    ///
    /// - Returns: The descriptors that were closed.
    static func reserveStandardDescriptors() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
            closed.insert(descriptor)
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }

    /// Ignores SIGPIPE, so that writing to a closed pipe fails with `EPIPE`
    /// instead of ending the process.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The system's message for an `errno` value.
    static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// Writes all of `text` to a file descriptor, retrying short writes;
    /// `false` on an error, with `errno` set.
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
    static func failure(_ path: String, _ operation: String) -> FileAccessError {
        FileAccessError(path: path, operation: operation, reason: reason(errno))
    }
}
