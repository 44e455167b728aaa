import Testing
import GestureTable

@Suite("Sections: setSections")
struct SetSectionsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var old: String
        var new: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a day-sectioned refresh: a row changes section, a new one arrives",
             old: "Today: 1 2 | Yesterday: | Earlier: 3", new: "Today: 1 | Yesterday: 2 9 | Earlier: 3"),
        Case(name: "nothing changes", old: "A: a b | B: c", new: "A: a b | B: c"),
        Case(name: "sections swap, rows and all", old: "A: a b | B: c | C: d", new: "C: d | B: c | A: a b"),
        Case(name: "a new section between, an old one gone with its rows",
             old: "A: a | B: b c | C: d", new: "A: a | N: x y | C: d"),
        Case(name: "a gone section's rows move to a new section",
             old: "A: a | B: b c", new: "A: a | N: c b"),
        Case(name: "every section new", old: "A: a | B: b", new: "X: b | Y: a z"),
        Case(name: "a section retitled keeps its place by id",
             old: "d1=Today: a | d2=Yesterday: b", new: "d1=Yesterday: a b | d2=Earlier:"),
        Case(name: "rows move across sections and within, and change value",
             old: "A: a b c | B: d e | C:", new: "A: e a' | B: | C: c d b'"),
        Case(name: "from a flat table to sections", old: "_: a b c", new: "_: a | B: b | C: c"),
        Case(name: "to no rows at all", old: "A: a | B: b", new: "A:"),
        Case(name: "sections reversed with new ones between", old: "A: a | B: b | C: c | D: d",
             new: "D: d | X: | C: c a | B: | Y: y"),
    ]

    @Test("ends as the new sections, the app's models follow, and one undo puts the old back", arguments: cases)
    func diff(_ testCase: Case) throws {
        let fixture = try SectionsTable(testCase.old)
        let old = fixture.table.sections
        try fixture.table.setSections(sections(testCase.new))
        #expect(fixture.text == describe(sections(testCase.new)))
        #expect(fixture.modelsFollow)
        guard fixture.table.canUndo else { return #expect(testCase.old == testCase.new) }
        try fixture.table.undo()
        #expect(fixture.table.sections == old)
        #expect(fixture.modelsFollow)
        #expect(!fixture.table.canUndo)
    }

    @Test("the issue's refresh: [[1,2],[],[3]] to [[1],[2,9],[3]] moves 2 and inserts 9")
    func dayRefresh() throws {
        let fixture = try SectionsTable("Today: 1 2 | Yesterday: | Earlier: 3")
        try fixture.table.setSections(sections("Today: 1 | Yesterday: 2 9 | Earlier: 3"))
        // Row 2 keeps its flat index: it crosses the boundary into the next section.
        #expect(fixture.takeEvents() == ["move 1->1 row 1", "insert row 2"])
        #expect(fixture.events.isEmpty)
    }

    @Test("section changes are reported as events naming their section")
    func sectionEvents() throws {
        let fixture = try SectionsTable("A: a | B: b | C: c")
        try fixture.table.setSections(sections("C: c | A: a | N: | B2=B: b"))
        #expect(fixture.takeEvents().filter { $0.hasPrefix("section") } == [
            "section-move 0->2 section 2", "section-insert section 3", "section-insert section 4",
            "section-delete section 0",
        ])
        #expect(fixture.text == "C: c | A: a | N: | B2=B: b")
    }

    @Test("duplicate ids or no sections throw and change nothing", arguments: [
        ("A: a | A: b", GestureTableError.Code.duplicateSectionID),
        ("A: a a", .duplicateRowID),
        ("A: a | B: a", .duplicateRowID),
        ("x=A: a | x=B: b", .duplicateSectionID),
    ])
    func duplicates(text: String, code: GestureTableError.Code) throws {
        let fixture = try SectionsTable("A: a | B: b")
        let error = #expect(throws: GestureTableError.self) { try fixture.table.setSections(sections(text)) }
        #expect(error?.code == code)
        #expect(fixture.text == "A: a | B: b")
        #expect(fixture.events.isEmpty)
        #expect(!fixture.table.canUndo)
    }

    @Test("no sections at all throws invalidValue and changes nothing")
    func noSections() throws {
        let fixture = try SectionsTable("A: a")
        let error = #expect(throws: GestureTableError.self) { try fixture.table.setSections([]) }
        #expect(error?.code == .invalidValue)
        #expect(fixture.text == "A: a")
    }
}
