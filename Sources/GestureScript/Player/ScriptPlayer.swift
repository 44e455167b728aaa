/// Plays gesture scripts (`.gts`) on a virtual clock, as fast as the machine
/// allows, printing frames and events and checking every `expect`.
///
/// Each script gets a fresh table on a fresh `VirtualClock`:
/// gestures move the pointer in small timed steps, as a hand would, so the
/// table sees the same sequence of events as from a mouse; `wait` and `hold`
/// let time pass; observations print frames or check the table's state.
///
/// ```swift
/// var output = ""
/// let result = ScriptPlayer().play(text, fileName: "archive.gts", to: &output)
/// if let diagnostic = result.diagnostic { print(diagnostic) } // archive.gts:9: expectation failed: …
/// exit(result.exitStatus)
/// ```
///
/// Playback stops at the first script error (exit status 2) or the first
/// `expect` that does not hold (exit status 1).
///
/// ## Pointer geometry
/// A gesture on row `I` presses at the middle of the row as laid out (x at
/// half the width, y at the middle of its line). The row must be visible:
/// a gesture on a row outside the viewport is a script error (scroll to it
/// first). A `swipe` or `drag` then moves the pointer one cell every 8 ms to
/// `x + F × width`, so a drag of 0.5 on a 60-column table takes 30 steps and
/// 240 ms; `move` moves it a quarter of a row every 8 ms. `wait` and `hold`
/// advance the clock in 16 ms frames while a lifted row autoscrolls (or, when
/// recording, while anything animates) and otherwise jump from deadline to
/// deadline, calling `GestureTable.tick()` at each.
///
/// ## `expect event`
/// `expect event NAME [SLOT] [row I]` looks for the first event that matches
/// and comes after the event matched by the previous `expect event` (or from
/// the start): it need not be the very next event, but consecutive
/// `expect event` lines must match events in the order they happened. The
/// player matches events as they happen and keeps none of them, so its
/// memory does not grow with the length of the script.
public struct ScriptPlayer: Sendable {
    /// What the player prints and records.
    public var options: PlaybackOptions

    /// Creates a player.
    ///
    /// - Parameter options: What to print and record, and the screen that
    ///   draws frames.
    public init(options: PlaybackOptions) {
        self.options = options
    }

    /// Parses and plays a script.
    ///
    /// - Parameters:
    ///   - text: The script's text.
    ///   - fileName: The name used in diagnostics.
    ///   - output: Where frames (`frame`) and, with
    ///     ``PlaybackOptions/tracesEvents``, events are printed.
    /// - Returns: How playback ended, with the recording if one was asked for.
    public func play(_ text: String, fileName: String, to output: inout some TextOutputStream) -> PlaybackResult {
        let script: Script
        do {
            script = try ScriptParser.parse(text, fileName: fileName)
        } catch {
            return PlaybackResult(outcome: .error(error))
        }
        return play(script, to: &output)
    }

    /// Plays a parsed script.
    ///
    /// - Parameters:
    ///   - script: The script.
    ///   - output: Where frames and, with ``PlaybackOptions/tracesEvents``,
    ///     events are printed, command by command.
    /// - Returns: How playback ended, with the recording if one was asked for.
    /// - Complexity: O(*n*) in the number of pointer steps and frames; a
    ///   script of 100,000 gestures plays in seconds.
    public func play(_ script: Script, to output: inout some TextOutputStream) -> PlaybackResult {
        playKeepingTable(script, to: &output).result
    }

    /// Parses and plays a script, and hands back the playback with the table it left, or `nil`
    /// when the script did not parse: the web page goes on showing that table, live.
    package func playKeepingTable(
        _ text: String, fileName: String, to output: inout some TextOutputStream
    ) -> (result: PlaybackResult, playback: ScriptPlayback?) {
        let script: Script
        do {
            script = try ScriptParser.parse(text, fileName: fileName)
        } catch {
            return (PlaybackResult(outcome: .error(error)), nil)
        }
        return playKeepingTable(script, to: &output)
    }

    /// Plays a parsed script; returns how it ended and the playback.
    func playKeepingTable(
        _ script: Script, to output: inout some TextOutputStream
    ) -> (result: PlaybackResult, playback: ScriptPlayback) {
        let playback = ScriptPlayback(script: script, options: options)
        var outcome = PlaybackResult.Outcome.passed
        for command in script.commands {
            do {
                try playback.perform(command)
            } catch {
                switch error {
                case .error(let scriptError): outcome = .error(scriptError)
                case .failure(let failure): outcome = .failed(failure)
                }
            }
            playback.flushOutput(to: &output)
            if outcome != .passed { break }
        }
        return (PlaybackResult(outcome: outcome, recording: playback.finishRecording()), playback)
    }
}
