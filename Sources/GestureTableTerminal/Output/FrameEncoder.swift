#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the difference between two frames into terminal bytes, for ``FrameWriter``.
///
/// It knows what the terminal knows while one frame is written: where the cursor is (if
/// known), the style last set, and, for a row shifted with ICH or DCH, what the row now shows.
struct FrameEncoder {
    /// The bytes of the frame; they start with room for a synchronized-update prefix.
    var bytes = TerminalBytes()
    /// The length of the synchronized-update prefix at the start of ``bytes``.
    static let prefixLength = 8

    private var width = 0
    private var colorLevel = ColorLevel.truecolor
    private var shiftsRows = true
    /// The column the next character goes to; -1 when unknown, `width` when the last
    /// column was just written (the terminal's wrap is pending, so only absolute moves are safe).
    private var cursorX = -1
    /// The row of the cursor, -1 when unknown.
    private var cursorY = -1
    /// The style set in the terminal (already converted), `nil` when unknown.
    private var style: CellStyle? = .plain
    /// The unconverted bits of the last cell written, to skip conversions.
    private var sourceBits: UInt64 = 0
    /// A row as the terminal shows it after a shift.
    private var shiftedRow: [Cell] = []

    /// A cell the terminal may show anything in: never equal to a real cell.
    static let unknownCell = Cell(code: .max, bits: .max)
    /// The most cells a row is shifted by.
    static let longestShift = 64
    /// Shifting pays only when a row has at least this many changed cells.
    static let fewestCellsForShift = 8

    /// Starts a frame: the style is plain (every frame ends plain), the cursor is unknown.
    mutating func begin(width: Int, colorLevel: ColorLevel, shiftsRows: Bool) {
        bytes.removeAll()
        bytes.append("\u{1B}[?2026h")
        self.width = width
        self.colorLevel = colorLevel
        self.shiftsRows = shiftsRows
        cursorX = -1
        cursorY = -1
        style = .plain
        sourceBits = 0
    }

    /// Ends a frame in the plain style, and the synchronized update if there is one.
    mutating func finish(isSynchronized: Bool) {
        bytes.appendStyleChange(from: style, to: .plain)
        style = .plain
        if isSynchronized { bytes.append("\u{1B}[?2026l") }
    }

    /// Encodes every row of `new` that differs from `old` (frames of the same size); returns
    /// the number of rows written.
    mutating func encodeChanges(from old: Frame, to new: Frame) -> Int {
        encodeChanges(from: old, to: new, rows: 0..<new.height)
    }

    /// Encodes each of `rows` (in increasing order) where `new` differs from `old` (frames of
    /// the same size); returns the number of rows written. Rows outside the frames are skipped.
    mutating func encodeChanges(from old: Frame, to new: Frame, rows: some Sequence<Int>) -> Int {
        guard width > 0 else { return 0 }
        var changedRows = 0
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                guard let newBase = newCells.baseAddress, let oldBase = oldCells.baseAddress else { return }
                for row in rows where row >= 0 && row < new.height && row < old.height {
                    let newRow = UnsafeBufferPointer(start: newBase + row * width, count: width)
                    let oldRow = UnsafeBufferPointer(start: oldBase + row * width, count: width)
                    guard let first = Self.firstDifference(newRow, oldRow) else { continue }
                    changedRows += 1
                    encodeRow(row, from: first, new: newRow, old: oldRow)
                }
            }
        }
        return changedRows
    }

    /// The first column where two rows differ, `nil` when they are equal.
    ///
    /// A cell is two integers without padding, so equal bytes mean equal cells: `memcmp`
    /// skips an unchanged row at memory speed.
    static func firstDifference(_ new: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>) -> Int? {
        guard let newBase = new.baseAddress, let oldBase = old.baseAddress,
              memcmp(newBase, oldBase, new.count * MemoryLayout<Cell>.stride) != 0
        else { return nil }
        var column = 0
        while column < new.count, new[column] == old[column] { column += 1 }
        return column < new.count ? column : nil
    }

    // MARK: - Rows

    /// Encodes one changed row, shifting it first when that saves bytes.
    private mutating func encodeRow(
        _ row: Int, from first: Int, new: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>
    ) {
        if shiftsRows, let shift = bestShift(from: first, new: new, old: old) {
            moveCursor(toColumn: first, row: row)
            bytes.appendCSI(abs(shift), final: shift > 0 ? 0x40 : 0x50)  // ICH right, DCH left.
            cursorX = first
            shiftedRow.removeAll(keepingCapacity: true)
            shiftedRow.append(contentsOf: old)
            shiftedRow.withUnsafeMutableBufferPointer { shifted in
                Self.apply(shift: shift, at: first, to: shifted, old: old)
            }
            let screen = shiftedRow
            screen.withUnsafeBufferPointer { screen in
                encodeRuns(row, from: first, new: new, screen: screen)
            }
        } else {
            encodeRuns(row, from: first, new: new, screen: old)
        }
    }

    /// What a row shows after ICH (`shift` > 0) or DCH (`shift` < 0) of `abs(shift)` cells at
    /// `column`: the cells a shift uncovers are unknown.
    static func apply(
        shift: Int, at column: Int, to shifted: UnsafeMutableBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>
    ) {
        let width = old.count
        let distance = abs(shift)
        for x in column..<width {
            let source = shift > 0 ? x - distance : x + distance
            shifted[x] = source >= column && source < width ? old[source] : unknownCell
        }
    }

    /// The shift (cells to the right if positive, to the left if negative) at `first` that
    /// leaves the fewest cells to write, or `nil` when no shift saves bytes.
    ///
    /// A shift is considered only where it cuts no wide character in two and moves no emoji
    /// sequence (whose width terminals disagree on).
    private func bestShift(from first: Int, new: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>) -> Int? {
        guard width - first > Self.fewestCellsForShift, !old[first].isContinuation else { return nil }
        var changed = 0
        for x in first..<width where new[x] != old[x] { changed += 1 }
        guard changed >= Self.fewestCellsForShift else { return nil }
        // A shift costs a move and the ICH or DCH: about eight bytes.
        var best: (shift: Int, cells: Int)?
        let longest = min(Self.longestShift, width - first - 1)
        guard longest >= 1 else { return nil }
        // Candidates must match at the first two changed cells and in the middle of the rest.
        let middle = (first + width) / 2
        for distance in 1...longest {
            // A shift by `distance` uncovers `distance` cells, all written: no longer shift can
            // leave fewer cells than the best found.
            if let best, best.cells <= distance { break }
            // Left: the cell `distance` to the right of `first` comes to `first`.
            if old[first + distance] == new[first], !old[first + distance].isContinuation,
               first + distance + 1 >= width || old[first + distance + 1] == new[first + 1],
               middle + distance >= width || old[middle + distance] == new[middle] {
                let cells = Self.cellsToWrite(shift: -distance, at: first, new: new, old: old)
                if let cells, cells < (best?.cells ?? changed - 8) { best = (-distance, cells) }
            }
            // Right: the cell at `first` goes `distance` to the right.
            if old[first] == new[first + distance], !old[width - distance].isContinuation,
               first + distance + 1 >= width || old[first + 1] == new[first + distance + 1],
               middle - distance < first || old[middle - distance] == new[middle] {
                let cells = Self.cellsToWrite(shift: distance, at: first, new: new, old: old)
                if let cells, cells < (best?.cells ?? changed - 8) { best = (distance, cells) }
            }
        }
        return best?.shift
    }

    /// The number of cells still to write after a shift, or `nil` when the shift would move an
    /// emoji sequence.
    private static func cellsToWrite(
        shift: Int, at column: Int, new: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>
    ) -> Int? {
        let width = old.count
        let distance = abs(shift)
        var cells = 0
        for x in column..<width {
            let source = shift > 0 ? x - distance : x + distance
            guard source >= column, source < width else {
                cells += 1
                continue
            }
            let moved = old[source]
            if moved.isCluster { return nil }
            if new[x] != moved { cells += 1 }
        }
        return cells
    }

    /// Writes the runs of cells where `new` differs from what the screen shows.
    private mutating func encodeRuns(
        _ row: Int, from first: Int, new: UnsafeBufferPointer<Cell>, screen: UnsafeBufferPointer<Cell>
    ) {
        var x = first
        while x < width {
            if new[x] == screen[x] {
                x += 1
                continue
            }
            var start = x
            if start > 0, new[start].isContinuation { start -= 1 }
            x += 1
            while x < width, new[x] != screen[x] { x += 1 }
            // A run ending on a wide character takes its right half along.
            if x < width, new[x].isContinuation { x += 1 }
            encodeRun(row, columns: start..<x, new: new)
        }
    }

    /// Writes one run of cells, moving the cursor there first (or rewriting a short gap).
    private mutating func encodeRun(_ row: Int, columns: Range<Int>, new: UnsafeBufferPointer<Cell>) {
        var x = columns.lowerBound
        if cursorY == row, cursorX >= 0, cursorX < x,
           rewritesGap(cursorX..<x, new: new, cheaperThan: moveCost(toColumn: x, row: row)) {
            x = cursorX
        } else {
            moveCursor(toColumn: x, row: row)
        }
        while x < columns.upperBound {
            let cell = new[x]
            if cell.isContinuation {
                // Only reached when a run starts on a right half: skip it and place the next
                // character explicitly.
                x += 1
                cursorX = -1
                continue
            }
            if cursorX != x || cursorY != row { moveCursor(toColumn: x, row: row) }
            setStyle(bits: cell.bits)
            bytes.appendCharacter(code: cell.code)
            let isWide = x + 1 < width && new[x + 1].isContinuation
            x += isWide ? 2 : 1
            cursorX = x
            if isWide, cell.isCluster {
                // Terminals disagree on the width of emoji sequences: place the next
                // character explicitly.
                cursorX = -1
                cursorY = -1
            }
        }
    }

    /// Whether writing the unchanged cells of `gap` again, in the current style, is no longer
    /// than `moveCost` bytes and possible: plain narrow cells in the style already set.
    private func rewritesGap(_ gap: Range<Int>, new: UnsafeBufferPointer<Cell>, cheaperThan moveCost: Int) -> Bool {
        guard gap.count <= moveCost else { return false }
        for x in gap {
            let cell = new[x]
            if cell.bits != sourceBits || cell.code >= 0x80 { return false }
            if x + 1 < width, new[x + 1].isContinuation { return false }
        }
        return true
    }

    /// Sets the style of a cell's bits, converted to the color level, if it is not set already.
    private mutating func setStyle(bits: UInt64) {
        let bits = bits & ~Cell.continuationBit
        guard bits != sourceBits || style == nil else { return }
        sourceBits = bits
        let converted = CellStyle(bits: bits).converted(to: colorLevel)
        bytes.appendStyleChange(from: style, to: converted)
        style = converted
    }

    // MARK: - Cursor

    /// The bytes of the shortest sequence that moves the cursor to a cell.
    func moveCost(toColumn x: Int, row y: Int) -> Int {
        if cursorY == y, cursorX == x { return 0 }
        var cost = Self.cursorPositionCost(column: x, row: y)
        if cursorY == y {
            cost = min(cost, 3 + (x > 0 ? TerminalBytes.digitCount(x + 1) : 0))  // CHA
            if cursorX >= 0, cursorX < width {
                let distance = abs(x - cursorX)
                cost = min(cost, 3 + (distance > 1 ? TerminalBytes.digitCount(distance) : 0))  // CUF, CUB
            }
        } else if cursorY >= 0, cursorX == x, cursorX < width {
            cost = min(cost, 3 + (y > 0 ? TerminalBytes.digitCount(y + 1) : 0))  // VPA
        }
        return cost
    }

    private static func cursorPositionCost(column x: Int, row y: Int) -> Int {
        3 + (y > 0 || x > 0 ? TerminalBytes.digitCount(y + 1) : 0) + (x > 0 ? 1 + TerminalBytes.digitCount(x + 1) : 0)
    }

    /// Moves the cursor to a zero-based cell by the shortest sequence.
    mutating func moveCursor(toColumn x: Int, row y: Int) {
        let cost = moveCost(toColumn: x, row: y)
        defer {
            cursorX = x
            cursorY = y
        }
        if cost == 0 { return }
        if cursorY == y {
            if cursorX >= 0, cursorX < width {
                let distance = abs(x - cursorX)
                if cost == 3 + (distance > 1 ? TerminalBytes.digitCount(distance) : 0) {
                    bytes.appendCSI(distance, final: x > cursorX ? 0x43 : 0x44)  // CUF, CUB
                    return
                }
            }
            if cost == 3 + (x > 0 ? TerminalBytes.digitCount(x + 1) : 0) {
                bytes.appendCSI(x + 1, final: 0x47)  // CHA
                return
            }
        } else if cursorY >= 0, cursorX == x, cursorX < width,
                  cost == 3 + (y > 0 ? TerminalBytes.digitCount(y + 1) : 0) {
            bytes.appendCSI(y + 1, final: 0x64)  // VPA
            return
        }
        // CUP, with a default row and column left out.
        bytes.append("\u{1B}[")
        if y > 0 || x > 0 { bytes.appendDecimal(y + 1) }
        if x > 0 {
            bytes.appendByte(0x3B)
            bytes.appendDecimal(x + 1)
        }
        bytes.appendByte(0x48)
    }
}
