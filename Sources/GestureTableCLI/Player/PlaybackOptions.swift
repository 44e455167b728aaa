import GestureTableTerminal

/// How a ``ScriptPlayer`` reports what happens while it plays a script.
public struct PlaybackOptions: Hashable, Sendable {
    /// Whether every table event is printed, with its virtual time, as it
    /// happens (`--trace`).
    ///
    /// Each event is one line: the time in seconds with three decimals,
    /// right-aligned in seven columns and followed by `s`, two spaces, the
    /// event's name, its slot as declared (`first-right`), and `row I` with
    /// the row's index when the event happened:
    ///
    /// ```
    ///   0.416s  trigger first-right row 2
    ///   0.916s  move row 3 from 0
    ///   1.250s  empty-shown
    /// ```
    public var tracesEvents: Bool
    /// The colors of frames printed by `frame`; `ColorLevel.none` prints
    /// plain text.
    public var frameColorLevel: ColorLevel
    /// Whether an asciicast v2 recording of every frame is kept (`--cast`).
    public var recordsCast: Bool
    /// The colors of the recording; `ColorLevel.none` records plain cells.
    public var castColorLevel: ColorLevel

    /// Creates playback options.
    ///
    /// - Parameters:
    ///   - tracesEvents: Whether to print every event as it happens.
    ///   - frameColorLevel: The colors of printed frames; `.none` for plain text.
    ///   - recordsCast: Whether to keep an asciicast v2 recording.
    ///   - castColorLevel: The colors of the recording.
    public init(
        tracesEvents: Bool = false, frameColorLevel: ColorLevel = .none,
        recordsCast: Bool = false, castColorLevel: ColorLevel = .truecolor
    ) {
        self.tracesEvents = tracesEvents
        self.frameColorLevel = frameColorLevel
        self.recordsCast = recordsCast
        self.castColorLevel = castColorLevel
    }
}
