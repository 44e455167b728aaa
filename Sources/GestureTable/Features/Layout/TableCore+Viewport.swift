// The viewport over the content, its scroll limits and autoscroll speed.

extension TableCore {
    /// The first row reaching below content `y` (or, `exclusive`, the first row starting at
    /// or below it), at rest.
    func firstRow(atOrBelow y: Double, exclusive: Bool = false) -> Int {
        switch state.geometry.item(atContentY: y) {
        case .row(let index):
            return exclusive && state.geometry.top(ofRowAt: index) < y ? index + 1 : index
        case .header(let section):
            return state.geometry.sectionStarts[section]
        case nil:
            return y < 0 ? 0 : state.rows.count
        }
    }

    /// The top edge of the row at `index` in viewport coordinates once every animation has
    /// ended: where a lifted row is measured against it.
    func restingYOfRow(at index: Int) -> Double {
        guard index >= 0, index < state.rows.count else { return Double(index) * state.configuration.rowHeight - state.scrollOffset }
        return state.geometry.top(ofRowAt: index) - state.scrollOffset
    }

    /// The top of the row at `index` in viewport coordinates, where it is drawn at `now`: from the
    /// layout, since rows growing, collapsing or animating out above it, or a lifted row, can
    /// draw it far from where it rests; where it rests when it is not drawn.
    func yOfRow(at index: Int, now: Duration) -> Double {
        let estimate = restingYOfRow(at: index)
        guard index >= 0, index < state.rows.count else { return estimate }
        return layout(height: state.viewportHeight, at: now).first { $0.index == index }?.y ?? estimate
    }

    /// The largest scroll offset: the content's height minus the viewport's, or zero.
    var maximumScrollOffset: Double {
        max(0, state.geometry.contentHeight() - state.viewportHeight)
    }

    mutating func clampScrollOffset() {
        state.scrollOffset = min(max(state.scrollOffset, 0), maximumScrollOffset)
    }

    /// The autoscroll speed now, in units per second: negative upwards, zero outside the zones
    /// or when the content ends that way.
    var autoscrollSpeed: Double {
        guard let current = state.reorder, let y = current.y else { return 0 }
        return autoscrollSpeed(atY: y + state.geometry.height(ofRowAt: current.index) / 2)
    }

    /// The autoscroll speed of something dragged whose centre is at viewport `centre` (a lifted
    /// row, a selection sweep's pointer), in units per second.
    func autoscrollSpeed(atY centre: Double) -> Double {
        let rowHeight = state.configuration.rowHeight
        let zone = max(rowHeight, state.viewportHeight * state.configuration.autoscrollZone)
        let maximum = state.configuration.maximumAutoscrollSpeed * rowHeight
        if centre < zone, state.scrollOffset > 0 {
            let depth = min(1, (zone - centre) / zone)
            return -maximum * depth * depth
        }
        if centre > state.viewportHeight - zone, state.scrollOffset < maximumScrollOffset {
            let depth = min(1, (centre - (state.viewportHeight - zone)) / zone)
            return maximum * depth * depth
        }
        return 0
    }
}

extension TableCore {
    // MARK: - Scrolling asked for by other features

    /// Scrolls the content by `distance` (positive: toward later rows), clamped to it.
    mutating func scrollContent(by distance: Double) {
        state.scrollOffset += distance
        clampScrollOffset()
    }

    /// Scrolls the content to `offset`, clamped to it.
    mutating func scrollContent(to offset: Double) {
        state.scrollOffset = offset
        clampScrollOffset()
    }
}
