#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An error from ``TerminalSession``, with a message meant for people.
public struct TerminalSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Hashable, Sendable {
        case notATerminal(descriptor: Int32)
        case anotherSessionActive
        case notStarted
        case systemCall(String, errno: Int32)
    }

    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// A readable explanation of what went wrong.
    public var description: String {
        switch reason {
        case .notATerminal(let descriptor):
            "file descriptor \(descriptor) is not a terminal; an interactive session needs one"
        case .anotherSessionActive:
            "another terminal session is already active in this process"
        case .notStarted:
            "the terminal session has not been started"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
