@testable import GestureScript
import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// The demo's model driven by synthetic input, checking after every step that the frame it
/// draws (reusing its two buffers, row texts, status line and table lines) equals the frame
/// drawn with nothing kept from earlier frames, and that a writer told only the lines the model
/// says changed writes the same bytes as one that compares every line.
final class DrawingCacheDriver {
    let clock = VirtualClock()
    let model: InboxDemoModel
    private(set) var checks = 0
    private var hintedWriter = FrameWriter(colorLevel: .truecolor)
    private var writer = FrameWriter(colorLevel: .truecolor)

    init(usesColor: Bool, messages: [InboxMessage] = InboxMessage.samples) throws {
        model = try InboxDemoModel(clock: clock, columns: 80, lines: 24, usesColor: usesColor, messages: messages)
    }

    /// Draws the frame twice, with the model's caches and with fresh ones, and compares.
    func expectFreshFrame(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let cached = model.frame()
        var hintedBytes = ""
        var bytes = ""
        hintedWriter.write(cached, changedLines: model.drawing.changedLines, to: &hintedBytes)
        writer.write(cached, to: &bytes)
        #expect(hintedBytes == bytes, "after \(step): the lines said to change leave out a changed line", sourceLocation: sourceLocation)
        let kept = model.drawing
        model.drawing = InboxDrawingCache()
        let fresh = model.frame()
        model.drawing = kept
        checks += 1
        #expect(
            cached == fresh,
            "after \(step):\n\(FrameWriter.plainText(cached))\n---- fresh:\n\(FrameWriter.plainText(fresh))",
            sourceLocation: sourceLocation)
    }

    func send(_ event: InputEvent, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        model.handle(event)
        model.table.tick()
        expectFreshFrame("\(event)", sourceLocation: sourceLocation)
    }

    func key(_ key: TerminalKey, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        send(.key(key, modifiers: []), sourceLocation: sourceLocation)
    }

    func mouse(_ kind: MouseEvent.Kind, column: Int, line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        send(.mouse(MouseEvent(kind: kind, button: .left, column: column, row: line)), sourceLocation: sourceLocation)
    }

    /// Presses on a line, drags one cell a report 20 ms apart, and releases there.
    func swipe(line: Int, from start: Int, to end: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        mouse(.press, column: start, line: line, sourceLocation: sourceLocation)
        for column in stride(from: start, through: end, by: end < start ? -1 : 1) where column != start {
            advance(20, sourceLocation: sourceLocation)
            mouse(.drag, column: column, line: line, sourceLocation: sourceLocation)
        }
        mouse(.release, column: end, line: line, sourceLocation: sourceLocation)
    }

    /// Advances the clock 16 ms a frame, checking every frame.
    func advance(_ milliseconds: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var left = milliseconds
        while left > 0 {
            clock.advance(by: .milliseconds(min(16, left)))
            left -= 16
            model.table.tick()
            expectFreshFrame("\(milliseconds) ms", sourceLocation: sourceLocation)
        }
    }

    func resize(columns: Int, lines: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        model.resize(columns: columns, lines: lines)
        expectFreshFrame("a resize to \(columns)x\(lines)", sourceLocation: sourceLocation)
        expectFreshFrame("the frame after a resize to \(columns)x\(lines)", sourceLocation: sourceLocation)
    }
}

@Suite("Inbox demo: what drawing keeps between frames")
struct InboxDemoDrawingCacheTests {
    @Test("archive, delete, mark read and unread, snooze and undo draw what a fresh model draws", arguments: [false, true])
    func actions(usesColor: Bool) throws {
        let driver = try DrawingCacheDriver(usesColor: usesColor)
        driver.expectFreshFrame("the first frame")
        driver.swipe(line: 3, from: 70, to: 50)  // Archive
        driver.advance(800)
        driver.swipe(line: 2, from: 70, to: 5)  // Delete
        driver.advance(800)
        driver.swipe(line: 1, from: 20, to: 32)  // Mark read: the dot goes, the count drops
        driver.advance(800)
        driver.swipe(line: 1, from: 20, to: 32)  // Mark unread
        driver.advance(800)
        driver.swipe(line: 4, from: 10, to: 60)  // Snooze
        driver.advance(800)
        for _ in 0..<3 {
            driver.key(.character("u"))
            driver.advance(800)
        }
        driver.swipe(line: 5, from: 60, to: 20)  // Past Delete and back: the highlight comes and goes
        driver.swipe(line: 5, from: 20, to: 60)
        driver.advance(800)
        #expect(driver.checks > 300)
    }

    @Test("reordering with the keyboard and the mouse draws what a fresh model draws")
    func reorder() throws {
        let driver = try DrawingCacheDriver(usesColor: true)
        driver.key(.down)
        driver.key(.character(" "))
        driver.key(.down)
        driver.key(.down)
        driver.key(.character(" "))
        driver.advance(500)
        driver.mouse(.press, column: 30, line: 6)
        driver.advance(700)  // Held: the row is lifted.
        for line in [7, 8, 9, 8] {
            driver.mouse(.drag, column: 30, line: line)
            driver.advance(48)
        }
        driver.mouse(.release, column: 30, line: 8)
        driver.advance(500)
        driver.key(.character("u"))
        driver.advance(500)
    }

    @Test("resizing, a screen too short for the title, and a color change draw what a fresh model draws")
    func resize() throws {
        let driver = try DrawingCacheDriver(usesColor: false)
        driver.mouse(.press, column: 60, line: 2)
        driver.mouse(.drag, column: 40, line: 2)
        driver.resize(columns: 60, lines: 20)
        driver.mouse(.drag, column: 20, line: 2)
        driver.resize(columns: 100, lines: 30)
        driver.resize(columns: 30, lines: 3)
        driver.mouse(.release, column: 20, line: 2)
        driver.advance(300)
        driver.resize(columns: 80, lines: 24)
        driver.model.usesColor = true
        driver.expectFreshFrame("colors turned on")
        driver.model.usesColor = false
        driver.expectFreshFrame("colors turned off")
    }

    @Test("wide characters and emoji in rows draw what a fresh model draws")
    func wideCharacters() throws {
        let messages = [
            InboxMessage(id: 0, sender: "山田太郎", subject: "会議の議事録 📎", isInitiallyRead: false),
            InboxMessage(id: 1, sender: "Ζωή 🇬🇷", subject: "Καλημέρα 👩‍💻", isInitiallyRead: true),
            InboxMessage(id: 2, sender: "A very long sender name indeed", subject: "é and e\u{301}", isInitiallyRead: false),
        ] + InboxMessage.samples.dropFirst(3)
        let driver = try DrawingCacheDriver(usesColor: true, messages: messages)
        driver.expectFreshFrame("the first frame")
        for line in 1...3 {
            driver.swipe(line: line, from: 60, to: 41)
            driver.advance(800)
        }
        driver.swipe(line: 1, from: 10, to: 17)
        driver.advance(800)
    }
}
