// Where rows sit in sections; index paths and heights.

extension TableCore {

    // MARK: - Helpers

    /// The index path of the row at flat `index` (which must be valid, or `count` for the end).
    func indexPath(at index: Int) -> TableIndexPath {
        let section = state.geometry.section(ofRowAt: index)
        return TableIndexPath(row: index - state.geometry.sectionStarts[section], section: section)
    }

    /// The flat index a row now at `source` gets when it moves to `place` (an index path in the
    /// table without that row).
    func flatIndex(ofPlace place: TableIndexPath, leaving source: Int) -> Int {
        let start = state.geometry.sectionStarts[place.section]
        // Sections after the source's start one row earlier once it has left.
        let shift = state.geometry.section(ofRowAt: source) < place.section ? 1 : 0
        return start - shift + place.row
    }

    /// The index path of the place at flat `index` of `section` in the table without the row at
    /// `without` (where a lifted row's origin is).
    func indexPath(ofPlace index: Int, section: Int, without: Int) -> TableIndexPath {
        let shift = state.geometry.section(ofRowAt: without) < section ? 1 : 0
        return TableIndexPath(row: index - (state.geometry.sectionStarts[section] - shift), section: section)
    }

    /// The flat index of the row at `indexPath`, throwing for one the table does not have.
    func index(for indexPath: TableIndexPath) throws(GestureTableError) -> Int {
        try checkSection(indexPath.section)
        guard indexPath.row >= 0, indexPath.row < state.geometry.rowCount(inSection: indexPath.section) else {
            throw GestureTableError(
                .indexOutOfRange,
                "row \(indexPath.row) is out of range: section \(indexPath.section) has \(state.geometry.rowCount(inSection: indexPath.section)) rows")
        }
        return state.geometry.sectionStarts[indexPath.section] + indexPath.row
    }

    func checkSection(_ section: Int) throws(GestureTableError) {
        guard section >= 0, section < state.geometry.sectionCount else {
            throw GestureTableError(
                .indexOutOfRange, "section \(section) is out of range: the table has \(state.geometry.sectionCount) sections")
        }
    }

    /// The height ``GestureTable/heightOfRow`` gave `row` when the store asked before this step
    /// (clamped there), or the configuration's row height.
    func clampedHeight(_ id: Row.ID) -> Double {
        answers.heights[id] ?? state.configuration.rowHeight
    }

    /// The flat indexes a row now at `source` can take in `section` once it has left its place.
    func places(inSection section: Int, leaving source: Int) -> ClosedRange<Int> {
        state.geometry.places(inSection: section, leaving: source)
    }
}
