import Testing
@testable import GestureTableTerminal
import TestSupport

/// Property: whatever frames are written, in whatever order, the screen of a
/// terminal that interprets the writer's bytes equals the last frame.
@Suite struct FrameWriterEmulatorPropertyTests {
    static let seeds: [UInt64] = [1, 2, 42, 0xC0FFEE, 0xDEAD_BEEF]

    @Test(arguments: ColorLevel.allCases, seeds)
    func screenEqualsEveryFrameWritten(colorLevel: ColorLevel, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var width = 10
        var height = 4
        var writer = FrameWriter(colorLevel: colorLevel)
        var terminal = TerminalEmulator(width: width, height: height)
        var frame = Frame(width: width, height: height)
        for step in 0..<300 {
            let context = "seed \(seed), level \(colorLevel), step \(step)"
            var isUnchanged = false
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<4:
                width = Int.random(in: 1...14, using: &generator)
                height = Int.random(in: 1...6, using: &generator)
                terminal.resize(width: width, height: height)
                frame = RandomFrames.frame(width: width, height: height, using: &generator)
            case 4..<7:
                writer.invalidate()
            case 7..<17:
                frame = RandomFrames.frame(width: width, height: height, using: &generator)
            case 17..<25:
                isUnchanged = true
            default:
                RandomFrames.scribble(
                    on: &frame, operations: Int.random(in: 1...3, using: &generator), using: &generator)
            }
            var bytes = ""
            writer.write(frame, to: &bytes)
            if isUnchanged {
                #expect(bytes.isEmpty, "\(context): an unchanged frame wrote \(bytes.debugDescription)")
            }
            terminal.feed(bytes)
            let expected = expectedScreen(frame, colorLevel: colorLevel)
            guard terminal.problems.isEmpty, !terminal.isSynchronizing, terminal.style == .plain,
                terminal.cells == expected
            else {
                Issue.record("""
                    \(context): the emulated screen differs from the frame.
                    problems: \(terminal.problems)
                    synchronizing: \(terminal.isSynchronizing), final style: \(terminal.style)
                    \(lineDiff(expected: frame.lines.joined(separator: "\n"),
                               actual: terminal.lines.joined(separator: "\n")))
                    first differing cell: \(firstDifference(terminal.cells, expected, width: width))
                    bytes: \(bytes.debugDescription)
                    """)
                return
            }
        }
    }

    @Test(arguments: ColorLevel.allCases)
    func largeFramesWithSmallChangesMatch(colorLevel: ColorLevel) {
        var generator = SplitMix64(seed: 7)
        var writer = FrameWriter(colorLevel: colorLevel)
        var terminal = TerminalEmulator(width: 80, height: 24)
        var frame = RandomFrames.frame(width: 80, height: 24, using: &generator)
        for step in 0..<40 {
            RandomFrames.scribble(on: &frame, operations: 4, using: &generator)
            var bytes = ""
            writer.write(frame, to: &bytes)
            terminal.feed(bytes)
            #expect(terminal.problems.isEmpty, "seed 7, step \(step)")
            #expect(terminal.cells == expectedScreen(frame, colorLevel: colorLevel), "seed 7, step \(step)")
        }
    }

    /// Rows sliding sideways, as swiped rows do, so that the writer shifts them with ICH and
    /// DCH: texts mixing wide characters, emoji sequences and styles, uncovered areas in color.
    @Test(arguments: ColorLevel.allCases, seeds)
    func slidingRowsMatch(colorLevel: ColorLevel, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let width = 36
        let height = 5
        struct SlidingRow {
            var text: String
            var style: CellStyle
            var area: CellStyle
            var offset: Int
        }
        func randomRow() -> SlidingRow {
            let words = (0..<Int.random(in: 3...9, using: &generator)).map { _ in
                RandomFrames.texts[Int.random(in: 0..<RandomFrames.texts.count, using: &generator)]
            }
            return SlidingRow(
                text: words.joined(separator: " "), style: RandomFrames.style(using: &generator),
                area: RandomFrames.style(using: &generator), offset: Int.random(in: -8...8, using: &generator))
        }
        var rows = (0..<height).map { _ in randomRow() }
        var writer = FrameWriter(colorLevel: colorLevel)
        var terminal = TerminalEmulator(width: width, height: height)
        var shifts = 0
        for step in 0..<200 {
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let index = Int.random(in: 0..<height, using: &generator)
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: rows[index] = randomRow()
                case 1: rows[index].area = RandomFrames.style(using: &generator)
                default: rows[index].offset += Int.random(in: -6...6, using: &generator)
                }
                rows[index].offset = min(max(rows[index].offset, -width), width)
            }
            var frame = Frame(width: width, height: height)
            for (y, row) in rows.enumerated() {
                frame.put(row.text, x: row.offset, y: y, style: row.style)
                let area = row.offset < 0 ? (width + row.offset)..<width : 0..<row.offset
                frame.fill(x: area.lowerBound, y: y, width: area.count, height: 1, style: row.area)
                if area.count >= 4 { frame.put(y.isMultiple(of: 2) ? "✓" : "漢", x: area.lowerBound + 1, y: y, style: row.area) }
            }
            var bytes = ""
            writer.write(frame, to: &bytes)
            shifts += Self.shiftCount(in: bytes)
            terminal.feed(bytes)
            guard terminal.problems.isEmpty, terminal.style == .plain,
                terminal.cells == expectedScreen(frame, colorLevel: colorLevel)
            else {
                Issue.record("""
                    seed \(seed), level \(colorLevel), step \(step): the emulated screen differs from the frame.
                    problems: \(terminal.problems)
                    \(lineDiff(expected: frame.lines.joined(separator: "\n"), actual: terminal.lines.joined(separator: "\n")))
                    bytes: \(bytes.debugDescription)
                    """)
                return
            }
        }
        #expect(shifts > 10, "the writer shifted rows \(shifts) times")
    }

    /// The number of ICH and DCH sequences in some bytes.
    static func shiftCount(in bytes: String) -> Int {
        let scalars = Array(bytes.unicodeScalars)
        var count = 0
        var index = 0
        while index + 1 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "\u{1B}", scalars[index + 1] == "[" else { continue }
            var end = index + 2
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "@" || scalars[end] == "P" { count += 1 }
        }
        return count
    }

    /// The frame's cells as the terminal should show them at a color level.
    private func expectedScreen(_ frame: Frame, colorLevel: ColorLevel) -> [Cell] {
        var cells: [Cell] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                guard let cell = frame[x: x, y: y] else { continue }
                let style = cell.style.converted(to: colorLevel)
                cells.append(cell.isContinuation ? .continuation(style: style) : Cell(cell.character, style: style))
            }
        }
        return cells
    }

    private func firstDifference(_ actual: [Cell], _ expected: [Cell], width: Int) -> String {
        guard actual.count == expected.count else { return "sizes \(actual.count) and \(expected.count)" }
        guard let index = actual.indices.first(where: { actual[$0] != expected[$0] }) else { return "none" }
        return "(x \(index % width), y \(index / width)): \(actual[index]) instead of \(expected[index])"
    }
}
