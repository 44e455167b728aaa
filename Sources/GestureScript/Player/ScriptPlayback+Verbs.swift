import GestureTable

/// The verbs a script runs on existing rows, as app code or a trigger
/// closure would call them, and the keyboard's swipe and reorder.
extension ScriptPlayback {
    /// Runs a table verb; a refusal is a script error at `location`, and the
    /// rows stay as they were.
    func run(
        at location: SourceLocation, _ verb: (GestureTable<ScriptRow>) throws(GestureTableError) -> Void
    ) throws(PlaybackStop) {
        do {
            try verb(table)
        } catch {
            throw self.error(error, at: location)
        }
        recordFrame()
    }

    /// `pin I`: row I cannot be lifted, by the pointer or the keyboard.
    func pin(_ index: Located<Int>) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        pinnedRowIDs.insert(currentRows[row].id)
    }

    /// `update I "Title" ["Subtitle"]`: the app changes row I's content.
    func update(_ index: Located<Int>, title: String, subtitle: String?, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let updated = ScriptRow(
            id: table.rows[row].id, title: title, subtitle: subtitle, height: table.rows[row].height)
        try run(at: location) { table throws(GestureTableError) in try table.updateRow(at: row, with: updated) }
    }

    /// `push I`, `replace I`, `push-and-delete I`.
    func perform(_ verb: ScriptRowVerb, on index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        try run(at: location) { table throws(GestureTableError) in
            switch verb {
            case .push: try table.pushRow(at: row)
            case .replace: try table.replaceRow(at: row)
            case .pushAndDelete: try table.pushAndDeleteRow(at: row)
            }
        }
    }

    /// `open I left|right`: snaps row I open on that side (on screen).
    func open(_ index: Located<Int>, side: ScriptSide, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        try run(at: location) { table throws(GestureTableError) in try table.openRow(at: row, side: SwipeSide(side)) }
    }

    /// `close I`: closes row I if it is open.
    func close(_ index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        try run(at: location) { table throws(GestureTableError) in try table.closeRow(at: row) }
    }

    /// `peek I left|right`: nudges row I to hint at that side's actions.
    func peek(_ index: Located<Int>, side: ScriptSide, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        try run(at: location) { table throws(GestureTableError) in try table.peekRow(at: row, side: SwipeSide(side)) }
    }

    /// `trigger I SLOT`: fires that action of row I as if released there.
    func trigger(_ index: Located<Int>, slot: ScriptSlot, at location: SourceLocation) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        try run(at: location) { table throws(GestureTableError) in
            try table.triggerAction(in: ActionSlot(slot), ofRowAt: row)
        }
    }

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
        try run(at: location) { table throws(GestureTableError) in try table.stepRow(at: row, side: SwipeSide(side)) }
        steppedRowID = id
    }

    /// Releases the row the keyboard stepped.
    func releaseSteppedRow(_ id: Int, at location: SourceLocation) throws(PlaybackStop) {
        steppedRowID = nil
        guard let index = table.index(ofRowWithID: id), (try? table.phase(ofRowAt: index)) == .dragging else {
            throw error("the stepped row is no longer dragged: nothing to release", at: location)
        }
        try run(at: location) { table throws(GestureTableError) in try table.releaseRow(at: index) }
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
        try run(at: location) { table throws(GestureTableError) in try table.liftRow(at: row) }
    }

    /// `move-by N`: moves the row the keyboard lifted N places, stopping at
    /// either end.
    func moveLiftedRow(by places: Int, at location: SourceLocation) throws(PlaybackStop) {
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
            let steps = min(max(places, -limit), limit)
            try run(at: location) { table throws(GestureTableError) in try table.moveLiftedRow(by: steps) }
            return
        }
        let (sum, overflows) = lifted.addingReportingOverflow(places)
        let destination = overflows ? (places > 0 ? table.count - 1 : 0) : min(max(sum, 0), table.count - 1)
        guard destination != lifted else { return }
        try run(at: location) { table throws(GestureTableError) in try table.moveLiftedRow(by: destination - lifted) }
    }
}

extension SwipeSide {
    /// The side a script names.
    init(_ side: ScriptSide) {
        switch side {
        case .left: self = .left
        case .right: self = .right
        }
    }
}

extension RowAnimation {
    /// The animation a script's `delete I ANIMATION` names.
    init(_ animation: ScriptDeleteAnimation) {
        switch animation {
        case .left: self = .left
        case .right: self = .right
        case .fade: self = .fade
        case .none: self = .none
        }
    }
}
