extension Frame {
    /// Returns the runs of cells that differ from an earlier frame, row by row.
    ///
    /// When the frames differ in size every row is one change covering the
    /// whole row.
    ///
    /// - Parameter previous: The frame currently on the screen.
    /// - Returns: The changed runs, top to bottom and left to right; empty
    ///   when the frames are equal.
    /// - Complexity: O(`width` × `height`), with no allocation besides the
    ///   returned array.
    public func changes(from previous: Frame) -> [FrameChange] {
        var changes: [FrameChange] = []
        forEachChange(from: previous) { row, columns in
            changes.append(FrameChange(row: row, columns: columns))
        }
        return changes
    }

    /// Calls `body` with each changed run, in the order of ``changes(from:)``.
    func forEachChange(from previous: Frame, _ body: (_ row: Int, _ columns: Range<Int>) -> Void) {
        guard previous.width == width, previous.height == height else {
            guard width > 0 else { return }
            for row in 0..<height { body(row, 0..<width) }
            return
        }
        cells.withUnsafeBufferPointer { current in
            previous.cells.withUnsafeBufferPointer { old in
                for row in 0..<height {
                    let rowStart = row * width
                    var x = 0
                    while x < width {
                        if current[rowStart + x] == old[rowStart + x] {
                            x += 1
                            continue
                        }
                        var start = x
                        if start > 0, current[rowStart + start].isContinuation { start -= 1 }
                        x += 1
                        while x < width, current[rowStart + x] != old[rowStart + x] { x += 1 }
                        // A run ending on a wide character takes its right half along.
                        if x < width, current[rowStart + x].isContinuation { x += 1 }
                        body(row, start..<x)
                    }
                }
            }
        }
    }
}
