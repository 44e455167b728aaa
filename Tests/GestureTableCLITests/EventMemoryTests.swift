@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The player matches events against the script's `expect event` lines as they happen and keeps
/// only the few it would show in a failure: its memory does not grow with the number of events.
@Suite("Event memory")
struct EventMemoryTests {
    /// Plays `text` command by command on a playback the test can look into.
    static func playback(of text: String) throws -> (ScriptPlayback, PlaybackStop?) {
        let script = try ScriptParser.parse(text, fileName: "t.gts")
        let playback = ScriptPlayback(script: script, options: PlaybackOptions())
        for command in script.commands {
            do {
                try playback.perform(command)
            } catch {
                return (playback, error)
            }
        }
        return (playback, nil)
    }

    @Test("A thousand swipes keep at most eight events")
    func boundedEvents() throws {
        var text = "row \"A\"\nrow \"B\"\naction first-left fraction 0.3 do replace\n"
        for _ in 0..<1000 { text += "swipe 0 0.5\nwait 300ms\n" }
        text += "expect event trigger first-left row 0\n"
        let (playback, stop) = try Self.playback(of: text)
        #expect(stop == nil)
        #expect(playback.unmatchedEvents.count <= ScriptPlayback.shownUnmatchedEvents)
        #expect(playback.unmatchedEventCount > 2000)
    }

    @Test("Expectations match events in order, also when several run after the events")
    func orderKept() {
        let header = "row \"A\"\nrow \"B\"\naction first-left fraction 0.3 do push\nswipe 0 0.5\nswipe 1 0.5\n"
        let passing = playScript(header + "expect event trigger row 0\nexpect event push row 0\nexpect event trigger row 1\nexpect event push row 1\n")
        #expect(passing.result.exitStatus == 0, "\(passing.result.diagnostic ?? "")")
        let failing = playScript(header + "expect event trigger row 1\nexpect event push row 0\n")
        #expect(failing.result.diagnostic
            == "t.gts:7: expectation failed: expected event push row 0, got [push first-left row 1]")
        let twice = playScript(header + "expect event trigger row 0\nexpect event trigger row 0\n")
        #expect(twice.result.diagnostic
            == "t.gts:7: expectation failed: expected event trigger row 0, got [push first-left row 0, highlight first-left row 1, trigger first-left row 1, push first-left row 1]")
    }
}
