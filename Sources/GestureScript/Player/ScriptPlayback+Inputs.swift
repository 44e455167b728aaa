import GestureTable

/// The inputs a script sends the table: what app code, the keyboard or assistive technology
/// asks of it. Each resolves what the script names its own way (a row index it checks, a
/// section by title, rows by title), then calls one of the table's verbs.
extension ScriptPlayback {
    /// Runs an input command.
    func perform(_ input: ScriptInput, at location: SourceLocation) throws(PlaybackStop) {
        switch input {
        case .verb(let verb, let index):
            let row = try checkedIndex(index)
            try send(at: location) { (table) throws(GestureTableError) in
                switch verb {
                case .push: try table.pushRow(at: row)
                case .replace: try table.replaceRow(at: row)
                case .pushAndDelete: try table.pushAndDeleteRow(at: row)
                }
            }
        case .delete(let index, let animation):
            // A pointer on that row stays held, as a finger stays down when its view goes away:
            // `drag F` moves it and drives nothing, `release` lets go. Deleting the lifted row
            // ends the lift with `cancel`.
            let row = try checkedIndex(index)
            try send(at: index.location) { (table) throws(GestureTableError) in try table.deleteRow(at: row, animation: animation?.value ?? .automatic) }
        case .deleteTitled(let title, let animation, let registersUndo):
            guard let id = table.rows.first(where: { $0.title == title.value })?.id else {
                throw error("no row titled \"\(title.value)\"", at: title.location)
            }
            try send(at: location) { (table) throws(GestureTableError) in
                try table.deleteRow(withID: id, animation: animation?.value ?? .automatic, registersUndo: registersUndo)
            }
        case .insert(let index, let title, let subtitle, let height, let section):
            let row = ScriptRow(id: nextRowID, title: title.value, subtitle: subtitle?.value, height: height?.value)
            try insert(row, at: index, section: section, commandLocation: location)
        case .update(let index, let title, let subtitle):
            let row = try checkedIndex(index)
            let updated = ScriptRow(
                id: table.rows[row].id, title: title.value, subtitle: subtitle?.value, height: table.rows[row].height)
            try send(at: location) { (table) throws(GestureTableError) in try table.updateRow(at: row, with: updated) }
        case .open(let index, let side):
            let row = try checkedIndex(index)
            try send(at: location) { (table) throws(GestureTableError) in try table.openRow(at: row, side: side.value) }
        case .close(let index):
            let row = try checkedIndex(index)
            try send(at: location) { (table) throws(GestureTableError) in try table.closeRow(at: row) }
        case .peek(let index, let side):
            let row = try checkedIndex(index)
            try send(at: location) { (table) throws(GestureTableError) in try table.peekRow(at: row, side: side.value) }
        case .trigger(let index, let slot):
            let row = try checkedIndex(index)
            try send(at: location) { (table) throws(GestureTableError) in try table.triggerAction(in: slot.value, ofRowAt: row) }
        case .step(let index, let side): try step(index, side: side.value, at: location)
        case .lift(let index): try lift(index, at: location)
        case .liftInColumn(let column, let index):
            try showColumn(column, for: "lift C I", at: location)
            try lift(index, at: location)
        case .moveToColumn(let column): try moveLiftedRow(toColumn: column, at: location)
        case .moveBy(let places): try moveLiftedRow(by: places.value, at: location)
        case .moveInto: try moveLiftedRow(into: true, at: location)
        case .moveOut: try moveLiftedRow(into: false, at: location)
        case .expand(let index): try setExpanded(true, index, at: location)
        case .collapse(let index): try setExpanded(false, index, at: location)
        case .deleteSelected: try send(at: location) { (table) throws(GestureTableError) in try table.deleteSelectedRows() }
        case .undo: try send(at: location, prefix: "cannot undo: ") { (table) throws(GestureTableError) in try table.undo() }
        case .redo: try send(at: location, prefix: "cannot redo: ") { (table) throws(GestureTableError) in try table.redo() }
        case .commitNow:
            if let liveBoard { liveBoard.commitNow() } else { table.commitNow() }
        case .accessibility(let index, let name):
            let row = try checkedIndex(index)
            try send(at: name.location) { (table) throws(GestureTableError) in try table.performAccessibilityAction(named: name.value, ofRowAt: row) }
        case .choose(let title): try choose(title, at: location)
        case .rightToLeft(let isOn):
            try send(at: location) { (table) throws(GestureTableError) in table.layoutDirection = isOn.value ? .rightToLeft : .leftToRight }
        case .insertSection(let index, let title):
            let count = table.numberOfSections
            guard index.value <= count else {
                throw error(
                    "section insertion index \(index.value) is out of range: the table has \(count) section\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                    at: index.location)
            }
            try send(at: location) { (table) throws(GestureTableError) in try table.insertSection(TableSection(title: title.value, rows: []), at: index.value) }
        case .deleteSection(let reference):
            let section = try checkedSection(reference)
            try send(at: location) { (table) throws(GestureTableError) in try table.deleteSection(at: section) }
        case .moveSection(let reference, let destination):
            let section = try checkedSection(reference)
            _ = try checkedSection(Located(.index(destination.value), at: destination.location))
            try send(at: location) { (table) throws(GestureTableError) in try table.moveSection(at: section, to: destination.value) }
        case .retitleSection(let reference, let title):
            let section = try checkedSection(reference)
            try send(at: location) { (table) throws(GestureTableError) in try table.updateSection(at: section, title: title.value) }
        case .reload(let titles, let registersUndo):
            // Each kept row is found by its title.
            var rows = RowsByTitle(table.rows)
            let newRows = titles.map { rows.take($0.value, orMake: makeRowID) }
            try send(at: location) { (table) throws(GestureTableError) in try table.setRows(newRows, registersUndo: registersUndo) }
        case .reloadSections(let sections, let registersUndo):
            // Each kept row is found by its title, wherever it is.
            var rows = RowsByTitle(table.rows)
            let newSections = sections.map { section in
                TableSection(title: section.title.value, rows: section.rows.map { rows.take($0.value, orMake: makeRowID) })
            }
            try send(at: location) { (table) throws(GestureTableError) in try table.setSections(newSections, registersUndo: registersUndo) }
        }
    }

    /// Calls one of the table's verbs, then records the frame; a refusal is a script error at
    /// `location`, the table's message after `prefix`, and the table stays as it was.
    func send(
        at location: SourceLocation, prefix: String = "", _ verb: (GestureTable<ScriptRow>) throws(GestureTableError) -> Void
    ) throws(PlaybackStop) {
        do {
            try verb(table)
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
            try send(at: commandLocation) { (table) throws(GestureTableError) in try table.insertRow(row, at: indexPath) }
        } else {
            let count = table.count
            guard index.value <= count else {
                throw error(
                    "insertion index \(index.value) is out of range: the table has \(count) row\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                    at: index.location)
            }
            try send(at: commandLocation) { (table) throws(GestureTableError) in try table.insertRow(row, at: index.value) }
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
        try send(at: location) { (table) throws(GestureTableError) in try table.stepRow(at: row, side: side) }
        steppedRowID = id
    }

    /// Releases the row the keyboard stepped.
    func releaseSteppedRow(_ id: Int, at location: SourceLocation) throws(PlaybackStop) {
        steppedRowID = nil
        guard let index = table.index(ofRowWithID: id), (try? table.phase(ofRowAt: index)) == .dragging else {
            throw error("the stepped row is no longer dragged: nothing to release", at: location)
        }
        try send(at: location) { (table) throws(GestureTableError) in try table.releaseRow(at: index) }
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
        try send(at: location) { (table) throws(GestureTableError) in try table.liftRow(at: row) }
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
            try send(at: location) { (table) throws(GestureTableError) in try table.moveLiftedRow(by: min(max(places, -limit), limit)) }
            return
        }
        let (sum, overflows) = lifted.addingReportingOverflow(places)
        let destination = overflows ? (places > 0 ? table.count - 1 : 0) : min(max(sum, 0), table.count - 1)
        guard destination != lifted else { return }
        try send(at: location) { (table) throws(GestureTableError) in try table.moveLiftedRow(by: destination - lifted) }
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

extension ScriptPlayback {
    /// `choose "T"`: chooses the item titled T of the context menu shown; a pointer still
    /// holding the menu (the press of the long press that opened it) lets go of it first, as
    /// a finger lifts on the item.
    func choose(_ title: Located<String>, at location: SourceLocation) throws(PlaybackStop) {
        guard let menu = table.presentedContextMenu else {
            throw error(
                "no context menu is shown: 'set context-menu on', then 'longpress I' opens row I's", at: location)
        }
        guard let item = menu.items.firstIndex(where: { $0.title == title.value }) else {
            let titles = menu.items.map { Self.quoted($0.title) }.joined(separator: ", ")
            throw error("the menu has no item titled \(Self.quoted(title.value)); its items are \(titles)", at: title.location)
        }
        if menu.isHeld, pointer != nil { releasePointer(velocity: 0) }
        try send(at: location) { (table) throws(GestureTableError) in try table.chooseContextMenuItem(at: item) }
    }
}
