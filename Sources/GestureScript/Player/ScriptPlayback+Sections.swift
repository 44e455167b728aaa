import GestureTable

// Sections as data: the app inserts, deletes, moves and retitles sections, and hands over new
// rows or sections.
extension ScriptPlayback {
    /// `section insert S "Title"`: the app inserts an empty section at index S.
    func insertSection(at index: Located<Int>, title: String, commandLocation: SourceLocation) throws(PlaybackStop) {
        let count = table.numberOfSections
        guard index.value <= count else {
            throw error(
                "section insertion index \(index.value) is out of range: the table has \(count) section\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                at: index.location)
        }
        do {
            try table.insertSection(TableSection(title: title, rows: []), at: index.value)
        } catch {
            throw self.error(error, at: commandLocation)
        }
        recordFrame()
    }

    /// `section delete S`: the app deletes a section and its rows.
    func deleteSection(_ reference: Located<ScriptSectionReference>, commandLocation: SourceLocation) throws(PlaybackStop) {
        let section = try checkedSection(reference)
        do {
            try table.deleteSection(at: section)
        } catch {
            throw self.error(error, at: commandLocation)
        }
        recordFrame()
    }

    /// `section move S T`: the app moves a section, rows and all, to index T.
    func moveSection(
        _ reference: Located<ScriptSectionReference>, to destination: Located<Int>, commandLocation: SourceLocation
    ) throws(PlaybackStop) {
        let section = try checkedSection(reference)
        _ = try checkedSection(Located(.index(destination.value), at: destination.location))
        do {
            try table.moveSection(at: section, to: destination.value)
        } catch {
            throw self.error(error, at: commandLocation)
        }
        recordFrame()
    }

    /// `section title S "Title"`: the app gives a section a new title.
    func retitleSection(
        _ reference: Located<ScriptSectionReference>, title: String, commandLocation: SourceLocation
    ) throws(PlaybackStop) {
        let section = try checkedSection(reference)
        do {
            try table.updateSection(at: section, title: title)
        } catch {
            throw self.error(error, at: commandLocation)
        }
        recordFrame()
    }

    /// `reload "A" "B" ...`: the app hands over new rows, each kept row found by its title.
    func reload(_ titles: [String], at location: SourceLocation) throws(PlaybackStop) {
        var rows = RowsByTitle(table.rows)
        let newRows = titles.map { rows.take($0, orMake: makeRowID) }
        do {
            try table.setRows(newRows)
        } catch {
            throw self.error(error, at: location)
        }
        recordFrame()
    }

    /// `reload section "Title" "A" ... section ...`: the app hands over new sections, each kept
    /// row found by its title, wherever it is.
    func reload(_ sections: [ScriptReloadSection], at location: SourceLocation) throws(PlaybackStop) {
        var rows = RowsByTitle(table.rows)
        let newSections = sections.map { section in
            TableSection(title: section.title.value, rows: section.rows.map { rows.take($0.value, orMake: makeRowID) })
        }
        do {
            try table.setSections(newSections)
        } catch {
            throw self.error(error, at: location)
        }
        recordFrame()
    }

    /// `expect sections "Today" "Earlier" ...`: the sections' titles, in order.
    func expectSections(_ titles: [String], at location: SourceLocation) throws(PlaybackStop) {
        let actual = table.sections.map { $0.title ?? "" }
        guard actual != titles else { return }
        throw failure(expected: Self.describeSections(titles), actual: Self.describeSections(actual), at: location)
    }

    /// `sections "A" "B"` with script quoting.
    static func describeSections(_ titles: [String]) -> String {
        (["sections"] + titles.map(quoted)).joined(separator: " ")
    }
}

/// The rows of a table by title, each taken once: a reload keeps the identity of the first row
/// with a title it names, then of the next, and makes a new row for a title it runs out of.
struct RowsByTitle {
    private var rows: [String: [ScriptRow]] = [:]

    init(_ tableRows: [ScriptRow]) {
        for row in tableRows.reversed() { rows[row.title, default: []].append(row) }
    }

    mutating func take(_ title: String, orMake makeID: () -> Int) -> ScriptRow {
        if let row = rows[title]?.popLast() { return row }
        return ScriptRow(id: makeID(), title: title)
    }
}
