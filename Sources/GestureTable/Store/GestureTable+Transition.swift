// Layer 6, the entry point: one input applied to the state, as one step.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    /// Runs the transition as an entry point: time, then the input, then delivery.
    func run(_ input: TableInput<Row>) throws(GestureTableError) {
        try perform { () throws(GestureTableError) in try transition(input) }
    }

    /// Runs an input that cannot throw: a pointer event, a tick, a setting.
    func runUnfailing(_ input: TableInput<Row>) {
        perform { try? transition(input) }  // none of these inputs throws: nothing is dropped
    }

    /// The transition: applies one input to ``state``. Only ever called through ``perform(_:)``.
    func transition(_ input: TableInput<Row>) throws(GestureTableError) {
        switch input {
        case .pointer(let event): applyPointer(event)
        case .tick: break
        case .configure(let configuration): configure(configuration)
        case .setPlaceholder(let placeholder): state.placeholder = placeholder
        case .setLayoutDirection(let direction): setLayoutDirection(direction)
        case .setViewportHeight(let height): setViewportHeight(height)
        case .setAllowsReordering(let allows):
            state.allowsReordering = allows
            state.deadlineBound = .unknown
        case .reloadRowHeights: reloadRowHeights()
        case .setWidth(let newWidth): try applySetWidth(newWidth)
        case .scroll(let distance): try applyScroll(by: distance)
        case .dragRow(let index, let offset): try applyDragRow(at: index, toOffset: offset)
        case .stepRow(let index, let side): try applyStepRow(at: index, side: side)
        case .releaseRow(let index): try applyReleaseRow(at: index)
        case .triggerAction(let slot, let index): try applyTriggerAction(in: slot, ofRowAt: index)
        case .peekRow(let index, let side): try applyPeekRow(at: index, side: side)
        case .openRow(let index, let side): try applyOpenRow(at: index, side: side)
        case .closeRow(let index): try applyCloseRow(at: index)
        case .activateButton(let slot, let index): try applyActivateButton(in: slot, ofRowAt: index)
        case .pushRow(let index, let completion): try applyPushRow(at: index, completion: completion)
        case .replaceRow(let index, let completion): try applyReplaceRow(at: index, completion: completion)
        case .deleteRow(let index, let animation, let completion):
            try applyDeleteRow(at: index, animation: animation, completion: completion)
        case .pushAndDeleteRow(let index, let completion): try applyPushAndDeleteRow(at: index, completion: completion)
        case .deleteRows(let indexes, let animation, let completion):
            try applyDeleteRows(at: indexes, animation: animation, completion: completion)
        case .insertRow(let row, let index, let animation, let completion):
            try applyInsertRow(row, at: index, animation: animation, completion: completion)
        case .insertRowAtIndexPath(let row, let indexPath, let animation, let completion):
            try applyInsertRow(row, at: indexPath, animation: animation, completion: completion)
        case .moveRow(let source, let destination): try applyMoveRow(at: source, to: destination)
        case .moveRowAtIndexPath(let source, let destination): try applyMoveRow(at: source, to: destination)
        case .updateRow(let index, let row): try applyUpdateRow(at: index, with: row)
        case .setRows(let newRows, let animation): try applySetRows(newRows, animation: animation)
        case .undo: try applyUndo()
        case .liftRow(let index): try applyLiftRow(at: index)
        case .moveLiftedRow(let places): try applyMoveLiftedRow(by: places)
        case .moveLiftedRowToIndex(let index): try applyMoveLiftedRow(to: index)
        case .moveLiftedRowToIndexPath(let indexPath): try applyMoveLiftedRow(to: indexPath)
        case .dropLiftedRow: try applyDropLiftedRow()
        case .cancelLift: try applyCancelLift()
        }
    }

    // MARK: - Settings

    func configure(_ configuration: TableConfiguration) {
        state.configuration = configuration
        state.deadlineBound = .unknown
        state.geometry.rowHeight = configuration.rowHeight
        if state.geometry.headerHeight != configuration.sectionHeaderHeight {
            state.geometry.headerHeight = configuration.sectionHeaderHeight
        }
        // Shorter rows or headers make shorter content: a scroll past its end comes back.
        clampScrollOffset()
    }

    func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != state.layoutDirection else { return }
        state.layoutDirection = direction
        mirrorMovingRows()
    }

    func setViewportHeight(_ height: Double) {
        state.viewportHeight = height.isNaN ? 16 : min(max(height, 0.001), 1e9)
        clampScrollOffset()
    }

    func reloadRowHeights() {
        let heights = heightOfRowProvider == nil ? nil : state.rows.map(clampedHeight)
        state.geometry.setHeights(heights)
        clampScrollOffset()
    }

    /// Runs an entry point: brings time up to date, runs `body`, checks invariants, and delivers
    /// the events and closures it queued. Nested calls (from those closures) only run `body`.
    func perform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard !isBusy else {
            let result = try body()
            checkInvariants()
            return result
        }
        isBusy = true
        defer { isBusy = false }
        advanceTime()
        let result: T
        do {
            result = try body()
        } catch {
            checkInvariants()
            deliverEffects()
            throw error
        }
        updatePlaceholder()
        checkInvariants()
        deliverEffects()
        return result
    }

    func applySetWidth(_ newWidth: Double) throws(GestureTableError) {
        guard newWidth >= 1, newWidth <= Self.maximumWidth else {
            throw GestureTableError(.invalidValue, "the table width must be a number in 1...1e9, got \(newWidth)")
        }
        let scale = newWidth / self.state.width
        self.state.width = newWidth
        self.state.states.updateEach { state in
            state.offset.from *= scale
            state.offset.to *= scale
        }
        for serial in self.state.deletions.keys {
            self.state.deletions[serial]?.offset.from *= scale
            self.state.deletions[serial]?.offset.to *= scale
        }
        self.state.pointer?.startOffset *= scale
    }

    func applyScroll(by distance: Double) throws(GestureTableError) {
        guard distance.isFinite else {
            throw GestureTableError(.invalidValue, "scroll distance must be finite, got \(distance)")
        }
        if distance != 0, state.configuration.closesOpenRowOnScroll { closeOpenRow() }
        state.scrollOffset += distance
        clampScrollOffset()
        if state.reorder != nil { followLiftedRow() }
    }
}
