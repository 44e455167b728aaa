// The consistency of the core, checked after every step in the project's own debug builds.

extension TableCore {
    /// Whether this build checks the invariants after every step: the project's own debug
    /// builds and tests do, an app's build of the package does not.
    static var checksInvariants: Bool {
        #if GESTURE_TABLE_INTERNAL_CHECKS
        true
        #else
        false
        #endif
    }

    /// Checks the table's internal consistency after every mutating entry point, in the
    /// project's own debug builds and tests (`GESTURE_TABLE_INTERNAL_CHECKS`, Package.swift);
    /// compiled away in release builds and in an app's build of the package.
    ///
    /// - Every per-row state belongs to a row still in ``rows`` (deleted rows keep none).
    /// - No state describes a row at rest (rows at rest cost nothing).
    /// - Deleting rows sit between 0 and `count`.
    /// - The pointer holds only a row that exists.
    /// - At most one row is lifted and at most one is open.
    /// - The known bound on deadlines is never later than the earliest deadline.
    /// - Row ids are unique (checked for tables of up to 2,000 rows).
    /// - An id is kept for every row (``TableState/ids``), and the order labels agree with the
    ///   kept ids. Never with the rows' own `id`: that would run the app's code inside the step.
    /// - Queued effects are flagged, so the entry point delivers them.
    /// - The selected row is in the table once the step has followed the rows.
    /// - The scroll offset and the momentum are finite.
    mutating func checkInvariants() {
        #if GESTURE_TABLE_INTERNAL_CHECKS
        if state.isOutline || state.outline.carry != nil { checkOutlineInvariants() }
        var ids: Set<Row.ID> = []
        let checksAllIDs = self.state.rows.count <= 2_000
        if checksAllIDs || !self.state.states.isEmpty {
            for id in self.state.ids where checksAllIDs || self.state.states[id] != nil {
                let isNew = ids.insert(id).inserted
                assert(isNew || !checksAllIDs, "duplicate row id \(id)")
            }
        }
        self.state.states.forEachState { id, state in
            assert(ids.contains(id) || (!checksAllIDs && index(ofRowWithID: id) != nil), "state for a row that is gone: \(id)")
            assert(!(state.phase == .rest && state.offset.to == 0 && state.height == nil && state.opacity == nil),
                   "state kept for a row at rest: \(id)")
        }
        assert(self.state.ids.count == self.state.rows.count, "kept ids out of step with the rows")
        assert(self.state.rowIndex.labels.count == self.state.rows.count, "order labels out of step with the rows")
        assert(hasEffects || outbox.isEmpty, "effects queued without the flag that delivers them")
        assert(hasReleased || released.isEmpty, "closures let go of without the flag that releases them")
        if checksAllIDs {
            for (index, id) in self.state.ids.enumerated() {
                assert(self.state.rowIndex.index(of: id) == index, "order label of row \(index) out of step")
            }
        }
        if let id = self.state.pointerRowID {
            assert(self.state.states[id] == nil || ids.contains(id) || index(ofRowWithID: id) != nil, "pointer on a row that is gone")
        }
        if case .notBefore(let bound) = self.state.deadlineBound, let earliest = earliestDeadline()?.time {
            assert(bound.map { $0 <= earliest } ?? false, "deadline bound \(bound.map { "\($0)" } ?? "nil") is past the earliest deadline \(earliest)")
        }
        if let lifted = self.state.reorder {
            assert(self.state.rows.indices.contains(lifted.index) && self.state.ids[lifted.index] == lifted.id, "lifted row index out of step")
            assert(lifted.origin >= 0 && lifted.origin <= self.state.rows.count, "lifted row origin out of range")
        }
        assert(state.hasDeletions == !self.state.deletions.isEmpty, "hasDeletions out of step with the deleting rows")
        assert(state.isLifting == (self.state.reorder != nil), "isLifting out of step with the reorder")
        assert(state.states.slots.isEmpty == self.state.states.isEmpty, "row state storage not emptied with its last state")
        assert(state.states.slots.count == self.state.states.count, "row state storage counts its states wrong")
        // Selection: checked once the step has followed the rows (a batch follows them at its end).
        // Every removal of a row lets it go; sampled, so a large selection keeps the check cheap.
        if self.state.batchDepth == 0 {
            for id in self.state.selectedRowIDs.prefix(64) {
                assert(self.state.rowIndex.contains(id), "selected row \(id) is gone")
            }
            assert(self.state.selectionMode == .multiple || self.state.selectedRowIDs.count <= 1, "several rows selected in single mode")
            assert(self.state.sweep == nil || self.state.pointer?.phase == .sweeping, "a sweep without its pointer")
            assert(self.state.isSweeping == (self.state.sweep != nil), "isSweeping out of step with the sweep")
        }
        // Momentum.
        assert(self.state.scrollOffset.isFinite, "scroll offset \(self.state.scrollOffset) is not finite")
        if let momentum = self.state.momentum {
            assert(momentum.velocity.isFinite && momentum.travelled.isFinite, "momentum is not finite: \(momentum)")
        }
        // Sections
        assert(self.state.geometry.rowCount == self.state.rows.count, "the layout's row count out of step with the rows")
        let sections = self.state.geometry.sectionCount
        assert(sections >= 1 && self.state.geometry.sectionIDs.count == sections && self.state.geometry.sectionTitles.count == sections,
               "sections out of step with their ids and titles")
        assert(self.state.deletions.values.allSatisfy { $0.section >= 0 && $0.section < sections }, "a deleting row in a section that is gone")
        if let lifted = self.state.reorder {
            assert(lifted.originSection >= 0 && lifted.originSection < sections, "lifted row's section out of range")
        }
        assert(self.state.states.values.filter { $0.phase == .lifted }.count <= 1, "more than one lifted row")
        assert(self.state.states.values.filter { if case .open = $0.phase { true } else { false } }.count <= 1, "more than one open row")
        #endif
    }
}

extension TableCore {
    /// An outline's tree (tables of up to 2,000 rows, while no row is lifted: a carry keeps the
    /// tree whole at its drop): the first row of each section at the top level, each row at most
    /// one level under the row above it and not under a collapsed row; no hidden row is also
    /// shown; a carry only during a lift.
    func checkOutlineInvariants() {
        #if GESTURE_TABLE_INTERNAL_CHECKS
        assert(state.outline.carry == nil || state.isLifting && state.isOutline, "an outline's carry without a lift")
        assert(state.isOutline == state.outline.isActive, "the outline's flag out of step")
        guard !state.isLifting, state.rows.count <= 2_000 else { return }
        for index in state.ids.indices {
            let depth = depth(ofRowAt: index)
            let section = state.geometry.section(ofRowAt: index)
            if index == state.geometry.sectionStarts[section] {
                assert(depth == 0, "row \(index) begins section \(section) at depth \(depth)")
            } else {
                let above = self.depth(ofRowAt: index - 1)
                let limit = state.outline.isCollapsed(state.ids[index - 1]) ? above : above + 1
                assert(depth >= 0 && depth <= limit, "row \(index) at depth \(depth) under a row at \(above)")
            }
        }
        for hidden in state.outline.hidden.values {
            for row in hidden { assert(!state.rowIndex.contains(row.id), "hidden row \(row.id) is also shown") }
        }
        #endif
    }
}
