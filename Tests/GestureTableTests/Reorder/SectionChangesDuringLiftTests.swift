import Testing
import GestureTable

@Suite("Changes of sections during a lift")
struct SectionChangesDuringLiftTests {
    /// A change of sections made while `b` (section A, row 1) is lifted.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var change: @Sendable (GestureTable<Word>) throws -> Void
        /// The sections after a cancel: the lifted row back where it rests.
        var cancelled: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a section inserted above", change: { try $0.insertSection(TableSection(title: "N", rows: [Word("x")]), at: 0) },
             cancelled: "N: x | A: a b c | B: d"),
        Case(name: "a section inserted below", change: { try $0.insertSection(TableSection(title: "N", rows: []), at: 2) },
             cancelled: "A: a b c | B: d | N:"),
        Case(name: "another section deleted", change: { try $0.deleteSection(at: 1) }, cancelled: "A: a b c"),
        Case(name: "its section moved", change: { try $0.moveSection(at: 0, to: 1) }, cancelled: "B: d | A: a b c"),
        Case(name: "another section moved", change: { try $0.moveSection(at: 1, to: 0) }, cancelled: "B: d | A: a b c"),
        Case(name: "its section retitled", change: { try $0.updateSection(at: 0, title: "Z") }, cancelled: "A=Z: a b c | B: d"),
        Case(name: "setSections that keeps it", change: { try $0.setSections(sections("B: d | A: c a b | C: y")) },
             cancelled: "B: d | A: c a b | C: y"),
        Case(name: "setSections that moves it to another section",
             change: { try $0.setSections(sections("A: a c | B: d b")) }, cancelled: "A: a c | B: d b"),
        Case(name: "setSections that removes the other sections",
             change: { try $0.setSections(sections("X: a b")) }, cancelled: "X: a b"),
    ]

    @Test("the lift goes on, and cancel puts the row where it rests in the sections as they are", arguments: cases)
    func liftGoesOn(_ testCase: Case) throws {
        let fixture = try SectionsTable("A: a b c | B: d")
        try fixture.table.liftRow(at: 1)
        try fixture.table.moveLiftedRow(by: 1)
        try testCase.change(fixture.table)
        #expect(fixture.table.isReordering)
        #expect(fixture.modelsFollow)
        try fixture.table.cancelLift()
        #expect(fixture.text == testCase.cancelled)
        #expect(fixture.modelsFollow)
    }

    @Test("setRows that puts the lifted row among another section's rows rests it in that section, not the next")
    func setRowsRestsAmongTheRowsAround() throws {
        let fixture = try SectionsTable("A: a b | B: c d | C: e")
        try fixture.table.liftRow(at: 0)
        try fixture.table.setRows(["b", "c", "a", "d", "e"].map(Word.init))
        try fixture.table.cancelLift()
        #expect(fixture.text == "A: b | B: c a d | C: e")
    }

    @Test("a drop right after a change of sections that kept the row's place reports no move")
    func dropWhereItRests() throws {
        let fixture = try SectionsTable("A: a b | B: c")
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveSection(at: 0, to: 1)
        try fixture.table.insertSection(TableSection(title: "N", rows: []), at: 0)
        fixture.events.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.takeEvents() == ["drop row 1"])
        #expect(fixture.moves.isEmpty)
        #expect(fixture.text == "N: | B: c | A: a b")
    }

    @Test("deleting the lifted row's section ends the lift with cancel", arguments: [
        "deleteSection", "setSections",
    ])
    func sectionGoes(verb: String) throws {
        let fixture = try SectionsTable("A: a b | B: c")
        try fixture.table.liftRow(at: 1)
        if verb == "deleteSection" {
            try fixture.table.deleteSection(at: 0)
        } else {
            try fixture.table.setSections(sections("B: c"))
        }
        #expect(!fixture.table.isReordering)
        #expect(fixture.takeEvents().contains("cancel row 1"))
        #expect(fixture.text == "B: c")
        #expect(fixture.modelsFollow)
    }

    @Test("a row lifted into another section rests where it is shown once the section it came from goes")
    func originSectionGoes() throws {
        let fixture = try SectionsTable("A: a | B: b")
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveLiftedRow(by: 1)
        #expect(fixture.text == "A: | B: a b")
        try fixture.table.deleteSection(at: 0)
        #expect(fixture.table.isReordering)
        try fixture.table.dropLiftedRow()
        #expect(fixture.moves.isEmpty)
        #expect(fixture.text == "B: a b")
        #expect(fixture.modelsFollow)
    }

    @Test("undo of a change of sections during a lift keeps the lift")
    func undoDuringLift() throws {
        let fixture = try SectionsTable("A: a b | B: c")
        try fixture.table.moveSection(at: 1, to: 0)
        try fixture.table.liftRow(at: 1)
        try fixture.table.undo()
        #expect(fixture.table.isReordering)
        try fixture.table.cancelLift()
        #expect(fixture.text == "A: a b | B: c")
        #expect(fixture.modelsFollow)
    }

    @Test("setSections keeps the lifted row in the section it is shown in, resting at its new place")
    func shownWhereItWas() throws {
        let fixture = try SectionsTable("A: a b c | B: d")
        try fixture.table.liftRow(at: 0)
        try fixture.table.moveLiftedRow(by: 2)
        #expect(fixture.text == "A: b c a | B: d")
        try fixture.table.setSections(sections("B: d a | A: c b"))
        #expect(fixture.text == "B: d | A: c b a")
        #expect(fixture.modelsFollow)
        fixture.moves.removeAll()
        try fixture.table.dropLiftedRow()
        #expect(fixture.moves.count == 1)
        try fixture.table.undo()
        #expect(fixture.text == "B: d a | A: c b")
    }
}
