import Foundation
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// What a player of a `--cast` recording shows: the last screen is the last frame (nothing
/// scrolled off), only frames that changed are recorded, and a day-long animation costs its
/// changed frames, not a render every 16 ms of virtual time.
@Suite("Cast screens")
struct CastScreenTests {
    /// The smallest terminal a recording needs: text, cursor positioning and moves (CUP, CHA,
    /// VPA, CUF, CUB), inserting, deleting and erasing characters (ICH, DCH, ECH, EL), clear, CR
    /// and LF (which scrolls on the bottom line); other sequences (styles) are skipped.
    struct Screen {
        var lines: [[Character]]
        var row = 0
        var column = 0

        init(width: Int, height: Int) {
            lines = Array(repeating: Array(repeating: " ", count: width), count: height)
        }

        mutating func feed(_ text: String) {
            var scalars = text.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                switch scalar {
                case "\u{1B}":
                    guard scalars.next() == "[" else { continue }
                    var parameters = ""
                    while let next = scalars.next() {
                        guard next.value < 0x40 || next.value > 0x7E else {
                            perform(final: next, parameters: parameters)
                            break
                        }
                        parameters.unicodeScalars.append(next)
                    }
                case "\r": column = 0
                case "\n":
                    row += 1
                    if row == lines.count {
                        lines.removeFirst()
                        lines.append(Array(repeating: " ", count: lines[0].count))
                        row -= 1
                    }
                default:
                    guard row < lines.count, column < lines[row].count else { continue }
                    lines[row][column] = Character(scalar)
                    column += max(1, terminalWidth(of: Character(scalar)))
                }
            }
        }

        mutating func perform(final: Unicode.Scalar, parameters: String) {
            // Empty parameters take their default, 1 (`CSI ;5H` is line 1, column 5).
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            let count = max(1, numbers.first ?? 1)
            let width = lines[0].count
            switch final {
            case "H":
                row = max(0, min(lines.count - 1, (numbers.first ?? 1) - 1))
                column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
            case "G": column = max(0, count - 1)
            case "d": row = max(0, min(lines.count - 1, count - 1))
            case "C": column = min(width - 1, column + count)
            case "D": column = max(0, column - count)
            case "@" where row < lines.count && column < width:
                // Insert blanks at the cursor; the rest of the line shifts right and falls off.
                lines[row].insert(contentsOf: Array(repeating: " ", count: min(count, width - column)), at: column)
                lines[row].removeLast(lines[row].count - width)
            case "P" where row < lines.count && column < width:
                // Delete characters at the cursor; the rest shifts left, blanks fill the end.
                lines[row].removeSubrange(column..<min(width, column + count))
                lines[row].append(contentsOf: Array(repeating: " ", count: width - lines[row].count))
            case "X" where row < lines.count && column < width:
                for x in column..<min(width, column + count) { lines[row][x] = " " }
            case "K" where row < lines.count && column < width:
                for x in column..<width { lines[row][x] = " " }
            case "J" where parameters == "2":
                lines = lines.map { Array(repeating: " ", count: $0.count) }
            default:
                break
            }
        }

        var text: [String] {
            lines.map { String($0).replacing(#/ +$/#, with: "") }
        }
    }

    /// The recording's header and its output, in order.
    static func replay(_ recording: String) throws -> (header: [String: Any], outputs: [(time: Double, data: String)]) {
        let lines = recording.split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let outputs = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return (time: try #require(event[0] as? Double), data: try #require(event[2] as? String))
        }
        return (header, outputs)
    }

    @Test("The last screen of a recording is the last frame, top line included")
    func lastScreenIsLastFrame() throws {
        let script = "size 30x3\nrow \"Top\"\nrow \"Middle\"\nrow \"Bottom\"\naction first-left fraction 0.25 do push\nswipe 2 0.4\nwait 1s\nframe\n"
        let run = runCommand(["play", "s.gts", "--cast", "s.cast", "--no-color"], files: ["s.gts": script])
        #expect(run.status == 0)
        let (header, outputs) = try Self.replay(try #require(run.written["s.cast"]))
        var screen = Screen(width: try #require(header["width"] as? Int), height: try #require(header["height"] as? Int))
        for output in outputs { screen.feed(output.data) }
        let frame = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(3)
            .map { String($0).replacing(#/ +$/#, with: "") }
        #expect(screen.text == frame)
        #expect(screen.text.first == "  Top")
    }

    @Test("A day-long animation records its changed frames only, in milliseconds")
    func dayLongAnimation() throws {
        let script = "size 60x4\nset animation-duration 86400s\nrow \"A\"\naction first-left fraction 0.25 do replace\nswipe 0 0.5\nwait 86400s\nexpect offset 0 0\nframe\n"
        let clock = ContinuousClock()
        let start = clock.now
        let run = runCommand(["play", "s.gts", "--cast", "s.cast", "--no-color"], files: ["s.gts": script])
        #expect(clock.now - start < .seconds(2), "a frame every 16 ms of the day would be five million frames")
        #expect(run.status == 0, "\(run.errors)")
        let (header, outputs) = try Self.replay(try #require(run.written["s.cast"]))
        #expect(header["idle_time_limit"] as? Double == 2)
        // 30 steps of the swipe, then about one frame per cell the row moves back over the day.
        #expect(outputs.count < 120, "\(outputs.count) outputs")
        #expect(outputs.allSatisfy { !$0.data.isEmpty })
        #expect((outputs.last?.time ?? 0) >= 86400)
        var screen = Screen(width: 60, height: 4)
        for output in outputs { screen.feed(output.data) }
        let frame = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(4)
            .map { String($0).replacing(#/ +$/#, with: "") }
        #expect(screen.text == frame)
    }
}
