public import GestureTable

/// Turns terminal input into gestures and commands on a `GestureTable`.
///
/// The recognizer sits between a ``TerminalSession`` (or any source of ``InputEvent``s) and a
/// table drawn by ``TableRenderer`` into the lines `areaTop..<areaTop + areaHeight` of the
/// screen. It is pure logic: it does no input or output and reads no clock, so tests drive it
/// with synthetic events and a `VirtualClock`.
///
/// The mouse:
/// - a left press inside the table's area, the drags that follow and the release become
///   `PointerEvent.down(_:)`, `.moved(_:)` and `.up(velocity:)`
///   (with the velocity left for the table to estimate), at the centre of the cell under the
///   pointer: `x = column + 0.5`, `y = line - areaTop + 0.5`. The table does the rest: slop,
///   direction lock, swipe, long press to lift, reorder and autoscroll. A drag that leaves the
///   area keeps going (above or below the area it autoscrolls a lifted row);
/// - a press outside the area (a title, status or help line) or on a section header is not a
///   gesture: the press, its drags and its release are ignored (``Outcome/ignored``), and a
///   gesture already in progress is left alone (a drag that started on a row may cross headers). A press inside the area but below the last row reaches the table, which
///   treats it as a tap on nothing (it closes an open row);
/// - the wheel scrolls by ``wheelStep`` lines; turned fast (a notch within
///   ``fastWheelInterval`` of one the same way) it lets the list coast at its speed, as a flung
///   drag does (``wheelVelocity``); other buttons are ignored.
///
/// The keyboard works on the *selected* row, drawn with ``TableRenderer/selectedIndex``:
///
/// | Key | Action |
/// |---|---|
/// | ↑ ↓ (`k` `j`), Page Up/Down, Home/End | move the selection across sections; a lifted row moves with it, into the next or previous section past a header |
/// | ← (`h`) | step the row to the left: to the next right-side action (or back toward rest) |
/// | → (`l`) | step the row to the right: to the next left-side action (or back toward rest) |
/// | Enter | release the stepped row: its current action fires, or it settles back; drops a lifted row |
/// | Escape | cancel: the pointer's gesture, the lift (original order restored) or the stepped row |
/// | Space, `m` | lift the selected row for reordering; again to drop it |
/// | `u` | undo the last committed change (`undo()`) |
/// | Shift+F10, Menu | open the selected row's context menu (`GestureTable.contextMenu`) |
///
/// In an outline (`GestureTable.isOutline`) the table's `keyCommand(for:at:rowsPerPage:)` decides
/// what ← and → do: on a row at rest → expands a collapsed row and ← collapses an expanded one
/// (on any other row they step it as above); while a row is lifted → moves it into the row above
/// (as its last child) and ← out of its parent. A row of an outline carried by the mouse takes
/// the place of the rows it is dragged over, as in a list; dragged two columns (an indent) or
/// more to the right of the press, it drops into the row under the pointer instead
/// (a terminal reports whole cells, each over the middle of a row).
///
/// While a context menu is shown (a still long press opens it too), ↑ and ↓ (`k` `j`) move
/// among its items, Enter chooses the current one and Escape closes it; a click on an item
/// chooses it, a click anywhere else closes the menu and does nothing more. The renderer draws
/// the menu with ``highlightedMenuItem`` highlighted.
///
/// Moving the selection away from a stepped row, or pressing the mouse, settles that row back.
/// Keys that would move a row while the mouse holds one are refused.
///
/// The selection is kept by row identity: it follows its row when rows are inserted, deleted
/// or moved. When the selected row is deleted, the row that takes its place is selected (the
/// last row when it was the last). Forward the table's events to ``handleTableEvent(_:)`` so
/// that this happens at the moment of the deletion even if the row comes back later.
///
/// ```swift
/// let recognizer = TerminalGestureRecognizer(table: table, areaTop: 1, areaHeight: 21)
/// for event in try session.nextEvents(timeout: nil) {
///     if case .input(let input) = event { _ = recognizer.handle(input) }
/// }
/// ```
public final class TerminalGestureRecognizer<Row: Identifiable> {
    /// What the recognizer did with an input event.
    public enum Outcome: Hashable, Sendable {
        /// The event went to the table: redraw.
        case handled
        /// The event is not for the table (an unbound key, a press outside the area); the
        /// caller may use it.
        case ignored
        /// The event is a command the table cannot do now, and why.
        case refused(GestureRefusal)
    }

    /// The table the gestures go to.
    public let table: GestureTable<Row>
    /// The screen line of the table's first row (zero-based).
    public var areaTop: Int
    /// The number of screen lines the table occupies.
    public var areaHeight: Int
    /// How many lines one notch of the mouse wheel scrolls. Default 3.
    public var wheelStep: Double = 3
    /// Whether a left press inside the area is being tracked (the button is down).
    public internal(set) var isPointerDown = false
    /// How soon after a wheel notch the next one the same way counts as the wheel turned fast,
    /// which lets the list coast. Default 80 ms.
    public var fastWheelInterval = Duration.milliseconds(80)
    /// The speed, in lines per second, the last wheel notch let the list coast at; `nil` when it
    /// did not (a slow notch, or another input since).
    public internal(set) var wheelVelocity: Double?
    /// The item of the context menu shown that ↑ and ↓ have made current and Enter chooses,
    /// drawn highlighted (``TableRenderer/highlightedMenuItem``); `nil` while no menu is shown.
    public internal(set) var highlightedMenuItem: Int?
    /// When the last wheel notch came, on the table's clock, and which way (-1 up, 1 down).
    var lastWheel: (time: Duration, direction: Double)?

    /// The selected row's id, resolved lazily against the table's rows.
    var selectedID: Row.ID?
    /// Where the selected row was last seen, or where the selection goes when its row is gone.
    var selectionHint = 0
    /// The row dragged by the keyboard (``stepRow``) and not yet released.
    var keyboardDraggedID: Row.ID?
    /// Where the mouse went down and last was, in table coordinates as sent to the table.
    var pressX = 0.0
    var lastX = 0.0
    /// Added to the mouse's x before it goes to the table, so that a drag whose start was
    /// rescaled by a resize (``widthDidChange(from:to:)``) goes on from where its row is.
    var dragShift = 0.0
    /// The line of the last drag report, and how far from the middle of its line the carried
    /// row of an outline is held (see `outlineCarryY(_:line:x:)`).
    var lastDragLine: Int?
    var outlineCarryBias = 0.0

    /// Creates a recognizer for a table drawn in lines `areaTop..<areaTop + areaHeight`.
    ///
    /// The first row, if any, is selected.
    ///
    /// - Parameters:
    ///   - table: The table to drive.
    ///   - areaTop: The zero-based screen line of the table's first row.
    ///   - areaHeight: The number of lines the table occupies.
    public init(table: GestureTable<Row>, areaTop: Int = 0, areaHeight: Int) {
        self.table = table
        self.areaTop = areaTop
        self.areaHeight = areaHeight
    }

    /// Feeds one input event: a mouse report becomes a pointer event, a bound key a command.
    ///
    /// - Parameter event: A decoded terminal input event.
    /// - Returns: What was done with it; ``Outcome/ignored`` for anything the recognizer does
    ///   not bind (pastes, unbound keys, keys with Control or Alt).
    @discardableResult
    public func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .mouse(let mouse): handleMouse(mouse)
        case .key(let key, let modifiers): handleKey(key, modifiers: modifiers)
        case .paste, .unterminatedPaste: .ignored
        }
    }

    /// Whether a screen line lies inside the table's area.
    ///
    /// - Parameter line: A zero-based screen line.
    /// - Returns: `true` for a line in `areaTop..<areaTop + areaHeight`.
    public func containsLine(_ line: Int) -> Bool {
        let (distance, overflows) = line.subtractingReportingOverflow(areaTop)
        return line >= areaTop && !overflows && distance < areaHeight
    }

    /// The table point at the centre of a cell.
    ///
    /// - Parameters:
    ///   - column: The zero-based screen column.
    ///   - line: The zero-based screen line.
    /// - Returns: `(column + 0.5, line - areaTop + 0.5)` in the table's coordinates.
    public func point(column: Int, line: Int) -> Point {
        Point(x: Double(column) + 0.5, y: Double(line) - Double(areaTop) + 0.5)
    }

    // MARK: - Mouse

    func handleMouse(_ mouse: MouseEvent) -> Outcome {
        switch mouse.kind {
        case .press:
            if mouse.button == .left, let menu = table.presentedContextMenu, !menu.isHeld {
                return pressWithMenuShown(menu, at: mouse)
            }
            guard mouse.button == .left, containsLine(mouse.row) else { return .ignored }
            if isPointerDown {
                // The release of the last press went missing (outside the window): nothing fires.
                table.handle(.cancelled)
                isPointerDown = false
            }
            guard !table.isReordering else { return .refused(.rowLifted) }
            let point = point(column: mouse.column, line: mouse.row)
            // A section header is not a row: a press there does nothing.
            if isHeader(atY: point.y) { return .ignored }
            settleKeyboardDrag()
            isPointerDown = true
            if let index = table.indexOfRow(atY: point.y) { select(index) }
            pressX = point.x
            lastX = point.x
            dragShift = 0
            lastDragLine = mouse.row
            outlineCarryBias = 0
            table.handle(.down(point))
            return .handled
        case .drag:
            guard isPointerDown else { return .ignored }
            var point = point(column: mouse.column, line: mouse.row)
            point.x += dragShift
            lastX = point.x
            point.y = outlineCarryY(point.y, line: mouse.row, x: point.x)
            table.handle(.moved(point))
            return .handled
        case .release:
            guard isPointerDown else { return .ignored }
            isPointerDown = false
            table.handle(.up(velocity: nil))
            return .handled
        case .wheelUp:
            return turnWheel(-1)
        case .wheelDown:
            return turnWheel(1)
        case .move:
            return .ignored
        }
    }

    /// Where a drag report at `y` (the middle of screen line `line`) holds the carried row of
    /// an outline; `y` itself otherwise.
    ///
    /// A terminal reports whole cells, so every report is over the middle of a row a line tall:
    /// the middle half that drops into the row. Dragged straight up or down the carried row is
    /// held three eighths of a line further the way it goes, past the far quarter of the row
    /// under the pointer, and takes that row's place as in a flat list; dragged an indent or
    /// more to the right of the press, it is held over the middle, and a drop goes into the row
    /// under the pointer.
    func outlineCarryY(_ y: Double, line: Int, x: Double) -> Double {
        defer { lastDragLine = line }
        guard table.isOutline, table.liftedRowIndex != nil else {
            outlineCarryBias = 0
            return y
        }
        let indent = table.configuration.indentWidth
        if indent.isFinite, x - pressX >= max(indent, 1) {
            outlineCarryBias = 0
        } else if let last = lastDragLine, line != last {
            outlineCarryBias = line > last ? 0.375 : -0.375
        }
        return y + outlineCarryBias
    }

    /// Tells the recognizer that the table's width changed while the mouse may hold a row.
    ///
    /// The table keeps the dragged row's fraction of the width; this rescales the drag's start
    /// the same way, so that the next move goes on from the row's fraction instead of jumping
    /// (a drag at 29 % of 80 columns went to 75 % after a resize to 40).
    ///
    /// - Parameters:
    ///   - oldWidth: The width before the change.
    ///   - newWidth: The width now.
    public func widthDidChange(from oldWidth: Double, to newWidth: Double) {
        guard isPointerDown, oldWidth > 0, newWidth.isFinite, oldWidth != newWidth else { return }
        // The pointer stays where it is on the screen; the distance dragged scales with the width.
        let userX = lastX - dragShift
        let start = pressX - dragShift
        let scaledStart = userX - (userX - start) * newWidth / oldWidth
        dragShift = pressX - scaledStart
        lastX = userX + dragShift
    }

    /// Scrolls a notch of the wheel `direction` (-1 up, 1 down); a notch soon after one the same
    /// way lets the list coast at the wheel's speed, the notch over the time between them, at
    /// most 30 notches a second (a terminal may report one turn as a burst of notches).
    func turnWheel(_ direction: Double) -> Outcome {
        let now = table.clock.now
        let previous = lastWheel
        lastWheel = (now, direction)
        wheelVelocity = nil
        let outcome = scroll(by: direction * wheelStep)
        guard outcome == .handled, let previous, previous.direction == direction, now - previous.time < fastWheelInterval
        else { return outcome }
        let (seconds, attoseconds) = (now - previous.time).components
        let interval = max(Double(seconds) + Double(attoseconds) * 1e-18, 1.0 / 30)
        let velocity = direction * wheelStep / interval
        do {
            try table.scroll(withVelocity: velocity * table.configuration.rowHeight)
            wheelVelocity = velocity
        } catch {
            // A velocity is always finite here: nothing to undo.
        }
        return outcome
    }

    func scroll(by distance: Double) -> Outcome {
        do {
            try table.scroll(by: distance)
            return .handled
        } catch {
            return .ignored
        }
    }
}
