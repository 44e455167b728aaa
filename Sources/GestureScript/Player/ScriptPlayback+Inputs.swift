import GestureTable

/// The inputs a script sends the table: what app code, the keyboard or assistive technology
/// asks of it. Each resolves what the script names its own way (a row index it checks, a
/// section by title, rows by title), then sends one `TableInput`.
extension ScriptPlayback {
    /// Runs an input command.
    func perform(_ input: ScriptInput, at location: SourceLocation) throws(PlaybackStop) {
        switch input {
        case .verb(let verb, let index):
            let row = try checkedIndex(index)
            let input: TableInput<ScriptRow> = switch verb {
            case .push: .pushRow(at: row, completion: nil)
            case .replace: .replaceRow(at: row, completion: nil)
            case .pushAndDelete: .pushAndDeleteRow(at: row, completion: nil)
            }
            try send(input, at: location)
        case .delete(let index, let animation):
            // A pointer on that row stays held, as a finger stays down when its view goes away:
            // `drag F` moves it and drives nothing, `release` lets go. Deleting the lifted row
            // ends the lift with `cancel`.
            let row = try checkedIndex(index)
            try send(.deleteRow(at: row, animation: animation?.value ?? .automatic, completion: nil), at: index.location)
        case .insert(let index, let title, let subtitle, let height, let section):
            let row = ScriptRow(id: nextRowID, title: title.value, subtitle: subtitle?.value, height: height?.value)
            try insert(row, at: index, section: section, commandLocation: location)
        case .update(let index, let title, let subtitle):
            let row = try checkedIndex(index)
            let updated = ScriptRow(
                id: table.rows[row].id, title: title.value, subtitle: subtitle?.value, height: table.rows[row].height)
            try send(.updateRow(at: row, with: updated), at: location)
        case .open(let index, let side): try send(.openRow(at: try checkedIndex(index), side: side.value), at: location)
        case .close(let index): try send(.closeRow(at: try checkedIndex(index)), at: location)
        case .peek(let index, let side): try send(.peekRow(at: try checkedIndex(index), side: side.value), at: location)
        case .trigger(let index, let slot):
            try send(.triggerAction(in: slot.value, ofRowAt: try checkedIndex(index)), at: location)
        case .step(let index, let side): try step(index, side: side.value, at: location)
        case .lift(let index): try lift(index, at: location)
        case .liftInColumn(let column, let index):
            try showColumn(column, for: "lift C I", at: location)
            try lift(index, at: location)
        case .moveToColumn(let column): try moveLiftedRow(toColumn: column, at: location)
        case .moveBy(let places): try moveLiftedRow(by: places.value, at: location)
        case .deleteSelected: try send(.selection(.deleteSelected(animation: .automatic, completion: nil)), at: location)
        case .undo: try send(.undo, at: location, prefix: "cannot undo: ")
        case .redo: try send(.redo, at: location, prefix: "cannot redo: ")
        case .commitNow:
            if let liveBoard { liveBoard.commitNow() } else { table.commitNow() }
        case .accessibility(let index, let name):
            let row = try checkedIndex(index)
            try send(.performAccessibilityAction(named: name.value, ofRowAt: row), at: name.location)
        case .rightToLeft(let isOn): try send(.setLayoutDirection(isOn.value ? .rightToLeft : .leftToRight), at: location)
        // Sections
        case .insertSection(let index, let title):
            let count = table.numberOfSections
            guard index.value <= count else {
                throw error(
                    "section insertion index \(index.value) is out of range: the table has \(count) section\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                    at: index.location)
            }
            try send(.insertSection(TableSection(title: title.value, rows: []), at: index.value, animation: .automatic), at: location)
        case .deleteSection(let reference):
            try send(.deleteSection(at: try checkedSection(reference), animation: .automatic), at: location)
        case .moveSection(let reference, let destination):
            let section = try checkedSection(reference)
            _ = try checkedSection(Located(.index(destination.value), at: destination.location))
            try send(.moveSection(at: section, to: destination.value), at: location)
        case .retitleSection(let reference, let title):
            try send(.updateSection(at: try checkedSection(reference), title: title.value), at: location)
        case .reload(let titles, let registersUndo):
            // Each kept row is found by its title.
            var rows = RowsByTitle(table.rows)
            let newRows = titles.map { rows.take($0.value, orMake: makeRowID) }
            try send(.rows(.setRows(newRows, animation: .automatic)).registeringUndo(registersUndo), at: location)
        case .reloadSections(let sections, let registersUndo):
            // Each kept row is found by its title, wherever it is.
            var rows = RowsByTitle(table.rows)
            let newSections = sections.map { section in
                TableSection(title: section.title.value, rows: section.rows.map { rows.take($0.value, orMake: makeRowID) })
            }
            try send(.sections(.setSections(newSections, animation: .automatic)).registeringUndo(registersUndo), at: location)
        }
    }

    /// Sends `input` to the table, then records the frame; a refusal is a script error at
    /// `location`, the table's message after `prefix`, and the table stays as it was.
    func send(_ input: TableInput<ScriptRow>, at location: SourceLocation, prefix: String = "") throws(PlaybackStop) {
        do {
            try table.send(input)
        } catch {
            throw self.error(prefix + error.message, at: location)
        }
        recordFrame()
    }

    /// `insert I "Title" ["Subtitle"] [height N] [in section S]`: the app inserts a row at
    /// flat index I (into the section of the row now at I), or at row I of section S.
    func insert(
        _ row: ScriptRow, at index: Located<Int>, section: Located<ScriptSectionReference>?,
        commandLocation: SourceLocation
    ) throws(PlaybackStop) {
        if let section {
            let number = try checkedSection(section)
            let count = (try? table.numberOfRows(inSection: number)) ?? 0
            guard index.value <= count else {
                throw error(
                    "insertion row \(index.value) is out of range: section \(number) has \(count) row\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                    at: index.location)
            }
            let indexPath = TableIndexPath(row: index.value, section: number)
            try send(.insertRowAtIndexPath(row, at: indexPath, animation: .automatic, completion: nil), at: commandLocation)
        } else {
            let count = table.count
            guard index.value <= count else {
                throw error(
                    "insertion index \(index.value) is out of range: the table has \(count) row\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                    at: index.location)
            }
            try send(.insertRow(row, at: index.value, animation: .automatic, completion: nil), at: commandLocation)
        }
        _ = makeRowID()
    }

    // MARK: - The keyboard

    /// `step I left|right`: the keyboard drags row I to its next action
    /// uncovering that side, or back toward rest; `release` fires the current
    /// action, `cancel` lets the row settle back.
    func step(_ index: Located<Int>, side: ScriptSide, at location: SourceLocation) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let row = try checkedIndex(index)
        let id = table.rows[row].id
        if let stepped = steppedRowID, stepped != id, let index = table.index(ofRowWithID: stepped),
            (try? table.phase(ofRowAt: index)) == .dragging
        {
            throw error("another row is stepped; 'release' or 'cancel' it first", at: location)
        }
        try send(.stepRow(at: row, side: side), at: location)
        steppedRowID = id
    }

    /// Releases the row the keyboard stepped.
    func releaseSteppedRow(_ id: Int, at location: SourceLocation) throws(PlaybackStop) {
        steppedRowID = nil
        guard let index = table.index(ofRowWithID: id), (try? table.phase(ofRowAt: index)) == .dragging else {
            throw error("the stepped row is no longer dragged: nothing to release", at: location)
        }
        try send(.releaseRow(at: index), at: location)
    }

    /// `lift I`: the keyboard lifts row I for reordering. The table refuses a
    /// pinned row only as one its `canMoveRow` forbids, so the script says
    /// which rule it is (when nothing else stops the lift first).
    func lift(_ index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let row = try checkedIndex(index)
        if pinnedRowIDs.contains(table.rows[row].id), !table.isReordering, (try? table.phase(ofRowAt: row)) == .rest {
            throw error("row \(row) is pinned: a pinned row cannot be lifted", at: location)
        }
        try send(.liftRow(at: row), at: location)
    }

    /// `move-by N`: moves the row the keyboard lifted N places, stopping at
    /// either end.
    func moveLiftedRow(by places: Int, at location: SourceLocation) throws(PlaybackStop) {
        // Carried to another column by the keys, the row's gap moves there.
        if pointer == nil, let liveBoard, liveBoard.isCarryingRow {
            try boardVerb("move-by", at: location) { () throws(GestureTableError) in try liveBoard.moveLiftedRow(by: places) }
            return
        }
        guard pointer == nil, let lifted = table.liftedRowIndex else {
            let reason = pointer != nil
                ? "the pointer holds the lifted row: move it with 'move I'"
                : "no row is lifted: lift one with 'lift I'"
            throw error("'move-by' needs a row lifted by 'lift I'; \(reason)", at: location)
        }
        if table.numberOfSections > 1 {
            // A step across a header is a place too: the row keeps its flat index there, so
            // the table counts the places, and stops at either end.
            let limit = table.count + table.numberOfSections
            try send(.moveLiftedRow(by: min(max(places, -limit), limit)), at: location)
            return
        }
        let (sum, overflows) = lifted.addingReportingOverflow(places)
        let destination = overflows ? (places > 0 ? table.count - 1 : 0) : min(max(sum, 0), table.count - 1)
        guard destination != lifted else { return }
        try send(.moveLiftedRow(by: destination - lifted), at: location)
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
