import Testing
import GestureTable

@Suite("Sections: identity")
struct SectionIdentityTests {
    @Test("a section is identified by its title unless given an id; no title is the empty string")
    func defaultIDs() {
        #expect(TableSection<Word>(title: "Today", rows: []).id == "Today")
        #expect(TableSection<Word>(title: nil, rows: []).id == "")
        #expect(TableSection<Word>(id: "day-1", title: "Today", rows: []).id == "day-1")
    }

    @Test("the table gives its sections back with their ids, titles and rows")
    func sectionsReadBack() throws {
        let fixture = try SectionsTable("d1=Today: a b | Earlier: | _: c")
        #expect(fixture.text == "d1=Today: a b | Earlier: | _: c")
        let flat = try GestureTable(rows: [Word("a")], width: 100, clock: VirtualClock())
        #expect(flat.sections == [TableSection(id: "", title: nil, rows: [Word("a")])])
    }
}

@Suite("Sections: insertSection")
struct InsertSectionTests {
    @Test("a section goes in at any index with its rows, as one undo step", arguments: 0...3)
    func insertAndUndo(index: Int) throws {
        let fixture = try SectionsTable("A: a | B: | C: c")
        let before = fixture.table.sections
        var expected = before
        expected.insert(TableSection(title: "New", rows: [Word("x"), Word("y")]), at: index)
        try fixture.table.insertSection(TableSection(title: "New", rows: [Word("x"), Word("y")]), at: index)
        #expect(fixture.table.sections == expected)
        #expect(fixture.modelsFollow)
        let events = fixture.takeEvents()
        #expect(events.first == "section-insert section \(index)")
        #expect(events.filter { $0.hasPrefix("insert") }.count == 2)
        fixture.advance(1000)
        try fixture.table.undo()
        #expect(fixture.table.sections == before)
        #expect(fixture.modelsFollow)
        #expect(!fixture.table.canUndo)
    }

    @Test("an id or a row already in the table throws and changes nothing", arguments: [
        "A: x", "id=Other: a", "Other: x x",
    ])
    func duplicates(text: String) throws {
        let fixture = try SectionsTable("A: a | B: b")
        let section = sections(text)[0]
        let error = #expect(throws: GestureTableError.self) { try fixture.table.insertSection(section, at: 1) }
        #expect(error?.code == (text.hasPrefix("A:") ? .duplicateSectionID : .duplicateRowID))
        #expect(fixture.text == "A: a | B: b")
        #expect(fixture.events.isEmpty)
        #expect(!fixture.table.canUndo)
    }
}

@Suite("Sections: deleteSection")
struct DeleteSectionTests {
    @Test("a section leaves with its rows; undo brings back rows, order, title and id", arguments: 0..<3)
    func deleteAndUndo(index: Int) throws {
        let fixture = try SectionsTable("A: a b | d=B: | C: c d e")
        let before = fixture.table.sections
        var expected = before
        expected.remove(at: index)
        try fixture.table.deleteSection(at: index)
        #expect(fixture.table.sections == expected)
        #expect(fixture.modelsFollow)
        let events = fixture.takeEvents()
        #expect(events.last == "section-delete section \(index)")
        #expect(events.filter { $0.hasPrefix("delete") }.count == before[index].rows.count)
        try fixture.table.undo()
        #expect(fixture.table.sections == before)
        #expect(fixture.modelsFollow)
        fixture.advance(1000)
        #expect(fixture.table.deletingRowCount == 0)
    }

    @Test("rows still animating out of a deleted section are drawn, and finish")
    func deletingRowsFinish() throws {
        let fixture = try SectionsTable("A: a | B: b c | C: d")
        try fixture.table.deleteSection(at: 1, animation: .fade)
        #expect(fixture.table.layout(height: 10).count == 4)
        try fixture.table.deleteSection(at: 0, animation: .fade)
        #expect(fixture.table.layout(height: 10).count == 4)
        fixture.advance(1000)
        #expect(fixture.table.layout(height: 10).count == 1)
        #expect(fixture.text == "C: d")
    }

    @Test("the only section cannot be deleted")
    func onlySection() throws {
        let fixture = try SectionsTable("A: a")
        let error = #expect(throws: GestureTableError.self) { try fixture.table.deleteSection(at: 0) }
        #expect(error?.code == .invalidState)
        #expect(fixture.text == "A: a")
    }
}

@Suite("Sections: moveSection")
struct MoveSectionTests {
    static let pairs = (0..<4).flatMap { source in (0..<4).map { (source, $0) } }

    @Test("a section moves with its rows as Array's move does, and undo takes it back", arguments: pairs)
    func everyPair(source: Int, destination: Int) throws {
        let fixture = try SectionsTable("A: a b | B: | C: c | D: d e f")
        let before = fixture.table.sections
        var expected = before
        expected.insert(expected.remove(at: source), at: destination)
        try fixture.table.moveSection(at: source, to: destination)
        #expect(fixture.table.sections == expected)
        #expect(fixture.modelsFollow)
        let events = fixture.takeEvents()
        #expect(events == (source == destination ? [] : ["section-move \(source)->\(destination) section \(destination)"]))
        guard source != destination else { return #expect(!fixture.table.canUndo) }
        try fixture.table.undo()
        #expect(fixture.table.sections == before)
        #expect(fixture.modelsFollow)
    }

    @Test("rows of their own heights move with their section")
    func heightsMove() throws {
        let fixture = try SectionsTable("A: a b | B: c")
        fixture.table.heightOfRow = { $0.id == "c" ? 3 : 1 }
        try fixture.table.moveSection(at: 1, to: 0)
        #expect(try fixture.table.height(ofRowAt: 0) == 3)
        #expect(try fixture.table.height(ofRowAt: 1) == 1)
    }
}

@Suite("Sections: updateSection")
struct UpdateSectionTests {
    @Test("a section gets a new title (or none), keeps its id, and undo gives the old title back",
          arguments: ["Later", nil] as [String?])
    func retitle(title: String?) throws {
        let fixture = try SectionsTable("A: a | B: b")
        try fixture.table.updateSection(at: 1, title: title)
        #expect(fixture.table.sections[1].id == "B")
        #expect(fixture.table.sections[1].title == title)
        #expect(try fixture.table.titleForHeader(inSection: 1) == title)
        #expect(fixture.modelsFollow)
        #expect(fixture.takeEvents() == ["section-update section 1"])
        try fixture.table.undo()
        #expect(fixture.text == "A: a | B: b")
        #expect(fixture.modelsFollow)
    }
}

@Suite("Sections: indexes a table does not have")
struct SectionHostileIndexTests {
    enum Verb: String, CaseIterable, CustomTestStringConvertible {
        case insert, delete, moveFrom, moveTo, update
        var testDescription: String { rawValue }
    }

    static let cases = Verb.allCases.flatMap { verb in [Int.max, Int.min, -1, 3].map { (verb, $0) } }

    @Test("each verb throws indexOutOfRange and changes nothing", arguments: cases)
    func hostile(verb: Verb, index: Int) throws {
        let fixture = try SectionsTable("A: a | B: | C: c")
        // Inserting at the count is appending: one past it is out of range.
        let index = verb == .insert && index == 3 ? 4 : index
        let error = #expect(throws: GestureTableError.self) {
            switch verb {
            case .insert: try fixture.table.insertSection(TableSection(title: "X", rows: [Word("x")]), at: index)
            case .delete: try fixture.table.deleteSection(at: index)
            case .moveFrom: try fixture.table.moveSection(at: index, to: 0)
            case .moveTo: try fixture.table.moveSection(at: 0, to: index)
            case .update: try fixture.table.updateSection(at: index, title: "X")
            }
        }
        #expect(error?.code == .indexOutOfRange)
        #expect(fixture.text == "A: a | B: | C: c")
        #expect(fixture.events.isEmpty)
        #expect(!fixture.table.canUndo)
    }
}

extension InsertSectionTests {
    @Test("a section inserted into a table of one section is undone, leaving the one")
    func undoInsertionIntoOneSection() throws {
        let fixture = try SectionsTable("A: a b")
        let before = fixture.table.sections
        try fixture.table.insertSection(TableSection(title: "New", rows: []), at: 1)
        #expect(fixture.table.sections.count == 2)
        try fixture.table.undo()
        #expect(fixture.table.sections == before)
        #expect(fixture.modelsFollow)
    }
}
