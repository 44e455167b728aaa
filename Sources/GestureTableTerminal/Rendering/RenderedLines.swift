import GestureTable

/// What ``TableRenderer`` drew into the table's area of a frame, line by line, so that the next
/// render into the same frame draws again only the lines that would come out different.
///
/// Keep one for each frame buffer drawn into, and pass it to
/// ``TableRenderer/render(_:into:top:height:reusing:rowText:)`` with that buffer every time:
/// a line whose row shows the same text at the same place, offset, phase and selection as the
/// last time is left as it is, and every other line is drawn from scratch. The frame that comes
/// out is the one a render without it makes. A new value, or one last used with a frame of
/// another size, another area or another ``TableRenderer/usesColor``, draws every line.
///
/// The frame's table area must hold what the last render with this value left there: after
/// drawing anything else into that area, start again with a new value.
public struct RenderedLines: Sendable {
    /// What drew the frame: its size, the table's area in it, and the colors.
    struct Area: Equatable {
        var width: Int
        var height: Int
        var top: Int
        var lines: Int
        var usesColor: Bool
    }

    /// What one line of the area shows.
    enum Line: Equatable {
        /// Nothing: a blank line in the plain style.
        case blank
        /// One line of the row at this index of ``Drawing/rows``, alone.
        case row(Int)
        /// One line of the header at this index of ``Drawing/headers``, alone.
        case header(Int)
        /// Several items over one another, the lifted row, an open row or the placeholder: drawn
        /// every time.
        case several
    }

    /// A row as it is drawn: its text and everything else that decides its cells.
    struct Row {
        var text: RowText
        var presentation: RowPresentation
        /// Its index in the table's rows, or `nil` for a row being deleted.
        var index: Int?
        var place: TableRenderer.RowPlace
        /// What its open side shows (an open row is drawn again every time).
        var revealed: TableRenderer.RevealedSide
        /// What decides its cells besides its text and uncovered action, in plain values.
        var look: Look

        init(
            text: RowText, presentation: RowPresentation, index: Int?, isSelected: Bool, isChecked: Bool = false,
            isCarried: Bool = false, revealed: TableRenderer.RevealedSide = TableRenderer.RevealedSide(), place: TableRenderer.RowPlace,
            outline: TableRenderer.OutlineLook? = nil
        ) {
            self.text = text
            self.presentation = presentation
            self.index = index
            self.place = place
            self.revealed = revealed
            var isReusable = true
            if case .open = presentation.phase { isReusable = false }
            look = Look(
                first: place.first, visibleStart: place.visible.lowerBound, visibleEnd: place.visible.upperBound,
                offset: Int(min(max(presentation.offset, -1e9), 1e9).rounded()), phase: presentation.phase,
                isFading: presentation.phase == .deleting && presentation.opacity < 0.6, isSelected: isSelected,
                isChecked: isChecked, isCarried: isCarried, hasAction: presentation.action != nil, isReusable: isReusable,
                outline: outline)
        }

        /// Whether it can be left as drawn when it looks the same: not an open row.
        var isReusable: Bool { look.isReusable }
    }

    /// The plain values that decide a row's cells, besides its text and uncovered action.
    struct Look: Equatable {
        /// The frame line of its first line, and the frame lines drawn.
        var first: Int
        var visibleStart: Int
        var visibleEnd: Int
        /// Its offset in whole cells, as ``TableRenderer`` draws it.
        var offset: Int
        var phase: RowPhase
        /// Whether the renderer dims it: a deleting row below 60 % opacity.
        var isFading: Bool
        var isSelected: Bool
        /// Whether the table has the row selected (a check mark beside the focus marker).
        var isChecked: Bool
        /// Whether a lifted group carries it (drawn faded, marked `≡`, until the drop).
        var isCarried: Bool
        var hasAction: Bool
        /// Whether it can be left as drawn when it looks the same: not an open row.
        var isReusable: Bool
        /// Its indent, disclosure mark and drop-target highlight in an outline; `nil` in a flat table.
        var outline: TableRenderer.OutlineLook?
    }

    /// A section header as it is drawn: its title on the first of its frame lines.
    struct Header: Equatable {
        var title: String
        var lines: Range<Int>
    }

    /// One frame's lines and the items on them.
    struct Drawing {
        var area: Area?
        /// The area's lines, top to bottom.
        var lines: [Line] = []
        var rows: [Row] = []
        /// The ``Row/look`` of each row, apart: plain values that compare without copying a row.
        var looks: [Look] = []
        var headers: [Header] = []

        /// Empties it for the next frame, keeping the arrays' storage.
        mutating func reset(area: Area) {
            self.area = area
            lines.removeAll(keepingCapacity: true)
            lines.append(contentsOf: repeatElement(.blank, count: area.lines))
            rows.removeAll(keepingCapacity: true)
            looks.removeAll(keepingCapacity: true)
            headers.removeAll(keepingCapacity: true)
        }

        /// Adds a row that covers the area's lines `covered`.
        mutating func append(_ row: Row, covering covered: Range<Int>) {
            cover(covered, with: row.isReusable ? .row(rows.count) : .several)
            rows.append(row)
            looks.append(row.look)
        }

        /// Notes that an item covers the area's lines `covered`: a line it alone covers shows
        /// `line`, one covered by anything else as well shows ``Line/several``.
        mutating func cover(_ covered: Range<Int>, with line: Line) {
            for index in covered where lines.indices.contains(index) {
                lines[index] = lines[index] == .blank ? line : .several
            }
        }

        /// Calls `body` with each line's index and whether it shows something other than the
        /// same line of `other` (every line, when the areas differ), top to bottom.
        func compareLines(with other: Drawing, _ body: (_ line: Int, _ isChanged: Bool) -> Void) {
            guard area == other.area, lines.count == other.lines.count else {
                for line in lines.indices { body(line, true) }
                return
            }
            // Through buffer pointers, so that no row is copied (and retained) to be compared.
            looks.withUnsafeBufferPointer { looks in
                other.looks.withUnsafeBufferPointer { otherLooks in
                    rows.withUnsafeBufferPointer { rows in
                        other.rows.withUnsafeBufferPointer { otherRows in
                            for line in lines.indices {
                                switch (lines[line], other.lines[line]) {
                                case (.blank, .blank):
                                    body(line, false)
                                case (.row(let row), .row(let otherRow)):
                                    // The plain values first; the text and action only when they agree.
                                    let look = looks[row]
                                    body(line, look != otherLooks[otherRow] || !look.isReusable
                                        || (look.hasAction && rows[row].presentation.action != otherRows[otherRow].presentation.action)
                                        || rows[row].text != otherRows[otherRow].text)
                                case (.header(let header), .header(let otherHeader)):
                                    body(line, headers[header] != other.headers[otherHeader])
                                default:
                                    body(line, true)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// What the frame shows now.
    var drawn = Drawing()
    /// The next frame's drawing, being made (kept to reuse its storage).
    var next = Drawing()
    /// For each line of the area, whether it is drawn again this frame.
    var isDirty: [Bool] = []

    /// Creates a value that knows nothing of the frame: the next render draws every line.
    public init() {}

    /// Appends the frame lines of the area that may show something other than they show in the
    /// frame `other` tells of (every line of the area when the two areas differ), in increasing
    /// order: for ``FrameWriter/write(_:changedLines:to:)``, when the frame written before was
    /// drawn with `other`.
    package func appendLines(differingFrom other: RenderedLines, to changed: inout [Int]) {
        guard let area = drawn.area else { return }
        drawn.compareLines(with: other.drawn) { line, isChanged in
            if isChanged { changed.append(area.top + line) }
        }
    }
}
