import GestureTable

extension TerminalGestureRecognizer {
    func handleKey(_ key: TerminalKey, modifiers: KeyModifiers) -> Outcome {
        if case .character = key, !modifiers.isDisjoint(with: [.control, .alt]) { return .ignored }
        if let menu = table.presentedContextMenu, !menu.isHeld { return handleMenuKey(key, of: menu) }
        if Self.isMenuKey(key, modifiers: modifiers) { return openContextMenu() }
        guard let tableKey = Self.tableKey(for: key, modifiers: modifiers) else { return .ignored }
        // The outline-aware policy: a flat table's keys are TableKeyCommand's own.
        switch table.keyCommand(for: tableKey, at: selectedIndex, rowsPerPage: rowsPerPage) {
        case .move(let move): return moveSelection(move)
        case .step(let side): return stepSelectedRow(toward: side)
        case .release: return releaseSelectedRow()
        case .cancel: return cancel()
        case .toggleLift: return toggleLift()
        case .undo: return undo()
        case .redo: return redo()
        case .toggleSelection: return toggleSelection()
        case .extendSelection(let places): return extendSelection(by: places)
        case .expand, .collapse, .moveIntoRowAbove, .moveOutOfParent: return outlineKey(tableKey)
        }
    }

    /// → or ← in an outline: opens or closes the selected row, or takes the lifted row into the
    /// row above or out of its parent.
    func outlineKey(_ key: TableKey) -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        do {
            if table.isReordering {
                try key == .right ? table.moveLiftedRowIntoRowAbove() : table.moveLiftedRowOutOfParent()
                return .handled
            }
            guard let index = selectedIndex else { return .refused(.noRows) }
            try key == .right ? table.expandRow(at: index) : table.collapseRow(at: index)
            return .handled
        } catch {
            return .refused(.rowBusy)
        }
    }

    /// The list's key that a terminal key with `modifiers` stands for: as
    /// ``tableKey(for:)``, and Shift with ↑ or ↓ extends the selection.
    public static func tableKey(for key: TerminalKey, modifiers: KeyModifiers) -> TableKey? {
        if modifiers.contains(.shift) {
            switch key {
            case .up: return .extendUp
            case .down: return .extendDown
            default: break
            }
        }
        return tableKey(for: key)
    }

    /// Toggles the selection of the focused row (edit mode's Space).
    func toggleSelection() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard let index = selectedIndex else { return .refused(.noRows) }
        do {
            try table.toggleRowSelection(at: index)
            return .handled
        } catch {
            return .refused(.rowBusy)
        }
    }

    /// Moves the focus a row up or down and selects the row it reaches, the one it left too.
    func extendSelection(by places: Int) -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard !table.isReordering else { return .refused(.rowLifted) }
        guard let current = selectedIndex, let destination = TableMove.by(places).destination(from: current, count: table.count)
        else { return .refused(.noRows) }
        settleKeyboardDrag()
        if table.selectionMode == .multiple, !table.isRowSelected(at: current) { try? table.toggleRowSelection(at: current) }
        select(destination)
        if !table.isRowSelected(at: destination) { try? table.toggleRowSelection(at: destination) }
        scrollToShowRow(at: destination)
        return .handled
    }

    /// The list's key that a terminal key stands for: the arrows and the keys named like them,
    /// the vi keys `h` `j` `k` `l`, Space and `m` (lift and drop), `u` (undo) and `U` (redo);
    /// `nil` for a key the list does not answer. What each does is `TableKeyCommand`'s policy (the core's),
    /// shared with the web page.
    public static func tableKey(for key: TerminalKey) -> TableKey? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        case .enter: .enter
        case .escape: .escape
        case .character(" "), .character("m"): .space
        case .character("u"): .undo
        case .character("U"): .redo
        default: nil
        }
    }

    /// How many rows Page Up and Page Down move by: a viewport of rows as tall as the selected
    /// one, less one so that a row stays in sight.
    var rowsPerPage: Int {
        let height = selectedIndex.flatMap { try? table.height(ofRowAt: $0) } ?? table.configuration.rowHeight
        let rows = (table.viewportHeight / max(height, 0.001)).rounded(.down)
        return rows.isFinite ? max(1, Int(min(rows, 1e9)) - 1) : 1
    }

    /// Moves the selection, or the lifted row; settles a stepped row first.
    func moveSelection(_ move: TableMove) -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        if let lifted = table.liftedRowIndex {
            // The lifted row is the selected one: moving it moves the selection with it.
            guard let destination = move.destination(from: lifted, count: table.count) else { return .ignored }
            do {
                try table.moveLiftedRow(by: destination - lifted)
                return .handled
            } catch {
                return .ignored
            }
        }
        guard let current = selectedIndex, let destination = move.destination(from: current, count: table.count)
        else { return .refused(.noRows) }
        settleKeyboardDrag()
        select(destination)
        if let index = selectedIndex { scrollToShowRow(at: index) }
        return .handled
    }

    /// Steps the selected row to the next action uncovering `side`, or back toward rest.
    func stepSelectedRow(toward side: SwipeSide) -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard !table.isReordering else { return .refused(.rowLifted) }
        guard !table.isEditing else { return .refused(.swipesOffInEditMode) }
        guard let index = selectedIndex else { return .refused(.noRows) }
        scrollToShowRow(at: index)
        do {
            try table.stepRow(at: index, side: side)
            keyboardDraggedID = table.rows[index].id
            return .handled
        } catch {
            let phase = try? table.phase(ofRowAt: index)
            return .refused(phase == .rest || phase == .dragging ? .noFurtherAction : .rowBusy)
        }
    }

    /// Releases the stepped row (its current action fires) or drops the lifted row.
    func releaseSelectedRow() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        if table.isReordering { return toggleLift() }
        guard let id = keyboardDraggedID, let index = draggedIndex(of: id) else {
            keyboardDraggedID = nil
            return .refused(.nothingToRelease)
        }
        keyboardDraggedID = nil
        do {
            try table.releaseRow(at: index)
            return .handled
        } catch {
            return .refused(.nothingToRelease)
        }
    }

    /// Cancels the pointer's gesture, else the lift, else the stepped row.
    func cancel() -> Outcome {
        if isPointerDown {
            isPointerDown = false
            table.handle(.cancelled)
            return .handled
        }
        if table.isReordering {
            do {
                try table.cancelLift()
                return .handled
            } catch {
                return .ignored
            }
        }
        return settleKeyboardDrag() ? .handled : .ignored
    }

    /// Lifts the selected row, or drops the lifted one.
    func toggleLift() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        do {
            if table.isReordering {
                try table.dropLiftedRow()
                return .handled
            }
            guard let index = selectedIndex else { return .refused(.noRows) }
            guard !isKeyboardDragged(index) else { return .refused(.rowBusy) }
            try table.liftRow(at: index)
            scrollToShowRow(at: index)
            return .handled
        } catch {
            return .refused(.rowBusy)
        }
    }

    /// Takes back the table's last committed change.
    func undo() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard !table.isReordering else { return .refused(.rowLifted) }
        settleKeyboardDrag()
        do {
            try table.undo()
            return .handled
        } catch {
            return .refused(.nothingToUndo)
        }
    }

    /// Puts back the change the table's last undo took back.
    func redo() -> Outcome {
        guard !isPointerDown else { return .refused(.pointerHeld) }
        guard !table.isReordering else { return .refused(.rowLifted) }
        settleKeyboardDrag()
        do {
            try table.redo()
            return .handled
        } catch {
            return .refused(.nothingToRedo)
        }
    }

    /// The index of the row the keyboard stepped (← →) and has not released, while it is
    /// still dragged; `nil` when there is none.
    public var steppedRowIndex: Int? {
        keyboardDraggedID.flatMap(draggedIndex(of:))
    }

    /// Sends the row the keyboard stepped back to rest, as Escape does: call it before a change
    /// the keys do not make (an app's own undo), so no row is left half dragged.
    ///
    /// - Returns: Whether there was a stepped row.
    @discardableResult
    public func settleSteppedRow() -> Bool {
        settleKeyboardDrag()
    }

    /// Sends the row the keyboard stepped back to rest; whether there was one.
    @discardableResult
    func settleKeyboardDrag() -> Bool {
        guard let id = keyboardDraggedID else { return false }
        keyboardDraggedID = nil
        guard let index = draggedIndex(of: id) else { return false }
        do {
            try table.replaceRow(at: index)
            return true
        } catch {
            return false
        }
    }

    /// The index of the row with `id` if it is still being dragged.
    func draggedIndex(of id: Row.ID) -> Int? {
        guard let index = table.index(ofRowWithID: id),
            (try? table.phase(ofRowAt: index)) == .dragging
        else { return nil }
        return index
    }

    /// Whether the row at `index` is the one the keyboard is dragging.
    func isKeyboardDragged(_ index: Int) -> Bool {
        guard let id = keyboardDraggedID, index >= 0, index < table.rows.count else { return false }
        return table.rows[index].id == id && draggedIndex(of: id) != nil
    }
}
