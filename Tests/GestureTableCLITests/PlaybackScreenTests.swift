import GestureScript
import Testing

/// The player draws and records frames only through the screen it is given: what `frame` prints
/// and what a recording gets come from the screen, as the web page's screen relies on.
@Suite("Playback screen")
struct PlaybackScreenTests {
    /// A screen that draws the titles on one line, with the size, and counts scalars as columns.
    static let titles = PlaybackScreen(
        drawFrame: { table, size in table.rows.map { $0.title }.joined(separator: "|") + " \(size)" },
        textWidth: { text in text.unicodeScalars.count })

    @Test("frame prints what the screen draws, under a header as wide as the screen measures")
    func frame() {
        var output = ""
        let result = ScriptPlayer(options: PlaybackOptions(screen: Self.titles))
            .play("size 30x2\nrow \"A\"\nrow \"B\"\nframe\n", fileName: "s.gts", to: &output)
        #expect(result.exitStatus == 0)
        #expect(output == "── 0.000s · s.gts:4 ──────────\nA|B 30x2\n")
    }

    @Test("A recording gets every frame with its time, and what it ends with is the result's")
    func recording() {
        final class Log: @unchecked Sendable {
            var entries: [String] = []
        }
        let log = Log()
        var screen = Self.titles
        screen.startRecording = { size in
            log.entries.append("start \(size)")
            return FrameRecording(
                record: { table, _, time in
                    log.entries.append("\(time): \(table.rows.map { $0.title }.joined(separator: "|"))")
                    return true
                },
                finish: { size, time in "end \(size) at \(time)" })
        }
        var output = ""
        let result = ScriptPlayer(options: PlaybackOptions(screen: screen))
            .play("size 20x3\nsize 10x5\nrow \"A\"\ndelete 0 none\nwait 1s\n", fileName: "s.gts", to: &output)
        #expect(result.exitStatus == 0)
        #expect(log.entries.first == "start 20x5")
        #expect(log.entries.dropFirst().first == "0.0 seconds: A")
        #expect(result.recording == "end 10x5 at 1.0 seconds")
    }
}
