#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// `--cast` and `--record` only ever replace a regular file, even with `--force`: a device node,
/// a FIFO, a socket, a directory or a symbolic link at the path is refused with exit status 2
/// and left as it was, and so is one that appears there while the output is being made.
///
/// The moves are renames, which replace whatever has the name: as root, `--force` onto a
/// character device once turned it into a regular file. No test here names the real
/// `/dev/null` with `--force`: the character device is one made with mknod in a temporary
/// folder, or a symbolic link to `/dev/null`, which a wrong fix would replace, not follow.
@Suite("Outputs replace only regular files")
struct NonRegularOutputTests {
    static let script = "row \"A\"\naction first-left do push\nswipe 0 0.5\nexpect count 1\n"

    /// Something at the output's path that is not a regular file.
    enum Obstacle: CaseIterable, CustomTestStringConvertible, Sendable {
        case characterDevice, blockDevice, linkToDevNull, fifo, unixSocket, directory, linkToFile

        /// The kinds anyone can make; the device nodes need root (CAP_MKNOD).
        static let withoutDeviceNodes: [Obstacle] = [.linkToDevNull, .fifo, .unixSocket, .directory, .linkToFile]
        static let deviceNodes: [Obstacle] = [.characterDevice, .blockDevice]

        /// Whether this process may make device nodes.
        static let canMakeDeviceNodes: Bool = {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-table-mknod-\(getpid())").path
            defer { unlink(path) }
            return mknod(path, S_IFCHR | 0o600, nullDevice) == 0
        }()

        /// Linux's number for device 1, 3: `/dev/null`'s.
        static let nullDevice = dev_t(0x103)
        /// Linux's number for device 7, 0: the first loop device, never opened here.
        static let loopDevice = dev_t(0x700)

        var testDescription: String {
            switch self {
            case .characterDevice: "a character device (1, 3, as /dev/null)"
            case .blockDevice: "a block device"
            case .linkToDevNull: "a symbolic link to /dev/null"
            case .fifo: "a FIFO"
            case .unixSocket: "a Unix socket"
            case .directory: "a directory"
            case .linkToFile: "a symbolic link to a regular file"
            }
        }

        /// The reason the command gives.
        var reason: String {
            switch self {
            case .characterDevice: "it is a character device, not a regular file"
            case .blockDevice: "it is a block device, not a regular file"
            case .linkToDevNull, .linkToFile: "it is a symbolic link, not a regular file"
            case .fifo: "it is a FIFO, not a regular file"
            case .unixSocket: "it is a socket, not a regular file"
            case .directory: "it is a directory, not a regular file"
            }
        }

        /// The file type `lstat` reports for it.
        var fileType: mode_t {
            switch self {
            case .characterDevice: S_IFCHR
            case .blockDevice: S_IFBLK
            case .linkToDevNull, .linkToFile: S_IFLNK
            case .fifo: S_IFIFO
            case .unixSocket: S_IFSOCK
            case .directory: S_IFDIR
            }
        }

        /// Makes it at `path`; a linked regular file goes beside it, as `target.txt`.
        func make(at path: String) throws {
            let made: Int32
            switch self {
            case .characterDevice: made = mknod(path, S_IFCHR | 0o600, Self.nullDevice)
            case .blockDevice: made = mknod(path, S_IFBLK | 0o600, Self.loopDevice)
            case .linkToDevNull: made = symlink("/dev/null", path)
            case .fifo: made = mkfifo(path, 0o600)
            case .directory: made = mkdir(path, 0o700)
            case .linkToFile:
                let target = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("target.txt").path
                try "theirs".write(toFile: target, atomically: false, encoding: .utf8)
                made = symlink(target, path)
            case .unixSocket:
                made = Self.bindSocket(at: path)
            }
            guard made == 0 else { throw CommandProcess.Failure(description: "cannot make \(testDescription): errno \(errno)") }
        }

        /// Binds a Unix socket at `path` and closes it; the socket file stays.
        static func bindSocket(at path: String) -> Int32 {
            let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return -1 }
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return -1 }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                buffer.copyBytes(from: bytes)
            }
            return withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
        }

        /// Checks that what `make(at:)` made is still there as it was, and that nothing else is
        /// in the folder but `others`.
        func expectUntouched(
            at path: String, others: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) throws {
            var status = stat()
            #expect(lstat(path, &status) == 0, "it is gone", sourceLocation: sourceLocation)
            #expect(status.st_mode & S_IFMT == fileType, "it is not \(testDescription) any more", sourceLocation: sourceLocation)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            var expected = others.union([URL(fileURLWithPath: path).lastPathComponent])
            switch self {
            case .linkToDevNull:
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/dev/null", sourceLocation: sourceLocation)
            case .linkToFile:
                expected.insert("target.txt")
                #expect(
                    try String(contentsOfFile: folder.appendingPathComponent("target.txt").path, encoding: .utf8) == "theirs",
                    sourceLocation: sourceLocation)
            case .directory:
                #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty, sourceLocation: sourceLocation)
            default:
                break
            }
            #expect(
                try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == expected,
                "a temporary file is left, or something was written", sourceLocation: sourceLocation)
        }
    }

    /// Where the obstacle meets an output.
    enum Output: CaseIterable, CustomTestStringConvertible, Sendable {
        /// `play --cast` onto it, with and without `--force`.
        case cast
        /// `demo --record` onto it, with and without `--force`, run for real with standard input
        /// from `/dev/null`: past the refusal it would only say that it needs a terminal.
        case record
        /// It appears while the output is made, with and without `--force`: the move refuses it.
        case appearing

        var testDescription: String {
            switch self {
            case .cast: "play --cast"
            case .record: "demo --record"
            case .appearing: "appearing before the move"
            }
        }

        /// Meets `obstacle` and checks that it is refused and left as it was.
        func expectRefused(_ obstacle: Obstacle, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            for force in [false, true] {
                try withTemporaryFolder { folder in
                    let path = folder.appendingPathComponent("out.gts").path
                    var others: Set<String> = []
                    switch self {
                    case .cast:
                        let script = folder.appendingPathComponent("s.gts").path
                        try NonRegularOutputTests.script.write(toFile: script, atomically: true, encoding: .utf8)
                        others = ["s.gts"]
                        try obstacle.make(at: path)
                        let run = OutputFileTests.play([script, "--cast", path] + (force ? ["--force"] : []))
                        #expect(run.status == 2, sourceLocation: sourceLocation)
                        #expect(run.errors == "gesture-table: cannot write '\(path)': \(obstacle.reason)\n", sourceLocation: sourceLocation)
                    case .record:
                        try obstacle.make(at: path)
                        let arguments = ["demo", "--record", path] + (force ? ["--force"] : [])
                        let run = try CommandProcess.run(arguments, output: .pipe(readingAtMost: 4096))
                        #expect(run.exitStatus == 2, sourceLocation: sourceLocation)
                        #expect(
                            run.errors == "gesture-table demo: cannot write '\(path)': \(obstacle.reason)\n",
                            sourceLocation: sourceLocation)
                    case .appearing:
                        let pending = try SystemIO.prepareOutput(path, replacing: force, source: nil)
                        try obstacle.make(at: path)
                        let error = FileAccessError(path: path, operation: "write", reason: obstacle.reason)
                        #expect(throws: error, sourceLocation: sourceLocation) { try pending.commit("mine") }
                    }
                    try obstacle.expectUntouched(at: path, others: others, sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("--cast and --record refuse it, with and without --force, and so does the move when it appears meanwhile",
          arguments: Output.allCases, Obstacle.withoutDeviceNodes)
    func refused(_ output: Output, _ obstacle: Obstacle) throws {
        try output.expectRefused(obstacle)
    }

    @Test(
        "--cast and --record refuse a device node, with and without --force, and so does the move",
        .enabled(if: Obstacle.canMakeDeviceNodes, "making a device node needs root"),
        arguments: Output.allCases, Obstacle.deviceNodes)
    func refusedDeviceNode(_ output: Output, _ obstacle: Obstacle) throws {
        try output.expectRefused(obstacle)
    }
}
