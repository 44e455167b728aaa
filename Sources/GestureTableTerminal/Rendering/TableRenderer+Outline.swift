import GestureTable

extension TableRenderer {
    /// How far an outline's rows are indented: ``width`` columns a level.
    ///
    /// `nil` where one is expected means a flat table, drawn exactly as before outlines existed.
    struct OutlineIndent: Equatable {
        /// Columns a level, 0 to 32.
        var width: Int

        /// The deepest level drawn further right: past it a row stays where that level is, so
        /// no depth makes the arithmetic overflow (the text is off screen long before).
        static let deepestLevel = 10_000

        init(width: Double) {
            // The configuration's value is points on other front ends; here it is columns, and a
            // NaN, negative or huge one still draws something sensible.
            self.width = width.isFinite ? Int(min(max(width, 0), 32).rounded()) : 2
        }

        /// The indent of a table that is an outline (`GestureTable.isOutline`): its
        /// configuration's `indentWidth`; `nil` for a flat table.
        init?<Row>(_ table: GestureTable<Row>) {
            guard table.isOutline else { return nil }
            self.init(width: table.configuration.indentWidth)
        }

        /// The indent of a frame taken apart from its table, which does not say whether it is
        /// an outline: one when a row is nested or has children, at the terminal's 2 columns a
        /// level (what `TableConfiguration.terminal` sets; written here as a number, since the
        /// web page's player builds the renderer without the terminal's input files); `nil`
        /// otherwise.
        init?<Row>(_ drawing: TableFrame<Row>) {
            guard drawing.rows.contains(where: { $0.depth > 0 || $0.disclosure != .none }) else { return nil }
            self.init(width: 2)
        }

        /// The columns before the disclosure mark of a row at `depth`.
        func indent(ofDepth depth: Int) -> Int {
            min(max(depth, 0), Self.deepestLevel) * width
        }
    }

    /// The lines the lifted row is drawn on, `lines`, moved clear of the row it would drop into
    /// (on `target`) when they cover it: right under it, or right over it when there is no room
    /// under it in the area of `areaLines` lines from `top`. A row a line tall over another's
    /// middle half covers it, and the reverse video that says the drop goes into it would not
    /// show.
    static func liftedLines(_ lines: Range<Int>, clearOf target: Range<Int>?, top: Int, lines areaLines: Int) -> Range<Int> {
        guard let target, lines.overlaps(target) else { return lines }
        let count = lines.count
        if target.upperBound + count <= top + areaLines { return target.upperBound..<(target.upperBound + count) }
        if target.lowerBound - count >= top { return (target.lowerBound - count)..<target.lowerBound }
        return lines
    }

    /// How a row of an outline is drawn besides what every row has: its indent, its
    /// disclosure mark, and whether a carried row would drop into it.
    struct OutlineLook: Equatable {
        /// Columns between the row's marker and its disclosure mark.
        var indent: Int
        var disclosure: OutlineDisclosure
        /// Whether it is the frame's `dropTarget`: drawn in reverse video across the width.
        var isDropTarget = false

        /// `▾` for an expanded row, `▸` for a collapsed one, each with the space after it;
        /// nothing for a row without children, whose text still starts where its siblings' do.
        var mark: String? {
            switch disclosure {
            case .expanded: "▾ "
            case .collapsed: "▸ "
            case .none: nil
            }
        }

        /// How much further right than a flat row's the text starts: the indent and the mark.
        var textShift: Int { indent + 2 }
    }
}
