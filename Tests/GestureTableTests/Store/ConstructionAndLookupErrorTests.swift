import Testing

@testable import GestureTable

/// SPEC 8.7: anything a caller can reach throws rather than trap or answer nonsense.
@Suite("Sections are found by id from the start")
struct DuplicateSectionIDAtConstructionTests {
    @Test("init(sections:) throws duplicateSectionID for two sections with one id, as setSections does",
          arguments: [
            [TableSection<Mail>(title: "Today", rows: []), TableSection(title: "Today", rows: [])],
            [TableSection<Mail>(id: "a", title: "Today", rows: []), TableSection(id: "a", title: "Later", rows: [])],
            [TableSection<Mail>(title: nil, rows: []), TableSection(title: nil, rows: [Mail(id: 0, subject: "a")])],
          ])
    func duplicateThrows(sections: [TableSection<Mail>]) {
        #expect { try GestureTable(sections: sections, width: 100, clock: VirtualClock()) } throws: {
            ($0 as? GestureTableError)?.code == .duplicateSectionID
        }
    }

    @Test("sections that share a title but not an id are a table")
    func sameTitleOwnIDs() throws {
        let table = try GestureTable(
            sections: [TableSection<Mail>(id: "1", title: "Today", rows: []), TableSection(id: "2", title: "Today", rows: [])],
            width: 100, clock: VirtualClock())
        #expect(table.numberOfSections == 2)
    }
}

@Suite("yOfRow(at:) outside the rows")
struct YOfRowOutOfRangeTests {
    @Test("throws indexOutOfRange", arguments: [-1, 5, Int.max, Int.min])
    func outOfRangeThrows(index: Int) {
        let fixture = Fixture(count: 5)
        #expect { try fixture.table.yOfRow(at: index) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
    }

    @Test("a row in range is where it is drawn")
    func inRange() throws {
        let fixture = Fixture(count: 5)
        try fixture.table.scroll(by: 0)
        #expect(try fixture.table.yOfRow(at: 4) == 4)
    }
}
