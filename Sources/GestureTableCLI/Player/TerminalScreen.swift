import GestureScript
import GestureTable
import GestureTableTerminal

extension PlaybackOptions {
    /// Playback options for a terminal: frames drawn by the terminal renderer, in color or not,
    /// and an asciicast v2 recording when asked.
    ///
    /// - Parameters:
    ///   - tracesEvents: Whether to print every event as it happens (`--trace`).
    ///   - frameColorLevel: The colors of frames printed by `frame`; `.none` prints plain text.
    ///   - recordsCast: Whether an asciicast v2 recording of every frame is kept (`--cast`).
    ///   - castColorLevel: The colors of the recording; `.none` records plain cells.
    package init(
        tracesEvents: Bool = false, frameColorLevel: ColorLevel = .none,
        recordsCast: Bool = false, castColorLevel: ColorLevel = .truecolor
    ) {
        self.init(
            tracesEvents: tracesEvents,
            screen: TerminalScreen.screen(
                frameColorLevel: frameColorLevel, castColorLevel: recordsCast ? castColorLevel : nil))
    }
}

extension ScriptPlayer {
    /// A player that prints frames as plain text, with no trace and no recording.
    package init() {
        self.init(options: PlaybackOptions())
    }
}

/// The terminal as the player's screen: frames from ``TableRenderer``, widths in terminal
/// columns, recordings in asciicast v2.
enum TerminalScreen {
    /// The longest pause a player of the recording shows, in seconds: a
    /// `wait 1h` replays as a two-second pause.
    static let idleTimeLimit = 2.0

    /// A screen whose frames have the colors of `frameColorLevel`, recording in the colors of
    /// `castColorLevel`, or not recording when it is `nil`.
    static func screen(frameColorLevel: ColorLevel, castColorLevel: ColorLevel?) -> PlaybackScreen {
        PlaybackScreen(
            drawFrame: { table, size in
                let frame = TableRenderer(usesColor: frameColorLevel != .none)
                    .render(table, width: size.columns, height: size.lines) { $0.text }
                return frameColorLevel == .none
                    ? FrameWriter.plainText(frame) : styledText(frame, colorLevel: frameColorLevel)
            },
            textWidth: { text in terminalWidth(of: text) },
            startRecording: castColorLevel.map { level in
                { @Sendable size in startRecording(size: size, colorLevel: level) }
            })
    }

    /// Starts an asciicast recording: the cursor hidden, then only the cells that change from
    /// frame to frame, and nothing for a frame where none did.
    static func startRecording(size: ScriptSize, colorLevel: ColorLevel) -> FrameRecording {
        final class Recorder {
            var cast: AsciicastWriter
            var writer: FrameWriter
            init(cast: AsciicastWriter, writer: FrameWriter) {
                self.cast = cast
                self.writer = writer
            }
        }
        var cast = AsciicastWriter(width: size.columns, height: size.lines, idleTimeLimit: idleTimeLimit)
        cast.append(output: EscapeSequence.hideCursor, at: .zero)
        let recorder = Recorder(cast: cast, writer: FrameWriter(colorLevel: colorLevel))
        return FrameRecording(
            record: { table, size, time in
                let frame = TableRenderer(usesColor: colorLevel != .none)
                    .render(table, width: size.columns, height: size.lines) { $0.text }
                var bytes = ""
                recorder.writer.write(frame, to: &bytes)
                recorder.cast.append(output: bytes, at: time)
                return !bytes.isEmpty
            },
            finish: { size, time in
                // No newline follows: on the bottom line it would scroll the last frame up by a
                // line, so the last screen a player shows is the last frame.
                recorder.cast.append(
                    output: EscapeSequence.cursorPosition(row: size.lines, column: 1) + EscapeSequence.showCursor,
                    at: time)
                return recorder.cast.text
            })
    }

    /// A frame as lines of text with SGR styles, for a terminal that scrolls
    /// (no cursor moves); each line ends with a style reset.
    static func styledText(_ frame: Frame, colorLevel: ColorLevel) -> String {
        var text = ""
        for y in 0..<frame.height {
            if y > 0 { text += "\n" }
            var style = CellStyle.plain
            var line = ""
            var plainTail = ""  // trailing plain spaces, written only if something follows
            for x in 0..<frame.width {
                guard let cell = frame[x: x, y: y], !cell.isContinuation else { continue }
                if cell.style == .plain, style == .plain, cell.character == " " {
                    plainTail.append(" ")
                    continue
                }
                line += plainTail
                plainTail = ""
                if cell.style != style {
                    line += EscapeSequence.style(cell.style, colorLevel: colorLevel)
                    style = cell.style
                }
                line.append(cell.character)
            }
            if style != .plain { line += EscapeSequence.resetStyle }
            text += line
        }
        return text
    }
}
