#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's line-discipline settings (its `termios`), read, made raw and applied.
///
/// This is the only place that touches `termios` fields.
struct TerminalMode {
    /// The settings.
    var settings: termios

    /// Reads the settings of the terminal open on `descriptor`.
    ///
    /// - Throws: ``TerminalSessionError`` if `tcgetattr` fails.
    static func current(of descriptor: Int32) throws(TerminalSessionError) -> TerminalMode {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalSessionError(.systemCall("tcgetattr", errno: errno))
        }
        return TerminalMode(settings: settings)
    }

    /// These settings in raw mode (`cfmakeraw`): no echo, no line editing,
    /// no signals from keys (Ctrl-C arrives as a byte), no output
    /// processing (write `"\r\n"`), reads return after one byte.
    var raw: TerminalMode {
        var settings = settings
        cfmakeraw(&settings)
        return TerminalMode(settings: settings)
    }

    /// Applies the settings to the terminal open on `descriptor` at once.
    ///
    /// - Returns: Whether `tcsetattr` succeeded.
    @discardableResult
    func apply(to descriptor: Int32) -> Bool {
        var settings = settings
        return tcsetattr(descriptor, TCSANOW, &settings) == 0
    }
}

extension TerminalMode {
    /// The fields that make up a terminal's behavior, for comparisons:
    /// the four flag words and the control characters.
    var comparableFields: [UInt64] {
        var fields = [
            UInt64(settings.c_iflag), UInt64(settings.c_oflag),
            UInt64(settings.c_cflag), UInt64(settings.c_lflag),
        ]
        withUnsafeBytes(of: settings.c_cc) { bytes in
            fields.append(contentsOf: bytes.map { UInt64($0) })
        }
        return fields
    }
}
