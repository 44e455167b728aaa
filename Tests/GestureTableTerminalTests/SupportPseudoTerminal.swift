#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A pseudo-terminal pair for session tests: the session runs on the
/// replica (slave) side and the test plays the terminal on the primary
/// (master) side.
final class PseudoTerminal {
    let primary: Int32
    let replica: Int32

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var primary: Int32 = -1
        var replica: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &replica, nil, nil, &size) == 0 else {
            throw PseudoTerminalError(message: "openpty failed, errno \(errno)")
        }
        self.primary = primary
        self.replica = replica
    }

    deinit {
        close(primary)
        close(replica)
    }

    /// Sends bytes as if typed on the terminal.
    func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Sends text as if typed on the terminal.
    func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Reads what the program wrote until `count` bytes have arrived or
    /// `milliseconds` passed without any.
    func read(count: Int, milliseconds: Int32 = 2000) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while result.count < count {
            var target = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&target, 1, milliseconds) > 0 else { break }
            let got = Glibc.read(primary, &buffer, min(buffer.count, count - result.count))
            guard got > 0 else { break }
            result += buffer[..<got]
        }
        return result
    }

    /// Reads what the program wrote, as text.
    func readText(count: Int) -> String {
        String(decoding: read(count: count), as: UTF8.self)
    }

    /// Sets the window size as a terminal emulator would after a resize.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
