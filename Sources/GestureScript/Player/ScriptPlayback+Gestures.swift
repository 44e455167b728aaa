import GestureTable

extension ScriptPlayback {
    /// Runs a gesture command.
    func perform(_ gesture: ScriptGesture, at location: SourceLocation) throws(PlaybackStop) {
        switch gesture {
        case .swipe(let target, let fraction, let velocity, let start):
            try press(target, at: location, across: start?.value)
            dragPointer(toFraction: fraction.value)
            releasePointer(velocity: velocity?.value ?? 0)
        case .drag(let target, let fraction):
            // The pointer stays down.
            try press(target, at: location)
            dragPointer(toFraction: fraction.value)
        case .continueDrag(let fraction): try continueDrag(to: fraction, at: location)
        case .release(let velocity, let vertical): try release(velocity: velocity, vertical: vertical, at: location)
        case .cancel: try cancel(at: location)
        case .longPress(let target): try longPress(target, at: location)
        case .move(let target, let into):
            if let into {
                try moveLiftedRow(into: target, at: into)
            } else {
                try moveLiftedRow(over: target, at: location)
            }
        case .hold(let duration): try hold(duration.value, at: location)
        case .drop: try drop(at: location)
        case .tap(let target, let side, let button): try tap(target, side: side, button: button, at: location)
        case .pan(let target, let lines, let velocity):
            try pan(target, lines: lines.value, velocity: velocity?.value ?? 0, at: location)
        case .scroll(let lines, let velocity): try scroll(by: lines.value, velocity: velocity?.value, at: location)
        case .wait(let duration): passTime(duration.value)
        case .sweep(let from, let to): try sweep(from: from, to: to, at: location)
        }
    }

    /// `sweep I J`: in edit mode with several rows allowed, presses row I, drags vertically to
    /// the middle of row J and releases: the rows from I to J are selected. Both rows must be
    /// in the viewport.
    func sweep(from: Located<Int>, to: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        guard table.isEditing, table.selectionMode == .multiple else {
            throw error("sweep selects rows in edit mode with several rows allowed: 'set selection multiple' and 'set editing on' first", at: location)
        }
        let target = try visibleIndex(to)
        try press(Located(.row(from.value), at: from.location), at: location)
        guard let current = pointer else { return }
        movePointer(to: Point(x: current.x, y: middleY(ofRowAt: target)))
        releasePointer(velocity: 0)
    }

    // MARK: - Swipes

    /// `drag F`: continue the held drag to F (from where the pointer went down). The pointer
    /// of a lifted row may move across too; the row follows it up and down only.
    func continueDrag(to fraction: Located<Double>, at location: SourceLocation) throws(PlaybackStop) {
        if pointer == nil || table.liftedRowIndex == nil { try requireHeldDrag("drag F", at: location) }
        dragPointer(toFraction: fraction.value)
    }

    /// `release [velocity V] [vertical V]`: lifts the pointer of the held drag; with the
    /// pointer up, releases the row the keyboard stepped (its current action
    /// fires, or it settles back).
    func release(velocity: Located<Double>?, vertical: Located<Double>?, at location: SourceLocation) throws(PlaybackStop) {
        if pointer == nil, velocity == nil, vertical == nil, let id = steppedRowID {
            try releaseSteppedRow(id, at: location)
            return
        }
        try requireHeldDrag("release", at: location)
        releasePointer(velocity: velocity?.value ?? 0, vertical: vertical?.value ?? 0)
    }

    /// `cancel`: the system interrupts the gesture in progress; with the
    /// pointer up, the keyboard's lift is cancelled (the order is restored)
    /// or its stepped row settles back.
    func cancel(at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            // On a board, the lift wherever it is carried: home, with no change.
            if let liveBoard, liveBoard.liftedRow != nil {
                try boardVerb("cancel", at: location) { () throws(GestureTableError) in try liveBoard.cancelLift() }
                return
            }
            if table.isReordering {
                try send(at: location) { (table) throws(GestureTableError) in try table.cancelLift() }
                return
            }
            if let id = steppedRowID {
                steppedRowID = nil
                if let index = table.index(ofRowWithID: id), (try? table.phase(ofRowAt: index)) == .dragging {
                    try send(at: location) { (table) throws(GestureTableError) in try table.replaceRow(at: index) }
                    return
                }
            }
            throw error("nothing to cancel: no gesture, lift or step is in progress", at: location)
        }
        table.handle(.cancelled)
        pointer = nil
        recordFrame()
    }

    /// Fails unless a drag is held (the pointer is down and no row is lifted). A pointer whose
    /// row was deleted is still held, as a finger stays down when its view goes away.
    func requireHeldDrag(_ command: String, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            throw error("'\(command)' needs a held drag; start one with 'drag I F'", at: location)
        }
        guard table.liftedRowIndex == nil else {
            throw error("a row is lifted, not dragged; let go of it with 'drop'", at: location)
        }
    }

    /// Presses the middle of the line where the target row is drawn (it
    /// must be visible), or of the target line of the viewport, with no other
    /// gesture in progress; across, the middle of the content the row shows
    /// there (``contentX(ofRowAt:)``), so a swipe never presses a button. With `start`, across
    /// at that fraction of the width from the leading edge instead (``startX(_:)``).
    func press(_ target: Located<ScriptTarget>, at location: SourceLocation, across start: Double? = nil) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let y = try pressY(target)
        let row = table.indexOfRow(atY: y)
        press(at: Point(x: start.map(startX) ?? contentX(ofRowAt: row), y: y))
        pressedRowID = row.map { table.rows[$0].id }
    }

    /// Where a press on the row at `index` lands across: the middle of the
    /// row. An open row (reveal mode), still opening or open, shows its
    /// content beside its buttons, and the core takes a press released
    /// there as a tap on what is under it; so the press goes to the middle
    /// of the part of the content still drawn, where a tap closes the row
    /// and a drag moves it. Only `tap` presses a button.
    func contentX(ofRowAt index: Int?) -> Double {
        let width = table.width
        guard let index, (try? table.openSide(ofRowAt: index)) != nil,
            let offset = try? table.offset(ofRowAt: index), offset.isFinite
        else { return width / 2 }
        // The content is drawn from `offset` to `offset + width`; the buttons fill the rest.
        let shown = (lower: max(0, offset), upper: min(width, width + offset))
        return shown.upper > shown.lower ? (shown.lower + shown.upper) / 2 : width / 2
    }

    /// Where across a press at `start` of the width lands: 0 is the leading edge (the left
    /// one, the right one right to left), 1 the trailing one.
    func startX(_ start: Double) -> Double {
        let width = table.width
        return table.layoutDirection == .rightToLeft ? width - start * width : start * width
    }

    /// The y a pointer gesture presses: the middle of the line where the
    /// target row is drawn, or of the target line, which must be in the viewport.
    func pressY(_ target: Located<ScriptTarget>) throws(PlaybackStop) -> Double {
        switch target.value {
        case .row(let index):
            let row = try visibleIndex(Located(index, at: target.location))
            let y = middleY(ofRowAt: row)
            // A row still growing in has no line of its own yet: the press would land on the
            // row below it, so the script says so rather than swipe another row.
            guard table.indexOfRow(atY: y) == row else {
                throw error(
                    "row \(row) is not drawn on a line of its own yet (it is still growing in); 'wait' for it first",
                    at: target.location)
            }
            return y
        case .line(let line):
            let lines = size.lines
            guard line >= 0, line < lines else {
                throw error(
                    "line \(line) is outside the viewport: its lines are 0 to \(lines - 1)", at: target.location)
            }
            return Double(line) + 0.5
        }
    }

    /// Fails when the pointer is already down.
    func requireNoGesture(at location: SourceLocation) throws(PlaybackStop) {
        guard pointer == nil else {
            let held = if table.liftedRowIndex != nil {
                "a row is lifted; 'drop' it"
            } else if table.presentedContextMenu?.isHeld == true {
                "a press holds the context menu open; 'release' it (the menu stays open) or 'choose' an item"
            } else {
                "a drag is held; 'release' or 'cancel' it"
            }
            throw error("a gesture is in progress: \(held) first", at: location)
        }
    }

    /// Puts the pointer down at `point`.
    func press(at point: Point) {
        table.handle(.down(point))
        pointer = point
        pressOrigin = point
        pressedRowID = nil
        recordFrame()
    }

    /// Moves the held pointer across, one cell a step, to `fraction` of the
    /// width from where it went down.
    func dragPointer(toFraction fraction: Double) {
        guard let current = pointer else { return }
        movePointer(to: Point(x: pressOrigin.x + fraction * table.width, y: current.y))
    }

    /// Lifts the pointer with a horizontal velocity in row widths per second and a vertical one
    /// in lines per second (positive down).
    func releasePointer(velocity: Double, vertical: Double = 0) {
        table.handle(.up(velocity: Velocity(dx: velocity * table.width, dy: vertical * table.configuration.rowHeight)))
        pointer = nil
        recordFrame()
    }

    /// Moves the pointer to `target` by at most a cell across and a quarter
    /// of a row down or up a step, one step every 8 ms (``pointerStep``); with
    /// `set pointer-step 0ms`, in one move, as a terminal reports a drag.
    func movePointer(to target: Point) {
        guard var current = pointer, target.x.isFinite, target.y.isFinite else { return }
        if pointerStep == .zero, current != target {
            // No time between steps: one move straight there, as a terminal reports a drag.
            table.handle(.moved(target))
            pointer = target
            recordFrame()
            return
        }
        while current != target {
            current = Point(
                x: Self.approach(current.x, target.x, by: Self.horizontalStep),
                y: Self.approach(current.y, target.y, by: Self.verticalStep))
            clock.advance(by: pointerStep)
            table.handle(.moved(current))
            pointer = current
            recordFrame()
        }
    }

    /// `value` moved toward `goal` by at most `step`.
    static func approach(_ value: Double, _ goal: Double, by step: Double) -> Double {
        abs(goal - value) <= step ? goal : value + (goal > value ? step : -step)
    }

    // MARK: - Reorder

    /// `longpress I` (or `longpress line L`): press and hold still for the
    /// long-press duration. A row that cannot be lifted (pinned, pending,
    /// open, moving) is not: the press is held, as a hand would hold it,
    /// for a `release` (or `move`, `hold`, `drop` fail with the reason).
    func longPress(_ target: Located<ScriptTarget>, at location: SourceLocation) throws(PlaybackStop) {
        try press(target, at: location)
        passTime(table.configuration.longPressDuration)
        // With `set long-press 0ms` no time passes: let the table see that the press is due.
        if table.liftedRowIndex == nil { table.tick() }
        recordFrame()
    }

    /// Why a long press on row `index` lifted nothing, from the row's phase.
    func whyNotLifted(_ index: Int) -> String {
        switch (try? table.phase(ofRowAt: index)) ?? .rest {
        case .pending(let slot):
            "it is pending: its \(slot.scriptName) action fired and has not resolved it (push, delete or replace it)"
        case .pushing, .pushed: "it is pushed off its line"
        case .open(let side): "it is open on the \(side.rawValue); close it first"
        case .deleting: "it is being deleted"
        case .dragging: "the press caught it while it was still moving; 'wait' for it to settle first"
        case .settling, .appearing: "it is still moving; 'wait' for it to settle first"
        case .lifted, .rest:
            pinnedRowIDs.contains(table.rows[index].id)
                ? "it is pinned, and a pinned row cannot be lifted"
                : "the table refused to lift it"
        }
    }

    /// `move I`: drag the lifted row over row I's position as laid out when
    /// the command starts, or to half a row past the edge of the viewport
    /// when that position is outside it (autoscroll then runs while the
    /// pointer rests there). Autoscroll also runs during the move when the
    /// pointer passes through an edge zone.
    ///
    /// `move line L` moves the held pointer to the middle of screen line L of
    /// the viewport, or of a line above or below it, as far out as the
    /// viewport is tall (where autoscroll runs): a lifted row follows it, and
    /// a press that has not become a swipe scrolls the list, as a vertical
    /// drag does.
    func moveLiftedRow(over target: Located<ScriptTarget>, at location: SourceLocation) throws(PlaybackStop) {
        if case .row(let row) = target.value, pointer != nil, table.liftedRowIndex == nil,
            table.presentedContextMenu?.isHeld == true {
            return try moveHeldMenu(over: Located(row, at: target.location))
        }
        if case .line = target.value, pointer != nil {
            // Any held pointer can go to a line: a lifted row follows it, a press scrolls.
        } else {
            try requireLiftedRow("move", at: location)
        }
        guard let current = pointer else { return }
        let index: Located<Int>
        switch target.value {
        case .line(let line):
            guard line >= -size.lines, line < 2 * size.lines else {
                throw error(
                    "line \(line) is too far from the viewport: 'move line' takes \(-size.lines) to \(2 * size.lines - 1)",
                    at: target.location)
            }
            movePointer(to: Point(x: current.x, y: Double(line) + 0.5))
            return
        case .row(let row):
            index = Located(row, at: target.location)
        }
        let destination = try checkedIndex(index)
        let grab = current.y - (table.liftedRowY ?? current.y)
        if table.isOutline, let lifted = table.liftedRowIndex, destination != lifted {
            // Over a row's middle half a carried row goes into it; it takes the row's place
            // past its far quarter, as `move I` means.
            movePointer(to: Point(x: current.x, y: pointerY(over: destination, at: destination > lifted ? 7 / 8 : 1 / 8, grab: grab)))
            return
        }
        // Where row I rests, not where it is drawn: the lifted row passes a neighbour by the
        // neighbour's resting place, so a row still growing in above does not leave it short.
        movePointer(to: Point(x: current.x, y: pointerY(over: destination, grab: grab)))
    }

    /// Where a pointer holding a row `grab` below its top is, over where row `destination`
    /// rests; just outside the viewport when that is above or below it (where autoscroll runs).
    func pointerY(over destination: Int, grab: Double) -> Double {
        let y = table.restingYOfRow(at: destination) + grab
        if y < 0 { return -0.5 }
        if y >= table.viewportHeight { return table.viewportHeight + 0.5 }
        return y
    }

    /// `move I` while the press of a long press holds its row's context menu open: the pointer
    /// goes to where row I rests, as the lifted row would be held (the same distance below its
    /// top as the press). Past the menu's drag tolerance the menu closes and the row is lifted
    /// and follows the rest of the way; a move within it leaves the menu open.
    func moveHeldMenu(over index: Located<Int>) throws(PlaybackStop) {
        let destination = try checkedIndex(index)
        guard let current = pointer else { return }
        let pressedTop = pressedRowID.flatMap { table.index(ofRowWithID: $0) }.flatMap { try? table.yOfRow(at: $0) }
        let grab = pressOrigin.y - (pressedTop ?? pressOrigin.y)
        movePointer(to: Point(x: current.x, y: pointerY(over: destination, grab: grab)))
    }

    /// `hold DURATION`: keep the pointer still while time passes.
    func hold(_ duration: Duration, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            throw error("nothing is held: 'hold' keeps a pressed pointer still; use 'wait' to let time pass", at: location)
        }
        passTime(duration)
    }

    /// `drop`: let go of the lifted row (lifted by the pointer or by `lift`).
    func drop(at location: SourceLocation) throws(PlaybackStop) {
        if pointer == nil, let liveBoard, liveBoard.liftedRow != nil {
            // On a board, where it is shown: carried to another column, the one transfer.
            try boardVerb("drop", at: location) { () throws(GestureTableError) in try liveBoard.dropLiftedRow() }
            return
        }
        if pointer == nil, table.isReordering {
            try send(at: location) { (table) throws(GestureTableError) in try table.dropLiftedRow() }
            return
        }
        try requireLiftedRow("drop", at: location)
        releasePointer(velocity: 0)
    }

    /// Fails unless the pointer holds a lifted row, saying why the press
    /// of a `longpress` lifted nothing.
    func requireLiftedRow(_ command: String, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil, table.liftedRowIndex != nil else {
            if pointer != nil, let menu = table.presentedContextMenu, menu.isHeld,
                let index = table.index(ofRowWithID: menu.rowID) {
                throw error(
                    "'\(command)' needs a lifted row; the press on row \(index) opened its context menu: "
                        + "'move I' past a line lifts the row, 'release' leaves the menu open", at: location)
            }
            if pointer != nil, let id = pressedRowID, let index = table.index(ofRowWithID: id) {
                throw error(
                    "'\(command)' needs a lifted row; the press on row \(index) lifted nothing: \(whyNotLifted(index))",
                    at: location)
            }
            if pointer != nil, let id = pressedRowID, !table.containsRow(withID: id) {
                throw error(
                    "'\(command)' needs a lifted row; the row the pointer held was deleted, which ended the lift: "
                        + "'release' lets go", at: location)
            }
            if pointer == nil, table.isReordering {
                throw error("'\(command)' moves a row lifted by the pointer; use 'move-by N' for one lifted with 'lift I'", at: location)
            }
            throw error("'\(command)' needs a lifted row; lift one with 'longpress I'", at: location)
        }
    }

    // MARK: - Reveal

    /// `tap I [left|right] [N]` (or `tap line L …`): tap revealed button N
    /// (0 for the side's first action, 1 for its second) of the open row. On a
    /// row that is not open, with no side or button, a tap in the middle of the
    /// row: it selects the row when nothing is open or coasting, and otherwise
    /// only closes the open row or stops the list.
    func tap(
        _ target: Located<ScriptTarget>, side: Located<ScriptSide>?, button: Located<Int>?, at location: SourceLocation
    ) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let y = try pressY(target)
        guard let row = table.indexOfRow(atY: y) else {
            throw error("no row is drawn on that line: there is no button to tap", at: target.location)
        }
        let index = Located(row, at: target.location)
        guard let open = try? table.openSide(ofRowAt: row) else {
            guard side == nil, button == nil else {
                throw error("row \(row) is not open: there is no button to tap", at: index.location)
            }
            press(at: Point(x: table.width / 2, y: y))
            releasePointer(velocity: 0)
            return
        }
        if let side, side.value.rawValue != open.rawValue {
            throw error("row \(row) is open on the \(open.rawValue), not on the \(side.value.rawValue)", at: side.location)
        }
        let buttons = (try? table.revealedButtons(ofRowAt: row)) ?? []
        guard !buttons.isEmpty else {
            throw error("row \(row) reveals content, not buttons", at: index.location)
        }
        let number = button?.value ?? 0
        guard number < 2, let pressed = buttons.first(where: { $0.slot.isFirst == (number == 0) }) else {
            let count = buttons.count == 1 ? "1 button: 0" : "\(buttons.count) buttons: 0 and 1"
            throw error(
                "row \(row) has no button \(number) on the \(open.rawValue); it has \(count)",
                at: button?.location ?? index.location)
        }
        let x = (pressed.range.lowerBound + pressed.range.upperBound) / 2
        press(at: Point(x: x, y: y))
        releasePointer(velocity: 0)
    }

    /// `pan I N [velocity V]` (or `pan line L N …`): press, drag N lines down (up when
    /// negative), release at V lines per second (at rest when 0): the list scrolls, then
    /// coasts; no row is swiped.
    func pan(_ target: Located<ScriptTarget>, lines: Int, velocity: Double, at location: SourceLocation) throws(PlaybackStop) {
        try press(target, at: location)
        guard let current = pointer else { return }
        movePointer(to: Point(x: current.x, y: current.y + Double(lines)))
        releasePointer(velocity: 0, vertical: velocity)
    }

    // MARK: - Scrolling

    /// `scroll N [velocity V]`: scroll N lines, then coast from V lines per second.
    func scroll(by lines: Double, velocity: Double?, at location: SourceLocation) throws(PlaybackStop) {
        do {
            try table.scroll(by: lines * table.configuration.rowHeight)
            if let velocity { try table.scroll(withVelocity: velocity * table.configuration.rowHeight) }
        } catch {
            throw self.error(error, at: location)
        }
        recordFrame()
    }
}
