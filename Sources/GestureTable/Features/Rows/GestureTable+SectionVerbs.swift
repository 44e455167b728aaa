// The public verbs of sections as data, each one input run as a step.

extension GestureTable {
    /// The table's sections: each one's id, title and rows, top to bottom. A table created
    /// without sections has one, untitled, whose id is the empty string.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    public var sections: [TableSection<Row>] {
        let geometry = core.state.geometry
        return (0..<geometry.sectionCount).map { section in
            TableSection(
                id: geometry.sectionIDs[section], title: geometry.sectionTitles[section],
                rows: Array(core.state.rows[geometry.sectionStarts[section]..<geometry.end(ofSection: section)]))
        }
    }

    /// Replaces the sections and their rows with `newSections`, diffed by id, as one animated
    /// batch and one ``undo()`` step: sections whose id is new are inserted, those whose id is
    /// gone are deleted with the rows that went with them, kept sections move into the new order
    /// and take their new titles; rows are diffed by id across sections, so a row that changes
    /// section is moved, keeping its state, and takes its new value.
    ///
    /// Every change is reported through ``onRowChange`` (flat) and ``onSectionedRowChange``
    /// (section changes among the row changes), and as events (``TableEventName/sectionInsert``
    /// and the others, ``TableEventName/move`` and the others for rows).
    ///
    /// ```swift
    /// try table.setSections([
    ///     TableSection(title: "Today", rows: today),
    ///     TableSection(title: "Earlier", rows: earlier),
    /// ])
    /// ```
    ///
    /// While a row is lifted, the lift goes on: the row rests at its place in `newSections`, so
    /// ``cancelLift()`` puts it there and a drop reports its move from there; it is shown in the
    /// section it was shown in, at the same row when the section still has one. A lifted row
    /// missing from `newSections` is deleted, and the lift ends with a cancel event.
    ///
    /// - Parameters:
    ///   - newSections: The new sections, top to bottom: at least one, with unique ids, and rows
    ///     with unique ids across all of them.
    ///   - animation: How deleted rows leave and new rows enter.
    ///   - registersUndo: Whether the change is an ``undo()`` step; `false` for a change the user
    ///     did not make (a server's sync): reported with ``ChangeOrigin/external``, and the steps
    ///     to undo and redo stay usable, rebased around it.
    /// - Throws: ``GestureTableError/Code/invalidValue`` for no sections;
    ///   ``GestureTableError/Code/duplicateSectionID`` when two new sections have the same id;
    ///   ``GestureTableError/Code/duplicateRowID`` when two new rows have the same id. Then
    ///   nothing changes.
    /// - Complexity: O(*n* log *n* + *s* log *s*) plus one memmove per row that moves.
    public func setSections(
        _ newSections: [TableSection<Row>], animation: RowAnimation = .automatic, registersUndo: Bool = true
    ) throws(GestureTableError) {
        try run(Verb.SetSections(sections: newSections, animation: animation), registersUndo: registersUndo)
    }

    /// Inserts a section, with its rows, at `index`, as `UITableView.insertSections(_:with:)`:
    /// the header appears at once and the rows grow in. One ``undo()`` step.
    ///
    /// - Parameters:
    ///   - section: The new section; its id must not be in the table, nor its rows' ids.
    ///   - index: Where it goes, in `0...numberOfSections`.
    ///   - animation: How its rows enter.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside
    ///   `0...numberOfSections`; ``GestureTableError/Code/duplicateSectionID`` when a section
    ///   with the same id is in the table; ``GestureTableError/Code/duplicateRowID`` when a row
    ///   of it is in the table already or twice in it. Then nothing changes.
    public func insertSection(_ section: TableSection<Row>, at index: Int, animation: RowAnimation = .automatic) throws(GestureTableError) {
        try run(Verb.InsertSection(section: section, index: index, animation: animation))
    }

    /// Deletes the section at `index` and its rows, as `UITableView.deleteSections(_:with:)`:
    /// the rows animate out, then the header goes. One ``undo()`` step, which brings back the
    /// section with its id, its title and its rows in their order.
    ///
    /// A lifted row in the section is deleted with it, which ends the lift with a cancel event;
    /// a lifted row shown elsewhere that rested in it rests where it is shown.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not
    ///   have; ``GestureTableError/Code/invalidState`` for the table's only section (a table
    ///   has at least one). Then nothing changes.
    public func deleteSection(at index: Int, animation: RowAnimation = .automatic) throws(GestureTableError) {
        try run(Verb.DeleteSection(index: index, animation: animation))
    }

    /// Moves the section at `source`, rows and all, so that it sits at `destination`
    /// (standard-library `move` semantics), as `UITableView.moveSection(_:toSection:)`. One
    /// ``undo()`` step. ``onRowChange`` hears the flat moves of its rows;
    /// ``onSectionedRowChange`` hears one ``SectionedRowChange/moveSection(from:to:origin:)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not
    ///   have. Then nothing changes.
    public func moveSection(at source: Int, to destination: Int) throws(GestureTableError) {
        try run(Verb.MoveSection(source: source, destination: destination))
    }

    /// Gives the section at `index` a new header title (`nil`: no header); its id stays. One
    /// ``undo()`` step.
    ///
    /// With `registersUndo: false` it is no ``undo()`` step: a change the user did not make (a
    /// server's sync), reported with ``ChangeOrigin/external``; the steps to undo and redo stay
    /// usable, rebased around it.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not
    ///   have. Then nothing changes.
    public func updateSection(at index: Int, title: String?, registersUndo: Bool = true) throws(GestureTableError) {
        try run(Verb.UpdateSection(index: index, title: title), registersUndo: registersUndo)
    }
}
