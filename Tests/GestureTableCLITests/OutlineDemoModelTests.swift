import GestureTable
import GestureTableTerminal
import Testing

@testable import GestureTableCLI

/// The outline demo, driven as the terminal drives it: mouse reports and keys, on a virtual clock.
@Suite("The outline demo")
struct OutlineDemoModelTests {
    let clock = VirtualClock()
    let model: OutlineDemoModel

    init() throws {
        model = try OutlineDemoModel(clock: clock, columns: 60, lines: 24, usesColor: false)
    }

    func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int) {
        model.handle(.mouse(MouseEvent(kind: kind, button: kind == .release ? .none : .left, column: column, row: row)))
    }

    func key(_ key: TerminalKey) { model.handle(.key(key)) }

    var titles: [String] { model.table.rows.map(\.title) }

    /// The frame's lines without the blanks that pad them to the width.
    var lines: [String] {
        model.frame().lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Lets animations finish.
    func settle() {
        clock.advance(by: .seconds(1))
        model.tick()
    }

    @Test func theProjectsAreDrawnWithTheirTasksIndentedAndOneCollapsed() {
        let lines = lines
        #expect(lines[0].hasPrefix(" Projects (4)"))
        #expect(lines[1].hasPrefix("▸ ▾ Website"))
        #expect(lines[2] == "      Draft the landing page")
        #expect(lines[4] == "    ▾ Write the docs")
        #expect(lines[5] == "        API reference")
        #expect(lines.contains("  ▸ Release 2.0"))
        #expect(!titles.contains("Freeze the API"))
        #expect(lines[23].contains("↑↓ select"))
    }

    @Test func theArrowsExpandAndCollapseAProject() {
        let release = titles.firstIndex(of: "Release 2.0") ?? 0
        for _ in 0..<release { key(.down) }
        key(.right)
        settle()
        #expect(titles[release + 1] == "Freeze the API")
        key(.left)
        settle()
        #expect(titles[release + 1] == "Hiring")
    }

    @Test func theKeysCarryATaskIntoTheProjectAboveAndUndoTakesItBack() throws {
        // "Post the job", Hiring's first task, comes out to the top level, then goes back in.
        let hiring = try #require(titles.firstIndex(of: "Hiring"))
        for _ in 0...hiring { key(.down) }
        #expect(model.recognizer.selectedIndex == hiring + 1)
        key(.character(" "))
        #expect(model.table.liftedRowIndex == hiring + 1)
        key(.left)
        key(.right)
        key(.enter)
        settle()
        #expect(try model.table.parentIndex(ofRowAt: hiring + 1) == hiring)
        // Into Release, the project above Hiring: → while lifted takes the row above at its
        // level, which is a task of Hiring's; so first out, then up, then in.
        let before = titles
        key(.character(" "))
        key(.left)
        key(.up)
        key(.right)
        key(.character(" "))
        settle()
        #expect(titles != before)
        key(.character("u"))
        settle()
        #expect(titles == before)
    }

    @Test func aProjectStaysAtTheTopLevel() throws {
        // Mobile app, lifted, into Website above it: refused at the drop, and it goes home.
        let mobile = try #require(titles.firstIndex(of: "Mobile app"))
        for _ in 0..<mobile { key(.down) }
        key(.character(" "))
        key(.right)
        key(.character(" "))
        settle()
        #expect(model.status == "A project stays at the top level")
        let home = try #require(titles.firstIndex(of: "Mobile app"))
        #expect(try model.table.parentIndex(ofRowAt: home) == nil)
    }

    @Test func aHeldTaskDraggedRightOntoAProjectGoesIntoIt() throws {
        let fonts = try #require(titles.firstIndex(of: "Pick the fonts"))
        let mobile = try #require(titles.firstIndex(of: "Mobile app"))
        // Screen line = index + 1, under the title line. Two columns to the right of the
        // press, the pointer on Mobile app: the task goes into it, last.
        mouse(.press, column: 10, row: fonts + 1)
        clock.advance(by: .milliseconds(600))
        model.tick()
        mouse(.drag, column: 12, row: fonts + 1)
        for line in (fonts + 1)...(mobile + 1) { mouse(.drag, column: 12, row: line) }
        #expect(model.table.isReordering)
        mouse(.release, column: 10, row: mobile + 1)
        settle()
        let moved = try #require(titles.firstIndex(of: "Pick the fonts"))
        let parent = try #require(try model.table.parentIndex(ofRowAt: moved))
        #expect(titles[parent] == "Mobile app")
        #expect(titles[moved + 1] == "Release 2.0")
    }

    @Test func aHeldTaskDraggedStraightDownTakesThePlaceOfTheRowsItPasses() throws {
        let fonts = try #require(titles.firstIndex(of: "Pick the fonts"))
        let mobile = try #require(titles.firstIndex(of: "Mobile app"))
        mouse(.press, column: 10, row: fonts + 1)
        clock.advance(by: .milliseconds(600))
        model.tick()
        for line in (fonts + 1)...(mobile + 1) { mouse(.drag, column: 10, row: line) }
        mouse(.release, column: 10, row: mobile + 1)
        settle()
        // Past Mobile app, first among its tasks: the row below it sets its depth.
        let moved = try #require(titles.firstIndex(of: "Pick the fonts"))
        #expect(titles[moved - 1] == "Mobile app")
        #expect(try model.table.parentIndex(ofRowAt: moved) == moved - 1)
        // Back up two lines, straight: past Mobile app and Set up analytics, among Website's tasks.
        mouse(.press, column: 10, row: moved + 1)
        clock.advance(by: .milliseconds(600))
        model.tick()
        mouse(.drag, column: 10, row: moved)
        mouse(.drag, column: 10, row: moved - 1)
        mouse(.release, column: 10, row: moved - 1)
        settle()
        let back = try #require(titles.firstIndex(of: "Pick the fonts"))
        #expect(back == moved - 2)
    }

    @Test func aTaskSwipedLeftIsDoneThenDeleted() throws {
        let task = try #require(titles.firstIndex(of: "Pick the fonts"))
        for _ in 0..<task { key(.down) }
        key(.left)
        key(.enter)
        settle()
        #expect(model.doneIDs.count == 1)
        #expect(lines[task + 1].hasSuffix("Pick the fonts  ✓"))
        let count = titles.count
        key(.left)
        key(.left)
        key(.enter)
        settle()
        #expect(titles.count == count - 1)
        #expect(!titles.contains("Pick the fonts"))
    }

    @Test func questionMarkListsTheKeysAndQQuits() {
        key(.character("?"))
        #expect(model.frame().lines[0].hasPrefix(" Keys"))
        key(.character("x"))
        #expect(model.frame().lines[0].hasPrefix(" Projects"))
        key(.character("q"))
        #expect(model.exitStatus == 0)
    }

    @Test(arguments: [
        (["--outline"], true),
        (["--outline", "--no-color", "--reduced-motion"], true),
        ([], false),
    ])
    func theOutlineIsAnOptionOfTheDemo(arguments: [String], showsOutline: Bool) {
        guard case .run(let options) = InboxDemo.parse(arguments) else {
            Issue.record("\(arguments) did not parse")
            return
        }
        #expect(options.showsOutline == showsOutline)
    }

    @Test func theOutlineIsNotRecordedNorShownWithTheBoard() {
        #expect(InboxDemo.parse(["--outline", "--record", "a.gts"]) == .usageError("--record records the inbox, not the outline"))
        #expect(InboxDemo.parse(["--board", "--outline"]) == .usageError("--board and --outline are two demos: choose one"))
        #expect(InboxDemo.usage.contains("--outline"))
    }

    @Test func aTinyScreenStillDraws() {
        model.resize(columns: 1, lines: 1)
        #expect(model.frame().lines.count == 1)
        model.resize(columns: 3, lines: 2)
        key(.down)
        #expect(model.frame().lines.count == 2)
    }
}
