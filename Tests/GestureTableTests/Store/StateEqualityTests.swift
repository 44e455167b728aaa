import Testing

@testable import GestureTable

/// Whole-state comparisons are how the reducer tests state an input's effect, so the comparison
/// itself must see a change to any one part: a comparison that skipped a field would let those
/// tests pass while the field went wrong.
@Suite("Comparing whole states")
struct StateEqualityTests {
    typealias Change = @Sendable (inout TableState<Mail>) -> Void

    static func state() throws -> TableState<Mail> {
        let rows = (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }
        var state = TableState(
            rows: rows, ids: rows.map(\.id), rowIndex: try RowIndex(rows.map(\.id)), width: 100, configuration: .default, time: .zero)
        state.states[1] = RowState(phase: .dragging, offset: .constant(-12))
        state.states.setCompletion(CompletionToken(value: 3), for: 1)
        return state
    }

    /// One change to each part the comparison covers, by name.
    static let changes: [String: Change] = [
        "width": { $0.width = 90 },
        "scroll offset": { $0.scrollOffset = 1 },
        "viewport height": { $0.viewportHeight = 7 },
        "rows": { $0.rows[0] = Mail(id: 0, subject: "read") },
        "ids": { $0.ids[0] = 7 },
        "geometry": { $0.geometry.rowHeight = 2 },
        "a row's state": { $0.states[1]?.offset = .constant(-13) },
        "which rows have a state": { $0.states[2] = RowState(phase: .dragging, offset: .constant(4)) },
        "a row's completion": { $0.states.setCompletion(CompletionToken(value: 4), for: 1) },
        "open row": { $0.openRowID = 1 },
        "time": { $0.time = .milliseconds(1) },
        "next serial": { $0.nextSerial += 1 },
        "batch depth": { $0.batchDepth = 1 },
        "batch end": { $0.batchEnd = .milliseconds(5) },
        "batch completions": { $0.batchCompletions = [(end: .zero, completion: CompletionToken(value: 9))] },
        "next completion token": { $0.nextCompletionToken += 1 },
        "history": { $0.history = [[.update(previous: Mail(id: 0, subject: "old"), id: 0)]] },
        "an open batch step": { $0.isBatchStepOpen = true },
        "redo history": { $0.redoHistory = [[.insertion(id: 0)]] },
        "origin of the changes": { $0.changeOrigin = .redo },
        "name of the next step": { $0.nextStepName = "Archive" },
        "selected row": { $0.selectedRowIDs = [2] },
        "selection mode": { $0.selectionMode = .multiple },
        "edit mode": { $0.isEditing = true },
        "a sweep": { $0.sweep = .init(anchorIndex: 1, extent: 1, pointerY: 1, scrolledAt: .zero, rowsRevision: 0) },
        "a sweep's anchor": { $0.sweepAnchorID = 1 },
        "rows a sweep found selected": { $0.sweepKeptRowIDs = [1] },
        "momentum": { $0.momentum = Momentum(start: .zero, velocity: 10, rate: 0.998) },
        "deleting rows": { $0.deletions[0] = StateEqualityTests.deletingRow() },
    ]

    /// A row animating out, as a deletion leaves it.
    static func deletingRow() -> DeletingRow<Mail> {
        DeletingRow(
            row: Mail(id: 9, subject: "Gone"), id: 9, label: 5, offset: .constant(0), height: .constant(1),
            opacity: .constant(1), slot: .firstLeft, completion: CompletionToken(value: 1), serial: 2,
            section: 0, fullHeight: 1)
    }

    /// One change to each part of a deleting row, by name.
    static let deletingRowChanges: [String: @Sendable (inout DeletingRow<Mail>) -> Void] = [
        "row": { $0 = DeletingRow(
            row: Mail(id: 9, subject: "Other"), id: $0.id, label: $0.label, offset: $0.offset, height: $0.height,
            opacity: $0.opacity, slot: $0.slot, completion: $0.completion, serial: $0.serial,
            section: $0.section, fullHeight: $0.fullHeight) },
        "id": { $0 = DeletingRow(
            row: $0.row, id: 8, label: $0.label, offset: $0.offset, height: $0.height,
            opacity: $0.opacity, slot: $0.slot, completion: $0.completion, serial: $0.serial,
            section: $0.section, fullHeight: $0.fullHeight) },
        "label": { $0.label = 6 },
        "offset": { $0.offset = .constant(3) },
        "height": { $0.height = .constant(0.5) },
        "opacity": { $0.opacity = .constant(0.5) },
        "slot": { $0.slot = .secondRight },
        "completion": { $0.completion = CompletionToken(value: 2) },
        "serial": { $0.serial = 3 },
        "section": { $0.section = 1 },
        "full height": { $0.fullHeight = 2 },
    ]

    @Test("a deleting row differs when any one of its parts does", arguments: deletingRowChanges.keys.sorted())
    func deletingRowDiffers(part: String) throws {
        let deleting = Self.deletingRow()
        var changed = deleting
        try #require(Self.deletingRowChanges[part] != nil)
        Self.deletingRowChanges[part]?(&changed)
        #expect(deleting != changed)
        #expect(deleting == deleting)
    }

    @Test("a state equals its copy, row states and completions included")
    func copy() throws {
        let state = try Self.state()
        let copy = state
        #expect(state == copy)
        #expect(state.states == copy.states)
    }

    @Test("a change to any one part makes the states differ", arguments: changes.keys.sorted())
    func differs(part: String) throws {
        let state = try Self.state()
        var changed = state
        try #require(Self.changes[part] != nil)
        Self.changes[part]?(&changed)
        #expect(state != changed)
    }

    /// A row's state differs when any one of its parts does.
    static let rowStateChanges: [String: @Sendable (inout RowState) -> Void] = [
        "phase": { $0.phase = .settling },
        "offset": { $0.offset = .constant(1) },
        "height": { $0.height = .constant(0.5) },
        "opacity": { $0.opacity = .constant(0.5) },
        "serial": { $0.serial += 1 },
        "highlighted action": { $0.highlighted = .firstLeft },
    ]

    @Test("a row's state differs when any one of its parts does", arguments: rowStateChanges.keys.sorted())
    func rowStateDiffers(part: String) throws {
        let state = RowState(phase: .dragging, offset: .constant(0))
        var changed = state
        try #require(Self.rowStateChanges[part] != nil)
        Self.rowStateChanges[part]?(&changed)
        #expect(state != changed)
        #expect(state == state)
    }

    /// Geometries built from one change to each part of the first.
    static func geometries() -> [String: TableGeometry] { [
        "section starts": TableGeometry(
            rowCount: 4, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 1), ("B", "B", 3)]),
        "section titles": TableGeometry(
            rowCount: 4, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 2), ("B", "C", 2)]),
        "section ids": TableGeometry(
            rowCount: 4, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 2), ("C", "B", 2)]),
        "row count": TableGeometry(
            rowCount: 5, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 2), ("B", "B", 2)]),
        "row height": TableGeometry(
            rowCount: 4, rowHeight: 2, headerHeight: 1, sections: [("A", "A", 2), ("B", "B", 2)]),
        "header height": TableGeometry(
            rowCount: 4, rowHeight: 1, headerHeight: 2, sections: [("A", "A", 2), ("B", "B", 2)]),
    ] }

    static func geometry() -> TableGeometry {
        TableGeometry(rowCount: 4, rowHeight: 1, headerHeight: 1, sections: [("A", "A", 2), ("B", "B", 2)])
    }

    @Test("geometries differ when any one part does", arguments: ["section starts", "section titles", "section ids", "row count", "row height", "header height"])
    func geometryDiffers(part: String) throws {
        let other = try #require(Self.geometries()[part])
        #expect(Self.geometry() == Self.geometry())
        #expect(Self.geometry() != other)
    }

    @Test("geometries with row heights differ from one without, and by any one height")
    func heightsDiffer() {
        var first = Self.geometry()
        first.setHeights([1, 1, 1, 1])
        #expect(first != Self.geometry())
        var second = first
        #expect(first == second)
        second.setHeight(3, ofRowAt: 2)
        #expect(first != second)
    }

    @Test("the same rows split into sections differently are different states")
    func sectionsDiffer() throws {
        let clock = VirtualClock()
        let mails = (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }
        let first = try GestureTable(
            sections: [TableSection(title: "A", rows: Array(mails[0..<2])), TableSection(title: "B", rows: [mails[2]])],
            width: 100, clock: clock)
        let second = try GestureTable(
            sections: [TableSection(title: "A", rows: [mails[0]]), TableSection(title: "B", rows: Array(mails[1...]))],
            width: 100, clock: clock)
        #expect(first.rows == second.rows)
        #expect(first.core.state != second.core.state)
    }

    @Test("one setting changed makes a different state", arguments: ["width", "configuration", "scroll", "viewport", "direction", "reordering", "placeholder"])
    func settingDiffers(_ setting: String) throws {
        let fixture = Fixture(count: 30)
        let table = fixture.table
        let before = table.core.state
        switch setting {
        case "width": try table.setWidth(101)
        case "configuration": table.configuration.peekFraction = 0.2
        case "scroll": try table.scroll(by: 1)
        case "viewport": table.viewportHeight = 11
        case "direction": table.layoutDirection = .rightToLeft
        case "reordering": table.allowsReordering = false
        default: table.placeholder = Placeholder(title: "Nothing")
        }
        #expect(table.core.state != before)
    }
}

/// Whole-state equality, which the transition tests rely on, tells apart rows that leave in
/// different ways even when the row, its place and its timing are the same.
@Suite("State equality of leaving rows")
struct LeavingRowEqualityTests {
    @Test(arguments: [(RowAnimation.fade, RowAnimation.left), (.right, .left), (.none, .fade)])
    func differentAnimations(first: RowAnimation, second: RowAnimation) throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.deleteRow(at: 1, animation: first)
        try other.table.deleteRow(at: 1, animation: second)
        #expect(one.table.core.state != other.table.core.state)
    }

    @Test("rows in the same phase at different offsets differ")
    func movingRows() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.dragRow(at: 1, toOffset: 10)
        try other.table.dragRow(at: 1, toOffset: 20)
        #expect(try one.table.phase(ofRowAt: 1) == other.table.phase(ofRowAt: 1))
        #expect(one.table.core.state != other.table.core.state)
        try other.table.dragRow(at: 1, toOffset: 10)
        #expect(one.table.core.state == other.table.core.state)
    }

    @Test("states at the same instant differ when only the open batch does")
    func anOpenBatchCounts() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        #expect(one.table.core.state == other.table.core.state)
        var inside: TableState<Mail>?
        one.table.performBatchUpdates { inside = one.table.core.state }
        #expect(inside?.time == other.table.core.state.time)
        #expect(inside != other.table.core.state)
        #expect(one.table.core.state == other.table.core.state)
    }

    @Test func aCompletionCounts() throws {
        let one = Fixture(count: 3)
        let other = Fixture(count: 3)
        try one.table.deleteRow(at: 1, animation: .fade)
        try other.table.deleteRow(at: 1, animation: .fade, completion: {})
        #expect(one.table.core.state != other.table.core.state)
        let same = Fixture(count: 3)
        try same.table.deleteRow(at: 1, animation: .fade)
        #expect(one.table.core.state == same.table.core.state)
    }
}
