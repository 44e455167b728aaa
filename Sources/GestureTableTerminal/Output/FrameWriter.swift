/// Writes frames to a terminal, sending only the cells that changed.
///
/// The writer remembers the last frame it wrote. Each ``write(_:to:)``
/// compares the new frame with it and writes only what differs, as few bytes
/// as it can:
/// - the cursor moves by the shortest sequence (CUP with defaults left out,
///   CHA, VPA, CUF, CUB), or not at all when a run continues from the last
///   character written; a short gap of unchanged cells in the current style
///   is rewritten when that is shorter than a move;
/// - an SGR sequence carries only the attributes and colors that change (or
///   a reset and the new style, whichever is shorter);
/// - a row whose content moved sideways (a swiped row) is shifted in the
///   terminal with ICH or DCH (`CSI n @`, `CSI n P`), and only the cells the
///   shift does not get right are written; the cells a shift uncovers are
///   always written, so terminals that fill them differently agree;
/// - a wide character is written once, and the cursor is placed explicitly
///   after an emoji sequence, whose width terminals disagree on.
///
/// An update that touches more than one row is wrapped in a synchronized
/// update (`CSI ? 2026 h` … `CSI ? 2026 l`) so the terminal shows it at once;
/// a one-row update needs no wrapper. Every frame ends in the plain style
/// (`CSI m` when it does not already). An unchanged frame writes nothing.
///
/// The first write, a write after ``invalidate()``, after a change of
/// ``colorLevel`` or of the frame's size repaints everything: it resets the
/// style, clears the screen and writes every cell that is not a plain blank.
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

    /// Whether rows may be shifted with ICH and DCH; on by default. Without, every changed
    /// cell is written.
    public var shiftsRows = true

    /// The frame on the screen, or `nil` when the screen is unknown.
    private var screen: Frame?
    /// The encoder, kept between frames to reuse its buffers.
    private var encoder = FrameEncoder()

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
        write(frame, changedLines: nil, to: &output)
    }

    /// Writes the cells of a frame that differ from the last frame written, looking only at
    /// the lines that may differ from it.
    ///
    /// For a program that knows which lines it drew again: the other lines are neither compared
    /// nor read, which saves reading two whole frames per write. A repaint (the first write,
    /// after ``invalidate()`` or a change of size or color level) writes every line regardless.
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - changedLines: The lines that may differ from the last frame written, in increasing
    ///     order, or `nil` for every line. Each line left out must equal that line of the last
    ///     frame written, or the screen will not show `frame`.
    ///   - output: Where the bytes go; nothing is written when the lines equal those on the screen.
    package mutating func write(_ frame: Frame, changedLines: [Int]?, to output: inout some TextOutputStream) {
        write(frame, changedLines: changedLines) { bytes in output.write(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes the cells of a frame that differ from the last frame written, looking only at
    /// the lines that may differ from it, and hands the bytes to `body` as they are: for a
    /// program that writes them to a descriptor, with no `String` made of them on the way.
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - changedLines: As for ``write(_:changedLines:to:)``.
    ///   - body: Called once with the frame's bytes, the buffer valid only for the call; not
    ///     called when the lines equal those on the screen.
    /// - Throws: What `body` throws; the writer then still takes the frame as shown.
    package mutating func write(
        _ frame: Frame, changedLines: [Int]?, bytes body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        var encoder = FrameEncoder()
        swap(&encoder, &self.encoder)
        defer { swap(&encoder, &self.encoder) }
        let isRepaint = screen.map { $0.width != frame.width || $0.height != frame.height } ?? true
        let previous = isRepaint ? Frame(width: frame.width, height: frame.height) : screen ?? frame
        encoder.begin(width: frame.width, colorLevel: colorLevel, shiftsRows: shiftsRows && !isRepaint)
        if isRepaint {
            encoder.bytes.append("\u{1B}[m\u{1B}[2J")
        }
        let changedRows = if let changedLines, !isRepaint {
            encoder.encodeChanges(from: previous, to: frame, rows: changedLines)
        } else {
            encoder.encodeChanges(from: previous, to: frame)
        }
        guard isRepaint || changedRows > 0 else { return }
        let isSynchronized = isRepaint || changedRows > 1
        encoder.finish(isSynchronized: isSynchronized)
        screen = frame
        let start = isSynchronized ? 0 : FrameEncoder.prefixLength
        try encoder.bytes.bytes.withUnsafeBufferPointer { all in try body(UnsafeBufferPointer(rebasing: all[start...])) }
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
}
