/// Writes frames to a terminal, sending only the cells that changed.
///
/// The writer remembers the last frame it wrote. Each ``write(_:to:)``
/// compares the new frame with it (``Frame/changes(from:)``) and writes
/// only the changed runs: the cursor is moved only where a run does not
/// continue from the last character written, an SGR sequence is sent only
/// when the style changes, and a wide character is written once. The bytes
/// of one frame are wrapped in a synchronized update and end with an SGR
/// reset. An unchanged frame writes nothing at all.
///
/// The first write, a write after ``invalidate()``, after a change of
/// ``colorLevel`` or of the frame's size repaints everything: it clears
/// the screen and writes every cell.
///
/// The output is any `TextOutputStream`: standard output in the driver, a
/// `String` in tests. Each write makes one call to `output.write(_:)`.
///
/// ```swift
/// var writer = FrameWriter(colorLevel: .ansi256)
/// var bytes = ""
/// writer.write(frame, to: &bytes)
/// ```
public struct FrameWriter: Sendable {
    /// The color level styles are converted to; changing it forces a full repaint.
    public var colorLevel: ColorLevel {
        didSet {
            if colorLevel != oldValue { invalidate() }
        }
    }

    /// The frame on the screen, or `nil` when the screen is unknown.
    private var screen: Frame?
    /// The bytes of the frame being written; kept to reuse its capacity.
    private var buffer = ""

    /// Creates a writer that knows nothing of the screen yet.
    ///
    /// - Parameter colorLevel: The color level of the terminal, usually
    ///   from ``ColorLevel/detect(environment:outputIsTerminal:)``.
    public init(colorLevel: ColorLevel) {
        self.colorLevel = colorLevel
    }

    /// Forgets what is on the screen, so that the next write repaints it all.
    ///
    /// Call it after the terminal was resized or written to by someone else.
    public mutating func invalidate() {
        screen = nil
    }

    /// Writes the cells of a frame that differ from the last frame written.
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - output: Where the bytes go; nothing is written when the frame
    ///     equals the one on the screen.
    public mutating func write(_ frame: Frame, to output: inout some TextOutputStream) {
        var bytes = ""
        swap(&bytes, &buffer)
        defer { swap(&bytes, &buffer) }
        bytes.removeAll(keepingCapacity: true)
        var cursor = Cursor()
        if let screen, screen.width == frame.width, screen.height == frame.height {
            frame.forEachChange(from: screen) { row, columns in
                if bytes.isEmpty { bytes.append(EscapeSequence.beginSynchronizedUpdate) }
                writeRun(of: frame, row: row, columns: columns, cursor: &cursor, to: &bytes)
            }
            guard !bytes.isEmpty else { return }
        } else {
            bytes.append(EscapeSequence.beginSynchronizedUpdate)
            bytes.append(EscapeSequence.resetStyle)
            bytes.append(EscapeSequence.clearScreen)
            cursor.style = .plain
            for row in 0..<frame.height where frame.width > 0 {
                writeRun(of: frame, row: row, columns: 0..<frame.width, cursor: &cursor, to: &bytes)
            }
        }
        bytes.append(EscapeSequence.resetStyle)
        bytes.append(EscapeSequence.endSynchronizedUpdate)
        output.write(bytes)
        screen = frame
    }

    /// Returns the text of a frame with no escape sequences at all.
    ///
    /// This is the output for a pipe, a file or `TERM=dumb`: each row's
    /// text with trailing spaces removed, rows joined by `"\n"`, no final
    /// newline. A wide character appears once.
    ///
    /// - Parameter frame: The frame to print.
    /// - Returns: The frame as plain lines.
    public static func plainText(_ frame: Frame) -> String {
        var text = ""
        for row in 0..<frame.height {
            if row > 0 { text.append("\n") }
            var line = Substring(frame.line(at: row))
            while line.last == " " { line.removeLast() }
            text.append(contentsOf: line)
        }
        return text
    }

    /// What the writer knows of the terminal while writing one frame.
    private struct Cursor {
        /// The zero-based column the next character goes to, if known.
        var x = -1
        /// The zero-based row of the cursor, or -1 when unknown.
        var y = -1
        /// The style last set, already converted, or `nil` when unknown.
        var style: CellStyle?
        /// The unconverted style of the last cell written, to skip conversions.
        var sourceStyle: CellStyle?
    }

    /// A gap of at most this many unchanged cells is rewritten rather than jumped over.
    private static let longestRewrittenGap = 3

    /// Writes one run of cells, moving the cursor there first if needed.
    private func writeRun(
        of frame: Frame, row: Int, columns: Range<Int>, cursor: inout Cursor, to bytes: inout String
    ) {
        var x = columns.lowerBound
        if cursor.y == row, cursor.x < x, x - cursor.x <= Self.longestRewrittenGap {
            x = cursor.x  // Rewriting a short unchanged gap is cheaper than a cursor move.
        } else if cursor.y != row || cursor.x != x {
            EscapeSequence.appendCursorPosition(row: row + 1, column: x + 1, to: &bytes)
        }
        let rowStart = row * frame.width
        var needsMove = false
        frame.cells.withUnsafeBufferPointer { cells in
            while x < columns.upperBound {
                let cell = cells[rowStart + x]
                if cell.isContinuation {
                    // Only reached when a run starts on a right half: skip it
                    // and place the next character explicitly.
                    x += 1
                    needsMove = true
                    continue
                }
                if needsMove {
                    EscapeSequence.appendCursorPosition(row: row + 1, column: x + 1, to: &bytes)
                    needsMove = false
                }
                if cell.style != cursor.sourceStyle {
                    cursor.sourceStyle = cell.style
                    let style = cell.style.converted(to: colorLevel)
                    if style != cursor.style {
                        cursor.style = style
                        EscapeSequence.appendStyle(style, to: &bytes)
                    }
                }
                bytes.append(cell.character)
                let isWide = x + 1 < frame.width && cells[rowStart + x + 1].isContinuation
                x += isWide ? 2 : 1
                if isWide, cell.character.unicodeScalars.count > 1 {
                    // Terminals disagree on the width of emoji sequences:
                    // place the next character explicitly.
                    needsMove = true
                }
            }
        }
        cursor.x = x
        cursor.y = needsMove ? -1 : row
    }
}
