// The content's geometry as the rows change: the rows feature changes the rows and tells
// layout where, so the geometry has one writer.

extension TableCore {
    @inline(__always)
    mutating func layOutInsertedRow(at index: Int, section: Int, height: Double?) {
        state.geometry.insertRow(at: index, section: section, height: height)
    }

    @inline(__always)
    mutating func layOutRemovedRow(at index: Int) {
        state.geometry.removeRow(at: index)
    }

    mutating func layOutInsertedRows(count: Int, at index: Int, section: Int, heights: [Double]?) {
        state.geometry.insertRows(count: count, at: index, section: section, heights: heights)
    }

    mutating func layOutRemovedRows(atAscending indexes: [Int]) {
        state.geometry.removeRows(atAscending: indexes)
    }

    @inline(__always)
    mutating func layOutMovedRow(from source: Int, to destination: Int, section: Int) {
        state.geometry.moveRow(from: source, to: destination, section: section)
    }

    mutating func layOutHeight(_ height: Double, ofRowAt index: Int) {
        state.geometry.setHeight(height, ofRowAt: index)
    }

    // Sections

    mutating func layOutInsertedSection(at section: Int, id: String, title: String?) {
        state.geometry.insertSection(at: section, id: id, title: title)
    }

    mutating func layOutRemovedSection(at section: Int) {
        state.geometry.removeSection(at: section)
        // Content without a header may be shorter than the scroll offset.
        clampScrollOffset()
    }

    mutating func layOutMovedSection(from section: Int, to destination: Int) {
        state.geometry.moveSection(from: section, to: destination)
    }

    mutating func layOutTitle(_ title: String?, ofSection section: Int) {
        state.geometry.setTitle(title, ofSection: section)
        clampScrollOffset()
    }

    /// Takes the row and header heights of a new configuration.
    mutating func layOutHeights(of configuration: TableConfiguration) {
        state.geometry.rowHeight = configuration.rowHeight
        if state.geometry.headerHeight != configuration.sectionHeaderHeight {
            state.geometry.headerHeight = configuration.sectionHeaderHeight
        }
        // Shorter rows or headers make shorter content: a scroll past its end comes back.
        clampScrollOffset()
    }
}
