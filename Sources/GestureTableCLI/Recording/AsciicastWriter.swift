/// Builds an asciicast v2 recording (`.cast`) that asciinema can replay.
///
/// The recording is newline-delimited JSON: a header object, then one
/// `[time, "o", "data"]` array per chunk of terminal output, with `time` in
/// seconds since the start. Times never decrease: an output appended at an
/// earlier time than the previous one is recorded at the previous time.
///
/// ```swift
/// var cast = AsciicastWriter(width: 60, height: 16)
/// cast.append(output: "\u{1B}[2J", at: .zero)
/// cast.append(output: "Inbox", at: .milliseconds(250))
/// let file = cast.text
/// ```
public struct AsciicastWriter: Sendable {
    /// The terminal width, in columns.
    public var width: Int
    /// The terminal height, in lines.
    public var height: Int
    /// When the recording started, in seconds since 1970, or `nil` to leave
    /// it out (the default, which keeps recordings reproducible).
    public var timestamp: Int?
    /// The `TERM` recorded in the header's `env`.
    public var terminalType: String
    /// The `SHELL` recorded in the header's `env`.
    public var shell: String
    /// The longest pause a player shows, in seconds (the header's
    /// `idle_time_limit`), or `nil` to leave pauses as recorded.
    public var idleTimeLimit: Double?
    /// The event lines written so far, each ending in a newline.
    private var events = ""
    /// The time of the latest event, never less than zero.
    private var latestTime = Duration.zero

    /// Creates an empty recording.
    ///
    /// - Parameters:
    ///   - width: The terminal width, in columns.
    ///   - height: The terminal height, in lines.
    ///   - timestamp: When the recording started, in seconds since 1970, or
    ///     `nil` to leave it out.
    ///   - terminalType: The `TERM` to record.
    ///   - shell: The `SHELL` to record.
    ///   - idleTimeLimit: The longest pause a player shows, in seconds, or
    ///     `nil` for none.
    public init(
        width: Int, height: Int, timestamp: Int? = nil,
        terminalType: String = "xterm-256color", shell: String = "/bin/sh", idleTimeLimit: Double? = nil
    ) {
        self.idleTimeLimit = idleTimeLimit
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.terminalType = terminalType
        self.shell = shell
    }

    /// Records terminal output at a time since the start of the recording.
    ///
    /// Empty output records nothing.
    ///
    /// - Parameters:
    ///   - output: The text written to the terminal, escape sequences
    ///     included.
    ///   - time: When it was written; clamped so that it is not negative and
    ///     not earlier than the previous event.
    public mutating func append(output: String, at time: Duration) {
        guard !output.isEmpty else { return }
        latestTime = max(latestTime, time)
        events += "[\(Self.seconds(latestTime)), \"o\", \(Self.quoted(output))]\n"
    }

    /// The header line: version, size, optional timestamp and idle time
    /// limit, and environment.
    public var header: String {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
        if let idleTimeLimit, idleTimeLimit.isFinite, idleTimeLimit > 0 {
            fields.append("\"idle_time_limit\": \(idleTimeLimit)")
        }
        fields.append("\"env\": {\"TERM\": \(Self.quoted(terminalType)), \"SHELL\": \(Self.quoted(shell))}")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The whole recording: the header line, then one line per event, each
    /// ending in a newline.
    public var text: String { header + "\n" + events }

    /// A time as seconds with six decimals (microseconds), such as `1.250000`.
    static func seconds(_ time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        let microseconds = String(attoseconds / 1_000_000_000_000)
        return "\(seconds)." + String(repeating: "0", count: 6 - microseconds.count) + microseconds
    }

    /// A string as a JSON string literal, quotes included.
    ///
    /// Quotes and backslashes are escaped, control characters (ESC included)
    /// and DEL become `\u00XX` or their short forms, everything else,
    /// non-ASCII included, is kept as UTF-8.
    static func quoted(_ string: String) -> String {
        var result = "\""
        result.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
