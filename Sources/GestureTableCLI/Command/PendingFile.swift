#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file being made: an empty temporary file in the destination's
/// folder, opened before any work starts, filled and moved into place by
/// ``commit(_:)``, or removed by ``discard()``. Until then nothing exists at
/// the destination, and a failure never leaves half a file there; nor does
/// SIGINT, SIGTERM or SIGHUP in the `gesture-table` process, which removes
/// the temporary file (``TemporaryFileCleanup``).
///
/// Made by ``SystemIO/prepareOutput(_:replacing:source:)``.
final class PendingFile {
    /// Where the file goes.
    let path: String
    let temporaryPath: String
    var descriptor: Int32
    let replaces: Bool
    /// The temporary file's slot in ``TemporaryFileCleanup``, until it is moved or removed.
    var cleanupSlot: Int?
    /// Whether ``temporaryPath`` still names the temporary file: not once it is moved or
    /// removed, when the name is free for another file that is not this one's to remove.
    var holdsTemporaryPath = true

    init(path: String, temporaryPath: String, descriptor: Int32, replaces: Bool, cleanupSlot: Int?) {
        self.path = path
        self.temporaryPath = temporaryPath
        self.descriptor = descriptor
        self.replaces = replaces
        self.cleanupSlot = cleanupSlot
    }

    deinit {
        discard()
    }

    /// Writes `contents` to the temporary file and moves it to ``path``.
    ///
    /// Without `--force` the move never replaces a file that appeared at
    /// ``path`` in the meantime; with it, only a regular file: what is at
    /// ``path`` is looked at again just before the move.
    ///
    /// - Throws: ``FileAccessError`` when the write or the move fails, or
    ///   when ``path`` is now something other than a regular file; the
    ///   temporary file is removed.
    func commit(_ contents: String) throws(FileAccessError) {
        guard descriptor >= 0 else { throw FileAccessError(path: path, operation: "write", reason: "already written") }
        defer { discard() }
        let isWritten = SystemIO.writeAll(contents, to: descriptor)
        let writeError = errno
        let isClosed = close(descriptor) == 0
        descriptor = -1
        guard isWritten, isClosed else {
            throw FileAccessError(path: path, operation: "write", reason: SystemIO.reason(isWritten ? errno : writeError))
        }
        if replaces {
            // rename(2) replaces whatever has the name, a device node or a FIFO too; what
            // appears between this look and the move is the one case left open.
            _ = try SystemIO.regularFileExists(at: path)
            guard rename(temporaryPath, path) == 0 else { throw SystemIO.failure(path, "write") }
            holdsTemporaryPath = false
            return
        }
        // link(2) fails with EEXIST rather than replace a file; where links are not
        // supported, check and rename.
        if link(temporaryPath, path) == 0 { return }
        let isTaken = errno == EEXIST
        guard try !SystemIO.regularFileExists(at: path), !isTaken else {
            throw FileAccessError(path: path, operation: "write", reason: "it already exists; add --force to replace it")
        }
        guard rename(temporaryPath, path) == 0 else { throw SystemIO.failure(path, "write") }
        holdsTemporaryPath = false
    }

    /// Removes the temporary file; the destination is left as it was.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if holdsTemporaryPath {
            unlink(temporaryPath)
            holdsTemporaryPath = false
        }
        // Unregistered after the unlink, so that a signal between the two still finds the file.
        if let cleanupSlot {
            TemporaryFileCleanup.unregister(cleanupSlot)
            self.cleanupSlot = nil
        }
    }
}
