// The inputs of layout as recorded, the verb each stands for, and their steps.

extension TableInput {
    /// The inputs of layout: the viewport, the direction, the width, the heights, scrolling.
    ///
    /// Each case means what the verb it names means; see the verb for its parameters and errors.
    public enum Layout {
        /// ``GestureTable/viewportHeight`` is set.
        case setViewportHeight(Double)
        /// ``GestureTable/layoutDirection`` is set.
        case setLayoutDirection(GestureTable<Row>.LayoutDirection)
        /// Every row's height is asked of ``GestureTable/heightOfRow`` again (done when it is set).
        case reloadRowHeights
        /// ``GestureTable/setWidth(_:)``.
        case setWidth(Double)
        /// ``GestureTable/scroll(by:)``.
        case scroll(by: Double)
    }
}

extension TableInput.Layout {
    /// Performs the verb the input stands for.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .setViewportHeight(let height): try performer.perform(Verb.SetViewportHeight<Row>(height: height))
        case .setLayoutDirection(let direction): try performer.perform(Verb.SetLayoutDirection<Row>(direction: direction))
        case .reloadRowHeights: try performer.perform(Verb.ReloadRowHeights<Row>())
        case .setWidth(let width): try performer.perform(Verb.SetWidth<Row>(width: width))
        case .scroll(let distance): try performer.perform(Verb.Scroll<Row>(distance: distance))
        }
    }
}

extension TableCore {
    mutating func setLayoutDirection(_ direction: GestureTable<Row>.LayoutDirection) {
        guard direction != state.layoutDirection else { return }
        state.layoutDirection = direction
        mirrorMovingRows()
    }

    mutating func setViewportHeight(_ height: Double) {
        state.viewportHeight = height.isNaN ? 16 : min(max(height, 0.001), 1e9)
        clampScrollOffset()
    }

    mutating func reloadRowHeights() {
        let heights = answers.hasRowHeights ? state.ids.map(clampedHeight) : nil
        state.geometry.setHeights(heights)
        clampScrollOffset()
    }

    mutating func applySetWidth(_ newWidth: Double) throws(GestureTableError) {
        guard newWidth >= 1, newWidth <= GestureTable<Row>.maximumWidth else {
            throw GestureTableError(.invalidValue, "the table width must be a number in 1...1e9, got \(newWidth)")
        }
        let scale = newWidth / self.state.width
        self.state.width = newWidth
        scaleRowStates(by: scale)
        scaleDeletions(by: scale)
        scalePointer(by: scale)
    }

    mutating func applyScroll(by distance: Double) throws(GestureTableError) {
        guard distance.isFinite else {
            throw GestureTableError(.invalidValue, "scroll distance must be finite, got \(distance)")
        }
        if distance != 0, state.configuration.closesOpenRowOnScroll { closeOpenRow() }
        state.scrollOffset += distance
        clampScrollOffset()
        if state.reorder != nil { followLiftedRow() }
    }
}
