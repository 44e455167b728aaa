import GestureTable

extension ScriptPlayback {
    // MARK: - Swipes

    /// `swipe I F [velocity V]`: press row I, drag to F, release.
    func swipe(
        _ index: Located<Int>, to fraction: Located<Double>, velocity: Located<Double>?, at location: SourceLocation
    ) throws(PlaybackStop) {
        try press(index, at: location)
        dragPointer(toFraction: fraction.value)
        releasePointer(velocity: velocity?.value ?? 0)
    }

    /// `drag I F`: press row I and drag to F; the pointer stays down.
    func drag(_ index: Located<Int>, to fraction: Located<Double>, at location: SourceLocation) throws(PlaybackStop) {
        try press(index, at: location)
        dragPointer(toFraction: fraction.value)
    }

    /// `drag F`: continue the held drag to F (from where the pointer went down).
    func continueDrag(to fraction: Located<Double>, at location: SourceLocation) throws(PlaybackStop) {
        try requireHeldDrag("drag F", at: location)
        dragPointer(toFraction: fraction.value)
    }

    /// `release [velocity V]`: lifts the pointer of the held drag.
    func release(velocity: Located<Double>?, at location: SourceLocation) throws(PlaybackStop) {
        try requireHeldDrag("release", at: location)
        releasePointer(velocity: velocity?.value ?? 0)
    }

    /// `cancel`: the system interrupts the gesture in progress.
    func cancel(at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            throw error("nothing to cancel: no gesture is in progress", at: location)
        }
        table.handle(.cancelled)
        pointer = nil
        recordFrame()
    }

    /// Fails unless a drag is held (the pointer is down and no row is lifted).
    func requireHeldDrag(_ command: String, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            if let endedDrag {
                throw error(
                    "'\(command)' needs a held drag; the drag on row \(endedDrag.row) ended when line "
                        + "\(endedDrag.line) deleted that row", at: location)
            }
            throw error("'\(command)' needs a held drag; start one with 'drag I F'", at: location)
        }
        guard table.liftedRowIndex == nil else {
            throw error("a row is lifted, not dragged; let go of it with 'drop'", at: location)
        }
    }

    /// Presses the middle of row `index`, which must be visible, with no other gesture in progress.
    func press(_ index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let row = try visibleIndex(index)
        let point = Point(x: table.width / 2, y: middleY(ofRowAt: row))
        press(at: point)
        pressedRowID = table.rows[row].id
    }

    /// Fails when the pointer is already down.
    func requireNoGesture(at location: SourceLocation) throws(PlaybackStop) {
        guard pointer == nil else {
            let held = table.liftedRowIndex == nil ? "a drag is held; 'release' or 'cancel' it" : "a row is lifted; 'drop' it"
            throw error("a gesture is in progress: \(held) first", at: location)
        }
    }

    /// Puts the pointer down at `point`.
    func press(at point: Point) {
        table.handle(.down(point))
        pointer = point
        pressOrigin = point
        pressedRowID = nil
        endedDrag = nil
        recordFrame()
    }

    /// Moves the held pointer across, one cell a step, to `fraction` of the
    /// width from where it went down.
    func dragPointer(toFraction fraction: Double) {
        guard let current = pointer else { return }
        movePointer(to: Point(x: pressOrigin.x + fraction * table.width, y: current.y))
    }

    /// Lifts the pointer with a horizontal velocity in row widths per second.
    func releasePointer(velocity: Double) {
        table.handle(.up(velocity: Velocity(dx: velocity * table.width, dy: 0)))
        pointer = nil
        recordFrame()
    }

    /// Moves the pointer to `target` by at most a cell across and a quarter
    /// of a row down or up a step, one step every 8 ms.
    func movePointer(to target: Point) {
        guard var current = pointer, target.x.isFinite, target.y.isFinite else { return }
        while current != target {
            current = Point(
                x: Self.approach(current.x, target.x, by: Self.horizontalStep),
                y: Self.approach(current.y, target.y, by: Self.verticalStep))
            clock.advance(by: Self.pointerStep)
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

    /// `longpress I`: press row I and hold still for the long-press duration.
    func longPress(_ index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        try press(index, at: location)
        passTime(table.configuration.longPressDuration)
        // With `set long-press 0ms` no time passes: let the table see that the press is due.
        if table.liftedRowIndex == nil { table.tick() }
        guard table.liftedRowIndex != nil else {
            throw error("row \(index.value) was not lifted: \(whyNotLifted(index.value))", at: index.location)
        }
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
        case .lifted, .rest: "the table refused to lift it"
        }
    }

    /// `move I`: drag the lifted row over row I's position as laid out when
    /// the command starts, or to half a row past the edge of the viewport
    /// when that position is outside it (autoscroll then runs while the
    /// pointer rests there). Autoscroll also runs during the move when the
    /// pointer passes through an edge zone.
    func moveLiftedRow(over index: Located<Int>, at location: SourceLocation) throws(PlaybackStop) {
        try requireLiftedRow("move I", at: location)
        let destination = try checkedIndex(index)
        guard let current = pointer else { return }
        let grab = current.y - (table.liftedRowY ?? current.y)
        var y = table.yOfRow(at: destination) + grab
        if y < 0 {
            y = -0.5
        } else if y >= table.viewportHeight {
            y = table.viewportHeight + 0.5
        }
        movePointer(to: Point(x: current.x, y: y))
    }

    /// `hold DURATION`: keep the pointer still while time passes.
    func hold(_ duration: Duration, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil else {
            throw error("nothing is held: 'hold' keeps a pressed pointer still; use 'wait' to let time pass", at: location)
        }
        passTime(duration)
    }

    /// `drop`: let go of the lifted row.
    func drop(at location: SourceLocation) throws(PlaybackStop) {
        try requireLiftedRow("drop", at: location)
        releasePointer(velocity: 0)
    }

    /// Fails unless the pointer holds a lifted row.
    func requireLiftedRow(_ command: String, at location: SourceLocation) throws(PlaybackStop) {
        guard pointer != nil, table.liftedRowIndex != nil else {
            throw error("'\(command)' needs a lifted row; lift one with 'longpress I'", at: location)
        }
    }

    // MARK: - Reveal

    /// `tap I [left|right] [N]`: tap revealed button N (0 for the side's first
    /// action, 1 for its second) of the open row I.
    func tap(
        _ index: Located<Int>, side: Located<ScriptSide>?, button: Located<Int>?, at location: SourceLocation
    ) throws(PlaybackStop) {
        try requireNoGesture(at: location)
        let row = try visibleIndex(index)
        guard let open = try? table.openSide(ofRowAt: row) else {
            throw error("row \(row) is not open: there is no button to tap", at: index.location)
        }
        if let side, side.value.rawValue != open.rawValue {
            throw error("row \(row) is open on the \(open.rawValue), not on the \(side.value.rawValue)", at: side.location)
        }
        let buttons = (try? table.revealedButtons(ofRowAt: row)) ?? []
        guard !buttons.isEmpty else {
            throw error("row \(row) reveals content, not buttons", at: index.location)
        }
        let number = button?.value ?? 0
        guard number < 2, let target = buttons.first(where: { $0.slot.isFirst == (number == 0) }) else {
            let count = buttons.count == 1 ? "1 button: 0" : "\(buttons.count) buttons: 0 and 1"
            throw error(
                "row \(row) has no button \(number) on the \(open.rawValue); it has \(count)",
                at: button?.location ?? index.location)
        }
        let x = (target.range.lowerBound + target.range.upperBound) / 2
        press(at: Point(x: x, y: middleY(ofRowAt: row)))
        releasePointer(velocity: 0)
    }

    // MARK: - Scrolling and app-side changes

    /// `scroll N`.
    func scroll(by lines: Int, at location: SourceLocation) throws(PlaybackStop) {
        do {
            try table.scroll(by: Double(lines) * table.configuration.rowHeight)
        } catch {
            throw self.error(error, at: location)
        }
        recordFrame()
    }

    /// `insert I "Title"`: the app inserts a row.
    func insert(_ title: String, at index: Located<Int>, commandLocation: SourceLocation) throws(PlaybackStop) {
        let count = table.count
        guard index.value <= count else {
            throw error(
                "insertion index \(index.value) is out of range: the table has \(count) row\(count == 1 ? "" : "s"), so 0 to \(count) are valid",
                at: index.location)
        }
        do {
            try table.insertRow(ScriptRow(id: makeRowID(), title: title), at: index.value)
        } catch {
            throw self.error(error, at: commandLocation)
        }
        recordFrame()
    }

    /// `delete I`: the app deletes a row. Deleting the row a held drag is on ends that drag,
    /// as the system cancels a touch whose view went away: the next gesture can start, and
    /// `release` says what happened.
    func delete(_ index: Located<Int>) throws(PlaybackStop) {
        let row = try checkedIndex(index)
        let endsDrag = pointer != nil && table.liftedRowIndex == nil && pressedRowID == table.rows[row].id
        do {
            try table.deleteRow(at: row)
        } catch {
            throw self.error(error, at: index.location)
        }
        if endsDrag {
            table.handle(.cancelled)
            pointer = nil
            endedDrag = (row: row, line: index.location.line)
        }
        recordFrame()
    }

    /// `undo`: undo the last committed change.
    func undo(at location: SourceLocation) throws(PlaybackStop) {
        do {
            try table.undo()
        } catch {
            throw self.error("cannot undo: \(error.message)", at: location)
        }
        recordFrame()
    }
}
