// The pointer routed to the column under it, and a lifted row carried across the columns.

extension GestureBoard {
    /// A row a column lifted under the pointer, carried over the board.
    struct Carry {
        /// Who moves the row.
        enum Hold: Equatable {
            /// The home column's own lift, driven by its pointer: the row has not left it.
            case inHome
            /// The home column lifted it again when the row came back, and the board moves it.
            case liftedByBoard
            /// No column holds a lift: the board carries the row over ``target``, its home's gap
            /// closed.
            case away
            /// The keys carried the row to ``target``, another column, where its gap is open; its
            /// home column still holds the lift (a cancel there puts it home), and the board
            /// moves the gap. Nothing is transferred until the drop.
            case byKeys
        }

        /// Whether the row is shown out of its home column, in ``target``.
        var isAway: Bool { hold == .away || hold == .byKeys }
        /// Whether the pointer moves it.
        var isPointers: Bool { hold != .byKeys }

        /// The gap moved by `places` among the `count` rows of its column, clamped to them
        /// without overflow (`Int.max` and `Int.min` places too); `nil` with no gap open.
        func gap(movedBy places: Int, among count: Int) -> Int? {
            gap.map { $0 + min(max(places, -$0), count - $0) }
        }

        let id: Row.ID
        /// The rows carried, in their order: the lifted group of selected rows, or `id` alone.
        let group: [Row.ID]
        /// The column the row is in, until a drop elsewhere moves it.
        let home: Int
        /// The column whose frame last held the pointer.
        var target: Int
        var hold: Hold
        /// Where the row's gap is open in ``target`` (a column other than its home), among its
        /// rows; `nil` when no gap is open there (the column refuses the row).
        var gap: Int?
        /// The pointer, in the board's viewport.
        var point: Point?
        /// The distance from the row's top to the pointer.
        var grab: Double
        /// The row's height.
        var height: Double
        /// When autoscroll last advanced.
        var scrolledAt: Duration
    }

    /// Feeds one pointer event to the board, its x across the whole board's viewport.
    ///
    /// A press goes to the column under it, and the gesture stays there (a swipe, a tap, a
    /// reveal, a reorder inside the column, all as in a table) until a row the column lifted is
    /// carried over another column: then the gap closes in the column the row left and opens
    /// in the one under the pointer, where the reorder rule puts it (at 0 in an empty column).
    /// Over a gutter, or beyond the board's edges, the pointer keeps the column it was over.
    /// Released over another column, the row moves there; over a column that refuses it, or
    /// back in its own, it is dropped as in a table.
    public func handle(_ event: PointerEvent) {
        followColumns()
        switch event {
        case .down(let point):
            if carry != nil { cancelCarry() }
            if let column = pointerColumn { tables[column].handle(.cancelled) }
            pointerColumn = column(atX: point.x)
            guard let column = pointerColumn else { return }
            shared.dropLifts(except: tables[column])
            tables[column].handle(.down(local(point, in: column)))
            adoptLift(at: point)
        case .moved(let point):
            if carry?.isPointers == true {
                carryMoved(to: point)
            } else if let column = pointerColumn {
                lastPoint = point
                tables[column].handle(.moved(local(point, in: column)))
                adoptLift(at: point)
            }
        case .up(let velocity):
            if carry?.isPointers == true {
                releaseCarry(velocity: velocity)
            } else if let column = pointerColumn {
                tables[column].handle(.up(velocity: velocity))
            }
            pointerColumn = nil
            lastPoint = nil
        case .cancelled:
            if carry?.isPointers == true {
                cancelCarry()
            } else if let column = pointerColumn {
                tables[column].handle(.cancelled)
            }
            pointerColumn = nil
            lastPoint = nil
        }
        // A drop in a column made a step there: the board's limit holds at once.
        shared.trimHistory()
        checkInvariants()
    }

    /// Brings every column up to the clock's time (animations end, a press held long enough
    /// lifts its row), and scrolls for a carried row near an edge: vertically in the column
    /// under it, horizontally when the board is wider than its viewport. Drivers call it once
    /// per frame.
    public func tick() {
        for table in tables { table.tick() }
        followColumns()
        if let point = carry?.point ?? lastPoint, pointerColumn != nil { adoptLift(at: point) }
        advanceAutoscroll()
        checkInvariants()
    }

    /// Whether a row is carried out of its column, by the pointer or by the keys
    /// (``moveLiftedRow(toColumn:)``): ``layout(ofColumn:height:)`` shows its gap, and
    /// ``carriedRowFrame`` where to draw it.
    public var isCarryingRow: Bool { carry?.isAway ?? false }

    /// The column the pointer is over while it carries a row (the last one, over a gutter).
    public var carryTargetColumn: Int? { carry?.target }

    // MARK: - Following the columns

    /// Takes on a lift the pointer's column has just made.
    func adoptLift(at point: Point) {
        lastPoint = point
        guard carry == nil, let column = pointerColumn else { return }
        let table = tables[column]
        guard table.isReordering, table.pointerHoldsLift, let index = table.liftedRowIndex,
            let top = table.liftedRowY
        else { return }
        let height = table.laidOutHeight(ofRowAt: index)
        carry = Carry(
            id: table.id(ofRowAt: index), group: table.carriedRowIDs, home: column, target: column, hold: .inHome, gap: nil,
            point: point, grab: point.y - top, height: height, scrolledAt: now)
    }

    /// Ends the carry when its columns ended it: the home column's lift ended (a change took the
    /// row, a verb dropped it), or the row carried away is gone from its home.
    func followColumns() {
        guard let carry else { return }
        let home = tables[carry.home]
        switch carry.hold {
        case .inHome, .liftedByBoard, .byKeys:
            guard let index = home.liftedRowIndex, home.id(ofRowAt: index) == carry.id else {
                self.carry = nil
                if carry.hold == .byKeys { emit(.cancel, id: carry.id, column: carry.home, index: nil) }
                return
            }
            if carry.hold == .byKeys, let gap = carry.gap, gap > tables[carry.target].count {
                self.carry?.gap = tables[carry.target].count
            }
        case .away:
            guard home.containsRow(withID: carry.id) else {
                self.carry = nil
                emit(.cancel, id: carry.id, column: carry.home, index: nil)
                return
            }
            // The column under the row lost rows: its gap stays within them.
            if let gap = carry.gap, gap > tables[carry.target].count { self.carry?.gap = tables[carry.target].count }
        }
    }

    // MARK: - Carrying

    func carryMoved(to point: Point) {
        guard var carry else { return }
        carry.point = point
        self.carry = carry
        let target = column(atX: point.x) ?? carry.target
        if target != carry.target { retarget(to: target) }
        guard let current = self.carry else { return }
        switch current.hold {
        case .inHome:
            tables[current.home].handle(.moved(local(point, in: current.home)))
            followColumns()
        case .liftedByBoard:
            try? tables[current.home].moveLiftedRow(to: place(in: current.home, at: point.y))
        case .away, .byKeys:
            guard current.gap != nil else { return }
            let place = place(in: current.target, at: point.y)
            self.carry?.gap = place
        }
    }

    /// The carried row leaves the column it was over for `column`.
    func retarget(to column: Int) {
        guard var carry else { return }
        let home = tables[carry.home]
        switch carry.hold {
        case .inHome, .liftedByBoard:
            // The home column's lift ends where the row rests: its gap closes there; the board
            // carries the row from now on.
            let resting = home.liftedRowRestingIndex
            try? home.cancelLift()
            carry.hold = .away
            self.carry = carry
            emit(.transferLeave, id: carry.id, column: carry.home, index: resting)
        case .away, .byKeys:
            if let gap = carry.gap { emit(.transferLeave, id: carry.id, column: carry.target, index: gap) }
        }
        carry.gap = nil
        carry.target = column
        self.carry = carry
        guard let index = home.index(ofRowWithID: carry.id) else { return followColumns() }
        let y = carry.point?.y ?? 0
        if column == carry.home {
            // Back home: the column lifts it again, and the board moves it there. The carry is
            // the column's lift first, so that the lift is not taken for a verb that ends it.
            self.carry?.hold = .liftedByBoard
            do {
                try home.liftRow(at: index)
                let place = place(in: column, at: y)
                try home.moveLiftedRow(to: place)
                emit(.transferEnter, id: carry.id, column: column, index: place)
            } catch {
                if home.isReordering { try? home.cancelLift() }
                self.carry?.hold = .away
                emit(.transferRefused, id: carry.id, column: column, index: nil)
            }
        } else if canTransfer(carry.group, from: carry.home, to: column) {
            let place = place(in: column, at: y)
            self.carry?.gap = place
            emit(.transferEnter, id: carry.id, column: column, index: place)
        } else {
            emit(.transferRefused, id: carry.id, column: column, index: nil)
        }
    }

    func releaseCarry(velocity: Velocity?) {
        guard let carry else { return }
        self.carry = nil
        let home = tables[carry.home]
        switch carry.hold {
        case .inHome:
            home.handle(.up(velocity: velocity))
        case .liftedByBoard:
            try? home.dropLiftedRow()
        case .away, .byKeys:
            // The carry's one transfer, announced where it went.
            if carry.target != carry.home, let gap = carry.gap, (try? land(carry, at: gap)) != nil { return }
            if home.isReordering { try? home.cancelLift() }
            emit(.cancel, id: carry.id, column: carry.home, index: home.index(ofRowWithID: carry.id))
        }
    }

    /// Whether every row of `ids` still in column `source` may go to `destination`.
    func canTransfer(_ ids: [Row.ID], from source: Int, to destination: Int) -> Bool {
        let home = tables[source]
        return ids.allSatisfy { id in
            guard let index = home.index(ofRowWithID: id) else { return true }
            return askCanTransfer(home.rows[index], from: source, to: destination)
        }
    }

    func cancelCarry() {
        guard let carry else { return }
        self.carry = nil
        let home = tables[carry.home]
        switch carry.hold {
        case .inHome: home.handle(.cancelled)
        case .liftedByBoard, .byKeys:
            // Home is where the row rests: no change, no step, no transfer.
            let resting = home.liftedRowRestingIndex
            try? home.cancelLift()
            if carry.hold == .byKeys { emit(.cancel, id: carry.id, column: carry.home, index: resting) }
        case .away: emit(.cancel, id: carry.id, column: carry.home, index: home.index(ofRowWithID: carry.id))
        }
    }

    /// The place the reorder rule gives a carried row whose top is at `y - grab` over `column`:
    /// past every other row whose middle its centre has passed.
    ///
    /// - Complexity: O(log² *n*): a binary search over the column's rows.
    func place(in column: Int, at y: Double) -> Int {
        guard let carry else { return 0 }
        let table = tables[column]
        let centre = y - carry.grab + carry.height / 2
        let carried = table.index(ofRowWithID: carry.id)
        let count = table.count
        guard !centre.isNaN else { return min(carried ?? count, count) }
        // The column as it would be without the carried row.
        var passed = table.rowsPassed(byCentre: centre, without: carried)
        if let carried, carried < passed { passed -= 1 }
        return min(passed, carried == nil ? count : count - 1)
    }

    // MARK: - Autoscroll

    func advanceAutoscroll() {
        guard let carry, let point = carry.point else { return }
        let now = self.now
        let elapsed = (now - carry.scrolledAt).seconds
        self.carry?.scrolledAt = now
        guard elapsed > 0 else { return }
        var scrolled = false
        let horizontal = horizontalAutoscrollSpeed(at: point.x)
        if horizontal != 0 {
            scroll(horizontallyBy: horizontal * elapsed)
            scrolled = true
        }
        // A lift of the home column's own scrolls that column by itself.
        if carry.hold != .inHome {
            let vertical = verticalAutoscrollSpeed(of: carry, in: tables[carry.target])
            if vertical != 0 {
                try? tables[carry.target].scroll(by: vertical * elapsed)
                scrolled = true
            }
        }
        if scrolled { carryMoved(to: point) }
    }

    /// How fast the board scrolls horizontally with the pointer at `x`: near an edge, when the
    /// board is wider than its viewport; up to two columns a second.
    func horizontalAutoscrollSpeed(at x: Double) -> Double {
        let limit = contentWidth - viewportWidth
        guard limit > 0, x.isFinite else { return 0 }
        let zone = max(1, min(columnWidth / 2, viewportWidth / 4))
        let maximum = 2 * columnWidth
        if x < zone, horizontalScrollOffset > 0 {
            let depth = min(1, (zone - x) / zone)
            return -maximum * depth * depth
        }
        if x > viewportWidth - zone, horizontalScrollOffset < limit {
            let depth = min(1, (x - (viewportWidth - zone)) / zone)
            return maximum * depth * depth
        }
        return 0
    }

    /// How fast `table` scrolls under a row the board carries over it, by the rule a table's
    /// own lift follows.
    func verticalAutoscrollSpeed(of carry: Carry, in table: GestureTable<Row>) -> Double {
        guard let y = carry.point?.y, y.isFinite else { return 0 }
        let configuration = table.configuration
        let rowHeight = configuration.rowHeight
        let viewport = table.viewportHeight
        let zone = max(rowHeight, viewport * configuration.autoscrollZone)
        let maximum = configuration.maximumAutoscrollSpeed * rowHeight
        let centre = y - carry.grab + carry.height / 2
        if centre < zone, table.scrollOffset > 0 {
            let depth = min(1, (zone - centre) / zone)
            return -maximum * depth * depth
        }
        if centre > viewport - zone, table.scrollOffset < table.maximumScrollOffset {
            let depth = min(1, (centre - (viewport - zone)) / zone)
            return maximum * depth * depth
        }
        return 0
    }
}
