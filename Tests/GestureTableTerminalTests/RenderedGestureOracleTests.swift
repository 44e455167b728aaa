import GestureTable
import Testing
@testable import GestureTableTerminal
import TestSupport

/// The terminal-emulator oracle over random gesture sequences: a table is swiped, reordered,
/// scrolled and changed at random; after every step the renderer draws a frame, the diffing
/// writer sends it, and the emulated screen must equal the frame, cell for cell.
@Suite("Rendered gestures through the emulator")
@MainActor
struct RenderedGestureOracleTests {
    static func expectedScreen(_ frame: Frame, colorLevel: ColorLevel) -> [Cell] {
        var cells: [Cell] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x: x, y: y] ?? .blank
                var converted = cell
                converted.style = cell.style.converted(to: colorLevel)
                cells.append(converted)
            }
        }
        return cells
    }

    @Test("the emulated screen equals the rendered frame after every random gesture",
          arguments: [ColorLevel.truecolor, .ansi256, .ansi16, .none], [1, 2, 3] as [UInt64])
    func screenFollowsGestures(colorLevel: ColorLevel, seed: UInt64) throws {
        let (table, clock) = makeRendererTable(count: 30, width: 24)
        table.viewportHeight = 8
        Self.checkRandomGestures(on: table, clock: clock, colorLevel: colorLevel, seed: seed, steps: 400) { "\($0.title) 📬 中" }
    }

    /// Sends `steps` random gestures, scrolls, deletions, undos and lifts (and moves of the lifted
    /// row, when `movesLiftedRow`) to a table 24 columns wide and 8 lines high, and after each
    /// one expects the emulated screen fed the writer's bytes to equal the rendered frame.
    static func checkRandomGestures(
        on table: GestureTable<Item>, clock: VirtualClock, colorLevel: ColorLevel, seed: UInt64, steps: Int,
        movesLiftedRow: Bool = false, text: (Item) -> String
    ) {
        var random = SplitMix64(seed: seed)
        let renderer = TableRenderer(usesColor: colorLevel != .none)
        var writer = FrameWriter(colorLevel: colorLevel)
        var terminal = TerminalEmulator(width: 24, height: 8)
        for step in 0..<steps {
            let y = Double(Int.random(in: 0..<8, using: &random)) + 0.5
            switch Int.random(in: 0..<(movesLiftedRow ? 11 : 10), using: &random) {
            case 0: table.handle(.down(Point(x: Double.random(in: 0..<24, using: &random), y: y)))
            case 1, 2, 3:
                clock.advance(by: .milliseconds(16))
                table.handle(.moved(Point(x: Double.random(in: -4..<28, using: &random), y: y)))
            case 4: table.handle(.up(velocity: nil))
            case 5: clock.advance(by: .milliseconds(Int.random(in: 0..<400, using: &random)))
            case 6: try? table.scroll(by: Double(Int.random(in: -3...3, using: &random)))
            case 7: if table.count > 0 { try? table.deleteRow(at: Int.random(in: 0..<table.count, using: &random)) }
            case 8: try? table.undo()
            case 9 where movesLiftedRow: try? table.moveLiftedRow(by: Int.random(in: -2...2, using: &random))
            default: if table.count > 0 { try? table.liftRow(at: table.visibleRowIndexes.lowerBound) } else { try? table.undo() }
            }
            if step % 25 == 0, table.isReordering { try? table.dropLiftedRow() }
            table.tick()
            let frame = renderer.render(table, width: 24, height: 8, text: text)
            var bytes = ""
            writer.write(frame, to: &bytes)
            terminal.feed(bytes)
            guard terminal.problems.isEmpty, terminal.cells == Self.expectedScreen(frame, colorLevel: colorLevel) else {
                Issue.record("""
                    seed \(seed), level \(colorLevel), step \(step): the emulated screen differs from the frame
                    \(lineDiff(expected: frame.lines.joined(separator: "\n"), actual: terminal.lines.joined(separator: "\n")))
                    problems: \(terminal.problems)
                    """)
                return
            }
        }
    }

    @Test("a one-row swipe step writes only that row's changed cells")
    func swipeStepWritesOneRow() throws {
        let (table, _) = makeRendererTable(count: 30, width: 80)
        table.viewportHeight = 24
        let renderer = TableRenderer()
        var writer = FrameWriter(colorLevel: .truecolor)
        try table.dragRow(at: 5, toOffset: -20)
        var full = ""
        writer.write(renderer.render(table, width: 80, height: 24) { $0.title }, to: &full)
        let before = renderer.render(table, width: 80, height: 24) { $0.title }
        try table.dragRow(at: 5, toOffset: -21)
        let after = renderer.render(table, width: 80, height: 24) { $0.title }
        #expect(Set(after.changes(from: before).map(\.row)) == [5])
        var step = ""
        writer.write(after, to: &step)
        #expect(step.utf8.count * 4 < full.utf8.count, "a swipe step wrote \(step.utf8.count) bytes, a full repaint \(full.utf8.count)")
        var terminal = TerminalEmulator(width: 80, height: 24)
        terminal.feed(full)
        terminal.feed(step)
        #expect(terminal.cells == Self.expectedScreen(after, colorLevel: .truecolor))
    }
}
