@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The exact output of `play --trace` and of `frame` for a small script: a swipe right that
/// archives, a swipe left that deletes the last row, and the placeholder.
@Suite("Player output, golden")
struct PlayerGoldenTests {
    static let script = """
        size 24x3
        row "Alpha"
        row "Bravo" "2 new"
        action first-left fraction 0.25 icon "✓" do push-and-delete
        action first-right fraction 0.5 icon "✕" do delete
        drag 0 0.3
        frame
        release
        wait 300ms
        frame
        swipe 0 -0.6
        wait 600ms
        frame

        """

    @Test("--trace prints each event with its virtual time, slot and row, between the frames")
    func traceAndFrames() {
        let run = runCommand(["play", "g.gts", "--trace"], files: ["g.gts": Self.script])
        #expect(run.status == 0)
        #expect(run.errors == "")
        expectSameText(run.output, """
              0.056s  highlight first-left row 0
            ── 0.064s · g.gts:7 ────
            ▒▒▒▒▒✓▒  Alpha
              Bravo  2 new

              0.064s  trigger first-left row 0
              0.064s  push first-left row 0
              0.064s  delete first-left row 0
            ── 0.364s · g.gts:10 ───
            ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒✓▒
              Bravo  2 new

              0.468s  highlight first-right row 0
              0.484s  trigger first-right row 0
              0.484s  delete first-right row 0
              0.734s  empty-shown
            ── 1.084s · g.gts:13 ───

                    No rows


            """)
    }

    @Test("Without --trace only the frames are printed")
    func framesOnly() {
        let run = runCommand(["play", "g.gts"], files: ["g.gts": Self.script])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("──") }.count == 3)
        #expect(!run.output.contains("highlight"))
    }

    @Test("--color prints frames with SGR styles and no cursor moves")
    func colorFrames() {
        let run = runCommand(
            ["play", "g.gts", "--color"], files: ["g.gts": Self.script], variables: ["COLORTERM": "truecolor"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        // The dragged row: the uncovered area in the first action's green, the icon in bold white.
        #expect(lines[1] == "\u{1B}[0;48;2;85;213;80m     \u{1B}[0;1;38;2;0;0;0;48;2;85;213;80m✓\u{1B}[0;48;2;85;213;80m \u{1B}[0m  Alpha")
        #expect(lines[2] == "  Bravo  2 new")
        #expect(!run.output.contains("\u{1B}[2J"))
        #expect(!run.output.contains("H"), "no cursor positioning")
    }

    @Test("Trace times have three decimals, right-aligned in seven columns")
    func traceTimes() {
        #expect(ScriptPlayback.seconds(.zero) == "0.000")
        #expect(ScriptPlayback.seconds(.milliseconds(416)) == "0.416")
        #expect(ScriptPlayback.seconds(.microseconds(1_999_600)) == "2.000")
        #expect(ScriptPlayback.seconds(.seconds(125)) == "125.000")
    }

    @Test("Numbers in failures have at most three decimals")
    func decimals() {
        #expect(ScriptPlayback.decimal(0.3) == "0.3")
        #expect(ScriptPlayback.decimal(-0.8125) == "-0.813")
        #expect(ScriptPlayback.decimal(1) == "1")
        #expect(ScriptPlayback.decimal(-0.0001) == "0")
        #expect(ScriptPlayback.decimal(.nan) == "nan")
    }
}
