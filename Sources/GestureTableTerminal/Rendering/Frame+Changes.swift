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
                    var x = Self.firstPossiblyDifferentColumn(
                        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(current)[
                            (rowStart * Self.cellStride)..<((rowStart + width) * Self.cellStride)]),
                        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(old)[
                            (rowStart * Self.cellStride)..<((rowStart + width) * Self.cellStride)]))
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

    /// The size of a cell in memory: two 64-bit words, no padding.
    private static var cellStride: Int { MemoryLayout<Cell>.stride }

    /// Returns the first column whose bytes differ between two rows, or the
    /// row's width when all bytes are equal.
    ///
    /// A cell is two integers without padding, so equal bytes mean equal
    /// cells and unchanged rows are skipped by comparing whole 64-bit words.
    private static func firstPossiblyDifferentColumn(
        _ current: UnsafeRawBufferPointer, _ old: UnsafeRawBufferPointer
    ) -> Int {
        let wordCount = current.count / 8
        var word = 0
        // Four words at a time while they are equal, then word by word.
        while word + 4 <= wordCount,
            current.loadUnaligned(fromByteOffset: word * 8, as: SIMD4<UInt64>.self)
                == old.loadUnaligned(fromByteOffset: word * 8, as: SIMD4<UInt64>.self) {
            word += 4
        }
        while word < wordCount {
            if current.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                != old.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) {
                return word * 8 / cellStride
            }
            word += 1
        }
        // Bytes after the last whole word, if any, are compared as cells.
        return current.count % 8 == 0 ? current.count / cellStride : word * 8 / cellStride
    }
}
