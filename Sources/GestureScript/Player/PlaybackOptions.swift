import GestureTable

/// How a ``ScriptPlayer`` reports what happens while it plays a script.
///
/// The player knows no terminal: how a frame looks as text, and how a
/// recording is kept, come from ``PlaybackScreen``. The command-line tool
/// supplies its terminal renderer (in color or not) and asciicast recordings;
/// the web page, the same renderer's plain text.
public struct PlaybackOptions: Sendable {
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
    /// How frames are drawn as text, and recorded when a recording is kept.
    public var screen: PlaybackScreen

    /// Creates playback options.
    ///
    /// - Parameters:
    ///   - tracesEvents: Whether to print every event as it happens.
    ///   - screen: How frames are drawn and recorded.
    public init(tracesEvents: Bool = false, screen: PlaybackScreen) {
        self.tracesEvents = tracesEvents
        self.screen = screen
    }
}

/// What the player asks of a screen: a frame as text for `frame`, the width
/// of text in columns for the frame's header, and, when one is kept, a
/// recording of every frame.
public struct PlaybackScreen: Sendable {
    /// The lines of the table's frame at a viewport size, as `frame` prints
    /// them, with no newline after the last.
    public var drawFrame: @Sendable (_ table: GestureTable<ScriptRow>, _ size: ScriptSize) -> String
    /// How many columns a text takes on the screen.
    public var textWidth: @Sendable (_ text: String) -> Int
    /// Starts a recording as large as the largest viewport the script sets,
    /// or `nil` when none is kept.
    public var startRecording: (@Sendable (_ size: ScriptSize) -> FrameRecording)?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - drawFrame: The lines of a table's frame at a viewport size.
    ///   - textWidth: How many columns a text takes.
    ///   - startRecording: Starts a recording of the given size, or `nil` for none.
    public init(
        drawFrame: @escaping @Sendable (_ table: GestureTable<ScriptRow>, _ size: ScriptSize) -> String,
        textWidth: @escaping @Sendable (_ text: String) -> Int,
        startRecording: (@Sendable (_ size: ScriptSize) -> FrameRecording)? = nil
    ) {
        self.drawFrame = drawFrame
        self.textWidth = textWidth
        self.startRecording = startRecording
    }
}

/// A recording of the frames of one playback, kept by the screen that
/// started it.
public struct FrameRecording {
    /// Records the table's frame at a viewport size and a virtual time;
    /// returns whether the screen changed.
    public var record: (_ table: GestureTable<ScriptRow>, _ size: ScriptSize, _ time: Duration) -> Bool
    /// Ends the recording at a viewport size and a virtual time, and returns it.
    public var finish: (_ size: ScriptSize, _ time: Duration) -> String

    /// Creates a recording from what records a frame and what ends it.
    ///
    /// - Parameters:
    ///   - record: Records a frame; returns whether the screen changed.
    ///   - finish: Ends the recording and returns it.
    public init(
        record: @escaping (_ table: GestureTable<ScriptRow>, _ size: ScriptSize, _ time: Duration) -> Bool,
        finish: @escaping (_ size: ScriptSize, _ time: Duration) -> String
    ) {
        self.record = record
        self.finish = finish
    }
}
