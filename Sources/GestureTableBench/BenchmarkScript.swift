import GestureScript
import GestureTableCLI

/// A generated gesture script for the benchmark: swipes on every slot (each resolving its row),
/// cancels, flicks, long-press reorders, scrolls, inserts, deletes and undos, on a 60x16 table
/// whose size stays at 40 rows however long the script is (every insert and every delete is
/// undone), so that a longer script does more of the same work, not work on a bigger table.
enum BenchmarkScript {
    /// The script's text, with `gestures` gesture commands.
    static func text(gestures: Int) -> String {
        var lines = [
            "size 60x16",
            "action first-left fraction 0.25 color blue icon \"✓\" do replace",
            "action second-left fraction 0.7 color yellow icon \"⏰\" do push",
            "action first-right fraction 0.25 color green icon \"A\" do replace",
            "action second-right fraction 0.7 color red icon \"D\" do replace",
            "set animation-duration 100ms",
        ]
        for index in 0..<40 { lines.append("row \"Message \(index)\"") }
        var emitted = 0
        var inserted = 0
        var step = 0
        func add(_ line: String) {
            lines.append(line)
            emitted += 1
        }
        while emitted < gestures {
            let row = step % 12
            switch step % 10 {
            case 0: add("swipe \(row) 0.4")
            case 1: add("swipe \(row) -0.3")
            case 2: add("swipe \(row) -0.8")
            case 3:
                add("drag \(row) 0.5")
                add("cancel")
            case 4: add("swipe \(row) -0.1 velocity -4")
            case 5:
                add("longpress \(row)")
                add("move \((row + 3) % 12)")
                add("drop")
            case 6:
                add("insert 0 \"New \(inserted)\"")
                inserted += 1
            case 7: add("undo")  // Takes the insertion back.
            case 8:
                add("scroll 2")
                add("scroll -2")
                add("delete 0")
                add("undo")  // Takes the deletion back.
            default: add("swipe \(row) 0.1")
            }
            lines.append("wait 300ms")
            step += 1
        }
        lines.append("expect count 40")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Plays a script of `gestures` gestures; returns the player's exit status and the seconds
    /// it took to parse and play the script (not to generate its text).
    static func play(gestures: Int) -> (status: Int32, seconds: Double) {
        struct Discard: TextOutputStream { mutating func write(_ string: String) {} }
        var output = Discard()
        let script = text(gestures: gestures)
        let start = ContinuousClock.now
        let result = ScriptPlayer().play(script, fileName: "bench.gts", to: &output)
        return (result.exitStatus, seconds(since: start))
    }
}
