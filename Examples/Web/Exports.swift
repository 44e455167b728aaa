// The web page's interface to the core, for Embedded Swift on WebAssembly: not part of the SwiftPM
// package. `Examples/Web/build.sh` compiles it against the core, the script engine and the
// terminal's renderer, and links them into the module the page inlines. One table at a time;
// numbers cross the boundary, and JSON for what is read often or holds text (`gt_play`,
// `gt_layout`, `gt_events`, UTF-8 in the module's memory): rows are ids (the page keeps the
// inbox's titles), slots and operations are small codes, durations are nanoseconds.
//
// Codes shared with `page.js`:
// - slot: 0 first-left, 1 second-left, 2 first-right, 3 second-right; -1 none.
// - side: 0 left, 1 right.
// - operation of an action: 0 none, 1 push, 2 delete, 3 push-and-delete, 4 replace, 5 snooze
//   (push-and-delete, then the same row inserted at the end, as the terminal demo's Snooze).
// - `gt_verb` and the other calls that can be refused return 0, or 1 (`gt_error_*` hold the reason).

import GestureScript
import GestureTable
import GestureTableTerminal

/// The table and what the page declared on it.
final class WebTable {
    let clock: VirtualClock
    let table: GestureTable<ScriptRow>
    /// The action of each slot, for every row.
    var actions: [ActionSlot: SwipeAction<ScriptRow>] = [:]
    /// The events not yet drained by the page.
    var events: [TableEvent<Int>] = []

    init(table: GestureTable<ScriptRow>, clock: VirtualClock) {
        self.table = table
        self.clock = clock
    }

    /// The declared actions, or none if they do not validate.
    var swipeActions: SwipeActions<ScriptRow> {
        (try? SwipeActions(
            firstLeft: actions[.firstLeft], secondLeft: actions[.secondLeft],
            firstRight: actions[.firstRight], secondRight: actions[.secondRight])) ?? .none
    }
}

nonisolated(unsafe) var current: WebTable?
nonisolated(unsafe) var lastError: [UInt8] = []
/// The JSON text `gt_play`, `gt_layout` or `gt_events` made last.
nonisolated(unsafe) var lastText: [UInt8] = []

func duration(nanoseconds: Double) -> Duration {
    guard nanoseconds.isFinite, nanoseconds > 0 else { return .zero }
    return .nanoseconds(Int64(min(nanoseconds, 1e18) + 0.5))  // rounded (`round` is not linked)
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
}

/// Runs `verb` on the table: 0, or 1 with the reason kept for `gt_error_*`.
func run(_ verb: (GestureTable<ScriptRow>) throws(GestureTableError) -> Void) -> Int32 {
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


/// The name of a row's phase, as the page's style sheet and tests know it.
func phaseName(_ phase: RowPhase) -> String {
    switch phase {
    case .rest: "rest"
    case .dragging: "dragging"
    case .settling: "settling"
    case .pending: "pending"
    case .pushing: "pushing"
    case .pushed: "pushed"
    case .appearing: "appearing"
    case .deleting: "deleting"
    case .lifted: "lifted"
    case .open: "open"
    }
}

/// Runs the verb of an action's operation from its trigger closure, as the native player does.
func perform(operation: Int32, on table: GestureTable<ScriptRow>, at index: Int) throws(GestureTableError) {
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

/// Makes a fresh table of `count` rows with ids 0..<count: `width` and `viewportHeight` in the
/// table's unit, a row `rowHeight` tall, a press becoming a swipe after `touchSlop`. 0, or 1.
@_expose(wasm, "gt_create")
@_cdecl("gt_create")
public func create(_ count: Int32, _ width: Double, _ viewportHeight: Double, _ rowHeight: Double, _ touchSlop: Double) -> Int32 {
    guard count >= 0, count <= 1_000_000 else { return 1 }
    var configuration = TableConfiguration()
    configuration.rowHeight = rowHeight
    configuration.touchSlop = touchSlop
    configuration.sectionHeaderHeight = rowHeight
    let clock = VirtualClock()
    let rows = (0..<Int(count)).map { ScriptRow(id: $0, title: "") }
    let table: GestureTable<ScriptRow>
    do throws(GestureTableError) {
        table = try GestureTable(rows: rows, width: width, clock: clock, configuration: configuration)
    } catch {
        lastError = Array(error.message.utf8)
        return 1
    }
    table.viewportHeight = viewportHeight
    table.swipeActions = { _ in current?.swipeActions ?? .none }
    table.onEvent = { event in current?.events.append(event) }
    current = WebTable(table: table, clock: clock)
    scriptPlayback = nil
    return 0
}

/// Gives the table a new `width` and `viewportHeight`, in the table's unit. 0, or 1 for a width
/// the table refuses.
@_expose(wasm, "gt_resize")
@_cdecl("gt_resize")
public func resize(_ width: Double, _ viewportHeight: Double) -> Int32 {
    current?.table.viewportHeight = viewportHeight
    return run { table throws(GestureTableError) in try table.setWidth(width) }
}

/// Declares the action of `slotCode` for every row: `fraction` (NaN for the slot's default), its
/// color as 0xRRGGBB, what its closure does (`operation`). The icon stays with the page. 0, or 1
/// for a bad slot or fraction.
@_expose(wasm, "gt_declare_action")
@_cdecl("gt_declare_action")
public func declareAction(_ slotCode: Int32, _ fraction: Double, _ color: Int32, _ operation: Int32) -> Int32 {
    guard let web = current, let slot = slot(code: slotCode) else { return 1 }
    let actionColor = ActionColor(
        red: UInt8(truncatingIfNeeded: color >> 16), green: UInt8(truncatingIfNeeded: color >> 8),
        blue: UInt8(truncatingIfNeeded: color))
    let action: SwipeAction<ScriptRow>
    do throws(GestureTableError) {
        action = try SwipeAction<ScriptRow>(icon: "", color: actionColor, fraction: fraction.isNaN ? nil : fraction) {
            (triggered: TriggeredRow<ScriptRow>) throws(GestureTableError) in
            guard let index = triggered.index else {
                throw GestureTableError(.rowNotFound, "the row with id \(triggered.id) left the table before its action ran")
            }
            try perform(operation: operation, on: triggered.table, at: index)
        }
    } catch {
        lastError = Array(error.message.utf8)
        return 1
    }
    web.actions[slot] = action
    return 0
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

/// The verbs of `gt_verb`, by code: their names, in this order, are `verbNames` in core.js.
enum Verb: Int32 {
    case replace, undo, scroll, step, releaseRow, lift, moveBy, drop, cancelLift, close
}

/// Runs verb `code` (`Verb`) on row `index` with `argument`: the distance of a scroll, the side
/// of a step (0 left, 1 right), the places of a move-by. 0, or 1 when the table refused it.
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
        case .replace: try table.replaceRow(at: row)
        case .undo: try table.undo()
        case .scroll: try table.scroll(by: argument)
        case .step: try table.stepRow(at: row, side: whole == 0 ? .left : .right)
        case .releaseRow: try table.releaseRow(at: row)
        case .lift: try table.liftRow(at: row)
        case .moveBy: try table.moveLiftedRow(by: whole)
        case .drop: try table.dropLiftedRow()
        case .cancelLift: try table.cancelLift()
        case .close: try table.closeRow(at: row)
        }
    }
}

// MARK: - Queries

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

/// The slot the pointer highlights now (`index` -1), or the one of row `index`; -1 for none.
@_expose(wasm, "gt_highlighted")
@_cdecl("gt_highlighted")
public func highlighted(_ index: Int32) -> Int32 {
    guard let table = current?.table else { return -1 }
    if index < 0 { return slotCode(table.highlightedSlot) }
    return slotCode((try? table.highlightedSlot(ofRowAt: Int(index))) ?? nil)
}

/// Whether row `index` is being dragged (1) or not (0).
@_expose(wasm, "gt_is_dragging")
@_cdecl("gt_is_dragging")
public func isDragging(_ index: Int32) -> Int32 {
    (try? current?.table.phase(ofRowAt: Int(index))) == .dragging ? 1 : 0
}

/// The side row `index` is open on (0 left, 1 right), or -1.
@_expose(wasm, "gt_open_side")
@_cdecl("gt_open_side")
public func openSide(_ index: Int32) -> Int32 {
    guard let side = (try? current?.table.openSide(ofRowAt: Int(index))) ?? nil else { return -1 }
    return side == .left ? 0 : 1
}

/// Whether the placeholder shows (1) or not (0).
@_expose(wasm, "gt_is_showing_placeholder")
@_cdecl("gt_is_showing_placeholder")
public func isShowingPlaceholder() -> Int32 {
    current?.table.isShowingPlaceholder == true ? 1 : 0
}

// MARK: - Layout and events

/// Lays out the rows and the section headers in a viewport `height` tall; puts them as JSON where
/// `gt_text_pointer` points and returns its length in bytes: `rows`, every row in order, each
/// deleting row just before the row that follows it on screen, each `[id, index (-1 while
/// deleted)]` and, when it is laid out, `top, height, offset, opacity, phase, uncovered action's
/// slot (-1), whether it is reached (0/1), its color as 0xRRGGBB (-1)`; `headers`, each
/// `[section, top, height, pinned (0/1)]`.
@_expose(wasm, "gt_layout")
@_cdecl("gt_layout")
public func layout(_ height: Double) -> Int32 {
    var rows: [String] = []
    var headers: [String] = []
    if let table = current?.table {
        var laidOut: [Int: String] = [:]
        var deletingBefore: [Int: [String]] = [:]
        var deleting: [String] = []
        for row in table.layout(height: height) {
            let presentation = row.presentation
            let action = presentation.action
            let color = action.map { Int($0.color.red) << 16 | Int($0.color.green) << 8 | Int($0.color.blue) } ?? -1
            let fields = jsonArray([
                String(row.row.id), String(row.index ?? -1), jsonNumber(row.y), jsonNumber(row.height),
                jsonNumber(presentation.offset), jsonNumber(presentation.opacity), jsonString(phaseName(presentation.phase)),
                String(slotCode(action?.slot)), action?.isReached == true ? "1" : "0", String(color),
            ])
            guard row.index != nil else {
                deleting.append(fields)
                continue
            }
            laidOut[row.row.id] = fields
            if !deleting.isEmpty { deletingBefore[row.row.id] = deleting }
            deleting = []
        }
        for (index, row) in table.rows.enumerated() {
            rows += deletingBefore[row.id] ?? []
            rows.append(laidOut[row.id] ?? "[\(row.id),\(index)]")
        }
        rows += deleting
        for header in table.headerLayout(height: height) {
            let fields = [String(header.section), jsonNumber(header.y), jsonNumber(header.height), header.isPinned ? "1" : "0"]
            headers.append(jsonArray(fields))
        }
    }
    lastText = Array(("{\"rows\":" + jsonArray(rows) + ",\"headers\":" + jsonArray(headers) + "}").utf8)
    return Int32(lastText.count)
}

/// Takes the events waiting for the page; puts them as a JSON array where `gt_text_pointer`
/// points and returns its length in bytes: each `[name (as scripts name it), row index (-1), slot
/// (-1), the index a move came from (-1), the time in milliseconds, the row's id (-1), the text of
/// an `action-failed` or `announce` event ("")]`.
@_expose(wasm, "gt_events")
@_cdecl("gt_events")
public func takeEvents() -> Int32 {
    var events: [String] = []
    for event in current?.events ?? [] {
        var from = -1
        var text = ""
        switch event.kind {
        case .move(let source, _): from = source
        case .actionFailed(let message), .announce(let message): text = message
        default: break
        }
        events.append(jsonArray([
            jsonString(event.kind.name.rawValue), String(event.index ?? -1), String(slotCode(event.slot)), String(from),
            jsonNumber(milliseconds(event.time)), String(event.rowID ?? -1), jsonString(text),
        ]))
    }
    current?.events.removeAll(keepingCapacity: true)
    lastText = Array(jsonArray(events).utf8)
    return Int32(lastText.count)
}

/// A number as JSON, which has no NaN or infinity: those are 0.
func jsonNumber(_ value: Double) -> String {
    value.isFinite ? value.description : "0"
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

/// Where the text `gt_play`, `gt_layout` or `gt_events` put starts in memory.
@_expose(wasm, "gt_text_pointer")
@_cdecl("gt_text_pointer")
public func textPointer() -> Int32 {
    lastText.withUnsafeBufferPointer { Int32(truncatingIfNeeded: Int(bitPattern: $0.baseAddress)) }
}


// MARK: - Scripts

/// The playback of the script `gt_play` played last, kept while its table is the page's: the
/// table's closures (the script's actions, which rows may move) belong to it.
nonisolated(unsafe) var scriptPlayback: ScriptPlayback?

/// The screen of a script played in the page: frames drawn by the terminal's renderer as plain
/// text, as `gesture-table play` prints them when its output is not a terminal.
let plainTextScreen = PlaybackScreen(
    drawFrame: { table, size in
        let frame = TableRenderer(usesColor: false).render(table, width: size.columns, height: size.lines) { $0.text }
        var text = ""
        for (row, line) in frame.lines.enumerated() {
            if row > 0 { text.append("\n") }
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            text.append(contentsOf: line)
        }
        return text
    },
    textWidth: { text in terminalWidth(of: text) })

/// Room for `length` bytes that the page writes a text into, for `gt_play`, which frees it.
@_expose(wasm, "gt_alloc")
@_cdecl("gt_alloc")
public func allocate(_ length: Int32) -> Int32 {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(max(length, 1)))
    return Int32(truncatingIfNeeded: Int(bitPattern: bytes))
}

/// Plays the script of `textLength` UTF-8 bytes at `text`, named `name` (`nameLength` bytes) in
/// its messages, with the native player itself; frees both texts. The table the script left
/// becomes the page's. Puts a JSON object where `gt_text_pointer` points and returns its length
/// in bytes: `status` and `messages` as `gesture-table play` exits and prints them (standard
/// output, then standard error); `rows`, the titles in order; and, for drawing the table, its
/// `columns` and `lines`, each row's `ids`, `subtitles` and `icons` (its four slots' icons) in the
/// order of `rows`, the `sections`' titles (`null` for a section without a header) and the
/// `placeholder` (title and subtitle). Without a table (the script did not parse), `rows` only.
@_expose(wasm, "gt_play")
@_cdecl("gt_play")
public func play(_ text: Int32, _ textLength: Int32, _ name: Int32, _ nameLength: Int32) -> Int32 {
    let script = takeText(at: text, length: textLength)
    let fileName = takeText(at: name, length: nameLength)
    var output = ""
    let player = ScriptPlayer(options: PlaybackOptions(screen: plainTextScreen))
    let (result, playback) = player.playKeepingTable(script, fileName: fileName, to: &output)
    if let diagnostic = result.diagnostic { output += diagnostic + "\n" }
    var fields = ["\"status\":\(result.exitStatus)", "\"messages\":" + jsonString(output)]
    guard let playback else {
        fields.append("\"rows\":[]")
        lastText = Array(("{" + fields.joined(separator: ",") + "}").utf8)
        return Int32(lastText.count)
    }
    let table = playback.table  // a script of setup commands only still leaves a table
    adopt(playback)
    var titles: [String] = []
    var ids: [String] = []
    var subtitles: [String] = []
    var icons: [String] = []
    for row in table.rows {
        titles.append(jsonString(row.title))
        ids.append(String(row.id))
        subtitles.append(row.subtitle.map(jsonString) ?? "null")
        let actions = table.swipeActions(row)
        let slots = [actions.firstLeft, actions.secondLeft, actions.firstRight, actions.secondRight]
        icons.append(jsonArray(slots.map { jsonString($0?.icon ?? "") }))
    }
    var sections: [String] = []
    for section in 0..<table.numberOfSections {
        let title: String? = (try? table.titleForHeader(inSection: section)) ?? nil
        sections.append(title.map(jsonString) ?? "null")
    }
    let placeholder = [jsonString(table.placeholder.title), table.placeholder.subtitle.map(jsonString) ?? "null"]
    fields.append("\"rows\":" + jsonArray(titles))
    fields.append("\"columns\":\(playback.size.columns)")
    fields.append("\"lines\":\(playback.size.lines)")
    fields.append("\"ids\":" + jsonArray(ids))
    fields.append("\"subtitles\":" + jsonArray(subtitles))
    fields.append("\"sections\":" + jsonArray(sections))
    fields.append("\"placeholder\":" + jsonArray(placeholder))
    fields.append("\"icons\":" + jsonArray(icons))
    lastText = Array(("{" + fields.joined(separator: ",") + "}").utf8)
    return Int32(lastText.count)
}
/// Makes the table `playback` left the page's: its events go to the page from now on.
func adopt(_ playback: ScriptPlayback) {
    let table = playback.table
    let web = WebTable(table: table, clock: playback.clock)
    table.onEvent = { event in current?.events.append(event) }
    scriptPlayback = playback
    current = web
}

/// The UTF-8 text of `length` bytes at `address`, which `gt_alloc` gave; frees them.
func takeText(at address: Int32, length: Int32) -> String {
    guard let bytes = UnsafeMutablePointer<UInt8>(bitPattern: Int(address)) else { return "" }
    defer { bytes.deallocate() }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(max(length, 0))), as: UTF8.self)
}

/// JSON values as a JSON array.
func jsonArray(_ values: [String]) -> String {
    "[" + values.joined(separator: ",") + "]"
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped.
func jsonString(_ text: String) -> String {
    let hexDigits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): bytes += Array("\\n".utf8)
        case 0..<0x20, 0x7F:
            bytes += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
}
