/// Two states are equal when every part is: the rows, their ids and order labels, the geometry, each
/// row's state, the deleting rows, the gestures, the selection, the momentum, the history and the settings. Completions are
/// compared by their tokens, which name the same closure in both only when the two states come
/// from the same table.
///
/// Tests use it to state the whole effect of an input, or that a failed one had none.
extension TableState: Equatable where Row: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard
            lhs.width == rhs.width, lhs.configuration == rhs.configuration,
            lhs.scrollOffset == rhs.scrollOffset, lhs.viewportHeight == rhs.viewportHeight,
            lhs.layoutDirection == rhs.layoutDirection, lhs.allowsReordering == rhs.allowsReordering,
            lhs.placeholder == rhs.placeholder, lhs.isShowingPlaceholder == rhs.isShowingPlaceholder
        else { return false }
        guard
            lhs.rows == rhs.rows, lhs.ids == rhs.ids, lhs.rowIndex == rhs.rowIndex, lhs.geometry == rhs.geometry,
            lhs.states == rhs.states, lhs.deletions == rhs.deletions,
            lhs.deletionDeadlines == rhs.deletionDeadlines
        else { return false }
        guard
            lhs.pointer == rhs.pointer, lhs.pointerRowID == rhs.pointerRowID,
            lhs.reorder == rhs.reorder,
            lhs.openRowID == rhs.openRowID, lhs.contextMenu == rhs.contextMenu
        else { return false }
        // Selection and momentum.
        guard lhs.selectedRowIDs == rhs.selectedRowIDs, lhs.selectionMode == rhs.selectionMode, lhs.isEditing == rhs.isEditing,
            lhs.sweep == rhs.sweep, lhs.sweepAnchorID == rhs.sweepAnchorID, lhs.sweepKeptRowIDs == rhs.sweepKeptRowIDs,
            lhs.momentum == rhs.momentum
        else { return false }
        return lhs.time == rhs.time && lhs.nextSerial == rhs.nextSerial && lhs.batchDepth == rhs.batchDepth
            && lhs.batchEnd == rhs.batchEnd && lhs.batchCompletions.elementsEqual(rhs.batchCompletions, by: ==)
            && lhs.nextCompletionToken == rhs.nextCompletionToken
            && lhs.history == rhs.history && lhs.isBatchStepOpen == rhs.isBatchStepOpen
            && lhs.redoHistory == rhs.redoHistory && lhs.changeOrigin == rhs.changeOrigin
            && lhs.nextStepName == rhs.nextStepName && lhs.outline == rhs.outline
    }
}



extension RowState: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.phase == rhs.phase && lhs.offset == rhs.offset && lhs.height == rhs.height
            && lhs.opacity == rhs.opacity && lhs.serial == rhs.serial && lhs.highlighted == rhs.highlighted
    }
}

extension RowStates: Equatable {
    /// Equal when the same rows have equal states and completions, wherever they are kept.
    static func == (lhs: Self, rhs: Self) -> Bool {
        var isEqual = lhs.count == rhs.count
        lhs.forEachState { id, state in
            isEqual = isEqual && rhs[id] == state && lhs.completion(of: id) == rhs.completion(of: id)
        }
        return isEqual
    }
}

extension DeletingRow: Equatable where Row: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.row == rhs.row && lhs.id == rhs.id && lhs.label == rhs.label && lhs.offset == rhs.offset && lhs.height == rhs.height
            && lhs.opacity == rhs.opacity && lhs.slot == rhs.slot && lhs.serial == rhs.serial
            && lhs.section == rhs.section && lhs.fullHeight == rhs.fullHeight
            && lhs.completion == rhs.completion
    }
}

extension TableGeometry: Equatable {
    /// Equal sections and heights; the cached sums are a function of the heights.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionStarts == rhs.sectionStarts && lhs.sectionTitles == rhs.sectionTitles
            && lhs.sectionIDs == rhs.sectionIDs
            && lhs.rowCount == rhs.rowCount && lhs.rowHeight == rhs.rowHeight
            && lhs.headerHeight == rhs.headerHeight && lhs.heights == rhs.heights && lhs.usesHeights == rhs.usesHeights
    }
}
