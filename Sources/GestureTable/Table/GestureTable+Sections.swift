extension GestureTable {
    // MARK: - Sections

    /// The number of sections: 1 for a table created without sections.
    public var numberOfSections: Int { geometry.sectionCount }

    /// The number of rows in `section`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not have.
    public func numberOfRows(inSection section: Int) throws(GestureTableError) -> Int {
        try checkSection(section)
        return geometry.rowCount(inSection: section)
    }

    /// The title of `section`'s header, or `nil` for a section without a header.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not have.
    public func titleForHeader(inSection section: Int) throws(GestureTableError) -> String? {
        try checkSection(section)
        return geometry.sectionTitles[section]
    }

    /// The index path (section and row) of the row at flat `index` of ``rows``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    /// - Complexity: O(log *s*) for *s* sections.
    public func indexPath(forRowAt index: Int) throws(GestureTableError) -> TableIndexPath {
        try checkIndex(index)
        return indexPath(at: index)
    }

    /// The flat index in ``rows`` of the row at `indexPath`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have.
    public func index(for indexPath: TableIndexPath) throws(GestureTableError) -> Int {
        try checkSection(indexPath.section)
        guard indexPath.row >= 0, indexPath.row < geometry.rowCount(inSection: indexPath.section) else {
            throw GestureTableError(
                .indexOutOfRange,
                "row \(indexPath.row) is out of range: section \(indexPath.section) has \(geometry.rowCount(inSection: indexPath.section)) rows")
        }
        return geometry.sectionStarts[indexPath.section] + indexPath.row
    }

    /// The height of the row at `index`, at rest: ``heightOfRow``'s answer, or
    /// ``TableConfiguration/rowHeight``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func height(ofRowAt index: Int) throws(GestureTableError) -> Double {
        try checkIndex(index)
        return geometry.height(ofRowAt: index)
    }

    /// Inserts a row at `indexPath`, growing into place; see
    /// ``insertRow(_:at:animation:completion:)``. The row may go at the end of any section,
    /// an empty one included.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not
    ///   have or a row outside `0...numberOfRows(inSection:)`;
    ///   ``GestureTableError/Code/duplicateRowID`` when a row with the same id is in the table.
    public func insertRow(
        _ row: Row, at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(.insertRowAtIndexPath(row, at: indexPath, animation: animation, completion: completion))
    }

    func applyInsertRow(
        _ row: Row, at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try checkSection(indexPath.section)
        let count = geometry.rowCount(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row <= count else {
            throw GestureTableError(
                .indexOutOfRange,
                "insertion row \(indexPath.row) is out of range: section \(indexPath.section) takes rows 0...\(count)")
        }
        guard !rowIndex.contains(row.id) else {
            throw GestureTableError(.duplicateRowID, "a row with id \(row.id) is already in the table")
        }
        let index = geometry.sectionStarts[indexPath.section] + indexPath.row
        insert(row, at: index, section: indexPath.section, animation: animation, completion: completion)
    }

    /// Deletes the row at `indexPath`; see ``deleteRow(at:animation:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have.
    public func deleteRow(
        at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try deleteRow(at: index(for: indexPath), animation: animation, completion: completion)
    }

    /// Moves a row from one index path to another, within a section or across sections, as
    /// `UITableView.moveRow(at:to:)`: after the call the row is at `destination`. The move can
    /// be undone.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a source the table does not have
    ///   or a destination row outside the destination section's rows once the row has left its
    ///   place; ``GestureTableError/Code/invalidState`` while a row is lifted for reordering.
    public func moveRow(at source: TableIndexPath, to destination: TableIndexPath) throws(GestureTableError) {
        try run(.moveRowAtIndexPath(at: source, to: destination))
    }

    func applyMoveRow(at source: TableIndexPath, to destination: TableIndexPath) throws(GestureTableError) {
        let from = try index(for: source)
        try checkSection(destination.section)
        let room = geometry.rowCount(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
        guard destination.row >= 0, destination.row <= room else {
            throw GestureTableError(
                .indexOutOfRange,
                "destination row \(destination.row) is out of range: section \(destination.section) takes rows 0...\(room)")
        }
        guard reorder == nil else {
            throw GestureTableError(.invalidState, "cannot move rows while a row is lifted: drop it first")
        }
        guard source != destination else { return }
        let to = flatIndex(ofPlace: destination, leaving: from)
        let id = rows[from].id
        relocate(from: from, to: to, section: destination.section)
        noteMove(of: id, from: from, section: source.section)
        emit(.move(from: from, to: to), id: id, index: to, source: source)
    }

    /// The sections' headers laid out in a viewport `height` units tall at the current scroll
    /// offset, top to bottom, the header of the section at the top pinned there as a plain
    /// `UITableView` does. Empty for a table without titled sections.
    ///
    /// - Complexity: O(*v* + *d* + log *n*), as ``layout(height:)``.
    public func headerLayout(height: Double) -> [LaidOutHeader] {
        walk(height: height, at: clockNow).headers
    }

    // MARK: - Helpers

    /// The index path of the row at flat `index` (which must be valid, or `count` for the end).
    func indexPath(at index: Int) -> TableIndexPath {
        let section = geometry.section(ofRowAt: index)
        return TableIndexPath(row: index - geometry.sectionStarts[section], section: section)
    }

    /// The flat index a row now at `source` gets when it moves to `place` (an index path in the
    /// table without that row).
    func flatIndex(ofPlace place: TableIndexPath, leaving source: Int) -> Int {
        let start = geometry.sectionStarts[place.section]
        // Sections after the source's start one row earlier once it has left.
        let shift = geometry.section(ofRowAt: source) < place.section ? 1 : 0
        return start - shift + place.row
    }

    /// The index path of the place at flat `index` of `section` in the table without the row at
    /// `without` (where a lifted row's origin is).
    func indexPath(ofPlace index: Int, section: Int, without: Int) -> TableIndexPath {
        let shift = geometry.section(ofRowAt: without) < section ? 1 : 0
        return TableIndexPath(row: index - (geometry.sectionStarts[section] - shift), section: section)
    }

    func checkSection(_ section: Int) throws(GestureTableError) {
        guard section >= 0, section < geometry.sectionCount else {
            throw GestureTableError(
                .indexOutOfRange, "section \(section) is out of range: the table has \(geometry.sectionCount) sections")
        }
    }

    /// Gives the row at `index` a new height, growing or shrinking into it when it is at rest.
    func resize(rowAt index: Int, to height: Double) {
        let old = geometry.height(ofRowAt: index)
        guard old != height else { return }
        geometry.setHeight(height, ofRowAt: index)
        let id = rows[index].id
        guard states[id] == nil, reorder?.id != id else { return }
        var state = RowState(phase: .appearing, offset: .constant(0))
        state.height = animation(from: old / height, to: 1, curve: .easeInOut)
        store(state, for: id)
    }

    /// The height ``heightOfRow`` gives `row`, clamped.
    func clampedHeight(_ row: Row) -> Double {
        guard let heightOfRow else { return configuration.rowHeight }
        let height = heightOfRow(row)
        return height.isNaN ? configuration.rowHeight : min(max(height, 0.001), 1e6)
    }
}
