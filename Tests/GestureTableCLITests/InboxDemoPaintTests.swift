import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// How the demo paints what matters: the lifted row as one raised band, its look covering every
/// cell of its lines, the text's cells as much as the blanks between them; Delete in a red that
/// stays red on terminals of 256 and 16 colors.
@Suite("Inbox demo: painting")
struct InboxDemoPaintTests {
    /// The columns of frame line `line` whose cell fails `isRaised`.
    static func holes(in frame: Frame, line: Int, isRaised: (CellStyle) -> Bool) -> [Int] {
        (0..<frame.width).filter { x in frame[x: x, y: line].map { !isRaised($0.style) } ?? true }
    }

    @Test("Lifted by the pick-up key, the row's background covers both its lines, text included")
    func pickUpKeyPaintsTheWholeRow() throws {
        let driver = try DemoDriver(usesColor: true)
        driver.key(.character(" "))
        #expect(driver.screen[2].hasPrefix("≡ ● Ada Lovelace"))
        let frame = driver.model.frame()
        let raised = TerminalColor.rgb(red: 230, green: 230, blue: 230)
        for line in 2...3 {
            let holes = Self.holes(in: frame, line: line) { $0.background == raised }
            #expect(holes.isEmpty, "line \(line): columns \(holes) keep the default background")
        }
        // The sender is bold and black on the band, the time and the preview dim on it.
        #expect(frame[x: 4, y: 2]?.style == CellStyle(foreground: .rgb(red: 0, green: 0, blue: 0), background: raised, isBold: true))
        #expect(frame[x: 76, y: 2]?.style.isDim == true)
        // The row below is drawn as before.
        #expect(frame[x: 4, y: 4]?.style.background == .default)
    }

    @Test("Lifted by a long press without colors, every cell of the row is in reverse video")
    func longPressReversesTheWholeRow() throws {
        let driver = try DemoDriver()
        driver.mouse(.press, column: 30, line: 4)
        driver.advance(500)
        // Held still, the row's menu opens; a drag there and back lifts the row in its place.
        driver.mouse(.drag, column: 30, line: 6)
        driver.mouse(.drag, column: 30, line: 4)
        #expect(driver.model.table.isReordering)
        let frame = driver.model.frame()
        for line in 4...5 {
            let holes = Self.holes(in: frame, line: line) { $0.isReversed }
            #expect(holes.isEmpty, "line \(line): columns \(holes) are not reversed")
        }
        #expect(Self.holes(in: frame, line: 6) { !$0.isReversed }.isEmpty, "the next row is not raised")
    }

    @Test("Delete's area and status line are red at 256 and at 16 colors, not orange")
    func deleteIsRed() throws {
        let driver = try DemoDriver(usesColor: true)
        driver.keys(.left, .left)
        #expect(driver.status.hasPrefix(" Delete “Notes on the Analytical Engine”"))
        let frame = driver.model.frame()
        let red = TerminalColor.rgb(red: ActionColor.red.red, green: ActionColor.red.green, blue: ActionColor.red.blue)
        let area = try #require(frame[x: 79, y: 3]?.style)
        let status = try #require(frame[x: 1, y: 22]?.style)
        #expect(area.background == red)
        #expect(status.foreground == red)
        for style in [area.converted(to: .ansi256).background, status.converted(to: .ansi256).foreground] {
            #expect(style == .indexed(196), "(255, 0, 0), where 166 would be (215, 95, 0), an orange")
        }
        #expect(area.converted(to: .ansi16).background == .brightRed)
        #expect(status.converted(to: .ansi16).foreground == .brightRed)
    }
}
