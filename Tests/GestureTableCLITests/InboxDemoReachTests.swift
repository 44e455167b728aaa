import GestureTable
@testable import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// The demo as people use it: both actions of each side reachable from a press anywhere in the
/// middle third, icons and labels as soon as they fit, readable text on every action color, a
/// drag that survives a resize, an undo limit that says so, and a status line that describes
/// the gesture in progress.
@Suite("Inbox demo: reach and feedback")
struct InboxDemoReachTests {
    /// Presses row 0 at `column` and drags to the screen's edge on `side`.
    static func dragToEdge(_ driver: DemoDriver, from column: Int, side: SwipeSide, columns: Int) {
        driver.drag(line: 2, from: column, to: side == .left ? columns - 1 : 0)
    }

    @Test("From either end of the middle third, a drag to the edge reaches the second action",
          arguments: [20, 24, 33, 40, 57, 80, 81, 119, 200])
    func secondActionReachable(columns: Int) throws {
        // The middle third's columns, by their centres: the first and the last.
        let first = (0..<columns).first { Double($0) + 0.5 >= Double(columns) / 3 } ?? 0
        let last = (0..<columns).last { Double($0) + 0.5 <= Double(columns) * 2 / 3 } ?? 0
        for (press, side, slot) in [(first, SwipeSide.right, ActionSlot.secondRight), (last, .left, .secondLeft)] {
            let driver = try DemoDriver(columns: columns)
            // Dragging right uncovers the left side; dragging toward column 0 uncovers the right.
            Self.dragToEdge(driver, from: press, side: side == .right ? .right : .left, columns: columns)
            #expect(driver.model.table.highlightedSlot == slot, "\(columns) columns, press at \(press)")
        }
    }

    @Test("At 40 columns the icon shows in a narrow strip and the label once it fits")
    func iconThenLabel() throws {
        let driver = try DemoDriver(columns: 40, lines: 12)
        driver.drag(line: 2, from: 30, to: 27)
        #expect(driver.screen[2].hasSuffix("░✓░"), "\(driver.screen[2])")
        for column in stride(from: 26, through: 19, by: -1) { driver.mouse(.drag, column: column, line: 2) }
        #expect(driver.screen[2].hasSuffix("▒✓ Archive▒"), "\(driver.screen[2])")
        #expect(driver.screen[3].hasSuffix("… ▒▒▒▒▒▒▒▒▒▒▒"), "the second line moves with the first: \(driver.screen[3])")
    }

    @Test("Text on a light action color is dark, on a dark one light")
    func contrast() throws {
        let driver = try DemoDriver()
        driver.model.usesColor = true
        driver.drag(line: 2, from: 40, to: 70)  // Snooze, yellow
        let frame = driver.model.frame()
        let label = (0..<80).compactMap { frame[x: $0, y: 2] }.first { $0.character == "◷" }
        #expect(label?.style.foreground == .rgb(red: 0, green: 0, blue: 0))
        #expect(TableRenderer.prefersDarkText(on: .yellow))
        #expect(!TableRenderer.prefersDarkText(on: ActionColor(red: 101, green: 86, blue: 22)), "dimmed yellow")
        #expect(!TableRenderer.prefersDarkText(on: ActionColor(red: 40, green: 40, blue: 90)))
    }

    @Test("A resize during a drag keeps the row's fraction")
    func resizeDuringDrag() throws {
        let driver = try DemoDriver()
        driver.drag(line: 2, from: 40, to: 17)  // 23 of 80 columns: 29 %
        let before = try driver.model.table.offset(ofRowAt: 0) / driver.model.table.width
        driver.model.resize(columns: 40, lines: 24)
        driver.mouse(.drag, column: 17, line: 2)
        let after = try driver.model.table.offset(ofRowAt: 0) / driver.model.table.width
        #expect(abs(after - before) < 0.03, "from \(before) to \(after)")
        driver.mouse(.drag, column: 16, line: 2)
        let further = try driver.model.table.offset(ofRowAt: 0) / driver.model.table.width
        #expect(further < after, "the drag goes on from where it was")
    }

    @Test("Past the undo limit, u says why nothing more comes back")
    func undoLimit() throws {
        let driver = try DemoDriver()
        driver.model.table.configuration.undoLimit = 16
        for _ in 0..<18 {
            driver.key(.left)
            driver.key(.enter)
            driver.advance(1000)
        }
        for _ in 0..<16 {
            #expect(driver.model.table.canUndo)
            driver.key(.character("u"))
            driver.advance(1000)
            #expect(driver.status.hasPrefix(" Undone: Archive"))
        }
        #expect(!driver.model.table.canUndo)
        driver.key(.character("u"))
        #expect(driver.status == " Nothing more to undo: only the last 16 changes can be undone")
        let fresh = try DemoDriver()
        fresh.key(.character("u"))
        #expect(fresh.status == " Nothing to undo")
    }

    @Test("The status line describes the gesture in progress, not the last one")
    func freshStatus() throws {
        let driver = try DemoDriver()
        driver.drag(line: 2, from: 60, to: 45)
        driver.release(line: 2, column: 45)
        driver.advance(1000)
        #expect(driver.status.hasPrefix(" Archived"))
        driver.mouse(.press, column: 40, line: 2)
        #expect(driver.status == " Drag “Found a moth in relay 70” left or right, or hold it still to move it")
        driver.mouse(.drag, column: 43, line: 2)
        #expect(driver.status.hasPrefix(" Drag “Found a moth in relay 70” right: Mark read past 12 %"))
        driver.mouse(.release, column: 43, line: 2)
        #expect(driver.status.hasPrefix(" Archived"))
    }

    @Test("A paste that never ended says so on the status line")
    func unterminatedPaste() throws {
        let driver = try DemoDriver()
        driver.send(.unterminatedPaste("q"))
        #expect(driver.status == " A paste never ended (no end marker within 1 s): ignored, keys work again")
        #expect(driver.model.exitStatus == nil)
    }
}
