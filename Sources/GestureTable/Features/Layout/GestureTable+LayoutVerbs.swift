// The layout's settings and verbs, each one input run as a step.

extension GestureTable {
    /// Whether sides and slots are mirrored: in a right-to-left layout a row's `firstLeft`
    /// action is shown on the right (leading edge) and fires on a drag to the left.
    ///
    /// Sides (``SwipeSide``, offsets) are always on screen; slots (``ActionSlot``, in events,
    /// phases and presentations) are always as declared.
    public var layoutDirection: LayoutDirection {
        get { core.state.layoutDirection }
        set { runUnfailing(Verb.SetLayoutDirection(direction: newValue)) }
    }

    /// The height of the viewport, in the unit of ``TableConfiguration/rowHeight``: how much of
    /// the content is visible at once. Scrolling and autoscroll clamp to it. Default 16.
    /// Clamped to 0.001...1e9; NaN restores the default.
    public var viewportHeight: Double {
        get { core.state.viewportHeight }
        set { runUnfailing(Verb.SetViewportHeight(height: newValue)) }
    }

    /// Changes the row width (the view was resized). Offsets keep their fraction of the width.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `newWidth` is not a number in
    ///   1...1e9.
    public func setWidth(_ newWidth: Double) throws(GestureTableError) {
        try run(Verb.SetWidth(width: newWidth))
    }

    /// Scrolls the content by `distance` (positive: toward later rows), clamped to the content.
    ///
    /// Closes an open row when ``TableConfiguration/closesOpenRowOnScroll`` is on, as scrolling
    /// a UIKit table closes its swiped cell.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `distance` is not finite.
    public func scroll(by distance: Double) throws(GestureTableError) {
        try run(Verb.Scroll(distance: distance))
    }
}
