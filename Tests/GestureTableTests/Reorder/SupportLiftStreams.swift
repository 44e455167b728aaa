import Testing

@testable import GestureTable

/// An app that keeps four arrays from a table's change streams: the rows as shown (every
/// change) and as they rest (every change but `.lift`), flat and by section; and the changes
/// heard, to read what it would send to a server.
final class StreamedApp<Row: Identifiable & Equatable> {
    let table: GestureTable<Row>
    var shown: [Row]
    var resting: [Row]
    var shownSections: [[Row]]
    var restingSections: [[Row]]
    var changes: [RowChange<Row>] = []
    var sectionedChanges: [SectionedRowChange<Row>] = []

    init(_ table: GestureTable<Row>) {
        self.table = table
        shown = table.rows
        resting = table.rows
        shownSections = table.sections.map(\.rows)
        restingSections = shownSections
        table.onRowChange = { [unowned self] change in
            changes.append(change)
            change.apply(to: &shown)
            guard change.origin != .lift else { return }
            change.apply(to: &resting)
        }
        table.onSectionedRowChange = { [unowned self] change in
            sectionedChanges.append(change)
            change.apply(to: &shownSections)
            guard change.origin != .lift else { return }
            change.apply(to: &restingSections)
        }
    }

    /// The changes heard since the last call, flat.
    func take() -> [RowChange<Row>] {
        defer {
            changes = []
            sectionedChanges = []
        }
        return changes
    }

    /// The flat changes heard since the last call that an app syncs (all but `.lift`).
    func takeSynced() -> [RowChange<Row>] {
        take().filter { $0.origin != .lift }
    }

    /// Checks the four arrays against the table: shown against its rows and sections, resting
    /// against them with the lifted row moved where it rests.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shown == table.rows, "shown rows", sourceLocation: sourceLocation)
        #expect(resting == table.restingRows, "resting rows", sourceLocation: sourceLocation)
        #expect(shownSections == table.sections.map(\.rows), "shown sections", sourceLocation: sourceLocation)
        #expect(restingSections == table.restingSections, "resting sections", sourceLocation: sourceLocation)
    }
}

extension GestureTable {
    /// The rows as they rest: ``rows`` with a lifted row moved to ``liftedRowRestingIndex``.
    var restingRows: [Row] {
        var rows = self.rows
        if let shown = liftedRowIndex, let resting = liftedRowRestingIndex {
            rows.insert(rows.remove(at: shown), at: resting)
        }
        return rows
    }

    /// The rows of each section as they rest: a lifted row at ``liftedRowRestingIndexPath``.
    var restingSections: [[Row]] {
        var sections = self.sections.map(\.rows)
        if let index = liftedRowIndex, let shown = try? indexPath(forRowAt: index), let resting = liftedRowRestingIndexPath {
            let row = sections[shown.section].remove(at: shown.row)
            sections[resting.section].insert(row, at: resting.row)
        }
        return sections
    }
}
