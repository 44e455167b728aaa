// The table's members for sections, over the steps in TableCore+Sections.swift.

extension GestureTable {
    // MARK: - Sections

    /// The number of sections: 1 for a table created without sections.
    public var numberOfSections: Int { core.state.geometry.sectionCount }

    /// The number of rows in `section`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not have.
    public func numberOfRows(inSection section: Int) throws(GestureTableError) -> Int {
        try core.checkSection(section)
        return core.state.geometry.rowCount(inSection: section)
    }

    /// The title of `section`'s header, or `nil` for a section without a header.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not have.
    public func titleForHeader(inSection section: Int) throws(GestureTableError) -> String? {
        try core.checkSection(section)
        return core.state.geometry.sectionTitles[section]
    }

    /// The index path (section and row) of the row at flat `index` of ``rows``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    /// - Complexity: O(log *s*) for *s* sections.
    public func indexPath(forRowAt index: Int) throws(GestureTableError) -> TableIndexPath {
        try checkIndex(index)
        return core.indexPath(at: index)
    }

    /// The flat index in ``rows`` of the row at `indexPath`.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have.
    public func index(for indexPath: TableIndexPath) throws(GestureTableError) -> Int {
        try core.index(for: indexPath)
    }

    /// The height of the row at `index`, at rest: ``heightOfRow``'s answer, or
    /// ``TableConfiguration/rowHeight``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func height(ofRowAt index: Int) throws(GestureTableError) -> Double {
        try checkIndex(index)
        return core.state.geometry.height(ofRowAt: index)
    }
}
