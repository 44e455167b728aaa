#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file being made: an empty temporary file in the destination's
/// folder, opened before any work starts, filled and moved into place by
/// ``commit(_:)``, or removed by ``discard()``. Until then nothing exists at
/// the destination, and a failure never leaves half a file there.
///
/// Made by ``SystemIO/prepareOutput(_:replacing:source:)``.
final class PendingFile {
    /// Where the file goes.
    let path: String
    let temporaryPath: String
    var descriptor: Int32
    let replaces: Bool

    init(path: String, temporaryPath: String, descriptor: Int32, replaces: Bool) {
        self.path = path
        self.temporaryPath = temporaryPath
        self.descriptor = descriptor
        self.replaces = replaces
    }

    deinit {
        discard()
    }

    /// Writes `contents` to the temporary file and moves it to ``path``.
    ///
    /// Without `--force` the move never replaces a file that appeared at
    /// ``path`` in the meantime.
    ///
    /// - Throws: ``FileAccessError`` when the write or the move fails; the
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
            guard rename(temporaryPath, path) == 0 else { throw SystemIO.failure(path, "write") }
            return
        }
        // link(2) fails with EEXIST rather than replace a file; where links are not
        // supported, check and rename.
        if link(temporaryPath, path) == 0 { return }
        let linkError = errno
        var existing = stat()
        guard linkError != EEXIST, lstat(path, &existing) != 0 else {
            throw FileAccessError(path: path, operation: "write", reason: "it already exists; add --force to replace it")
        }
        guard rename(temporaryPath, path) == 0 else { throw SystemIO.failure(path, "write") }
    }

    /// Removes the temporary file; the destination is left as it was.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }
}
