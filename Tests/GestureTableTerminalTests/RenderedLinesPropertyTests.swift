import GestureTable
import Testing
@testable import GestureTableTerminal
import TestSupport

/// Rendering with ``RenderedLines`` redraws only the lines that changed; the frame that comes out
/// must be the one a render from scratch makes. A table in sections, rows one to three lines tall,
/// some rows revealing buttons, is swiped, opened, lifted, moved, scrolled, edited, emptied,
/// resized and recolored at random; after every step each buffer drawn incrementally is compared
/// with a fresh frame, cell for cell. Any difference is a bug.
@Suite("Rendered lines: incremental frames equal frames from scratch")
@MainActor
struct RenderedLinesPropertyTests {
    /// The rows' texts, by id: kept from frame to frame as the demo keeps them, replaced by an edit.
    final class Texts {
        var texts: [Int: RowText] = [:]
        var isRebuiltEveryTime = false

        func text(of item: Item) -> RowText {
            if !isRebuiltEveryTime, let text = texts[item.id] { return text }
            let text = Self.make(item, edit: 0)
            if !isRebuiltEveryTime { texts[item.id] = text }
            return text
        }

        static func make(_ item: Item, edit: Int) -> RowText {
            RowText(lines: [
                RowText.Line(
                    [RowText.Span(edit % 2 == 0 ? "● " : "  "), RowText.Span(item.title, style: CellStyle(isBold: edit % 2 == 0))],
                    trailing: [RowText.Span(" \(edit):0\(item.id % 10)", style: CellStyle(isDim: true))]),
                RowText.Line([RowText.Span("  Subject 中 \(item.id)"), RowText.Span(" preview 📬 e\u{301}", style: CellStyle(isDim: true))]),
                RowText.Line([RowText.Span("third line \(edit)")]),
            ])
        }
    }

    /// The table's actions: triggers on most rows, buttons on every fourth; `isAlternate` gives
    /// the triggers other icons and colors, so that a row swiped as far shows another action.
    static func actions(isAlternate: Bool) -> (Item) -> SwipeActions<Item> {
        let triggers = try? SwipeActions<Item>(
            firstLeft: SwipeAction(icon: isAlternate ? "★ Star" : "✓ Read", color: isAlternate ? .yellow : .blue, fraction: 0.25) { _ in },
            firstRight: SwipeAction(icon: "Archive", color: isAlternate ? .gray : .green, fraction: 0.25) { triggered in
                try triggered.replace()
            },
            secondRight: SwipeAction(icon: "Delete", color: .red, fraction: 0.7) { triggered in try triggered.delete() })
        let buttons = try? SwipeActions<Item>(
            firstRight: SwipeAction(icon: "Flag", color: .orange, fraction: 0.25) { _ in },
            secondRight: SwipeAction(icon: "Del", color: .red, fraction: 0.5) { _ in },
            rightStyle: .reveal)
        return { item in (item.id % 4 == 3 ? buttons : triggers) ?? .none }
    }

    static func makeTable(width: Int) -> (GestureTable<Item>, VirtualClock) {
        let clock = VirtualClock()
        var configuration = TableConfiguration.terminal
        configuration.bouncesOnReplace = false
        let items = (0..<24).map { Item(id: $0, title: "Item \($0)") }
        let table: GestureTable<Item>
        do {
            table = try GestureTable(
                sections: [
                    TableSection(title: "Today", rows: Array(items[0..<5])),
                    TableSection(title: "Yesterday", rows: Array(items[5..<6])),
                    TableSection(title: "Earlier", rows: Array(items[6...])),
                ],
                width: Double(width), clock: clock, configuration: configuration)
        } catch {
            Issue.record("the table could not be made: \(error)")
            table = GestureTable(width: Double(width), clock: clock, configuration: configuration)
        }
        table.heightOfRow = { item in Double(1 + item.id % 3) }
        table.swipeActions = actions(isAlternate: false)
        table.placeholder = Placeholder(title: "Nothing left", subtitle: "undo")
        return (table, clock)
    }

    /// A frame with lines around the table's area, as the demo has: a title above, a status below.
    static func chromeFrame(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        frame.fill(x: 0, y: 0, width: width, height: 1, style: CellStyle(isBold: true, isReversed: true))
        frame.put(" Title", x: 0, y: 0, style: CellStyle(isBold: true))
        frame.put(" status line", x: 0, y: height - 1, style: CellStyle(isDim: true))
        return frame
    }

    @Test("random gestures, animations, scrolls and edits",
          arguments: [1, 2] as [Int], [1, 2, 3, 4] as [UInt64])
    func incrementalEqualsScratch(buffers bufferCount: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var width = 30
        let height = 12
        let (table, clock) = Self.makeTable(width: width)
        table.viewportHeight = Double(height - 2)
        let texts = Texts()
        var usesColor = true
        var selected: Int? = 2
        var frames = [Frame](repeating: Self.chromeFrame(width: width, height: height), count: bufferCount)
        var drawn = [RenderedLines](repeating: RenderedLines(), count: bufferCount)
        var nextID = 100
        for step in 0..<1500 {
            let y = Double(Int.random(in: 0..<(height - 2), using: &random)) + 0.5
            switch Int.random(in: 0..<20, using: &random) {
            case 0: table.handle(.down(Point(x: Double.random(in: 0..<Double(width), using: &random), y: y)))
            case 1, 2, 3:
                clock.advance(by: .milliseconds(16))
                table.handle(.moved(Point(x: Double.random(in: -4..<Double(width + 4), using: &random), y: y)))
            case 4: table.handle(.up(velocity: nil))
            case 5: clock.advance(by: .milliseconds(Int.random(in: 0..<300, using: &random)))
            case 6: try? table.scroll(by: Double(Int.random(in: -3...3, using: &random)))
            case 7: if table.count > 0 { try? table.deleteRow(at: Int.random(in: 0..<table.count, using: &random)) }
            case 8: try? table.undo()
            case 9:
                try? table.insertRow(Item(id: nextID, title: "New \(nextID)"), at: Int.random(in: 0...table.count, using: &random))
                nextID += 1
            case 10:
                if table.isReordering {
                    try? table.moveLiftedRow(by: Int.random(in: -2...2, using: &random))
                } else if table.count > 0 {
                    try? table.liftRow(at: Int.random(in: 0..<table.count, using: &random))
                }
            case 11: if table.isReordering { try? table.dropLiftedRow() }
            case 12:
                // An edit: a row's text changes (a message read or unread).
                if table.count > 0 {
                    let item = table.rows[Int.random(in: 0..<table.count, using: &random)]
                    texts.texts[item.id] = Texts.make(item, edit: Int.random(in: 1...3, using: &random))
                }
            case 13: selected = table.count > 0 && Bool.random(using: &random) ? Int.random(in: 0..<table.count, using: &random) : nil
            case 14: if table.count > 0 { try? table.openRow(at: Int.random(in: 0..<table.count, using: &random), side: .right) }
            case 15: if step % 7 == 0 { usesColor.toggle() }
            case 16:
                if Bool.random(using: &random) {
                    texts.isRebuiltEveryTime.toggle()
                } else {
                    table.swipeActions = Self.actions(isAlternate: Bool.random(using: &random))
                }
            case 17:
                if step % 11 == 0 {
                    // A resize: new frames of the new size, as the demo makes after one; the drawn
                    // lines are kept and must notice the new size.
                    let newWidth = Int.random(in: 12...40, using: &random)
                    try? table.setWidth(Double(newWidth))
                    if newWidth != width {
                        width = newWidth
                        frames = [Frame](repeating: Self.chromeFrame(width: width, height: height), count: bufferCount)
                    }
                }
            case 18:
                if step % 13 == 0 {
                    // Everything deleted: the placeholder; undone at random later.
                    while table.count > 0 { try? table.deleteRow(at: 0) }
                }
            default:
                if table.count > 0 { try? table.closeRow(at: Int.random(in: 0..<table.count, using: &random)) }
            }
            if step % 40 == 0, table.isReordering { try? table.dropLiftedRow() }
            table.tick()
            let renderer = TableRenderer(usesColor: usesColor, selectedIndex: selected)
            let buffer = step % bufferCount
            renderer.render(table, into: &frames[buffer], top: 1, height: height - 2, reusing: &drawn[buffer], rowText: texts.text)
            var scratch = Self.chromeFrame(width: width, height: height)
            renderer.render(table, into: &scratch, top: 1, height: height - 2, rowText: texts.text)
            guard frames[buffer] == scratch else {
                Issue.record("""
                    seed \(seed), \(bufferCount) buffers, step \(step): the incremental frame differs from the frame from scratch
                    \(lineDiff(expected: scratch.lines.joined(separator: "\n"), actual: frames[buffer].lines.joined(separator: "\n")))
                    """)
                return
            }
        }
    }

    @Test("a swipe step redraws only the swiped row's lines")
    func swipeStepDrawsOneRow() throws {
        let (table, clock) = Self.makeTable(width: 30)
        table.viewportHeight = 10
        let texts = Texts()
        let renderer = TableRenderer()
        var frame = Self.chromeFrame(width: 30, height: 12)
        var drawn = RenderedLines()
        renderer.render(table, into: &frame, top: 1, height: 10, reusing: &drawn, rowText: texts.text)
        // Row 1 ("Item 1", two lines) sits on the area's lines 2 and 3, under the "Today" header.
        table.handle(.down(Point(x: 20, y: 2.5)))
        clock.advance(by: .milliseconds(16))
        table.handle(.moved(Point(x: 14, y: 2.5)))
        table.tick()
        // A mark in every other line of the area: a redraw of those lines would remove it.
        for line in 1...10 { frame.put("#", x: 29, y: line) }
        renderer.render(table, into: &frame, top: 1, height: 10, reusing: &drawn, rowText: texts.text)
        let marked = (1...10).filter { frame[x: 29, y: $0]?.character == "#" }
        #expect(marked == [1, 2, 5, 6, 7, 8, 9, 10])
    }
}
