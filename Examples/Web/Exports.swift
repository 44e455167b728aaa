// The web page's interface to the core, for Embedded Swift on WebAssembly: not part of the SwiftPM
// package. `Examples/Web/build.sh` compiles it against the core and links both into the module
// the page inlines. One table at a time; only numbers cross the boundary: rows are ids (the page
// keeps their titles), slots, phases and event kinds are small codes, durations are nanoseconds.
//
// Codes shared with `page.js`:
// - slot: 0 first-left, 1 second-left, 2 first-right, 3 second-right; -1 none.
// - side: 0 left, 1 right.
// - operation of an action (and verbs 1 to 5 of `gt_verb`): 0 none, 1 push, 2 delete, 3 push-and-delete, 4 replace, 5 snooze
//   (push-and-delete, then the same row inserted at the end, as the terminal demo's Snooze).
// - delete animation: 0 automatic, 1 left, 2 right, 3 fade, 4 none.
// - phase: 0 rest, 1 dragging, 2 settling, 3 pending, 4 pushing, 5 pushed, 6 appearing,
//   7 deleting, 8 lifted, 9 open.
// - event kind: the index of its name in `eventNames` (page.js), `TableEvent.Kind` order.
// - `gt_verb` and the other calls that can be refused return 0, or 1 (`gt_error_*` hold the reason).

import GestureTable

/// A row of the page: only an id.
struct WebRow: Identifiable {
    let id: Int
}

/// The table and what the page declared on it.
final class WebTable {
    let clock: VirtualClock
    let table: GestureTable<WebRow>
    /// The action of each slot for every row.
    var everyRow: [ActionSlot: SwipeAction<WebRow>] = [:]
    /// The actions declared for single rows, by row id, which win over `everyRow`.
    var overrides: [Int: [ActionSlot: SwipeAction<WebRow>]] = [:]
    var leftStyle = SideStyle.trigger
    var rightStyle = SideStyle.trigger
    /// The rows that cannot be lifted, by id.
    var pinnedRowIDs: Set<Int> = []
    /// The events not yet drained by the page.
    var events: [TableEvent<Int>] = []
    /// The last layout, read row by row with `gt_layout_*`.
    var layout: [LaidOutRow<WebRow>] = []
    /// The last header layout, read header by header with `gt_header_field`.
    var headers: [LaidOutHeader] = []
    /// The heights declared for rows, by id; the others are the table's row height.
    var heights: [Int: Double] = [:]

    init(table: GestureTable<WebRow>, clock: VirtualClock) {
        self.table = table
        self.clock = clock
    }

    /// The actions of the row with `id`, or none if they do not validate.
    func actions(forRowWithID id: Int) -> SwipeActions<WebRow> {
        var slots = everyRow
        if let rowOverrides = overrides[id] {
            for (slot, action) in rowOverrides { slots[slot] = action }
        }
        return (try? SwipeActions(
            firstLeft: slots[.firstLeft], secondLeft: slots[.secondLeft],
            firstRight: slots[.firstRight], secondRight: slots[.secondRight],
            leftStyle: leftStyle, rightStyle: rightStyle)) ?? .none
    }
}

nonisolated(unsafe) var current: WebTable?
nonisolated(unsafe) var lastError: [UInt8] = []
/// The text the last `gt_event_message` asked for.
nonisolated(unsafe) var lastText: [UInt8] = []
/// The sections `gt_declare_section` declared for the next `gt_create`: each one's row count
/// and whether it has a header.
nonisolated(unsafe) var pendingSections: [(count: Int, hasTitle: Bool)] = []
/// The row heights `gt_declare_height` declared for the next `gt_create`, by row id.
nonisolated(unsafe) var pendingHeights: [Int: Double] = [:]

/// The time between two frames while time passes in `gt_pass_time`, as the native player's.
let frameInterval = Duration.milliseconds(16)

func duration(nanoseconds: Double) -> Duration {
    guard nanoseconds.isFinite, nanoseconds > 0 else { return .zero }
    return .nanoseconds(Int64(min(nanoseconds, 1e18) + 0.5))  // rounded (`round` is not linked)
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
}

/// Runs `verb` on the table: 0, or 1 with the reason kept for `gt_error_*`.
func run(_ verb: (GestureTable<WebRow>) throws(GestureTableError) -> Void) -> Int32 {
    guard let table = current?.table else {
        lastError = Array("no table: call gt_create first".utf8)
        return 1
    }
    do throws(GestureTableError) {
        try verb(table)
        return 0
    } catch {
        lastError = Array(error.message.utf8)
        return 1
    }
}

func slotCode(_ slot: ActionSlot?) -> Int32 {
    switch slot {
    case .firstLeft: 0
    case .secondLeft: 1
    case .firstRight: 2
    case .secondRight: 3
    case nil: -1
    }
}

func slot(code: Int32) -> ActionSlot? {
    switch code {
    case 0: .firstLeft
    case 1: .secondLeft
    case 2: .firstRight
    case 3: .secondRight
    default: nil
    }
}

func side(code: Int32) -> SwipeSide { code == 0 ? .left : .right }

func phaseCode(_ phase: RowPhase) -> Double {
    switch phase {
    case .rest: 0
    case .dragging: 1
    case .settling: 2
    case .pending: 3
    case .pushing: 4
    case .pushed: 5
    case .appearing: 6
    case .deleting: 7
    case .lifted: 8
    case .open: 9
    }
}

func kindCode(_ kind: TableEvent<Int>.Kind) -> Double {
    switch kind {
    case .highlight: 0
    case .unhighlight: 1
    case .trigger: 2
    case .push: 3
    case .delete: 4
    case .replace: 5
    case .insert: 6
    case .update: 7
    case .lift: 8
    case .move: 9
    case .drop: 10
    case .cancel: 11
    case .open: 12
    case .close: 13
    case .emptyShown: 14
    case .emptyHidden: 15
    case .actionFailed: 16
    case .select: 17
    case .deselect: 18
    case .announce: 19
    // Sections
    case .sectionInsert: 20
    case .sectionDelete: 21
    case .sectionMove: 22
    case .sectionUpdate: 23
    }
}

/// Runs the verb of an action's operation from its trigger closure, as the native player does.
func perform(operation: Int32, on table: GestureTable<WebRow>, at index: Int) throws(GestureTableError) {
    switch operation {
    case 1: try table.pushRow(at: index)
    case 2: try table.deleteRow(at: index)
    case 3: try table.pushAndDeleteRow(at: index)
    case 4: try table.replaceRow(at: index)
    case 5:
        guard table.rows.indices.contains(index) else {
            throw GestureTableError(.indexOutOfRange, "row index \(index) is out of range")
        }
        let row = table.rows[index]
        try table.pushAndDeleteRow(at: index)
        try table.insertRow(row, at: table.count)
    default: break
    }
}

// MARK: - The table

/// Declares a section for the next `gt_create`: the next `count` rows, under a header when
/// `hasTitle` is 1 (the page keeps the title). Without any, the table has one untitled section.
@_expose(wasm, "gt_declare_section")
@_cdecl("gt_declare_section")
public func declareSection(_ count: Int32, _ hasTitle: Int32) {
    pendingSections.append((count: Int(max(count, 0)), hasTitle: hasTitle != 0))
}

/// Declares the height of the row with `id` for the next `gt_create`, in the table's unit.
@_expose(wasm, "gt_declare_height")
@_cdecl("gt_declare_height")
public func declareHeight(_ id: Int32, _ height: Double) {
    pendingHeights[Int(id)] = height
}

/// Makes a fresh table of `count` rows with ids 0..<count: `width` and `viewportHeight` in the
/// table's unit, a row `rowHeight` tall, a press becoming a swipe after `touchSlop`; in the
/// sections and with the heights declared since the last call. 0, or 1.
@_expose(wasm, "gt_create")
@_cdecl("gt_create")
public func create(_ count: Int32, _ width: Double, _ viewportHeight: Double, _ rowHeight: Double, _ touchSlop: Double) -> Int32 {
    let sections = pendingSections
    let heights = pendingHeights
    pendingSections = []
    pendingHeights = [:]
    guard count >= 0, count <= 1_000_000 else { return 1 }
    var configuration = TableConfiguration()
    configuration.rowHeight = rowHeight
    configuration.touchSlop = touchSlop
    configuration.sectionHeaderHeight = rowHeight
    let clock = VirtualClock()
    let rows = (0..<Int(count)).map { WebRow(id: $0) }
    let table: GestureTable<WebRow>
    do throws(GestureTableError) {
        if sections.isEmpty {
            table = try GestureTable(rows: rows, width: width, clock: clock, configuration: configuration)
        } else {
            var tableSections: [TableSection<WebRow>] = []
            var start = 0
            for section in sections {
                let end = min(start + section.count, rows.count)
                tableSections.append(TableSection(title: section.hasTitle ? "" : nil, rows: Array(rows[start..<end])))
                start = end
            }
            guard start == rows.count else {
                throw GestureTableError(.invalidValue, "the sections hold \(start) of the \(rows.count) rows")
            }
            table = try GestureTable(sections: tableSections, width: width, clock: clock, configuration: configuration)
        }
    } catch {
        lastError = Array(error.message.utf8)
        return 1
    }
    let web = WebTable(table: table, clock: clock)
    table.viewportHeight = viewportHeight
    table.swipeActions = { row in current?.actions(forRowWithID: row.id) ?? .none }
    table.onEvent = { event in current?.events.append(event) }
    table.canMoveRow = { row in current?.pinnedRowIDs.contains(row.id) != true }
    web.heights = heights
    current = web
    if !heights.isEmpty {
        table.heightOfRow = { row in current?.heights[row.id] ?? rowHeight }
    }
    return 0
}

/// Gives the row with `id` a height, for a row about to be inserted (`insert … height N`).
@_expose(wasm, "gt_set_height")
@_cdecl("gt_set_height")
public func setHeight(_ id: Int32, _ height: Double) {
    guard let web = current else { return }
    web.heights[Int(id)] = height
    if web.table.heightOfRow == nil {
        let rowHeight = web.table.configuration.rowHeight
        web.table.heightOfRow = { row in current?.heights[row.id] ?? rowHeight }
    }
}

/// Changes a setting: 0 animation duration (ns), 1 bounce on replace (0/1), 2 long-press
/// duration (ns), 3 flick (0/1), 4 flick velocity (widths per second), 5 closes an open row on
/// scroll (0/1), 6 viewport height, 7 width, 8 right to left (0/1), 9 side style of the left
/// side (0 trigger, 1 reveal), 10 of the right side, 11 the deceleration rate. 0, or 1 for an
/// unknown key or a bad value.
@_expose(wasm, "gt_configure")
@_cdecl("gt_configure")
public func configure(_ key: Int32, _ value: Double) -> Int32 {
    guard let web = current else { return 1 }
    let table = web.table
    var configuration = table.configuration
    switch key {
    case 0: configuration.animationDuration = duration(nanoseconds: value)
    case 1: configuration.bouncesOnReplace = value != 0
    case 2: configuration.longPressDuration = duration(nanoseconds: value)
    case 3: configuration.triggersOnFlick = value != 0
    case 4: configuration.flickVelocity = value
    case 5: configuration.closesOpenRowOnScroll = value != 0
    case 6:
        table.viewportHeight = value
        return 0
    case 7:
        return run { table throws(GestureTableError) in try table.setWidth(value) }
    case 8:
        table.layoutDirection = value != 0 ? .rightToLeft : .leftToRight
        return 0
    case 9: web.leftStyle = sideStyle(value)
    case 10: web.rightStyle = sideStyle(value)
    case 11: configuration.decelerationRate = DecelerationRate(rawValue: value)
    default: return 1
    }
    table.configuration = configuration
    return 0
}

/// Declares the action of `slotCode` for every row (`rowID` -1) or for one row: `fraction` (NaN
/// for the slot's default), its color as 0xRRGGBB, what its closure does (`operation`). The icon
/// stays with the page. 0, or 1 for a bad slot or fraction.
@_expose(wasm, "gt_declare_action")
@_cdecl("gt_declare_action")
public func declareAction(_ slotCode: Int32, _ fraction: Double, _ color: Int32, _ operation: Int32, _ rowID: Int32) -> Int32 {
    guard let web = current, let slot = slot(code: slotCode) else { return 1 }
    let actionColor = ActionColor(
        red: UInt8(truncatingIfNeeded: color >> 16), green: UInt8(truncatingIfNeeded: color >> 8),
        blue: UInt8(truncatingIfNeeded: color))
    let action: SwipeAction<WebRow>
    do throws(GestureTableError) {
        action = try SwipeAction<WebRow>(icon: "", color: actionColor, fraction: fraction.isNaN ? nil : fraction) {
            (triggered: TriggeredRow<WebRow>) throws(GestureTableError) in
            guard let index = triggered.index else {
                throw GestureTableError(.rowNotFound, "the row with id \(triggered.id) left the table before its action ran")
            }
            try perform(operation: operation, on: triggered.table, at: index)
        }
    } catch {
        lastError = Array(error.message.utf8)
        return 1
    }
    if rowID < 0 {
        web.everyRow[slot] = action
        for id in web.overrides.keys { web.overrides[id]?[slot] = nil }
    } else {
        web.overrides[Int(rowID), default: [:]][slot] = action
    }
    return 0
}

/// Makes the row with `id` impossible to lift.
@_expose(wasm, "gt_pin")
@_cdecl("gt_pin")
public func pin(_ id: Int32) {
    current?.pinnedRowIDs.insert(Int(id))
}

// MARK: - Time

/// Advances the table's clock by `nanoseconds` (the table sees it at its next input or tick).
@_expose(wasm, "gt_advance")
@_cdecl("gt_advance")
public func advance(_ nanoseconds: Double) {
    current?.clock.advance(by: duration(nanoseconds: nanoseconds))
}

/// Lets the table catch up with its clock: animations step, long presses come due.
@_expose(wasm, "gt_tick")
@_cdecl("gt_tick")
public func tick() {
    current?.table.tick()
}

/// Lets `nanoseconds` pass as the native player's `wait` does: from deadline to deadline, in
/// 16 ms frames while the table autoscrolls or animates without a deadline, ticking at each step.
@_expose(wasm, "gt_pass_time")
@_cdecl("gt_pass_time")
public func passTime(_ nanoseconds: Double) {
    guard let web = current else { return }
    let table = web.table
    let clock = web.clock
    let end = clock.now + duration(nanoseconds: nanoseconds)
    while clock.now < end {
        var step = end - clock.now
        if table.isAutoscrolling {
            step = min(step, frameInterval)
        } else if let deadline = table.nextDeadline, deadline > clock.now {
            step = min(step, deadline - clock.now)
        } else if table.isAnimating {
            step = min(step, frameInterval)
        }
        clock.advance(by: step)
        table.tick()
    }
}

/// The clock's time in milliseconds.
@_expose(wasm, "gt_now")
@_cdecl("gt_now")
public func now() -> Double {
    current.map { milliseconds($0.clock.now) } ?? 0
}

/// Whether anything animates (1) or not (0).
@_expose(wasm, "gt_is_animating")
@_cdecl("gt_is_animating")
public func isAnimating() -> Int32 {
    current?.table.isAnimating == true ? 1 : 0
}

// MARK: - Pointer

@_expose(wasm, "gt_pointer_down")
@_cdecl("gt_pointer_down")
public func pointerDown(_ x: Double, _ y: Double) {
    current?.table.handle(.down(Point(x: x, y: y)))
}

@_expose(wasm, "gt_pointer_move")
@_cdecl("gt_pointer_move")
public func pointerMove(_ x: Double, _ y: Double) {
    current?.table.handle(.moved(Point(x: x, y: y)))
}

/// Lifts the pointer with a velocity in the table's units per second, or, when `hasVelocity` is
/// 0, with the velocity the table measured from the moves.
@_expose(wasm, "gt_pointer_up")
@_cdecl("gt_pointer_up")
public func pointerUp(_ hasVelocity: Int32, _ dx: Double, _ dy: Double) {
    current?.table.handle(.up(velocity: hasVelocity != 0 ? Velocity(dx: dx, dy: dy) : nil))
}

@_expose(wasm, "gt_pointer_cancel")
@_cdecl("gt_pointer_cancel")
public func pointerCancel() {
    current?.table.handle(.cancelled)
}

// MARK: - Verbs

/// The verbs of `gt_verb`, by code.
enum Verb: Int32 {
    case push = 1, delete, pushAndDelete, replace, snooze
    case insert, update, undo, scroll
    case step, releaseRow, lift, moveBy, drop, cancelLift
    case open, close, peek, trigger, activateButton
    case select, coast
}

/// Runs verb `code` (`Verb`) on row `index` with `argument`: the animation of a delete (0
/// automatic, 1 left, 2 right, 3 fade, 4 none), the id of an inserted row, the distance of a
/// scroll, the side of a step, open or peek (0 left, 1 right), the places of a move-by, the slot
/// of a trigger, the button (0 or 1) to activate, the velocity of a coast. `select` selects
/// row `index`. `update` tells the table row `index` changed
/// (the page keeps its new title). 0, or 1 when the table refused it.
@_expose(wasm, "gt_verb")
@_cdecl("gt_verb")
public func verb(_ code: Int32, _ index: Int32, _ argument: Double) -> Int32 {
    guard let verb = Verb(rawValue: code) else {
        lastError = Array("no such verb".utf8)
        return 1
    }
    let row = Int(index)
    let whole = argument.isFinite && abs(argument) < 1e9 ? Int(argument) : 0
    return run { table throws(GestureTableError) in
        switch verb {
        case .push, .delete, .pushAndDelete, .replace, .snooze:
            if verb == .delete {
                let animations: [RowAnimation] = [.automatic, .left, .right, .fade, .none]
                try table.deleteRow(at: row, animation: animations.indices.contains(whole) ? animations[whole] : .automatic)
            } else {
                try perform(operation: verb.rawValue, on: table, at: row)  // the same codes as an action's
            }
        case .insert: try table.insertRow(WebRow(id: whole), at: row)
        case .update:
            guard table.rows.indices.contains(row) else {
                throw GestureTableError(.indexOutOfRange, "row index \(row) is out of range")
            }
            try table.updateRow(at: row, with: table.rows[row])
        case .undo: try table.undo()
        case .scroll: try table.scroll(by: argument)
        case .step: try table.stepRow(at: row, side: side(code: Int32(whole)))
        case .releaseRow: try table.releaseRow(at: row)
        case .lift: try table.liftRow(at: row)
        case .moveBy: try table.moveLiftedRow(by: whole)
        case .drop: try table.dropLiftedRow()
        case .cancelLift: try table.cancelLift()
        case .open: try table.openRow(at: row, side: side(code: Int32(whole)))
        case .close: try table.closeRow(at: row)
        case .peek: try table.peekRow(at: row, side: side(code: Int32(whole)))
        case .trigger:
            guard let slot = slot(code: Int32(whole)) else { throw GestureTableError(.invalidValue, "no such slot") }
            try table.triggerAction(in: slot, ofRowAt: row)
        case .activateButton:
            guard let slot = slot(code: Int32(whole)) else { throw GestureTableError(.invalidValue, "no such slot") }
            try table.activateButton(in: slot, ofRowAt: row)
        case .select: try table.selectRow(at: row)
        case .coast: try table.scroll(withVelocity: argument)
        }
    }
}

/// Inserts a row with `id` at row `row` of `section`. 0, or 1 when the table refused it.
@_expose(wasm, "gt_insert_in_section")
@_cdecl("gt_insert_in_section")
public func insertInSection(_ id: Int32, _ row: Int32, _ section: Int32) -> Int32 {
    run { table throws(GestureTableError) in
        try table.insertRow(WebRow(id: Int(id)), at: TableIndexPath(row: Int(row), section: Int(section)))
    }
}

// MARK: - Queries

@_expose(wasm, "gt_section_count")
@_cdecl("gt_section_count")
public func sectionCount() -> Int32 {
    Int32(current?.table.numberOfSections ?? 0)
}

/// The number of rows in `section`, or -1 for a section the table does not have.
@_expose(wasm, "gt_rows_in_section")
@_cdecl("gt_rows_in_section")
public func rowsInSection(_ section: Int32) -> Int32 {
    guard let count = try? current?.table.numberOfRows(inSection: Int(section)) else { return -1 }
    return Int32(count)
}

/// The height of row `index` at rest, or NaN.
@_expose(wasm, "gt_row_height")
@_cdecl("gt_row_height")
public func rowHeight(_ index: Int32) -> Double {
    (try? current?.table.height(ofRowAt: Int(index))) ?? .nan
}

@_expose(wasm, "gt_count")
@_cdecl("gt_count")
public func count() -> Int32 {
    Int32(current?.table.count ?? 0)
}

/// The id of row `index`, or -1.
@_expose(wasm, "gt_row_id")
@_cdecl("gt_row_id")
public func rowID(_ index: Int32) -> Int32 {
    guard let table = current?.table, table.rows.indices.contains(Int(index)) else { return -1 }
    return Int32(table.rows[Int(index)].id)
}

/// The index of the row with `id`, or -1.
@_expose(wasm, "gt_index_of_id")
@_cdecl("gt_index_of_id")
public func indexOfID(_ id: Int32) -> Int32 {
    Int32(current?.table.index(ofRowWithID: Int(id)) ?? -1)
}

/// The top of row `index` in the viewport, animations included.
@_expose(wasm, "gt_y_of_row")
@_cdecl("gt_y_of_row")
public func yOfRow(_ index: Int32) -> Double {
    current?.table.yOfRow(at: Int(index)) ?? 0
}

/// The top of row `index` in the viewport once every animation has ended.
@_expose(wasm, "gt_resting_y_of_row")
@_cdecl("gt_resting_y_of_row")
public func restingYOfRow(_ index: Int32) -> Double {
    current?.table.restingYOfRow(at: Int(index)) ?? 0
}

/// The index of the row drawn under `y`, or -1.
@_expose(wasm, "gt_index_at_y")
@_cdecl("gt_index_at_y")
public func indexAtY(_ y: Double) -> Int32 {
    Int32(current?.table.indexOfRow(atY: y) ?? -1)
}

/// The index of the lifted row, or -1.
@_expose(wasm, "gt_lifted_index")
@_cdecl("gt_lifted_index")
public func liftedIndex() -> Int32 {
    Int32(current?.table.liftedRowIndex ?? -1)
}

/// The top of the lifted row in the viewport, or NaN.
@_expose(wasm, "gt_lifted_y")
@_cdecl("gt_lifted_y")
public func liftedY() -> Double {
    current?.table.liftedRowY ?? .nan
}

@_expose(wasm, "gt_is_reordering")
@_cdecl("gt_is_reordering")
public func isReordering() -> Int32 {
    current?.table.isReordering == true ? 1 : 0
}

/// The slot the pointer highlights now (`index` -1), or the one of row `index`; -1 for none.
@_expose(wasm, "gt_highlighted")
@_cdecl("gt_highlighted")
public func highlighted(_ index: Int32) -> Int32 {
    guard let table = current?.table else { return -1 }
    if index < 0 { return slotCode(table.highlightedSlot) }
    return slotCode((try? table.highlightedSlot(ofRowAt: Int(index))) ?? nil)
}

/// The offset of row `index` in the table's unit (positive when moved right).
@_expose(wasm, "gt_offset")
@_cdecl("gt_offset")
public func offset(_ index: Int32) -> Double {
    (try? current?.table.offset(ofRowAt: Int(index))) ?? 0
}

/// The phase code of row `index`, or -1.
@_expose(wasm, "gt_phase")
@_cdecl("gt_phase")
public func phase(_ index: Int32) -> Double {
    guard let phase = try? current?.table.phase(ofRowAt: Int(index)) else { return -1 }
    return phaseCode(phase)
}

/// The slot whose action row `index` waits on while pending, or -1 in any other phase.
@_expose(wasm, "gt_pending_slot")
@_cdecl("gt_pending_slot")
public func pendingSlot(_ index: Int32) -> Int32 {
    guard case .pending(let slot) = try? current?.table.phase(ofRowAt: Int(index)) else { return -1 }
    return slotCode(slot)
}

/// The first (`bound` 0) or one past the last (`bound` 1) index of the rows at least partly
/// visible at the current scroll offset, at rest.
@_expose(wasm, "gt_visible_rows")
@_cdecl("gt_visible_rows")
public func visibleRows(_ bound: Int32) -> Int32 {
    guard let range = current?.table.visibleRowIndexes else { return 0 }
    return Int32(bound == 0 ? range.lowerBound : range.upperBound)
}

/// The side row `index` is open on (0 left, 1 right), or -1.
@_expose(wasm, "gt_open_side")
@_cdecl("gt_open_side")
public func openSide(_ index: Int32) -> Int32 {
    guard let side = (try? current?.table.openSide(ofRowAt: Int(index))) ?? nil else { return -1 }
    return side == .left ? 0 : 1
}

/// The index of the selected row, or -1.
@_expose(wasm, "gt_selected_index")
@_cdecl("gt_selected_index")
public func selectedIndex() -> Int32 {
    current?.table.selectedRowIndex.map { Int32($0) } ?? -1
}

@_expose(wasm, "gt_scroll_offset")
@_cdecl("gt_scroll_offset")
public func scrollOffset() -> Double {
    current?.table.scrollOffset ?? 0
}

/// Whether the placeholder shows (1) or not (0).
@_expose(wasm, "gt_is_showing_placeholder")
@_cdecl("gt_is_showing_placeholder")
public func isShowingPlaceholder() -> Int32 {
    current?.table.isShowingPlaceholder == true ? 1 : 0
}

@_expose(wasm, "gt_width")
@_cdecl("gt_width")
public func width() -> Double {
    current?.table.width ?? 0
}

/// The number of buttons row `index` reveals while open.
@_expose(wasm, "gt_button_count")
@_cdecl("gt_button_count")
public func buttonCount(_ index: Int32) -> Int32 {
    Int32(((try? current?.table.revealedButtons(ofRowAt: Int(index))) ?? []).count)
}

/// Field `field` of revealed button `button` of row `index`: 0 slot, 1 left edge, 2 right edge.
@_expose(wasm, "gt_button")
@_cdecl("gt_button")
public func button(_ index: Int32, _ button: Int32, _ field: Int32) -> Double {
    let buttons = (try? current?.table.revealedButtons(ofRowAt: Int(index))) ?? []
    guard buttons.indices.contains(Int(button)) else { return .nan }
    let chosen = buttons[Int(button)]
    switch field {
    case 0: return Double(slotCode(chosen.slot))
    case 1: return chosen.range.lowerBound
    default: return chosen.range.upperBound
    }
}

// MARK: - Layout

/// Lays out the rows in a viewport `height` tall; returns how many are drawn, read with
/// `gt_layout_field`.
@_expose(wasm, "gt_layout")
@_cdecl("gt_layout")
public func layout(_ height: Double) -> Int32 {
    guard let web = current else { return 0 }
    web.layout = web.table.layout(height: height)
    return Int32(web.layout.count)
}

/// Field `field` of laid-out row `position`: 0 id, 1 index (-1 while deleted), 2 top, 3 height,
/// 4 offset, 5 opacity, 6 phase, 7 uncovered action's slot (-1), 8 whether it is reached (0/1),
/// 9 its color as 0xRRGGBB.
@_expose(wasm, "gt_layout_field")
@_cdecl("gt_layout_field")
public func layoutField(_ position: Int32, _ field: Int32) -> Double {
    guard let web = current, web.layout.indices.contains(Int(position)) else { return .nan }
    let row = web.layout[Int(position)]
    let presentation = row.presentation
    switch field {
    case 0: return Double(row.row.id)
    case 1: return Double(row.index ?? -1)
    case 2: return row.y
    case 3: return row.height
    case 4: return presentation.offset
    case 5: return presentation.opacity
    case 6: return phaseCode(presentation.phase)
    case 7: return Double(slotCode(presentation.action?.slot))
    case 8: return presentation.action?.isReached == true ? 1 : 0
    case 9:
        guard let color = presentation.action?.color else { return -1 }
        return Double(Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue))
    default: return .nan
    }
}

/// Lays out the section headers in a viewport `height` tall; returns how many are drawn, read
/// with `gt_header_field`.
@_expose(wasm, "gt_header_layout")
@_cdecl("gt_header_layout")
public func headerLayout(_ height: Double) -> Int32 {
    guard let web = current else { return 0 }
    web.headers = web.table.headerLayout(height: height)
    return Int32(web.headers.count)
}

/// Field `field` of laid-out header `position`: 0 section, 1 top, 2 height, 3 pinned (0/1).
@_expose(wasm, "gt_header_field")
@_cdecl("gt_header_field")
public func headerField(_ position: Int32, _ field: Int32) -> Double {
    guard let web = current, web.headers.indices.contains(Int(position)) else { return .nan }
    let header = web.headers[Int(position)]
    switch field {
    case 0: return Double(header.section)
    case 1: return header.y
    case 2: return header.height
    case 3: return header.isPinned ? 1 : 0
    default: return .nan
    }
}

// MARK: - Events

/// How many events wait for the page.
@_expose(wasm, "gt_event_count")
@_cdecl("gt_event_count")
public func eventCount() -> Int32 {
    Int32(current?.events.count ?? 0)
}

/// Field `field` of waiting event `position`: 0 kind, 1 row index (-1), 2 slot (-1), 3 the index
/// a move came from (-1), 4 the time in milliseconds, 5 the row's id (-1).
@_expose(wasm, "gt_event_field")
@_cdecl("gt_event_field")
public func eventField(_ position: Int32, _ field: Int32) -> Double {
    guard let web = current, web.events.indices.contains(Int(position)) else { return .nan }
    let event = web.events[Int(position)]
    switch field {
    case 0: return kindCode(event.kind)
    case 1: return Double(event.index ?? -1)
    case 2: return Double(slotCode(event.slot))
    case 3:
        if case .move(let from, _) = event.kind { return Double(from) }
        return -1
    case 4: return milliseconds(event.time)
    case 5: return Double(event.rowID ?? -1)
    default: return .nan
    }
}

/// Puts the UTF-8 message of waiting event `position` (an `action-failed` event's reason; empty
/// for other kinds) where `gt_text_pointer` points, and returns its length in bytes.
@_expose(wasm, "gt_event_message")
@_cdecl("gt_event_message")
public func eventMessage(_ position: Int32) -> Int32 {
    lastText = []
    if let web = current, web.events.indices.contains(Int(position)) {
        switch web.events[Int(position)].kind {
        case .actionFailed(let text), .announce(let text): lastText = Array(text.utf8)
        default: break
        }
    }
    return Int32(lastText.count)
}

/// Forgets the waiting events once the page has read them.
@_expose(wasm, "gt_events_clear")
@_cdecl("gt_events_clear")
public func clearEvents() {
    current?.events.removeAll(keepingCapacity: true)
}

// MARK: - Errors

/// Where the UTF-8 reason of the last refused verb starts in memory.
@_expose(wasm, "gt_error_pointer")
@_cdecl("gt_error_pointer")
public func errorPointer() -> Int32 {
    lastError.withUnsafeBufferPointer { Int32(truncatingIfNeeded: Int(bitPattern: $0.baseAddress)) }
}

@_expose(wasm, "gt_error_length")
@_cdecl("gt_error_length")
public func errorLength() -> Int32 {
    Int32(lastError.count)
}

/// Where the text `gt_event_message` put starts in memory.
@_expose(wasm, "gt_text_pointer")
@_cdecl("gt_text_pointer")
public func textPointer() -> Int32 {
    lastText.withUnsafeBufferPointer { Int32(truncatingIfNeeded: Int(bitPattern: $0.baseAddress)) }
}

/// A side style by its number: 0 trigger, 1 reveal buttons, 2 reveal content (the page draws no
/// text for it; scripts only need the row to open on it).
func sideStyle(_ value: Double) -> SideStyle {
    value == 2 ? .revealContent("") : value != 0 ? .reveal : .trigger
}
